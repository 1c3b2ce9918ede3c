// The report's inline stylesheet and script.
#pragma once

namespace kl::report {

const char* stylesheet();
const char* script();

}  // namespace kl::report

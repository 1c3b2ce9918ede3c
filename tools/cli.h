// The kingdomlab command line. Exit codes: 0 success, 2 bad input (one-line error), 1 failure.
#pragma once

#include <iosfwd>

namespace kl {

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace kl

// Runs the kingdomlab command line in-process, capturing its output and exit code.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "tools/cli.h"

namespace kl::test {

struct CliRun {
  int code;
  std::string out, err;
};

// `kingdomlab args...`
inline CliRun cli(std::vector<std::string> args) {
  args.insert(args.begin(), "kingdomlab");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  const int code = run_cli(int(argv.size()), argv.data(), out, err);
  return {code, out.str(), err.str()};
}

}  // namespace kl::test

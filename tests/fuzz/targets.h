// Fuzz targets for the program's input files (docs/reliability.md): strategy files and menus,
// kingdom files, card files, run data, checkpoints and strategy databases. Each target feeds one
// input to the program the way a file given to a command reaches it, then uses what was accepted
// the way the program would. Bad input must end as documented: an exception of the bad-input
// kind whose message is one line of readable length, without a library's text (a command then
// exits with code 2). Anything else (another exception, a message of many lines or a megabyte,
// a broken round trip, a consistency violation in a game of accepted cards, a refused database
// written to) is a defect: the target prints it and aborts, which is what fuzzers report.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace kl::fuzz {

struct Target {
  const char* name;
  // Runs one input; true when the program accepted it (and went on to use it), false when it
  // refused it as bad input. A defect aborts.
  bool (*run)(std::string_view input);
  const char* what;  // one line for --help
};

// Every target, in a fixed order.
const std::vector<Target>& targets();
// The target of this name, or nullptr.
const Target* find_target(std::string_view name);

// Writes a seed corpus for every target into dir/<target>/ (one file per seed): the project's
// own files (bot library, preset kingdoms, the docs' examples, run data) and the files of a tiny
// training run (run.json, checkpoint.json, a strategy database), made with the configuration the
// checkpoint target restores into. Returns the number of files written.
int make_corpus(const std::string& dir);

}  // namespace kl::fuzz

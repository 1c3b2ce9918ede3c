// kingdomlab batch: many kingdoms trained with the same settings, over the ranks of an MPI run or
// in one process (docs/cluster.md). Declared here for the tests, which make a batch's kingdom
// half-trained exactly as the batch would train it.
#pragma once

#include <string>
#include <vector>

#include "tools/train_options.h"

namespace kl {

// One kingdom of a batch: where it came from, and where and how it is trained.
struct BatchEntry {
  std::string source;  // the argument: a preset name or a kingdom file
  std::string folder;  // its run folder's name under the output folder
  TrainConfig cfg;     // out_dir set; resume not yet decided
};

// The kingdoms of the arguments (preset names, kingdom files, folders of kingdom files, in the
// order given; a folder's files by name), each with its training config under out. Throws
// UsageError for an unknown kingdom or two kingdoms that would share a folder.
std::vector<BatchEntry> batch_entries(const std::vector<std::string>& args, const TrainArgs& a,
                                      bool rivals_from_kingdom, const std::string& out,
                                      CliContext& ctx);

}  // namespace kl

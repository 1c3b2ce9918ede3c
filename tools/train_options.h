// The training options `train` and `batch` share (docs/training.md): one definition of each
// option and of the TrainConfig they make, so a batch trains each kingdom exactly as `train` would.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "evolution/train/coevolution.h"
#include "evolution/train/warm_start.h"
#include "tools/commands.h"

namespace kl {

struct TrainArgs {
  std::string kingdom;
  int generations = 32, pool = 100, leaders = 5, chambers = 1, hall_of_fame = 3, polish = 3,
      final_fame = 2;
  uint64_t seed = 1;
  int threads = 0;
  int players = 0;  // 0: the kingdom's
  int64_t min_games = 20, max_games = 400, final_games = 10000, diagnostic_games = 4000;
  int64_t screen_games = 0;     // 0: no screening
  int64_t final_min_games = 0;  // 0: every final pairing plays final_games
  int64_t rival_games = 0;      // 0: final_games
  std::string out;
  std::vector<std::string> rivals;
  bool resume = false, overwrite = false, quiet = false, json = false, from_template = false;
  // The strategy database (docs/database.md).
  std::string db;
  bool no_db = false, warm_start = false;
  WarmStartOptions warm;
};

// Adds the options that set how a kingdom is trained (generations, pool, games, seed, threads,
// players, polish, rivals...) to cmd, stored into *a.
void add_training_options(CLI::App* cmd, TrainArgs* a);

// The TrainConfig of a's training options for kingdom k (no output folder, progress or warm
// start). Throws UsageError for inconsistent options or a rival that cannot be read; notes a
// rival naming cards the kingdom lacks on ctx.err.
TrainConfig training_config(const TrainArgs& a, const Kingdom& k, CliContext& ctx);

// A name as a folder name: "First Game" -> "first-game" (`empty` when nothing is left).
std::string slug(const std::string& name, const char* empty = "kingdom");

// Seconds as a clock, "m:ss" or "h:mm:ss" (progress lines, ETAs).
std::string clock_text(double seconds);

}  // namespace kl

// The benchmark: a fixed set of matchups and seeds. Its signature (a hash of every game result)
// changes exactly when game behaviour changes; it never depends on the thread count.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kl {

struct BenchCase {
  std::string name;
  int64_t games = 0;
  double seconds = 0;
  double margin = 0;  // first strategy's win% - loss%, in [-1, 1]
  uint64_t signature = 0;
  double games_per_second() const { return seconds > 0 ? double(games) / seconds : 0; }
};

// The strategy player against Big Money written straight into C++: both play Big Money mirrors
// in the same bare loop (setup and play only), in alternating rounds; medians, games/s. The two
// play identical games, so the difference is the cost of interpreting rules.
struct PlayerCost {
  double strategy_player_gps = 0;
  double hard_coded_gps = 0;
  bool same_games = false;   // both played exactly the same games (same results)
  double overhead() const {  // extra time per game of the strategy player, as a fraction
    return hard_coded_gps > 0 && strategy_player_gps > 0 ? hard_coded_gps / strategy_player_gps - 1
                                                         : 0;
  }
};
PlayerCost strategy_player_cost(int64_t games);

struct BenchResult {
  std::vector<BenchCase> cases;
  uint64_t signature = 0;
  int threads = 1;
  size_t state_bytes = 0;         // sizeof(State)
  double copy_ns = 0;             // one State copy, median of several timed batches
  PlayerCost player_cost;         // the strategy player's cost (one thread)
  double twenty_rule_buy_ns = 0;  // one buy decision of a 20-rule strategy (median)
};

// Median time of copying a mid-game State, in nanoseconds.
double state_copy_ns();

// Runs every matchup with `games` games each (default 200,000) on `threads` threads.
BenchResult run_bench(int threads = 1, int64_t games = 200000);

}  // namespace kl

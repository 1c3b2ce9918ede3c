// Running many games between strategies: paired seeds, rotated seats, all cores, deterministic.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "evolution/arena/stats.h"
#include "evolution/strategy/strategy.h"
#include "sim/state.h"

namespace kl {

struct MatchConfig {
  // Two or more strategies. Seats are filled cyclically; a group of `players` games shares one
  // seed and rotates the seats, so for 2 players every game has a twin with seats swapped.
  std::vector<const Strategy*> strategies;
  GameConfig game;  // players, kingdom and basics (first_player is seat 0)
  uint64_t seed = 1;
  int64_t games = 10000;  // rounded up to whole groups
  int threads = 0;        // 0 = all cores; results never depend on it
};

struct StrategyStats {
  int64_t wins = 0, losses = 0, ties = 0;  // ties: the win shared with another strategy
  int64_t vp_sum = 0;                      // over its seats
  int64_t vp_token_sum = 0;                // the VP tokens in vp_sum (Monument, Goons...)
  int64_t seats = 0;                       // seats it sat in (vp_sum's denominator)
  int64_t seat_games[kMaxPlayers] = {};    // games in which it sat in turn-order seat k
  int64_t seat_wins[kMaxPlayers] = {};     // ... and that seat won alone
};

struct MatchResult {
  int64_t games = 0, groups = 0;
  int64_t rounds_sum = 0;            // turns of the longest-playing player, summed
  int64_t end_reasons[5] = {};       // indexed by EndReason
  std::vector<StrategyStats> stats;  // per strategy
  // Strategy 0's score per group (win +1, tie 0, loss -1, summed over the group's games):
  double group_score_sum = 0, group_score_sq = 0;
  uint64_t signature = 0;  // hash of every game's result, order-independent
  double seconds = 0;

  // Strategy 0's (win% - loss%) in [-1, 1] with its 95% interval (groups are the samples).
  Estimate margin() const;
};

// Game g of a match is played with seed group g / players, its seats rotated by g % players:
// the strategy (index into MatchConfig::strategies) in `seat` is this.
inline int seat_strategy(int seat, int rotation, int players, size_t strategies) {
  return ((seat + rotation) % players) % int(strategies);
}

// Plays the match. Throws std::invalid_argument for an impossible configuration.
MatchResult run_match(const MatchConfig& cfg);

}  // namespace kl

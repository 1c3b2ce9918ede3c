// One pairing: strategy A against strategy B, two players, in game pairs (the same seed, seats
// swapped), with an adaptive number of games: a sequential test stops the pairing as soon as the
// result is clear. docs/training.md explains the test and measures its error rates.
#pragma once

#include <cstdint>
#include <vector>

#include "evolution/arena/stats.h"
#include "evolution/strategy/strategy.h"
#include "sim/state.h"

namespace kl {

// The stopping rule. The samples are game pairs; a pair's score is A's (win - loss) averaged over
// its two games, in [-1, 1]. The test looks at the games played after min_games, then after
// every 1.5-fold increase, and at max_games (K looks in all). At a look it stops when the
// interval mean ± z·se excludes zero, z being the two-sided normal quantile for alpha / K
// (Bonferroni over the looks), so a pairing whose true margin is zero stops early with
// probability at most about alpha. se uses the sample variance plus one pseudo-pair at the
// largest possible deviation, which keeps a handful of identical pairs from looking certain.
// With min_games == max_games the pairing has a fixed length and z is the usual 1.96.
struct SequentialTest {
  int64_t min_games = 20;   // rounded up to whole pairs
  int64_t max_games = 400;  // rounded up to whole pairs; at least min_games
  double alpha = 0.05;

  // The game counts at which the test looks, increasing, ending with max_games.
  std::vector<int64_t> looks() const;
  // The critical value z used at every look.
  double critical_z() const;
  // Whether `pairs` pair scores with this sum and sum of squares make the result clear.
  bool clear(int64_t pairs, double sum, double sumsq) const;
};

// The upper quantile: z with P(N(0,1) > z) = p, for 0 < p < 1.
double normal_upper_quantile(double p);

// A's results against B.
struct PairingResult {
  int64_t games = 0, pairs = 0;
  int64_t wins = 0, losses = 0, ties = 0;  // A's, per game
  double sum = 0, sumsq = 0;               // pair scores
  bool stopped_early = false;              // the test stopped it before max_games
  int64_t turns_sum = 0;                   // A's own turns, summed over games
  // Games in which A's (chose[0]) and B's (chose[1]) buy rules chose each card of the game
  // (bought it, or picked it for a gain), by card id.
  int32_t chose[2][kMaxKinds] = {};

  // A's (win - loss) rate with its 95% interval over the pairs.
  Estimate margin() const;
  // The same result seen from B (turns_sum is then unknown: 0).
  PairingResult swapped() const;
};

// Plays A against B under `test`. Game pair i uses State::setup(game, seed, i) twice, A first
// and then B first; game.first_player is ignored (seat 0 moves first). The result depends only
// on the arguments. `scratch` (optional) avoids allocating a State.
PairingResult play_pairing(const Strategy& a, const Strategy& b, const GameConfig& game,
                           uint64_t seed, const SequentialTest& test, State* scratch = nullptr);

// Continues a pairing that play_pairing(a, b, game, seed, ...) began with more game pairs (the
// next pair indices), until it has at least `games` games: as if it had been played that long.
void extend_pairing(PairingResult& r, const Strategy& a, const Strategy& b, const GameConfig& game,
                    uint64_t seed, int64_t games, State* scratch = nullptr);

}  // namespace kl

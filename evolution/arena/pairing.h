// One pairing: strategy A against strategy B in seed groups (the same seed, seats rotated), with an
// adaptive number of games: a sequential test stops the pairing as soon as the result is clear.
// With 2 players a group is a game pair, seats swapped. With N > 2 players A plays in a field of
// N - 1 copies of B: a group is N games in which A takes each seat once. docs/training.md explains
// the test and measures its error rates; docs/multiplayer.md the N-player score.
#pragma once

#include <cstdint>
#include <vector>

#include "evolution/arena/stats.h"
#include "evolution/strategy/strategy.h"
#include "sim/state.h"

namespace kl {

// The stopping rule. The samples are seed groups (game pairs for 2 players); a group's score is
// A's game score averaged over its games, in [-1, 1] (game_score()). The test looks at the games
// played after min_games, then after every 1.5-fold increase, and at max_games (K looks in all). At
// a look it stops when the interval mean ± z·se excludes zero, z being the two-sided normal
// quantile for alpha / K (Bonferroni over the looks), so a pairing whose true margin is zero stops
// early with probability at most about alpha. se uses the sample variance plus one pseudo-pair at
// the largest possible deviation, which keeps a handful of identical pairs from looking certain.
// With min_games == max_games the pairing has a fixed length and z is the usual 1.96.
struct SequentialTest {
  int64_t min_games = 20;   // rounded up to whole groups
  int64_t max_games = 400;  // rounded up to whole groups; at least min_games
  double alpha = 0.05;

  // The game counts at which the test looks, increasing, ending with max_games (groups of
  // `players` games: the counts are multiples of it).
  std::vector<int64_t> looks(int players = 2) const;
  // The critical value z used at every look.
  double critical_z(int players = 2) const;
  // Whether `pairs` pair scores with this sum and sum of squares make the result clear.
  bool clear(int64_t pairs, double sum, double sumsq) const;
};

// The upper quantile: z with P(N(0,1) > z) = p, for 0 < p < 1.
double normal_upper_quantile(double p);

// A's score in one game of `players` players that `winners` players won (A among them or not):
// its win share (1 / winners when it won or tied, else 0) rescaled so that the fair share
// 1 / players is 0 and winning alone is 1: players / (players - 1) * (share - 1 / players).
// For 2 players: win 1, tie 0, loss -1. A loss scores -1 / (players - 1).
double game_score(int players, bool a_won, int winners);
// The win share a mean game score stands for: 1 / players + score * (players - 1) / players.
double win_share(double score, int players);

// A's results against B (against a field of B's copies for N > 2 players).
struct PairingResult {
  int64_t games = 0, pairs = 0;            // pairs: seed groups (game pairs for 2 players)
  int64_t wins = 0, losses = 0, ties = 0;  // A's, per game: won alone, did not win, shared a win
  double sum = 0, sumsq = 0;               // group scores
  bool stopped_early = false;              // the test stopped it before max_games
  int64_t turns_sum = 0;                   // A's own turns, summed over games
  // Games in which A's (chose[0]) and B's (chose[1]; any of B's copies) buy rules chose each card
  // of the game (bought it, or picked it for a gain), by card id.
  int32_t chose[2][kMaxKinds] = {};

  // A's mean game score (for 2 players the (win - loss) rate) with its 95% interval over the
  // groups.
  Estimate margin() const;
  // The same result seen from B (turns_sum is then unknown: 0). 2 players only: with more, B in a
  // field of A's copies is another match.
  PairingResult swapped() const;
};

// Plays A against B under `test`, in game.players-player games (2 to kMaxPlayers). Group i uses
// State::setup(game, seed, i) once per seat A takes: seat 0 (first to move), then 1, ...; the
// other seats are B's. game.first_player is ignored (seat 0 moves first). The result depends
// only on the arguments. `scratch` (optional) avoids allocating a State.
PairingResult play_pairing(const Strategy& a, const Strategy& b, const GameConfig& game,
                           uint64_t seed, const SequentialTest& test, State* scratch = nullptr);

// Plays A against B under `test` as play_pairing does, but pauses at the first look at or after
// `pause_at` games when the test has not stopped by then (pause_at <= 0: never pauses). A paused
// result (not stopped_early, fewer than test.max_games games) given to resume_pairing() with the
// same arguments ends exactly as play_pairing would have: the same groups and the same looks.
PairingResult start_pairing(const Strategy& a, const Strategy& b, const GameConfig& game,
                            uint64_t seed, const SequentialTest& test, int64_t pause_at,
                            State* scratch = nullptr);
// Whether start_pairing paused r before the test ended (see above).
bool paused(const PairingResult& r, const SequentialTest& test, int players = 2);
// Plays a paused pairing on to the end of its test (nothing when it has ended).
void resume_pairing(PairingResult& r, const Strategy& a, const Strategy& b, const GameConfig& game,
                    uint64_t seed, const SequentialTest& test, State* scratch = nullptr);

// Continues a pairing that play_pairing(a, b, game, seed, ...) began with more groups (the
// next group indices), until it has at least `games` games: as if it had been played that long.
void extend_pairing(PairingResult& r, const Strategy& a, const Strategy& b, const GameConfig& game,
                    uint64_t seed, int64_t games, State* scratch = nullptr);

// A's score in each of the groups [first, first + count) of play_pairing(a, b, game, seed, ...)
// (the same games), appended to `out` in group order. Returns the games played. Two strategies
// scored on the same seed and groups meet the same shuffles, so their scores can be compared
// group by group (paired), which is far more precise than comparing two means.
int64_t play_groups(const Strategy& a, const Strategy& b, const GameConfig& game, uint64_t seed,
                    int64_t first, int64_t count, std::vector<double>& out,
                    State* scratch = nullptr);

}  // namespace kl

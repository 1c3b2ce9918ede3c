// The same seed gives the same results at any thread count; different seeds differ.
#include <gtest/gtest.h>

#include "cards/registry.h"
#include "evolution/arena/bench.h"
#include "evolution/strategy/bots.h"
#include "evolution/arena/match.h"

namespace kl {
namespace {

MatchResult bm_match(int threads, uint64_t seed, int players = 2) {
  MatchConfig cfg;
  cfg.strategies = {find_bot("Big Money"), find_bot("Big Money Duchy")};
  cfg.game = Registry::standard().config({}, players);
  cfg.games = 6000;
  cfg.seed = seed;
  cfg.threads = threads;
  return run_match(cfg);
}

TEST(Determinism, MatchSameAtOneAndManyThreads) {
  for (int players : {2, 3}) {
    const MatchResult a = bm_match(1, 11, players), b = bm_match(4, 11, players);
    EXPECT_EQ(a.signature, b.signature);
    EXPECT_EQ(a.stats[0].wins, b.stats[0].wins);
    EXPECT_EQ(a.rounds_sum, b.rounds_sum);
    EXPECT_EQ(a.group_score_sq, b.group_score_sq);
  }
}

TEST(Determinism, DifferentSeedsDiffer) {
  EXPECT_NE(bm_match(2, 11).signature, bm_match(2, 12).signature);
}

TEST(Determinism, BenchSignatureIndependentOfThreads) {
  const BenchResult a = run_bench(1, 4000), b = run_bench(3, 4000);
  EXPECT_EQ(a.signature, b.signature);
  ASSERT_EQ(a.cases.size(), b.cases.size());
  for (size_t i = 0; i < a.cases.size(); ++i) EXPECT_EQ(a.cases[i].signature, b.cases[i].signature);
}

TEST(Determinism, PairedGamesShareShuffles) {
  // In a mirror, both games of a pair see the same shuffles with seats swapped, so the
  // strategies' results are exactly symmetric.
  MatchConfig cfg;
  cfg.strategies = {find_bot("Big Money"), find_bot("Big Money")};
  cfg.game = Registry::standard().config({}, 2);
  cfg.games = 2000;
  const MatchResult r = run_match(cfg);
  EXPECT_EQ(r.stats[0].wins, r.stats[1].wins);
  EXPECT_EQ(r.stats[0].losses, r.stats[1].losses);
  EXPECT_EQ(r.stats[0].seat_wins[0], r.stats[1].seat_wins[0]);
}

}  // namespace
}  // namespace kl

// Published numbers (reference/NUMBERS.md), cheap enough for every CI run.
#include <gtest/gtest.h>

#include <memory>

#include "cards/registry.h"
#include "evolution/bots.h"
#include "evolution/match.h"
#include "evolution/player.h"
#include "sim/state.h"

namespace kl {
namespace {

// A player that never buys: a stand-in for an absent opponent in solitaire runs.
class Idle : public Agent {
  void choose(const State&, const Decision&, Choice& out) override { out.n = 0; }
};

// Turns Big Money alone needs to own 4 Provinces, averaged over `games` games.
double bm_turns_to_four_provinces(int games) {
  const Registry& reg = Registry::standard();
  GameConfig cfg = reg.config({}, 2);
  StrategyPlayer bm(*find_bot("Big Money"));
  Idle idle;
  Agent* agents[2] = {&bm, &idle};
  auto s = std::make_unique<State>();
  int64_t total = 0;
  for (int g = 0; g < games; ++g) {
    s->setup(cfg, 2013, uint64_t(g));
    bm.start(*s, 0);
    idle.start(*s, 1);
    while (s->player(0).owned[kProvince] < 4 && s->advance()) {
      Choice c;
      agents[s->decision().player]->choose(*s, s->decision(), c);
      s->respond(c);
    }
    // The turn in which the 4th Province was bought counts (turns is incremented at its end).
    total += s->player(0).turns + 1;
  }
  return double(total) / games;
}

TEST(PublishedNumbers, BigMoneyReachesFourProvincesInAbout16Point8Turns) {
  const double mean = bm_turns_to_four_provinces(20000);
  EXPECT_NEAR(mean, 16.8, 0.3);
}

TEST(PublishedNumbers, BigMoneyDuchyBeatsBigMoney) {
  // Greening with Duchies/Estates is a well-known clear improvement on plain Big Money.
  MatchConfig cfg;
  cfg.strategies = {find_bot("Big Money Duchy"), find_bot("Big Money")};
  cfg.game = Registry::standard().config({}, 2);
  cfg.games = 4000;
  const MatchResult r = run_match(cfg);
  EXPECT_TRUE(r.margin().significant());
  EXPECT_GT(r.margin().mean, 0.2);
}

TEST(PublishedNumbers, BigMoneyDuchyMirrorFirstSeatAdvantage) {
  // NUMBERS.md: first / second / tie = 49.2 / 40.8 / 10.0 % (10^6 games, similar bots).
  MatchConfig cfg;
  cfg.strategies = {find_bot("Big Money Duchy"), find_bot("Big Money Duchy")};
  cfg.game = Registry::standard().config({}, 2);
  cfg.games = 20000;
  const MatchResult r = run_match(cfg);
  const double first = double(r.stats[0].seat_wins[0] + r.stats[1].seat_wins[0]) / double(r.games);
  const double second = double(r.stats[0].seat_wins[1] + r.stats[1].seat_wins[1]) / double(r.games);
  EXPECT_NEAR(first, 0.492, 0.04);
  EXPECT_NEAR(second, 0.408, 0.04);
}

}  // namespace
}  // namespace kl

// Published numbers (reference/NUMBERS.md), cheap enough for every CI run.
#include <gtest/gtest.h>

#include <memory>

#include "cards/registry.h"
#include "evolution/arena/match.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
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
      agents[s->decision().decider]->choose(*s, s->decision(), c);
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

// Wins / losses / ties of a library bot against Big Money Duchy in its own kingdom.
struct Wlt {
  double wins, losses, ties;
};
Wlt against_bmd(const char* bot, int64_t games) {
  MatchConfig cfg;
  cfg.strategies = {find_bot(bot), find_bot("Big Money Duchy")};
  cfg.game = Registry::standard().config(kingdom_cards_of(*cfg.strategies[0]), 2);
  cfg.games = games;
  const MatchResult r = run_match(cfg);
  const auto& s = r.stats[0];
  return {double(s.wins) / r.games, double(s.losses) / r.games, double(s.ties) / r.games};
}

TEST(PublishedNumbers, DoubleWitchVersusBigMoney) {
  // NUMBERS.md: Double Witch vs Big Money (Dominiate bots) 95.0 / 4.5 / 0.5 %.
  const Wlt r = against_bmd("Witch", 6000);
  EXPECT_NEAR(r.wins, 0.950, 0.03);
  EXPECT_NEAR(r.losses, 0.045, 0.03);
}

TEST(PublishedNumbers, SmithyBigMoneyVersusBigMoney) {
  // NUMBERS.md: Smithy-BM vs Big Money (Dominiate bots) 66.2 / 27.0 / 6.8 %. The bots differ in
  // greening details, so the band is wider.
  const Wlt r = against_bmd("Smithy", 8000);
  EXPECT_NEAR(r.wins, 0.662, 0.08);
  EXPECT_NEAR(r.losses, 0.270, 0.08);
  EXPECT_NEAR(r.ties, 0.068, 0.04);
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

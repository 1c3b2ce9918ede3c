// Coevolution: the sequential test, pairings, mutation, selection, training runs (determinism,
// resume, run data) and instrumented games.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cards/kingdom.h"
#include "evolution/arena/diagnostics.h"
#include "evolution/arena/pairing.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/coevolution.h"
#include "reports/report.h"
#include "sim/rng.h"
#include "tests/mechanism_cards.h"
#include "tests/scenario.h"
#include "tests/temp_dir.h"
#include "tools/cli.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

Kingdom test_kingdom() { return test::witch_kingdom("Test Witch"); }

Strategy menu_strategy(const char* text) { return to_strategy(parse_menu(text), text, false); }

// A scratch folder, removed afterwards.
using test::TempDir;

TrainConfig tiny_config(uint64_t seed = 5) {
  TrainConfig c;
  c.kingdom = test_kingdom();
  c.game = game_config(c.kingdom, seed);
  c.seed = seed;
  c.params.generations = 4;
  c.params.pool = 8;
  c.params.leaders = 3;
  c.params.test.min_games = 10;
  c.params.test.max_games = 40;
  c.params.final_games = 40;
  c.params.diagnostic_games = 40;
  c.threads = 2;
  return c;
}

// Equal JSON, or the differences as a JSON patch.
::testing::AssertionResult same_json(const json& a, const json& b) {
  if (a == b) return ::testing::AssertionSuccess();
  std::string d = json::diff(a, b).dump();
  if (d.size() > 3000) d = d.substr(0, 3000) + "...";
  return ::testing::AssertionFailure() << "differences: " << d;
}

// --- the sequential test

TEST(CoevolutionSequentialTest, LooksGrowFromMinToMax) {
  SequentialTest t;
  t.min_games = 20;
  t.max_games = 400;
  const std::vector<int64_t> looks = t.looks();
  ASSERT_GE(looks.size(), 3u);
  EXPECT_EQ(looks.front(), 20);
  EXPECT_EQ(looks.back(), 400);
  for (size_t i = 1; i < looks.size(); ++i) {
    EXPECT_GT(looks[i], looks[i - 1]);
    EXPECT_EQ(looks[i] % 2, 0);
  }
  // Bonferroni over the looks: stricter than a single 95% interval.
  EXPECT_GT(t.critical_z(), 2.5);
  t.min_games = t.max_games = 100;
  EXPECT_EQ(t.looks(), std::vector<int64_t>{100});
  EXPECT_NEAR(t.critical_z(), 1.96, 0.001);
  EXPECT_NEAR(normal_upper_quantile(0.025), 1.959964, 1e-5);
}

TEST(CoevolutionSequentialTest, ClearOnlyWhenTheIntervalExcludesZero) {
  SequentialTest t;
  EXPECT_TRUE(t.clear(10, 10, 10));   // ten won pairs
  EXPECT_TRUE(t.clear(10, -10, 10));  // ten lost pairs
  EXPECT_FALSE(t.clear(10, 0, 5));    // even
  EXPECT_FALSE(t.clear(10, 2, 6));    // slightly ahead
  EXPECT_FALSE(t.clear(1, 1, 1));     // one pair proves nothing
  EXPECT_FALSE(t.clear(0, 0, 0));
}

// Simulated pairings of synthetic coin flips: each game is won by A with probability
// 1/2 + margin/2 (plus a first-seat advantage), so pair scores behave like real ones.
struct Simulated {
  double stop_rate = 0, wrong_rate = 0, mean_games = 0;
};
Simulated simulate(const SequentialTest& t, double margin, int runs, uint64_t seed) {
  Rng rng(seed, uint64_t(margin * 1000) + 1);
  const std::vector<int64_t> looks = t.looks();
  Simulated out;
  for (int r = 0; r < runs; ++r) {
    int64_t pairs = 0;
    double sum = 0, sq = 0;
    bool stopped = false;
    for (size_t k = 0; k < looks.size() && !stopped; ++k) {
      while (2 * pairs < looks[k]) {
        const double p = 0.5 + margin / 2, seat = 0.08;
        int s = rng.uniform() < p + seat ? 1 : -1;
        s += rng.uniform() < p - seat ? 1 : -1;
        const double x = 0.5 * s;
        ++pairs;
        sum += x;
        sq += x * x;
      }
      if (k + 1 < looks.size() && t.clear(pairs, sum, sq)) stopped = true;
    }
    out.mean_games += double(2 * pairs) / runs;
    if (stopped) {
      out.stop_rate += 1.0 / runs;
      if (margin == 0 || (sum > 0) != (margin > 0)) out.wrong_rate += 1.0 / runs;
    }
  }
  return out;
}

TEST(CoevolutionSequentialTest, ErrorRatesBySimulation) {
  SequentialTest t;  // the defaults: 20..400 games, alpha 0.05
  const int kRuns = 4000;
  // No difference: stopping early is an error; at most alpha (plus simulation noise).
  const Simulated even = simulate(t, 0.0, kRuns, 1);
  EXPECT_LE(even.stop_rate, t.alpha + 3 * std::sqrt(t.alpha / kRuns));
  EXPECT_GT(even.mean_games, 0.9 * double(t.max_games));
  // A real difference: stops with the wrong sign at most alpha / 2, and saves games.
  for (double m : {0.1, 0.2, 0.3}) {
    const Simulated s = simulate(t, m, kRuns, 2);
    EXPECT_LE(s.wrong_rate, t.alpha / 2) << "margin " << m;
  }
  EXPECT_LT(simulate(t, 0.3, kRuns, 3).mean_games, 0.35 * double(t.max_games));
  EXPECT_LT(simulate(t, 0.6, kRuns, 4).mean_games, 0.1 * double(t.max_games));
  // The test can fail: without the Bonferroni correction the error rate is far above alpha.
  SequentialTest loose = t;
  loose.alpha = 0.05 * double(t.looks().size()) * 2;
  EXPECT_GT(simulate(loose, 0.0, kRuns, 5).stop_rate, t.alpha);
}

// --- pairings

TEST(CoevolutionPairing, ClearResultsStopEarlyAndEvenOnesRunToTheEnd) {
  const Kingdom k = test_kingdom();
  const GameConfig g = game_config(k, 1);
  const Strategy witch = menu_strategy("Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  const Strategy silver = menu_strategy("Silver");
  SequentialTest t;
  t.min_games = 20;
  t.max_games = 200;
  const PairingResult clear = play_pairing(witch, silver, g, 7, t);
  EXPECT_TRUE(clear.stopped_early);
  EXPECT_EQ(clear.games, 20);
  EXPECT_EQ(clear.wins + clear.losses + clear.ties, clear.games);
  EXPECT_GT(clear.margin().lo, 0.5);
  // What the rules picked: Witch in (nearly) every game.
  State s;
  s.setup(g, 7, 0);
  EXPECT_GE(clear.chose[0][s.find("Witch")], clear.games * 9 / 10);
  EXPECT_EQ(clear.chose[1][s.find("Witch")], 0);

  const PairingResult mirror = play_pairing(witch, witch, g, 7, t);
  EXPECT_FALSE(mirror.stopped_early);
  EXPECT_EQ(mirror.games, 200);

  // Deterministic, and the same seen from the other side.
  const PairingResult again = play_pairing(witch, silver, g, 7, t);
  EXPECT_EQ(again.wins, clear.wins);
  EXPECT_EQ(again.sum, clear.sum);
  const PairingResult back = clear.swapped();
  EXPECT_EQ(back.wins, clear.losses);
  EXPECT_EQ(back.margin().mean, -clear.margin().mean);
  EXPECT_EQ(back.chose[1][s.find("Witch")], clear.chose[0][s.find("Witch")]);
}

// Screening's pause: a paused pairing resumed ends exactly as one played through.
TEST(CoevolutionPairing, APausedPairingResumesToTheSameResult) {
  const GameConfig g = game_config(test_kingdom(), 1);
  const Strategy witch = menu_strategy("Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  const Strategy smithy = menu_strategy("Smithy Gold Silver | Duchy≤4 Estate≤2");
  const Strategy silver = menu_strategy("Silver");
  SequentialTest t;
  t.min_games = 20;
  t.max_games = 200;
  const std::vector<int64_t> looks = t.looks();
  ASSERT_EQ(looks[3], 70);  // 20, 30, 46, 70, 106...
  for (const Strategy* b : {&witch, &smithy}) {
    const PairingResult whole = play_pairing(witch, *b, g, 7, t);
    PairingResult r = start_pairing(witch, *b, g, 7, t, 50);
    if (b == &witch) {
      EXPECT_GT(whole.games, 70);  // the mirror: no early stop
    }
    if (whole.games > 70) {
      EXPECT_TRUE(paused(r, t));
      EXPECT_EQ(r.games, 70);  // the first look at or after 50
      EXPECT_FALSE(r.stopped_early);
    }
    resume_pairing(r, witch, *b, g, 7, t);
    EXPECT_FALSE(paused(r, t));
    EXPECT_EQ(r.games, whole.games);
    EXPECT_EQ(r.wins, whole.wins);
    EXPECT_EQ(r.ties, whole.ties);
    EXPECT_EQ(r.sum, whole.sum);
    EXPECT_EQ(r.sumsq, whole.sumsq);
    EXPECT_EQ(r.stopped_early, whole.stopped_early);
    EXPECT_EQ(r.turns_sum, whole.turns_sum);
    EXPECT_TRUE(std::equal(&r.chose[0][0], &r.chose[0][0] + 2 * kMaxKinds, &whole.chose[0][0]));
  }
  // A clear result stops before the pause: nothing left to resume.
  PairingResult clear = start_pairing(witch, silver, g, 7, t, 50);
  EXPECT_TRUE(clear.stopped_early);
  EXPECT_FALSE(paused(clear, t));
  const int64_t games = clear.games;
  resume_pairing(clear, witch, silver, g, 7, t);
  EXPECT_EQ(clear.games, games);
}

// --- mutation

TEST(CoevolutionMutation, ChildrenAreValidAndParseBack) {
  const Kingdom k = test_kingdom();
  const GameConfig g = game_config(k, 1);
  const MutationSpace space = mutation_space(g);
  EXPECT_EQ(space.kingdom.size(), 10u);
  EXPECT_EQ(space.cards.size(), 14u);  // + Silver, Gold, Copper, Estate
  EXPECT_FALSE(space.params.empty());
  for (const PlayParam* p : space.params) {
    bool belongs = false;
    for (const CardDef* d : space.kingdom) belongs |= param_of(*p, *d);
    EXPECT_TRUE(belongs) << p->name;
  }
  Rng rng(3, 0);
  MutationStats stats;
  Genome g0 = template_genome(space);
  EXPECT_EQ(print_menu(g0.menu), "Gold Silver | Duchy≤4 Estate≤2");
  std::vector<Genome> population{g0};
  int with_params = 0;
  std::set<Mutation> seen;
  for (int i = 0; i < 3000; ++i) {
    const Genome& parent = population[rng.below(uint32_t(population.size()))];
    std::vector<Mutation> used;
    const Genome child = make_child(parent, stats, space, rng, &used);
    ASSERT_FALSE(child == parent);
    ASSERT_FALSE(used.empty());
    ASSERT_LE(used.size(), 40u);
    seen.insert(used.begin(), used.end());
    const std::string text = print_menu(child.menu);
    ASSERT_EQ(parse_menu(text, Registry::standard(), k.edition), child.menu) << text;
    ASSERT_LE(int(child.menu.entries.size()), space.max_entries);
    for (const MenuEntry& e : child.menu.entries) {
      ASSERT_TRUE(std::find(space.cards.begin(), space.cards.end(), e.card) != space.cards.end());
      ASSERT_TRUE((e.count >= 1 && e.count < kMenuUnlimited) || e.count == kMenuUnlimited);
    }
    ASSERT_GE(child.menu.duchy_at, 0);
    ASSERT_LE(child.menu.duchy_at, space.provinces);
    ASSERT_GE(child.menu.estate_at, 0);
    ASSERT_LE(child.menu.estate_at, space.provinces);
    for (const auto& [name, value] : child.params) {
      const PlayParam* p = nullptr;
      for (const PlayParam* q : space.params)
        if (q->name == name) p = q;
      ASSERT_NE(p, nullptr) << name;
      ASSERT_GE(value, p->lo);
      ASSERT_LE(value, p->hi);
      bool named = false;
      for (const MenuEntry& e : child.menu.entries) named |= param_of(*p, *e.card);
      ASSERT_TRUE(named) << name;
    }
    with_params += !child.params.empty();
    // The full strategy text parses back too.
    const Strategy st = to_strategy(child, "child", false);
    ASSERT_EQ(parse_strategy(print(st)), st);
    if (population.size() < 200) population.push_back(child);
  }
  EXPECT_EQ(seen.size(), size_t(kNumMutations));
  EXPECT_GT(with_params, 0);
}

TEST(CoevolutionMutation, ColonyGamesMutateTheProvinceThreshold) {
  Kingdom k = test_kingdom();
  k.colony = Use::kYes;
  const MutationSpace space = mutation_space(game_config(k, 1));
  ASSERT_TRUE(space.colony);
  const Genome g0 = template_genome(space);
  // Provincial's Prosperity template: a Province threshold, Colonies whenever affordable.
  EXPECT_EQ(print_menu(g0.menu), "Platinum Gold Silver | Province≤4 Duchy≤3 Estate≤2");
  Rng rng(4, 0);
  bool moved = false, colony_moved = false;
  for (int i = 0; i < 300; ++i) {
    Genome g = g0;
    ASSERT_TRUE(mutate(g, Mutation::kThreshold, space, rng));
    ASSERT_TRUE(g.menu.province_at <= space.provinces || g.menu.province_at == kMenuUnlimited);
    ASSERT_TRUE(g.menu.colony_at <= space.provinces || g.menu.colony_at == kMenuUnlimited);
    moved |= g.menu.province_at != g0.menu.province_at;
    colony_moved |= g.menu.colony_at != g0.menu.colony_at;
    ASSERT_EQ(parse_menu(print_menu(g.menu)), g.menu);
    ASSERT_EQ(closest_menu(to_strategy(g.menu, "g", true)), g.menu);
  }
  EXPECT_TRUE(moved);
  EXPECT_TRUE(colony_moved);  // evolution decides when to start on Colonies
  Genome empty;
  EXPECT_FALSE(mutate(empty, Mutation::kDelete, space, rng));
  EXPECT_FALSE(mutate(empty, Mutation::kSwap, space, rng));
  EXPECT_FALSE(mutate(empty, Mutation::kParam, space, rng));
  EXPECT_EQ(empty, Genome{});
}

TEST(CoevolutionMutation, CountsMoveByOneOrJump) {
  const MutationSpace space = mutation_space(game_config(test_kingdom(), 1));
  const Genome g0{parse_menu("Witch×2 Gold Silver"), {}};
  Rng rng(5, 0);
  std::set<int> counts;
  for (int i = 0; i < 400; ++i) {
    Genome g = g0;
    ASSERT_TRUE(mutate(g, Mutation::kCount, space, rng));
    for (const MenuEntry& e : g.menu.entries)
      if (e.card->name == "Witch") counts.insert(e.count);
  }
  // ±1 gives 1 and 3; a jump reaches anything up to 12 in one step (Torturer×2 to ×6).
  EXPECT_TRUE(counts.count(1) && counts.count(3));
  EXPECT_TRUE(counts.count(6));
  EXPECT_LE(*std::prev(counts.end(), counts.count(kMenuUnlimited) ? 2 : 1), 12);
}

TEST(CoevolutionMutation, NewKingdomTreasuresAskForFewCopiesBasicTreasuresForMany) {
  // Provincial's leaders hold one Loan, Hoard or Quarry in most kingdoms; an unlimited Loan is
  // a deck of Loans. Silver and Gold are usually wanted without limit.
  const Registry& reg = Registry::standard();
  Kingdom k = test_kingdom();
  k.cards[0] = reg.find("Loan", Edition::kFirst);
  k.cards[1] = reg.find("Hoard", Edition::kFirst);
  const MutationSpace space = mutation_space(game_config(k, 1));
  Rng rng(6, 0);
  std::map<std::string, std::pair<int, int>> inserted;  // card: (entries, unlimited ones)
  for (int i = 0; i < 4000; ++i) {
    Genome g;
    if (!mutate(g, Mutation::kInsert, space, rng)) continue;
    ASSERT_EQ(g.menu.entries.size(), 1u);
    auto& [n, unlimited] = inserted[g.menu.entries[0].card->name];
    ++n;
    unlimited += g.menu.entries[0].count >= kMenuUnlimited;
  }
  for (const char* card : {"Loan", "Hoard", "Witch", "Silver", "Gold"}) {
    const auto [n, unlimited] = inserted[card];
    ASSERT_GT(n, 100) << card;
    const double share = double(unlimited) / n;
    if (std::string(card) == "Silver" || std::string(card) == "Gold")
      EXPECT_GT(share, 0.45) << card;  // 60%
    else
      EXPECT_LT(share, 0.35) << card;  // 20%
  }
}

TEST(CoevolutionMutation, ProbabilitiesAdaptToImprovements) {
  MutationStats s;
  auto p = s.probabilities();
  double sum = 0;
  for (double x : p) {
    EXPECT_NEAR(x, 1.0 / kNumMutations, 1e-12);
    sum += x;
  }
  EXPECT_NEAR(sum, 1, 1e-12);
  for (int i = 0; i < 50; ++i) {
    s.record({Mutation::kParam}, true);
    s.record({Mutation::kSwap}, false);
    s.record({Mutation::kDelete, Mutation::kDelete}, i % 5 == 0);
  }
  p = s.probabilities();
  sum = 0;
  for (double x : p) {
    EXPECT_GE(x, 0.2 / kNumMutations);
    sum += x;
  }
  EXPECT_NEAR(sum, 1, 1e-12);
  EXPECT_GT(p[int(Mutation::kParam)], p[int(Mutation::kDelete)]);
  EXPECT_GT(p[int(Mutation::kDelete)], p[int(Mutation::kSwap)]);
  EXPECT_EQ(s.tries[int(Mutation::kDelete)], 50);  // counted once per child
  s.decay();
  EXPECT_DOUBLE_EQ(s.tries[int(Mutation::kDelete)], 40);
}

TEST(CoevolutionMutation, CustomCardsGetTheParametersOfTheCardTheyPlayLike) {
  Registry reg = Registry::built_in();
  CardDef d = *reg.find("Chapel", Edition::kSecond);
  d.name = "Super Chapel";
  d.effect_of = "Chapel";
  d.cost = 1;
  const CardDef* sc = reg.add(d);
  EXPECT_TRUE(param_of("chapel.keep_money", *sc));
  EXPECT_FALSE(param_of("cellar.copper_avg", *sc));
  const MutationSpace space = mutation_space(reg.config({sc}, 2));
  bool keep_money = false;
  for (const PlayParam* p : space.params) keep_money |= p->name == "chapel.keep_money";
  EXPECT_TRUE(keep_money);
  Genome g;
  g.menu.entries = {MenuEntry{sc, 1}};
  g.params["chapel.keep_money"] = 3;
  EXPECT_EQ(canonical(g).params.size(), 1u);  // kept: the menu names a card that plays like Chapel
}

TEST(CoevolutionMutation, CanonicalMenus) {
  const Registry& reg = Registry::standard();
  Genome g;
  g.menu = parse_menu("Witch×1 Witch×2 Gold Gold Moat×1 Silver Gold×2 | Duchy≤4");
  g.params["chapel.keep_money"] = 3;
  g.params["remodel.gold_provinces"] = 5;
  const Genome c = canonical(g);
  EXPECT_EQ(print_menu(c.menu), "Witch×3 Gold Moat×1 Silver | Duchy≤4");
  EXPECT_TRUE(c.params.empty());  // neither Chapel nor Remodel is named
  std::vector<const CardDef*> chosen{reg.find("Witch"), reg.find("Silver"), reg.find("Gold")};
  EXPECT_EQ(print_menu(canonical(g, &chosen).menu), "Witch×3 Gold Silver | Duchy≤4");
  // Merging keeps behaviour: the same rules fire.
  const Strategy a = to_strategy(g, "a", false), b = to_strategy(canonical(g), "b", false);
  MatchRecord m = MatchRecord::of(play_pairing(a, b, game_config(test_kingdom(), 1), 3, {}));
  EXPECT_EQ(m.wins, m.losses);
}

TEST(CoevolutionStart, ClosestMenuIsExactForMenusAndApproximatesRules) {
  const Registry& reg = Registry::standard();
  // Exact for what to_strategy writes, with and without Colonies.
  for (const char* text : {"Witch×2 Gold Silver | Duchy≤4 Estate≤2", "Gold Militia×2 Silver",
                           "Chapel×1 Gold×3 Chapel×1 Laboratory | Duchy≤5 Estate≤1"}) {
    const Menu m = parse_menu(text);
    EXPECT_EQ(print_menu(closest_menu(to_strategy(m, "m", false))), text);
    EXPECT_EQ(print_menu(closest_menu(to_strategy(m, "m", true))), text);
  }
  Menu colony = parse_menu("Platinum Gold Silver | Province≤6 Duchy≤3");
  EXPECT_EQ(closest_menu(to_strategy(colony, "c", true)), colony);
  Menu always = parse_menu("Witch×2 Gold Silver");
  always.duchy_at = always.estate_at = kMenuUnlimited;  // Duchy and Estate always
  EXPECT_EQ(closest_menu(to_strategy(always, "a", false)), always);
  // Rules: own-count limits give copies; other conditions are dropped; a rule with only
  // inexpressible conditions goes when a later rule buys the card, else it stays unlimited.
  const Strategy smithy = parse_strategy(R"(strategy "s"
    buy Province if count(Gold) >= 1
    buy Duchy if left(Province) <= 4
    buy Estate if left(Province) < 3
    buy Gold
    buy Smithy if count(Smithy) < 1
    buy Smithy if count(Smithy) < 2 and cards >= 16
    buy Silver
  end)");
  EXPECT_EQ(print_menu(closest_menu(smithy)), "Gold Smithy×1 Smithy×1 Silver | Duchy≤4 Estate≤2");
  const Strategy gardens = parse_strategy(R"(strategy "g"
    buy Gardens if count(Workshop) >= 6
    buy Workshop
    buy Gardens
    buy Estate if left(Gardens) <= 4
    buy Copper
  end)");
  // "Gardens if count(Workshop) >= 6" before "Workshop": Workshops first until 6, then Gardens.
  EXPECT_EQ(print_menu(closest_menu(gardens)), "Workshop×6 Gardens Workshop Estate Copper");
  const Strategy harem = parse_strategy(R"(strategy "h"
    buy Province
    buy Harem if count(Gold) >= 2
    buy Gold
    buy Silver
  end)");
  EXPECT_EQ(print_menu(closest_menu(harem)), "Gold×2 Harem Gold Silver");
  // Not when no later rule buys the other card, nor for a count it already has.
  const Strategy no_gold = parse_strategy(R"(strategy "n"
    buy Harem if count(Gold) > 1
    buy Silver
  end)");
  EXPECT_EQ(print_menu(closest_menu(no_gold)), "Harem Silver");
  const Strategy enough = parse_strategy(R"(strategy "e"
    buy Gold if count(Gold) < 3
    buy Harem if count(Gold) > 1
    buy Gold
  end)");
  EXPECT_EQ(print_menu(closest_menu(enough)), "Gold×3 Harem Gold");
  (void)reg;
}

TEST(CoevolutionStart, StartingGenomesAreTheTemplateAndTheApplicableBots) {
  const GameConfig g = game_config(test_kingdom(), 1);
  const MutationSpace space = mutation_space(g);
  const std::vector<Genome> only = starting_genomes(space, g, false);
  ASSERT_EQ(only.size(), 1u);
  EXPECT_EQ(only[0], template_genome(space));
  const std::vector<Genome> all = starting_genomes(space, g, true);
  ASSERT_GT(all.size(), 5u);
  EXPECT_EQ(all[0], template_genome(space));
  std::set<std::string> menus;
  for (const Genome& x : all) {
    EXPECT_TRUE(menus.insert(print_menu(x.menu)).second) << "duplicate " << print_menu(x.menu);
    for (const MenuEntry& e : x.menu.entries)
      EXPECT_TRUE(std::find(space.cards.begin(), space.cards.end(), e.card) != space.cards.end());
    EXPECT_EQ(canonical(x), x);
  }
  // Bots of this kingdom's cards are there, bots of other cards are not.
  EXPECT_TRUE(menus.count("Witch×2 Gold Silver | Duchy≤4 Estate≤2"));
  EXPECT_TRUE(menus.count("Gold Militia×2 Silver | Duchy≤4 Estate≤2"));
  bool chapel_params = false;
  for (const Genome& x : all) chapel_params |= x.params.count("chapel.keep_money") > 0;
  EXPECT_TRUE(chapel_params);  // the Chapel bot's parameter comes along
  for (const std::string& m : menus) EXPECT_EQ(m.find("Workshop"), std::string::npos) << m;
}

TEST(CoevolutionStart, ColonyGamesStartTheLibraryBotsWithPlatinum) {
  Kingdom k = test_kingdom();
  k.colony = Use::kYes;
  const GameConfig g = game_config(k, 1);
  const MutationSpace space = mutation_space(g);
  const std::vector<Genome> all = starting_genomes(space, g, true);
  ASSERT_GT(all.size(), 5u);
  std::set<std::string> menus;
  for (const Genome& x : all) {
    menus.insert(print_menu(x.menu));
    ASSERT_FALSE(x.menu.entries.empty());
    EXPECT_EQ(x.menu.entries.front().card->name, "Platinum") << print_menu(x.menu);
    EXPECT_LE(x.menu.province_at, space.provinces) << print_menu(x.menu);
    EXPECT_LE(int(x.menu.entries.size()), space.max_entries);
  }
  EXPECT_TRUE(menus.count("Platinum Witch×2 Gold Silver | Province≤4 Duchy≤4 Estate≤2"));
  // Without Colonies the same bot starts as it is written.
  const GameConfig plain = game_config(test_kingdom(), 1);
  const std::vector<Genome> base = starting_genomes(mutation_space(plain), plain, true);
  for (const Genome& x : base) EXPECT_NE(x.menu.entries.front().card->name, "Platinum");
}

TEST(CoevolutionStart, EngineStartsPlayATerminalFromVillages) {
  // Village is the only village; Witch and Militia (Attacks, Witch draws more) come before
  // Smithy and Moat (by cards drawn). Cellar, Chapel, Market, Mine and Remodel are no terminal
  // draw or Attack, and Market (+1 Action) no village.
  const GameConfig g = game_config(test_kingdom(), 1);
  const std::vector<Genome> all = starting_genomes(mutation_space(g), g, true);
  std::vector<std::string> engines;
  for (const Genome& x : all) {
    const std::string m = print_menu(x.menu);
    if (m.find("Village×8") != std::string::npos) engines.push_back(m);
  }
  EXPECT_EQ(engines, (std::vector<std::string>{"Witch×4 Gold Village×8 Silver | Duchy≤4 Estate≤2",
                                               "Militia×4 Gold Village×8 Silver | Duchy≤4 Estate≤2",
                                               "Smithy×4 Gold Village×8 Silver | Duchy≤4 Estate≤2",
                                               "Moat×4 Gold Village×8 Silver | Duchy≤4 Estate≤2"}));
  // Without a village there is no engine start; with Colonies Platinum comes first.
  Kingdom k = test_kingdom();
  k.cards.erase(std::find_if(k.cards.begin(), k.cards.end(),
                             [](const CardDef* d) { return d->name == "Village"; }));
  const GameConfig none = game_config(k, 1);
  for (const Genome& x : starting_genomes(mutation_space(none), none, true))
    EXPECT_EQ(print_menu(x.menu).find("×8"), std::string::npos) << print_menu(x.menu);
  k = test_kingdom();
  k.colony = Use::kYes;
  const GameConfig colony = game_config(k, 1);
  std::set<std::string> menus;
  for (const Genome& x : starting_genomes(mutation_space(colony), colony, true))
    menus.insert(print_menu(x.menu));
  EXPECT_TRUE(menus.count("Platinum Witch×4 Gold Village×8 Silver | Province≤4 Duchy≤3 Estate≤2"));
}

TEST(CoevolutionStart, StackStartsBuyANonTerminalAboveGold) {
  // Market is the only non-terminal Action of $5 or more that draws or makes $ (Village costs
  // $3; Witch is terminal).
  const GameConfig g = game_config(test_kingdom(), 1);
  std::vector<std::string> stacks;
  for (const Genome& x : starting_genomes(mutation_space(g), g, true)) {
    const std::string m = print_menu(x.menu);
    if (m.find("×10") != std::string::npos) stacks.push_back(m);
  }
  EXPECT_EQ(stacks, std::vector<std::string>{"Market×10 Gold Silver | Duchy≤4 Estate≤2"});
  // At most 3, the dearest first, then by cards drawn (Laboratory before Bazaar and Market;
  // Festival draws nothing); Platinum first with Colonies.
  const Registry& reg = Registry::standard();
  Kingdom k = test_kingdom();
  k.colony = Use::kYes;
  k.cards.clear();
  for (const char* n : {"Festival", "Market", "Bazaar", "Laboratory", "Grand Market", "Chapel",
                        "Village", "Witch", "Moat", "Cellar"})
    k.cards.push_back(reg.find(n, Edition::kSecond));
  const GameConfig colony = game_config(k, 1);
  stacks.clear();
  for (const Genome& x : starting_genomes(mutation_space(colony), colony, true)) {
    const std::string m = print_menu(x.menu);
    if (m.find("×10") != std::string::npos) stacks.push_back(m);
  }
  EXPECT_EQ(stacks, (std::vector<std::string>{
                        "Platinum Grand Market×10 Gold Silver | Province≤4 Duchy≤3 Estate≤2",
                        "Platinum Laboratory×10 Gold Silver | Province≤4 Duchy≤3 Estate≤2",
                        "Platinum Market×10 Gold Silver | Province≤4 Duchy≤3 Estate≤2"}));
}

// --- selection and weights

TEST(CoevolutionSelection, LeadersDifferInWhatTheyBuy) {
  const std::vector<double> rating{0.5, 0.4, 0.3, 0.2, 0.1};
  const std::vector<std::vector<std::string>> bought{
      {"Gold", "Witch"}, {"Gold", "Witch"}, {"Gold", "Smithy"}, {"Gold", "Witch"}, {"Silver"}};
  EXPECT_EQ(select_diverse(rating, bought, 3), (std::vector<int>{0, 2, 4}));
  // Too few different ones: the best of the rest fill up, best first.
  EXPECT_EQ(select_diverse(rating, bought, 4), (std::vector<int>{0, 1, 2, 4}));
  EXPECT_EQ(select_diverse({0.1, 0.3, 0.2}, {{"A"}, {"B"}, {"A"}}, 2), (std::vector<int>{1, 2}));
}

TEST(CoevolutionSelection, HallOfFameTakesWhatTheBestDoesWorstAgainst) {
  auto genome = [](const char* menu) { return Genome{parse_menu(menu), {}}; };
  const Genome a = genome("Witch×2 Gold Silver"), b = genome("Smithy×1 Gold Silver"),
               c = genome("Gold Silver"), d = genome("Militia×2 Gold Silver");
  std::vector<LeaderRecord> leaders(1);
  leaders[0].genome = a;
  const std::vector<FameCandidate> cands = {
      {a, -0.9, 3},                // a current leader: never
      {b, 0.2, 1},                 // ties with d, which is more recent
      {c, -0.3, 0},                // a starting genome
      {d, 0.2, 2},  {c, -0.5, 4},  // the same genome again, as generation 4's best
  };
  std::vector<Genome> h = hall_of_fame(cands, leaders, 2);
  ASSERT_EQ(h.size(), 2u);
  EXPECT_EQ(h[0], c);
  EXPECT_EQ(h[1], d);
  h = hall_of_fame(cands, leaders, 10);
  ASSERT_EQ(h.size(), 3u);
  EXPECT_EQ(h[2], b);
  EXPECT_TRUE(hall_of_fame(cands, leaders, 0).empty());
}

// The earlier bests that join the final leaders: those the last best loses to significantly,
// the most beaten first, none that is a last-generation leader or taken already; found by id.
TEST(CoevolutionSelection, FameFinalistsAreTheEarlierBestsTheLastBestLosesTo) {
  auto genome = [](const char* menu) { return Genome{parse_menu(menu), {}}; };
  auto vs = [](int generation, double margin, double half) {
    MatchRecord m;
    m.margin = margin;
    m.lo = margin - half;
    m.hi = margin + half;
    return std::pair<int, MatchRecord>{generation, m};
  };
  const char* menus[] = {"Gold Silver",          "Rabble×2 Gold Silver", "Workshop Gardens",
                         "Rabble×2 Gold Silver", "Smithy×1 Gold Silver", "Workshop Gardens"};
  RunState st;
  st.chambers.resize(1);
  ChamberState& ch = st.chambers[0];
  for (int g = 1; g <= 6; ++g) {
    GenerationRecord rec;
    rec.generation = g;
    rec.leaders.resize(2);
    rec.leaders[0].genome = genome(menus[g - 1]);
    rec.leaders[0].id = fmt::format("c0-g{}-l0", g);
    rec.leaders[1].genome = genome(g == 6 ? "Witch×2 Gold Silver" : "Gold");
    rec.leaders[1].id = fmt::format("c0-g{}-l1", g);
    ch.history.push_back(rec);
  }
  ProgressionRecord pr;
  pr.generation = 6;
  pr.vs = {vs(1, +0.30, 0.1),   // beaten by the last best: never
           vs(2, -0.40, 0.1),   // Rabble: significant
           vs(3, -0.90, 0.1),   // the last best's own genome (Workshop Gardens): never
           vs(4, -0.40, 0.1),   // Rabble again: the same genome as generation 2
           vs(5, -0.20, 0.3)};  // not significant
  ch.progression.push_back(pr);
  // Generation 4 before 2: the same margin, the later generation first; 2 is then a copy.
  EXPECT_EQ(fame_finalists(ch, 3), (std::vector<int>{4}));
  EXPECT_EQ(fame_finalists(ch, 0), (std::vector<int>{}));
  ch.progression.back().vs.push_back(vs(5, -0.5, 0.1));  // now significant, and the most beaten
  EXPECT_EQ(fame_finalists(ch, 3), (std::vector<int>{5, 4}));
  EXPECT_EQ(fame_finalists(ch, 1), (std::vector<int>{5}));
  // A progression record that is not the last generation's: none.
  ch.progression.back().generation = 5;
  EXPECT_TRUE(fame_finalists(ch, 3).empty());
  // Earlier generations' leaders are found by id, the last generation's too.
  ASSERT_NE(st.leader("c0-g4-l0"), nullptr);
  EXPECT_EQ(st.leader("c0-g4-l0")->genome, genome("Rabble×2 Gold Silver"));
  EXPECT_EQ(st.leader("c0-g6-l1")->genome, genome("Witch×2 Gold Silver"));
  EXPECT_EQ(st.leader("c0-g7-l0"), nullptr);
}

// A finished run resumed with --final-fame replays its final phase with the earlier bests its
// last best loses to among the finalists (the checkpoint does not depend on it); they are found
// by id like the others, and the best is picked among all of them. The tiny search never leaves
// Witch×2, so its checkpoint is given a cycle: generation 2's best becomes another deck that
// the last best loses to.
TEST(CoevolutionFinal, EarlierBestsJoinTheFinalistsOfAResumedRun) {
  TempDir dir;
  TrainConfig cfg = tiny_config();
  cfg.params.polish.rounds = 0;
  cfg.out_dir = dir.str();
  const RunState plain = train(cfg);
  ASSERT_EQ(plain.final.leaders.size(), 3u);
  const std::string path = dir.str() + "/checkpoint.json";
  json ck = read_json(path);
  json& ch = ck["chambers"][0];
  ch["history"][1]["leaders"][0]["genome"]["menu"] = "Smithy×1 Gold Silver | Duchy≤4 Estate≤2";
  json& last = ch["progression"].back();
  ASSERT_EQ(last["generation"], 4);
  for (json& v : last["vs"])
    if (v["generation"] == 2)
      v["match"] = {{"wins", 10},     {"losses", 30}, {"ties", 0},  {"games", 40},
                    {"margin", -0.5}, {"lo", -0.7},   {"hi", -0.3}, {"significant", true}};
  {
    std::ofstream f(path);
    f << ck.dump();
  }
  TrainConfig again = cfg;
  again.resume = true;
  again.params.final_fame = 5;
  const RunState fame = train(again);
  ASSERT_EQ(fame.final.leaders.size(), 4u);
  EXPECT_EQ(fame.final.leaders[3], "c0-g2-l0");
  for (const std::string& id : fame.final.leaders) EXPECT_NE(fame.leader(id), nullptr) << id;
  EXPECT_EQ(print_menu(fame.leader("c0-g2-l0")->genome.menu),
            "Smithy×1 Gold Silver | Duchy≤4 Estate≤2");
  ASSERT_EQ(fame.final.cells.size(), 4u);  // it plays the round robin
  const json run = read_json(dir.str() + "/run.json");
  EXPECT_EQ(run["final"]["leaders"].size(), 4u);
  EXPECT_EQ(run["params"]["final_fame"], 5);
  // Without it, the same checkpoint gives the 3 last-generation leaders.
  again.params.final_fame = 0;
  EXPECT_EQ(train(again).final.leaders.size(), 3u);
}

// --final-min-games: the final phase's pairings stop once their sign is clear. Every cell of the
// round robin, of the leaders against the bots and of the bots' matrix plays between the two
// bounds, the lopsided ones (bots against bots) stop early, while the rivals and the metagame's
// verification keep the fixed length. A finished run resumed without it replays its final phase
// at final_games a pairing (the checkpoint does not depend on it).
TEST(CoevolutionFinal, ASequentialFinalPhaseStopsClearPairingsEarly) {
  TempDir dir;
  TrainConfig cfg = tiny_config();
  cfg.params.polish.rounds = 0;
  cfg.params.final_games = 400;
  cfg.params.final_min_games = 40;
  cfg.rivals = {menu_strategy("Gold Silver")};
  cfg.out_dir = dir.str();
  const RunState seq = train(cfg);
  int cells = 0, early = 0;
  auto check = [&](const MatchRecord& m) {
    EXPECT_GE(m.games, 40);
    EXPECT_LE(m.games, 400);
    ++cells;
    early += m.games < 400;
  };
  const FinalRecord& f = seq.final;
  for (size_t i = 0; i < f.cells.size(); ++i)
    for (size_t j = 0; j < f.cells.size(); ++j)
      if (i != j) check(f.cells[i][j]);
  for (const auto& row : f.bot_cells)
    for (const MatchRecord& m : row) check(m);
  for (size_t a = 0; a < f.bot_matrix.size(); ++a)
    for (size_t b = 0; b < f.bot_matrix.size(); ++b)
      if (a != b) check(f.bot_matrix[a][b]);
  ASSERT_GT(cells, 0);
  EXPECT_GT(early, 0);
  for (const auto& row : f.rival_cells)
    for (const MatchRecord& m : row) EXPECT_EQ(m.games, 400);
  // The verification plays every strategy against the mix's support at final_games each.
  EXPECT_EQ(f.metagame.verify_games % 400, 0);
  EXPECT_GT(f.metagame.verify_games, 0);
  EXPECT_EQ(read_json(dir.str() + "/run.json")["params"]["final_min_games"], 40);

  TrainConfig again = cfg;
  again.resume = true;
  again.params.final_min_games = 0;
  const RunState full = train(again);
  for (const auto& row : full.final.bot_cells)
    for (const MatchRecord& m : row) EXPECT_EQ(m.games, 400);
  for (size_t a = 0; a < full.final.bot_matrix.size(); ++a)
    for (size_t b = 0; b < full.final.bot_matrix.size(); ++b)
      if (a != b) {
        EXPECT_EQ(full.final.bot_matrix[a][b].games, 400);
      }
  EXPECT_LT(seq.final.games, full.final.games);
  EXPECT_FALSE(read_json(dir.str() + "/run.json")["params"].contains("final_min_games"));

  TrainConfig bad = tiny_config();
  bad.params.final_min_games = 41;  // more than final_games (40)
  EXPECT_THROW(train(bad), std::invalid_argument);
  bad.params.final_min_games = 1;
  EXPECT_THROW(train(bad), std::invalid_argument);
}

TEST(CoevolutionSelection, TheBestIsUnbeatenWithTheBestMeanElseHasTheBestMeanPlusWorst) {
  // A margin with an interval: significant when the interval excludes 0.
  auto m = [](double margin, double half = 0.5) {
    MatchRecord r;
    r.margin = margin;
    r.lo = margin - half;
    r.hi = margin + half;
    r.significant = r.lo > 0 || r.hi < 0;
    return r;
  };
  // Nothing significant: the mean over the other leaders and the bots decides. Leader 0
  // (0.3 + 0.1 + 0.5 - 0.2) / 4 = 0.175, leader 1 (-0.3 - 0.05 + 0.4 + 0.1) / 4 = 0.0375,
  // leader 2 (-0.1 + 0.05 + 0.1 + 0.02) / 4.
  std::vector<std::vector<MatchRecord>> cells = {
      {m(0), m(0.3), m(0.1)}, {m(-0.3), m(0), m(-0.05)}, {m(-0.1), m(0.05), m(0)}};
  std::vector<std::vector<MatchRecord>> bots = {
      {m(0.5), m(-0.2)}, {m(0.4), m(0.1)}, {m(0.1), m(0.02)}};
  EXPECT_EQ(pick_best(cells, bots), 0u);
  bots[1] = {m(0.9), m(0.5)};  // leader 1: (-0.35 + 1.4) / 4 = 0.2625
  EXPECT_EQ(pick_best(cells, bots), 1u);
  EXPECT_EQ(pick_best(cells, {}), 0u);  // without bots: leader 0's mean (+0.2) is best
  // Leader 1 has the best mean, but leader 0 beats it: leader 0 is beaten by nobody.
  cells[0][1] = m(0.3, 0.1);
  cells[1][0] = m(-0.3, 0.1);
  EXPECT_EQ(pick_best(cells, bots), 0u);
  Standing s = standing(cells, bots, 1);
  EXPECT_EQ(s.beaten_by_leaders, std::vector<size_t>{0});
  EXPECT_TRUE(s.beaten_by_bots.empty());
  EXPECT_NEAR(s.mean, 0.2625, 1e-12);
  EXPECT_DOUBLE_EQ(s.worst, -0.3);
  EXPECT_FALSE(s.worst_is_bot);
  EXPECT_EQ(s.worst_by, 0u);
  // A bot beats leader 0 and one beats leader 2: every leader is beaten, and the mean plus the
  // worst margin decides: leader 0 (0.175 - 0.2) over leader 1 (0.2625 - 0.3, the best mean)
  // and leader 2 (-0.0325 - 0.1, the best worst).
  bots[0][1] = m(-0.2, 0.1);
  bots[2][0] = m(-0.1, 0.05);
  EXPECT_EQ(pick_best(cells, bots), 0u);
  s = standing(cells, bots, 0);
  EXPECT_EQ(s.beaten_by_bots, std::vector<size_t>{1});
  EXPECT_TRUE(s.worst_is_bot);
  EXPECT_EQ(s.worst_by, 1u);
  // Counting who beats them does not decide: leader 1 beaten by two, leaders 0 and 2 by one,
  // but leader 1 has the highest mean + worst (0.2825 - 0.15 against 0.1375 - 0.2 and
  // -0.015 - 0.1).
  cells[1][0] = m(-0.15, 0.1);
  cells[0][1] = m(0.15, 0.1);
  cells[1][2] = m(-0.12, 0.1);
  cells[2][1] = m(0.12, 0.1);
  EXPECT_EQ(standing(cells, bots, 1).beaten(), 2u);
  EXPECT_EQ(standing(cells, bots, 0).beaten(), 1u);
  EXPECT_EQ(pick_best(cells, bots), 1u);
  // Beaten by nobody beats any mean and worst: leader 2, the lowest mean, is the only unbeaten
  // one.
  bots[2][0] = m(0.1);
  cells[2][1] = m(0.12, 0.5);
  cells[1][2] = m(-0.12, 0.5);
  EXPECT_EQ(standing(cells, bots, 2).beaten(), 0u);
  EXPECT_EQ(pick_best(cells, bots), 2u);
  // A tie in the mean (exact binary fractions): the higher worst wins. Both sum to 0; leader 0's
  // worst is -0.5, leader 1's -0.25.
  const std::vector<std::vector<MatchRecord>> two = {{m(0), m(0.25)}, {m(-0.25), m(0)}};
  EXPECT_EQ(pick_best(two, {{m(0.25), m(-0.5)}, {m(0.125), m(0.125)}}), 1u);
  EXPECT_EQ(pick_best(two, {{m(0.25), m(-0.25)}, {m(0.25), m(0.25)}}), 0u);  // full tie
  // Both beaten (by a bot) with the same worst, -0.5: the higher mean + worst wins, leader 1's
  // (-0.25 - 0.5 + 1) / 3 - 0.5 over leader 0's (0.25 - 0.5 + 0.25) / 3 - 0.5.
  EXPECT_EQ(pick_best(two, {{m(-0.5, 0.125), m(0.25)}, {m(-0.5, 0.125), m(1.0)}}), 1u);
  // Both beaten, the same mean + worst (-0.125): the higher mean wins. Leader 0: mean 0, worst
  // -0.125; leader 1: mean 0.125, worst -0.25.
  const std::vector<std::vector<MatchRecord>> even = {{m(0), m(0)}, {m(0), m(0)}};
  EXPECT_EQ(pick_best(even, {{m(-0.125, 0.0625), m(0.125)}, {m(-0.25, 0.125), m(0.625)}}), 1u);
  EXPECT_EQ(pick_best({{m(0)}}, {}), 0u);  // a single leader
}

TEST(CoevolutionSelection, StrongerLeadersWeighMore) {
  EXPECT_EQ(leader_weights({{0}}), std::vector<double>{1.0});
  const std::vector<double> w = leader_weights({{0, 0.5, 0.3}, {-0.5, 0, 0.1}, {-0.3, -0.1, 0}});
  EXPECT_NEAR(w[0], 1.4, 1e-12);
  EXPECT_NEAR(w[1], 0.8, 1e-12);
  EXPECT_NEAR(w[2], 0.8, 1e-12);
  EXPECT_NEAR(leader_weights({{0, -1}, {1, 0}})[0], 0.1, 1e-12);
}

// --- training runs

TEST(CoevolutionTraining, SameLeadersAtAnyThreadCount) {
  TrainConfig one = tiny_config(), two = tiny_config();
  one.threads = 1;
  two.threads = 2;
  const RunState a = train(one), b = train(two);
  ASSERT_EQ(a.chambers.size(), 1u);
  ASSERT_EQ(a.chambers[0].history.size(), 4u);
  EXPECT_EQ(a.chambers, b.chambers);
  EXPECT_EQ(a.games, b.games);
  EXPECT_TRUE(same_json(test::without_timing(run_json(a)), test::without_timing(run_json(b))));
  // Another seed gives another run.
  const RunState c = train(tiny_config(6));
  EXPECT_NE(a.chambers, c.chambers);
}

// --screen-games: the children significantly worse than `leaders` members stop at the pause, so
// a generation plays fewer games; the members that play on get the results they would have had.
TEST(CoevolutionTraining, ScreeningPlaysFewerGamesWithTheSameResultsForTheSurvivors) {
  TrainConfig plain = tiny_config();
  plain.params.generations = 1;
  plain.params.pool = 16;
  plain.params.test.max_games = 200;
  plain.params.polish.rounds = 0;
  TrainConfig screened = plain;
  screened.params.screen_games = 30;
  const RunState a = train(plain), b = train(screened);
  const GenerationRecord &ga = a.chambers[0].history[0], &gb = b.chambers[0].history[0];
  EXPECT_LT(gb.games, ga.games);
  // Generation 1's best is never screened out: the same games and rating.
  ASSERT_FALSE(ga.leaders.empty());
  ASSERT_FALSE(gb.leaders.empty());
  EXPECT_EQ(gb.leaders[0].genome, ga.leaders[0].genome);
  EXPECT_EQ(gb.leaders[0].games, ga.leaders[0].games);
  EXPECT_EQ(gb.leaders[0].rating, ga.leaders[0].rating);
  // Recorded in run.json (and the checkpoint) only when on.
  EXPECT_EQ(run_json(b)["params"]["screen_games"], 30);
  EXPECT_FALSE(run_json(a)["params"].contains("screen_games"));
  // At any thread count the same run.
  TrainConfig one = screened;
  one.threads = 1;
  EXPECT_EQ(train(one).chambers, b.chambers);
}

TEST(CoevolutionTraining, ResumeEndsExactlyLikeAnUninterruptedRun) {
  TempDir full("full"), split("split"), killed("killed");
  TrainConfig cfg = tiny_config();
  cfg.params.chambers = 2;
  cfg.out_dir = full.str();
  train(cfg);

  // Two generations (a complete run), then resumed to four.
  TrainConfig first = cfg;
  first.out_dir = split.str();
  first.params.generations = 2;
  first.threads = 1;
  train(first);
  EXPECT_TRUE(read_json(split.str() + "/run.json")["complete"].get<bool>());
  TrainConfig rest = cfg;
  rest.out_dir = split.str();
  rest.resume = true;
  train(rest);

  // Killed after one generation (no final phase), then resumed.
  TrainConfig dies = cfg;
  dies.out_dir = killed.str();
  dies.stop_after = 1;
  train(dies);
  const json partial = read_json(killed.str() + "/run.json");
  EXPECT_FALSE(partial["complete"].get<bool>());
  EXPECT_EQ(partial["generations_done"], 1);
  EXPECT_FALSE(partial.contains("final"));
  TrainConfig again = cfg;
  again.out_dir = killed.str();
  again.resume = true;
  train(again);

  const json want = test::without_timing(read_json(full.str() + "/run.json"));
  EXPECT_TRUE(same_json(test::without_timing(read_json(split.str() + "/run.json")), want));
  EXPECT_TRUE(same_json(test::without_timing(read_json(killed.str() + "/run.json")), want));
  for (const std::string& dir : {full.str(), split.str(), killed.str()}) {
    EXPECT_TRUE(fs::exists(dir + "/checkpoint.json"));
    EXPECT_FALSE(fs::exists(dir + "/checkpoint.json.tmp"));
    EXPECT_FALSE(fs::exists(dir + "/run.json.tmp"));
  }
  // The leaders, byte for byte.
  EXPECT_EQ(read_json(killed.str() + "/run.json")["chambers"].dump(),
            read_json(full.str() + "/run.json")["chambers"].dump());

  // A checkpoint of another run is refused.
  TrainConfig other = cfg;
  other.out_dir = full.str();
  other.resume = true;
  other.params.pool = 9;
  EXPECT_THROW(train(other), std::invalid_argument);
  // The message names the parameter that differs, not a cut-off dump of them all.
  try {
    train(other);
    ADD_FAILURE() << "another pool resumed the checkpoint";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("its params differ: pool (checkpoint " + std::to_string(cfg.params.pool) +
                        ", this run 9)"),
              std::string::npos)
        << what;
  }
  // A parameter only one of them has (screening, written only when on) is named too, not
  // taken for a checkpoint of an older version.
  other = cfg;
  other.out_dir = full.str();
  other.resume = true;
  other.params.screen_games = 70;
  try {
    train(other);
    ADD_FAILURE() << "a screened run resumed an unscreened checkpoint";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("its params differ: screen_games (checkpoint not set, this run 70)"),
              std::string::npos)
        << what;
  }
  other = cfg;
  other.out_dir = full.str();
  other.resume = true;
  other.params.generations = 3;  // fewer than done
  EXPECT_THROW(train(other), std::invalid_argument);
  // A checkpoint of an older version (without a parameter this one has) says so.
  json ck = read_json(full.str() + "/checkpoint.json");
  ck["config"]["params"].erase("hall_of_fame");
  {
    std::ofstream f(full.str() + "/checkpoint.json");
    f << ck.dump();
  }
  other = cfg;
  other.out_dir = full.str();
  other.resume = true;
  try {
    train(other);
    ADD_FAILURE() << "an old checkpoint was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("older version"), std::string::npos) << e.what();
  }
}

TEST(CoevolutionTraining, RunJsonFollowsTheContract) {
  TempDir dir("structure");
  TrainConfig cfg = tiny_config();
  cfg.params.chambers = 2;
  cfg.params.generations = 3;
  cfg.params.polish.rounds = 0;  // 2 x 3 final leaders exactly (the polish: test_polish.cpp)
  cfg.out_dir = dir.str();
  std::vector<std::string> phases;
  cfg.progress = [&](const Progress& p) { phases.push_back(p.phase); };
  const RunState st = train(cfg);
  EXPECT_EQ(std::count(phases.begin(), phases.end(), "generation"), 6);
  EXPECT_EQ(phases.back(), "done");

  const json j = read_json(dir.str() + "/run.json");
  EXPECT_EQ(j["version"], 1);
  EXPECT_TRUE(j["complete"].get<bool>());
  EXPECT_EQ(j["kingdom"]["name"], "Test Witch");
  EXPECT_EQ(j["kingdom"]["cards"].size(), 10u);
  EXPECT_EQ(j["kingdom"]["edition"], "2nd");
  EXPECT_EQ(j["kingdom"]["colony"], false);
  EXPECT_EQ(j["kingdom"]["players"], 2);
  for (const char* c : {"Witch", "Gold", "Province", "Curse", "Copper"}) {
    ASSERT_TRUE(j["cards"].contains(c)) << c;
    EXPECT_TRUE(j["cards"][c]["cost"].is_number_integer());
    EXPECT_TRUE(j["cards"][c]["types"].is_array());
  }
  EXPECT_EQ(j["cards"]["Witch"]["types"], json({"Action", "Attack"}));
  EXPECT_FALSE(j["cards"].contains("Colony"));  // not in this game
  EXPECT_FALSE(j["cards"].contains("Potion"));
  EXPECT_EQ(j["seed"], 5);
  for (const char* p : {"generations", "pool", "leaders", "chambers", "threads", "max_games",
                        "min_games", "hall_of_fame"})
    EXPECT_TRUE(j["params"][p].is_number_integer()) << p;
  EXPECT_TRUE(j["params"]["library_start"].is_boolean());
  EXPECT_EQ(j["games"].get<int64_t>(), st.total_games());
  EXPECT_GT(j["games"].get<int64_t>(), 0);
  EXPECT_TRUE(j["seconds"].is_number());
  EXPECT_EQ(j["generations_done"], 3);

  ASSERT_EQ(j["chambers"].size(), 2u);
  std::set<std::string> ids;
  for (const json& ch : j["chambers"]) {
    ASSERT_EQ(ch["generations"].size(), 3u);
    int number = 0;
    for (const json& g : ch["generations"]) {
      EXPECT_EQ(g["generation"], ++number);
      EXPECT_GT(g["games"].get<int64_t>(), 0);
      ASSERT_EQ(g["leaders"].size(), 3u);
      double last = 2;
      for (const json& l : g["leaders"]) {
        const std::string id = l["id"];
        EXPECT_TRUE(ids.insert(id).second) << id;
        const double r = l["rating"];
        EXPECT_LE(r, last);  // best first
        last = r;
        EXPECT_LE(l["lo"].get<double>(), r);
        EXPECT_GE(l["hi"].get<double>(), r);
        EXPECT_GE(r, -1);
        EXPECT_LE(r, 1);
        const Menu m = parse_menu(l["menu"].get<std::string>());
        EXPECT_EQ(l["buys"].size(), m.entries.size());
        for (size_t e = 0; e < m.entries.size(); ++e) {
          EXPECT_EQ(l["buys"][e]["card"], m.entries[e].card->name);
          EXPECT_EQ(l["buys"][e]["count"], m.entries[e].count);
        }
        EXPECT_EQ(l["greening"]["duchy"], m.duchy_at);
        EXPECT_EQ(l["greening"]["estate"], m.estate_at);
        EXPECT_EQ(l["greening"]["province"], m.province_at);
        EXPECT_TRUE(l["params"].is_object());
        const Strategy s = parse_strategy(l["strategy"].get<std::string>());
        EXPECT_EQ(s.name, id);
      }
    }
    ASSERT_EQ(ch["progression"].size(), 2u);
    EXPECT_EQ(ch["progression"][0]["generation"], 2);
    EXPECT_EQ(ch["progression"][1]["vs"].size(), 2u);
    for (const json& p : ch["progression"])
      for (const json& v : p["vs"]) {
        EXPECT_LT(v["generation"].get<int>(), p["generation"].get<int>());
        EXPECT_LE(v["lo"].get<double>(), v["margin"].get<double>());
        EXPECT_GE(v["hi"].get<double>(), v["margin"].get<double>());
      }
  }

  const json& f = j["final"];
  ASSERT_EQ(f["leaders"].size(), 6u);
  EXPECT_EQ(f["leaders"][0], "c0-g3-l0");
  EXPECT_EQ(f["leaders"][3], "c1-g3-l0");
  EXPECT_EQ(f["tournament"]["players"], f["leaders"]);
  const json& cells = f["tournament"]["cells"];
  ASSERT_EQ(cells.size(), 6u);
  for (size_t r = 0; r < 6; ++r) {
    ASSERT_EQ(cells[r].size(), 6u);
    EXPECT_TRUE(cells[r][r].is_null());
    for (size_t c = 0; c < 6; ++c) {
      if (r == c) continue;
      const json& x = cells[r][c];
      EXPECT_EQ(x["games"], 40);
      EXPECT_EQ(x["wins"].get<int>() + x["losses"].get<int>() + x["ties"].get<int>(), 40);
      EXPECT_EQ(x["wins"], cells[c][r]["losses"]);
      EXPECT_DOUBLE_EQ(x["margin"].get<double>(), -cells[c][r]["margin"].get<double>());
      EXPECT_EQ(x["significant"].get<bool>(),
                x["lo"].get<double>() > 0 || x["hi"].get<double>() < 0);
    }
  }
  // The bots that fit this kingdom, and only those.
  std::set<std::string> bots;
  for (const json& b : f["bots"]) {
    bots.insert(b["bot"].get<std::string>());
    EXPECT_EQ(b["games"], 40);
  }
  EXPECT_TRUE(bots.count("Big Money"));
  EXPECT_TRUE(bots.count("Witch"));
  EXPECT_FALSE(bots.count("Laboratory"));  // not in this kingdom
  EXPECT_FALSE(bots.count("Workshop Gardens"));
  // Every final leader played every bot; "bots" is the best's row, and the best is the most
  // robust leader of the tournament and these games.
  const json& lb = f["leaders_vs_bots"];
  ASSERT_EQ(lb["bots"].size(), f["bots"].size());
  ASSERT_EQ(lb["cells"].size(), 6u);
  std::vector<std::vector<MatchRecord>> tm(6, std::vector<MatchRecord>(6)), bm(6);
  size_t best = 6;
  for (size_t r = 0; r < 6; ++r) {
    if (f["leaders"][r] == f["best"]) best = r;
    ASSERT_EQ(lb["cells"][r].size(), f["bots"].size());
    for (size_t c = 0; c < 6; ++c)
      if (c != r) {
        tm[r][c].margin = cells[r][c]["margin"].get<double>();
        tm[r][c].hi = cells[r][c]["hi"].get<double>();
      }
    for (const json& x : lb["cells"][r]) {
      EXPECT_EQ(x["games"], 40);
      bm[r].push_back(MatchRecord{});
      bm[r].back().margin = x["margin"].get<double>();
      bm[r].back().hi = x["hi"].get<double>();
    }
  }
  ASSERT_LT(best, 6u);
  EXPECT_EQ(pick_best(tm, bm), best);
  for (size_t b = 0; b < f["bots"].size(); ++b) {
    EXPECT_EQ(f["bots"][b]["bot"], lb["bots"][b]);
    EXPECT_EQ(f["bots"][b]["margin"], lb["cells"][best][b]["margin"]);
  }

  // The bots played each other too.
  const size_t nb = f["bots"].size();
  const json& bmx = f["bot_matrix"];
  EXPECT_EQ(bmx["bots"], lb["bots"]);
  ASSERT_EQ(bmx["cells"].size(), nb);
  for (size_t a = 0; a < nb; ++a)
    for (size_t b = 0; b < nb; ++b)
      if (a == b)
        EXPECT_TRUE(bmx["cells"][a][b].is_null());
      else
        EXPECT_DOUBLE_EQ(bmx["cells"][a][b]["margin"].get<double>(),
                         -bmx["cells"][b][a]["margin"].get<double>());
  // The metagame, checked against the matrix it was solved from: leaders then bots.
  auto cell = [&](size_t i, size_t k) -> const json& {
    if (i < 6 && k < 6) return cells[i][k];
    if (i < 6) return lb["cells"][i][k - 6];
    if (k < 6) return lb["cells"][k][i - 6];  // seen from the bot: the margin's sign flips
    return bmx["cells"][i - 6][k - 6];
  };
  auto margin = [&](size_t i, size_t k) {
    if (i == k) return 0.0;
    const double m = cell(i, k)["margin"].get<double>();
    return i >= 6 && k < 6 ? -m : m;
  };
  auto beats = [&](size_t i, size_t k) {
    if (i == k) return false;
    const json& c = cell(i, k);
    return i >= 6 && k < 6 ? c["hi"].get<double>() < 0 : c["lo"].get<double>() > 0;
  };
  const json& mg = f["metagame"];
  const size_t total = 6 + nb;
  ASSERT_EQ(mg["strategies"].size(), total);
  std::vector<double> w(total);
  double sum = 0;
  for (size_t i = 0; i < total; ++i) {
    const json& r = mg["strategies"][i];
    EXPECT_EQ(r["strategy"], i < 6 ? f["leaders"][i] : lb["bots"][i - 6]);
    w[i] = r["weight"].get<double>();
    EXPECT_GE(w[i], 0);
    sum += w[i];
  }
  EXPECT_NEAR(sum, 1, 1e-6);
  double worst_guarantee = 1;
  for (size_t k = 0; k < total; ++k) {
    double guarantee = 0, vs_mix = 0, worst = 2;
    for (size_t i = 0; i < total; ++i) {
      guarantee += w[i] * margin(i, k);
      vs_mix += w[i] * margin(k, i);
      if (i != k) worst = std::min(worst, margin(k, i));
    }
    worst_guarantee = std::min(worst_guarantee, guarantee);
    const json& r = mg["strategies"][k];
    EXPECT_NEAR(r["vs_mix"]["mean"].get<double>(), vs_mix, 1e-9);
    EXPECT_LE(vs_mix, 1e-6);  // nobody beats an equilibrium in its own matrix
    EXPECT_NEAR(r["worst"].get<double>(), worst, 1e-12);
    EXPECT_LE(r["verified"]["lo"].get<double>(), r["verified"]["mean"].get<double>());
  }
  // The mix guarantees the game's value, 0, against every strategy.
  EXPECT_GE(worst_guarantee, -1e-6);
  EXPECT_GT(mg["verify_games"].get<int64_t>(), 0);
  // Family-wise verification intervals: Bonferroni over the strategies.
  EXPECT_NEAR(mg["verify_z"].get<double>(), normal_upper_quantile(0.025 / double(total)), 1e-12);
  EXPECT_GT(mg["verify_z"].get<double>(), 1.96);
  // The verdict follows the significant wins.
  std::vector<std::string> unbeaten;
  for (size_t k = 0; k < total; ++k) {
    bool beaten = false;
    for (size_t i = 0; i < total; ++i) beaten = beaten || beats(i, k);
    if (!beaten) unbeaten.push_back(mg["strategies"][k]["strategy"]);
  }
  EXPECT_EQ(mg["unbeaten"].get<std::vector<std::string>>(), unbeaten);
  EXPECT_EQ(mg["verdict"], unbeaten.empty() ? "complex" : "simple");
  for (const json& e : mg["cycle"]) {
    EXPECT_GT(e["lo"].get<double>(), 0);
    EXPECT_TRUE(e["significant"].get<bool>());
  }

  ASSERT_EQ(j["diagnostics"].size(), 6u);
  for (const json& id : f["leaders"]) {
    const json& d = j["diagnostics"][id.get<std::string>()];
    EXPECT_EQ(d["games"], 40);
    EXPECT_GT(d["average_turns"].get<double>(), 5);
    double ends = 0;
    for (const char* r : {"provinces", "piles", "colonies", "turn_cap"})
      ends += d["end_reasons"][r].get<double>();
    EXPECT_NEAR(ends, 1, 1e-9);
    EXPECT_EQ(d["seat_win_rate"].size(), 2u);
    EXPECT_GT(d["vp_per_turn"].size(), 5u);
    EXPECT_EQ(d["vp_per_turn"].size(), d["money_per_turn"].size());
    EXPECT_TRUE(d["first_buy_turn"].is_object());
    EXPECT_TRUE(d["gains_per_game"].contains("Province"));
    EXPECT_EQ(d["coins_at_least"]["8"].size(), d["money_per_turn"].size());
    EXPECT_EQ(d["gains_by_turn"]["Province"].size(), d["vp_per_turn"].size());
    EXPECT_FALSE(d["game_length"].empty());
  }
}

TEST(CoevolutionDiagnostics, MeasuresWhatHappens) {
  const GameConfig g = game_config(test_kingdom(), 1);
  const Strategy witch = menu_strategy("Witch×1 Gold Silver | Duchy≤4 Estate≤2");
  const Strategy money = menu_strategy("Gold Silver | Duchy≤4 Estate≤2");
  const Diagnostics d = measure_diagnostics(witch, {&money}, g, 9, 400, 1);
  EXPECT_EQ(d.games, 400);
  EXPECT_EQ(measure_diagnostics(witch, {&money}, g, 9, 400, 2), d);  // any thread count
  EXPECT_NEAR(d.gains_per_game.at("Witch"), 1.0, 0.02);  // one Witch, almost always bought
  EXPECT_GT(d.first_buy_turn.at("Witch"), 1);
  EXPECT_LT(d.first_buy_turn.at("Witch"), 5);
  EXPECT_EQ(d.gains_per_game.count("Curse"), 0u);  // the Witch player gets none
  EXPECT_GT(d.gains_per_game.at("Province"), 3);
  ASSERT_GT(d.vp_per_turn.size(), 10u);
  EXPECT_DOUBLE_EQ(d.vp_per_turn[0], 3);  // three Estates
  EXPECT_GT(d.vp_per_turn.back(), d.vp_per_turn[0] + 10);
  EXPECT_GE(d.money_per_turn[0], 2);  // turns 1-2: $2..$5, averaging 3.5
  EXPECT_LE(d.money_per_turn[0], 5);
  EXPECT_NEAR((d.money_per_turn[0] + d.money_per_turn[1]) / 2, 3.5, 0.01);
  EXPECT_GT(d.seat_win_rate[0] + d.seat_win_rate[1], 1.0);  // Witch beats money
  EXPECT_NEAR(d.provinces + d.piles + d.colonies + d.turn_cap, 1, 1e-9);
  EXPECT_GT(d.average_turns, 10);
  // The opponent's view: it is the one getting Curses.
  const Diagnostics o = measure_diagnostics(money, {&witch}, g, 9, 400, 1);
  EXPECT_GT(o.gains_per_game.at("Curse"), 3);
}

TEST(CoevolutionDiagnostics, GameLengthCoinChancesAndGainsByTurn) {
  const GameConfig g = game_config(test_kingdom(), 1);
  const Strategy money = menu_strategy("Gold Silver | Duchy≤4 Estate≤2");
  const Diagnostics d = measure_diagnostics(money, {&money}, g, 5, 4000, 2);
  EXPECT_EQ(measure_diagnostics(money, {&money}, g, 5, 4000, 1), d);  // any thread count
  // Game lengths: shares of all games, averaging the average length.
  double share = 0, mean = 0;
  for (size_t t = 0; t < d.game_length.size(); ++t) {
    share += d.game_length[t];
    mean += double(t + 1) * d.game_length[t];
  }
  EXPECT_NEAR(share, 1, 1e-9);
  EXPECT_NEAR(mean, d.average_turns, 1e-9);
  EXPECT_GT(d.game_length.back(), 0);
  // Turn 1 is 5 Coppers with chance C(7,5)/C(10,5) = 1/12 (the 5/2 opening); never $6 or $8.
  ASSERT_GT(d.coins_at_least[0].size(), 10u);
  EXPECT_NEAR(d.coins_at_least[0][0], 1.0 / 12, 4 * std::sqrt(1.0 / 12 * 11 / 12 / 4000));
  EXPECT_EQ(d.coins_at_least[1][0], 0);
  EXPECT_EQ(d.coins_at_least[2][0], 0);
  for (size_t t = 0; t < d.coins_at_least[0].size(); ++t) {
    EXPECT_GE(d.coins_at_least[0][t], d.coins_at_least[1][t]) << t;
    EXPECT_GE(d.coins_at_least[1][t], d.coins_at_least[2][t]) << t;
  }
  EXPECT_EQ(d.coins_at_least[2].size(), d.money_per_turn.size());
  // Gains by turn add up to the gains per game, less those after the curves stop.
  for (const auto& [card, by_turn] : d.gains_by_turn) {
    EXPECT_EQ(by_turn.size(), d.vp_per_turn.size()) << card;
    double sum = 0;
    for (double x : by_turn) sum += x;
    EXPECT_LE(sum, d.gains_per_game.at(card) + 1e-9) << card;
    EXPECT_GT(sum, 0.8 * d.gains_per_game.at(card)) << card;
  }
  // Silver comes early (turns 1-2 buy one at $3-$4 nearly always), Provinces later.
  EXPECT_NEAR(d.gains_by_turn.at("Silver")[0] + d.gains_by_turn.at("Silver")[1], 2 - 2.0 / 12,
              0.05);
  EXPECT_EQ(d.gains_by_turn.at("Province")[0], 0);
}

TEST(CoevolutionTrainCommand, RunsAndPrintsJson) {
  TempDir dir("cli");
  const std::string out = dir.str();
  const char* argv[] = {
      "kingdomlab", "train",         "first-game", "--generations",      "2",  "--pool",
      "6",          "--leaders",     "2",          "--max-games",        "20", "--min-games",
      "10",         "--final-games", "20",         "--diagnostic-games", "20", "--out",
      out.c_str(),  "--quiet",       "--json"};
  std::ostringstream o, e;
  ASSERT_EQ(run_cli(int(std::size(argv)), argv, o, e), 0) << e.str();
  EXPECT_EQ(e.str(), "");
  const json j = json::parse(o.str());
  EXPECT_EQ(j["folder"], out);
  EXPECT_EQ(j["generations"], 2);
  // Two leaders, and the polished best when the polish kept an edit.
  ASSERT_TRUE(j.contains("polish"));
  const bool polished = !j["polish"]["steps"].empty();
  EXPECT_EQ(j["leaders"].size(), polished ? 3u : 2u);
  if (polished) {
    EXPECT_EQ(j["leaders"][2]["id"], j["polish"]["from"].get<std::string>() + "+p");
  }
  EXPECT_TRUE(fs::exists(out + "/run.json"));
  // Running again over the same folder needs --resume or --overwrite.
  std::ostringstream o2, e2;
  EXPECT_EQ(run_cli(int(std::size(argv)), argv, o2, e2), 2);
  EXPECT_NE(e2.str().find("--resume"), std::string::npos);
}

TEST(CoevolutionTrainCommand, RivalsPlayEveryFinalLeader) {
  TempDir dir("rivals");
  const std::string out = dir.str();
  const char* argv[] = {"kingdomlab", "train",         "first-game", "--generations",
                        "1",          "--pool",        "4",          "--leaders",
                        "2",          "--max-games",   "10",         "--min-games",
                        "10",         "--final-games", "20",         "--diagnostic-games",
                        "10",         "--out",         out.c_str(),  "--quiet",
                        "--json",     "--rivals",      "Big Money",  "Gold Silver | Duchy≤3"};
  std::ostringstream o, e;
  ASSERT_EQ(run_cli(int(std::size(argv)), argv, o, e), 0) << e.str();
  const json j = json::parse(o.str());
  ASSERT_EQ(j["rivals"].size(), 2u);
  EXPECT_EQ(j["rivals"][0]["rival"], "Big Money");
  EXPECT_EQ(j["rivals"][1]["games"], 20);
  const json run = read_json(out + "/run.json");
  const json& lr = run["final"]["leaders_vs_rivals"];
  EXPECT_EQ(lr["rivals"].size(), 2u);
  ASSERT_EQ(lr["cells"].size(), run["final"]["leaders"].size());
  // The summary's rows are the best's.
  size_t best = 0;
  for (size_t i = 0; i < run["final"]["leaders"].size(); ++i)
    if (run["final"]["leaders"][i] == run["final"]["best"]) best = i;
  for (size_t r = 0; r < 2; ++r)
    EXPECT_EQ(lr["cells"][best][r]["margin"], j["rivals"][r]["margin"]);
  // The rivals' games are a step of their own in the final phase's seconds (the benchmark leaves
  // them out of the training time).
  ASSERT_TRUE(run["final"]["seconds"].contains("rivals"));
  EXPECT_GE(run["final"]["seconds"]["rivals"].get<double>(), 0);
  // A rival that is not a strategy is a usage error.
  const char* bad[] = {"kingdomlab", "train",       "first-game", "--out",
                       out.c_str(),  "--overwrite", "--rivals",   "No Such Bot At All"};
  std::ostringstream o2, e2;
  EXPECT_EQ(run_cli(int(std::size(bad)), bad, o2, e2), 2);
  EXPECT_NE(e2.str().find("No Such Bot At All"), std::string::npos) << e2.str();
}

// --rival-games plays the rivals longer (the benchmark's small margins) and changes nothing else:
// the same final leaders, best and tournament as with the default (--final-games).
TEST(CoevolutionTrainCommand, RivalGamesLengthenOnlyTheGamesAgainstTheRivals) {
  TempDir dir("rival-games");
  auto train = [&](const char* rival_games) {
    const std::string out = dir.str() + "/" + rival_games;
    std::vector<const char*> argv = {
        "kingdomlab", "train",         "first-game", "--generations",
        "1",          "--pool",        "4",          "--leaders",
        "2",          "--max-games",   "10",         "--min-games",
        "10",         "--final-games", "20",         "--diagnostic-games",
        "10",         "--out",         out.c_str(),  "--quiet",
        "--json",     "--rivals",      "Big Money"};
    if (std::string(rival_games) != "0") {
      argv.push_back("--rival-games");
      argv.push_back(rival_games);
    }
    std::ostringstream o, e;
    EXPECT_EQ(run_cli(int(argv.size()), argv.data(), o, e), 0) << e.str();
    return read_json(out + "/run.json");
  };
  const json plain = train("0"), longer = train("60");
  const json& a = plain["final"];
  const json& b = longer["final"];
  EXPECT_EQ(a["leaders"], b["leaders"]);
  EXPECT_EQ(a["best"], b["best"]);
  EXPECT_EQ(a["tournament"], b["tournament"]);
  for (const json& row : a["leaders_vs_rivals"]["cells"]) EXPECT_EQ(row[0]["games"], 20);
  for (const json& row : b["leaders_vs_rivals"]["cells"]) EXPECT_EQ(row[0]["games"], 60);
}

// --final-games 2 is one game pair per pairing, which has no spread to measure: the metagame's
// verification wrote an infinite interval (null in run.json), so the final report and the plan
// could not read the run and the folder kept the last generation's report.
TEST(CoevolutionTrainCommand, OneGamePairPerFinalPairingStillGivesAReadableRun) {
  TempDir dir("pair");
  const std::string out = dir.str();
  const char* argv[] = {
      "kingdomlab", "train",         "first-game", "--generations",      "1",       "--pool",
      "4",          "--leaders",     "2",          "--max-games",        "10",      "--min-games",
      "10",         "--final-games", "2",          "--diagnostic-games", "10",      "--polish",
      "0",          "--no-db",       "--out",      out.c_str(),          "--quiet", "--json"};
  std::ostringstream o, e;
  ASSERT_EQ(run_cli(int(std::size(argv)), argv, o, e), 0) << e.str();
  EXPECT_EQ(e.str(), "");  // no "report not written", no "no plan"
  EXPECT_TRUE(json::parse(o.str()).contains("plan"));
  const json run = read_json(out + "/run.json");
  for (const json& s : run["final"]["metagame"]["strategies"]) {
    EXPECT_TRUE(s["verified"]["lo"].is_number()) << s.dump();
    EXPECT_TRUE(s["verified"]["hi"].is_number()) << s.dump();
  }
  std::ifstream page(out + "/index.html");
  std::stringstream html;
  html << page.rdbuf();
  EXPECT_NE(html.str().find("id=\"plan\""), std::string::npos);  // the final report
}

TEST(CoevolutionTrainCommand, RecordsTheCardFileAndResumesOnlyWithIt) {
  TempDir dir("cards");
  fs::create_directories(dir.path);
  const std::string cards = (dir.path / "cards.toml").string();
  {
    std::ofstream f(cards);
    f << "[override.\"Smithy\"]\ncost = 5\n";
  }
  const std::string out = (dir.path / "run").string();
  std::vector<std::string> args = {
      "kingdomlab", "--cards",     cards, "train",         "first-game", "--generations",
      "1",          "--pool",      "6",   "--leaders",     "2",          "--max-games",
      "20",         "--min-games", "10",  "--final-games", "20",         "--diagnostic-games",
      "20",         "--out",       out,   "--quiet"};
  auto run = [](const std::vector<std::string>& a, std::string* err) {
    std::vector<const char*> argv;
    for (const std::string& x : a) argv.push_back(x.c_str());
    std::ostringstream o, e;
    const int code = run_cli(int(argv.size()), argv.data(), o, e);
    *err = e.str();
    Registry::reset_program();
    return code;
  };
  std::string err;
  ASSERT_EQ(run(args, &err), 0) << err;
  std::ifstream in(out + "/run.json");
  const json j = json::parse(in);
  EXPECT_EQ(j["card_file"]["path"], cards);
  EXPECT_EQ(j["card_file"]["text"], "[override.\"Smithy\"]\ncost = 5\n");
  std::ifstream page(out + "/index.html");
  const std::string html((std::istreambuf_iterator<char>(page)), {});
  EXPECT_NE(html.find("Card file: " + cards), std::string::npos);
  // Resuming without the card file (or with another one) is refused; with it, it continues.
  std::vector<std::string> resume = args;
  resume.erase(resume.begin() + 1, resume.begin() + 3);  // no --cards
  resume[resume.size() - 1] = "--resume";
  resume.push_back("--quiet");
  for (std::string& a : resume)
    if (a == "1") a = "2";  // --generations 2
  EXPECT_EQ(run(resume, &err), 2);
  EXPECT_NE(err.find("card file"), std::string::npos) << err;
  std::vector<std::string> with = resume;
  with.insert(with.begin() + 1, {"--cards", cards});
  EXPECT_EQ(run(with, &err), 0) << err;
}

// Events and Projects in a training: the genome may buy them, the run completes, its leaders'
// menus read back, the run data names the landscapes and the report shows them.
TEST(CoevolutionRun, TrainsWithEventsAndProjects) {
  test::add_mechanism_cards(Registry::program());
  {
    const Registry& reg = Registry::standard();
    TrainConfig cfg = tiny_config(9);
    cfg.params.generations = 2;
    cfg.params.test.max_games = 20;
    cfg.params.final_games = 20;
    cfg.params.diagnostic_games = 20;
    cfg.params.polish.rounds = 0;
    cfg.params.library_start = false;
    cfg.kingdom.landscapes = {reg.find("Errand"), reg.find("Drill Yard"), reg.find("Hoardstone")};
    cfg.game = game_config(cfg.kingdom, 9, reg);
    TempDir dir("landscapes");
    cfg.out_dir = dir.str();
    const RunState st = train(cfg);
    EXPECT_TRUE(st.complete);
    const MutationSpace space = mutation_space(cfg.game);
    EXPECT_NE(std::find(space.cards.begin(), space.cards.end(), reg.find("Errand")),
              space.cards.end());
    std::ifstream in(dir.path / "run.json");
    const json run = json::parse(in);
    EXPECT_EQ(run["kingdom"]["landscapes"], (json{"Errand", "Drill Yard", "Hoardstone"}));
    EXPECT_EQ(run["cards"]["Errand"]["types"], (json{"Event"}));
    int menus = 0;
    for (const json& ch : run["chambers"])
      for (const json& g : ch["generations"])
        for (const json& l : g["leaders"]) {
          const std::string menu = l.at("menu").get<std::string>();
          EXPECT_EQ(print_menu(parse_menu(menu, reg)), menu);
          ++menus;
        }
    EXPECT_GT(menus, 0);
    const std::string html = render_report(run);
    EXPECT_NE(html.find(">Errand<"), std::string::npos);
    EXPECT_NE(html.find(">Hoardstone<"), std::string::npos);
  }
  Registry::reset_program();
}

}  // namespace
}  // namespace kl

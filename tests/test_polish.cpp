// The final polish (evolution/train/polish.h): the neighbourhood of a genome, paired group scores,
// the hill-climb itself, and its place in a training run (run data, report, database).
#include <gtest/gtest.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cards/kingdom.h"
#include "evolution/arena/pairing.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/coevolution.h"
#include "evolution/train/polish.h"
#include "evolution/train/warm_start.h"
#include "reports/report.h"
#include "tests/scenario.h"
#include "tests/temp_dir.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

Kingdom smithy_kingdom() { return test::witch_kingdom("Polish Test"); }

Genome genome(const char* menu) { return Genome{parse_menu(menu), {}}; }

std::string text(const Genome& g) {
  std::string s = print_menu(g.menu);
  for (const auto& [k, v] : g.params) s += " " + k + "=" + std::to_string(v);
  return s;
}

// --- the neighbourhood

TEST(PolishNeighbours, EveryKindOfEditOnceAndNothingElse) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const MutationSpace space = mutation_space(game);
  const Genome g = genome("Smithy×1 Gold Silver | Duchy≤4 Estate≤2");
  std::vector<std::string> what;
  const std::vector<Genome> ns = neighbours(g, space, &what);
  ASSERT_EQ(ns.size(), what.size());
  std::set<std::string> seen;
  for (const Genome& n : ns) {
    EXPECT_NE(n, canonical(g));
    EXPECT_EQ(n, canonical(n)) << text(n);
    EXPECT_TRUE(seen.insert(text(n)).second) << "twice: " << text(n);
    EXPECT_LE(int(n.menu.entries.size()), space.max_entries);
    for (int at : {n.menu.duchy_at, n.menu.estate_at}) {
      EXPECT_GE(at, 0);
      EXPECT_LE(at, space.provinces);
    }
    for (const MenuEntry& e : n.menu.entries)
      EXPECT_NE(std::find(space.cards.begin(), space.cards.end(), e.card), space.cards.end());
  }
  // One of each kind of edit, by what it gives.
  for (const char* want : {"Gold Silver | Duchy≤4 Estate≤2",                          // delete
                           "Smithy×2 Gold Silver | Duchy≤4 Estate≤2",                 // count up
                           "Smithy Gold Silver | Duchy≤4 Estate≤2",                   // unlimited
                           "Gold Smithy×1 Silver | Duchy≤4 Estate≤2",                 // move
                           "Smithy×1 Silver×1 Gold Silver | Duchy≤4 Estate≤2",        // insert
                           "Witch×1 Gold Silver | Duchy≤4 Estate≤2",                  // replace
                           "Smithy×1 Gold×2 Witch×1 Gold Silver | Duchy≤4 Estate≤2",  // split
                           "Smithy×1 Gold Silver | Duchy≤3 Estate≤2",   // threshold down
                           "Smithy×1 Gold Silver | Duchy≤4 Estate≤3"})  // threshold up
    EXPECT_TRUE(seen.count(text(genome(want)))) << "missing: " << want;
  // Not two edits at once.
  EXPECT_FALSE(seen.count(text(genome("Smithy×2 Gold Silver | Duchy≤3 Estate≤2"))));
  // Described: the Silver insert says what it is.
  const auto it =
      std::find(ns.begin(), ns.end(), genome("Smithy×1 Silver×1 Gold Silver | Duchy≤4 Estate≤2"));
  ASSERT_NE(it, ns.end());
  EXPECT_EQ(what[size_t(it - ns.begin())], "insert Silver×1 at 2");
  const auto split = std::find(ns.begin(), ns.end(),
                               genome("Smithy×1 Gold×2 Witch×1 Gold Silver | Duchy≤4 Estate≤2"));
  ASSERT_NE(split, ns.end());
  EXPECT_EQ(what[size_t(split - ns.begin())], "insert Witch×1 after Gold×2 at 2");
  // Only unlimited entries split: every split names Gold or Silver, never Smithy×1.
  int splits = 0;
  for (const std::string& w : what)
    if (w.find(" after ") != std::string::npos) {
      ++splits;
      EXPECT_TRUE(w.find(" after Gold×") != std::string::npos ||
                  w.find(" after Silver×") != std::string::npos)
          << w;
    }
  EXPECT_GT(splits, 0);
}

TEST(PolishNeighbours, ParametersOfNamedCardsMoveOneStepWithinRange) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const MutationSpace space = mutation_space(game);
  Genome g = genome("Chapel×1 Gold Silver | Duchy≤4 Estate≤2");
  const std::vector<Genome> ns = neighbours(g, space);
  int moved = 0;
  for (const Genome& n : ns)
    for (const auto& [name, value] : n.params) {
      const PlayParam* p = nullptr;
      for (const PlayParam* q : space.params)
        if (q->name == name) p = q;
      ASSERT_NE(p, nullptr) << name;
      EXPECT_GE(value, p->lo);
      EXPECT_LE(value, p->hi);
      // Only Chapel's parameters: no other card with parameters is named (inserts name one, but
      // an insert sets no parameter).
      EXPECT_EQ(name.rfind("chapel.", 0), 0u) << name;
      ++moved;
    }
  EXPECT_GT(moved, 0);
}

TEST(PolishNeighbours, AFullMenuGetsNoInserts) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  MutationSpace space = mutation_space(game);
  const Genome g = genome("Smithy×1 Gold Silver | Duchy≤4 Estate≤2");
  space.max_entries = 3;
  for (const Genome& n : neighbours(g, space)) EXPECT_LE(n.menu.entries.size(), 3u) << text(n);
}

// --- paired group scores

TEST(PolishGroups, PlayGroupsScoresThePairingsOwnGames) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const Strategy a = to_strategy(genome("Smithy×1 Gold Silver | Duchy≤4 Estate≤2"), "a", false);
  const Strategy b = to_strategy(genome("Gold Silver | Duchy≤4 Estate≤2"), "b", false);
  SequentialTest fixed;
  fixed.min_games = fixed.max_games = 60;
  const PairingResult whole = play_pairing(a, b, game, 77, fixed);
  std::vector<double> first, rest;
  EXPECT_EQ(play_groups(a, b, game, 77, 0, 10, first), 20);
  EXPECT_EQ(play_groups(a, b, game, 77, 10, 20, rest), 40);
  double sum = 0;
  for (double x : first) sum += x;
  for (double x : rest) sum += x;
  EXPECT_DOUBLE_EQ(sum, whole.sum);
  ASSERT_EQ(first.size(), 10u);
  // A strategy against itself on paired seats scores exactly 0 in every group.
  std::vector<double> mirror;
  play_groups(a, a, game, 77, 0, 10, mirror);
  for (double x : mirror) EXPECT_EQ(x, 0.0);
}

// --- the hill-climb

struct Field {
  std::vector<Strategy> own;
  std::vector<const Strategy*> ptrs;
};

Field money_field(const GameConfig& game) {
  Field f;
  f.own.push_back(to_strategy(genome("Gold Silver | Duchy≤4 Estate≤2"), "money", false));
  f.own.push_back(to_strategy(genome("Smithy×1 Gold Silver | Duchy≤4 Estate≤2"), "smithy", false));
  for (const Strategy& s : f.own) f.ptrs.push_back(&s);
  (void)game;
  return f;
}

PolishParams quick() {
  PolishParams p;
  p.rounds = 2;
  p.screen_groups = 4;
  p.keep_screened = 12;
  p.race_groups = 24;
  p.keep_raced = 3;
  p.confirm_groups = 300;
  return p;
}

TEST(Polish, KeepsAnEditThatFreshGamesConfirm) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const MutationSpace space = mutation_space(game);
  // Money without Gold: nearly every neighbour that buys Gold or a Smithy is better.
  const Genome start = genome("Silver | Duchy≤4 Estate≤2");
  const Field field = money_field(game);
  const PolishResult r = polish(start, field.ptrs, 0, game, space, 11, quick());
  ASSERT_FALSE(r.steps.empty());
  EXPECT_NE(r.genome, start);
  EXPECT_EQ(r.genome, r.steps.back().genome);
  for (const PolishStep& s : r.steps) {
    EXPECT_GT(s.gain.lo, 0) << s.change;
    EXPECT_FALSE(s.change.empty());
    EXPECT_GT(s.candidates, 50);
  }
  EXPECT_GT(r.games, 0);

  // The gain holds in games the polish never played (another seed, more games).
  SequentialTest fixed;
  fixed.min_games = fixed.max_games = 2000;
  double before = 0, after = 0;
  const Strategy s0 = to_strategy(start, "start", false), s1 = to_strategy(r.genome, "p", false);
  for (size_t f = 0; f < field.ptrs.size(); ++f) {
    before += play_pairing(s0, *field.ptrs[f], game, 9000 + f, fixed).margin().mean;
    after += play_pairing(s1, *field.ptrs[f], game, 9000 + f, fixed).margin().mean;
  }
  EXPECT_GT(after, before + 0.1);
}

TEST(Polish, KeepsNothingWhenNoEditHelps) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const MutationSpace space = mutation_space(game);
  // Double Witch against money: what it could still gain is small next to the noise of 600
  // games per member at a one-sided alpha of 1e-6 (z = 4.75).
  const Genome start = genome("Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  const Field field = money_field(game);
  PolishParams p = quick();
  p.alpha = 1e-6;
  const PolishResult r = polish(start, field.ptrs, 0, game, space, 11, p);
  EXPECT_TRUE(r.steps.empty());
  EXPECT_EQ(r.genome, canonical(start));
  EXPECT_EQ(r.rounds, 1);
  // The collapse guard alone: the start of KeepsAnEditThatFreshGamesConfirm keeps nothing when
  // every member must give a gain of at least 1.9 (max_loss = -1.9: from losing nearly every game
  // against it to winning nearly every one).
  PolishParams strict = quick();
  strict.max_loss = -1.9;
  EXPECT_TRUE(polish(genome("Silver | Duchy≤4 Estate≤2"), field.ptrs, 0, game, space, 11, strict)
                  .steps.empty());
  PolishParams none = quick();
  none.rounds = 0;
  EXPECT_EQ(polish(start, field.ptrs, 0, game, space, 11, none).games, 0);
}

TEST(Polish, TheSameAtAnyThreadCount) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const MutationSpace space = mutation_space(game);
  const Genome start = genome("Silver | Duchy≤4 Estate≤2");
  const Field field = money_field(game);
  PolishResult one, two;
  tbb::task_arena(1).execute([&] { one = polish(start, field.ptrs, 0, game, space, 3, quick()); });
  tbb::task_arena(2).execute([&] { two = polish(start, field.ptrs, 0, game, space, 3, quick()); });
  EXPECT_EQ(one.steps, two.steps);
  EXPECT_EQ(one.genome, two.genome);
  EXPECT_EQ(one.games, two.games);
}

// --- parsimony

TEST(PolishSimplifications, DeletesEveryEntryAndMergesRepeatedCards) {
  const Genome g = genome("Smithy×1 Gold Smithy×2 Silver | Duchy≤4 Estate≤2");
  std::vector<std::string> what;
  const std::vector<Genome> ss = simplifications(g, &what);
  ASSERT_EQ(ss.size(), what.size());
  std::map<std::string, std::string> by_text;
  for (size_t k = 0; k < ss.size(); ++k) by_text[text(ss[k])] = what[k];
  EXPECT_EQ(by_text.size(), ss.size());  // no duplicates
  const std::map<std::string, std::string> want = {
      {"Gold Smithy×2 Silver | Duchy≤4 Estate≤2", "delete Smithy×1 at 1"},
      {"Smithy×3 Silver | Duchy≤4 Estate≤2", "delete Gold at 2"},  // adjacent: merged
      {"Smithy×1 Gold Silver | Duchy≤4 Estate≤2", "delete Smithy×2 at 3"},
      {"Smithy×1 Gold Smithy×2 | Duchy≤4 Estate≤2", "delete Silver at 4"},
      {"Smithy×3 Gold Silver | Duchy≤4 Estate≤2", "merge Smithy×2 at 3 into Smithy×1 at 1"},
      {"Gold Smithy×3 Silver | Duchy≤4 Estate≤2", "merge Smithy×1 at 1 into Smithy×2 at 3"}};
  for (const auto& [menu, change] : want) {
    const auto it = by_text.find(text(genome(menu.c_str())));
    ASSERT_NE(it, by_text.end()) << "missing: " << menu;
    EXPECT_EQ(it->second, change);
  }
  EXPECT_EQ(ss.size(), want.size());
  // An unlimited entry absorbs a limited one of its card.
  bool absorbed = false;
  for (const Genome& x : simplifications(genome("Smithy×1 Gold Smithy Silver")))
    absorbed |= x == genome("Smithy Gold Silver");
  EXPECT_TRUE(absorbed);
  EXPECT_TRUE(simplifications(genome("| Duchy≤4")).empty());
}

TEST(Prune, DropsWhatChangesNothingAndKeepsWhatMatters) {
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const Field field = money_field(game);
  PolishParams p = quick();
  // The last Smithy entry never fires (Silver, before it, is always affordable when a Smithy
  // is), so deleting it replays every game exactly; Gold and Silver matter.
  const Genome start = genome("Smithy×1 Gold Silver Smithy×1 | Duchy≤4 Estate≤2");
  const PruneResult r = prune(start, field.ptrs, field.ptrs.size(), game, 5, p);
  EXPECT_EQ(text(r.genome), text(genome("Smithy×1 Gold Silver | Duchy≤4 Estate≤2")));
  ASSERT_EQ(r.steps.size(), 1u);
  EXPECT_EQ(r.steps[0].change, "delete Smithy×1 at 4");
  EXPECT_EQ(r.steps[0].gain.mean, 0.0);
  EXPECT_EQ(r.vs_start.mean, 0.0);
  EXPECT_EQ(r.vs_start.lo, 0.0);
  EXPECT_EQ(r.vs_start_leaders.mean, 0.0);
  EXPECT_GT(r.games, 0);
  // Nothing to drop: the result is the start, and so without parsimony.
  EXPECT_TRUE(prune(r.genome, field.ptrs, field.ptrs.size(), game, 5, p).steps.empty());
  p.prune = false;
  const PruneResult off = prune(start, field.ptrs, field.ptrs.size(), game, 5, p);
  EXPECT_EQ(off.genome, canonical(start));
  EXPECT_EQ(off.games, 0);
}

TEST(Prune, AToleranceBelowZeroKeepsEverything) {
  // Even an exact replay (gain 0, lower bound 0) is refused when the tolerance demands a gain.
  const GameConfig game = game_config(smithy_kingdom(), 1);
  const Field field = money_field(game);
  PolishParams p = quick();
  p.prune_tolerance = -0.01;
  const Genome start = genome("Smithy×1 Gold Silver Smithy×1 | Duchy≤4 Estate≤2");
  const PruneResult r = prune(start, field.ptrs, field.ptrs.size(), game, 5, p);
  EXPECT_TRUE(r.steps.empty());
  EXPECT_EQ(r.genome, canonical(start));
}

// --- in a training run

// A short run whose best is still rough, so the polish has something to find.
TrainConfig rough_run(const std::string& out) {
  TrainConfig c;
  c.kingdom = smithy_kingdom();
  c.game = game_config(c.kingdom, 5);
  c.seed = 5;
  c.params.generations = 1;
  c.params.pool = 6;
  c.params.leaders = 2;
  c.params.library_start = false;  // only Big Money and its children
  c.params.test.min_games = 10;
  c.params.test.max_games = 40;
  c.params.final_games = 200;
  c.params.diagnostic_games = 40;
  c.params.polish = quick();
  c.out_dir = out;
  c.threads = 2;
  return c;
}

using test::TempDir;

TEST(PolishInTraining, ThePolishedBestIsAFinalLeaderInEveryRecord) {
  TempDir dir("train");
  const TrainConfig cfg = rough_run(dir.path.string());
  const RunState st = train(cfg);
  const PolishRecord& p = st.final.polish;
  ASSERT_FALSE(p.from.empty());
  ASSERT_FALSE(p.steps.empty()) << "the rough best had no better neighbour";
  // The polished leader: the last final leader, named after the one it came from, with every
  // final table's row.
  const std::string id = p.from + "+p";
  ASSERT_EQ(st.final.leaders.back(), id);
  ASSERT_NE(st.leader(id), nullptr);
  EXPECT_EQ(st.leader(id)->genome, p.steps.back().genome);
  // What it bought, measured in its own final games: shares of games, and its menu's cards.
  const std::map<std::string, double>& bought = st.leader(id)->bought;
  ASSERT_FALSE(bought.empty());
  for (const auto& [card, share] : bought) {
    EXPECT_GT(share, 0) << card;
    EXPECT_LE(share, 1) << card;
  }
  bool buys_its_menu = false;
  for (const MenuEntry& e : p.steps.back().genome.menu.entries)
    buys_its_menu |= bought.count(e.card->name) > 0;
  EXPECT_TRUE(buys_its_menu);
  const size_t n = st.final.leaders.size();
  EXPECT_EQ(st.final.cells.size(), n);
  EXPECT_EQ(st.final.bot_cells.size(), n);
  EXPECT_EQ(st.final.diagnostics.count(id), 1u);
  EXPECT_EQ(st.final.cells[n - 1][0].games, cfg.params.final_games);
  EXPECT_EQ(st.final.cells[0][n - 1].margin, -st.final.cells[n - 1][0].margin);
  // Its rating: the mean of its round-robin margins.
  double mean = 0;
  for (size_t j = 0; j + 1 < n; ++j) mean += st.final.cells[n - 1][j].margin;
  EXPECT_NEAR(st.leader(id)->rating, mean / double(n - 1), 1e-12);
  EXPECT_LE(st.leader(id)->lo, st.leader(id)->rating);
  EXPECT_GE(st.leader(id)->hi, st.leader(id)->rating);
  for (const MatchRecord& m : st.final.bot_cells[n - 1]) EXPECT_EQ(m.games, cfg.params.final_games);
  // The polished strategy takes the place of the pick it came from unless more of the field
  // beats it; the best's standing is recorded.
  // The polish started from the pick among the trained leaders (their cells without the
  // polished one's).
  std::vector<std::vector<MatchRecord>> trained(n - 1), trained_bots(st.final.bot_cells);
  for (size_t i = 0; i + 1 < n; ++i)
    trained[i].assign(st.final.cells[i].begin(), st.final.cells[i].end() - 1);
  trained_bots.pop_back();
  const size_t from = pick_best(trained, trained_bots);
  EXPECT_EQ(st.final.leaders[from], p.from);
  const bool takes = standing(st.final.cells, st.final.bot_cells, n - 1).beaten() <=
                     standing(st.final.cells, st.final.bot_cells, from).beaten();
  EXPECT_EQ(st.final.best, takes ? id : p.from);
  EXPECT_EQ(st.final.best_standing,
            standing(st.final.cells, st.final.bot_cells, takes ? n - 1 : from));

  // run.json, the database entry and the report all know it.
  const json run = run_json(st);
  ASSERT_TRUE(run["final"].contains("polish"));
  // The final phase's steps in order, with their wall time (no rivals in this run).
  std::vector<std::string> steps;
  for (const auto& [step, t] : st.final.seconds) {
    steps.push_back(step);
    EXPECT_GE(t, 0) << step;
    EXPECT_EQ(run["final"]["seconds"][step], t);
  }
  EXPECT_EQ(steps,
            (std::vector<std::string>{"tournament", "polish", "metagame", "diagnostics", "plan"}));
  EXPECT_EQ(run["final"]["polish"]["leader"]["id"], id);
  EXPECT_EQ(run["final"]["polish"]["steps"].size(), p.steps.size());
  EXPECT_EQ(run["params"]["polish"]["rounds"], cfg.params.polish.rounds);
  ASSERT_NE(find_leader_json(run, id), nullptr);
  const DbKingdom k = db_entry(st, "/runs/here");
  EXPECT_EQ(run_entry(run, "/runs/here"), k);
  bool in_db = false;
  for (const DbStrategy& s : k.strategies) in_db |= s.run_id == id;
  EXPECT_TRUE(in_db);
  const std::string html = render_report(run);
  EXPECT_NE(html.find("id=\"polish\""), std::string::npos);
  EXPECT_NE(html.find(p.steps.front().change.substr(0, 6)), std::string::npos);
}

TEST(PolishInTraining, ResumingAFinishedRunWithAnotherPolishReplaysOnlyTheEnd) {
  TempDir dir("resume");
  TrainConfig cfg = rough_run(dir.path.string());
  cfg.params.polish.rounds = 0;
  const RunState plain = train(cfg);
  EXPECT_TRUE(plain.final.polish.from.empty());
  EXPECT_EQ(plain.final.leaders.back().find("+p"), std::string::npos);
  // The same run, its final phase again with the polish: the generations are the checkpoint's.
  TrainConfig again = rough_run(dir.path.string());
  again.resume = true;
  const RunState polished = train(again);
  EXPECT_EQ(polished.chambers, plain.chambers);
  EXPECT_EQ(polished.games, plain.games);
  EXPECT_FALSE(polished.final.polish.from.empty());
  // And it is the run a polished training gives from the start.
  TempDir fresh_dir("fresh");
  const RunState fresh = train(rough_run(fresh_dir.path.string()));
  EXPECT_EQ(fresh.final.polish, polished.final.polish);
  EXPECT_EQ(fresh.final.leaders, polished.final.leaders);
}

TEST(PolishInTraining, ThreePlayerFieldsToo) {
  TempDir dir("three");
  TrainConfig cfg = rough_run(dir.path.string());
  cfg.kingdom.players = 3;
  cfg.game = game_config(cfg.kingdom, cfg.seed);
  cfg.params.final_games = 60;
  const RunState st = train(cfg);
  ASSERT_FALSE(st.final.polish.steps.empty());
  const size_t n = st.final.leaders.size(), last = n - 1;
  // In a field of N > 2 players both directions of a cell are played.
  for (size_t j = 0; j < last; ++j) {
    EXPECT_EQ(st.final.cells[last][j].games, 60);
    EXPECT_EQ(st.final.cells[j][last].games, 60);
  }
}

}  // namespace
}  // namespace kl

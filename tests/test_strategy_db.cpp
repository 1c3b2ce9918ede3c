// The strategy database and warm starts (docs/database.md): schema round trip, concurrent
// writers, nearest kingdoms, menu translation, warm-started training, the db commands.
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "cards/kingdom.h"
#include "evolution/io/run_data.h"
#include "evolution/io/strategy_db.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/coevolution.h"
#include "evolution/train/warm_start.h"
#include "tests/cli_runner.h"
#include "tests/temp_dir.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using test::cli;
using test::CliRun;

using test::TempDir;

const fs::path kProvincial =
    fs::path(KL_SOURCE_DIR) / ".." / "shared" / "reference" / "provincial-kingdoms";

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

DbKingdom entry(const std::string& name, std::vector<std::string> cards,
                std::vector<std::string> menus, const std::string& source = "train") {
  DbKingdom k;
  k.name = name;
  k.cards = std::move(cards);
  std::sort(k.cards.begin(), k.cards.end());
  k.source = source;
  for (const std::string& m : menus)
    k.strategies.push_back({int(k.strategies.size()),
                            m,
                            {},
                            std::nullopt,
                            std::nullopt,
                            std::nullopt,
                            0,
                            name + "#" + std::to_string(k.strategies.size())});
  return k;
}

Kingdom kingdom_of(const std::vector<const char*>& names, Use colony = Use::kNo) {
  Kingdom k;
  k.name = "Test";
  for (const char* n : names) k.cards.push_back(Registry::standard().find(n, Edition::kSecond));
  k.colony = colony;
  k.shelters = Use::kNo;
  return k;
}

const std::vector<const char*> kWitchKingdom = {"Cellar", "Chapel",  "Market", "Militia", "Mine",
                                                "Moat",   "Remodel", "Smithy", "Village", "Witch"};

TEST(StrategyDb, RoundTripsEntriesAndStrategies) {
  TempDir dir("roundtrip");
  DbKingdom k = entry("Test Witch", {"Witch", "Chapel", "Smithy"}, {"Witch×2 Gold Silver"});
  k.edition = "1st";
  k.colony = true;
  k.shelters = true;
  k.players = 3;
  k.opening = "5/2";
  k.run_dir = "/runs/x";
  k.seed = 0xfedcba9876543210ull;  // above INT64_MAX: stored as its bits
  k.params = R"({"generations":32,"pool":100})";
  k.card_file = "my.toml";
  k.games = 123456789;
  k.seconds = 12.5;
  k.strategies[0].params = {{"chapel.keep_money", 4.5}};
  k.strategies[0].rating = 0.25;
  k.strategies[0].lo = 0.125;
  k.strategies[0].hi = 0.375;
  k.strategies[0].games = 400;
  k.strategies.push_back({1,
                          "Smithy Gold Silver | Duchy≤4",
                          {},
                          std::nullopt,
                          std::nullopt,
                          std::nullopt,
                          0,
                          "c0-g32-l1"});
  int64_t id = 0;
  {
    StrategyDb db(dir.file("sub/folder/s.db"));  // folders are created
    id = db.add(k);
    EXPECT_EQ(id, 1);
    EXPECT_TRUE(db.contains("train", "Test Witch"));
    EXPECT_FALSE(db.contains("provincial", "Test Witch"));
  }
  StrategyDb db(dir.file("sub/folder/s.db"));  // reopened
  const std::optional<DbKingdom> back = db.kingdom(id);
  ASSERT_TRUE(back);
  EXPECT_FALSE(back->added.empty());
  DbKingdom want = k;
  want.id = id;
  want.added = back->added;
  std::sort(want.cards.begin(), want.cards.end());
  EXPECT_EQ(*back, want);
  EXPECT_FALSE(db.kingdom(id + 1));
  ASSERT_EQ(db.kingdoms().size(), 1u);
  EXPECT_EQ(db.kingdoms().front(), want);
  EXPECT_TRUE(db.kingdoms(false).front().strategies.empty());
}

TEST(StrategyDb, RefusesFilesThatAreNotStrategyDatabases) {
  TempDir dir("foreign");
  {
    std::ofstream f(dir.file("text.db"));
    f << "this is not an SQLite file, it is long enough to have a header of sorts........\n";
  }
  EXPECT_THROW(StrategyDb(dir.file("text.db")), DbError);
  // Another program's SQLite file is left alone.
  ASSERT_EQ(std::system(("sqlite3 " + dir.file("other.db") + " 'CREATE TABLE x (y)'").c_str()), 0);
  try {
    StrategyDb db(dir.file("other.db"));
    FAIL() << "opened another program's database";
  } catch (const DbError& e) {
    EXPECT_NE(std::string(e.what()).find("not a kingdomlab strategy database"), std::string::npos)
        << e.what();
  }
  // A folder cannot be opened; the message names it.
  try {
    StrategyDb db(dir.path.string());
    FAIL() << "opened a folder";
  } catch (const DbError& e) {
    EXPECT_NE(std::string(e.what()).find(dir.path.string()), std::string::npos) << e.what();
  }
}

TEST(StrategyDb, ConcurrentWritersLoseNothing) {
  TempDir dir("concurrent");
  const std::string path = dir.file("s.db");
  constexpr int kWriters = 4, kEach = 25;
  std::vector<std::thread> writers;
  std::vector<std::string> errors(kWriters);
  for (int w = 0; w < kWriters; ++w)
    writers.emplace_back([&, w] {
      try {
        // Each writer has its own connection, as separate `train` processes do; the first ones
        // also race to create the tables.
        StrategyDb db(path);
        for (int i = 0; i < kEach; ++i)
          db.add(entry(fmt::format("w{}-{}", w, i), {"Smithy", "Witch"},
                       {"Witch Gold Silver", "Smithy Gold Silver", "Gold Silver"}));
      } catch (const std::exception& e) {
        errors[size_t(w)] = e.what();
      }
    });
  for (std::thread& t : writers) t.join();
  for (const std::string& e : errors) EXPECT_EQ(e, "");
  StrategyDb db(path);
  const std::vector<DbKingdom> all = db.kingdoms();
  ASSERT_EQ(all.size(), size_t(kWriters * kEach));
  std::set<std::string> names;
  for (const DbKingdom& k : all) {
    names.insert(k.name);
    ASSERT_EQ(k.strategies.size(), 3u) << k.name;
    EXPECT_EQ(k.strategies[1].menu, "Smithy Gold Silver");
  }
  EXPECT_EQ(names.size(), size_t(kWriters * kEach));
}

TEST(StrategyDb, DefaultPathFollowsXdgDataHome) {
  const std::string saved = std::getenv("XDG_DATA_HOME") ? std::getenv("XDG_DATA_HOME") : "";
  setenv("XDG_DATA_HOME", "/some/where", 1);
  EXPECT_EQ(default_db_path(), "/some/where/kingdomlab/strategies.db");
  unsetenv("XDG_DATA_HOME");
  const std::string home = std::getenv("HOME") ? std::getenv("HOME") : "";
  if (!home.empty()) {
    EXPECT_EQ(default_db_path(), home + "/.local/share/kingdomlab/strategies.db");
  }
  setenv("XDG_DATA_HOME", saved.c_str(), 1);
}

TEST(WarmStart, NearestKingdomsByCardsShared) {
  // Overlaps with {A..J} = the Witch kingdom: 10, 7, 4 (twice), 3.
  const std::vector<std::string> mine = {"Cellar", "Chapel",  "Market", "Militia", "Mine",
                                         "Moat",   "Remodel", "Smithy", "Village", "Witch"};
  std::vector<DbKingdom> all;
  all.push_back(entry("three",
                      {"Cellar", "Chapel", "Market", "Gardens", "Bureaucrat", "Festival", "Library",
                       "Moneylender", "Laboratory", "Harbinger"},
                      {"Market Gold Silver"}));
  all.push_back(entry("four-provincial",
                      {"Cellar", "Chapel", "Market", "Militia", "Gardens", "Bureaucrat", "Festival",
                       "Library", "Moneylender", "Laboratory"},
                      {"Militia Gold Silver"}, "provincial"));
  all.push_back(entry("four-train",
                      {"Cellar", "Chapel", "Market", "Militia", "Gardens", "Bureaucrat", "Festival",
                       "Library", "Moneylender", "Bandit"},
                      {"Militia Gold Silver"}));
  all.push_back(entry("seven",
                      {"Cellar", "Chapel", "Market", "Militia", "Mine", "Moat", "Remodel",
                       "Gardens", "Bureaucrat", "Festival"},
                      {"Mine Gold Silver"}));
  all.push_back(entry("ten", mine, {"Witch Gold Silver"}));
  // Skipped: no strategies, a card file, another player count.
  all.push_back(entry("empty", mine, {}));
  all.push_back(entry("cards", mine, {"Witch Gold Silver"}));
  all.back().card_file = "x.toml";
  all.push_back(entry("three-players", mine, {"Witch Gold Silver"}));
  all.back().players = 3;
  for (size_t i = 0; i < all.size(); ++i) all[i].id = int64_t(i + 1);

  auto names = [](const std::vector<Neighbour>& ns) {
    std::vector<std::string> out;
    for (const Neighbour& n : ns) out.push_back(n.entry->name + ":" + std::to_string(n.shared));
    return out;
  };
  EXPECT_EQ(names(nearest_kingdoms(all, mine, 2, 4, 10)),
            (std::vector<std::string>{"ten:10", "seven:7", "four-train:4", "four-provincial:4"}));
  EXPECT_EQ(names(nearest_kingdoms(all, mine, 2, 3, 10)).back(), "three:3");
  EXPECT_EQ(names(nearest_kingdoms(all, mine, 2, 4, 2)),
            (std::vector<std::string>{"ten:10", "seven:7"}));
  EXPECT_TRUE(nearest_kingdoms(all, mine, 2, 11, 10).empty());
  // Ties between two trained entries: the later one first.
  all.push_back(entry("seven-later",
                      {"Cellar", "Chapel", "Market", "Militia", "Mine", "Moat", "Remodel",
                       "Harbinger", "Vassal", "Bandit"},
                      {"Mine Gold Silver"}));
  all.back().id = 100;
  EXPECT_EQ(names(nearest_kingdoms(all, mine, 2, 7, 10)),
            (std::vector<std::string>{"ten:10", "seven-later:7", "seven:7"}));
}

TEST(WarmStart, TranslationDropsCardsThisKingdomLacks) {
  const GameConfig game = game_config(kingdom_of(kWitchKingdom), 1);
  const MutationSpace space = mutation_space(game);
  DbKingdom from = entry("other", {"Witch", "Laboratory", "Chapel"}, {});
  // Laboratory is not in this kingdom: its entry and its parameter-less rule go; Chapel's
  // parameter stays (Chapel is here) but is clamped into its range.
  DbStrategy s{
      0, "Laboratory×3 Witch×2 Chapel×1 Gold Silver | Duchy≤9 Estate≤2", {}, {}, {}, {}, 0, "x"};
  const PlayParam* keep = nullptr;
  for (const PlayParam* p : space.params)
    if (p->name == "chapel.keep_money") keep = p;
  ASSERT_NE(keep, nullptr);
  s.params = {{"chapel.keep_money", keep->hi + 100}, {"no.such_param", 1}};
  const std::optional<Genome> g = translate_leader(s, from, space);
  ASSERT_TRUE(g);
  EXPECT_EQ(print_menu(g->menu), "Witch×2 Chapel×1 Gold Silver | Duchy≤8 Estate≤2");
  EXPECT_EQ(g->params, (std::map<std::string, double>{{"chapel.keep_money", keep->hi}}));
  // Without Chapel in the menu its parameter goes too.
  s.menu = "Laboratory Witch Gold Silver";
  EXPECT_TRUE(translate_leader(s, from, space)->params.empty());
  // A Colony game's menu in a game without Colonies: Platinum and the Colony thresholds go.
  s.menu = "Platinum Witch×1 Gold Silver | Province≤6 Duchy≤5 Estate≤2";
  s.params.clear();
  const Genome c = *translate_leader(s, from, space);
  EXPECT_EQ(print_menu(c.menu), "Witch×1 Gold Silver | Duchy≤5 Estate≤2");
  EXPECT_EQ(c.menu.province_at, kMenuUnlimited);
  // A 1st-edition entry's card stands for this kingdom's 2nd-edition card of that name.
  const GameConfig tr =
      game_config(kingdom_of({"Throne Room", "Chapel", "Market", "Militia", "Mine", "Moat",
                              "Remodel", "Smithy", "Village", "Witch"}),
                  1);
  from.edition = "1st";
  s.menu = "Throne Room×1 Gold Silver";
  const Genome t = *translate_leader(s, from, mutation_space(tr));
  ASSERT_EQ(t.menu.entries.size(), 3u);
  EXPECT_EQ(t.menu.entries[0].card, Registry::standard().find("Throne Room", Edition::kSecond));
  // A menu naming a card this program lacks is skipped, not an error.
  s.menu = "Nonexistent Card Gold";
  EXPECT_FALSE(translate_leader(s, from, space));
}

TEST(WarmStart, SkipsUsualStartsAndDuplicates) {
  const Kingdom k = kingdom_of(kWitchKingdom);
  const GameConfig game = game_config(k, 1);
  std::vector<DbKingdom> all;
  // Leader 0 is the template itself; leader 1 becomes leader 2 once Laboratory is dropped.
  all.push_back(entry("near",
                      {"Cellar", "Chapel", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy",
                       "Laboratory", "Festival"},
                      {"Gold Silver | Duchy≤4 Estate≤2", "Laboratory Market×2 Gold Silver",
                       "Market×2 Gold Silver", "Smithy×1 Gold Silver", "Mine Gold Silver"}));
  all.back().id = 1;
  WarmStartOptions o;
  o.max_leaders = 4;
  const WarmStart w = make_warm_start(all, k, game, o);
  ASSERT_EQ(w.sources.size(), 1u);
  EXPECT_EQ(w.sources[0].kingdom, "near");
  EXPECT_EQ(w.sources[0].shared, 8);
  EXPECT_EQ(w.sources[0].id, 1);
  EXPECT_EQ(w.sources[0].strategies,
            (std::vector<std::string>{"Market×2 Gold Silver", "Smithy×1 Gold Silver"}));
  EXPECT_EQ(w.genomes.size(), 2u);
  o.min_shared = 9;
  EXPECT_TRUE(make_warm_start(all, k, game, o).empty());
}

TrainConfig tiny(const std::string& out) {
  TrainConfig c;
  c.kingdom = kingdom_of(kWitchKingdom);
  c.kingdom.name = "Test Witch";
  c.game = game_config(c.kingdom, 5);
  c.seed = 5;
  c.params.generations = 3;
  c.params.pool = 8;
  c.params.leaders = 3;
  c.params.test.min_games = 10;
  c.params.test.max_games = 40;
  c.params.final_games = 40;
  c.params.diagnostic_games = 40;
  c.threads = 2;
  c.out_dir = out;
  return c;
}

TEST(WarmStart, TrainingRecordsItsSeedsAndResumesWithThem) {
  TempDir dir("train");
  TrainConfig cold = tiny(dir.file("cold"));
  const RunState c = train(cold);
  const json cj = read_json(dir.file("cold/run.json"));
  EXPECT_FALSE(cj.contains("warm_start"));

  TrainConfig warm = tiny(dir.file("warm"));
  warm.warm_start.genomes = {{parse_menu("Witch×2 Market×1 Gold Silver | Duchy≤3"), {}},
                             {parse_menu("Smithy×2 Gold Silver | Duchy≤5 Estate≤1"), {}}};
  warm.warm_start.sources = {
      {"Somewhere",
       7,
       6,
       {"Witch×2 Market×1 Gold Silver | Duchy≤3", "Smithy×2 Gold Silver | Duchy≤5 Estate≤1"}}};
  const RunState w = train(warm);
  const json wj = read_json(dir.file("warm/run.json"));
  ASSERT_TRUE(wj.contains("warm_start"));
  ASSERT_EQ(wj["warm_start"].size(), 1u);
  EXPECT_EQ(wj["warm_start"][0]["kingdom"], "Somewhere");
  EXPECT_EQ(wj["warm_start"][0]["id"], 7);
  EXPECT_EQ(wj["warm_start"][0]["shared"], 6);
  EXPECT_EQ(wj["warm_start"][0]["strategies"].size(), 2u);
  // The warm starts joined the first generation's opponents: every member played them too.
  EXPECT_GT(w.chambers[0].history[0].games, c.chambers[0].history[0].games);
  // Killed after one generation and resumed without the warm start in the configuration: the
  // checkpoint's is used, so the run ends exactly like the uninterrupted one.
  TrainConfig dies = warm;
  dies.out_dir = dir.file("killed");
  dies.stop_after = 1;
  train(dies);
  TrainConfig rest = tiny(dir.file("killed"));
  rest.resume = true;
  const RunState r = train(rest);
  EXPECT_EQ(r.warm_start, w.warm_start);
  EXPECT_EQ(r.chambers, w.chambers);
  EXPECT_EQ(r.final.leaders, w.final.leaders);

  // A warm start that buys a card this game lacks is a bad configuration.
  TrainConfig bad = tiny("");
  bad.warm_start.genomes = {{parse_menu("Laboratory Gold Silver"), {}}};
  EXPECT_THROW(train(bad), std::invalid_argument);
}

TEST(WarmStart, DbEntryOfARunHasItsFinalLeadersBestFirst) {
  TempDir dir("entry");
  TrainConfig cfg = tiny("");
  cfg.params.generations = 2;
  const RunState st = train(cfg);
  const DbKingdom k = db_entry(st, "/runs/here");
  EXPECT_EQ(k.name, "Test Witch");
  EXPECT_EQ(k.source, "train");
  EXPECT_EQ(k.seed, 5u);
  EXPECT_EQ(k.run_dir, "/runs/here");
  EXPECT_EQ(k.games, st.total_games());
  EXPECT_EQ(k.cards.size(), 10u);
  EXPECT_TRUE(std::is_sorted(k.cards.begin(), k.cards.end()));
  ASSERT_EQ(k.strategies.size(), st.final.leaders.size());
  EXPECT_EQ(k.strategies[0].run_id, st.final.best);
  std::set<std::string> ids;
  for (const DbStrategy& s : k.strategies) {
    ids.insert(s.run_id);
    EXPECT_TRUE(s.rating && s.lo && s.hi);
    EXPECT_LE(*s.lo, *s.rating);
    const LeaderRecord* l = st.leader(s.run_id);
    ASSERT_NE(l, nullptr) << s.run_id;
    EXPECT_EQ(s.menu, print_menu(l->genome.menu));
    EXPECT_EQ(*s.rating, l->rating);
  }
  EXPECT_EQ(ids, std::set<std::string>(st.final.leaders.begin(), st.final.leaders.end()));
  EXPECT_EQ(json::parse(k.params)["generations"], 2);
  EXPECT_EQ(json::parse(k.params)["polish"], cfg.params.polish.rounds);
}

TEST(WarmStart, RunEntryOfRunJsonIsTheDbEntry) {
  TrainConfig cfg = tiny("");
  cfg.params.generations = 2;
  RunState st = train(cfg);
  const json run = run_json(st);
  EXPECT_EQ(run_entry(run, "/runs/here"), db_entry(st, "/runs/here"));
  json unfinished = run;
  unfinished["complete"] = false;
  EXPECT_THROW(run_entry(unfinished, "/x"), std::invalid_argument);
  json broken = run;
  broken.erase("final");
  EXPECT_THROW(run_entry(broken, "/x"), std::invalid_argument);
  // A screened run records its screening both ways (and an unscreened one has none).
  EXPECT_FALSE(json::parse(db_entry(st, "/x").params).contains("screen_games"));
  cfg.params.screen_games = 20;
  st = train(cfg);
  const DbKingdom screened = db_entry(st, "/runs/here");
  EXPECT_EQ(json::parse(screened.params)["screen_games"], 20);
  EXPECT_EQ(run_entry(run_json(st), "/runs/here"), screened);
}

// Two Provincial leaderboards copied into a folder (with a file that is not one).
struct ProvincialFolder {
  TempDir dir{"provincial"};
  std::vector<fs::path> files;
  ProvincialFolder() {
    std::vector<fs::path> all;
    for (const auto& e : fs::directory_iterator(kProvincial))
      if (e.path().extension() == ".txt") all.push_back(e.path());
    std::sort(all.begin(), all.end());
    fs::create_directories(dir.path / "in");
    for (size_t i = 0; i < 2; ++i) {
      files.push_back(dir.path / "in" / all[i].filename());
      fs::copy_file(all[i], files.back());
    }
    std::ofstream(dir.path / "in" / "notes.txt") << "not a leaderboard\n";
  }
  std::string in() const { return (dir.path / "in").string(); }
  std::string db() const { return dir.file("s.db"); }
};

TEST(DbCommand, ImportsProvincialLeaderboards) {
  if (!fs::exists(kProvincial)) GTEST_SKIP() << "no " << kProvincial << " (outside the workspace)";
  ProvincialFolder pf;
  CliRun r = cli({"db", "import-provincial", pf.in(), "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  json j = json::parse(r.out);
  EXPECT_EQ(j["imported"], 2);
  EXPECT_EQ(j["leaders"], 10);
  // Again: nothing new.
  r = cli({"db", "import-provincial", pf.in(), "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["imported"], 0);
  EXPECT_EQ(json::parse(r.out)["skipped"].size(), 2u);

  const std::string text = read_text(pf.files[0]);
  const std::string stem = pf.files[0].stem().string();
  const Kingdom k = parse_provincial_kingdom(text, pf.files[0].string());
  const std::vector<Strategy> leaders = provincial_leaders(text, pf.files[0].string());
  r = cli({"db", "show", stem, "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  j = json::parse(r.out);
  ASSERT_EQ(j["kingdoms"].size(), 1u);
  const json& e = j["kingdoms"][0];
  EXPECT_EQ(e["source"], "provincial");
  EXPECT_EQ(e["cards"], card_names(k));
  EXPECT_EQ(e["colony"], k.colony == Use::kYes);
  ASSERT_EQ(e["strategies"].size(), leaders.size());
  // The stored menus play as Provincial's leaders do (same buy rules).
  for (size_t i = 0; i < leaders.size(); ++i) {
    const Menu m = parse_menu(e["strategies"][i]["menu"].get<std::string>(), Registry::standard(),
                              Edition::kFirst);
    EXPECT_EQ(to_strategy(m, "x", k.colony == Use::kYes).rules, leaders[i].rules) << i;
    EXPECT_TRUE(e["strategies"][i]["rating"].is_null());
  }
  // best: leader 0; by id too.
  r = cli({"db", "best", stem, "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["strategy"]["menu"], e["strategies"][0]["menu"]);
  r = cli({"db", "best", "#" + std::to_string(e["id"].get<int>()), "--db", pf.db()});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), e["strategies"][0]["menu"]);
  // The kingdom file itself finds the entry by its cards.
  r = cli({"db", "show", pf.files[0].string(), "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["kingdoms"].size(), 1u);
  // list
  r = cli({"db", "list", "--db", pf.db()});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("2 kingdoms in"), std::string::npos) << r.out;
  // A kingdom not stored: said so, with the nearest stored ones.
  r = cli({"db", "best", "first-game", "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["found"], false);
  // Bad input: one line, exit 2.
  r = cli({"db", "show", "no-such-kingdom-or-entry", "--db", pf.db()});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("no-such-kingdom-or-entry"), std::string::npos) << r.err;
  r = cli({"db", "import-provincial", pf.dir.file("missing"), "--db", pf.db()});
  EXPECT_EQ(r.code, 2);
  r = cli({"db", "list", "--db", pf.dir.path.string()});  // a folder
  EXPECT_EQ(r.code, 2) << r.err;
}

TEST(DbCommand, TrainRecordsTheRunAndWarmStartsFromTheDatabase) {
  if (!fs::exists(kProvincial)) GTEST_SKIP() << "no " << kProvincial << " (outside the workspace)";
  ProvincialFolder pf;
  ASSERT_EQ(cli({"db", "import-provincial", pf.in(), "--db", pf.db()}).code, 0);
  const std::string stem = pf.files[0].stem().string();
  const std::vector<std::string> small = {
      "--generations",      "1",  "--pool",      "6",      "--leaders",     "2",
      "--max-games",        "20", "--min-games", "10",     "--final-games", "20",
      "--diagnostic-games", "20", "--quiet",     "--json", "--db",          pf.db()};
  // Train the first file's kingdom, warm-started: its own Provincial entry shares all 10 cards.
  std::vector<std::string> args = {"train", pf.files[0].string(), "--out", pf.dir.file("run"),
                                   "--warm-start"};
  args.insert(args.end(), small.begin(), small.end());
  CliRun r = cli(args);
  ASSERT_EQ(r.code, 0) << r.err;
  json j = json::parse(r.out);
  ASSERT_TRUE(j.contains("warm_start"));
  ASSERT_GE(j["warm_start"].size(), 1u);
  EXPECT_EQ(j["warm_start"][0]["kingdom"], stem);
  EXPECT_EQ(j["warm_start"][0]["shared"], 10);
  const json run = read_json(pf.dir.file("run/run.json"));
  EXPECT_EQ(run["warm_start"], j["warm_start"]);
  const std::string html = read_text(pf.dir.file("run/index.html"));
  EXPECT_NE(html.find("Warm start"), std::string::npos);
  // ... and recorded itself.
  ASSERT_TRUE(j.contains("db"));
  const int id = j["db"]["id"].get<int>();
  r = cli({"db", "show", std::to_string(id), "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const json e = json::parse(r.out)["kingdoms"][0];
  EXPECT_EQ(e["source"], "train");
  EXPECT_EQ(e["params"]["warm_start"], true);
  EXPECT_EQ(e["strategies"].size(), run["final"]["leaders"].size());
  EXPECT_EQ(e["strategies"][0]["run_id"], run["final"]["best"]);

  // --no-db records nothing.
  args = {"train", pf.files[1].string(), "--out", pf.dir.file("run2"), "--no-db"};
  args.insert(args.end(), small.begin(), small.end());
  r = cli(args);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_FALSE(json::parse(r.out).contains("db"));
  EXPECT_FALSE(json::parse(r.out).contains("warm_start"));
  StrategyDb db(pf.db());
  EXPECT_EQ(db.kingdoms().size(), 3u);

  // ... until import-run records it, once.
  r = cli({"db", "import-run", pf.dir.file("run2"), "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["imported"], 1);
  EXPECT_EQ(db.kingdoms().size(), 4u);
  EXPECT_EQ(db.kingdoms().back().name, pf.files[1].stem().string());
  EXPECT_EQ(db.kingdoms().back().strategies.front().run_id,
            read_json(pf.dir.file("run2/run.json"))["final"]["best"]);
  r = cli({"db", "import-run", pf.dir.file("run2"), pf.dir.file("run"), "--db", pf.db(), "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["imported"], 0);  // both recorded already
  EXPECT_EQ(json::parse(r.out)["skipped"].size(), 2u);
  r = cli({"db", "import-run", pf.in(), "--db", pf.db()});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("no run.json"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace kl

// kingdomlab design: a tiny card design experiment runs, is deterministic, resumes, compares.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "cards/registry.h"
#include "evolution/arena/diagnostics.h"
#include "evolution/arena/pairing.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/menu.h"
#include "evolution/strategy/strategy_text.h"
#include "reports/design_report.h"
#include "tests/temp_dir.h"
#include "tools/cli.h"
#include "tools/design.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

using test::TempDir;

struct Result {
  int code;
  std::string out, err;
};

Result cli(std::vector<std::string> args) {
  std::vector<const char*> argv{"kingdomlab"};
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  const int code = run_cli(int(argv.size()), argv.data(), out, err);
  Registry::reset_program();
  return {code, out.str(), err.str()};
}

// A tiny experiment: 3 kingdoms, 2 generations, pool 8, few games.
std::vector<std::string> tiny(const std::string& card, const fs::path& out) {
  return {"design",      card, "--kingdoms",    "3",     "--generations",      "2",
          "--pool",      "8",  "--seed",        "7",     "--min-games",        "4",
          "--max-games", "12", "--final-games", "20",    "--diagnostic-games", "20",
          "--threads",   "2",  "--quiet",       "--out", out.string()};
}

json read(const fs::path& p) {
  std::ifstream f(p);
  return json::parse(f);
}

// The parts of design.json that do not depend on timing.
json stable(json d) {
  d.erase("seconds");
  for (json* rows : {&d["kingdoms"], d.contains("compare") ? &d["compare"]["kingdoms"] : nullptr})
    if (rows)
      for (json& r : *rows) r.erase("seconds"), r.erase("skipped");
  return d;
}

TEST(Design, RunsWritesDeterministicAndResumes) {
  TempDir a("a"), b("b");
  Result r = cli(tiny("Witch", a.path));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Witch bought by a top-3 strategy in"), std::string::npos) << r.out;
  ASSERT_TRUE(fs::exists(a.path / "design.json"));
  ASSERT_TRUE(fs::exists(a.path / "index.html"));
  const json d = read(a.path / "design.json");
  ASSERT_EQ(d["kingdoms"].size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    const json& k = d["kingdoms"][i];
    EXPECT_EQ(k["cards"].size(), 10u);
    EXPECT_NE(std::find(k["cards"].begin(), k["cards"].end(), json("Witch")), k["cards"].end());
    EXPECT_TRUE(fs::exists(a.path / k["dir"].get<std::string>() / "index.html"));
    EXPECT_FALSE(k["skipped"].get<bool>());
  }
  // Different kingdoms for different indices.
  EXPECT_NE(d["kingdoms"][0]["cards"], d["kingdoms"][1]["cards"]);
  const json& h = d["headline"];
  EXPECT_EQ(h["kingdoms"], 3);
  EXPECT_LE(h["lo"].get<double>(), h["fraction"].get<double>());
  EXPECT_GE(h["hi"].get<double>(), h["fraction"].get<double>());
  std::ifstream html(a.path / "index.html");
  const std::string page((std::istreambuf_iterator<char>(html)), {});
  EXPECT_NE(page.find("href=\"k00/index.html\""), std::string::npos);
  EXPECT_NE(page.find("Witch"), std::string::npos);
  // The card's text and the verdict, in the output, design.json and the report.
  EXPECT_EQ(d["card_text"], design_card_text(*Registry::standard().find("Witch")));
  EXPECT_EQ(d["verdict"], design_verdict(h));
  EXPECT_NE(r.out.find("Verdict: " + d["verdict"].get<std::string>()), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(d["card_text"].get<std::string>()), std::string::npos) << r.out;
  EXPECT_NE(page.find("id=\"verdict\""), std::string::npos);
  EXPECT_NE(page.find(d["verdict"].get<std::string>()), std::string::npos);
  EXPECT_NE(page.find("+2 Cards. Each other player gains a Curse."), std::string::npos);

  // The same seed gives the same experiment.
  r = cli(tiny("Witch", b.path));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(stable(read(b.path / "design.json")), stable(d));

  // A second run in the same folder skips every finished kingdom and reports the same.
  r = cli(tiny("Witch", a.path));
  ASSERT_EQ(r.code, 0) << r.err;
  const json again = read(a.path / "design.json");
  for (const json& k : again["kingdoms"]) EXPECT_TRUE(k["skipped"].get<bool>());
  EXPECT_EQ(stable(again), stable(d));

  // JSON output.
  std::vector<std::string> args = tiny("Witch", a.path);
  args.push_back("--json");
  r = cli(args);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["headline"], d["headline"]);
  EXPECT_EQ(json::parse(r.out)["verdict"], d["verdict"]);
  EXPECT_EQ(json::parse(r.out)["card_text"], d["card_text"]);
}

TEST(Design, CompareProducesBothColumns) {
  TempDir a("cmp");
  fs::create_directories(a.path);
  const fs::path cards = a.path / "witch8.toml";
  std::ofstream(cards) << "[override.Witch]\ncost = 8\n";
  std::vector<std::string> args = tiny("Witch", a.path / "exp");
  args.insert(args.end(), {"--compare", cards.string()});
  Result r = cli(args);
  ASSERT_EQ(r.code, 0) << r.err;
  const json d = read(a.path / "exp" / "design.json");
  ASSERT_TRUE(d.contains("compare"));
  EXPECT_EQ(d["compare"]["kingdoms"].size(), 3u);
  EXPECT_EQ(d["cost"], 5);
  EXPECT_EQ(d["compare"]["cost"], 8);
  // The same kingdoms, trained with the override: run.json shows Witch at $8.
  for (size_t i = 0; i < 3; ++i)
    EXPECT_EQ(d["compare"]["kingdoms"][i]["cards"], d["kingdoms"][i]["cards"]);
  const json run = read(a.path / "exp" / "compare" / "k00" / "run.json");
  EXPECT_EQ(run["cards"]["Witch"]["cost"], 8);
  const json base = read(a.path / "exp" / "k00" / "run.json");
  EXPECT_EQ(base["cards"]["Witch"]["cost"], 5);
  const json& df = d["compare"]["difference"];
  EXPECT_LE(df["lo"].get<double>(), df["value"].get<double>());
  EXPECT_GE(df["hi"].get<double>(), df["value"].get<double>());
  EXPECT_NE(r.out.find("difference:"), std::string::npos) << r.out;
  // The changed card's text and its own verdict.
  EXPECT_NE(d["compare"]["card_text"].get<std::string>().find("$8"), std::string::npos);
  EXPECT_EQ(d["compare"]["verdict"], design_verdict(d["compare"]["headline"]));
  // The program's cards are put back afterwards.
  EXPECT_EQ(Registry::standard().find("Witch")->cost, 5);
  std::ifstream html(a.path / "exp" / "index.html");
  const std::string page((std::istreambuf_iterator<char>(html)), {});
  EXPECT_NE(page.find("compare/k00/index.html"), std::string::npos);
}

TEST(Design, CustomCardFromCardFile) {
  TempDir a("custom");
  fs::create_directories(a.path);
  const fs::path cards = a.path / "sv.toml";
  std::ofstream(cards) << "[card.\"Super Village\"]\ncost = 3\ntypes = [\"Action\"]\ncards = 2\n"
                          "actions = 2\n";
  std::vector<std::string> args = tiny("Super Village", a.path / "exp");
  args[3] = "1";  // --kingdoms
  args.insert(args.begin(), {"--cards", cards.string()});
  Result r = cli(args);
  ASSERT_EQ(r.code, 0) << r.err;
  const json d = read(a.path / "exp" / "design.json");
  EXPECT_EQ(d["card"], "Super Village");
  const json& k = d["kingdoms"][0]["cards"];
  EXPECT_NE(std::find(k.begin(), k.end(), json("Super Village")), k.end());
}

// A kingdom where Workshop's gain falls back to Smithy: the only $4 card, the others cost $5.
Kingdom fallback_kingdom() {
  const Registry& reg = Registry::standard();
  Kingdom k;
  k.name = "Workshop falls back to Smithy";
  for (const char* n : {"Council Room", "Festival", "Laboratory", "Library", "Market", "Mine",
                        "Sentry", "Smithy", "Witch", "Workshop"})
    k.cards.push_back(reg.find(n, Edition::kSecond));
  k.colony = Use::kNo;
  k.shelters = Use::kNo;
  k.players = 2;
  return k;
}

// A finished run's data as analyse_design_run reads it: one final leader playing `menu`, with
// the rating games' `bought` from a real pairing and its diagnostics from real games.
json one_leader_run(const std::string& menu, const std::string& card) {
  const Kingdom k = fallback_kingdom();
  const GameConfig g = game_config(k, 1);
  const Strategy me = to_strategy(parse_menu(menu), menu, false);
  const Strategy money = to_strategy(parse_menu("Gold Silver"), "money", false);
  SequentialTest t;
  t.min_games = t.max_games = 200;
  const PairingResult p = play_pairing(me, money, g, 7, t);
  State s;
  s.setup(g, 7, 0);
  const double rated = double(p.chose[0][s.find(card)]) / double(p.games);
  json run;
  run["kingdom"]["cards"] = json::array();
  for (const CardDef* c : k.cards) run["kingdom"]["cards"].push_back(c->name);
  run["games"] = p.games;
  run["seconds"] = 0.0;
  run["final"]["leaders"] = {"L0"};
  run["chambers"] = {
      {{"generations",
        {{{"leaders", {{{"id", "L0"}, {"menu", menu}, {"bought", {{card, rated}}}}}}}}}}};
  run["diagnostics"]["L0"] = diagnostics_json(measure_diagnostics(me, {&money}, g, 9, 400, 2));
  return run;
}

// "Bought" counts what the strategy chose, not what a gainer took because its rules picked
// nothing: a Workshop strategy without Smithy in its rules gains Smithies all game long.
TEST(Design, FallbackGainsAreNotChoices) {
  const json gainer = one_leader_run("Gold Workshop×2", "Smithy");
  // The rating games count the fallback Smithies (the old measure): the card looked bought.
  ASSERT_GE(gainer["chambers"][0]["generations"][0]["leaders"][0]["bought"]["Smithy"].get<double>(),
            kDesignBoughtShare);
  ASSERT_GT(gainer["diagnostics"]["L0"]["gains_per_game"]["Smithy"].get<double>(), 1.0);
  const json r = analyse_design_run(gainer, "Smithy");
  EXPECT_FALSE(r["bought"].get<bool>()) << r.dump();
  EXPECT_EQ(r["buyers"], 0);
  EXPECT_EQ(r["share"].get<double>(), 0.0);
  EXPECT_EQ(r["copies"].get<double>(), 0.0);
  EXPECT_TRUE(r["first_turn"].is_null());
  // Its Workshops, which the rules did choose, count.
  const json w = analyse_design_run(gainer, "Workshop");
  EXPECT_TRUE(w["bought"].get<bool>()) << w.dump();
  EXPECT_GT(w["copies"].get<double>(), 1.0);

  // A strategy whose rules name Smithy buys it, and its copies are what it chose.
  const json chooser = one_leader_run("Gold Smithy×2 Silver", "Smithy");
  const json c = analyse_design_run(chooser, "Smithy");
  EXPECT_TRUE(c["bought"].get<bool>()) << c.dump();
  EXPECT_GT(c["share"].get<double>(), 0.9);
  EXPECT_GT(c["copies"].get<double>(), 1.5);
  EXPECT_LE(c["copies"].get<double>(), 2.0);
  EXPECT_GT(c["first_turn"].get<double>(), 0.9);
}

TEST(Design, VerdictFollowsTheInterval) {
  auto v = [](double lo, double hi) { return design_verdict({{"lo", lo}, {"hi", hi}}); };
  EXPECT_NE(v(0.0, 0.1).find("rarely"), std::string::npos);
  EXPECT_NE(v(0.9, 1.0).find("almost everywhere"), std::string::npos);
  EXPECT_NE(v(0.6, 0.9).find("most kingdoms"), std::string::npos);
  EXPECT_NE(v(0.1, 0.4).find("minority"), std::string::npos);
  EXPECT_NE(v(0.3, 0.7).find("not clear yet"), std::string::npos);
  EXPECT_NE(v(0.2, 0.95).find("not clear yet"), std::string::npos);
  // Each band its own line.
  EXPECT_NE(v(0.0, 0.1), v(0.1, 0.4));
  EXPECT_NE(v(0.6, 0.9), v(0.9, 1.0));
}

TEST(Design, CardText) {
  const Registry& reg = Registry::standard();
  EXPECT_EQ(design_card_text(*reg.find("Laboratory")),
            "Laboratory \u2014 Action, $5: +2 Cards +1 Action.");
  EXPECT_EQ(design_card_text(*reg.find("Witch")),
            "Witch \u2014 Action-Attack, $5: +2 Cards. Each other player gains a Curse.");
  // A new cost keeps the printed text; other changes describe what the card now plays.
  Registry changed = Registry::built_in();
  CardDef& witch = *changed.find_all("Witch").front();
  witch.cost = 8;
  EXPECT_EQ(design_card_text(witch),
            "Witch \u2014 Action-Attack, $8: +2 Cards. Each other player gains a Curse.");
  witch.plus_cards = 3;
  EXPECT_EQ(design_card_text(witch),
            "Witch \u2014 Action-Attack, $8: +3 Cards, then its own effect.");
  CardDef& smithy = *changed.find_all("Smithy").front();
  smithy.plus_cards = 4;
  EXPECT_EQ(design_card_text(smithy), "Smithy \u2014 Action, $4: +4 Cards.");
  // Custom cards: blank, and a copy of Witch with other bonuses.
  CardDef village;
  village.name = "Super Village";
  village.types = kAction;
  village.cost = 3;
  village.plus_cards = 2;
  village.plus_actions = 2;
  EXPECT_EQ(design_card_text(village), "Super Village \u2014 Action, $3: +2 Cards, +2 Actions.");
  CardDef hex = *reg.find("Witch");
  hex.name = "Hex";
  hex.effect_of = "Witch";
  hex.cost = 4;
  hex.plus_cards = 1;
  EXPECT_EQ(design_card_text(hex),
            "Hex \u2014 Action-Attack, $4: +1 Card, then the effect of Witch.");
  hex.plus_cards = 2;  // Witch's bonuses again: Witch's text
  EXPECT_EQ(design_card_text(hex),
            "Hex \u2014 Action-Attack, $4: +2 Cards. Each other player gains a Curse.");
}

TEST(Design, BadInput) {
  TempDir a("bad");
  Result r = cli(tiny("Wtich", a.path));
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("Witch"), std::string::npos) << r.err;  // did you mean
  EXPECT_FALSE(fs::exists(a.path / "design.json"));
  r = cli(tiny("Province", a.path));
  EXPECT_EQ(r.code, 2) << r.err;
  std::vector<std::string> args = tiny("Witch", a.path);
  args.insert(args.end(), {"--compare", (a.path / "missing.toml").string()});
  r = cli(args);
  EXPECT_EQ(r.code, 2) << r.err;
}

TEST(Design, ReportRejectsBadData) {
  EXPECT_THROW(render_design_report(json::object()), std::invalid_argument);
}

}  // namespace
}  // namespace kl

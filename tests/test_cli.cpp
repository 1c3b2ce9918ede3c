// The command line: bad input ends with a one-line error and exit code 2; output is parseable.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cards/registry.h"
#include "evolution/io/run_data.h"
#include "evolution/player/card_ai.h"
#include "evolution/strategy/strategy_text.h"
#include "tests/cli_runner.h"
#include "tools/resolve.h"

namespace kl {
namespace {

using test::cli;
using test::CliRun;

void expect_usage_error(const std::vector<std::string>& args, const std::string& mention) {
  const CliRun r = cli(args);
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_NE(r.err.find(mention), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << "one line: " << r.err;
}

TEST(Cli, BadInputIsExitCode2WithOneLine) {
  expect_usage_error({"match", "Big Money", "Nonsense Bot"}, "Nonsense Bot");
  expect_usage_error({"match", "Big Money", "Big Money", "--players", "7"}, "players");
  expect_usage_error({"match", "Big Money", "Big Money", "--players", "1"}, "players");
  expect_usage_error({"match", "Big Money", "Big Money", "--games", "0"}, "games");
  expect_usage_error({"match", "Big Money"}, "two strategies");
  expect_usage_error({"match", "Big Money", "Witch", "Smithy"}, "do not fit 2 seats");
  expect_usage_error({"frobnicate"}, "frobnicate");
  expect_usage_error({"train", "first-game", "--final-games", "500", "--final-min-games", "600"},
                     "--final-min-games");
  expect_usage_error({"train", "first-game", "--final-min-games", "1"}, "--final-min-games");
  expect_usage_error({"match", "Big Money", "Big Money", "--games", "ten"}, "games");
  expect_usage_error({"match", "Big Mony", "Witch"}, "did you mean the bot \"Big Money\"?");
  EXPECT_EQ(cli({"match", "Big Money", "witch", "-n", "20"}).code, 0);  // names ignore case
  // A long bad menu: what is wrong (with the suggestion) first, the echoed input cut.
  std::string menu;
  for (int i = 0; i < 20; ++i) menu += "Gold Silver ";
  const CliRun r = cli({"match", menu + "Sliver", "Big Money"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.err.rfind("kingdomlab: error: unknown card \"Sliver\" (did you mean \"Silver\"?)", 0),
            0u)
      << r.err;
  EXPECT_LT(r.err.size(), 300u) << r.err;
  EXPECT_NE(r.err.find("\"Gold Silver Gold Silver Gold Silver Gold... (246 bytes)\""),
            std::string::npos)
      << r.err;
}

TEST(Cli, HelpExplainsEveryCommand) {
  const CliRun r = cli({"--help"});
  EXPECT_EQ(r.code, 0);
  for (const char* cmd : {"match", "bench"}) EXPECT_NE(r.out.find(cmd), std::string::npos) << cmd;
  const CliRun m = cli({"match", "--help"});
  EXPECT_EQ(m.code, 0);
  EXPECT_NE(m.out.find("--players"), std::string::npos) << m.out;
}

TEST(Cli, MatchJsonIsParseableAndConsistent) {
  const CliRun r =
      cli({"match", "Big Money", "Big Money Duchy", "--games", "400", "--json", "--threads", "2"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["games"], 400);
  ASSERT_EQ(j["strategies"].size(), 2u);
  const auto& a = j["strategies"][0];
  EXPECT_EQ(a["name"], "Big Money");
  EXPECT_EQ(a["wins"]["count"].get<int>() + a["losses"]["count"].get<int>() +
                a["ties"]["count"].get<int>(),
            400);
  EXPECT_LE(a["wins"]["lo"].get<double>(), a["wins"]["rate"].get<double>());
  EXPECT_GE(a["wins"]["hi"].get<double>(), a["wins"]["rate"].get<double>());
  // Same output with one thread.
  const CliRun one =
      cli({"match", "Big Money", "Big Money Duchy", "--games", "400", "--json", "--threads", "1"});
  const nlohmann::json j1 = nlohmann::json::parse(one.out);
  EXPECT_EQ(j1["signature"], j["signature"]);
  EXPECT_EQ(j1["strategies"], j["strategies"]);
}

TEST(Cli, MatchTextNamesEveryStrategyAndEndReason) {
  const CliRun r =
      cli({"match", "Big Money", "Big Money Duchy", "--games", "200", "--players", "3"});
  ASSERT_EQ(r.code, 0) << r.err;
  for (const char* s :
       {"Big Money Duchy", "wins", "provinces", "piles", "turn cap", "seat 3", "games/s"})
    EXPECT_NE(r.out.find(s), std::string::npos) << s << "\n" << r.out;
  // Two strategies in three seats: the first sits in two of them, and a note says so.
  EXPECT_NE(r.err.find("each game seats Big Money 2, Big Money Duchy 1"), std::string::npos)
      << r.err;
  const CliRun even = cli({"match", "Big Money", "Witch", "-n", "20"});
  EXPECT_EQ(even.err.find("cyclically"), std::string::npos) << even.err;
}

TEST(Cli, BenchPrintsSignature) {
  const CliRun r = cli({"bench", "--games", "200", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["signature"].get<std::string>().size(), 16u);
  EXPECT_GE(j["cases"].size(), 3u);
  // The strategy player's cost: both loops ran, and the overhead is their time ratio.
  const double player = j["strategy_player_big_money_games_per_second"].get<double>();
  const double hard = j["hard_coded_big_money_games_per_second"].get<double>();
  EXPECT_GT(player, 0);
  EXPECT_GT(hard, 0);
  EXPECT_NEAR(j["strategy_player_overhead"].get<double>(), hard / player - 1, 1e-9);
  // ... and they played the same games, so the difference is the rule interpreter's cost.
  EXPECT_TRUE(j["strategy_player_same_games"].get<bool>());
}

TEST(Cli, BenchCheckComparesTheSignature) {
  const CliRun r = cli({"bench", "--games", "20", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string sig = nlohmann::json::parse(r.out)["signature"];
  const CliRun same = cli({"bench", "--games", "20", "--expect", sig});
  EXPECT_EQ(same.code, 0) << same.err;
  EXPECT_NE(same.out.find("check: the signature is the expected one"), std::string::npos);
  std::string other = sig;
  other[0] = other[0] == '0' ? '1' : '0';
  const CliRun differs = cli({"bench", "--games", "20", "--expect", other, "--json"});
  EXPECT_EQ(differs.code, 1);
  EXPECT_NE(differs.err.find("differs from the expected " + other), std::string::npos)
      << differs.err;
  EXPECT_FALSE(nlohmann::json::parse(differs.out)["check"]["ok"].get<bool>());
  // The committed signature is for the default game count only.
  expect_usage_error({"bench", "--games", "20", "--check"}, "--expect");
  expect_usage_error({"bench", "--games", "20", "--expect", "xyz"}, "16 hex digits");
}

// Output of a shell command, and whether it succeeded.
std::pair<std::string, bool> shell(const std::string& command) {
  std::string out;
  FILE* p = popen(command.c_str(), "r");
  if (!p) return {"", false};
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
  return {out, pclose(p) == 0};
}

// The first 16-hex-digit signature of a "Bench: " line in text, or "".
std::string bench_line(const std::string& text) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("Bench: ", 0) == 0 && line.size() >= 23) {
      const std::string sig = line.substr(7, 16);
      if (sig.find_first_not_of("0123456789abcdef") == std::string::npos) return sig;
    }
  return "";
}

TEST(Cli, CommittedBenchSignatureIsAnnouncedInItsCommit) {
  // ctest's bench_signature test holds the program to tools/bench_signature; this one holds the
  // file to the convention: the commit that last changed it says "Bench: <its value>".
  const std::string dir = KL_SOURCE_DIR;
  const auto [log, in_git] = shell(fmt::format(
      "git -C '{}' log -n 1 --format=%H%n%B -- tools/bench_signature 2>/dev/null", dir));
  if (!in_git || log.empty())
    GTEST_SKIP() << "no git history of tools/bench_signature (not a checkout, or shallow)";
  const std::string commit = log.substr(0, log.find('\n'));
  const auto [file, found] =
      shell(fmt::format("git -C '{}' show {}:tools/bench_signature", dir, commit));
  ASSERT_TRUE(found) << commit;
  std::string value;
  std::istringstream in(file);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') value = line;
  EXPECT_EQ(value.size(), 16u) << file;
  EXPECT_EQ(bench_line(log), value)
      << "commit " << commit << " changed tools/bench_signature to " << value
      << " without a \"Bench: " << value << " (...)\" line in its message";
}

}  // namespace
}  // namespace kl

namespace kl {
namespace {

TEST(Cli, CardsListsEveryBaseCardWithEdition) {
  const CliRun r = cli({"cards", "--set", "base", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  // 26 cards of the 2nd edition (incl. unchanged ones) + 6 removed 1st-edition cards, with
  // Throne Room, Moneylender and Mine listed once per edition.
  EXPECT_EQ(j.size(), 35u);
  int throne = 0;
  for (const auto& c : j) {
    EXPECT_EQ(c["set"], "Base");
    if (c["name"] == "Throne Room") ++throne;
    if (c["name"] == "Witch") {
      EXPECT_EQ(c["cost"], 5);
      EXPECT_EQ(c["types"], "Action-Attack");
      EXPECT_EQ(c["edition"], "both");
    }
    if (c["name"] == "Feast") {
      EXPECT_EQ(c["edition"], "1st");
    }
  }
  EXPECT_EQ(throne, 2);
  expect_usage_error({"cards", "--set", "Nonesuch"}, "Nonesuch");
  const CliRun text = cli({"cards"});
  EXPECT_NE(text.out.find("Province"), std::string::npos);
  // Prosperity: 34 cards; Hoard and Mint have a definition per edition.
  const CliRun prosperity = cli({"cards", "--set", "Prosperity"});
  ASSERT_EQ(prosperity.code, 0) << prosperity.err;
  EXPECT_NE(prosperity.out.find("\n34 cards (36 definitions: 2 of them in a 1st- and a 2nd-edition "
                                "version)\n"),
            std::string::npos)
      << prosperity.out;
  EXPECT_NE(prosperity.out.find("\nWorker's Village Prosperity both"), std::string::npos)
      << prosperity.out;
}

}  // namespace
}  // namespace kl

namespace kl {
namespace {

TEST(Cli, MatchBuildsTheKingdomFromTheStrategies) {
  // Witch must be in the Supply when a Witch bot plays: it then crushes Big Money Duchy.
  const CliRun r = cli({"match", "Witch", "Big Money Duchy", "-n", "1000", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_GT(j["margin"]["mean"].get<double>(), 0.7);
}

// Young Witch brings a Bane pile: a match without a kingdom draws one by the official rule (an
// 11th Supply pile costing $2 or $3), the same for the same seed.
TEST(Cli, MatchWithoutAKingdomDrawsYoungWitchsBane) {
  const Strategy yw = resolve_strategies("Young Witch").at(0);
  const GameConfig cfg = game_for({&yw, &yw}, 2, "", 7);
  ASSERT_EQ(cfg.card_piles.size(), 1u);
  EXPECT_EQ(cfg.card_piles[0].first->name, "Young Witch");
  const CardDef* bane = cfg.card_piles[0].second;
  EXPECT_TRUE(bane->cost == 2 || bane->cost == 3) << bane->name;
  State s;
  s.setup(cfg, 7, 0);
  EXPECT_NE(s.find(bane), kNoCard);
  EXPECT_EQ(game_for({&yw, &yw}, 2, "", 7).card_piles[0].second, bane);
  const Strategy bm = resolve_strategies("Big Money").at(0);
  EXPECT_TRUE(game_for({&bm, &bm}, 2, "", 7).card_piles.empty());
}

TEST(Cli, MatchWithAPresetKingdomNotesMissingCards) {
  const CliRun r = cli({"match", "Witch", "Smithy", "--kingdom", "first-game", "-n", "200"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("Witch is not in First Game"), std::string::npos) << r.err;
  expect_usage_error({"match", "Witch", "Smithy", "--kingdom", "no-such-kingdom"},
                     "no-such-kingdom");
}

TEST(Cli, MatchAcceptsMenusAndStrategyFiles) {
  const std::string path = ::testing::TempDir() + "/two.strategy";
  {
    std::ofstream f(path);
    f << "strategy \"Lab\" menu Laboratory Gold Silver | Duchy≤4 Estate≤2\n"
         "strategy \"Money\"\n  buy Province\n  buy Gold\n  buy Silver\nend\n";
  }
  const CliRun r = cli(
      {"match", path + ":Lab", "Witch×2 Gold Silver | Duchy≤4 Estate≤2", "-n", "400", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["strategies"][0]["name"], "Lab");
  EXPECT_LT(j["margin"]["mean"].get<double>(), 0);        // Laboratory-BM loses to double Witch
  const CliRun both = cli({"match", path, "-n", "200"});  // both strategies of the file
  EXPECT_EQ(both.code, 0) << both.err;
  expect_usage_error({"match", path + ":Nope", "Witch"}, "Nope");
  expect_usage_error({"match", "Witch×2 Gld Silver", "Witch"}, "Gld");
}

TEST(Cli, AOneLineMenuWithColonyIsAColonyMenu) {
  // As `db best` prints a Colony kingdom's leader: the same as "colony menu" in a file.
  const std::string menu = "Platinum Gold Silver | Province≤4 Duchy≤3 Estate≤2";
  const std::string path = ::testing::TempDir() + "/colony-one-line.strategy";
  {
    std::ofstream f(path);
    f << "strategy \"C\" colony menu " << menu << "\n";
  }
  Strategy resolved = resolve_strategies("colony " + menu).at(0);
  resolved.name = "C";
  EXPECT_EQ(resolved, load_strategies(path).at(0));
  Strategy plain = resolve_strategies(menu).at(0);
  plain.name = "C";
  EXPECT_NE(plain, resolved);  // without "colony": no Colony rules
}

// A leader copied as one line (run.json "line", the report, db best) plays exactly like its full
// text (run.json "strategy"), play parameters included; without them it plays differently.
TEST(Cli, ACopiedMenuLinePlaysExactlyLikeTheFullText) {
  const Registry& reg = Registry::standard();
  Genome g{parse_menu("Chapel×1 Laboratory×3 Gold Silver×2 | Duchy≤4 Estate≤2", reg), {}};
  const PlayParam* keep = nullptr;
  for (const PlayParam& p : play_params())
    if (p.name == "chapel.keep_money") keep = &p;
  ASSERT_NE(keep, nullptr);
  g.params[keep->name] = keep->hi;  // trashes very little: plays visibly unlike the default
  LeaderRecord l;
  l.id = "c0-g9-l0";
  l.genome = g;
  RunState st;
  st.chambers.push_back(ChamberState{});
  st.chambers[0].history.push_back(GenerationRecord{1, 0, {l}});
  const nlohmann::json run = run_json(st);
  const nlohmann::json& leader = run["chambers"][0]["generations"][0]["leaders"][0];
  const std::string line = leader["line"];
  EXPECT_NE(line.find(keep->name), std::string::npos) << line;
  const std::string path = ::testing::TempDir() + "/copied-line.strategy";
  {
    std::ofstream f(path);
    f << leader["strategy"].get<std::string>();
  }
  auto signature = [](const std::string& strategy) {
    const CliRun r =
        cli({"match", strategy, "Big Money", "-k", "big-money-1e", "-n", "400", "--json"});
    EXPECT_EQ(r.code, 0) << r.err;
    return nlohmann::json::parse(r.out)["signature"];
  };
  EXPECT_EQ(signature(line), signature(path));
  EXPECT_NE(signature(leader["menu"].get<std::string>()), signature(path));
}

TEST(Cli, AMenuWithAKingdomReadsInItsEditionAndColony) {
  // A leader's menu as reports print it (no "colony ", no edition), played with -k: it must be
  // the strategy of the run, which was 1st edition (Moneylender) with Colony.
  const std::string kingdom = ::testing::TempDir() + "/colony-1e.toml";
  {
    std::ofstream f(kingdom);
    f << "name = \"Colony 1e\"\nedition = 1\ncolony = \"yes\"\ncards = [\"Moneylender\", "
         "\"Laboratory\", \"Village\", \"Smithy\", \"Witch\", \"Militia\", \"Market\", "
         "\"Festival\", \"Library\", \"Mine\"]\n";
  }
  const std::string menu = "Platinum Moneylender×1 Gold Silver | Colony≤8 Province≤3 Duchy≤2";
  const std::string path = ::testing::TempDir() + "/colony-1e.strategy";
  {
    std::ofstream f(path);
    f << "edition first\nstrategy \"M\" colony menu " << menu << "\n";
  }
  const StrategyContext game{Edition::kFirst, true};
  Strategy in_game = resolve_strategies(menu, &game).at(0);
  in_game.name = "M";
  EXPECT_EQ(in_game, load_strategies(path).at(0));
  Strategy bare = resolve_strategies(menu).at(0);  // no game: 2nd edition, no Colony
  bare.name = "M";
  EXPECT_NE(bare, in_game);
  // Through match -k: the same games as the file.
  const CliRun a = cli({"match", "-k", kingdom, menu, "Big Money", "-n", "200", "--json"});
  ASSERT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.err, "");  // no "Moneylender is not in Colony 1e"
  const CliRun b = cli({"match", "-k", kingdom, path, "Big Money", "-n", "200", "--json"});
  ASSERT_EQ(b.code, 0) << b.err;
  EXPECT_EQ(nlohmann::json::parse(a.out)["signature"], nlohmann::json::parse(b.out)["signature"]);
}

TEST(Cli, AStrategyFileWithoutAnEditionReadsInTheKingdomsEdition) {
  // A trained leader printed without an edition line (none of its cards needed one), then edited
  // by hand to buy a card printed in both editions: with -k of a 1st-edition kingdom, the card
  // is the kingdom's, not the 2nd edition's (which would never be bought).
  const std::string kingdom = ::testing::TempDir() + "/money-1e.toml";
  {
    std::ofstream f(kingdom);
    f << "name = \"Money 1e\"\nedition = 1\ncards = [\"Moneylender\", \"Laboratory\", "
         "\"Village\", \"Smithy\", \"Witch\", \"Militia\", \"Market\", \"Festival\", "
         "\"Library\", \"Mine\"]\n";
  }
  const std::string path = ::testing::TempDir() + "/no-edition.strategy";
  {
    std::ofstream f(path);
    f << "strategy \"M\"\n  buy Province\n  buy Gold\n  buy Moneylender if count(Moneylender) < "
         "1\n  buy Silver\nend\n";
  }
  const StrategyContext first{Edition::kFirst, false};
  const Strategy in_game = resolve_strategies(path, &first).at(0);
  EXPECT_EQ(in_game.rules.at(2).card, Registry::standard().find("Moneylender", Edition::kFirst));
  EXPECT_EQ(resolve_strategies(path).at(0).rules.at(2).card,
            Registry::standard().find("Moneylender", Edition::kSecond));
  const CliRun a = cli({"match", "-k", kingdom, path, "Big Money", "-n", "200", "--json"});
  ASSERT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.err, "");  // no "Moneylender is not in Money 1e"
  // An explicit edition line still wins.
  {
    std::ofstream f(path);
    f << "edition second\nstrategy \"M\"\n  buy Moneylender\nend\n";
  }
  EXPECT_EQ(resolve_strategies(path, &first).at(0).rules.at(0).card,
            Registry::standard().find("Moneylender", Edition::kSecond));
}

TEST(Cli, MatchAcceptsAProvincialStringLikeAFileLine) {
  // A leaderboard line pasted as it is plays exactly as the same line in a strategy file.
  const std::string line = "e2-d4-p8-gold@99|smithy@1|silver@99";
  const std::string path = ::testing::TempDir() + "/provincial.strategy";
  {
    std::ofstream f(path);
    f << "strategy \"Imported\" provincial " << line << "\n";
  }
  // The same strategy (rules, no last-card guard), named by the line itself.
  Strategy resolved = resolve_strategies(line).at(0);
  EXPECT_EQ(resolved.name, line);
  resolved.name = "Imported";
  EXPECT_EQ(resolved, load_strategies(path).at(0));
  EXPECT_FALSE(resolved.guard_last_card);
  const CliRun bare = cli({"match", line, "Big Money", "-n", "400", "--json"});
  ASSERT_EQ(bare.code, 0) << bare.err;
  const CliRun file = cli({"match", path, "Big Money", "-n", "400", "--json"});
  ASSERT_EQ(file.code, 0) << file.err;
  nlohmann::json a = nlohmann::json::parse(bare.out), b = nlohmann::json::parse(file.out);
  EXPECT_EQ(a["strategies"][0]["name"], line);
  EXPECT_EQ(a["signature"], b["signature"]);
  EXPECT_EQ(a["strategies"][0]["wins"], b["strategies"][0]["wins"]);
  EXPECT_GT(a["margin"]["mean"].get<double>(), 0.3);  // Smithy-BM beats Big Money
  // With "colony" the Colony comes first: games get longer than without it.
  const CliRun colony = cli({"match", "colony " + line, "Big Money", "-n", "200", "--json"});
  ASSERT_EQ(colony.code, 0) << colony.err;
  const CliRun plain = cli({"match", line, "Big Money", "-n", "200", "--json"});
  EXPECT_GT(nlohmann::json::parse(colony.out)["average_turns"].get<double>(),
            nlohmann::json::parse(plain.out)["average_turns"].get<double>() + 1);
  // A mistake names the column within the argument and the card.
  expect_usage_error({"match", "e2-d4-p8-gold@99|smithyy@1", "Big Money"},
                     "column 18: unknown card \"smithyy\"");
  expect_usage_error({"match", "e2-d4-gold@99", "Big Money"}, "Provincial");
}

TEST(Cli, ACardOfAnUnimplementedSetIsNamedSo) {
  // Whichever sets have landed: a published card the program lacks, and a set it lacks.
  const Registry& reg = Registry::standard();
  for (const char* name : {"Wharf", "Hermit", "Oasis"}) {
    if (reg.find(name)) continue;
    const std::string set = published_set(name);
    expect_usage_error({"match", name, "Big Money"},
                       fmt::format("\"{}\" (a {} card, not implemented yet)", name, set));
    const CliRun r = cli({"match", name, "Big Money"});
    EXPECT_EQ(r.err.find("did you mean"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("not a bot"), std::string::npos) << r.err;  // not the list of bots
  }
  for (const std::string& set : published_sets()) {
    bool any = false;
    for (const CardDef& d : reg.all()) any = any || name_key(d.set) == name_key(set);  // DarkAges
    if (!any) expect_usage_error({"cards", "--set", set}, set + ": not implemented yet");
  }
  // A typo still gets the closest name.
  expect_usage_error({"match", "Smithy×1 Sliver", "Big Money"}, "did you mean \"Silver\"");
}

TEST(Cli, MatchDiagnosticsShowHowEachStrategyPlays) {
  const CliRun r = cli({"match", "Witch", "Big Money", "-n", "200", "--diagnostics", "400",
                        "--json", "--threads", "2"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  for (const auto& s : j["strategies"]) {
    const auto& d = s["diagnostics"];
    EXPECT_EQ(d["games"], 400) << s["name"];
    EXPECT_EQ(d["coins_at_least"]["8"].size(), d["money_per_turn"].size());
    EXPECT_FALSE(d["game_length"].empty());
  }
  // The Witch player gains Witches and no Curses; Big Money gets the Curses.
  EXPECT_GT(j["strategies"][0]["diagnostics"]["gains_per_game"]["Witch"].get<double>(), 1);
  EXPECT_FALSE(j["strategies"][0]["diagnostics"]["gains_per_game"].contains("Curse"));
  EXPECT_GT(j["strategies"][1]["diagnostics"]["gains_per_game"]["Curse"].get<double>(), 3);
  // Any thread count, the same numbers.
  const CliRun one = cli({"match", "Witch", "Big Money", "-n", "200", "--diagnostics", "400",
                          "--json", "--threads", "1"});
  EXPECT_EQ(nlohmann::json::parse(one.out)["strategies"], j["strategies"]);
  // The text names each strategy and shows the rows.
  const CliRun text = cli({"match", "Witch", "Big Money", "-n", "200", "--diagnostics", "200"});
  ASSERT_EQ(text.code, 0) << text.err;
  for (const char* s : {"how \"Witch\" plays", "how \"Big Money\" plays", "$5+", "$8+", "half by",
                        "first gained on turn"})
    EXPECT_NE(text.out.find(s), std::string::npos) << s << "\n" << text.out;
  // Without the option: no diagnostics.
  const CliRun plain = cli({"match", "Witch", "Big Money", "-n", "200", "--json"});
  EXPECT_FALSE(nlohmann::json::parse(plain.out)["strategies"][0].contains("diagnostics"));
  // With 3 players: in fields of the other's copies, a win rate for each seat.
  const CliRun three = cli({"match", "Witch", "Big Money", "-p", "3", "-n", "30", "--diagnostics",
                            "60", "--json", "--threads", "1"});
  ASSERT_EQ(three.code, 0) << three.err;
  const nlohmann::json d3 = nlohmann::json::parse(three.out)["strategies"][0]["diagnostics"];
  EXPECT_EQ(d3["games"], 60);
  EXPECT_EQ(d3["seat_win_rate"].size(), 3u);
}

TEST(Cli, ColonyStrategiesGetAColonyGameAndVpTokensAreShown) {
  const std::string path = ::testing::TempDir() + "/colony.strategy";
  {
    std::ofstream f(path);
    f << "strategy \"Colony BM\" colony menu Platinum Gold Silver | Province≤4 Duchy≤3\n"
         "strategy \"Monument\" colony menu Monument×2 Platinum Gold Silver | Province≤4 "
         "Duchy≤3\n";
  }
  const CliRun r = cli({"match", path, "-n", "400", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_GT(j["end_reasons"]["colonies"].get<int>(), 400 / 3) << r.out;
  EXPECT_EQ(j["strategies"][0]["average_vp_tokens"].get<double>(), 0.0);
  EXPECT_GT(j["strategies"][1]["average_vp_tokens"].get<double>(), 1.0);
  const CliRun text = cli({"match", path, "-n", "200"});
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("tokens"), std::string::npos) << text.out;
  // Without tokens there is no tokens column.
  const CliRun plain = cli({"match", "Big Money", "Big Money Duchy", "-n", "200"});
  EXPECT_EQ(plain.out.find("tokens"), std::string::npos) << plain.out;
}

TEST(Cli, TournamentMatrixIsAntisymmetric) {
  const CliRun r = cli({"tournament", "Witch", "Smithy", "Big Money", "-n", "600", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["cells"].size(), 3u);
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) {
      if (a == b) {
        EXPECT_TRUE(j["cells"][a][b].is_null());
        continue;
      }
      const auto& x = j["cells"][a][b];
      const auto& y = j["cells"][b][a];
      EXPECT_DOUBLE_EQ(x["margin"].get<double>(), -y["margin"].get<double>());
      EXPECT_EQ(x["wins"], y["losses"]);
      EXPECT_EQ(x["significant"].get<bool>(),
                x["lo"].get<double>() > 0 || x["hi"].get<double>() < 0);
    }
  EXPECT_GT(j["cells"][0][2]["margin"].get<double>(), 0.5);  // Witch beats Big Money
  const CliRun text = cli({"tournament", "Witch", "Smithy", "-n", "200"});
  EXPECT_NE(text.out.find("significant"), std::string::npos);
}

}  // namespace
}  // namespace kl

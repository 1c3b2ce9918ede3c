// Bad input through the command line: exit code 2 and one line a person can act on (which file,
// where, what is wrong, the limit when one applies), no library text, echoed input cut short,
// suggestions instant for input of any length, and a database refused is never written to.
// tests/fuzz runs the same rules over mutated files.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "tests/cli_runner.h"
#include "tests/temp_dir.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using test::cli;
using test::CliRun;

using test::TempDir;

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Exit code 2 and one line "kingdomlab: error: ..." containing every piece of `mentions`, none
// of a library's text.
void expect_bad_input(const CliRun& r, const std::vector<std::string>& mentions,
                      size_t max_length = 400) {
  EXPECT_EQ(r.code, 2) << r.err;
  EXPECT_TRUE(r.err.starts_with("kingdomlab: error: ")) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_LE(r.err.size(), max_length) << r.err;
  for (const std::string& m : mentions) EXPECT_NE(r.err.find(m), std::string::npos) << r.err;
  for (const char* library : {"json.exception", "internal error", "std::", "SQLITE"})
    EXPECT_EQ(r.err.find(library), std::string::npos) << r.err;
}

TEST(BadInput, AStrategyOfTooManyRulesNamesTheLimit) {
  TempDir dir;
  std::string text = "strategy \"Long\"\n";
  for (int i = 1; i <= 65; ++i)
    text += "  buy Silver if count(Silver) < " + std::to_string(i) + "\n";
  text += "end\n";
  const std::string file = dir.write("long.strategy", text);
  expect_bad_input(cli({"match", file, "Big Money", "--games", "2"}),
                   {"long.strategy:66:", "65 buy rules", "at most 64"});
  // A menu of more entries than a strategy can hold.
  std::string menu;
  for (int i = 0; i < 60; ++i) menu += "Smithy×1 ";
  expect_bad_input(cli({"match", menu, "Big Money", "--games", "2"}), {"at most 56 entries"});
}

TEST(BadInput, AHugeCardNameIsCutShortAndAnsweredAtOnce) {
  TempDir dir;
  const std::string file =
      dir.write("huge.strategy", "strategy \"X\"\n  buy " + std::string(1 << 20, 'A') + "\nend\n");
  const auto t0 = std::chrono::steady_clock::now();
  const CliRun r = cli({"match", file, "Big Money", "--games", "2"});
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  expect_bad_input(r, {"huge.strategy:2:7: unknown card", "(1048576 bytes)"});
  // 12 s before the "did you mean" search was bounded; well under a second now.
  EXPECT_LT(seconds, 3.0);
  // A name too long to be a file is tried as a menu, not reported as a file system error.
  expect_bad_input(cli({"match", std::string(5000, 'x'), "Big Money"}),
                   {"in strategy \"xxxx", "(5000 bytes)\", which is not a bot name or a file"});
}

TEST(BadInput, StrategyTextMustBeUtf8) {
  TempDir dir;
  const std::string file = dir.write("latin1.strategy", "strategy \"Caf\xe9\"\n  buy Gold\nend\n");
  expect_bad_input(cli({"match", file, "Big Money", "--games", "2"}),
                   {"latin1.strategy:1:14: not UTF-8 text (byte \\xE9)"});
}

TEST(BadInput, ADamagedCheckpointSaysTheRunCanStartAgain) {
  TempDir dir;
  const std::string run = (dir.path / "run").string();
  dir.write("run/checkpoint.json", "{");
  expect_bad_input(
      cli({"train", "first-game", "--out", run, "--resume", "--no-db"}),
      {"checkpoint.json: a damaged checkpoint: not valid JSON at line 1, column 2", "--overwrite"});
  dir.write("run/checkpoint.json", "{\"version\": 1, \"config\": 5}");
  expect_bad_input(cli({"train", "first-game", "--out", run, "--resume", "--no-db"}),
                   {"a damaged checkpoint", "--overwrite"});
}

TEST(BadInput, ACheckpointsProgressionMustCompareWithEveryEarlierGeneration) {
  // A fuzzed checkpoint compared generation 2's best with "generation 0": resumed, its run data
  // was refused by the report, and a shorter list would be read past its end by the training.
  TempDir dir;
  const std::string run = (dir.path / "run").string();
  const std::vector<std::string> args = {"train",
                                         "first-game",
                                         "-g",
                                         "3",
                                         "--pool",
                                         "6",
                                         "--leaders",
                                         "2",
                                         "--min-games",
                                         "10",
                                         "--max-games",
                                         "20",
                                         "--final-games",
                                         "20",
                                         "--diagnostic-games",
                                         "20",
                                         "--polish",
                                         "1",
                                         "-t",
                                         "1",
                                         "--no-db",
                                         "--quiet",
                                         "--out",
                                         run};
  ASSERT_EQ(cli(args).code, 0);
  nlohmann::json cp = nlohmann::json::parse(read(dir.file("run/checkpoint.json")));
  nlohmann::json& vs = cp.at("chambers").at(0).at("progression").at(0).at("vs");
  ASSERT_EQ(vs.size(), 1u);
  std::vector<std::string> resume = args;
  resume.push_back("--resume");
  vs[0]["generation"] = 0;
  dir.write("run/checkpoint.json", cp.dump());
  expect_bad_input(cli(resume), {"a damaged checkpoint", "generation", "--overwrite"});
  vs.clear();
  dir.write("run/checkpoint.json", cp.dump());
  expect_bad_input(cli(resume),
                   {"a damaged checkpoint", "generation 2 compares with generations 1 to 1"});
}

TEST(BadInput, RunDataThatIsNotJsonNamesTheSpot) {
  TempDir dir;
  dir.write("run/run.json", "{\"version\": 1,\n \"kingdom\": ");
  expect_bad_input(cli({"report", (dir.path / "run").string()}),
                   {"run.json: not valid JSON at line 2, column 13"});
}

// An SQLite file with these statements run in it.
std::string sqlite_file(const TempDir& dir, const std::string& name, const char* sql) {
  const std::string path = (dir.path / name).string();
  sqlite3* db = nullptr;
  EXPECT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
  return path;
}

TEST(BadInput, ADatabaseThatIsNotOursOrDamagedIsRefusedAndLeftAsItIs) {
  TempDir dir;
  const std::string noise = dir.write("noise.db", std::string(4096, '\x5a'));
  expect_bad_input(cli({"db", "list", "--db", noise}),
                   {"noise.db: the file is not a database", "leaves it as it is"});
  EXPECT_EQ(read(noise), std::string(4096, '\x5a'));
  // Another program's tables, even named like ours: refused, not "upgraded".
  const std::string foreign =
      sqlite_file(dir, "foreign.db", "CREATE TABLE kingdoms (x); CREATE TABLE strategies (y);");
  const std::string before = read(foreign);
  expect_bad_input(cli({"db", "list", "--db", foreign}),
                   {"foreign.db: not a kingdomlab strategy database"});
  EXPECT_EQ(read(foreign), before);
  // A damaged page: SQLite's own check finds it before anything is read or written.
  const std::string db = (dir.path / "ours.db").string();
  ASSERT_EQ(cli({"db", "list", "--db", db}).code, 0);
  std::string bytes = read(db);
  ASSERT_GT(bytes.size(), 4096u);
  for (size_t i = 4096; i < 4096 + 8; ++i) bytes[i] = '\xff';  // page 2's header
  const std::string damaged = dir.write("damaged.db", bytes);
  expect_bad_input(cli({"db", "list", "--db", damaged, "--json"}),
                   {"damaged.db: the file is damaged"});
  EXPECT_EQ(read(damaged), bytes);
}

TEST(BadInput, ADatabaseEntryThatCannotBeUsedIsNamed) {
  TempDir dir;
  const std::string db = (dir.path / "ours.db").string();
  ASSERT_EQ(cli({"db", "list", "--db", db}).code, 0);  // creates it
  sqlite3* h = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(h,
                         "INSERT INTO kingdoms VALUES (1, 'bad \xff name', 'Smithy', '2nd', 0, 0, "
                         "2, 'random', 'train', 'x', 1, '{}', '', 0, 0, 'now');"
                         "INSERT INTO kingdoms VALUES (2, 'k', 'Smithy', '3rd', 0, 0, 2, "
                         "'random', 'train', 'x', 1, '{}', '', 0, 0, 'now');",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(h);
  expect_bad_input(cli({"db", "list", "--db", db, "--json"}),
                   {"ours.db: entry 1 is damaged: a text that is not UTF-8"});
  ASSERT_EQ(sqlite3_open(db.c_str(), &h), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(h, "DELETE FROM kingdoms WHERE id = 1", nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(h);
  expect_bad_input(cli({"db", "show", "2", "--db", db}), {"entry 2 is damaged: edition \"3rd\""});
}

TEST(BadInput, AKingdomFileKeyOfAMegabyteIsCutShort) {
  TempDir dir;
  const std::string file =
      dir.write("k.toml", "name = \"x\"\n" + std::string(1 << 16, 'a') + " = 1\ncards = []\n");
  expect_bad_input(cli({"kingdom", "show", file}), {"k.toml:2: unknown key", "(65536 bytes)"});
}

// Found by kl_fuzz kingdom: a landscape name, a Trait's name and the card under a Trait were
// echoed whole (an error of 65 kB, or of two lines for a name with "\n").
TEST(BadInput, AKingdomFilesLandscapeAndTraitNamesAreCutShort) {
  TempDir dir;
  const std::string cards =
      "cards = [\"Cellar\", \"Enchantress\", \"Forum\", \"Legionary\", \"Library\",\n"
      "  \"Overlord\", \"Remodel\", \"Temple\", \"Village\", \"Workshop\"]\n";
  const std::string huge = "Wind" + std::string(1 << 16, 'a') + "fall";
  expect_bad_input(
      cli({"kingdom", "show",
           dir.write("l.toml", "name = \"x\"\n" + cards + "landscapes = [\"" + huge + "\"]\n")}),
      {"l.toml:4:", "unknown landscape \"Windaaa", "(65544 bytes)"});
  expect_bad_input(
      cli({"kingdom", "show",
           dir.write("n.toml", "name = \"x\"\n" + cards + "landscapes = [\"Wind\\nfall\"]\n")}),
      {"n.toml:4:", "unknown landscape \"Wind\\x0Afall\""});
  expect_bad_input(cli({"kingdom", "show",
                        dir.write("t.toml", "name = \"x\"\n" + cards + "traits = { \"" + huge +
                                                "\" = \"Village\" }\n")}),
                   {"t.toml:4:", "is not a Trait", "(65544 bytes)"});
}

TEST(BadInput, ACustomCardNameHasALengthLimit) {
  TempDir dir;
  const std::string file = dir.write(
      "c.toml", "[card.\"" + std::string(50, 'Q') + "\"]\ncost = 3\ntypes = [\"Action\"]\n");
  expect_bad_input(cli({"--cards", file, "cards"}), {"c.toml:1:", "at most 40 characters"});
}

TEST(BadInput, SelfcheckFeaturesOnlyAnImplementedKingdomCard) {
  expect_bad_input(cli({"selfcheck", "--card", "Foo", "--games", "2"}),
                   {"--card \"Foo\"", "no implemented Kingdom card"});
  expect_bad_input(cli({"selfcheck", "--card", "Gold", "--games", "2"}), {"--card \"Gold\""});
  const CliRun r = cli({"selfcheck", "--card", "Patron", "--games", "3", "--threads", "1"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("violations: 0"), std::string::npos) << r.out;
}

TEST(BadInput, SelfcheckFirstContinuesARunAndExcludesGame) {
  // Games 5 to 7 of seed 3 are the last three of a run of 8: the same games (the count and the
  // decisions made agree), and --first with --game is refused.
  const CliRun all = cli({"selfcheck", "--seed", "3", "--games", "8", "--threads", "1", "--json"});
  ASSERT_EQ(all.code, 0) << all.err;
  const CliRun tail =
      cli({"selfcheck", "--seed", "3", "--games", "3", "--first", "5", "--threads", "1", "--json"});
  ASSERT_EQ(tail.code, 0) << tail.err;
  const CliRun head = cli({"selfcheck", "--seed", "3", "--games", "5", "--threads", "1", "--json"});
  ASSERT_EQ(head.code, 0) << head.err;
  const auto j_all = nlohmann::json::parse(all.out), j_tail = nlohmann::json::parse(tail.out),
             j_head = nlohmann::json::parse(head.out);
  EXPECT_EQ(j_tail["first_game"], 5);
  EXPECT_EQ(j_tail["games"], 3);
  EXPECT_EQ(j_head["decisions"].get<int64_t>() + j_tail["decisions"].get<int64_t>(),
            j_all["decisions"].get<int64_t>());
  expect_bad_input(cli({"selfcheck", "--first", "5", "--game", "5"}), {"--first", "--game"});
}

}  // namespace
}  // namespace kl

// kingdomlab design: a tiny card design experiment runs, is deterministic, resumes, compares.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cards/registry.h"
#include "reports/design_report.h"
#include "tools/cli.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

struct TempDir {
  fs::path path;
  explicit TempDir(const std::string& name) {
    path = fs::temp_directory_path() /
           ("kl-design-" + name + "-" +
            std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
            std::to_string(reinterpret_cast<uintptr_t>(this)));
    fs::remove_all(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

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

// kingdomlab batch (tools/cmd_batch.cpp, docs/cluster.md): one process and MPI ranks give the same
// run folders and summary; an interrupted batch resumes.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "evolution/io/run_data.h"
#include "tests/cli_runner.h"
#include "tests/mpirun.h"
#include "tests/scenario.h"
#include "tests/temp_dir.h"
#include "tools/batch.h"
#include "tools/cluster.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::cli;
using test::CliRun;

using test::TempDir;

const std::vector<std::string> kKingdoms = {"first-game", "size-distortion", "deck-top"};
// Tiny trainings: a few seconds each.
const std::vector<std::string> kOptions = {
    "--generations",      "2",  "--pool",   "6", "--final-games", "50",
    "--diagnostic-games", "20", "--polish", "0", "--seed",        "7"};

std::vector<std::string> batch_args(const fs::path& out, const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"batch"};
  args.insert(args.end(), kKingdoms.begin(), kKingdoms.end());
  args.insert(args.end(), kOptions.begin(), kOptions.end());
  args.insert(args.end(), {"--out", out.string()});
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

// A summary without what measures time.
json summary_without_timing(json s) {
  s.erase("seconds");
  s.erase("wall_seconds");
  for (json& r : s["rows"]) r.erase("seconds");
  return s;
}

json run_of(const fs::path& out, const std::string& folder) {
  return test::without_timing(read_json((out / folder / "run.json").string()));
}

std::pair<std::string, int> shell(const std::string& command) {
  std::string text;
  FILE* p = popen(command.c_str(), "r");
  if (!p) return {"", -1};
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) text.append(buf, n);
  return {text, pclose(p)};
}

TEST(Batch, InterruptedBatchResumes) {
  TempDir dir("resume");
  const CliRun first = cli(batch_args(dir.path, {"--threads", "2", "--json"}));
  ASSERT_EQ(first.code, 0) << first.err;
  const json summary = json::parse(first.out);
  ASSERT_EQ(summary["rows"].size(), 3u);
  EXPECT_EQ(summary, read_json((dir.path / "summary.json").string()));
  EXPECT_TRUE(fs::exists(dir.path / "summary.md"));
  for (const json& r : summary["rows"]) {
    EXPECT_FALSE(r["line"].get<std::string>().empty()) << r;
    EXPECT_FALSE(r["why"].get<std::string>().empty()) << r;
    EXPECT_GT(r["games"].get<int64_t>(), 0);
  }
  EXPECT_EQ(summary["rows"][1]["folder"], "size-distortion");
  const json trained = run_of(dir.path, "size-distortion");

  // The second kingdom as a kill would leave it: one generation checkpointed, no run data.
  TrainArgs a;
  a.generations = 2, a.pool = 6, a.final_games = 50, a.diagnostic_games = 20, a.polish = 0;
  a.seed = 7, a.threads = 2;
  std::ostringstream sink;
  CliContext ctx{sink, sink, 0, {}, {}};
  std::vector<BatchEntry> entries = batch_entries(kKingdoms, a, false, dir.path.string(), ctx);
  ASSERT_EQ(entries.size(), 3u);
  fs::remove_all(dir.path / "size-distortion");
  TrainConfig dies = entries[1].cfg;
  dies.stop_after = 1;
  train(dies);
  fs::remove(dir.path / "size-distortion" / "run.json");
  ASSERT_TRUE(fs::exists(dir.path / "size-distortion" / "checkpoint.json"));
  const auto kept = fs::last_write_time(dir.path / "first-game" / "run.json");

  const CliRun again = cli(batch_args(dir.path, {"--threads", "1", "--json"}));
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.err.find("batch 1/3: first-game finished earlier"), std::string::npos)
      << again.err;
  EXPECT_NE(again.err.find("size-distortion trained"), std::string::npos) << again.err;
  EXPECT_EQ(fs::last_write_time(dir.path / "first-game" / "run.json"), kept);
  EXPECT_EQ(run_of(dir.path, "size-distortion"), trained);
  EXPECT_EQ(summary_without_timing(json::parse(again.out)), summary_without_timing(summary));

  // A finished folder of other settings is not taken for this batch's.
  std::vector<std::string> other = batch_args(dir.path, {"-q"});
  other[other.size() - 4] = "8";  // the seed
  const CliRun refused = cli(other);
  EXPECT_EQ(refused.code, 2);
  EXPECT_NE(refused.err.find("holds a finished run of other settings"), std::string::npos)
      << refused.err;
}

TEST(Batch, BadInputIsAUsageError) {
  TempDir dir("bad");
  const CliRun unknown =
      cli({"batch", "first-game", "no-such-kingdom", "--out", dir.path.string()});
  EXPECT_EQ(unknown.code, 2);
  EXPECT_NE(unknown.err.find("no-such-kingdom"), std::string::npos) << unknown.err;
  const CliRun twice = cli({"batch", "first-game", "first-game", "--out", dir.path.string()});
  EXPECT_EQ(twice.code, 2);
  EXPECT_NE(twice.err.find("would both be trained into"), std::string::npos) << twice.err;
  EXPECT_FALSE(fs::exists(dir.path / "first-game"));
}

TEST(Batch, ThreeMpiRanksEqualOneProcess) {
  if (!built_with_mpi()) GTEST_SKIP() << "kingdomlab was built without MPI (libopenmpi-dev)";
  if (shell("command -v mpirun").second != 0) GTEST_SKIP() << "mpirun is not installed";
  TempDir one("one"), three("three");
  const CliRun single = cli(batch_args(one.path, {"--threads", "2", "-q", "--json"}));
  ASSERT_EQ(single.code, 0) << single.err;

  std::string command = test::mpirun_command(3, KL_PROGRAM);
  for (const std::string& arg : batch_args(three.path, {"--threads", "1", "-q", "--json"}))
    command += " '" + arg + "'";
  const auto [out, status] = shell(command + " 2>&1");
  ASSERT_EQ(status, 0) << out;
  // Only rank 0 prints: one summary.
  const json summary = json::parse(out);
  EXPECT_EQ(summary_without_timing(summary), summary_without_timing(json::parse(single.out)));
  EXPECT_EQ(summary, read_json((three.path / "summary.json").string()));
  for (const json& r : summary["rows"]) {
    const std::string folder = r["folder"];
    EXPECT_EQ(run_of(three.path, folder), run_of(one.path, folder)) << folder;
  }
}

// design's kingdoms shared by two ranks: the same experiment as in one process.
TEST(Batch, DesignOverMpiRanksEqualsOneProcess) {
  if (!built_with_mpi()) GTEST_SKIP() << "kingdomlab was built without MPI (libopenmpi-dev)";
  if (shell("command -v mpirun").second != 0) GTEST_SKIP() << "mpirun is not installed";
  TempDir one("design-one"), two("design-two");
  const std::vector<std::string> args = {
      "design",        "Smithy", "--kingdoms",         "3",  "--generations", "2", "--pool", "8",
      "--final-games", "50",     "--diagnostic-games", "20", "--json",        "-q"};
  std::vector<std::string> single_args = args;
  single_args.insert(single_args.end(), {"--threads", "2", "--out", one.path.string()});
  const CliRun single = cli(single_args);
  ASSERT_EQ(single.code, 0) << single.err;
  std::string command = test::mpirun_command(2, KL_PROGRAM);
  for (const std::string& arg : args) command += " '" + arg + "'";
  command += " --threads 1 --out '" + two.path.string() + "'";
  const auto [out, status] = shell(command + " 2>&1");
  ASSERT_EQ(status, 0) << out;
  auto comparable = [](json d) {
    d.erase("seconds");
    d.erase("folder");
    for (json& r : d["kingdoms"]) r.erase("seconds");
    return d;
  };
  const json shared = json::parse(out);
  EXPECT_EQ(shared["kingdoms"].size(), 3u);
  EXPECT_EQ(comparable(shared), comparable(json::parse(single.out)));
}

}  // namespace
}  // namespace kl

// One training over MPI ranks (tools/cluster.h cluster_jobs(), docs/cluster.md): the same run
// data as one process at 2 and 3 ranks; a rank killed mid-run ends the run, whose checkpoint
// resumes at another number of ranks to the same result. The job runner's pieces alone too.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/types.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "evolution/arena/diagnostics.h"
#include "evolution/arena/jobs.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/bots.h"
#include "tests/cli_runner.h"
#include "tests/mpirun.h"
#include "tests/scenario.h"
#include "tests/temp_dir.h"
#include "tools/cluster.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::cli;
using test::CliRun;

using test::TempDir;

// A tiny training with every phase: generations (hall of fame, racing, progression), the round
// robin and bots, a polish round, the metagame, diagnostics and the plan's card costs.
std::vector<std::string> train_args(const fs::path& out, int generations, int polish,
                                    const std::vector<std::string>& extra, int pool = 6) {
  std::vector<std::string> args = {"train",
                                   "first-game",
                                   "--generations",
                                   std::to_string(generations),
                                   "--pool",
                                   std::to_string(pool),
                                   "--final-games",
                                   "50",
                                   "--diagnostic-games",
                                   "20",
                                   "--polish",
                                   std::to_string(polish),
                                   "--seed",
                                   "11",
                                   "--no-db",
                                   "--out",
                                   out.string()};
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

std::pair<std::string, int> shell(const std::string& command) {
  std::string text;
  FILE* p = popen(command.c_str(), "r");
  if (!p) return {"", -1};
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) text.append(buf, n);
  return {text, pclose(p)};
}

std::string mpirun(int ranks, const std::vector<std::string>& args) {
  std::string command = test::mpirun_command(ranks, KL_PROGRAM);
  for (const std::string& arg : args) command += " '" + arg + "'";
  return command;
}

json run_of(const fs::path& out) {
  return test::without_timing(read_json((out / "run.json").string()));
}

// The --json summary without its timing.
json summary_of(const std::string& out) {
  json j = json::parse(out);
  j.erase("seconds");
  j.erase("folder");
  return j;
}

#define SKIP_WITHOUT_MPI()                                                                      \
  do {                                                                                          \
    if (!built_with_mpi()) GTEST_SKIP() << "kingdomlab was built without MPI (libopenmpi-dev)"; \
    if (shell("command -v mpirun").second != 0) GTEST_SKIP() << "mpirun is not installed";      \
  } while (0)

// With screening on (its paused pairings go on in a second round of jobs): 12 members and 3
// leaders, so that some children are screened out and some play on.
TEST(TrainMpi, TwoAndThreeRanksEqualOneProcess) {
  SKIP_WITHOUT_MPI();
  TempDir one("one"), two("two"), three("three");
  const std::vector<std::string> screened = {"--leaders", "3", "--screen-games", "30"};
  auto with = [&](std::vector<std::string> a) {
    a.insert(a.end(), screened.begin(), screened.end());
    return a;
  };
  const CliRun single =
      cli(train_args(one.path, 3, 1, with({"--threads", "2", "-q", "--json"}), 12));
  ASSERT_EQ(single.code, 0) << single.err;
  const json reference = run_of(one.path);
  ASSERT_EQ(reference.at("params").at("screen_games"), 30);
  // at(), not []: a missing key of a const json is undefined behaviour, not null.
  ASSERT_TRUE(reference.at("complete").get<bool>());
  ASSERT_FALSE(reference.at("final").at("polish").is_null());
  ASSERT_FALSE(reference.at("diagnostics").empty());
  for (const auto& [ranks, dir] : {std::pair{2, &two}, std::pair{3, &three}}) {
    const auto [out, status] = shell(
        mpirun(ranks, train_args(dir->path, 3, 1, with({"--threads", "1", "-q", "--json"}), 12)) +
        " 2>&1");
    ASSERT_EQ(status, 0) << out;
    // Only rank 0 prints: one summary, the 1-process one.
    EXPECT_EQ(summary_of(out), summary_of(single.out)) << ranks << " ranks";
    EXPECT_EQ(run_of(dir->path), reference) << ranks << " ranks";
    const json checkpoint = read_json((dir->path / "checkpoint.json").string());
    EXPECT_EQ(checkpoint.at("generations_done"), 3);
    EXPECT_TRUE(fs::exists(dir->path / "index.html"));
  }
}

// The pid of the process whose command line holds `marker` (the run's folder) and whose
// environment says it is MPI rank `rank`, or -1.
pid_t rank_pid(const std::string& marker, int rank) {
  const std::string want = "OMPI_COMM_WORLD_RANK=" + std::to_string(rank) + '\0';
  for (const fs::directory_entry& e : fs::directory_iterator("/proc")) {
    const std::string name = e.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream cmd(e.path() / "cmdline", std::ios::binary), env(e.path() / "environ");
    const std::string args((std::istreambuf_iterator<char>(cmd)), {});
    if (args.find(marker) == std::string::npos || args.find("mpirun") != std::string::npos)
      continue;
    const std::string vars((std::istreambuf_iterator<char>(env)), {});
    if (vars.find(want) != std::string::npos) return pid_t(std::stol(name));
  }
  return -1;
}

TEST(TrainMpi, KilledRankEndsTheRunAndItResumesAtAnotherRankCount) {
  SKIP_WITHOUT_MPI();
  TempDir one("ref"), run("killed");
  constexpr int kGenerations = 6;
  const CliRun single = cli(train_args(one.path, kGenerations, 0, {"--threads", "2", "-q"}));
  ASSERT_EQ(single.code, 0) << single.err;

  // Three ranks in the background (mpirun's exit code into a file); rank 1 is killed once the
  // first generation is checkpointed.
  const fs::path log = run.path.string() + ".log", code = run.path.string() + ".code";
  const std::string command =
      "(" + mpirun(3, train_args(run.path, kGenerations, 0, {"--threads", "1", "-q"})) + " > '" +
      log.string() + "' 2>&1; echo $? > '" + code.string() + ".tmp'; mv '" + code.string() +
      ".tmp' '" + code.string() + "') > /dev/null 2>&1 &";
  ASSERT_EQ(shell(command).second, 0);
  const fs::path checkpoint = run.path / "checkpoint.json";
  pid_t victim = -1;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(300);
  while (std::chrono::steady_clock::now() < deadline && !fs::exists(code)) {
    if (victim < 0) victim = rank_pid(run.path.string(), 1);
    if (victim > 0 && fs::exists(checkpoint)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_GT(victim, 0) << "rank 1 of the run not found";
  ASSERT_TRUE(fs::exists(checkpoint));
  ASSERT_EQ(kill(victim, SIGKILL), 0);
  // mpirun ends the other ranks and exits non-zero.
  deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (std::chrono::steady_clock::now() < deadline && !fs::exists(code))
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  std::ifstream code_in(code), log_in(log);
  int exit_code = 0;
  ASSERT_TRUE(code_in >> exit_code) << "mpirun did not end";
  const std::string said((std::istreambuf_iterator<char>(log_in)), {});
  EXPECT_NE(exit_code, 0) << said;
  EXPECT_NE(said.find("signal 9"), std::string::npos) << said;
  fs::remove(log);
  fs::remove(code);
  const json saved = read_json(checkpoint.string());
  const int done = saved["generations_done"];
  EXPECT_GE(done, 1);
  EXPECT_LT(done, kGenerations) << "the run ended before the kill: no test of the resume";
  EXPECT_FALSE(read_json((run.path / "run.json").string())["complete"].get<bool>());

  // Resumed on two ranks: the uninterrupted 1-process result.
  const auto [out, resumed] =
      shell(mpirun(2, train_args(run.path, kGenerations, 0, {"--threads", "1", "-q", "--resume"})) +
            " 2>&1");
  ASSERT_EQ(resumed, 0) << out;
  EXPECT_EQ(run_of(run.path), run_of(one.path));
}

// A rank's failure under MPI: the error names the rank and how to resume; mpirun exits non-zero.
TEST(TrainMpi, UsageErrorsAreSaidOnce) {
  SKIP_WITHOUT_MPI();
  TempDir dir("usage");
  const auto [out, status] = shell(
      mpirun(2, {"train", "no-such-kingdom", "--out", dir.path.string(), "--no-db"}) + " 2>&1");
  EXPECT_NE(status, 0);
  const size_t first = out.find("no-such-kingdom");
  ASSERT_NE(first, std::string::npos) << out;
  EXPECT_EQ(out.find("kingdomlab: error", out.find("kingdomlab: error") + 1), std::string::npos)
      << out;
}

TEST(Jobs, LocalRunnerReturnsResultsInOrder) {
  const std::vector<int64_t> r =
      run_jobs<int64_t>(nullptr, 1000, [](size_t k) { return int64_t(k * k); });
  ASSERT_EQ(r.size(), 1000u);
  for (size_t k = 0; k < r.size(); ++k) EXPECT_EQ(r[k], int64_t(k * k));
}

TEST(Jobs, ByteReaderReadsWhatTheWriterWrote) {
  ByteWriter w;
  w.pod(int64_t(-5));
  w.text("Witch / Silver");
  w.pods(std::vector<double>{0.25, -1.5});
  const std::string bytes = w.take();
  ByteReader r(bytes);
  EXPECT_EQ(r.pod<int64_t>(), -5);
  EXPECT_EQ(r.text(), "Witch / Silver");
  EXPECT_EQ(r.pods<double>(), (std::vector<double>{0.25, -1.5}));
  EXPECT_TRUE(r.done());
  EXPECT_THROW(r.pod<int32_t>(), std::runtime_error);
}

TEST(Jobs, DiagnosticsSurviveTheirBytes) {
  const Kingdom k = find_kingdom("first-game");
  const GameConfig game = game_config(k, 3);
  std::vector<const Strategy*> field;
  for (const Strategy& b : bot_library())
    if (field.size() < 2) field.push_back(&b);
  const Diagnostics d = measure_diagnostics(*field[0], {field[1]}, game, 5, 200, 2);
  ASSERT_GT(d.games, 0);
  ASSERT_FALSE(d.openings.empty());
  ASSERT_FALSE(d.gains_by_turn.empty());
  const std::string bytes = encode_diagnostics(d);
  EXPECT_EQ(decode_diagnostics(bytes), d);
  EXPECT_THROW(decode_diagnostics(bytes.substr(0, bytes.size() - 1)), std::runtime_error);
  EXPECT_THROW(decode_diagnostics(bytes + "x"), std::runtime_error);
}

}  // namespace
}  // namespace kl

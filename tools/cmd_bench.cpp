// kingdomlab bench: fixed matchups, games per second and the behaviour signature.
#include <nlohmann/json.hpp>

#include "evolution/arena/bench.h"
#include "tools/commands.h"

namespace kl {

extern const char* const kCommittedBenchSignature;  // generated from tools/bench_signature

namespace {

constexpr int64_t kBenchGames = 200000;

struct BenchArgs {
  int threads = 1;
  int64_t games = kBenchGames;
  bool json = false;
  bool check = false;
  std::string expect;  // --expect: the signature to check against instead of the committed one
};

int cmd_bench(const BenchArgs& a, std::ostream& out, std::ostream& err) {
  std::string expected = a.expect;
  if (a.check && expected.empty()) {
    if (a.games != kBenchGames)
      throw UsageError(fmt::format(
          "--check: the committed signature is for {} games per matchup; give --expect SIGNATURE "
          "for --games {}",
          kBenchGames, a.games));
    expected = kCommittedBenchSignature;
  }
  if (!a.expect.empty() && (a.expect.size() != 16 ||
                            a.expect.find_first_not_of("0123456789abcdef") != std::string::npos))
    throw UsageError(fmt::format("--expect: a signature is 16 hex digits (got \"{}\")", a.expect));
  const int threads = a.threads;
  const int64_t games = a.games;
  const BenchResult b = run_bench(threads, games);
  const std::string signature = fmt::format("{:016x}", b.signature);
  const bool checked = !expected.empty();
  const bool ok = signature == expected;
  // A mismatch is an error whatever the output format: behaviour changed without saying so.
  auto verdict = [&] {
    if (!checked || ok) return 0;
    if (a.expect.empty())
      err << fmt::format(
          "kingdomlab: error: bench signature {} differs from the committed {} "
          "(tools/bench_signature): game behaviour changed. If on purpose, put {} in "
          "tools/bench_signature and say \"Bench: {} (changed: <why>)\" in the commit message\n",
          signature, expected, signature, signature);
    else
      err << fmt::format("kingdomlab: error: bench signature {} differs from the expected {}\n",
                         signature, expected);
    return 1;
  };
  if (a.json) {
    nlohmann::json j;
    j["signature"] = fmt::format("{:016x}", b.signature);
    j["threads"] = threads;
    j["state_bytes"] = b.state_bytes;
    j["state_copy_ns"] = b.copy_ns;
    j["strategy_player_big_money_games_per_second"] = b.player_cost.strategy_player_gps;
    j["hard_coded_big_money_games_per_second"] = b.player_cost.hard_coded_gps;
    j["strategy_player_overhead"] = b.player_cost.overhead();
    j["strategy_player_same_games"] = b.player_cost.same_games;
    j["twenty_rule_buy_ns"] = b.twenty_rule_buy_ns;
    for (const BenchCase& c : b.cases)
      j["cases"].push_back({{"name", c.name},
                            {"games", c.games},
                            {"seconds", c.seconds},
                            {"games_per_second", c.games_per_second()},
                            {"margin", c.margin},
                            {"signature", fmt::format("{:016x}", c.signature)}});
    if (checked) j["check"] = {{"expected", expected}, {"ok", ok}};
    out << j.dump(2) << "\n";
    return verdict();
  }
  out << fmt::format("{:<38} {:>9} {:>12} {:>10}  {}\n", "matchup", "games", "games/s", "margin",
                     "signature");
  for (const BenchCase& c : b.cases)
    out << fmt::format("{:<38} {:>9} {:>12.0f} {:>+9.1f}%  {:016x}\n", c.name, c.games,
                       c.games_per_second(), 100 * c.margin, c.signature);
  out << fmt::format(
      "Big Money mirror in a bare loop: strategy player {:.0f} games/s, hard-coded {:.0f} "
      "games/s; the strategy player takes {:+.0f}% time per game{}\n",
      b.player_cost.strategy_player_gps, b.player_cost.hard_coded_gps,
      100 * b.player_cost.overhead(),
      b.player_cost.same_games ? "" : " (WARNING: the two played different games)");
  out << fmt::format("State: {} bytes, copied in {:.0f} ns; a 20-rule buy decision: {:.0f} ns\n",
                     b.state_bytes, b.copy_ns, b.twenty_rule_buy_ns);
  out << fmt::format("signature {} ({} games per matchup; {} thread{})\n", signature, games,
                     threads, threads == 1 ? "" : "s");
  if (checked && ok)
    out << fmt::format("check: the signature is the {} one\n",
                       a.expect.empty() ? "committed (tools/bench_signature)" : "expected");
  return verdict();
}

}  // namespace

void add_bench_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<BenchArgs>();
  CLI::App* bench = app.add_subcommand(
      "bench",
      "Benchmark: fixed matchups and seeds. Prints games per second per matchup and a signature (a "
      "hash of all game results) that changes exactly when game behaviour changes.");
  bench->add_option("--threads,-t", a->threads, "Worker threads (default 1: the per-core figure)")
      ->check(CLI::Range(1, 1024));
  bench->add_option("--games,-n", a->games, "Games per matchup")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 40));
  bench->add_flag("--json", a->json, "Machine-readable output");
  bench->add_flag("--check", a->check,
                  "Compare the signature with the committed one (tools/bench_signature, built in); "
                  "a difference is an error (exit code 1): game behaviour changed");
  bench->add_option("--expect", a->expect,
                    "Compare the signature with this one (16 hex digits) instead; any --games");
  bench->callback([a, &ctx] { ctx.code = cmd_bench(*a, ctx.out, ctx.err); });
}

}  // namespace kl

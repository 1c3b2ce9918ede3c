// kingdomlab bench: fixed matchups, games per second and the behaviour signature.
#include <nlohmann/json.hpp>

#include "evolution/arena/bench.h"
#include "tools/commands.h"

namespace kl {

namespace {

int cmd_bench(int threads, int64_t games, bool json, std::ostream& out) {
  const BenchResult b = run_bench(threads, games);
  if (json) {
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
    out << j.dump(2) << "\n";
    return 0;
  }
  out << fmt::format("{:<34} {:>9} {:>12} {:>10}  {}\n", "matchup", "games", "games/s", "margin",
                     "signature");
  for (const BenchCase& c : b.cases)
    out << fmt::format("{:<34} {:>9} {:>12.0f} {:>+9.1f}%  {:016x}\n", c.name, c.games,
                       c.games_per_second(), 100 * c.margin, c.signature);
  out << fmt::format(
      "Big Money mirror in a bare loop: strategy player {:.0f} games/s, hard-coded {:.0f} "
      "games/s; the strategy player takes {:+.0f}% time per game{}\n",
      b.player_cost.strategy_player_gps, b.player_cost.hard_coded_gps,
      100 * b.player_cost.overhead(),
      b.player_cost.same_games ? "" : " (WARNING: the two played different games)");
  out << fmt::format("State: {} bytes, copied in {:.0f} ns; a 20-rule buy decision: {:.0f} ns\n",
                     b.state_bytes, b.copy_ns, b.twenty_rule_buy_ns);
  out << fmt::format("signature {:016x} ({} games per matchup; {} thread{})\n", b.signature, games,
                     threads, threads == 1 ? "" : "s");
  return 0;
}

}  // namespace

void add_bench_command(CLI::App& app, CliContext& ctx) {
  struct Args {
    int threads = 1;
    int64_t games = 200000;
    bool json = false;
  };
  auto a = std::make_shared<Args>();
  CLI::App* bench = app.add_subcommand(
      "bench",
      "Benchmark: fixed matchups and seeds. Prints games per second per matchup and a signature (a "
      "hash of all game results) that changes exactly when game behaviour changes.");
  bench->add_option("--threads,-t", a->threads, "Worker threads (default 1: the per-core figure)")
      ->check(CLI::Range(1, 1024));
  bench->add_option("--games,-n", a->games, "Games per matchup")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 40));
  bench->add_flag("--json", a->json, "Machine-readable output");
  bench->callback([a, &ctx] { ctx.code = cmd_bench(a->threads, a->games, a->json, ctx.out); });
}

}  // namespace kl

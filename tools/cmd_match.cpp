// kingdomlab match: strategies against each other.
#include <nlohmann/json.hpp>

#include "cards/registry.h"
#include "evolution/arena/match.h"
#include "evolution/strategy/bots.h"
#include "tools/commands.h"
#include "tools/resolve.h"

namespace kl {

namespace {

struct MatchArgs {
  std::vector<std::string> strategies;
  int64_t games = 10000;
  uint64_t seed = 1;
  int threads = 0;
  int players = 0;  // 0: the kingdom's, or 2
  std::string kingdom;
  bool json = false;
};

int run_match_command(const MatchArgs& a, std::ostream& out, std::ostream& err) {
  StrategySet set;
  for (const std::string& n : a.strategies) set.add(n);
  MatchConfig cfg;
  cfg.strategies = set.list;
  if (cfg.strategies.size() < 2) throw UsageError("match needs at least two strategies");
  std::vector<std::string> notes;
  cfg.game = game_for(cfg.strategies, a.players, a.kingdom, a.seed, &notes);
  for (const std::string& n : notes) err << "kingdomlab: note: " << n << "\n";
  const int players = cfg.game.players;
  cfg.games = a.games;
  cfg.seed = a.seed;
  cfg.threads = a.threads;
  const MatchResult r = run_match(cfg);
  const int threads = threads_or_all(a.threads);
  const double gps = r.seconds > 0 ? double(r.games) / r.seconds : 0;
  const Estimate margin = r.margin();
  const char* reasons[] = {"none", "provinces", "colonies", "piles", "turn_cap"};

  if (a.json) {
    nlohmann::json j;
    j["games"] = r.games;
    j["groups"] = r.groups;
    j["players"] = players;
    j["seed"] = a.seed;
    j["threads"] = threads;
    j["seconds"] = r.seconds;
    j["games_per_second"] = gps;
    j["average_turns"] = double(r.rounds_sum) / double(r.games);
    for (int i = 1; i < 5; ++i) j["end_reasons"][reasons[i]] = r.end_reasons[i];
    j["margin"] = {{"mean", margin.mean},
                   {"lo", margin.lo},
                   {"hi", margin.hi},
                   {"significant", margin.significant()}};
    for (size_t s = 0; s < r.stats.size(); ++s) {
      const StrategyStats& st = r.stats[s];
      nlohmann::json js;
      js["name"] = cfg.strategies[s]->name;
      auto rate = [&](int64_t k) {
        const Interval i = wilson(k, r.games);
        return nlohmann::json{
            {"count", k}, {"rate", double(k) / double(r.games)}, {"lo", i.lo}, {"hi", i.hi}};
      };
      js["wins"] = rate(st.wins);
      js["losses"] = rate(st.losses);
      js["ties"] = rate(st.ties);
      js["average_vp"] = st.seats ? double(st.vp_sum) / double(st.seats) : 0.0;
      js["average_vp_tokens"] = st.seats ? double(st.vp_token_sum) / double(st.seats) : 0.0;
      for (int k = 0; k < players; ++k)
        js["seat_win_rate"].push_back(
            st.seat_games[k] ? double(st.seat_wins[k]) / double(st.seat_games[k]) : 0.0);
      j["strategies"].push_back(js);
    }
    j["signature"] = fmt::format("{:016x}", r.signature);
    out << j.dump(2) << "\n";
    return 0;
  }

  std::string names;
  for (size_t s = 0; s < cfg.strategies.size(); ++s)
    names += (s ? " vs " : "") + cfg.strategies[s]->name;
  out << fmt::format(
      "{}\n{} games in {} seed groups (same shuffles, seats rotated), {} players, seed {}\n\n",
      names, r.games, r.groups, players, a.seed);
  // VP tokens (Monument, Goons, Bishop...) get a column only when some strategy scored any.
  bool tokens = false;
  for (const StrategyStats& st : r.stats) tokens |= st.vp_token_sum != 0;
  out << fmt::format("{:<22} {:>22} {:>22} {:>22} {:>7}", "strategy", "wins [95% CI]",
                     "losses [95% CI]", "ties [95% CI]", "avg VP");
  if (tokens) out << fmt::format(" {:>7}", "tokens");
  for (int k = 0; k < players; ++k) out << fmt::format(" {:>8}", fmt::format("seat {}", k + 1));
  out << "\n";
  for (size_t s = 0; s < r.stats.size(); ++s) {
    const StrategyStats& st = r.stats[s];
    auto cell = [&](int64_t k) {
      return fmt::format("{} {}", pct(double(k) / double(r.games)),
                         pct_interval(wilson(k, r.games)));
    };
    out << fmt::format("{:<22} {:>22} {:>22} {:>22} {:>7.1f}", cfg.strategies[s]->name,
                       cell(st.wins), cell(st.losses), cell(st.ties),
                       st.seats ? double(st.vp_sum) / double(st.seats) : 0.0);
    if (tokens)
      out << fmt::format(" {:>7.1f}", st.seats ? double(st.vp_token_sum) / double(st.seats) : 0.0);
    for (int k = 0; k < players; ++k)
      out << fmt::format(" {:>8}", st.seat_games[k]
                                       ? pct(double(st.seat_wins[k]) / double(st.seat_games[k]))
                                       : "-");
    out << "\n";
  }
  out << fmt::format("\n{} win% - loss%: {:+.1f}% [{:+.1f}, {:+.1f}] ({})\n",
                     cfg.strategies[0]->name, 100 * margin.mean, 100 * margin.lo, 100 * margin.hi,
                     margin.significant() ? "significant" : "not significant");
  out << fmt::format(
      "seat k: share of games that seat won alone when this strategy sat there (seat 1 moves "
      "first)\n");
  if (tokens) out << "tokens: the VP tokens in avg VP (Monument, Bishop, Goons...)\n";
  out << fmt::format("average game length: {:.2f} turns per player\n",
                     double(r.rounds_sum) / double(r.games));
  out << "games ended by:";
  const char* reason_text[] = {"", "provinces", "colonies", "piles", "turn cap"};
  for (int i = 1; i < 5; ++i)
    out << fmt::format(" {} {}", reason_text[i], pct(double(r.end_reasons[i]) / double(r.games)));
  out << fmt::format("\nspeed: {:.0f} games/s on {} thread{} ({:.2f} s)\n", gps, threads,
                     threads == 1 ? "" : "s", r.seconds);
  return 0;
}

}  // namespace

void add_match_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<MatchArgs>();
  CLI::App* match = app.add_subcommand(
      "match",
      "Play strategies against each other. Games come in seed groups: the same shuffles with the "
      "seats rotated (for 2 players, pairs with seats swapped). Prints wins, losses and ties with "
      "95% intervals, win rate by seat, game length, how games ended and speed.");
  match
      ->add_option("strategies", a->strategies,
                   "Strategy names (e.g. \"Big Money\" \"Big Money Duchy\")")
      ->required();
  match->add_option("--games,-n", a->games, "Number of games (rounded up to whole seed groups)")
      ->check(CLI::Range(int64_t(1), int64_t(1) << 40));
  match->add_option("--seed,-s", a->seed, "Run seed: the same seed gives the same results");
  match
      ->add_option("--threads,-t", a->threads,
                   "Worker threads (0 = all cores); results do not depend on it")
      ->check(CLI::Range(0, 1024));
  match
      ->add_option("--players,-p", a->players,
                   "Players per game, 2 to 6 (default: the kingdom's, or 2)")
      ->check(CLI::Range(2, 6));
  match->add_option("--kingdom,-k", a->kingdom,
                    "A preset kingdom (kingdomlab kingdom list) or a kingdom file; default: "
                    "exactly the cards the strategies mention");
  match->add_flag("--json", a->json, "Machine-readable output");
  match->callback([a, &ctx] { ctx.code = run_match_command(*a, ctx.out, ctx.err); });
}

}  // namespace kl

// kingdomlab match: strategies against each other.
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>

#include "cards/registry.h"
#include "evolution/arena/diagnostics.h"
#include "evolution/arena/match.h"
#include "evolution/arena/pairing.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/bots.h"
#include "sim/rng.h"
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
  int64_t diagnostics = 0;  // instrumented games per strategy; 0: none
  bool json = false;
  bool field = false;  // the first strategy in fields of each other one's copies
};

// The own turns a text table shows: 1 to 6, then every other turn, at most 14 columns.
std::vector<size_t> table_turns(size_t n) {
  std::vector<size_t> out;
  for (size_t t = 1; t <= n && out.size() < 14; t += t < 6 ? 1 : 2) out.push_back(t);
  return out;
}

// The turn by which a share q of the games had ended.
size_t length_quantile(const std::vector<double>& length, double q) {
  double sum = 0;
  for (size_t i = 0; i < length.size(); ++i) {
    sum += length[i];
    if (sum >= q - 1e-12) return i + 1;
  }
  return length.size();
}

void print_diagnostics(const std::string& name, const Diagnostics& d, std::ostream& out) {
  out << fmt::format("\nhow \"{}\" plays ({} instrumented games against the others; own turns)\n",
                     name, d.games);
  const std::vector<size_t> turns = table_turns(d.vp_per_turn.size());
  out << fmt::format("  {:<6}", "turn");
  for (size_t t : turns) out << fmt::format("{:>6}", t);
  out << fmt::format("\n  {:<6}", "VP");
  for (size_t t : turns) out << fmt::format("{:>6.1f}", d.vp_per_turn[t - 1]);
  out << fmt::format("\n  {:<6}", "$");
  for (size_t t : turns) out << fmt::format("{:>6.1f}", d.money_per_turn[t - 1]);
  for (int m = 0; m < 3; ++m) {
    out << fmt::format("\n  {:<6}", fmt::format("${}+", kCoinMarks[m]));
    for (size_t t : turns)
      out << fmt::format("{:>6}", fmt::format("{:.0f}%", 100 * d.coins_at_least[m][t - 1]));
  }
  out << fmt::format(
      "\n  game length: {:.1f} turns on average; 10% of the games over by turn {}, half by {}, "
      "90% by {}\n",
      d.average_turns, length_quantile(d.game_length, 0.1), length_quantile(d.game_length, 0.5),
      length_quantile(d.game_length, 0.9));
  std::vector<std::pair<double, std::string>> first;
  for (const auto& [card, turn] : d.first_buy_turn) first.emplace_back(turn, card);
  std::sort(first.begin(), first.end());
  out << "  first gained on turn (copies per game):";
  for (size_t i = 0; i < first.size(); ++i)
    out << fmt::format("{} {} {:.1f} ({:.1f})", i ? "," : "", first[i].second, first[i].first,
                       d.gains_per_game.at(first[i].second));
  out << "\n";
}

// --field: the first strategy in a field of players - 1 copies of each other strategy in turn
// (play_pairing: seed groups of `players` games, the first strategy in each seat once), scored by
// win share. The opponents' series run in parallel; each is sequential, so threads never matter.
int run_field(const MatchArgs& a, const MatchConfig& cfg, std::ostream& out) {
  const int players = cfg.game.players;
  const Strategy& me = *cfg.strategies[0];
  const size_t m = cfg.strategies.size() - 1;
  SequentialTest fixed;
  fixed.min_games = fixed.max_games = a.games;
  std::vector<PairingResult> results(m);
  const auto t0 = std::chrono::steady_clock::now();
  tbb::task_arena arena(a.threads > 0 ? a.threads : tbb::task_arena::automatic);
  arena.execute([&] {
    tbb::parallel_for(size_t(0), m, [&](size_t k) {
      results[k] = play_pairing(me, *cfg.strategies[k + 1], cfg.game, a.seed, fixed);
    });
  });
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  auto share_of = [&](const Estimate& e) {
    return Estimate{win_share(e.mean, players), win_share(e.lo, players), win_share(e.hi, players)};
  };
  if (a.json) {
    nlohmann::json j;
    j["players"] = players;
    j["seed"] = a.seed;
    j["strategy"] = me.name;
    j["seconds"] = seconds;
    j["field"] = nlohmann::json::array();
    for (size_t k = 0; k < m; ++k) {
      const PairingResult& r = results[k];
      const Estimate e = r.margin(), s = share_of(e);
      j["field"].push_back(
          {{"opponent", cfg.strategies[k + 1]->name},
           {"games", r.games},
           {"groups", r.pairs},
           {"wins", r.wins},
           {"losses", r.losses},
           {"ties", r.ties},
           {"share", {{"mean", s.mean}, {"lo", s.lo}, {"hi", s.hi}}},
           {"score",
            {{"mean", e.mean}, {"lo", e.lo}, {"hi", e.hi}, {"significant", e.significant()}}}});
    }
    out << j.dump(2) << "\n";
    return 0;
  }
  out << fmt::format(
      "{} in a field of {} {} of each opponent: {} players, seed {}; seed groups of {} "
      "games, it takes each seat once\n\n",
      me.name, players - 1, players == 2 ? "copy" : "copies", players, a.seed, players);
  size_t width = 22;
  for (size_t k = 1; k < cfg.strategies.size(); ++k)
    width = std::max(width, cfg.strategies[k]->name.size());
  out << fmt::format("{:<{}} {:>7} {:>7} {:>7} {:>7} {:>22} {:>24}\n", "opponent", width, "games",
                     "wins", "losses", "ties", "win share [95% CI]", "score [95% CI]");
  for (size_t k = 0; k < m; ++k) {
    const PairingResult& r = results[k];
    const Estimate e = r.margin(), s = share_of(e);
    out << fmt::format(
        "{:<{}} {:>7} {:>7} {:>7} {:>7} {:>22} {:>24}  {}\n", cfg.strategies[k + 1]->name, width,
        r.games, r.wins, r.losses, r.ties,
        fmt::format("{} {}", pct(s.mean), pct_interval({s.lo, s.hi})),
        fmt::format("{:+.1f}% [{:+.1f}, {:+.1f}]", 100 * e.mean, 100 * e.lo, 100 * e.hi),
        e.significant() ? (e.mean > 0 ? "better" : "worse") : "not significant");
  }
  out << fmt::format(
      "\nwin share: its share of the wins (a tie between k winners gives each 1/k); fair = "
      "1/{0} = {1}\nscore: the win share rescaled, {0}/{2} x (share - 1/{0}): 0 = fair, +100% = "
      "wins every game{3}\n",
      players, pct(1.0 / players), players - 1,
      players == 2 ? " (for 2 players: win% - loss%)" : "");
  out << fmt::format("{:.2f} s\n", seconds);
  return 0;
}

int run_match_command(const MatchArgs& a, std::ostream& out, std::ostream& err) {
  StrategySet set;
  set.read_in(a.kingdom, a.seed);  // menus take the kingdom's edition and Colony (resolve.h)
  for (const std::string& n : a.strategies) set.add(n);
  MatchConfig cfg;
  cfg.strategies = set.list;
  if (cfg.strategies.size() < 2) throw UsageError("match needs at least two strategies");
  std::vector<std::string> notes;
  cfg.game = game_for(cfg.strategies, a.players, a.kingdom, a.seed, &notes);
  for (const std::string& n : notes) err << "kingdomlab: note: " << n << "\n";
  const int players = cfg.game.players;
  if (a.field && a.diagnostics > 0)
    throw UsageError("--field and --diagnostics do not go together: run them separately");
  if (a.field) return run_field(a, cfg, out);
  // Seats are filled cyclically: with a number of strategies that does not divide the players,
  // some strategies sit in more seats of every game, and their wins say little of their strength.
  const int n = int(cfg.strategies.size());
  if (n > players)
    throw UsageError(fmt::format(
        "{} strategies do not fit {} seats: name at most {}, or use --field (one strategy "
        "against copies of each other in turn)",
        n, players, players));
  if (players % n != 0) {
    std::string seats;
    for (int s = 0; s < n; ++s)
      seats += fmt::format("{}{} {}", s ? ", " : "", cfg.strategies[size_t(s)]->name,
                           players / n + (s < players % n ? 1 : 0));
    err << fmt::format(
        "kingdomlab: note: {} strategies fill {} seats cyclically, so each game seats {}; "
        "--field compares strategies fairly (one against copies of another)\n",
        n, players, seats);
  }
  cfg.games = a.games;
  cfg.seed = a.seed;
  cfg.threads = a.threads;
  const MatchResult r = run_match(cfg);
  const int threads = threads_or_all(a.threads);
  const double gps = r.seconds > 0 ? double(r.games) / r.seconds : 0;
  const Estimate margin = r.margin();
  const char* reasons[] = {"none", "provinces", "colonies", "piles", "turn_cap"};
  // Each strategy's instrumented games against the others (seats swapped in pairs).
  std::vector<Diagnostics> diags;
  if (a.diagnostics > 0)
    for (size_t s = 0; s < cfg.strategies.size(); ++s) {
      std::vector<const Strategy*> others;
      for (size_t o = 0; o < cfg.strategies.size(); ++o)
        if (o != s) others.push_back(cfg.strategies[o]);
      diags.push_back(measure_diagnostics(*cfg.strategies[s], others, cfg.game,
                                          mix64(a.seed, 0x646961670000 + s), a.diagnostics,
                                          a.threads));
    }

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
      if (s < diags.size()) js["diagnostics"] = diagnostics_json(diags[s]);
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
  // The name column fits the longest name (a pasted Provincial string is long).
  size_t width = 22;
  for (const Strategy* s : cfg.strategies)
    width = std::max(width, size_t(std::count_if(s->name.begin(), s->name.end(), [](char c) {
                       return (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // UTF-8 lead bytes
                     })));
  out << fmt::format("{:<{}} {:>22} {:>22} {:>22} {:>7}", "strategy", width, "wins [95% CI]",
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
    out << fmt::format("{:<{}} {:>22} {:>22} {:>22} {:>7.1f}", cfg.strategies[s]->name, width,
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
  for (size_t s = 0; s < diags.size(); ++s)
    print_diagnostics(cfg.strategies[s]->name, diags[s], out);
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
                   "Strategies: bot names (\"Big Money\"), strategy files (FILE, FILE:NAME), "
                   "menus (\"Witch×2 Gold Silver | Duchy≤4\"), Provincial strings "
                   "(\"e2-d4-p8-witch@2|gold@99|silver@99\") or leaderboard files (FILE#i)")
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
  match
      ->add_option("--diagnostics", a->diagnostics,
                   "Also play N instrumented games per strategy against the others (with more "
                   "than 2 players: in fields of their copies) and show how it plays: VP and $ per "
                   "turn, the chance of $5/$6/$8 by turn, "
                   "game length, when each card is first gained (with --json: all of it per turn)")
      ->check(CLI::Range(int64_t(0), int64_t(1) << 30));
  match->add_flag("--field", a->field,
                  "Play the first strategy in a field of (players - 1) copies of each other "
                  "strategy in turn, taking each seat once per seed group, and report its win "
                  "share (ties split) and score with 95% intervals (docs/multiplayer.md)");
  match->add_flag("--json", a->json, "Machine-readable output");
  match->callback([a, &ctx] { ctx.code = run_match_command(*a, ctx.out, ctx.err); });
}

}  // namespace kl

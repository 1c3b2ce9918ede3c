#include "tools/cli.h"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "cards/registry.h"
#include "evolution/bench.h"
#include "evolution/bots.h"
#include "evolution/match.h"

namespace kl {

namespace {

// Bad input from the user: reported as one line, exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::string pct(double x) { return fmt::format("{:.1f}%", 100 * x); }
std::string pct_interval(Interval i) {
  return fmt::format("[{:.1f}, {:.1f}]", 100 * i.lo, 100 * i.hi);
}

const Strategy* resolve_strategy(const std::string& name) {
  if (const Strategy* s = find_bot(name)) return s;
  std::string known;
  for (const Strategy& s : bot_library())
    known += (known.empty() ? "" : ", ") + ("\"" + s.name + "\"");
  throw UsageError(fmt::format("unknown strategy \"{}\" (known: {})", name, known));
}

int threads_or_all(int t) {
  return t > 0 ? t : int(std::max(1u, std::thread::hardware_concurrency()));
}

// ---------------------------------------------------------------- match

struct MatchArgs {
  std::vector<std::string> strategies;
  int64_t games = 10000;
  uint64_t seed = 1;
  int threads = 0;
  int players = 2;
  bool json = false;
};

int cmd_match(const MatchArgs& a, std::ostream& out) {
  if (a.strategies.size() < 2) throw UsageError("match needs at least two strategies");
  MatchConfig cfg;
  for (const std::string& n : a.strategies) cfg.strategies.push_back(resolve_strategy(n));
  cfg.game = Registry::standard().config({}, a.players);
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
    j["players"] = a.players;
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
      for (int k = 0; k < a.players; ++k)
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
      names, r.games, r.groups, a.players, a.seed);
  out << fmt::format("{:<22} {:>22} {:>22} {:>22} {:>7}", "strategy", "wins [95% CI]",
                     "losses [95% CI]", "ties [95% CI]", "avg VP");
  for (int k = 0; k < a.players; ++k) out << fmt::format(" {:>8}", fmt::format("seat {}", k + 1));
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
    for (int k = 0; k < a.players; ++k)
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

// ---------------------------------------------------------------- bench

int cmd_bench(int threads, int64_t games, bool json, std::ostream& out) {
  const BenchResult b = run_bench(threads, games);
  if (json) {
    nlohmann::json j;
    j["signature"] = fmt::format("{:016x}", b.signature);
    j["threads"] = threads;
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
  out << fmt::format("signature {:016x} ({} thread{})\n", b.signature, threads,
                     threads == 1 ? "" : "s");
  return 0;
}

// ---------------------------------------------------------------- cards

std::string types_text(uint16_t t) {
  static const std::pair<uint16_t, const char*> kNames[] = {
      {kAction, "Action"}, {kTreasure, "Treasure"}, {kVictory, "Victory"},  {kCurseType, "Curse"},
      {kAttack, "Attack"}, {kReaction, "Reaction"}, {kDuration, "Duration"}};
  std::string out;
  for (auto [bit, name] : kNames)
    if (t & bit) out += (out.empty() ? "" : "-") + std::string(name);
  return out;
}

const char* edition_text(Edition e) {
  return e == Edition::kFirst ? "1st" : e == Edition::kSecond ? "2nd" : "both";
}

int cmd_cards(const std::string& set, bool json, std::ostream& out) {
  const Registry& reg = Registry::standard();
  std::vector<const CardDef*> list;
  for (const CardDef& d : reg.all())
    if (set.empty() || name_key(d.set) == name_key(set)) list.push_back(&d);
  if (list.empty()) {
    std::string sets;
    for (const CardDef& d : reg.all())
      if (sets.find(d.set) == std::string::npos) sets += (sets.empty() ? "" : ", ") + d.set;
    throw UsageError(fmt::format("no cards in set \"{}\" (sets: {})", set, sets));
  }
  if (json) {
    nlohmann::json j = nlohmann::json::array();
    for (const CardDef* d : list)
      j.push_back({{"name", d->name},
                   {"set", d->set},
                   {"edition", edition_text(d->edition)},
                   {"cost", d->cost},
                   {"potion", d->potion_cost},
                   {"types", types_text(d->types)},
                   {"kingdom", d->kingdom}});
    out << j.dump(2) << "\n";
    return 0;
  }
  out << fmt::format("{:<14} {:<8} {:<8} {:>4}  {}\n", "name", "set", "edition", "cost", "types");
  for (const CardDef* d : list)
    out << fmt::format("{:<14} {:<8} {:<8} {:>4}  {}\n", d->name, d->set, edition_text(d->edition),
                       fmt::format("${}{}", d->cost, d->potion_cost ? "P" : ""),
                       types_text(d->types));
  out << fmt::format("{} cards\n", list.size());
  return 0;
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  CLI::App app{
      "kingdomlab: a fast Dominion simulator that trains strategies for a kingdom.\n"
      "Run `kingdomlab COMMAND --help` for a command's options."};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Show help for every command");

  MatchArgs ma;
  CLI::App* match = app.add_subcommand("match",
                                       "Play strategies against each other. Games come in seed "
                                       "groups: the same shuffles with the seats "
                                       "rotated (for 2 players, pairs with seats swapped). Prints "
                                       "wins, losses and ties with 95% intervals, "
                                       "win rate by seat, game length, how games ended and speed.");
  match
      ->add_option("strategies", ma.strategies,
                   "Strategy names (e.g. \"Big Money\" \"Big Money Duchy\")")
      ->required();
  match->add_option("--games,-n", ma.games, "Number of games (rounded up to whole seed groups)")
      ->check(CLI::Range(int64_t(1), int64_t(1) << 40));
  match->add_option("--seed,-s", ma.seed, "Run seed: the same seed gives the same results");
  match
      ->add_option("--threads,-t", ma.threads,
                   "Worker threads (0 = all cores); results do not depend on it")
      ->check(CLI::Range(0, 1024));
  match->add_option("--players,-p", ma.players, "Players per game, 2 to 6")
      ->check(CLI::Range(2, 6));
  match->add_flag("--json", ma.json, "Machine-readable output");

  int bench_threads = 1;
  int64_t bench_games = 200000;
  bool bench_json = false;
  CLI::App* bench =
      app.add_subcommand("bench",
                         "Benchmark: fixed matchups and seeds. Prints games per second per matchup "
                         "and a signature (a hash of "
                         "all game results) that changes exactly when game behaviour changes.");
  bench
      ->add_option("--threads,-t", bench_threads, "Worker threads (default 1: the per-core figure)")
      ->check(CLI::Range(1, 1024));
  bench->add_option("--games,-n", bench_games, "Games per matchup")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 40));
  bench->add_flag("--json", bench_json, "Machine-readable output");

  std::string cards_set;
  bool cards_json = false;
  CLI::App* cards = app.add_subcommand(
      "cards", "List the implemented cards with cost, types, set and edition (1st, 2nd or both).");
  cards->add_option("--set", cards_set, "Only this set (Basic, Base, ...)");
  cards->add_flag("--json", cards_json, "Machine-readable output");

  try {
    const auto subs = app.get_subcommands({});
    if (argc > 1 && argv[1][0] != '-' &&
        std::none_of(subs.begin(), subs.end(),
                     [&](const CLI::App* a) { return a->get_name() == argv[1]; })) {
      std::string known;
      for (const CLI::App* sub : subs) known += (known.empty() ? "" : ", ") + sub->get_name();
      throw UsageError(fmt::format("unknown command \"{}\" (commands: {})", argv[1], known));
    }
    app.parse(argc, argv);
    if (*match) return cmd_match(ma, out);
    if (*cards) return cmd_cards(cards_set, cards_json, out);
    if (*bench) return cmd_bench(bench_threads, bench_games, bench_json, out);
  } catch (const CLI::CallForHelp&) {
    out << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::ParseError& e) {
    err << "kingdomlab: error: " << e.what() << "\n";
    return 2;
  } catch (const UsageError& e) {
    err << "kingdomlab: error: " << e.what() << "\n";
    return 2;
  } catch (const std::invalid_argument& e) {
    err << "kingdomlab: error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    err << "kingdomlab: internal error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

}  // namespace kl

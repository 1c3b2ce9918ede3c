// kingdomlab tournament: every pair of strategies, the matrix of (win% - loss%).
#include <nlohmann/json.hpp>

#include "evolution/arena/match.h"
#include "sim/rng.h"
#include "tools/commands.h"
#include "tools/resolve.h"

namespace kl {

namespace {

struct TournamentArgs {
  std::vector<std::string> strategies;
  int64_t games = 2000;
  uint64_t seed = 1;
  int threads = 0;
  std::string kingdom;
  bool json = false;
};

struct Cell {
  MatchResult r;
  Estimate margin;
};

int run_tournament(const TournamentArgs& a, std::ostream& out) {
  StrategySet set;
  set.read_in(a.kingdom, a.seed);  // menus take the kingdom's edition and Colony (resolve.h)
  for (const std::string& s : a.strategies) set.add(s);
  const size_t n = set.list.size();
  if (n < 2) throw UsageError("a tournament needs at least two strategies");
  // One kingdom for the whole tournament: every card any strategy mentions.
  const GameConfig game = game_for(set.list, 2, a.kingdom, a.seed);

  std::vector<std::vector<Cell>> cells(n, std::vector<Cell>(n));
  double seconds = 0;
  int64_t games = 0;
  for (size_t i = 0; i < n; ++i)
    for (size_t j = i + 1; j < n; ++j) {
      MatchConfig cfg;
      cfg.strategies = {set.list[i], set.list[j]};
      cfg.game = game;
      cfg.games = a.games;
      cfg.seed = mix64(a.seed, i * n + j);
      cfg.threads = a.threads;
      Cell c{run_match(cfg), {}};
      c.margin = c.r.margin();
      seconds += c.r.seconds;
      games += c.r.games;
      // j's view of the same games: wins and losses swap, the margin changes sign.
      Cell mirror = c;
      std::swap(mirror.r.stats[0], mirror.r.stats[1]);
      mirror.margin = {-c.margin.mean, -c.margin.hi, -c.margin.lo};
      cells[i][j] = c;
      cells[j][i] = mirror;
    }

  if (a.json) {
    nlohmann::json j;
    for (const Strategy* s : set.list) j["players"].push_back(s->name);
    j["games_per_pairing"] = a.games;
    j["seed"] = a.seed;
    j["games"] = games;
    j["seconds"] = seconds;
    for (size_t r = 0; r < n; ++r) {
      nlohmann::json row = nlohmann::json::array();
      for (size_t c = 0; c < n; ++c) {
        if (r == c) {
          row.push_back(nullptr);
          continue;
        }
        const Cell& x = cells[r][c];
        row.push_back({{"wins", x.r.stats[0].wins},
                       {"losses", x.r.stats[0].losses},
                       {"ties", x.r.stats[0].ties},
                       {"games", x.r.games},
                       {"margin", x.margin.mean},
                       {"lo", x.margin.lo},
                       {"hi", x.margin.hi},
                       {"significant", x.margin.significant()}});
      }
      j["cells"].push_back(row);
    }
    out << j.dump(2) << "\n";
    return 0;
  }

  out << fmt::format("Round robin of {} strategies, {} games per pairing (seed {})\n", n, a.games,
                     a.seed);
  out << "Cell: row's (win% - loss%) against the column, 95% interval half-width; '*' = "
         "significant (the interval excludes 0).\n\n";
  size_t width = 8;
  for (const Strategy* s : set.list) width = std::max(width, s->name.size());
  width = std::min<size_t>(width, 28);
  out << fmt::format("{:<{}} ", "", width);
  for (size_t c = 0; c < n; ++c) out << fmt::format("{:>14}", fmt::format("({})", c + 1));
  out << fmt::format("{:>10}\n", "average");
  for (size_t r = 0; r < n; ++r) {
    out << fmt::format("{:<{}} ", fmt::format("({}) {}", r + 1, set.list[r]->name).substr(0, width),
                       width);
    double sum = 0;
    for (size_t c = 0; c < n; ++c) {
      if (r == c) {
        out << fmt::format("{:>14}", "-");
        continue;
      }
      const Estimate& m = cells[r][c].margin;
      sum += m.mean;
      out << fmt::format("{:>14}",
                         fmt::format("{:+.1f}±{:.1f}{}", 100 * m.mean, 100 * (m.hi - m.lo) / 2,
                                     m.significant() ? "*" : " "));
    }
    out << fmt::format("{:>+9.1f}%\n", 100 * sum / double(n - 1));
  }
  out << fmt::format("\n{} games in {:.2f} s\n", games, seconds);
  return 0;
}

}  // namespace

void add_tournament_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<TournamentArgs>();
  CLI::App* t = app.add_subcommand(
      "tournament",
      "Play every pair of strategies (paired games, seats swapped) and print the matrix of "
      "(win% - loss%) with 95% intervals; cells whose interval contains zero are not "
      "significant. The kingdom is every card the strategies mention.");
  t->add_option("strategies", a->strategies,
                "Strategies: bot names, files (FILE[:NAME]), menus, Provincial strings "
                "(e2-d4-p8-witch@2|gold@99|silver@99) or leaderboard files (FILE#i)")
      ->required();
  t->add_option("--games,-n", a->games, "Games per pairing")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 40));
  t->add_option("--seed,-s", a->seed, "Run seed");
  t->add_option("--threads,-t", a->threads, "Worker threads (0 = all cores)")
      ->check(CLI::Range(0, 1024));
  t->add_option("--kingdom,-k", a->kingdom,
                "A preset kingdom or kingdom file; default: every card the strategies mention");
  t->add_flag("--json", a->json, "Machine-readable output");
  t->callback([a, &ctx] { ctx.code = run_tournament(*a, ctx.out); });
}

}  // namespace kl

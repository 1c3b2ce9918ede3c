// kingdomlab selfcheck: random games over every implemented card, checked at every step.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "evolution/arena/selfcheck.h"
#include "tools/commands.h"

namespace kl {

namespace {

struct SelfcheckArgs {
  int64_t games = 10000;
  uint64_t seed = 1;
  int64_t game = -1;  // --game: replay this one game
  int64_t first = 0;  // --first: the run's first game
  int threads = 0;
  int min_players = 2, max_players = 6;
  bool json = false;
  bool progress = false;
  std::string card;  // --card: every game features this Kingdom card
};

std::string reproducer(uint64_t seed, int64_t game, const std::string& cards_path,
                       const std::string& card) {
  return fmt::format("kingdomlab selfcheck --seed {} --game {}{}{}", seed, game,
                     card.empty() ? "" : fmt::format(" --card \"{}\"", card),
                     cards_path.empty() ? "" : " --cards " + cards_path);
}

int cmd_selfcheck(const SelfcheckArgs& a, const CliContext& ctx) {
  std::ostream& out = ctx.out;
  if (a.min_players > a.max_players)
    throw UsageError(fmt::format("--min-players {} is more than --max-players {}", a.min_players,
                                 a.max_players));
  SelfcheckConfig cfg;
  cfg.seed = a.seed;
  cfg.first = a.game >= 0 ? a.game : a.first;
  cfg.games = a.game >= 0 ? 1 : a.games;
  cfg.threads = threads_or_all(a.threads);
  cfg.range.min_players = a.min_players;
  cfg.range.max_players = a.max_players;
  const RandomGames games(Registry::standard(), cfg.range);
  if (!a.card.empty()) {
    const auto& all = games.cards();
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const CardDef* d) { return d->name == a.card; });
    if (it == all.end())
      throw UsageError(fmt::format("--card \"{}\" is no implemented Kingdom card", a.card));
    cfg.featured = *it;
  }
  if (a.progress)
    cfg.progress = [&ctx, &cfg](const SelfcheckResult& r) {
      ctx.err << fmt::format("selfcheck: {} of {} games, {:.0f} games/s, {} violations\n", r.games,
                             cfg.games, r.games / std::max(r.seconds, 1e-9), r.violation_count);
    };
  const SelfcheckResult r = run_selfcheck(cfg, Registry::standard());
  const double rate = r.games / std::max(r.seconds, 1e-9);
  int played = 0, actions = 0;
  std::string never;
  for (size_t i = 0; i < r.cards.size(); ++i) {
    if (!r.cards[i]->is(kAction)) continue;
    ++actions;
    if (r.played[i])
      ++played;
    else
      never += (never.empty() ? "" : ", ") + r.cards[i]->name;
  }

  if (a.json) {
    nlohmann::json j;
    j["seed"] = a.seed;
    j["first_game"] = cfg.first;
    j["games"] = r.games;
    j["threads"] = cfg.threads;
    j["seconds"] = r.seconds;
    j["games_per_second"] = rate;
    j["decisions"] = r.decisions;
    j["copies_played_on"] = r.forks;
    j["determinized_copies_played_on"] = r.determinized;
    j["play"] = {
        {"random", r.random_play}, {"heuristic", r.heuristic_play}, {"mixed", r.mixed_play}};
    for (int p = 2; p <= kMaxPlayers; ++p) j["players"][std::to_string(p)] = r.by_players[p];
    j["colony_games"] = r.colony;
    j["first_edition_games"] = r.first_edition;
    j["forced_openings"] = r.forced_opening;
    for (int e = 1; e < 5; ++e) j["end_reasons"][to_string(EndReason(e))] = r.end_reasons[e];
    j["action_cards"] = actions;
    j["action_cards_played"] = played;
    j["violations"] = r.violation_count;
    j["reported"] = nlohmann::json::array();
    for (const Violation& v : r.violations)
      j["reported"].push_back({{"game", v.game},
                               {"what", v.what},
                               {"setup", v.setup},
                               {"reproduce", reproducer(a.seed, v.game, ctx.cards_path, a.card)}});
    out << j.dump(2) << "\n";
    return r.violation_count ? 1 : 0;
  }

  if (a.game >= 0) {
    Rng rng(a.seed, uint64_t(a.game));
    const RandomGame g = games.draw(
        rng, cfg.featured ? cfg.featured : games.cards()[size_t(a.game) % games.cards().size()]);
    out << fmt::format("game {} of seed {}: {}\n", a.game, a.seed, g.describe());
  } else {
    out << fmt::format("{} games (seed {}), {} thread{}: {:.1f} s, {:.0f} games/s, {} decisions\n",
                       r.games, a.seed, cfg.threads, cfg.threads == 1 ? "" : "s", r.seconds, rate,
                       r.decisions);
    std::string players;
    for (int p = a.min_players; p <= a.max_players; ++p)
      players += fmt::format("{}{}p {}", players.empty() ? "" : ", ", p, r.by_players[p]);
    out << fmt::format("  players: {}; Colony {}; 1st edition {}; forced opening {}\n", players,
                       r.colony, r.first_edition, r.forced_opening);
    out << fmt::format(
        "  played by random / heuristic / mixed players: {} / {} / {}; copies played on {}, "
        "determinized copies {}\n",
        r.random_play, r.heuristic_play, r.mixed_play, r.forks, r.determinized);
    out << fmt::format("  ended by Provinces {}, Colonies {}, piles {}, turn cap {}\n",
                       r.end_reasons[int(EndReason::kProvinces)],
                       r.end_reasons[int(EndReason::kColonies)],
                       r.end_reasons[int(EndReason::kPiles)], r.end_reasons[int(EndReason::kCap)]);
    out << fmt::format("  Action cards played: {} of {}{}\n", played, actions,
                       never.empty() ? "" : " (never: " + never + ")");
  }
  out << fmt::format("violations: {}\n", r.violation_count);
  for (const Violation& v : r.violations)
    out << fmt::format("  game {}: {}\n    {}\n    reproduce: {}\n", v.game, v.what, v.setup,
                       reproducer(a.seed, v.game, ctx.cards_path, a.card));
  if (r.violation_count > int64_t(r.violations.size()))
    out << fmt::format("  ... and {} more\n", r.violation_count - int64_t(r.violations.size()));
  return r.violation_count ? 1 : 0;
}

}  // namespace

void add_selfcheck_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<SelfcheckArgs>();
  CLI::App* cmd = app.add_subcommand(
      "selfcheck",
      "Reliability soak: random games over every implemented card (random kingdoms and rule "
      "options, 2-6 players, random and heuristic players), the engine's consistency check after "
      "every step, copies and determinized copies played on. Prints games/s and each violation "
      "with a command that replays it; exit code 1 when there is one. docs/reliability.md");
  cmd->add_option("--games,-n", a->games, "Games to play")
      ->check(CLI::Range(int64_t(1), int64_t(1) << 40))
      ->capture_default_str();
  cmd->add_option("--seed,-s", a->seed, "Seed of the run")->capture_default_str();
  CLI::Option* game = cmd->add_option("--game", a->game,
                                      "Replay this one game of the seed (as a violation names it)")
                          ->check(CLI::Range(int64_t(0), int64_t(1) << 40));
  cmd->add_option("--first", a->first,
                  "The run's first game: plays games FIRST to FIRST + GAMES - 1 of the seed (a "
                  "long soak continued, or split between machines)")
      ->check(CLI::Range(int64_t(0), int64_t(1) << 40))
      ->excludes(game)
      ->capture_default_str();
  cmd->add_option("--threads,-t", a->threads, "Worker threads (0: all cores)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  cmd->add_option("--min-players", a->min_players, "Fewest players in a game")
      ->check(CLI::Range(2, kMaxPlayers))
      ->capture_default_str();
  cmd->add_option("--max-players", a->max_players, "Most players in a game")
      ->check(CLI::Range(2, kMaxPlayers))
      ->capture_default_str();
  cmd->add_option("--card", a->card,
                  "Every game features this Kingdom card (by name; default: game g features card "
                  "g mod their number)");
  cmd->add_flag("--progress", a->progress, "Report progress on stderr");
  cmd->add_flag("--json", a->json, "Machine-readable output");
  cmd->callback([a, &ctx] { ctx.code = cmd_selfcheck(*a, ctx); });
}

}  // namespace kl

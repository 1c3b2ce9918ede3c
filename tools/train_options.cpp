// The training options train and batch share (tools/train_options.h).
#include "tools/train_options.h"

#include <fmt/format.h>

#include <cctype>

#include "cards/kingdom.h"
#include "tools/resolve.h"

namespace kl {

void add_training_options(CLI::App* cmd, TrainArgs* a) {
  cmd->add_option("--generations,-g", a->generations, "Generations per chamber")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--pool", a->pool, "Pool size per chamber (leaders included)")
      ->check(CLI::Range(2, 100000));
  cmd->add_option("--leaders", a->leaders, "Leaders per chamber")->check(CLI::Range(1, 1000));
  cmd->add_option("--chambers", a->chambers, "Independent chambers; their leaders meet at the end")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--hall-of-fame", a->hall_of_fame,
                  "Earlier best leaders that join each generation's opponents (those the "
                  "current best does worst against)")
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--final-fame", a->final_fame,
                  "Earlier generations' bests that join the final leaders as candidates for the "
                  "best, per chamber: those the last best loses to (a search that cycles can end "
                  "on the wrong side); a resumed finished run replays its final phase with it")
      ->check(CLI::Range(0, 1000));
  cmd->add_option("--polish", a->polish,
                  "Final polish: at most this many single edits of the best (every neighbour "
                  "tried against the final leaders and bots, kept when fresh games confirm a "
                  "gain); 0: none")
      ->check(CLI::Range(0, 100));
  cmd->add_option("--players,-p", a->players,
                  "Players per game, 2 to 6 (default: the kingdom's). With more than 2 a member "
                  "plays in fields of copies of each opponent, scored by win share")
      ->check(CLI::Range(2, 6));
  cmd->add_option("--seed,-s", a->seed, "Run seed: the same seed gives the same leaders");
  cmd->add_option("--threads,-t", a->threads,
                  "Worker threads (0 = all cores); results do not depend on it")
      ->check(CLI::Range(0, 1024));
  cmd->add_option("--min-games", a->min_games, "Fewest games per pairing")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_option("--max-games", a->max_games, "Most games per pairing")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_option("--screen-games", a->screen_games,
                  "Screening: a child's pairings pause after about this many games; a child "
                  "whose 95% upper bound is then below the rating of the --leaders-th best "
                  "member plays no more (fewer games, the same results for the others); 0: off")
      ->check(CLI::Range(int64_t(0), int64_t(1) << 30));
  cmd->add_option("--final-games", a->final_games,
                  "Games per final round-robin pairing and per library bot")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_option("--final-min-games", a->final_min_games,
                  "A sequential final phase: each pairing of the round robin, of the leaders "
                  "against the bots and of the bots' matrix stops once its sign is clear (a "
                  "sequential test from this many games to --final-games; close pairings play "
                  "them all); 0: off, every pairing plays --final-games. docs/training.md")
      ->check(CLI::Range(int64_t(0), int64_t(1) << 30));
  cmd->add_option("--diagnostic-games", a->diagnostic_games,
                  "Instrumented games per final leader (turn-by-turn diagnostics)")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_flag("--from-template", a->from_template,
                "Start from the Big Money template only (by default the first pool also starts "
                "from the library's bots for this kingdom, as menus)");
  cmd->add_option("--rivals", a->rivals,
                  "Strategies the final leaders play at the end (bot names, strategy files, "
                  "Provincial leaderboard files or FILE#i, menus); shown beside the bots")
      ->take_all();
  cmd->add_option("--rival-games", a->rival_games,
                  "Games per final leader against each rival (default: --final-games); more "
                  "games tell a small margin apart without changing the training")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
}

TrainConfig training_config(const TrainArgs& a, const Kingdom& k, CliContext& ctx) {
  TrainConfig cfg;
  cfg.kingdom = k;
  if (a.players) cfg.kingdom.players = a.players;
  try {
    cfg.game = game_config(cfg.kingdom, a.seed);
  } catch (const KingdomError& e) {
    throw UsageError(e.what());
  }
  cfg.seed = a.seed;
  cfg.threads = a.threads;
  cfg.params.generations = a.generations;
  cfg.params.pool = a.pool;
  cfg.params.leaders = a.leaders;
  cfg.params.chambers = a.chambers;
  cfg.params.test.min_games = a.min_games;
  cfg.params.test.max_games = a.max_games;
  cfg.params.screen_games = a.screen_games;
  cfg.params.final_games = a.final_games;
  cfg.params.final_min_games = a.final_min_games;
  cfg.params.diagnostic_games = a.diagnostic_games;
  cfg.rival_games = a.rival_games;
  cfg.params.library_start = !a.from_template;
  cfg.card_file = {ctx.cards_path, ctx.cards_text};
  cfg.params.hall_of_fame = a.hall_of_fame;
  cfg.params.final_fame = a.final_fame;
  cfg.params.polish.rounds = a.polish;
  if (a.min_games > a.max_games) throw UsageError("--min-games must not exceed --max-games");
  if (a.final_min_games == 1 || a.final_min_games > a.final_games)
    throw UsageError("--final-min-games must be 0 (off) or 2 to --final-games");
  if (a.pool <= a.leaders) throw UsageError("--pool must be larger than --leaders");
  const StrategyContext rival_game = strategy_context(cfg.kingdom, a.seed);
  for (const std::string& r : a.rivals)
    for (Strategy& s : resolve_strategies(r, &rival_game)) {
      if (!applicable(s, cfg.game))
        ctx.err << fmt::format(
            "kingdomlab: note: rival \"{}\" names cards that are not in this kingdom; it plays "
            "without them\n",
            s.name);
      cfg.rivals.push_back(std::move(s));
    }
  return cfg;
}

std::string slug(const std::string& name, const char* empty) {
  std::string s;
  for (unsigned char c : name) {
    if (std::isalnum(c))
      s += char(std::tolower(c));
    else if (!s.empty() && s.back() != '-')
      s += '-';
  }
  while (!s.empty() && s.back() == '-') s.pop_back();
  return s.empty() ? empty : s;
}

std::string clock_text(double seconds) {
  const int64_t s = int64_t(seconds + 0.5);
  return s >= 3600 ? fmt::format("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
                   : fmt::format("{}:{:02}", s / 60, s % 60);
}

}  // namespace kl

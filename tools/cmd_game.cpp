// kingdomlab game: one game, turn by turn.
#include <nlohmann/json.hpp>

#include "evolution/arena/game_log.h"
#include "tools/commands.h"
#include "tools/resolve.h"

namespace kl {

namespace {

struct GameArgs {
  std::vector<std::string> strategies;
  uint64_t seed = 1;
  int64_t index = 0;
  int players = 0;  // 0: the kingdom's, or 2
  std::string kingdom;
  bool json = false;
};

int run_game_command(const GameArgs& a, std::ostream& out, std::ostream& err) {
  StrategySet set;
  set.read_in(a.kingdom, a.seed);  // menus take the kingdom's edition and Colony (resolve.h)
  for (const std::string& s : a.strategies) set.add(s);
  if (set.list.size() < 2) throw UsageError("a game needs at least two strategies");
  std::vector<std::string> notes;
  const GameConfig game = game_for(set.list, a.players, a.kingdom, a.seed, &notes);
  for (const std::string& n : notes) err << "kingdomlab: note: " << n << "\n";
  const GameLog log = log_game(set.list, game, a.seed, a.index);

  if (a.json) {
    nlohmann::json j;
    j["seats"] = log.seats;
    j["seed"] = log.seed;
    j["game"] = log.index;
    for (const GameLogEntry& e : log.entries)
      j["entries"].push_back({{"kind", to_string(e.kind)},
                              {"turn", e.turn},
                              {"seat", e.player + 1},
                              {"cards", e.cards},
                              {"text", e.text}});
    const GameResult& r = log.result;
    nlohmann::json res;
    res["reason"] = to_string(r.reason);
    for (int p = 0; p < r.players; ++p) {
      res["vp"].push_back(r.vp[p]);
      res["turns"].push_back(r.turns[p]);
      if (r.winners & (1 << p)) res["winners"].push_back(p + 1);
    }
    for (const auto& deck : log.decks) {
      nlohmann::json d = nlohmann::json::object();
      for (const auto& [name, n] : deck) d[name] = n;
      res["decks"].push_back(d);
    }
    j["result"] = res;
    out << j.dump(2) << "\n";
    return 0;
  }
  out << fmt::format("game {} of seed {}:", log.index, log.seed);
  for (size_t s = 0; s < log.seats.size(); ++s)
    out << fmt::format("{} seat {} {}", s ? "," : "", s + 1, log.seats[s]);
  out << " (seat 1 moves first)\n" << format_game_log(log);
  return 0;
}

}  // namespace

void add_game_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<GameArgs>();
  CLI::App* cmd = app.add_subcommand(
      "game",
      "Play one game and print it turn by turn: each turn's hand, the Actions played, the "
      "Treasures and $, the buys, every choice a card asked for, the cards gained and trashed, "
      "and the final score. It is game number --game of `match` with the same strategies, "
      "kingdom and seed, so a surprising match result can be read game by game.");
  cmd->add_option("strategies", a->strategies,
                  "Strategies, as for match: bot names, files (FILE[:NAME]), menus, Provincial "
                  "strings or leaderboard files (FILE#i)")
      ->required();
  cmd->add_option("--seed,-s", a->seed, "Run seed (match's --seed)");
  cmd->add_option("--game,-g", a->index,
                  "Which game of the match, from 0; seats rotate from game to game (for 2 "
                  "players, games 2i and 2i+1 share their shuffles with the seats swapped)")
      ->check(CLI::Range(int64_t(0), int64_t(1) << 40));
  cmd->add_option("--players,-p", a->players, "Players, 2 to 6 (default: the kingdom's, or 2)")
      ->check(CLI::Range(2, 6));
  cmd->add_option("--kingdom,-k", a->kingdom,
                  "A preset kingdom or a kingdom file; default: exactly the cards the strategies "
                  "mention");
  cmd->add_flag("--json", a->json,
                "Machine-readable output: seats, entries (kind, turn, seat, cards, text), result "
                "(reason, vp, turns, winners, each seat's cards at the end)");
  cmd->callback([a, &ctx] { ctx.code = run_game_command(*a, ctx.out, ctx.err); });
}

}  // namespace kl

// kingdomlab game: a logged game is the match's game of that number, and its entries account for
// every card that changed hands.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <regex>

#include "cards/kingdom.h"
#include "cli_runner.h"
#include "evolution/arena/game_log.h"
#include "evolution/arena/match.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/train/coevolution.h"
#include "sim/agent.h"
#include "tools/resolve.h"

namespace kl {
namespace {

using test::cli;
using test::CliRun;
using Kind = GameLogEntry::Kind;

std::vector<const Strategy*> bots(std::initializer_list<const char*> names) {
  std::vector<const Strategy*> out;
  for (const char* n : names) out.push_back(find_bot(n));
  return out;
}

TEST(GameLog, TheLoggedGamesAreTheMatchsGames) {
  // Game i of the log is game i of run_match: the same seats and shuffles, so the logs of games
  // 0..n-1 add up to the match's totals. Attacks, trashing and passing cards (Masquerade) on both
  // sides, 2 and 3 players.
  for (const auto& strategies :
       {bots({"Witch", "Masquerade"}), bots({"Chapel", "Militia", "Remodel"})}) {
    const int players = int(strategies.size());
    MatchConfig cfg;
    cfg.strategies = strategies;
    cfg.game = game_for(strategies, players);
    cfg.seed = 7;
    cfg.games = 12 * players;
    cfg.threads = 1;
    const MatchResult r = run_match(cfg);
    const size_t n = strategies.size();
    std::vector<int64_t> wins(n, 0), ties(n, 0), vp(n, 0);
    int64_t rounds = 0, reasons[5] = {};
    for (int64_t i = 0; i < cfg.games; ++i) {
      const GameLog log = log_game(strategies, cfg.game, cfg.seed, i);
      ASSERT_EQ(log.seats.size(), size_t(players));
      const GameResult& g = log.result;
      const bool alone = (g.winners & (g.winners - 1)) == 0;
      int longest = 0;
      for (int s = 0; s < players; ++s) {
        size_t j = 0;
        while (strategies[j]->name != log.seats[size_t(s)]) ++j;
        vp[j] += g.vp[s];
        if (g.winners & (1 << s)) ++(alone ? wins : ties)[j];
        longest = std::max(longest, int(g.turns[s]));
      }
      rounds += longest;
      ++reasons[int(g.reason)];
      ASSERT_EQ(log.entries.back().kind, Kind::kEnd);
    }
    for (size_t j = 0; j < size_t(players); ++j) {
      EXPECT_EQ(wins[j], r.stats[j].wins) << strategies[j]->name;
      EXPECT_EQ(ties[j], r.stats[j].ties) << strategies[j]->name;
      EXPECT_EQ(vp[j], r.stats[j].vp_sum) << strategies[j]->name;
    }
    EXPECT_EQ(rounds, r.rounds_sum);
    for (int k = 0; k < 5; ++k) EXPECT_EQ(reasons[k], r.end_reasons[k]);
  }
}

TEST(GameLog, EntriesAccountForEveryCardOwned) {
  // The starting deck plus the gains, less the trashed and lost cards of the log, is what each
  // player owns when the game (played again without the log) ends; every card bought was gained.
  const auto strategies = bots({"Masquerade", "Chapel"});
  const GameConfig game = game_for(strategies, 2);
  for (int64_t i = 0; i < 10; ++i) {
    const GameLog log = log_game(strategies, game, 3, i);
    std::vector<StrategyPlayer> players;
    players.reserve(2);
    for (const std::string& name : log.seats) players.emplace_back(*find_bot(name));
    Agent* agents[2] = {&players[0], &players[1]};
    GameConfig cfg = game;
    cfg.first_player = 0;
    State s;
    s.setup(cfg, 3, uint64_t(i / 2));
    play_game(s, agents);
    ASSERT_EQ(s.result().vp[0], log.result.vp[0]);
    for (int p = 0; p < 2; ++p) {
      std::map<std::string, int> owned{{"Copper", 7}, {"Estate", 3}}, bought, gained;
      int trashed = 0, passed = 0;
      for (const GameLogEntry& e : log.entries) {
        if (e.player != p) continue;
        for (const std::string& c : e.cards) {
          if (e.kind == Kind::kGain) ++owned[c], ++gained[c];
          if (e.kind == Kind::kTrash) --owned[c], ++trashed;
          if (e.kind == Kind::kLose) --owned[c], ++passed;
          if (e.kind == Kind::kBuy) ++bought[c];
        }
      }
      for (int k = 0; k < s.num_kinds(); ++k)
        EXPECT_EQ(owned[s.def(CardId(k)).name], int(s.player(p).owned[k]))
            << "game " << i << " seat " << p + 1 << " " << s.def(CardId(k)).name;
      for (const auto& [card, n] : bought) EXPECT_GE(gained[card], n) << card;
      if (log.seats[size_t(p)] == "Chapel") {
        EXPECT_GT(trashed, 0) << "game " << i;
      }
      std::map<std::string, int> deck;
      for (const auto& [name, n] : log.decks[size_t(p)]) deck[name] = n;
      for (int k = 0; k < s.num_kinds(); ++k) {
        if (s.player(p).owned[k]) {
          EXPECT_EQ(deck[s.def(CardId(k)).name], s.player(p).owned[k]);
        }
      }
    }
  }
}

// Checks that the starting deck plus the log's gains, less its trashed and lost cards, is each
// seat's deck at the end, and that every card bought was gained. Returns the cards trashed.
int expect_entries_account_for_decks(const GameLog& log, const std::string& what) {
  int trashed = 0;
  for (size_t p = 0; p < log.decks.size(); ++p) {
    std::map<std::string, int> owned, bought, gained, end;
    for (const auto& [name, n] : log.decks[p]) end[name] = n;
    for (const GameLogEntry& e : log.entries) {
      if (e.player != int(p)) continue;
      for (const std::string& c : e.cards) {
        if (e.kind == Kind::kGain) ++owned[c], ++gained[c];
        if (e.kind == Kind::kTrash) --owned[c], ++trashed;
        if (e.kind == Kind::kLose) --owned[c];
        if (e.kind == Kind::kBuy) ++bought[c];
      }
    }
    for (const auto& [name, n] : end) owned[name] -= n;  // what the start must have been
    int start = 0;
    for (const auto& [name, n] : owned) {
      if (n != 0) {
        EXPECT_GT(0, n) << what << " seat " << p + 1 << " " << name;
      }
      start -= n;
    }
    EXPECT_EQ(start, 10) << what << " seat " << p + 1;  // 7 Copper + 3 Estate, or Shelters
    for (const auto& [card, n] : bought) EXPECT_GE(gained[card], n) << what << " " << card;
  }
  return trashed;
}

TEST(GameLog, RandomKingdomsAccountForEveryCard) {
  // Every implemented set: random kingdoms (Colony, mats, tokens, Durations, passing and
  // returning cards), three starting genomes of training each, 3 players.
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const Kingdom k = random_kingdom({}, seed);
    GameConfig game = game_config(k, seed);
    game.players = 3;
    const MutationSpace space = mutation_space(game);
    const std::vector<Genome> starts = starting_genomes(space, game, true);
    std::vector<Strategy> owned;
    for (size_t i = 0; i < 3; ++i)
      owned.push_back(
          to_strategy(starts[(i * 5 + seed) % starts.size()], fmt::format("s{}", i), game.colony));
    const std::vector<const Strategy*> strategies{&owned[0], &owned[1], &owned[2]};
    for (int64_t g = 0; g < 3; ++g) {
      const GameLog log = log_game(strategies, game, seed, g);
      ASSERT_EQ(log.decks.size(), 3u);
      expect_entries_account_for_decks(log, fmt::format("{} game {}", k.name, g));
    }
  }
}

TEST(GameLog, CommandPrintsTurnsAndTheResult) {
  const CliRun text = cli({"game", "Witch", "Big Money", "-s", "5", "--game", "1"});
  ASSERT_EQ(text.code, 0) << text.err;
  // Game 1 swaps the seats of game 0: Big Money moves first.
  EXPECT_NE(text.out.find("seat 1 Big Money, seat 2 Witch"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("] seat 1 turn 1 of Big Money: hand "), std::string::npos);
  EXPECT_NE(text.out.find("    plays Witch"), std::string::npos);
  EXPECT_NE(text.out.find("game over ("), std::string::npos);
  const CliRun json = cli({"game", "Witch", "Big Money", "-s", "5", "--game", "1", "--json"});
  ASSERT_EQ(json.code, 0) << json.err;
  const nlohmann::json j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["seats"][0], "Big Money");
  EXPECT_EQ(j["game"], 1);
  const nlohmann::json& res = j["result"];
  // The winners are the seats with the most VP (ties on VP go to fewer turns).
  int best = -1000;
  for (const auto& v : res["vp"]) best = std::max(best, v.get<int>());
  for (const auto& w : res["winners"]) EXPECT_EQ(res["vp"][w.get<int>() - 1], best);
  int curses = 0;  // Witch gives Curses to the other seat
  for (const auto& e : j["entries"])
    if (e["kind"] == "gain" && e["seat"] == 1)
      for (const auto& c : e["cards"]) curses += c == "Curse";
  EXPECT_GT(curses, 0);
  EXPECT_EQ(cli({"game", "Witch"}).code, 2);  // one strategy is not a game
}

// The log is complete: each buy's price beside the $ it had, VP tokens as they are taken, and
// the Durations that act at the start of a turn.
TEST(GameLog, PricesTokensAndDurations) {
  const CliRun j = cli(
      {"game", "Monument×2 Wharf×2 Gold Silver", "Big Money", "-s", "3", "--game", "0", "--json"});
  ASSERT_EQ(j.code, 0) << j.err;
  const nlohmann::json log = nlohmann::json::parse(j.out);
  int tokens = 0, last_total = 0, durations = 0, buys = 0;
  const std::regex buy("buys (.+) for \\$([0-9]+) \\(of \\$([0-9]+)\\)");
  for (const auto& e : log["entries"]) {
    const std::string text = e["text"];
    if (e["kind"] == "buy" && !e["cards"].empty()) {
      std::smatch m;
      ASSERT_TRUE(std::regex_match(text, m, buy)) << text;
      EXPECT_LE(std::stoi(m[2]), std::stoi(m[3])) << text;  // never more than it had
      const std::string card = m[1];
      if (card == "Gold") {
        EXPECT_EQ(m[2], "6");
      }
      if (card == "Wharf") {
        EXPECT_EQ(m[2], "5");
      }
      ++buys;
    }
    if (e["kind"] == "tokens") {
      EXPECT_EQ(e["seat"], 1) << text;  // only Monument takes tokens here
      std::smatch m;
      ASSERT_TRUE(
          std::regex_search(text, m, std::regex("takes ([0-9]+) VP tokens? \\(([0-9]+) in all\\)")))
          << text;
      tokens += std::stoi(m[1]);
      last_total = std::stoi(m[2]);
      EXPECT_EQ(last_total, tokens);
    }
    if (e["kind"] == "duration") {
      ++durations;
      for (const auto& c : e["cards"]) EXPECT_EQ(c, "Wharf");
      EXPECT_NE(text.find("Wharf"), std::string::npos);
    }
  }
  EXPECT_GT(buys, 10);
  EXPECT_GT(tokens, 0);
  EXPECT_GT(durations, 0);
  // The text form says the same.
  const CliRun text =
      cli({"game", "Monument×2 Wharf×2 Gold Silver", "Big Money", "-s", "3", "--game", "0"});
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("Durations from the last turn act now: Wharf"), std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find(fmt::format("({} in all)", last_total)), std::string::npos);
}

}  // namespace
}  // namespace kl

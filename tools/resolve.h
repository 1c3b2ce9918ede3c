// Turning command-line arguments into strategies and games.
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "cards/kingdom.h"
#include "evolution/strategy/strategy.h"
#include "sim/state.h"

namespace kl {

// A strategy argument: a library bot's name, a strategy file (every strategy in it, or
// FILE:NAME for one), a Provincial leaderboard file (its leaders, or FILE#i for leader i), a
// line in Provincial's notation ("[colony] e2-d4-p8-witch@2|gold@99", played without the
// last-card guard as Provincial plays), or a one-line menu ("Witch×2 Gold Silver | Duchy≤4").
// Throws UsageError (or StrategyParseError) saying what was tried.
//
// A menu or a Provincial line means different rules in different games: its Colony and Province
// thresholds need to know whether Colony is played, and a card printed in both editions
// (Moneylender, Throne Room) needs an edition. `game` is the game the strategy will play, when
// known (e.g. `match -k KINGDOM`): its edition and Colony then apply, so a menu copied from a
// report plays as it did in training; a strategy file without an "edition" line reads in the
// game's edition too. Without it a menu or file is 2nd edition and a menu Colony-less (unless it
// starts with "colony "), a Provincial line 1st edition.
struct StrategyContext {
  Edition edition = Edition::kSecond;
  bool colony = false;
};
std::vector<Strategy> resolve_strategies(const std::string& arg,
                                         const StrategyContext* game = nullptr);

// The context of a kingdom's game with this seed (Colony can depend on the seed).
StrategyContext strategy_context(const Kingdom& k, uint64_t seed);

// Strategies resolved from arguments, with stable addresses.
struct StrategySet {
  std::deque<Strategy> owned;
  std::vector<const Strategy*> list;
  std::optional<StrategyContext> game;  // the game they will play, when known
  // With a kingdom argument (a preset name or file; empty: none), later menus and Provincial
  // lines are read in its game.
  void read_in(const std::string& kingdom, uint64_t seed);
  void add(const std::string& arg);
};

// The game for a match between these strategies. With `kingdom` (a preset name or a kingdom
// file) that kingdom; otherwise the kingdom cards the strategies mention (so a money match has
// only the basic piles), with the piles they bring (a Bane) drawn from `seed`. players = 0: the
// kingdom's (2 without one). Cards a strategy buys that are not in the kingdom are listed in
// `notes` (their rules never fire). Throws UsageError when two editions of a card collide,
// KingdomError for a bad kingdom.
GameConfig game_for(const std::vector<const Strategy*>& strategies, int players,
                    const std::string& kingdom = "", uint64_t seed = 1,
                    std::vector<std::string>* notes = nullptr);

}  // namespace kl

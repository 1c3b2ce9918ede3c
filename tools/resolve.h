// Turning command-line arguments into strategies and games.
#pragma once

#include <deque>
#include <string>
#include <vector>

#include "evolution/strategy.h"
#include "sim/state.h"

namespace kl {

// A strategy argument: a library bot's name, a strategy file (every strategy in it, or
// FILE:NAME for one), or a one-line menu ("Witch×2 Gold Silver | Duchy≤4 Estate≤2").
// Throws UsageError (or StrategyParseError) saying what was tried.
std::vector<Strategy> resolve_strategies(const std::string& arg);

// Strategies resolved from arguments, with stable addresses.
struct StrategySet {
  std::deque<Strategy> owned;
  std::vector<const Strategy*> list;
  void add(const std::string& arg);
};

// The game for a match between these strategies: the kingdom cards they mention (so a money
// match has only the basic piles). Throws UsageError when two editions of a card collide.
GameConfig game_for(const std::vector<const Strategy*>& strategies, int players);

}  // namespace kl

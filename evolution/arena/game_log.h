// One game, turn by turn, for reading: what each player held, played, bought, chose, gained and
// trashed, and how it ended. For rules debugging and for "why does this strategy lose here?".
// Recorded between decisions, like diagnostics: the engine itself pays nothing for it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "evolution/strategy/strategy.h"
#include "sim/state.h"

namespace kl {

struct GameLogEntry {
  enum class Kind : uint8_t {
    kTurn,       // a turn starts: cards = its hand (at its first decision; autoplayed Treasures in)
    kHand,       // the hand changed (drawn, discarded), shown at an Action-phase decision
    kPlay,       // an Action played from the Action phase
    kTreasures,  // Treasures played: cards; text has the $ and Buys left
    kBuy,        // a card bought (cards = it) with its price and the $ before it, or none
    kChoose,     // an answer to a card's question: text says which card asked and what it means
    kGain,       // cards gained, by any means (a buy's gain included)
    kTrash,      // cards trashed
    kLose,       // cards no longer owned but not trashed (returned to the Supply, passed)
    kEnd,        // the game is over: text has the scores
    kDuration,   // a turn starts with Durations in play from the turn before: cards = them
    kTokens,     // VP tokens taken (Monument, Bishop, Goons): text says how many, and the total
  };
  Kind kind = Kind::kTurn;
  int turn = 0;                    // game turn (State::turn(), extra turns included)
  int player = 0;                  // the seat it is about (for kChoose: who chose)
  std::vector<std::string> cards;  // card names, one per copy
  std::string text;                // the line a person reads (without turn and player)
};

const char* to_string(GameLogEntry::Kind k);

struct GameLog {
  std::vector<std::string> seats;  // the strategy in each seat (seat 0 moves first)
  uint64_t seed = 0;
  int64_t index = 0;  // the game's number in a match with this seed
  std::vector<GameLogEntry> entries;
  GameResult result;
  // Each seat's cards at the end: (name, copies), in the game's card order.
  std::vector<std::vector<std::pair<std::string, int>>> decks;
};

// Plays game number `index` of run_match({strategies, game, seed}) exactly as the match plays it
// (seed group index / players, seats rotated by index % players) and records it. Throws
// std::invalid_argument for fewer than two strategies, a bad player count or a negative index.
GameLog log_game(const std::vector<const Strategy*>& strategies, const GameConfig& game,
                 uint64_t seed, int64_t index);

// The log as text: a header line per turn, then one indented line per entry (a gain or trash
// that repeats the buy or choice before it is left out).
std::string format_game_log(const GameLog& log);

}  // namespace kl

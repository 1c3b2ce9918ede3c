// Basic vocabulary of the engine: card ids, card types, zones, capacities.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kl {

// A card kind inside one game: an index into the game's card table (State::def()).
// Slots 0..kFirstKingdom-1 are the basic cards by role; kingdom and extra cards follow.
using CardId = uint8_t;
// An index into the program-wide card registry (cards/), used only outside a game.
using DefId = uint16_t;

constexpr int kMaxPlayers = 6;
constexpr int kMaxKinds = 48;   // distinct cards in one game (basics + kingdom + extras)
constexpr int kZoneCap = 255;   // cards one zone can hold
constexpr int kMaxOwned = 250;  // cards one player may own; a gain past it ends the game (Cap)
constexpr int kStackCap = 64;   // pending effects
constexpr CardId kNoCard = 255;
constexpr int kMaxMats = 4;          // per-player mats that hold cards (cards/tokens.h names them)
constexpr int kMaxPlayerTokens = 2;  // per-player token counts (Pirate Ship's coins)
constexpr int kMaxPileTokens = 2;    // kinds of token on Supply piles (Embargo, Trade Route)
constexpr int kMaxGameTokens = 2;    // shared counters (the Trade Route mat)
constexpr int kMaxDurations = 48;    // Duration effects waiting for their owners' next turns
constexpr int kMaxWatchers = 32;     // "this turn" / "until your next turn" abilities
constexpr int kMaxMoments = 16;      // gains, buys, trashes and attacks being resolved at once
constexpr int kMaxInstances = 128;   // cards played in one turn that Durations can pin

// Fixed slots of the basic cards. sim/ knows cards only by these roles, never by name.
enum Basic : CardId {
  kCopper = 0,
  kSilver,
  kGold,
  kEstate,
  kDuchy,
  kProvince,
  kCurse,
  kPlatinum,
  kColony,
  kPotion,
  kFirstKingdom  // first slot after the basics
};

// Card types as bit flags.
enum Type : uint16_t {
  kAction = 1 << 0,
  kTreasure = 1 << 1,
  kVictory = 1 << 2,
  kCurseType = 1 << 3,
  kAttack = 1 << 4,
  kReaction = 1 << 5,
  kDuration = 1 << 6,
};

// The one table of card-type names, in printing order ("Action-Attack").
struct TypeName {
  uint16_t bit;
  const char* name;
};
inline constexpr TypeName kTypeNames[] = {
    {kAction, "Action"}, {kTreasure, "Treasure"}, {kVictory, "Victory"},  {kCurseType, "Curse"},
    {kAttack, "Attack"}, {kReaction, "Reaction"}, {kDuration, "Duration"}};
// A card's types as text joined by dashes, "Action-Attack".
std::string types_text(uint16_t types);
// A card's types as a list of names, {"Action", "Attack"}.
std::vector<std::string> type_list(uint16_t types);
// The type bit of a name ("attack" or "Attack"), 0 if it names no type.
uint16_t type_bit(std::string_view name);

// Where a card is. Revealed/looked-at cards live in kAside while an effect holds them; kMat is a
// player's mats (State::to_mat), kNone a card no longer anywhere a player has it.
enum class Zone : uint8_t { kDeck, kHand, kDiscard, kPlay, kAside, kTrash, kSupply, kMat, kNone };

// Things that happen in a game that cards react to or watch (Reaction, State::watch).
enum class Trigger : uint8_t {
  kAttack,     // another player played an Attack: reactions before it resolves (Moat)
  kGain,       // a card was gained (it is already where it went)
  kBuy,        // a card is being bought: after paying, before it is gained
  kTrash,      // a card was trashed
  kPlay,       // a card was played (watchers only: Merchant, Coppersmith)
  kStartTurn,  // the start of a turn, before the Action phase (Durations run here too)
  kEndBuy,     // the end of the Buy phase (Treasury)
  kCleanup,    // the start of Clean-up, before anything is discarded
  kCount
};
constexpr uint16_t trigger_bit(Trigger t) { return uint16_t(1u << unsigned(t)); }

enum class Edition : uint8_t { kBoth, kFirst, kSecond };

}  // namespace kl

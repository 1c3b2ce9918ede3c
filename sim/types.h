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

// Where a card is. Revealed/looked-at cards live in kAside while an effect holds them.
enum class Zone : uint8_t { kDeck, kHand, kDiscard, kPlay, kAside, kTrash, kSupply };

enum class Edition : uint8_t { kBoth, kFirst, kSecond };

}  // namespace kl

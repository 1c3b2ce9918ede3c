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
constexpr int kMaxKinds = 64;   // distinct cards in one game (basics + kingdom + extras)
constexpr int kZoneCap = 255;   // cards one zone can hold
constexpr int kMaxOwned = 250;  // cards one player may own; a gain past it ends the game (Cap)
constexpr int kStackCap = 64;   // pending effects
constexpr CardId kNoCard = 255;
constexpr int kMaxMats = 7;          // per-player mats that hold cards (cards/tokens.h names them)
constexpr int kMaxPlayerTokens = 4;  // per-player token counts (Pirate Ship's coins)
constexpr int kMaxPileTokens = 3;    // kinds of token on Supply piles (Embargo, Obelisk...)
constexpr int kMaxGameTokens = 2;    // shared counters (the Trade Route mat)
constexpr int kMaxDurations = 48;    // Duration effects waiting for their owners' next turns
constexpr int kMaxWatchers = 32;     // "this turn" / "until your next turn" abilities
constexpr int kMaxMoments = 16;      // gains, buys, trashes and attacks being resolved at once
constexpr int kMaxInstances = 128;   // cards played in one turn that Durations can pin
constexpr int kMaxMixedPiles = 12;   // split, mixed and rotating piles in one game
constexpr int kMixedCap = 200;       // cards in all of them together
constexpr int kMaxScorers = 8;       // landscapes that score at game end (Landmarks)
constexpr int kMaxWays = 4;          // Ways in one game
constexpr int kMaxExtraTurns = 4;    // extra turns waiting
constexpr uint8_t kNoPile = 0xFF;

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

// A card's types: a bit per type, card types and landscape types in one mask.
using Types = uint64_t;

// Card types as bit flags. The landscape types (Event ... Prophecy) mark the things in a kingdom
// that are not card piles: they get card ids beside the cards but never sit in a zone.
enum Type : Types {
  kAction = Types(1) << 0,
  kTreasure = Types(1) << 1,
  kVictory = Types(1) << 2,
  kCurseType = Types(1) << 3,
  kAttack = Types(1) << 4,
  kReaction = Types(1) << 5,
  kDuration = Types(1) << 6,
  kNight = Types(1) << 7,
  kCommand = Types(1) << 8,
  kReserve = Types(1) << 9,
  kTraveller = Types(1) << 10,
  kGathering = Types(1) << 11,
  kCastle = Types(1) << 12,
  kKnight = Types(1) << 13,
  kLooter = Types(1) << 14,
  kRuins = Types(1) << 15,
  kShelter = Types(1) << 16,
  kPrize = Types(1) << 17,
  kReward = Types(1) << 18,
  kHeirloom = Types(1) << 19,
  kSpirit = Types(1) << 20,
  kZombie = Types(1) << 21,
  kFate = Types(1) << 22,
  kDoom = Types(1) << 23,
  kLiaison = Types(1) << 24,
  kOmen = Types(1) << 25,
  kLoot = Types(1) << 26,
  kAugur = Types(1) << 27,
  kClash = Types(1) << 28,
  kFort = Types(1) << 29,
  kOdyssey = Types(1) << 30,
  kTownsfolk = Types(1) << 31,
  kWizard = Types(1) << 32,
  // Landscapes.
  kEvent = Types(1) << 40,
  kLandmark = Types(1) << 41,
  kProject = Types(1) << 42,
  kWay = Types(1) << 43,
  kAlly = Types(1) << 44,
  kTrait = Types(1) << 45,
  kProphecy = Types(1) << 46,
  // Artifacts (Renaissance): held by one player at a time (State::artifact_owner).
  kArtifact = Types(1) << 47,
};
// Every landscape type; and those a player buys (Events, Projects).
constexpr Types kLandscape =
    kEvent | kLandmark | kProject | kWay | kAlly | kTrait | kProphecy | kArtifact;
constexpr Types kBuyableLandscape = kEvent | kProject;

// The one table of card-type names, in printing order ("Action-Attack").
struct TypeName {
  Types bit;
  const char* name;
};
inline constexpr TypeName kTypeNames[] = {
    {kAction, "Action"},     {kTreasure, "Treasure"},   {kVictory, "Victory"},
    {kCurseType, "Curse"},   {kNight, "Night"},         {kAttack, "Attack"},
    {kReaction, "Reaction"}, {kDuration, "Duration"},   {kCommand, "Command"},
    {kReserve, "Reserve"},   {kTraveller, "Traveller"}, {kGathering, "Gathering"},
    {kCastle, "Castle"},     {kKnight, "Knight"},       {kLooter, "Looter"},
    {kRuins, "Ruins"},       {kShelter, "Shelter"},     {kPrize, "Prize"},
    {kReward, "Reward"},     {kHeirloom, "Heirloom"},   {kSpirit, "Spirit"},
    {kZombie, "Zombie"},     {kFate, "Fate"},           {kDoom, "Doom"},
    {kLiaison, "Liaison"},   {kOmen, "Omen"},           {kLoot, "Loot"},
    {kAugur, "Augur"},       {kClash, "Clash"},         {kFort, "Fort"},
    {kOdyssey, "Odyssey"},   {kTownsfolk, "Townsfolk"}, {kWizard, "Wizard"},
    {kEvent, "Event"},       {kLandmark, "Landmark"},   {kProject, "Project"},
    {kWay, "Way"},           {kAlly, "Ally"},           {kTrait, "Trait"},
    {kProphecy, "Prophecy"}, {kArtifact, "Artifact"}};
// A card's types as text joined by dashes, "Action-Attack".
std::string types_text(Types types);
// A card's types as a list of names, {"Action", "Attack"}.
std::vector<std::string> type_list(Types types);
// The type bit of a name ("attack" or "Attack"), 0 if it names no type.
Types type_bit(std::string_view name);

// Where a card is. Revealed/looked-at cards live in kAside while an effect holds them (a stack:
// a card is taken back from its end, so an effect nested in another finds its own cards last);
// kMat is a player's mats (State::to_mat), kNone a card no longer anywhere a player has it.
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
  kWouldGain,  // a card is about to be gained: a reaction may change what, by whom, or cancel it
  kDiscard,    // a card was discarded other than during Clean-up (State::discard)
  kStartBuy,   // the start of the Buy phase, before Treasures are played (Treasure Chest)
  kAfterPlay,  // an Action card the current player played finished resolving (Coin of the Realm)
  kEndTurn,    // after the turn: Clean-up is done, before the next turn (Baths)
  kCount
};
constexpr uint16_t trigger_bit(Trigger t) { return uint16_t(1u << unsigned(t)); }
static_assert(int(Trigger::kCount) <= 16, "trigger masks (CardDef::watches, listens) are 16 bits");

enum class Edition : uint8_t { kBoth, kFirst, kSecond };

// A player's tokens that sit on a Supply pile (Adventures): where each is (State::token_pile).
enum PileToken : uint8_t {
  kPlusCardToken,    // playing a card from the pile first gives +1 Card
  kPlusActionToken,  // ... +1 Action
  kPlusBuyToken,     // ... +1 Buy
  kPlusCoinToken,    // ... +$1
  kCostToken,        // cards from the pile cost $2 less on the owner's turns
  kTrashingToken,    // (read by the card that placed it)
  kEstateToken,      // (read by the card that placed it)
  kNumPileTokens
};

// An extra turn's limits (State::add_extra_turn).
enum ExtraTurnFlag : uint8_t {
  kNoBuyingCards = 1,  // no card may be bought (Events and Projects still may)
  kPossessed = 2,      // another player (the controller) decides; gains go to them
};

}  // namespace kl

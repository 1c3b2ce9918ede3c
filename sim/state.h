// The whole game as one copyable value: supply, trash, players' zones and mats, tokens, turn
// counters, Durations and watchers, the event stack, the pending decision and the RNG. No heap
// allocation after setup. The member functions are spread over one file per job: setup.cpp,
// turn.cpp (phases, playing cards, answers), moves.cpp (draw, gain, trash, mats, tokens),
// triggers.cpp (gain/buy/trash processes, reaction windows, watchers, Durations, costs),
// check.cpp (scoring, consistency, scenario set-up) and determinize.cpp.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#include "sim/card_def.h"
#include "sim/decision.h"
#include "sim/rng.h"
#include "sim/types.h"
#include "sim/zone.h"

namespace kl {

static_assert(kMaxKinds <= 64, "card masks are 64-bit");

// One pending piece of card text. See EffectFn for the protocol.
struct Event {
  EffectFn fn = nullptr;
  uint8_t player = 0;     // whose effect this is (the victim, for an attack's victim part)
  CardId card = kNoCard;  // the card whose text this is
  // The card that is "this" (the one to trash, set aside or move): `card`, except when a card
  // plays as another (State::play_as: Band of Misfits is "this", the copied card's text runs).
  CardId self = kNoCard;
  uint8_t step = 0;       // where a resumed effect continues; kDone once finished
  uint8_t flags = 0;      // kReplay: not the first play of this card instance (Throne Room)
  uint8_t moment = 0xFF;  // attack(): the attack's moment while reactions are offered
  uint8_t inst = 0xFF;    // the play instance of `card` (Durations pin it; kNoInstance: none)
  int16_t a = 0, b = 0;   // effect-specific scratch (attack victims: a = attacker)
  int16_t c = 0;          // more scratch
  int16_t d = 0;          // more scratch (the card language: the cards it looks at)
};
constexpr uint8_t kDone = 0xFF;
constexpr uint8_t kReplay = 1;

// A decision of kind `kind` asked by event e's card of e's player (the usual start of a card's
// question; the card then sets what it needs: min, max, cost bounds, options).
inline Decision decision_for(const Event& e, DecisionKind kind, Reason reason) {
  Decision d;
  d.kind = kind;
  d.reason = reason;
  d.player = e.player;
  d.source = e.card;
  return d;
}
constexpr uint8_t kAttackStarted = 2;  // attack(): reactions were offered
// A replay whose card an earlier play of the same instance moved out of play (Mining Village
// trashed itself): see State::left_play().
constexpr uint8_t kLeftPlay = 4;
// Set by a card that played another card (Procession, Counterfeit: Event::a = that card) on its
// own event, to be told (kLeftPlay on it) when a play of that card moves it out of play: then it
// knows "it" is gone even when other copies are in play, or left play for other reasons.
constexpr uint8_t kTellsLeftPlay = 8;
constexpr uint8_t kNoInstance = 0xFF;

// A gain, buy, trash, attack or play being resolved: what its triggers read (and update: a
// reaction that moves a gained card sets `zone`). Events refer to it by index (State::moment()).
struct Moment {
  Trigger trigger = Trigger::kGain;
  uint8_t player = 0;       // who gains, buys, trashes or plays; the attacker for kAttack
  CardId card = kNoCard;    // the card gained, bought, trashed or played; the Attack
  Zone zone = Zone::kNone;  // kGain: where the card is now (kNone: lost track of it)
  uint8_t flags = 0;        // kBought, kFromSupply, kFromTrash
  uint8_t immune = 0;       // kAttack: bit p = player p is unaffected
  uint8_t count = 1;        // kPlay: copies played at once; before: copies played earlier
  uint8_t before = 0;
  uint64_t used = 0;  // reaction windows: card kinds already offered to the player asked now
  bool live = false;
};
constexpr uint8_t kBought = 1;
// kTrash: the card was nobody's (Lurker trashed it). kPlay: another card played it where it is, in
// the Supply (Band of Misfits): it is not in play.
constexpr uint8_t kFromSupply = 2;
constexpr uint8_t kFromTrash = 4;  // kGain: gained from the trash, not from a pile
constexpr uint8_t kCancelled = 8;  // kWouldGain: a reaction cancelled the gain
// kAfterPlay: the copy just played has left play (a Reserve to its mat, Raze trashing itself).
constexpr uint8_t kPlayedCopyLeft = 16;

// A Duration's effect waiting for the start of its owner's next turn.
struct DurationEffect {
  EffectFn fn = nullptr;  // run as an event: player = owner, card = the Duration, a/b = memory
  uint8_t owner = 0;
  CardId card = kNoCard;
  int16_t a = 0, b = 0;
  uint8_t carry = 0xFF;  // a lasting Duration's play (State::carried_), 0xFF: none
};

// An ability that lasts: "this turn, when..." (Merchant, Hoard) or "until your next turn..."
// (Monkey, Corsair). Runs synchronously when its trigger happens; may push events.
struct Watcher;
class Agent;
using WatchFn = void (*)(State& s, Watcher& w, const Moment& m);
enum class Until : uint8_t { kEndOfTurn, kOwnersNextTurn, kGame };
struct Watcher {
  WatchFn fn = nullptr;
  Trigger on = Trigger::kPlay;
  Until until = Until::kEndOfTurn;
  uint8_t owner = 0;
  CardId card = kNoCard;  // the card that set it up
  int16_t a = 0, b = 0;   // its memory
  int16_t count = 1;      // times it was set up (watch() merges identical ones)
};

enum class Phase : uint8_t { kStart, kAction, kTreasure, kBuy, kEndBuy, kNight, kCleanup, kOver };
enum class EndReason : uint8_t { kNone, kProvinces, kColonies, kPiles, kCap };
enum class Opening : uint8_t { kRandom, k43, k52 };

const char* to_string(EndReason r);

struct Player {
  CardList deck, hand, discard, play, aside;
  uint64_t projects = 0;              // the Projects this player has a cube on, a bit per card id
  uint8_t landscape_buys[kMaxKinds];  // times this player bought each Event and Project
  uint8_t owned[kMaxKinds];           // copies owned of each kind, in every zone
  uint8_t mat[kMaxMats][kMaxKinds];   // cards on each mat, by kind
  uint8_t mat_size[kMaxMats];
  uint16_t owned_total = 0;
  int16_t vp_tokens = 0;
  int16_t tokens[kMaxPlayerTokens];  // per-player token counts (Pirate Ship coins)
  uint16_t turns = 0;                // turns taken (extra turns excluded)
  // Currencies: Coffers (+$1 each in the Buy phase), Villagers (+1 Action each in the Action
  // phase), Debt (paid off with $; no buying while in Debt), Favors (spent by the Ally's rules).
  int16_t coffers = 0, villagers = 0, debt = 0, favors = 0;
  // Where this player's pile tokens are (the pile's card id, kNoCard: not placed), and the
  // -$1 and -1 Card tokens (taken at the next +$ and the next draw) and the Journey token.
  CardId token_pile[kNumPileTokens];
  // Copies of each kind in play that stay there for the rest of the game (State::stay_in_play).
  uint8_t staying[kMaxKinds];
  bool minus_coin = false, minus_card = false, journey_up = true;
};

// A pile that is not all copies of one card (GameConfig::mixed): what it is called and holds.
struct PileSpec {
  const CardDef* name = nullptr;  // a card of it (Encampment), or one that only names it (Knights)
  std::vector<std::pair<const CardDef*, int>> cards;  // from the top down, unless shuffled
  bool shuffle = false;  // dealt in a random order at set-up; only the top card is known
  int size = 0;          // cards kept after shuffling (0: all)
  bool supply = true;    // a Supply pile (ends the game when empty as one of the 3 piles)
};

// An extra turn waiting to be taken (State::add_extra_turn).
struct ExtraTurn {
  uint8_t player = 0;
  uint8_t flags = 0;       // ExtraTurnFlag
  uint8_t controller = 0;  // who decides during it (kPossessed)
  uint8_t hand = 5;        // cards drawn for it at the Clean-up before it
};

// Everything setup needs. Built once per match; setup() reads it without allocating.
struct GameConfig {
  int players = 2;
  const CardDef* basics[kFirstKingdom] = {};  // by role; Platinum/Colony/Potion only when used
  std::vector<const CardDef*> kingdom;        // Kingdom Supply piles (10, or 11 with a Bane)
  std::vector<const CardDef*> extras;         // non-Supply cards that may appear in the game
  std::vector<PileSpec> mixed;                // split, mixed and shuffled piles (Supply or not)
  // Events, Projects, Landmarks, Ways, an Ally, Traits, a Prophecy: in the game's card table
  // beside the cards, never in a zone. A Trait sits on the pile of the kingdom card `traits` names.
  std::vector<const CardDef*> landscapes;
  std::vector<std::pair<const CardDef*, const CardDef*>> traits;  // (Trait, the pile's card)
  // The piles cards bring at set-up (CardDef::setup_pile): (the card, the pile's card). A Supply
  // one (the Bane) is also listed in `kingdom`; a set-aside one is added here, outside the Supply.
  std::vector<std::pair<const CardDef*, const CardDef*>> card_piles;
  bool colony = false;  // add Platinum and Colony
  // Starting deck per player; empty = 7 Copper + 3 Estate (Shelters pass their cards here).
  std::vector<std::pair<const CardDef*, int>> start_deck;
  Opening opening = Opening::kRandom;
  int first_player = 0;  // -1: chosen at random
  int turn_cap = 100;    // a player's turns after which the game ends as kCap
};

struct GameResult {
  uint8_t winners = 0;  // bit mask of the players sharing the win
  EndReason reason = EndReason::kNone;
  uint8_t players = 0;
  uint8_t first = 0;  // who took the first turn
  int16_t vp[kMaxPlayers] = {};
  uint16_t turns[kMaxPlayers] = {};
};

class State {
 public:
  State() = default;

  // Starts a new game: piles by player count, shuffled starting decks, opening hands drawn.
  // Throws std::invalid_argument for an impossible configuration (players, missing basics).
  void setup(const GameConfig& cfg, uint64_t seed, uint64_t index);

  // Runs until a player must decide (returns true; see decision()) or the game ends (false).
  bool advance();
  // Answers the pending decision. Returns false, changing nothing, if the answer is illegal.
  bool respond(const Choice& c);
  // Answers for an agent that only gives legal answers (legality is asserted in Debug only).
  void respond_trusted(const Choice& c);
  bool is_legal(const Choice& c) const;

  // Consistency: card conservation per kind, owned counts, pile counters, no negative counters.
  // Returns false (and, with why, a reason) when broken.
  bool is_ok(std::string* why = nullptr) const;

  // Re-randomises what `observer` cannot see: the order of their own deck, each other player's
  // hand and deck (dealt again from the two together, same sizes) and their face-down mats;
  // reseeds the game's RNG from `seed`. Public information stays as it is.
  void determinize(int observer, uint64_t seed);

  // --- reading the game
  int num_players() const { return num_players_; }
  int current() const { return current_; }
  int turn() const { return turn_; }  // game turns so far, from 1 (extra turns included)
  Phase phase() const { return phase_; }
  // In the Action phase proper: false while the start of the turn (Durations' effects, the
  // start-of-turn window) resolves, which is not yet the Action phase ("in an Action phase").
  bool in_action_phase() const { return phase_ == Phase::kAction && !starting_turn_; }
  bool over() const { return phase_ == Phase::kOver; }
  bool pending() const { return pending_; }
  const Decision& decision() const { return decision_; }
  const Choice& answer() const { return answer_; }
  GameResult result() const;
  EndReason end_reason() const { return end_reason_; }

  int num_kinds() const { return num_kinds_; }
  const CardDef& def(CardId c) const { return *def_[c]; }
  bool is(CardId c, Types type) const { return (types_[c] & type) != 0; }
  Types types(CardId c) const { return types_[c]; }
  // c's $ cost now: cost reductions and cost-changing cards included, never below 0.
  int cost(CardId c) const { return cost_[c]; }
  bool potion_cost(CardId c) const { return potion_cost_[c]; }
  // The $ a Treasure c makes when played as a plain Treasure (its CardDef's coin unless set-up
  // changed it: Charlatan's Curses).
  int coin(CardId c) const { return coin_[c]; }
  // The Debt part of c's cost (Empires).
  int debt_cost(CardId c) const { return debt_cost_[c]; }
  bool is_landscape(CardId c) const { return (types_[c] & kLandscape) != 0; }
  bool in_supply(CardId c) const { return in_supply_[c]; }
  // Copies of c left in its pile (for a mixed pile: the copies of c anywhere in it).
  int pile(CardId c) const { return pile_[c]; }
  // The card that names c's pile (c itself, or the first card of a split or mixed pile).
  CardId pile_of(CardId c) const { return pile_rep_[c]; }
  // Cards left in c's pile, every card of it counted (a split pile's two halves together).
  int pile_size(CardId c) const {
    return mixed_of_[c] == kNoPile ? pile_[c] : mixed_[mixed_of_[c]].size;
  }
  // The card on top of c's pile (c for a one-card pile with cards left), kNoCard when empty.
  CardId pile_top(CardId c) const;
  // Whether c's pile is a split or mixed one (GameConfig::mixed).
  bool in_mixed_pile(CardId c) const { return mixed_of_[c] != kNoPile; }
  // Whether c is in a mixed pile under another card: only the top card is bought or gained.
  bool covered(CardId c) const { return (covered_ >> c) & 1; }
  // The pile a card definition names: a card of the game, or a card that only names a pile
  // (Knights); its pile_of() card, or kNoCard.
  CardId find_pile(const CardDef* d) const;
  int trash_count(CardId c) const { return trash_[c]; }
  int empty_piles() const { return empty_piles_; }
  int piles_to_end() const { return num_players_ >= 5 ? 4 : 3; }
  // The fewest gains that empty enough Supply piles to end the game: the cards left on the
  // smallest non-empty piles that would be the last ones (Provinces or Colonies running out
  // aside); 0 once enough are empty, 1 << 20 when too few Supply piles have cards left.
  int pile_out_gains() const;
  bool colony_game() const { return in_supply_[kColony]; }
  // The game's id for a card definition, or kNoCard when not in this game.
  CardId find(const CardDef* d) const;
  CardId find(std::string_view name) const;
  // The game's id of the card with effect id e, or kNoCard.
  CardId find_effect(EffectId e) const;

  Player& player(int p) { return players_[p]; }
  const Player& player(int p) const { return players_[p]; }
  int actions() const { return actions_; }
  int buys() const { return buys_; }
  int coins() const { return coins_; }
  int potions() const { return potions_; }
  bool bought_this_turn() const { return bought_; }
  // Action cards the current player played this turn (Conspirator), every play counted
  // (Throne Room's too).
  int actions_played() const { return actions_played_; }
  // Copies of c played this turn (Corsair's first Silver or Gold). Counted only in games where
  // some card watches plays (CardDef::watches has Trigger::kPlay); 0 in the others.
  int played_this_turn(CardId c) const { return played_count_[c]; }
  // Card kinds gained (bought) by the current player this turn, as bit masks; gained in the Buy
  // phase; and gained by player p on their most recent turn (Smugglers).
  uint64_t gained_this_turn() const { return turn_gained_; }
  uint64_t bought_this_turn_mask() const { return turn_bought_; }
  uint64_t gained_in_buy_phase() const { return buy_phase_gained_; }
  uint64_t gained_last_turn(int p) const { return last_turn_gained_[p]; }
  // How many cards player p gained on their most recent turn (Treasure Hunter), every copy.
  int gains_last_turn(int p) const { return last_turn_gains_[p]; }
  // How many cards the current player gained this turn so far (Messenger: "the first").
  int gains_this_turn() const { return turn_gain_count_; }
  // Times c has been gained this game, by anyone (mod 2^16). "Gain X; if you do" compares it
  // before and after the gain: gain() returns true while a kWouldGain reaction (1E Trader) may
  // still replace the card.
  uint16_t times_gained(CardId c) const { return times_gained_[c]; }
  // Whether this turn is an extra turn (Outpost), and whether one is due after it.
  bool extra_turn() const { return this_turn_extra_; }
  bool extra_turn_due() const { return num_extra_ > 0; }
  // The game has ended and this is the round after it (CardDef::round_after_end: Fleet).
  bool after_end() const { return after_end_reason_ != EndReason::kNone; }
  // Whether an extra turn for `player` is already queued (to follow this turn or a queued one).
  bool extra_turn_queued(int player) const;
  // Whose turn the previous one was (-1 on the game's first turn).
  int previous_player() const { return previous_ == 0xFF ? -1 : previous_; }
  // This turn's ExtraTurnFlag bits (kNoBuyingCards, kPossessed).
  uint8_t turn_flags() const { return turn_flags_; }
  // Victory points of player p now (cards owned anywhere plus tokens).
  int vp(int p) const;
  // What vp(p) would be with one more c in p's discard pile (the VP of a gain, counting what it
  // changes in deck-dependent cards: Gardens, Duke...), without copying the state: c is put
  // there, counted and taken back, so a State object must not be defined const.
  int vp_with(int p, CardId c) const;
  // Can the current player buy c now: a Supply card on top of its pile (not in an extra turn
  // without card buys), an Event, or a Project they have no cube on; $, potions, no ban, no Debt.
  bool can_buy(CardId c) const { return can_buy_with(c, coins_, players_[current_].debt); }
  // The same after spending `coffers` Coffers first: +$1 each (less the -$1 token if the player
  // has it out), which pay off Debt before they buy.
  bool can_buy_spending(CardId c, int coffers) const {
    const Player& pl = players_[current_];
    const int coins = coins_ + coffers - (coffers > 0 && pl.minus_coin ? 1 : 0);
    if (coins < pl.debt) return false;
    return can_buy_with(c, coins - pl.debt, 0);
  }
  bool buy_banned(CardId c) const { return (banned_ >> c) & 1; }
  // Copies of c in player p's play that this turn's Clean-up discards: not those a Duration
  // played this turn keeps in play (nor what played it). Scheme, Herbalist: "when you discard it".
  int leaving_play(int p, CardId c) const;
  // Whether player p has a cube on Project c.
  bool has_project(int p, CardId c) const { return (players_[p].projects >> c) & 1; }
  // Artifacts (Renaissance): who holds Artifact c (-1: nobody yet). Exactly one player or
  // nobody holds each; its rules check this (as a Project's check has_project).
  int artifact_owner(CardId c) const {
    return artifact_owner_[c] == 0xFF ? -1 : artifact_owner_[c];
  }
  // Copies of c that this turn's plays keep in play past this Clean-up (a Duration pinned them,
  // or what played it), and whether c was played this turn; -1 when the game does not track
  // plays (no Duration in it: then every card in play was played this turn, none is kept).
  int kept_in_play(CardId c) const;
  int plays_this_turn(CardId c) const;
  // Copies of c in p's play that stay there for the rest of the game (Hireling, Champion).
  int staying(int p, CardId c) const { return players_[p].staying[c]; }
  // The Trait on c's pile (kNoCard: none), and the pile a Trait sits on.
  CardId trait_of(CardId c) const { return trait_of_[c]; }
  CardId trait_pile(CardId trait) const;
  // The Prophecy: Sun tokens left on it, and whether its text is active (the last one removed).
  int sun() const { return sun_; }
  bool prophecy_active() const { return prophecy_ != kNoCard && sun_ == 0; }
  // VP and Debt tokens on a pile or a landscape (Landmarks hold VP, Tax puts Debt on piles),
  // by its pile_of() card.
  int pile_vp(CardId c) const { return pile_vp_[pile_rep_[c]]; }
  int pile_debt(CardId c) const { return pile_debt_[pile_rep_[c]]; }
  // The pile card c brought at set-up (CardDef::setup_pile: Young Witch's Bane), kNoCard: none.
  CardId card_pile(CardId c) const { return card_pile_[c]; }
  // Ways in this game, in card-table order.
  int num_ways() const { return num_ways_; }
  CardId way(int i) const { return ways_[i]; }
  // Who decides for player p now (p, or the controller of p's possessed turn).
  int controller(int p) const { return p == current_ && possessed_ ? controller_ : p; }
  // Does c qualify for the pending kGain decision? For a kNameCard decision?
  bool can_gain(const Decision& d, CardId c) const;
  bool can_name(const Decision& d, CardId c) const;
  // The cards a kChooseCards decision may choose from (a multiset), or the piles for kGain.
  void eligible(const Decision& d, CardList& out) const;
  // Copies of c in p's play area.
  int in_play(int p, CardId c) const { return players_[p].play.count(c); }

  // --- changing the game (for card effects)
  // Draws n cards into p's hand, shuffling the discard pile in when the deck runs out.
  // Returns how many were drawn.
  int draw(int p, int n) {
    Player& pl = players_[p];
    if (pl.deck.size() < n || any_minus_card_) return draw_shuffling(p, n);
    pl.deck.move_top(pl.hand, n);  // the usual case, inline: Clean-up's 5 is a constant
    return n;
  }
  // Moves the top card of p's deck (shuffling if needed) into p's aside zone and reveals it
  // (reveal()); kNoCard if none. For a card's "reveal the top card".
  CardId reveal_top(int p) {
    const CardId c = look_top(p);
    reveal(p, c);
    return c;
  }
  // The same without revealing it: "look at", "discard/trash the top card", set aside face down.
  CardId look_top(int p);
  // p reveals c, wherever it is (kNoCard: nothing): its on_reveal hook runs at once (Patron). The
  // one place every reveal of a card's text goes through; one test in a game without such a hook.
  void reveal(int p, CardId c) {
    if (reveal_hooks_ != 0 && c < kMaxKinds && ((reveal_hooks_ >> c) & 1))
      def_[c]->on_reveal(*this, p, c);
  }
  // p reveals their whole hand ("reveal your hand", "or reveals a hand with no ...").
  void reveal_hand(int p) {
    if (reveal_hooks_ != 0) reveal_all(p, players_[p].hand);
  }
  // p reveals every card of `cards` (cards of p's, wherever they are).
  void reveal_all(int p, const CardList& cards);
  // Gains c from its pile to p's zone `to` (kDeck: on top) and fires the gain's triggers, which
  // run before the calling effect's next step (return right after gaining to let them). False,
  // changing nothing, if the pile is empty or c is no card of this game (kNoCard: what find()
  // returns for a card not in the game). `flags`: kBought for the gain of a buy.
  bool gain(int p, CardId c, Zone to = Zone::kDiscard, uint8_t flags = 0) {
    if (c >= num_kinds_) return false;  // would index pile_ and shift masks out of range
    if (listens_ & trigger_bit(Trigger::kWouldGain)) return gain_window(p, c, to, flags);
    return complete_gain(p, c, to, flags);
  }
  // Buys c for the current player without paying (apply_answer pays): the buy's triggers, then
  // the gain (kBought).
  void buy(int p, CardId c);
  // Moves one c from p's zone `from` to zone `to` (not kTrash/kSupply/kMat). False if absent.
  // Discarding is discard(), not a move to kDiscard: a move fires no trigger.
  bool move(int p, CardId c, Zone from, Zone to);
  // p discards one c from zone `from` (any discard but Clean-up's): moves it to the discard
  // pile and, when some card of the game listens, opens a kDiscard window (Tunnel, Weaver),
  // which resolves before the calling effect's next step. False, changing nothing, if absent.
  bool discard(int p, CardId c, Zone from) {
    if (!move(p, c, from, Zone::kDiscard)) return false;
    if ((listens_ & trigger_bit(Trigger::kDiscard)) && discard_listened(c))
      open_window(Trigger::kDiscard, p, c, Zone::kDiscard, 0);
    return true;
  }
  // p discards their whole hand (Minion): one discard() per card when a card listens.
  void discard_hand(int p);
  // Trashes one c from p's zone `from` and fires the trash's triggers. False if absent.
  bool trash(int p, CardId c, Zone from);
  // Gains c from the trash (Thief) to zone `to`, with the gain's triggers. False if none there.
  // A kWouldGain reaction may replace it (1E Trader: a Silver from the Supply instead).
  bool gain_from_trash(int p, CardId c, Zone to = Zone::kDiscard);
  // p exchanges `back` (in zone `from`) for `take`: `back` returns to its pile and `take` goes
  // from its pile to p's discard pile. Neither is trashed nor gained: no triggers, no gain this
  // turn (2E Trader; Travellers). False, changing nothing, if `back` is absent or `take`'s pile
  // is empty.
  bool exchange(int p, CardId back, Zone from, CardId take);
  // Player p trashes the top card of c's Supply pile (Lurker): the trash's triggers run, flagged
  // kFromSupply (the card's own on_trash applies; it was nobody's card). False if it is empty.
  bool trash_from_supply(int p, CardId c);
  // Player p takes one c out of the trash into p's zone `to` (not kTrash/kSupply/kMat), neither
  // a gain nor a trash (Fortress: "when you trash this, put it into your hand"). False if none
  // is there (a possessed player's trashed cards are set aside, not in the trash).
  bool take_from_trash(int p, CardId c, Zone to);
  // Returns one c from p's zone `from` to its pile (Ambassador): neither a trash nor a gain.
  bool return_to_pile(int p, CardId c, Zone from);
  // Moves one c from `from`'s hand to `to`'s hand (Masquerade's pass): neither trash nor gain.
  bool pass_card(int from, int to, CardId c);
  // Plays c from p's zone `from` without spending an Action (Vassal, Throne Room's target):
  // moves it into play, applies its bonuses and pushes its effect. False if absent. From kTrash
  // (Trail: "when you trash this, you may play it"), p takes the card back out of the trash
  // into play without gaining it.
  bool play_card(int p, CardId c, Zone from);
  // Records that p's c came into play on another player's turn (played, or a Reserve called):
  // it leaves play at this turn's Clean-up, not at p's own. No-op on p's own turn.
  void note_off_turn(int p, CardId c);
  // p's c came from a mat into play (a Reserve called): note_off_turn, and its play instance
  // (kNoInstance if untracked), so that a Duration it plays pins it (Royal Carriage).
  uint8_t called_into_play(int p, CardId c);
  // The card of event e (Throne Room) plays c, already in play, `times` times in a row: pushes
  // the plays. If c stays in play for a Duration, e's card stays with it.
  void replay(const Event& e, CardId c, int times);
  // The card of play event e (running) moved itself out of play ("trash this"): the plays of it
  // still pending from the same Throne Room / King's Court carry kLeftPlay, so they can tell
  // that "this" is gone even when another copy of the card is in play; so does the event that
  // played them, if it set kTellsLeftPlay.
  void left_play(const Event& e);
  // Plays c where it is in the trash, leaving it there, turned face down for the rest of the
  // turn (Necromancer): its bonuses and effect. False when no face-up copy is there.
  bool play_from_trash(int p, CardId c);
  // Plays c where it is, without moving it (Infirmary's overpay: "play this", while it is being
  // gained): its bonuses and effect, counted as a play; it cannot stay in play.
  void play_in_place(int p, CardId c) { apply_play(p, c, 0, kNoInstance); }
  // Copies of c in the trash still face up this turn (playable from there).
  int face_up_in_trash(CardId c) const {
    return trash_[c] > trash_played_[c] ? trash_[c] - trash_played_[c] : 0;
  }
  // Called by a kPlay watcher while a card is being played (Enchantress): the card's bonuses and
  // text are replaced by `fn`, run as the card's event (card and "this" = the played card).
  void play_instead(EffectFn fn) { play_instead_ = fn; }
  // The copy of c that p (the current player) has in play stays past this turn's Clean-up, as a
  // Duration played this turn does: a Duration whose effect goes on for more turns (Archive).
  void keep_past_cleanup(int p, CardId c);
  // The current player goes back from the Buy phase to the Action phase (Villa): Actions may be
  // played again, then Treasures, then a new Buy phase. Nothing happens in other phases.
  void return_to_action_phase();
  // The card of event e plays as card `as` (Band of Misfits, Overlord): `as`'s bonuses and
  // effect, with e's card (still in play) as "this" (Event::self) and `as`'s text (Event::card).
  void play_as(const Event& e, CardId as);
  // What a Command card may play from the Supply (Band of Misfits, Overlord): the non-Command
  // Action cards on top of their Supply piles costing at most `max_cost` $ and no Debt or Potion
  // (a bit per CardId).
  uint64_t supply_actions_to_play(int max_cost) const;
  // Plays Supply card `as` as e's card, leaving it in the Supply: "this" (Event::self) is no
  // card, so whatever would move it fails (Band of Misfits' and Overlord's FAQs).
  void play_supply_card_as(const Event& e, CardId as) {
    Event x = e;
    x.self = kNoCard;
    play_as(x, as);
  }
  // Turn overlays (Capitalism, Inheritance): during player p's turns (whoever controls them), the
  // card kinds in `kinds` (a bit per CardId) also have the types `add`, wherever the cards are;
  // with `as` set, playing one plays card `as` in its place instead of its own text ("leaving it
  // there": "this" moves fail; `as` is never in play). In effect at once when p is the current
  // player. False, changing nothing, when the table is full (kMaxOverlays).
  bool add_turn_overlay(int p, uint64_t kinds, Types add, CardId as = kNoCard);
  // The card that playing c plays this turn (an overlay's `as`), kNoCard: c's own text.
  CardId plays_as(CardId c) const { return num_overlays_ ? as_[c] : kNoCard; }
  // c's types outside every turn overlay (types() and is() read the current player's overlay).
  Types base_types(CardId c) const { return base_types_[c]; }
  // p sets aside the top c of its Supply pile onto p's mat `mat` (Inheritance): neither a gain
  // nor a move of p's; p owns it from then on. False if c's pile has none on top.
  bool set_aside_from_supply(int p, CardId c, int mat);
  // Player p plays all Treasures in hand without being asked (like Dominion Online's
  // "autoplay treasures" setting). Off after setup().
  void set_autoplay_treasures(int p, bool on) { autoplay_[p] = on; }
  // The agent that picks for p when a CardDef::shuffle_pick Project lets p pick a card at a
  // shuffle (start_agents sets it; none: the shuffle stays as it fell). setup() clears it.
  void set_shuffle_picker(int p, Agent* a) { shuffle_pickers_[p] = a; }
  // Puts p's whole deck into the discard pile (no shuffle).
  void deck_to_discard(int p);
  // +$n; the player's -$1 token, if out, takes $1 of a gain and is removed.
  void add_coins(int n) {
    if (any_minus_coin_ && n > 0 && players_[current_].minus_coin) n = take_minus_coin(n);
    coins_ = int16_t(coins_ + n);
  }
  void add_actions(int n) { actions_ += n; }
  void add_buys(int n) { buys_ += n; }
  void add_potions(int n) { potions_ += n; }
  // Currencies (Player::coffers...); never below 0 (a spend of more than p has is an error).
  void add_coffers(int p, int n) {
    players_[p].coffers = int16_t(players_[p].coffers + n);
    any_spendables_ = true;
  }
  void add_villagers(int p, int n) {
    players_[p].villagers = int16_t(players_[p].villagers + n);
    any_spendables_ = true;
  }
  // Whether some player got Coffers, Villagers or Debt this game (the turn skips them if not).
  bool any_spendables() const { return any_spendables_; }
  void add_favors(int p, int n) { players_[p].favors = int16_t(players_[p].favors + n); }
  // p takes n Debt tokens.
  void add_debt(int p, int n) {
    players_[p].debt = int16_t(players_[p].debt + n);
    any_spendables_ = true;
  }
  // The current player pays off as much Debt as their $ allow (the engine does it at each buy and
  // at the end of the Buy phase: paying later never helps).
  void pay_debt();
  // Pile tokens (Adventures): moves p's token of kind k onto c's pile (kNoCard: off the board).
  void place_token(int p, PileToken k, CardId c);
  CardId token_pile(int p, PileToken k) const { return players_[p].token_pile[k]; }
  void set_minus_coin(int p) { players_[p].minus_coin = any_minus_coin_ = true; }
  void set_minus_card(int p) { players_[p].minus_card = any_minus_card_ = true; }
  // Turns p's Journey token over; returns whether it is now face up.
  bool flip_journey(int p) { return players_[p].journey_up = !players_[p].journey_up; }
  // Artifacts: p takes Artifact c, from whoever held it.
  void take_artifact(int p, CardId c) { artifact_owner_[c] = uint8_t(p); }
  // Projects: p puts a cube on Project c (buying it does this); its holder_discount (Canal)
  // applies at once. Landscape tokens:
  void add_project(int p, CardId c);
  void add_pile_vp(CardId c, int n) {
    pile_vp_[pile_rep_[c]] = int16_t(pile_vp_[pile_rep_[c]] + n);
  }
  void add_pile_debt(CardId c, int n) {
    pile_debt_[pile_rep_[c]] = int16_t(pile_debt_[pile_rep_[c]] + n);
  }
  // Player p takes up to n VP tokens from c's pile or landscape (all of them by default);
  // returns how many.
  int take_pile_vp(int p, CardId c, int n = 1 << 14);
  // Removes n Sun tokens from the Prophecy (+n Sun); its text is active once the last is gone.
  void remove_sun(int n);
  // A rotating pile (Allies): every copy of its top card's kind goes to the bottom, in order.
  void rotate_pile(CardId c);

  // Mats: cards a player keeps out of the deck cycle (Island, Native Village, Haven's set-aside
  // card), by slot (cards/tokens.h). Moves one c between p's zone and p's mat `mat`.
  bool to_mat(int p, int mat, CardId c, Zone from);
  bool from_mat(int p, int mat, CardId c, Zone to);
  int mat_count(int p, int mat, CardId c) const { return players_[p].mat[mat][c]; }
  int mat_size(int p, int mat) const { return players_[p].mat_size[mat]; }
  // Tokens: VP tokens (scored), per-player counts, per-pile counts and shared counters.
  void add_vp_tokens(int p, int n) { players_[p].vp_tokens = int16_t(players_[p].vp_tokens + n); }
  int player_tokens(int p, int k) const { return players_[p].tokens[k]; }
  void add_player_tokens(int p, int k, int n) {
    players_[p].tokens[k] = int16_t(players_[p].tokens[k] + n);
  }
  int pile_tokens(int k, CardId c) const { return pile_tokens_[k][c]; }
  void add_pile_tokens(int k, CardId c, int n) {
    pile_tokens_[k][c] = uint8_t(pile_tokens_[k][c] + n);
  }
  int game_tokens(int k) const { return game_tokens_[k]; }
  void add_game_tokens(int k, int n) { game_tokens_[k] = int16_t(game_tokens_[k] + n); }

  // Costs: every card costs n less this turn (Bridge), not below $0.
  void reduce_costs(int n);
  // The current player may not buy c this turn (Contraband).
  void ban_buy(CardId c);

  // Durations: the card of play event e does something at the start of its owner's next turn:
  // fn runs then as an event (player = owner, card = e's card, a/b = the memory given). The
  // card, and the Throne Room that played it, stay in play until that turn's Clean-up. fn may
  // be nullptr (Outpost: stays in play, nothing to do).
  void add_duration(const Event& e, EffectFn fn, int a = 0, int b = 0);
  // One more copy of c in p's play stays in play for the rest of the game (Hireling, Champion):
  // no Clean-up discards it, until it leaves play otherwise (trashed). At most the copies there.
  void stay_in_play(int p, CardId c);
  // Play event e's card stays in play for the rest of the game, and so does whatever played it
  // (Throne Room, Disciple, and what played that), as a Duration's player does (Hireling's FAQ).
  void stay_in_play(const Event& e);
  // "At the start of your next turn, first": fn runs as an event (player = p, card = `card`)
  // at the start of p's next turn, before p's Durations and the start-of-turn window. Nothing
  // stays in play for it; it never runs if the game ends first.
  void add_next_turn_first(int p, CardId card, EffectFn fn);
  // Extra turns: the current player takes an extra turn after this one (Outpost), drawing `hand`
  // cards at this turn's Clean-up. Refused (false) when one is already due or the previous turn
  // was this player's (an extra turn, or the turn after one); a possessed turn may take one.
  bool take_extra_turn(int hand);
  // The current player draws n more cards at this turn's Clean-up (Farrier's overpay).
  void draw_at_cleanup(int n) { cleanup_draw_ = uint8_t(std::min(255, cleanup_draw_ + n)); }
  // Queues an extra turn for `player` after this turn (and the ones already queued; the current
  // player's own unpossessed turn goes ahead of those queued for others), with the
  // limits of `flags` (ExtraTurnFlag); in a kPossessed turn `controller` makes every decision,
  // gains cards instead of `player`, and `player`'s trashed cards come back at its end. Whether
  // the card may give it (Mission: the previous turn was not yours) is the card's rule. False
  // when the queue is full.
  bool add_extra_turn(int player, uint8_t flags = 0, int controller = 0);
  // Watchers: an ability that lasts until `w.until`; runs when w.on happens. A watcher equal to
  // one already set up (same function, trigger, duration, owner, card and memory) adds to its
  // count instead (two Merchants: one watcher with count 2).
  void watch(const Watcher& w);
  int num_watchers() const { return num_watchers_; }
  const Watcher& watcher(int i) const { return watchers_[i]; }
  // A watcher's memory, for the card that set it up (Cargo Ship: used once its card is set aside).
  Watcher& watcher(int i) { return watchers_[i]; }

  // The moment (gain, buy, trash, attack) an event refers to by index.
  Moment& moment(int i) { return moments_[i]; }
  const Moment& moment(int i) const { return moments_[i]; }
  // A kWouldGain reaction gains c instead of the card about to be gained: from the Supply and
  // to the discard pile, wherever the other card was coming from or going (Trader's FAQ).
  static void gain_instead(Moment& m, CardId c) {
    m.card = c;
    m.zone = Zone::kDiscard;
    m.flags = uint8_t(m.flags & ~kFromTrash);
  }

  // Overpay (Guilds). You pay when you buy the card; its effect happens when it is gained,
  // timed with the other when-gain abilities (2nd-edition rules, Herald's FAQ: Herald can put
  // itself on the deck). A card with overpay sets on_buy = State::overpay_on_buy, which asks its
  // buyer how much more to pay (kChooseOption, Reason::kOverpay, option k = $k, 0 to the $ left),
  // takes it and keeps it for the card; its on_gain hook (event e, e.a = the gain's moment) reads
  // it with take_overpay(e): the $ overpaid when this gain is that bought card's, else 0. Coffers
  // are spent with the buy (Choice::option), so they can pay for the overpay too.
  static void overpay_on_buy(State& s, Event& e);
  int take_overpay(const Event& e);
  // Pushes an effect onto the stack; it runs before anything below it.
  void push(EffectFn fn, int player, CardId card, int a = 0, int b = 0, uint8_t flags = 0);
  Event& event_at(int index) { return stack_[index]; }
  const Event& event_at(int index) const { return stack_[index]; }
  int stack_index(const Event& e) const { return int(&e - stack_); }
  int stack_size() const { return sp_; }
  // Asks a decision for the running effect, which returns and is run again with the answer.
  // A decision with only one legal answer is answered at once without asking.
  void ask(const Decision& d);
  // Marks the running effect finished; it leaves the stack when it returns.
  static void done(Event& e) { e.step = kDone; }
  Rng& rng() { return rng_; }

  // p's card list for zone z (kDeck, kHand, kDiscard, kPlay, kAside); throws for the others.
  CardList& zone(int p, Zone z) {
    Player& pl = players_[p];
    switch (z) {
      case Zone::kDeck:
        return pl.deck;
      case Zone::kHand:
        return pl.hand;
      case Zone::kDiscard:
        return pl.discard;
      case Zone::kPlay:
        return pl.play;
      case Zone::kAside:
        return pl.aside;
      default:
        bad_zone();
    }
  }
  const CardList& zone(int p, Zone z) const { return const_cast<State*>(this)->zone(p, z); }

  // --- scenario set-up for tests and tools; each keeps is_ok() true
  // Adds a new copy of c to p's zone (top of the deck for kDeck), as if it came from the box.
  void put(int p, Zone z, CardId c);
  // Removes every card from p's zone (they go back to the box).
  void clear_zone(int p, Zone z);
  // Sets c's pile to n cards.
  void set_pile(CardId c, int n);
  // Game set-up (CardDef::on_setup): card c also has the types `types` in this game and, if it
  // becomes a Treasure, makes $coin when played (Charlatan: Curse is a $1 Treasure).
  void add_types(CardId c, Types types, int coin);
  // Sets up a mixed pile's cards, top first (all kinds must be of c's pile; they go back to the
  // box or come from it).
  void set_mixed_pile(CardId c, const std::vector<CardId>& top_first);
  // Game set-up (a Trait's on_setup, Cheap): c's printed $ cost is `cost` in this game.
  void set_base_cost(CardId c, int cost);
  // Starts the current player's turn afresh at the Action phase with these counters.
  void set_turn(int player, int actions, int buys, int coins);
  // Starts p's turn from its very beginning (start-of-turn effects included).
  void start_turn_of(int player);

  // --- used by the attack and reaction helpers (sim/attack.h, sim/triggers.cpp)
  int new_moment(const Moment& m);
  void free_moment(int i) { moments_[i].live = false; }
  // Pushes the reaction offers of moment `mi` for player p (their hand and play), if p has any.
  void push_reactions(int mi, int p);
  bool has_reactions(int p, Trigger t) const;
  // Whether a discard of c has anything to resolve: c's own on_discard (only those cards open
  // windows: a Cellar discarding a hand of 20 must not open 20), or a reaction or watcher on
  // kDiscard.
  bool discard_listened(CardId c) const {
    const uint16_t bit = trigger_bit(Trigger::kDiscard);
    return ((discard_hooks_ >> c) & 1) || ((hand_listens_ | play_listens_) & bit) ||
           watch_count_[int(Trigger::kDiscard)] || any_rule_discard_;
  }
  // Whether a gain, buy or trash (t) of c has anything to resolve: c's own hook, or a reaction,
  // a rule or a watcher on t. A window with nothing in it is skipped: one card with a hook in the
  // game must not make every other card's gain open one.
  bool window_needed(Trigger t, CardId c) const {
    if (shared_listens_ & trigger_bit(t)) return true;
    const uint64_t hooks = t == Trigger::kGain  ? gain_hooks_
                           : t == Trigger::kBuy ? buy_hooks_
                                                : trash_hooks_;
    return (hooks >> c) & 1;
  }
  // Whether any card of this game reacts to t from a hand or a play area.
  bool has_reactions_anywhere(Trigger t) const {
    return ((hand_listens_ | play_listens_) & trigger_bit(t)) != 0;
  }

 private:
  friend struct Triggers;
  int draw_shuffling(int p, int n);
  bool can_buy_with(CardId c, int coins, int debt) const {
    if (!in_supply_[c]) return can_buy_landscape(c, coins, debt);
    return pile_[c] > 0 && cost_[c] <= coins && (!potion_cost_[c] || potions_ > 0) &&
           !(((banned_ | covered_) >> c) & 1) && debt == 0 && !(turn_flags_ & kNoBuyingCards);
  }
  bool can_buy_landscape(CardId c, int coins, int debt) const;
  void setup_landscapes(const GameConfig& cfg);
  void buy_landscape(int p, CardId c);
  int take_minus_coin(int n);
  // Removes one c from its pile (the top of a mixed pile) and counts an emptied Supply pile.
  void take_from_pile(CardId c) {
    if (mixed_of_[c] != kNoPile) return take_from_mixed(c);
    pile_out_cache_ = -1;
    if (--pile_[c] == 0 && in_supply_[c]) ++empty_piles_;
  }
  void take_from_mixed(CardId c);
  // Puts one c back on its pile (on top of a mixed pile).
  void add_to_pile(CardId c);
  void update_covered(uint8_t m);
  void apply_vanilla(int p, const CardDef& d);
  void apply_play_tokens(int p, CardId c);
  static void way_choice(State& s, Event& e);
  static void would_gain_done(State& s, Event& e);
  // The gain itself (gain() after its kWouldGain window, if any).
  inline bool complete_gain(int p, CardId c, Zone to, uint8_t flags);
  // The gain from the trash itself (gain_from_trash() after its kWouldGain window, if any).
  bool complete_gain_from_trash(int p, CardId c, Zone to);
  // The end of every gain, once c has left its pile or the trash: p owns it in zone `to`, the
  // turn's gained-card masks, the gain's triggers.
  inline void receive_gain(int p, CardId c, Zone to, uint8_t flags);
  bool gain_window(int p, CardId c, Zone to, uint8_t flags);
  void return_possessed_trash();
  [[noreturn]] static void bad_zone();
  void start_turn();
  void reset_turn();
  void ask_phase(DecisionKind kind, Reason reason);
  void cleanup();
  void end_turn();
  void shuffle_discard_into_deck(int p);
  // p (a CardDef::shuffle_pick holder) may put one of the n cards just shuffled to the bottom
  // of the deck on top of them.
  void pick_on_shuffle(int p, int n);
  void apply_answer(const Choice& c);
  void play_all_treasures(int p);
  static void play_treasure_event(State& s, Event& e);
  static void play_as_event(State& s, Event& e);
  // A played card's vanilla bonuses, then its text (Event::self stays "this"): pushed under
  // what kPlay watchers pushed, which resolves first.
  static void vanilla_then_text(State& s, Event& e);
  // Opens the kAfterPlay window of its card once everything its play pushed has resolved (it sits
  // under the play's events).
  static void after_play_event(State& s, Event& e);
  // Pushes play_instead_'s event for card c (and clears it), under what kPlay watchers pushed.
  void push_instead(int p, CardId c, uint8_t flags, uint8_t inst, int before);
  void play_from_hand(int p, CardId c);
  void apply_play(int p, CardId c, uint8_t flags, uint8_t inst);
  // Moves the top event down to stack index `at` (below the events pushed since): what kPlay
  // watchers push when a card is played resolves before the card's own text ("when you play an
  // Attack, you may first...": Urchin).
  void sink_top(int at);
  uint8_t new_instance(CardId c, uint8_t by);
  // The carried_ entry of the current player's play instance `inst` (made if none yet), or
  // 0xFF when the table is full.
  uint8_t carry_play(uint8_t inst);
  // This turn's instances for carried_ entry k (made once per entry: `made` maps entries to
  // their innermost instance); kNoInstance when there is no room.
  uint8_t carried_instance(int k, uint8_t* made);
  static void replay_effect(State& s, Event& e);
  bool hand_has(int p, Types type) const;
  bool auto_answer(Decision& d);
  // Costs and buy bans now; recomputes only when an input changed (costs_stale()).
  void refresh_costs() {
    if (costs_stale()) recompute_costs();
  }
  // Whether an input of the costs changed since the last recompute_costs(). Inline: the engine
  // asks after every step of a game whose costs can change.
  bool costs_stale() const {
    const CostInputs& k = cost_inputs_;
    const CardList& play = players_[current_].play;
    if (k.reduction != cost_reduction_ || k.banned != turn_banned_ || k.in_play != play.size() ||
        !same_play(k.play, play))
      return true;
    // Only own costs and bans may read whose turn and which phase it is: with cost modifiers
    // alone, the same cards in play give the same costs.
    return costs_read_turn_ && (k.current != current_ || k.phase != phase_);
  }
  // The current player's cards in play against the snapshot of them taken at the last
  // recompute: small play areas are compared as 16 fixed bytes, without a call. The bytes beyond
  // the size are stale ones of the same list; the sizes are compared first.
  static constexpr int kPlaySnapshot = 16;
  static bool same_play(const CardId* snapshot, const CardList& play) {
    if (play.size() > kPlaySnapshot)
      return std::memcmp(snapshot, play.begin(), size_t(play.size())) == 0;
    uint64_t a[2], b[2];
    std::memcpy(a, snapshot, kPlaySnapshot);
    std::memcpy(b, play.begin(), kPlaySnapshot);
    return ((a[0] ^ b[0]) | (a[1] ^ b[1])) == 0;
  }
  static void snapshot_play(CardId* snapshot, const CardList& play) {
    if (play.size() <= kPlaySnapshot)
      std::memcpy(snapshot, play.begin(), kPlaySnapshot);  // a fixed-size copy: no call
    else
      std::memcpy(snapshot, play.begin(), size_t(play.size()));
  }
  void recompute_costs();
  // Costs from the current state, into `cost` (num_kinds() entries); the buy bans.
  void compute_costs(uint8_t* cost) const;
  // How much cheaper each kind is now (the turn's reduction plus cost modifiers in play).
  void compute_reductions(int16_t* reduction) const;
  // Costs from per-kind reductions: every kind's when `all`, else only the own-cost kinds'.
  void fill_costs(const int16_t* reduction, bool all, uint8_t* cost) const;
  uint64_t compute_bans() const;
  // The kPlay watchers; `flags` for their Moment (kFromSupply: played as by Band of Misfits).
  void on_played(int p, CardId c, int count, uint8_t flags = 0);
  void open_window(Trigger t, int player, CardId card, Zone zone, uint8_t flags);
  void open_start_of_turn();
  void keep_pinned_in_play(int p);
  // Sets types_ and as_ to the base types plus the current player's turn overlays.
  void apply_overlays();
  // Pushes the play of c's overlay card (as_[c]) for a play of c (event flags, instance).
  void push_played_as(int p, CardId c, uint8_t flags, uint8_t inst);

  // --- card table of this game
  uint8_t num_kinds_ = 0;
  const CardDef* def_[kMaxKinds] = {};
  Types types_[kMaxKinds] = {};  // base_types_ plus the current player's turn overlays
  uint8_t base_cost_[kMaxKinds] = {};
  uint8_t cost_[kMaxKinds] = {};
  bool potion_cost_[kMaxKinds] = {};
  int8_t coin_[kMaxKinds] = {};
  bool has_effect_[kMaxKinds] = {};      // on_play set
  bool plain_treasure_[kMaxKinds] = {};  // a Treasure that only gives $ (fast path)
  int8_t plain_coin_[kMaxKinds] = {};    // its $; 0 for every other card
  bool only_plain_treasures_ = true;     // no Treasure in this game has an effect
  bool in_supply_[kMaxKinds] = {};
  uint8_t pile_[kMaxKinds] = {};
  uint16_t trash_[kMaxKinds] = {};
  uint16_t total_[kMaxKinds] = {};  // copies of each kind in the game, for is_ok()
  uint8_t empty_piles_ = 0;
  // pile_out_gains() until a pile changes (-1: not known); every change of pile_ resets it.
  mutable int pile_out_cache_ = -1;
  int count_pile_out_gains() const;
  // Which triggers some card of this game reacts to from a zone, per kind (bit per Trigger).
  uint16_t react_hand_[kMaxKinds] = {};
  uint16_t react_play_[kMaxKinds] = {};
  uint16_t react_rule_[kMaxKinds] = {};  // reactions that are rules of the game (kSupply)
  static constexpr int kMaxCostCards = 4;
  uint8_t num_cost_mods_ = 0, num_ban_kinds_ = 0;
  CardId cost_mods_[kMaxCostCards] = {};  // kinds with cost_mod (Quarry)
  uint8_t num_self_costs_ = 0;
  CardId self_costs_[kMaxKinds] = {};     // kinds with self_cost (Peddler)
  CardId ban_kinds_[kMaxCostCards] = {};  // kinds with buy_ban (Grand Market)
  uint16_t listens_ = 0;                  // triggers anything in this game may react to or watch
  uint16_t shared_listens_ = 0;  // ... by something else than a card's own hook (window_needed)
  uint64_t discard_hooks_ = 0;   // kinds with an on_discard hook
  uint64_t reveal_hooks_ = 0;    // kinds with an on_reveal hook (Patron)
  uint64_t gain_hooks_ = 0, buy_hooks_ = 0, trash_hooks_ = 0;  // ... on_gain, on_buy, on_trash
  bool any_rule_discard_ = false;  // a rule of the game (kSupply reaction) on kDiscard
  uint16_t hand_listens_ = 0, play_listens_ = 0;  // ... by reactions in hand / in play
  uint16_t rule_listens_ = 0;                     // ... by rules of the game (react_rule_)
  bool dynamic_costs_ = false;                    // some card changes costs or bans buys
  bool costs_read_turn_ = false;  // some self_cost or buy_ban hook (may read phase and player)
  bool track_instances_ = false;  // some card is a Duration: plays are tracked for pinning
  uint8_t private_mats_ = 0;
  bool any_night_ = false;        // some card of this game is a Night card (a Night phase)
  bool any_landscape_ = false;    // some landscape is in the game
  bool any_play_tokens_ = false;  // some player's +1 Card/Action/Buy/$ token is on a pile
  bool any_spendables_ = false;   // add_coffers, add_villagers or add_debt was called
  bool any_minus_coin_ = false, any_minus_card_ = false;  // some player got that token
  bool cost_tokens_ = false;     // some player's -$2 cost token is out: costs follow the player
  uint64_t turn_discounts_ = 0;  // the Projects with a holder_discount (Canal), a bit per kind
  uint8_t debt_cost_[kMaxKinds] = {};
  // Piles: the card naming each kind's pile; mixed piles (a kind's, or kNoPile) and their cards,
  // bottom to top, in one pool; the kinds under the top of their mixed pile.
  CardId pile_rep_[kMaxKinds] = {};
  uint8_t mixed_of_[kMaxKinds] = {};
  struct Mixed {
    uint8_t start = 0, size = 0, cap = 0;
    bool hidden = false;            // shuffled: only the top card is known
    CardId rep = kNoCard;           // its pile_of() card
    const CardDef* name = nullptr;  // what it is called (a card of it, or Knights)
  };
  uint8_t num_mixed_ = 0;
  Mixed mixed_[kMaxMixedPiles];
  CardId mixed_cards_[kMixedCap] = {};
  uint64_t covered_ = 0;
  // Landscapes.
  CardId trait_of_[kMaxKinds] = {};
  CardId card_pile_[kMaxKinds] = {};
  int16_t pile_vp_[kMaxKinds] = {}, pile_debt_[kMaxKinds] = {};
  uint8_t num_ways_ = 0, num_scorers_ = 0;
  CardId ways_[kMaxWays] = {}, scorers_[kMaxScorers] = {};
  CardId prophecy_ = kNoCard;
  int16_t sun_ = 0;
  uint8_t artifact_owner_[kMaxKinds] = {};  // 0xFF: nobody
  bool start_buy_opened_ = false;           // this turn's kStartBuy window
  uint8_t pile_tokens_[kMaxPileTokens][kMaxKinds] = {};
  int16_t game_tokens_[kMaxGameTokens] = {};

  // --- players and turn
  uint8_t num_players_ = 0;
  uint8_t current_ = 0;
  uint8_t first_ = 0;
  Phase phase_ = Phase::kOver;
  bool starting_turn_ = false;  // the start-of-turn effects are resolving (see in_action_phase)
  EndReason end_reason_ = EndReason::kNone;
  bool bought_ = false;
  bool overflow_ = false;
  bool any_action_ = false;  // some card in this game is an Action (else skip the Action phase)
  bool this_turn_extra_ = false;
  uint8_t turn_flags_ = 0;  // ExtraTurnFlag bits of this turn
  bool possessed_ = false;  // this turn is kPossessed: controller_ decides, gains go to them
  uint8_t controller_ = 0;
  uint8_t previous_ = 0;  // whose turn the previous one was
  uint8_t normal_ = 0;    // whose turn the last one not an extra turn was
  // Cards of the possessed player trashed in this (possessed) turn: they come back at its end.
  uint8_t possession_trashed_[kMaxKinds] = {};
  // Copies of each kind turned face down in the trash this turn (play_from_trash).
  uint8_t trash_played_[kMaxKinds] = {};
  bool any_trash_played_ = false;
  uint8_t num_extra_ = 0;
  ExtraTurn extra_[kMaxExtraTurns];
  // The round after the game end (CardDef::round_after_end): the Projects that give it (a bit per
  // kind), the seats still to pass in it, the next seat, and why the game ended (kNone: not in
  // the round).
  uint64_t after_end_kinds_ = 0;
  uint8_t after_end_left_ = 0;
  uint8_t after_end_seat_ = 0;
  EndReason after_end_reason_ = EndReason::kNone;
  bool cleanup_started_ = false;
  bool after_turn_opened_ = false;  // this turn's kEndTurn window (after Clean-up)
  uint8_t cleanup_draw_ = 5;
  EffectFn play_instead_ = nullptr;  // set by a kPlay watcher for the card being played
  CardId overpay_card_ = kNoCard;    // the bought card being gained and its overpay ($)
  int16_t overpaid_ = 0;
  uint16_t turn_cap_ = 100;
  uint16_t turn_ = 0;
  int16_t actions_ = 0, buys_ = 0, coins_ = 0, potions_ = 0;
  int16_t actions_played_ = 0;
  int16_t cost_reduction_ = 0;  // this turn's, for every card (Bridge)
  uint64_t banned_ = 0;         // cards the current player may not buy now
  uint64_t turn_banned_ = 0;    // ... banned for the rest of this turn (Contraband)
  // The inputs of the last recompute_costs(): cost hooks read only these (CardDef::self_cost).
  struct CostInputs {
    uint8_t current = 0xff;  // none yet
    Phase phase = Phase::kOver;
    int16_t reduction = 0;
    uint64_t banned = 0;
    uint8_t in_play = 0;
    uint8_t mod_copies[kMaxCostCards] = {};  // copies of each cost_mods_ kind in play
    CardId play[kZoneCap] = {};              // the current player's cards in play, in order
  };
  CostInputs cost_inputs_;
  int16_t kind_reduction_[kMaxKinds] = {};  // compute_reductions() at the last recompute
  uint64_t turn_gained_ = 0, turn_bought_ = 0, buy_phase_gained_ = 0;
  uint64_t last_turn_gained_[kMaxPlayers] = {};
  uint16_t turn_gain_count_ = 0;  // cards the current player gained this turn
  uint16_t last_turn_gains_[kMaxPlayers] = {};
  uint16_t times_gained_[kMaxKinds] = {};
  uint8_t played_count_[kMaxKinds] = {};  // this turn, when some card watches plays
  Player players_[kMaxPlayers];
  bool autoplay_[kMaxPlayers] = {};
  Agent* shuffle_pickers_[kMaxPlayers] = {};
  uint64_t shuffle_pick_kinds_ = 0;  // the CardDef::shuffle_pick Projects, a bit per kind

  // --- lasting effects
  uint8_t num_durations_ = 0;
  DurationEffect durations_[kMaxDurations];
  uint8_t num_watchers_ = 0;
  Watcher watchers_[kMaxWatchers];
  uint8_t watch_count_[uint8_t(Trigger::kCount)] = {};  // active watchers per trigger
  // This turn's play instances: the card, the instance that played it (Throne Room) and
  // whether a Duration keeps it in play.
  uint8_t num_instances_ = 0;
  CardId inst_card_[kMaxInstances];
  uint8_t inst_by_[kMaxInstances];
  bool inst_pinned_[kMaxInstances];
  // The instances below this one stand for plays of earlier turns that a lasting Duration
  // carried into this one (start of turn), not for cards played this turn.
  uint8_t first_play_inst_ = 0;
  // A lasting Duration's play (CardDef::lasting: Archive) waiting for its owner's next turn: the
  // cards in play it keeps there (the card in play, what played it, what played that). One per
  // play and turn (`inst`: its instance then): the sets of a Throne Room's two plays share it.
  // At the start of the owner's turn it becomes instances again, which the Duration's effect
  // pins if it goes on.
  struct CarriedPlay {
    CardId chain[3];
    uint8_t owner;
    uint8_t inst;
    bool live;
  };
  static constexpr int kMaxCarried = 16;
  CarriedPlay carried_[kMaxCarried] = {};
  bool any_pinned_ = false;
  bool any_staying_ = false;  // some card stays in play for the game (stay_in_play)
  // Cards played on another player's turn this turn (Guard Dog, Trail, Weaver, Berserker): this
  // turn's Clean-up discards them from their owners' play (their FAQs). Beyond kMaxOffTurn a card
  // waits for its owner's own Clean-up, as before.
  static constexpr int kMaxOffTurn = 32;
  uint8_t num_off_turn_ = 0;
  CardId off_turn_card_[kMaxOffTurn];
  uint8_t off_turn_player_[kMaxOffTurn];

  // --- effects and decisions
  uint8_t sp_ = 0;
  bool pending_ = false;
  Event stack_[kStackCap];
  Moment moments_[kMaxMoments];
  Decision decision_;
  Choice answer_;
  Rng rng_;
  // Turn overlays (cold: read at a change of player and when an overlaid card is played; kept
  // last so the hot members stay where they were).
  Types base_types_[kMaxKinds] = {};
  // Turn overlays (add_turn_overlay), and the card each kind plays as this turn (kNoCard: none;
  // read only while num_overlays_ > 0).
  struct TurnOverlay {
    uint64_t kinds = 0;
    Types add = 0;
    uint8_t player = 0;
    CardId as = kNoCard;
  };
  static constexpr int kMaxOverlays = 2 * kMaxPlayers;
  TurnOverlay overlays_[kMaxOverlays] = {};
  uint8_t num_overlays_ = 0;
  // Some Treasure may draw cards (an overlay made Actions Treasures): the Treasure phase asks
  // again after Treasures with effects resolve.
  bool treasures_draw_ = false;
  CardId as_[kMaxKinds] = {};
};

// Inline for the buy's fast path (a gain with no window to open).
inline bool State::complete_gain(int p, CardId c, Zone to, uint8_t flags) {
  if (pile_[c] == 0 || covered(c)) return false;
  if (possessed_ && p == current_) {  // a possessed player's gains are the controller's,
    p = controller_;                  // to their discard pile wherever they were going
    to = Zone::kDiscard;
  }
  Player& pl = players_[p];
  if (pl.owned_total >= kMaxOwned) {
    overflow_ = true;  // ends the game as kCap at the end of this turn
    return false;
  }
  take_from_pile(c);
  receive_gain(p, c, to, flags);
  return true;
}

inline void State::receive_gain(int p, CardId c, Zone to, uint8_t flags) {
  Player& pl = players_[p];
  zone(p, to).push(c);
  ++pl.owned[c];
  ++pl.owned_total;
  ++times_gained_[c];
  if (p == current_) {
    turn_gained_ |= uint64_t(1) << c;
    ++turn_gain_count_;
    if (phase_ == Phase::kBuy) buy_phase_gained_ |= uint64_t(1) << c;
  }
  if ((listens_ & trigger_bit(Trigger::kGain)) && window_needed(Trigger::kGain, c))
    open_window(Trigger::kGain, p, c, to, flags);
}

}  // namespace kl

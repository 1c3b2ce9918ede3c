// The whole game as one copyable value: supply, trash, players' zones, turn counters, the event
// stack, the pending decision and the RNG. No heap allocation after setup.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "sim/card_def.h"
#include "sim/decision.h"
#include "sim/rng.h"
#include "sim/types.h"
#include "sim/zone.h"

namespace kl {

// One pending piece of card text. See EffectFn for the protocol.
struct Event {
  EffectFn fn = nullptr;
  uint8_t player = 0;     // whose effect this is (the victim, for an attack's victim part)
  CardId card = kNoCard;  // the card whose text this is
  uint8_t step = 0;       // where a resumed effect continues; kDone once finished
  uint8_t flags = 0;      // kReplay: not the first play of this card instance (Throne Room)
  uint8_t immune = 0;     // attacks: bit p set when player p is unaffected (Moat)
  int16_t a = 0, b = 0;   // effect-specific scratch (attack victims: a = attacker)
};
constexpr uint8_t kDone = 0xFF;
constexpr uint8_t kReplay = 1;
constexpr uint8_t kAttackStarted = 2;  // attack(): reactions were offered

enum class Phase : uint8_t { kStart, kAction, kTreasure, kBuy, kCleanup, kOver };
enum class EndReason : uint8_t { kNone, kProvinces, kColonies, kPiles, kCap };
enum class Opening : uint8_t { kRandom, k43, k52 };

const char* to_string(EndReason r);

struct Player {
  CardList deck, hand, discard, play, aside;
  uint8_t owned[kMaxKinds];  // copies owned of each kind, in every zone
  uint16_t owned_total = 0;
  int16_t vp_tokens = 0;
  uint16_t turns = 0;  // turns taken (extra turns excluded)
};

// Everything setup needs. Built once per match; setup() reads it without allocating.
struct GameConfig {
  int players = 2;
  const CardDef* basics[kFirstKingdom] = {};  // by role; Platinum/Colony/Potion only when used
  std::vector<const CardDef*> kingdom;        // Kingdom Supply piles (10, or 11 with a Bane)
  std::vector<const CardDef*> extras;         // non-Supply cards that may appear in the game
  bool colony = false;                        // add Platinum and Colony
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

  // --- reading the game
  int num_players() const { return num_players_; }
  int current() const { return current_; }
  int turn() const { return turn_; }  // game turns so far, from 1
  Phase phase() const { return phase_; }
  bool over() const { return phase_ == Phase::kOver; }
  bool pending() const { return pending_; }
  const Decision& decision() const { return decision_; }
  const Choice& answer() const { return answer_; }
  GameResult result() const;
  EndReason end_reason() const { return end_reason_; }

  int num_kinds() const { return num_kinds_; }
  const CardDef& def(CardId c) const { return *def_[c]; }
  bool is(CardId c, uint16_t type) const { return (types_[c] & type) != 0; }
  int cost(CardId c) const { return cost_[c]; }
  bool in_supply(CardId c) const { return in_supply_[c]; }
  int pile(CardId c) const { return pile_[c]; }
  int trash_count(CardId c) const { return trash_[c]; }
  int empty_piles() const { return empty_piles_; }
  int piles_to_end() const { return num_players_ >= 5 ? 4 : 3; }
  bool colony_game() const { return in_supply_[kColony]; }
  // The game's id for a card definition, or kNoCard when not in this game.
  CardId find(const CardDef* d) const;
  CardId find(std::string_view name) const;

  Player& player(int p) { return players_[p]; }
  const Player& player(int p) const { return players_[p]; }
  int actions() const { return actions_; }
  int buys() const { return buys_; }
  int coins() const { return coins_; }
  int potions() const { return potions_; }
  bool bought_this_turn() const { return bought_; }
  // Victory points of player p now (cards owned anywhere plus tokens).
  int vp(int p) const;
  // Can the current player buy c now (Buy phase, $, potions, pile)?
  bool can_buy(CardId c) const {
    return in_supply_[c] && pile_[c] > 0 && cost_[c] <= coins_ &&
           (!potion_cost_[c] || potions_ > 0);
  }
  // Does c qualify for the pending kGain decision?
  bool can_gain(const Decision& d, CardId c) const;
  // The cards a kChooseCards decision may choose from (a multiset), or the piles for kGain.
  void eligible(const Decision& d, CardList& out) const;

  // --- changing the game (for card effects)
  // Draws n cards into p's hand, shuffling the discard pile in when the deck runs out.
  // Returns how many were drawn.
  int draw(int p, int n);
  // Moves the top card of p's deck (shuffling if needed) into p's aside zone; kNoCard if none.
  CardId reveal_top(int p);
  // Gains c from the Supply (or its non-Supply pile) to zone `to`. False if the pile is empty.
  bool gain(int p, CardId c, Zone to = Zone::kDiscard);
  // Moves one c from p's zone `from` to zone `to` (not kTrash/kSupply). False if absent.
  bool move(int p, CardId c, Zone from, Zone to);
  // Trashes one c from p's zone `from`. False if absent.
  bool trash(int p, CardId c, Zone from);
  // Gains c from the trash (Thief) to zone `to`. False if the trash has none.
  bool gain_from_trash(int p, CardId c, Zone to = Zone::kDiscard);
  // Plays c from p's zone `from` without spending an Action (Vassal, Throne Room's target):
  // moves it into play, applies its bonuses and pushes its effect. False if absent.
  bool play_card(int p, CardId c, Zone from);
  // Player p plays all Treasures in hand without being asked (like Dominion Online's
  // "autoplay treasures" setting). Off after setup().
  void set_autoplay_treasures(int p, bool on) { autoplay_[p] = on; }
  // Merchant: the first Silver played this turn gives +$1 more per call.
  void add_silver_bonus() { ++silver_bonus_; }
  // Puts p's whole deck into the discard pile (no shuffle).
  void deck_to_discard(int p);
  void add_coins(int n) { coins_ += n; }
  void add_actions(int n) { actions_ += n; }
  void add_buys(int n) { buys_ += n; }
  // Plays c, already in play, `times` more times in a row (Throne Room): pushes the plays.
  void replay(int p, CardId c, int times);
  // Pushes an effect onto the stack; it runs before anything below it.
  void push(EffectFn fn, int player, CardId card, int a = 0, int b = 0, uint8_t flags = 0);
  Event& event_at(int index) { return stack_[index]; }
  int stack_index(const Event& e) const { return int(&e - stack_); }
  // Asks a decision for the running effect, which returns and is run again with the answer.
  // A decision with only one legal answer is answered at once without asking.
  void ask(const Decision& d);
  // Marks the running effect finished; it leaves the stack when it returns.
  static void done(Event& e) { e.step = kDone; }
  Rng& rng() { return rng_; }

  CardList& zone(int p, Zone z);
  const CardList& zone(int p, Zone z) const;

  // --- scenario set-up for tests and tools; each keeps is_ok() true
  // Adds a new copy of c to p's zone (top of the deck for kDeck), as if it came from the box.
  void put(int p, Zone z, CardId c);
  // Removes every card from p's zone (they go back to the box).
  void clear_zone(int p, Zone z);
  // Sets c's pile to n cards.
  void set_pile(CardId c, int n);
  // Starts the current player's turn afresh at the Action phase with these counters.
  void set_turn(int player, int actions, int buys, int coins);

 private:
  void start_turn();
  void ask_phase(DecisionKind kind, Reason reason);
  void cleanup();
  void end_turn();
  void shuffle_discard_into_deck(int p);
  void apply_answer(const Choice& c);
  void play_all_treasures(int p);
  static void play_treasure_event(State& s, Event& e);
  void play_from_hand(int p, CardId c);
  void apply_play(int p, CardId c, uint8_t flags);
  static void replay_effect(State& s, Event& e);
  bool hand_has(int p, uint16_t type) const;
  bool auto_answer(Decision& d);
  void note_pile_change(CardId c, int before);

  // --- card table of this game
  uint8_t num_kinds_ = 0;
  const CardDef* def_[kMaxKinds] = {};
  uint16_t types_[kMaxKinds] = {};
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

  // --- players and turn
  uint8_t num_players_ = 0;
  uint8_t current_ = 0;
  uint8_t first_ = 0;
  Phase phase_ = Phase::kOver;
  EndReason end_reason_ = EndReason::kNone;
  bool bought_ = false;
  bool overflow_ = false;
  bool silver_played_ = false;
  bool any_action_ = false;  // some card in this game is an Action (else skip the Action phase)
  int16_t silver_bonus_ = 0;
  uint16_t turn_cap_ = 100;
  uint16_t turn_ = 0;
  int16_t actions_ = 0, buys_ = 0, coins_ = 0, potions_ = 0;
  Player players_[kMaxPlayers];
  bool autoplay_[kMaxPlayers] = {};

  // --- effects and decisions
  uint8_t sp_ = 0;
  bool pending_ = false;
  Event stack_[kStackCap];
  Decision decision_;
  Choice answer_;
  Rng rng_;
};

}  // namespace kl

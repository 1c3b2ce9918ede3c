// What a card is: one row of data (cost, types, vanilla bonuses) plus optional effect hooks:
// what it does when played, when gained, bought or trashed, the reactions and while-in-play
// abilities it has, how it changes costs, and its end-of-game VP.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "sim/types.h"

namespace kl {

// The program-wide key of a card's rules text (cards/sets/<set>.h): the card's AI and tests are
// found by it. Both editions of a card share it; a custom card based on a card gets that card's.
// 0: a card without rules text of its own (the basic cards, vanilla custom cards).
using EffectId = uint16_t;
// Effect ids: each set owns a range (Dark Ages 1000-1199, Renaissance 1200-1399).
constexpr int kMaxEffects = 2048;

class State;
struct Event;
struct Moment;
// A card's text written in the card language (cards/effect_lang.h): data its hooks read through
// State::def(card). sim/ never looks inside.
struct CardProgram;

// An effect runs as an event on the stack: it may ask a decision (State::ask) and return; it is
// then run again with e.step advanced and the answer in State::answer(). It pops itself (done()).
using EffectFn = void (*)(State& s, Event& e);
// Victory points a card is worth at game end for `player` (Gardens-like cards), per copy.
using EndVpFn = int (*)(const State& s, int player);
// The same for a hook shared by many cards that reads its card's data (`self`: the card's id).
using EndVpOfFn = int (*)(const State& s, int player, CardId self);
// Whether a reaction applies to moment m for the card `self` of player `owner`.
using WhenFn = bool (*)(const State& s, const Moment& m, int owner, CardId self);
// Cost hooks (self_cost, buy_ban) may read only the phase, the current player and the cards that
// player has in play (and the turn's reductions and bans): the engine recomputes costs only when
// one of these changes (State::costs_stale).
// A card's own $ cost now (Peddler), before the reductions every card gets.
using SelfCostFn = int (*)(const State& s, CardId self);
// How much cheaper each copy of this card in the current player's play area makes `target`: a
// fixed amount per target for the whole game (it may read only the target's definition), so the
// reductions move only with the copies in play (State::recompute_costs).
using CostModFn = int (*)(const State& s, CardId target);
// The same for a hook shared by many cards that reads its card's data (`self`: the modifier's id;
// the card language's "while this is in play, cards cost $1 less").
using CostModOfFn = int (*)(const State& s, CardId self, CardId target);
// Whether the current player may not buy this card now (Grand Market with a Copper in play).
using BuyBanFn = bool (*)(const State& s, CardId self);
// Game set-up for a card in the game (Trade Route's tokens): run once after the piles are made.
using SetupFn = void (*)(State& s, CardId self);
// Victory points a landscape (Landmark) gives `player` at game end, in all.
using ScoreFn = int (*)(const State& s, int player);
// When `player` reveals a copy of this card (State::reveal): runs at once, inside the step of the
// effect that revealed it, and may not ask a decision (Patron's +1 Coffers).
using RevealFn = void (*)(State& s, int player, CardId self);

// One kind of card in a pile that is not all copies of one card (a split pile, Knights, Castles,
// Ruins), by name: `count` copies, `count_two` in 2-player games (0: the same).
struct PileCard {
  std::string name;
  uint8_t count = 1;
  uint8_t count_two = 0;
};

// A reaction or a while-in-play ability: when `on` happens (see Moment) and the card is in its
// owner's `from` zone (kHand: Moat, Watchtower; kPlay: Royal Seal, Lighthouse, Talisman;
// kSupply: a rule of the game while the card is in it, Embargo or Trade Route tokens), `fn` runs
// as an event with player = the card's owner (for kSupply: the moment's player), card = this
// card, a = the moment's index (State::moment()). Optional ones are offered first (a yes/no,
// Reason::kRevealReaction, card = this card); in hand they are offered once per kind, in play
// the mandatory ones run once per copy. A `repeat` one is offered again after each use, as long
// as it still applies (Diplomat, from a hand that is still 5 or more cards).
struct Reaction {
  Trigger on = Trigger::kAttack;
  Zone from = Zone::kHand;
  bool optional = true;
  WhenFn when = nullptr;  // nullptr: whenever `on` happens to the owner (kAttack: is attacked)
  EffectFn fn = nullptr;
  bool repeat = false;
};
constexpr int kMaxReactions = 3;

struct CardDef {
  std::string name;
  std::string set;  // "Basic", "Base", ...
  Edition edition = Edition::kBoth;
  uint8_t cost = 0;
  bool potion_cost = false;
  uint8_t debt = 0;  // the Debt part of the cost (Empires): buying it takes this many Debt
  Types types = 0;
  EffectId effect = 0;
  bool kingdom = false;  // a Kingdom pile card (pile size 10, or 8/12 for Victory cards)
  uint8_t pile = 0;      // pile size override for a kingdom card (0 = by the rules)

  // Vanilla bonuses, applied in this order when the card is played, before on_play.
  int8_t plus_cards = 0, plus_actions = 0, plus_buys = 0, plus_coins = 0;
  int8_t coin = 0;    // a Treasure's $ when played
  int8_t potion = 0;  // potions produced when played
  int8_t vp = 0;      // fixed victory points

  EffectFn on_play = nullptr;  // the rest of the card's text, after the vanilla bonuses
  // When this card is gained / bought (before it is gained) / trashed: an event with player = who,
  // card = this card, a = the moment's index.
  EffectFn on_gain = nullptr;
  EffectFn on_buy = nullptr;
  EffectFn on_trash = nullptr;
  // When this card is discarded other than during Clean-up (State::discard: Tunnel, Weaver): an
  // event with player = who discarded it, card = this card, a = the moment's index.
  EffectFn on_discard = nullptr;
  // When its owner reveals this card: a card's text says "reveal" (from the deck, the hand, the
  // discard pile), not "look at" or "set aside face down" (State::reveal).
  RevealFn on_reveal = nullptr;
  // The own on_gain/on_buy hook runs after its player's reactions and watchers instead of
  // before them (Mint: the player first uses Royal Seal or Talisman, then Mint trashes them).
  bool hook_last = false;
  // When Treasures are played all at once (autoplay, "play all"), this one is played after the
  // others with effects (Bank: +$1 per Treasure in play).
  bool autoplay_last = false;
  Reaction reactions[kMaxReactions] = {};
  uint8_t num_reactions = 0;
  // Triggers this card may set watchers on while it plays (State::watch), beyond its reactions:
  // a bit per Trigger (Merchant: kPlay). The engine skips the triggers no card of a game has.
  uint16_t watches = 0;
  bool changes_costs = false;  // calls State::reduce_costs (Bridge) or bans buys (Contraband)
  // A Project: during the turns of each player with a cube on it, cards (not landscapes) cost
  // this much less, from the moment the cube is placed (Canal).
  uint8_t holder_discount = 0;
  // A Project: when the game would end, each player with a cube on it takes one more turn, in
  // turn order from the left of the player whose turn ended it; then the game ends (Fleet).
  bool round_after_end = false;
  // A Project: when a player with a cube on it shuffles, they may pick one of the shuffled cards
  // to go on top of them (Star Chart; Agent::pick_on_shuffle decides).
  bool shuffle_pick = false;
  // A Duration whose effect may set itself up again at the start of a later turn (Archive):
  // State::add_duration then carries its play (the card in play and what played it) into that
  // turn, so the cards stay in play while the effect goes on.
  bool lasting = false;
  // An Event each player may buy once per game, whatever its effect did (Inheritance).
  bool once_per_game = false;
  SelfCostFn self_cost = nullptr;
  CostModFn cost_mod = nullptr;
  CostModOfFn cost_mod_of = nullptr;  // used when cost_mod is not set
  BuyBanFn buy_ban = nullptr;
  SetupFn on_setup = nullptr;
  EndVpFn end_vp = nullptr;       // extra VP per copy at game end
  EndVpOfFn end_vp_of = nullptr;  // the same, for a hook that needs the card (the card language)
  ScoreFn score = nullptr;        // a landscape's VP for a player at game end (Landmarks)
  uint8_t private_mats = 0;       // mats (bit per slot) this card puts cards on face down
  // A pile that is not `pile` copies of this card: its cards from the top down (split piles:
  // Encampment over Plunder; this card among them), or, for a card that only names a pile
  // (Knights, Castles), the cards it holds. Shuffled piles show only their top card.
  std::vector<PileCard> pile_cards;
  bool pile_shuffled = false;
  uint8_t pile_per_other = 0;  // a shuffled pile keeps this many cards per other player (Ruins)
  // Cards and piles this card brings into a game, by name: non-Supply cards (Spoils, Horses,
  // Prizes), or, when `needed_in_supply` is set on the needed one, a Supply pile (Ruins).
  std::vector<std::string> needs;
  bool needed_in_supply = false;
  // A pile of an unused Kingdom card this card brings at set-up, costing $lo to $hi (no Potion or
  // Debt): in the Supply (Young Witch's Bane) or set aside outside it (Ferryman). hi = 0: none.
  // Which card it is comes with the game (GameConfig::card_piles; State::card_pile).
  struct SetupPile {
    uint8_t lo = 0, hi = 0;
    bool supply = false;
  } setup_pile;
  // A card that replaces one starting Copper of each player when this card is in the kingdom.
  std::string heirloom;
  // A custom card (cards/card_file.h) that uses another card's effect hooks and heuristics names
  // that card here; empty: the card's own.
  std::string effect_of;
  // The card's text in the card language, compiled (nullptr: none); its hooks read it.
  std::shared_ptr<const CardProgram> program;

  bool is(Types t) const { return (types & t) != 0; }
  // Whether this is a landscape (an Event, Project, Landmark...): never a card in a zone.
  bool landscape() const { return is(kLandscape); }
  // The card whose effect and per-card AI this card has (its own name unless effect_of is set).
  const std::string& effect_name() const { return effect_of.empty() ? name : effect_of; }
  // Extra VP per copy of this card (kind `self` in s) at game end for `player`.
  int extra_vp(const State& s, int player, CardId self) const {
    return (end_vp ? end_vp(s, player) : 0) + (end_vp_of ? end_vp_of(s, player, self) : 0);
  }
  // Adds a reaction or while-in-play ability.
  void add_reaction(const Reaction& r) { reactions[num_reactions++] = r; }
};

}  // namespace kl

// The one decision interface: what the engine asks a player, and the player's answer.
#pragma once

#include <cstdint>

#include "sim/types.h"

namespace kl {

enum class DecisionKind : uint8_t {
  kPlayAction,     // pick an Action card in hand to play, or none (ends the Action phase)
  kPlayTreasures,  // pick Treasures in hand to play, in order (none is allowed)
  kBuy,            // pick a Supply card, Event or Project to buy, or none (ends the Buy phase);
                   // option: Coffers to spend first
  kGain,           // pick a Supply card costing cost_min..cost_max (min 1 = must if any qualifies)
  kChooseCards,    // pick min..max cards from `from` (hand, or the listed `cards` for kAside)
  kChooseOption,   // pick one of num_options options
  kYesNo,          // option 1 = yes, 0 = no
  kNameCard,       // pick any card of the game (its card table), or none if min = 0
  kPlayNight,      // pick a Night card in hand to play, or none (ends the Night phase)
};

// Why a card is being chosen; with `source` it tells a player what a decision means.
enum class Reason : uint8_t {
  kNone,
  kPlay,  // play it (Throne Room target, Vassal's discarded Action)
  kTrash,
  kDiscard,
  kTopdeck,  // put onto the deck
  kGain,
  kGainToHand,
  kRevealReaction,  // reveal a Reaction to an Attack (card = the Reaction)
  kSetAside,        // Library: set aside the drawn Action `card`?
  kDiscardDeck,     // Chancellor: put the deck into the discard pile?
  kOpponentCard,    // choose for an opponent's revealed cards (Spy, Thief, Bandit victim)
  kGainTrashed,     // Thief: gain the trashed Treasure `card`?
  kName,            // name a card (Wishing Well, Contraband)
  kReveal,          // reveal a card from hand (Ambassador, Courtier)
  kReturn,          // return cards to their Supply pile (Ambassador)
  kPass,            // pass a card to another player (Masquerade)
  kMat,             // put onto a mat or set aside for later (Haven, Island)
  kMode,            // choose what a card does (kChooseOption: Steward, Minion, Pawn...)
  kOrder,           // put cards back in an order: the chosen cards, last chosen on top
  kUseAbility,      // use an optional ability now (kYesNo: Treasury, Royal Seal)
  kWay,             // kChooseOption: play `card` by its own text (0) or by Way cards[i - 1]
  kOverpay,  // kChooseOption: overpay $option for `card`, being bought (State::overpay_on_buy)
};

struct Decision {
  DecisionKind kind = DecisionKind::kBuy;
  Reason reason = Reason::kNone;
  uint8_t player = 0;        // whose decision (whose cards, whose turn)
  uint8_t decider = 0;       // who makes it: `player`, or the controller of a possessed turn
  CardId source = kNoCard;   // the card whose effect asks (kNoCard for phase decisions)
  CardId card = kNoCard;     // the card a yes/no question is about
  uint8_t target = 0;        // the player affected (Spy: whose revealed card)
  uint8_t min = 0, max = 0;  // cards to choose (kChooseCards, kGain: 0 or 1)
  uint8_t num_options = 0;   // kChooseOption
  Zone from = Zone::kHand;   // kChooseCards source
  Types type_mask = 0;       // eligible types (0 = any)
  uint8_t cost_min = 0;      // kGain: lowest $ cost (cost_min = cost_max: exactly)
  uint8_t cost_max = 0;      // kGain: highest $ cost
  bool potion_ok = false;    // kGain: may the cost include a Potion
  uint8_t debt_min = 0;      // kGain: the Debt part of the cost, lowest and highest
  uint8_t debt_max = 0;
  // kGain, kNameCard, kChooseCards: bit c set = card c may be picked (0: any); for kChooseCards
  // on top of type_mask ("a non-Treasure card", "other than a Rats").
  uint64_t allow = 0;
  uint8_t num_cards = 0;  // kChooseCards from kAside: the candidates
  CardId cards[8] = {};
};

struct Choice {
  uint8_t n = 0;  // cards chosen (in order where order matters)
  CardId cards[kZoneCap];
  // kChooseOption / kYesNo; kAllTreasures for kPlayTreasures; kBuy: Coffers spent first.
  int option = 0;
  // kPlayTreasures: play every Treasure in hand (with n = 0); the engine does it in one pass.
  static constexpr int kAllTreasures = 1;

  void clear() {
    n = 0;
    option = 0;
  }
  void add(CardId c) { cards[n++] = c; }
  static Choice none() { return Choice{}; }
  static Choice one(CardId c) {
    Choice ch;
    ch.add(c);
    return ch;
  }
  static Choice all_treasures() {
    Choice ch;
    ch.option = kAllTreasures;
    return ch;
  }
  static Choice yes_no(bool yes) {
    Choice ch;
    ch.option = yes ? 1 : 0;
    return ch;
  }
};

}  // namespace kl

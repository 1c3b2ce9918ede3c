// Dark Ages set (one edition; the 2019 errata texts: Death Cart, Band of Misfits as a Command,
// Pillage "if you did", Procession and Counterfeit non-Duration; Hovel's 2022 "gain"): the 35
// kingdom cards, the 10 Knights (a shuffled pile named Knights), the Ruins (a shuffled Supply
// pile of 10 per other player, with the Looters), the Shelters (they replace the starting
// Estates: cards/kingdom.cpp), Spoils, Madman and Mercenary (non-Supply piles). Rulings follow the
// official FAQ (the DominionStrategy wiki's card pages).
//
// Revealed cards wait in the player's aside zone while an effect holds them (see base.cpp).
#include "cards/sets/dark_ages.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/ask.h"
#include "cards/sets/set_card.h"
#include "sim/attack.h"

namespace kl {

namespace {

uint64_t bit(CardId c) { return uint64_t(1) << c; }

// The kinds of this game that are not of type t (an `allow` mask: "a non-Treasure card").
uint64_t kinds_without(const State& s, Types t) {
  uint64_t m = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (!s.is(CardId(k), t)) m |= bit(CardId(k));
  return m;
}

// Runs an Attack's reactions and victims in an event of its own, above the card's event, which
// resumes at `next` once every victim has resolved.
template <EffectFn Victim>
void attack_driver(State& s, Event& e) {
  attack(s, e, Victim);
}
template <EffectFn Victim>
void attack_then(State& s, Event& e, uint8_t next) {
  e.step = next;
  s.push(attack_driver<Victim>, e.player, e.card);
}
// A victim part that does nothing: the Attack was played (reactions were offered) but its text
// has nothing for the other players (Rogue gained from the trash, Mercenary trashed no 2 cards).
void no_victim(State&, Event& e) { State::done(e); }

// Asks player e.player to choose min..max cards from hand (Reason r), resuming at `next`.
void ask_hand(State& s, Event& e, Reason r, int min, int max, uint8_t next, Types type = 0,
              uint64_t allow = 0) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, r);
  d.from = Zone::kHand;
  d.type_mask = type;
  d.allow = allow;
  d.min = uint8_t(std::clamp(min, 0, 255));
  d.max = uint8_t(std::clamp(max, 0, 255));
  e.step = next;
  s.ask(d);
}

// Asks to gain a card costing $lo..$hi (mandatory if any qualifies, unless `may`).
void ask_gain(State& s, Event& e, int lo, int hi, bool potion, uint8_t next, Types type = 0,
              bool may = false) {
  Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
  d.min = may ? 0 : 1;
  d.max = 1;
  d.cost_min = uint8_t(std::clamp(lo, 0, 255));
  d.cost_max = uint8_t(std::clamp(hi, 0, 255));
  d.potion_ok = potion;
  d.type_mask = type;
  e.step = next;
  s.ask(d);
}

// The card on top of the Ruins pile (kNoCard: none in this game, or empty).
CardId ruins_top(const State& s) {
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.is(CardId(k), kRuins) && s.in_supply(CardId(k)) && s.in_mixed_pile(CardId(k)))
      return s.pile_top(CardId(k));
  return kNoCard;
}
// "Gain a Ruins": the top card of the Ruins pile, if any.
void gain_ruins(State& s, int p) {
  const CardId r = ruins_top(s);
  if (r != kNoCard) s.gain(p, r);
}

// A victim gains a Ruins (Marauder, Cultist).
void ruins_victim(State& s, Event& e) {
  State::done(e);
  gain_ruins(s, e.player);
}

// A victim discards down to N cards in hand (their choice).
template <int N>
void discard_down_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const int excess = s.player(v).hand.size() - N;
    if (excess <= 0) return State::done(e);
    return ask_hand(s, e, Reason::kDiscard, excess, excess, 1);
  }
  State::done(e);
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(v, c.cards[i], Zone::kHand);
}

// Discards the top n cards of p's aside zone (the cards the running effect revealed).
void discard_revealed(State& s, int p, int n) {
  for (; n > 0 && !s.player(p).aside.empty(); --n)
    s.discard(p, s.player(p).aside.back(), Zone::kAside);
}

// Whether c costs $3 to $6 (no Potion or Debt): what Knights and Rogue trash and Rogue and
// Graverobber gain.
bool three_to_six(const State& s, CardId c) {
  return s.cost(c) >= 3 && s.cost(c) <= 6 && !s.potion_cost(c) && s.debt_cost(c) == 0;
}

// Asks to put the given revealed cards (in p's aside zone) back on the deck in an order
// (Reason::kOrder, the last chosen on top), resuming at `next`; nothing is asked for 0 cards.
void ask_order(State& s, Event& e, const CardId* cards, int n, uint8_t next) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOrder);
  d.from = Zone::kAside;
  for (int i = 0; i < n; ++i) d.cards[d.num_cards++] = cards[i];
  d.min = d.max = uint8_t(n);
  e.step = next;
  s.ask(d);
}
void put_back_ordered(State& s, int p) {
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kAside, Zone::kDeck);
}

// --------------------------------------------------------------- Poor House

// (+$4.) Reveal the hand: -$1 per Treasure in it, not below $0.
void poor_house(State& s, Event& e) {
  s.reveal_hand(e.player);
  int t = 0;
  for (CardId c : s.player(e.player).hand) t += s.is(c, kTreasure) ? 1 : 0;
  s.add_coins(-std::min(t, s.coins()));
  State::done(e);
}

// --------------------------------------------------------------- Beggar

// Gain 3 Coppers into the hand.
void beggar(State& s, Event& e) {
  State::done(e);
  for (int i = 0; i < 3; ++i) s.gain(e.player, kCopper, Zone::kHand);
}
// Reaction (another player plays an Attack): discard it to gain two Silvers, one onto the deck.
void beggar_react(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (!s.discard(p, e.card, Zone::kHand)) return State::done(e);
      e.step = 1;
      return;
    case 1:
      e.step = 2;
      s.gain(p, kSilver, Zone::kDeck);
      return;
    default:
      State::done(e);
      s.gain(p, kSilver);
  }
}

// --------------------------------------------------------------- Squire

// (+$1.) Choose (kChooseOption, Reason::kMode): 0 +2 Actions, 1 +2 Buys, 2 gain a Silver.
void squire(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 3;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  switch (s.answer().option) {
    case 0:
      return s.add_actions(2);
    case 1:
      return s.add_buys(2);
    default:
      s.gain(e.player, kSilver);
  }
}
// When trashed: gain an Attack card (any cost).
void squire_trash(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(ask_gain_of_type(e, kAttack));
  }
  State::done(e);
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
}

// --------------------------------------------------------------- Vagrant

// (+1 Card +1 Action.) Reveal the top card: a Curse, Ruins, Shelter or Victory card goes to the
// hand, anything else back on top.
void vagrant(State& s, Event& e) {
  State::done(e);
  const CardId c = s.reveal_top(e.player);
  if (c == kNoCard) return;
  const bool take = s.is(c, kCurseType | kRuins | kShelter | kVictory);
  s.move(e.player, c, Zone::kAside, take ? Zone::kHand : Zone::kDeck);
}

// --------------------------------------------------------------- Forager

// (+1 Action +1 Buy.) Trash a card from hand (mandatory), then +$1 per differently named
// Treasure in the trash (counted after the trash's triggers).
void forager(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) {
        e.step = 2;
        return;
      }
      return ask_hand(s, e, Reason::kTrash, 1, 1, 1);
    case 1:
      e.step = 2;
      if (s.answer().n == 1) s.trash(p, s.answer().cards[0], Zone::kHand);
      return;
    default: {
      int kinds = 0;
      for (int k = 0; k < s.num_kinds(); ++k)
        kinds += s.is(CardId(k), kTreasure) && s.trash_count(CardId(k)) > 0 ? 1 : 0;
      s.add_coins(kinds);
      State::done(e);
    }
  }
}

// --------------------------------------------------------------- Hermit, Madman

// Look through the discard pile; may trash a non-Treasure card from it (asked first:
// kChooseCards from kDiscard) or, if none was, from the hand; then gain a card costing up to $3.
void hermit(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kDiscard;
      d.allow = kinds_without(s, kTreasure);
      d.min = 0;
      d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().n == 1) {
        e.step = 3;
        s.trash(p, s.answer().cards[0], Zone::kDiscard);
        return;
      }
      return ask_hand(s, e, Reason::kTrash, 0, 1, 2, 0, kinds_without(s, kTreasure));
    case 2:
      e.step = 3;
      if (s.answer().n == 1) s.trash(p, s.answer().cards[0], Zone::kHand);
      return;
    case 3:
      return ask_gain(s, e, 0, 3, false, 4);
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}
// When discarded from play, if its player bought no card this turn: trash it, gain a Madman.
// A Hermit that a start-of-Clean-up choice keeps from being discarded (Scheme puts it onto the
// deck) is not exchanged (the FAQ). The game-long watcher runs before the watchers this turn's
// cards set (Scheme's), so it only adds a this-turn watcher, which runs after them in the same
// Clean-up window: one event per Hermit still in play then.
void hermit_madman(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    if (!s.trash(e.player, e.card, Zone::kPlay)) return State::done(e);
    return;
  }
  State::done(e);
  const CardId m = s.find_effect(fx::kMadman);
  if (m != kNoCard) s.gain(e.player, m);
}
void hermit_discarded(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner) return;
  const int n = s.in_play(w.owner, w.card);
  for (int i = 0; i < n; ++i) s.push(hermit_madman, w.owner, w.card);
}
void hermit_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner || s.bought_this_turn_mask() != 0 || s.in_play(w.owner, w.card) == 0)
    return;
  s.watch(Watcher{hermit_discarded, Trigger::kCleanup, Until::kEndOfTurn, w.owner, w.card});
}
void hermit_setup(State& s, CardId self) {
  for (int p = 0; p < s.num_players(); ++p)
    s.watch(Watcher{hermit_watch, Trigger::kCleanup, Until::kGame, uint8_t(p), self});
}

// (+2 Actions.) Return this to the Madman pile; if you do, +1 Card per card in hand.
void madman(State& s, Event& e) {
  State::done(e);
  if ((e.flags & kLeftPlay) || !s.return_to_pile(e.player, e.self, Zone::kPlay)) return;
  s.left_play(e);
  s.draw(e.player, s.player(e.player).hand.size());
}

// --------------------------------------------------------------- Market Square

// Reaction: when one of its owner's cards is trashed, discard it from hand to gain a Gold.
bool own_card_trashed(const State&, const Moment& m, int owner, CardId) {
  return owner == m.player && !(m.flags & kFromSupply);
}
void market_square_react(State& s, Event& e) {
  if (e.step == 0) {
    if (!s.discard(e.player, e.card, Zone::kHand)) return State::done(e);
    e.step = 1;
    return;
  }
  State::done(e);
  s.gain(e.player, kGold);
}

// --------------------------------------------------------------- Sage

// (+1 Action.) Reveal until a card costing $3 or more: it goes to the hand, the rest are
// discarded.
void sage(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  int n = 0;
  CardId found = kNoCard;
  for (;;) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    if (s.cost(c) >= 3) {
      found = c;
      break;
    }
    ++n;
  }
  if (found != kNoCard) s.move(p, found, Zone::kAside, Zone::kHand);
  discard_revealed(s, p, n);
}

// --------------------------------------------------------------- Storeroom

// (+1 Buy.) Discard any number of cards, draw as many (kChooseCards, Reason::kDiscard, card =
// kNoCard); then discard any number for +$1 each (the same, card = Storeroom).
void storeroom(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_hand(s, e, Reason::kDiscard, 0, s.player(p).hand.size(), 1);
    case 1: {
      const Choice& c = s.answer();
      e.a = c.n;
      for (int i = 0; i < c.n; ++i) s.discard(p, c.cards[i], Zone::kHand);
      e.step = 2;
      return;
    }
    case 2: {
      s.draw(p, e.a);
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
      d.from = Zone::kHand;
      d.card = e.card;
      d.min = 0;
      d.max = uint8_t(s.player(p).hand.size());
      e.step = 3;
      return s.ask(d);
    }
    default: {
      State::done(e);
      const Choice& c = s.answer();
      int n = 0;
      for (int i = 0; i < c.n; ++i) n += s.discard(p, c.cards[i], Zone::kHand) ? 1 : 0;
      s.add_coins(n);
    }
  }
}

// --------------------------------------------------------------- Urchin, Mercenary

// (+1 Card +1 Action.) Each other player discards down to 4.
void urchin(State& s, Event& e) { attack(s, e, discard_down_victim<4>); }
// When its owner plays another Attack with it in play: may trash it (kYesNo,
// Reason::kUseAbility, card = Urchin) to gain a Mercenary. One question per Urchin in play,
// before the Attack's own text (the engine runs what kPlay watchers push first).
void urchin_trash(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      if (s.in_play(p, e.card) == 0) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kUseAbility);
      d.card = e.card;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().option != 1 || !s.trash(p, e.card, Zone::kPlay)) return State::done(e);
      e.step = 2;
      return;
    default: {
      State::done(e);
      const CardId m = s.find_effect(fx::kMercenary);
      if (m != kNoCard) s.gain(p, m);
    }
  }
}
void urchin_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner || !s.is(m.card, kAttack)) return;
  // "Another" Attack: an Urchin played now is not asked about itself (one Band of Misfits plays
  // as is not in play: kFromSupply).
  const bool itself = m.card == w.card && !(m.flags & kFromSupply);
  const int n = s.in_play(w.owner, w.card) - (itself ? 1 : 0);
  for (int i = 0; i < n; ++i) s.push(urchin_trash, w.owner, w.card);
}
void urchin_setup(State& s, CardId self) {
  for (int p = 0; p < s.num_players(); ++p)
    s.watch(Watcher{urchin_watch, Trigger::kPlay, Until::kGame, uint8_t(p), self});
}

// May trash 2 cards from hand; if 2 were trashed: +2 Cards, +$2, each other player discards
// down to 3.
void mercenary(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_hand(s, e, Reason::kTrash, 0, 2, 1);
    case 1: {
      const Choice& c = s.answer();
      e.a = 0;
      for (int i = 0; i < c.n; ++i)
        e.a = int16_t(e.a + (s.trash(p, c.cards[i], Zone::kHand) ? 1 : 0));
      e.step = 2;
      return;
    }
    case 2:
      if (e.a == 2) {
        s.draw(p, 2);
        s.add_coins(2);
        e.step = 3;
        return attack(s, e, discard_down_victim<3>);
      }
      e.step = 4;
      return attack(s, e, no_victim);
    case 3:
      return attack(s, e, discard_down_victim<3>);
    default:
      return attack(s, e, no_victim);
  }
}

// --------------------------------------------------------------- Armory

// Gain a card costing up to $4 onto the deck.
void armory(State& s, Event& e) {
  if (e.step == 0) return ask_gain(s, e, 0, 4, false, 1);
  State::done(e);
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0], Zone::kDeck);
}

// --------------------------------------------------------------- Death Cart

// May trash an Action card from hand (asked first) or else this (kYesNo, Reason::kTrash, card =
// Death Cart), for +$5.
void death_cart(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_hand(s, e, Reason::kTrash, 0, 1, 1, kAction);
    case 1: {
      if (s.answer().n == 1) {
        State::done(e);
        if (s.trash(p, s.answer().cards[0], Zone::kHand)) s.add_coins(5);
        return;
      }
      if ((e.flags & kLeftPlay) || s.in_play(p, e.self) == 0) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTrash);
      d.card = e.self;
      e.step = 2;
      return s.ask(d);
    }
    default:
      State::done(e);
      if (s.answer().option != 1) return;
      s.left_play(e);
      if (s.trash(p, e.self, Zone::kPlay)) s.add_coins(5);
  }
}
// When gained: gain 2 Ruins.
void death_cart_gain(State& s, Event& e) {
  if (e.step >= 2) return State::done(e);
  ++e.step;
  gain_ruins(s, e.player);
}

// --------------------------------------------------------------- Feodum, Fortress

// 1 VP per 3 Silvers owned.
int feodum_vp(const State& s, int p) { return s.player(p).owned[kSilver] / 3; }
// When trashed: gain 3 Silvers.
void feodum_trash(State& s, Event& e) {
  if (e.step >= 3) return State::done(e);
  ++e.step;
  s.gain(e.player, kSilver);
}
// When trashed: put it into the hand (out of the trash; not a gain).
void fortress_trash(State& s, Event& e) {
  State::done(e);
  if (s.moment(e.a).zone == Zone::kTrash) s.take_from_trash(e.player, e.card, Zone::kHand);
}

// --------------------------------------------------------------- Ironmonger

// (+1 Card +1 Action.) Reveal the top card; may discard it (kYesNo, Reason::kDiscard, card =
// it); either way: Action +1 Action, Treasure +$1, Victory +1 Card.
void ironmonger(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) return State::done(e);
    e.a = c;
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscard);
    d.card = c;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  const CardId c = CardId(e.a);
  if (s.answer().option == 1)
    s.discard(p, c, Zone::kAside);
  else
    s.move(p, c, Zone::kAside, Zone::kDeck);
  if (s.is(c, kAction)) s.add_actions(1);
  if (s.is(c, kTreasure)) s.add_coins(1);
  if (s.is(c, kVictory)) s.draw(p, 1);
}

// --------------------------------------------------------------- Marauder, Bandit Camp, Spoils

void gain_spoils(State& s, int p) {
  const CardId c = s.find_effect(fx::kSpoils);
  if (c != kNoCard) s.gain(p, c);
}
// Gain a Spoils. Each other player gains a Ruins.
void marauder(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return gain_spoils(s, e.player);
  }
  attack(s, e, ruins_victim);
}
// (+1 Card +2 Actions.) Gain a Spoils.
void bandit_camp(State& s, Event& e) {
  State::done(e);
  gain_spoils(s, e.player);
}
// ($3.) When played, return it to the Spoils pile (once: a replay by Counterfeit finds it gone
// and returns no other Spoils in play).
void spoils(State& s, Event& e) {
  State::done(e);
  if ((e.flags & kLeftPlay) || s.in_play(e.player, e.self) == 0) return;
  s.left_play(e);
  s.return_to_pile(e.player, e.self, Zone::kPlay);
}

// --------------------------------------------------------------- Procession, Counterfeit

// May play a non-Duration Action from hand twice (kChooseCards, Reason::kPlay); trash it (if it
// is still in play); gain an Action costing exactly $1 more than it. e.a = the card. "It" is the
// copy played: its plays tell this event when they move it out of play (kTellsLeftPlay), so
// other copies coming or going (an Urchin already in play trashing itself) change nothing.
void procession(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_hand(s, e, Reason::kPlay, 0, 1, 1, kAction, kinds_without(s, kDuration));
    case 1: {
      if (s.answer().n == 0) return State::done(e);
      const CardId c = s.answer().cards[0];
      if (!s.move(p, c, Zone::kHand, Zone::kPlay)) return State::done(e);
      e.a = c;
      e.flags = uint8_t((e.flags & ~kLeftPlay) | kTellsLeftPlay);
      e.step = 2;
      return s.replay(e, c, 2);
    }
    case 2: {
      const CardId c = CardId(e.a);
      e.step = 3;
      if (!(e.flags & kLeftPlay)) s.trash(p, c, Zone::kPlay);
      return;
    }
    case 3: {
      const CardId c = CardId(e.a);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_min = d.cost_max = uint8_t(std::clamp(s.cost(c) + 1, 0, 255));
      d.type_mask = kAction;
      // "Exactly $1 more" keeps the Potion part the same: potion_ok alone would allow either.
      d.potion_ok = s.potion_cost(c);
      for (int k = 0; k < s.num_kinds(); ++k)
        if (s.potion_cost(CardId(k)) == s.potion_cost(c)) d.allow |= uint64_t(1) << k;
      e.step = 4;
      return s.ask(d);
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}

// ($1, +1 Buy.) May play a non-Duration Treasure from hand twice; if so, trash it (if it is still
// in play: Spoils went back to its pile). As Procession, it tracks the copy it played.
void counterfeit(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_hand(s, e, Reason::kPlay, 0, 1, 1, kTreasure, kinds_without(s, kDuration));
    case 1: {
      if (s.answer().n == 0) return State::done(e);
      const CardId c = s.answer().cards[0];
      if (!s.move(p, c, Zone::kHand, Zone::kPlay)) return State::done(e);
      e.a = c;
      e.flags = uint8_t((e.flags & ~kLeftPlay) | kTellsLeftPlay);
      e.step = 2;
      return s.replay(e, c, 2);
    }
    default:
      State::done(e);
      if (!(e.flags & kLeftPlay)) s.trash(p, CardId(e.a), Zone::kPlay);
  }
}

// --------------------------------------------------------------- Rats

// (+1 Card +1 Action.) Gain a Rats. Trash a card from hand other than a Rats (a hand of only
// Rats is revealed: nothing is trashed).
void rats(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      e.step = 1;
      s.gain(p, e.card);
      return;
    case 1:
      return ask_hand(s, e, Reason::kTrash, 1, 1, 2, 0, ~bit(e.card));
    default:
      State::done(e);
      if (s.answer().n == 1) s.trash(p, s.answer().cards[0], Zone::kHand);
  }
}
// When trashed: +1 Card (Rats, Overgrown Estate).
void draw_one(State& s, Event& e) {
  State::done(e);
  s.draw(e.player, 1);
}

// --------------------------------------------------------------- Scavenger

// (+$2.) May put the deck into the discard pile (kYesNo, Reason::kDiscardDeck); put a card from
// the discard pile onto the deck (kChooseCards from kDiscard, Reason::kTopdeck).
void scavenger(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      e.step = 2;
      if (s.player(p).deck.empty()) return;
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscardDeck);
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().option == 1) s.deck_to_discard(p);
      [[fallthrough]];
    case 2: {
      if (s.player(p).discard.empty()) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
      d.from = Zone::kDiscard;
      d.min = d.max = 1;
      e.step = 3;
      return s.ask(d);
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.move(p, s.answer().cards[0], Zone::kDiscard, Zone::kDeck);
  }
}

// --------------------------------------------------------------- Wandering Minstrel

// (+1 Card +2 Actions.) Reveal the top 3: the Actions go back in any order (Reason::kOrder), the
// rest are discarded.
void wandering_minstrel(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      CardId got[3];
      int n = 0;
      for (; n < 3; ++n) {
        got[n] = s.reveal_top(p);
        if (got[n] == kNoCard) break;
      }
      int na = 0;
      for (int i = 0; i < n; ++i)
        if (s.is(got[i], kAction))
          ++na;
        else
          s.discard(p, got[i], Zone::kAside);
      if (na == 0) return State::done(e);
      // The discards' triggers (Tunnel) resolve before the question: the Actions are then the
      // top na cards of the aside zone.
      e.b = int16_t(na);
      e.step = 1;
      return;
    }
    case 1: {
      const CardList& aside = s.player(p).aside;
      CardId actions[3];
      for (int i = 0; i < e.b; ++i) actions[i] = aside[aside.size() - 1 - i];
      return ask_order(s, e, actions, e.b, 2);
    }
    default:
      State::done(e);
      put_back_ordered(s, p);
  }
}

// --------------------------------------------------------------- Band of Misfits

// Play a non-Command Action card from the Supply costing less than this (kNameCard,
// Reason::kPlay, allow = those on top of their piles), leaving it there. Band of Misfits stays in
// play as long as the card it played would have (a Duration: the engine pins its instance).
void band_of_misfits(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kPlay);
    d.allow = s.supply_actions_to_play(s.cost(e.self) - 1);
    if (!d.allow) return State::done(e);
    d.min = 1;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  // "This" is the played card, left in the Supply: what tries to move it fails (the 2020 FAQ:
  // Death Cart or Feast played so cannot trash anything as "this"; Band of Misfits stays).
  if (s.answer().n == 1) s.play_supply_card_as(e, s.answer().cards[0]);
}

// --------------------------------------------------------------- Catacombs

// Look at the top 3; choose (kChooseOption, Reason::kMode): 0 put them into the hand, 1 discard
// them and +3 Cards.
void catacombs(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    int n = 0;
    for (; n < 3; ++n)
      if (s.look_top(p) == kNoCard) break;  // "look at": no reveal
    if (n == 0) return State::done(e);
    e.b = int16_t(n);
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 2;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == 0) {
    for (int i = 0; i < e.b && !s.player(p).aside.empty(); ++i)
      s.move(p, s.player(p).aside.back(), Zone::kAside, Zone::kHand);
    return;
  }
  discard_revealed(s, p, e.b);
  s.draw(p, 3);
}
// When trashed: gain a cheaper card.
void catacombs_trash(State& s, Event& e) {
  if (e.step == 0) {
    if (s.cost(e.card) == 0) return State::done(e);
    return ask_gain(s, e, 0, s.cost(e.card) - 1, false, 1);
  }
  State::done(e);
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
}

// --------------------------------------------------------------- Count

// Choose one (kChooseOption, Reason::kMode, card = kNoCard): 0 discard 2 cards, 1 put a card
// from hand onto the deck, 2 gain a Copper. Then choose one (card = Duchy): 0 +$3, 1 trash the
// hand, 2 gain a Duchy.
void count(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.num_options = 3;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      switch (s.answer().option) {
        case 0: {
          const int n = std::min(2, s.player(p).hand.size());
          return ask_hand(s, e, Reason::kDiscard, n, n, 2);
        }
        case 1:
          return ask_hand(s, e, Reason::kTopdeck, 1, 1, 3);
        default:
          e.step = 4;
          s.gain(p, kCopper);
          return;
      }
    case 2: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.discard(p, c.cards[i], Zone::kHand);
      e.step = 4;
      return;
    }
    case 3:
      if (s.answer().n == 1) s.move(p, s.answer().cards[0], Zone::kHand, Zone::kDeck);
      [[fallthrough]];
    case 4: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.card = kDuchy;
      d.num_options = 3;
      e.step = 5;
      return s.ask(d);
    }
    default:
      State::done(e);
      switch (s.answer().option) {
        case 0:
          return s.add_coins(3);
        case 1:
          while (!s.player(p).hand.empty()) s.trash(p, s.player(p).hand.back(), Zone::kHand);
          return;
        default:
          s.gain(p, kDuchy);
      }
  }
}

// --------------------------------------------------------------- Cultist

void cultist_attack(State& s, Event& e) { attack(s, e, ruins_victim); }
// (+2 Cards.) Each other player gains a Ruins. Then may play a Cultist from hand (kChooseCards,
// Reason::kPlay, only Cultist allowed), using no Action.
void cultist(State& s, Event& e) {
  switch (e.step) {
    case 0:
      e.step = 1;
      s.push(cultist_attack, e.player, e.card);
      return;
    case 1:
      return ask_hand(s, e, Reason::kPlay, 0, 1, 2, 0, bit(e.card));
    default:
      State::done(e);
      if (s.answer().n == 1) s.play_card(e.player, s.answer().cards[0], Zone::kHand);
  }
}
// When trashed: +3 Cards.
void draw_three(State& s, Event& e) {
  State::done(e);
  s.draw(e.player, 3);
}

// --------------------------------------------------------------- Graverobber

// Choose (kChooseOption, Reason::kMode): 0 gain a card from the trash costing $3 to $6 onto the
// deck (kNameCard, Reason::kGain, allow = those); 1 trash an Action from hand and gain a card
// costing up to $3 more than it.
void graverobber(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.num_options = 2;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      if (s.answer().option == 1) return ask_hand(s, e, Reason::kTrash, 1, 1, 3, kAction);
      Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kGain);
      for (int k = 0; k < s.num_kinds(); ++k)
        if (s.face_up_in_trash(CardId(k)) > 0 && three_to_six(s, CardId(k))) d.allow |= bit(k);
      if (!d.allow) return State::done(e);
      d.min = d.max = 1;
      e.step = 2;
      return s.ask(d);
    }
    case 2:
      State::done(e);
      if (s.answer().n == 1) s.gain_from_trash(p, s.answer().cards[0], Zone::kDeck);
      return;
    case 3:
      if (s.answer().n == 0) return State::done(e);
      e.a = s.answer().cards[0];
      e.step = 4;
      s.trash(p, CardId(e.a), Zone::kHand);
      return;
    case 4:
      return ask_gain(s, e, 0, s.cost(CardId(e.a)) + 3, s.potion_cost(CardId(e.a)), 5);
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}

// --------------------------------------------------------------- Junk Dealer, Altar

// (+1 Card +1 Action +$1.) Trash a card from hand.
void junk_dealer(State& s, Event& e) {
  if (e.step == 0) return ask_hand(s, e, Reason::kTrash, 1, 1, 1);
  State::done(e);
  if (s.answer().n == 1) s.trash(e.player, s.answer().cards[0], Zone::kHand);
}
// Trash a card from hand; gain a card costing up to $5.
void altar(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_hand(s, e, Reason::kTrash, 1, 1, 1);
    case 1:
      e.step = 2;
      if (s.answer().n == 1) s.trash(p, s.answer().cards[0], Zone::kHand);
      return;
    case 2:
      return ask_gain(s, e, 0, 5, false, 3);
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}

// --------------------------------------------------------------- Knights, Rogue

// A victim reveals the top 2 cards, trashes one costing $3 to $6 (their choice: kChooseCards
// from kAside, Reason::kTrash) and discards the rest. For a Knight: a Knight trashed so makes
// the attacker trash the played Knight (if still in play). e.b, e.c = the revealed cards.
void knight_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const CardId a = s.reveal_top(v);
    const CardId b = a == kNoCard ? kNoCard : s.reveal_top(v);
    e.b = a;
    e.c = b;
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
    d.from = Zone::kAside;
    for (CardId c : {a, b})
      if (c != kNoCard && three_to_six(s, c)) d.cards[d.num_cards++] = c;
    if (d.num_cards == 0) {
      State::done(e);
      for (CardId c : {b, a})
        if (c != kNoCard) s.discard(v, c, Zone::kAside);
      return;
    }
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  const CardId t = s.answer().cards[0];
  CardId left[2] = {CardId(e.b), CardId(e.c)};
  (left[0] == t ? left[0] : left[1]) = kNoCard;
  s.trash(v, t, Zone::kAside);
  for (CardId c : left)
    if (c != kNoCard) s.discard(v, c, Zone::kAside);
  if (s.is(e.card, kKnight) && s.is(t, kKnight) && s.in_play(e.a, e.card) > 0)
    s.trash(e.a, e.card, Zone::kPlay);
}
// The Knight attack after the Knight's own text.
void knight_attack(State& s, Event& e) { attack(s, e, knight_victim); }
// Sir Michael's victims discard down to 3, then the Knight attack.
void sir_michael_victim(State& s, Event& e) {
  State::done(e);
  s.push(knight_victim, e.player, e.card, e.a);
  s.push(discard_down_victim<3>, e.player, e.card, e.a);
}
void sir_michael(State& s, Event& e) { attack(s, e, sir_michael_victim); }
// Dame Anna: may trash up to 2 cards from hand, then the attack.
void dame_anna(State& s, Event& e) {
  switch (e.step) {
    case 0:
      return ask_hand(s, e, Reason::kTrash, 0, 2, 1);
    case 1: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.trash(e.player, c.cards[i], Zone::kHand);
      e.step = 2;
      return;
    }
    default:
      attack(s, e, knight_victim);
  }
}
// Dame Natalie: may gain a card costing up to $3, then the attack.
void dame_natalie(State& s, Event& e) {
  switch (e.step) {
    case 0:
      return ask_gain(s, e, 0, 3, false, 1, 0, true);
    case 1:
      e.step = 2;
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
      return;
    default:
      attack(s, e, knight_victim);
  }
}
// Sir Vander: when trashed, gain a Gold.
void gain_gold(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kGold);
}

// (+$2.) If the trash holds cards costing $3 to $6, gain one (kNameCard, Reason::kGain);
// otherwise each other player reveals their top 2 and trashes one costing $3 to $6.
void rogue(State& s, Event& e) {
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kGain);
      for (int k = 0; k < s.num_kinds(); ++k)
        if (s.face_up_in_trash(CardId(k)) > 0 && three_to_six(s, CardId(k))) d.allow |= bit(k);
      if (!d.allow) {
        e.step = 3;
        return attack(s, e, knight_victim);
      }
      d.min = d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      e.step = 2;
      if (s.answer().n == 1) s.gain_from_trash(e.player, s.answer().cards[0]);
      return;
    case 2:
      return attack(s, e, no_victim);
    default:
      attack(s, e, knight_victim);
  }
}

// --------------------------------------------------------------- Mystic, Rebuild

// (+1 Action +$2.) Name a card; reveal the top card: the named card goes to the hand, anything
// else back on top.
void mystic(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  const CardId named = s.answer().n ? s.answer().cards[0] : kNoCard;
  const CardId c = s.reveal_top(e.player);
  if (c != kNoCard) s.move(e.player, c, Zone::kAside, c == named ? Zone::kHand : Zone::kDeck);
}

// (+1 Action.) Name a card. Reveal until a Victory card that is not the named one; discard the
// others; trash it and gain a Victory card costing up to $3 more. e.a = the trashed card.
void rebuild(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
      d.min = d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const CardId named = s.answer().n ? s.answer().cards[0] : kNoCard;
      int n = 0;
      CardId found = kNoCard;
      for (;;) {
        const CardId c = s.reveal_top(p);
        if (c == kNoCard) break;
        if (s.is(c, kVictory) && c != named) {
          found = c;
          break;
        }
        ++n;
      }
      if (found != kNoCard) s.move(p, found, Zone::kAside, Zone::kHand);  // out of the way
      discard_revealed(s, p, n);
      if (found == kNoCard) return State::done(e);
      e.a = found;
      e.step = 2;
      s.trash(p, found, Zone::kHand);
      return;
    }
    case 2: {
      const CardId c = CardId(e.a);
      return ask_gain(s, e, 0, s.cost(c) + 3, s.potion_cost(c), 3, kVictory);
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}

// --------------------------------------------------------------- Pillage

// A victim with 5 or more cards in hand reveals it and discards a card the attacker chooses
// (kChooseCards among the hand's kinds, Reason::kOpponentCard, player = the attacker, target =
// the victim; at most 8 kinds are listed, the most valuable first by cost).
void pillage_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const CardList& hand = s.player(v).hand;
    if (hand.size() < 5) return State::done(e);
    s.reveal_hand(v);
    CardId kinds[kMaxKinds];
    int n = 0;
    for (CardId c : hand)
      if (std::find(kinds, kinds + n, c) == kinds + n) kinds[n++] = c;
    std::sort(kinds, kinds + n, [&](CardId a, CardId b) { return s.cost(a) > s.cost(b); });
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOpponentCard);
    d.player = uint8_t(e.a);
    d.target = uint8_t(v);
    d.from = Zone::kAside;
    for (int i = 0; i < n && i < 8; ++i) d.cards[d.num_cards++] = kinds[i];
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.discard(v, s.answer().cards[0], Zone::kHand);
}
// Trash this. If you did: gain 2 Spoils, and the attack.
void pillage(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if ((e.flags & kLeftPlay) || s.in_play(p, e.self) == 0) {
        e.step = 4;
        return attack(s, e, no_victim);
      }
      s.left_play(e);
      s.trash(p, e.self, Zone::kPlay);
      e.step = 1;
      return;
    case 1:
    case 2:
      ++e.step;
      return gain_spoils(s, p);
    case 3:
      return attack(s, e, pillage_victim);
    default:
      attack(s, e, no_victim);
  }
}

// --------------------------------------------------------------- Hunting Grounds

// When trashed: gain a Duchy (option 0) or 3 Estates (option 1) (kChooseOption, Reason::kMode,
// card = Hunting Grounds).
void hunting_grounds_trash(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.card = e.card;
      d.num_options = 2;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().option == 0) {
        State::done(e);
        s.gain(p, kDuchy);
        return;
      }
      e.step = 2;
      e.b = 0;
      [[fallthrough]];
    default:
      if (e.b >= 3) return State::done(e);
      ++e.b;
      s.gain(p, kEstate);
  }
}

// --------------------------------------------------------------- Shelters, Ruins

// Hovel: when its owner gains a Victory card, may trash it from hand.
bool gained_victory(const State& s, const Moment& m, int owner, CardId) {
  return owner == m.player && m.card != kNoCard && s.is(m.card, kVictory);
}
void hovel_react(State& s, Event& e) {
  State::done(e);
  s.trash(e.player, e.card, Zone::kHand);
}

// Survivors: look at the top 2; discard both (option 0) or put them back in any order (1)
// (kChooseOption, Reason::kMode, card = Survivors). e.b = cards looked at.
void survivors(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      int n = 0;
      for (; n < 2; ++n)
        if (s.look_top(p) == kNoCard) break;  // "look at": no reveal
      if (n == 0) return State::done(e);
      e.b = int16_t(n);
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.card = e.card;
      d.num_options = 2;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      if (s.answer().option == 0) {
        State::done(e);
        return discard_revealed(s, p, e.b);
      }
      const CardList& aside = s.player(p).aside;
      CardId got[2];
      for (int i = 0; i < e.b; ++i) got[i] = aside[aside.size() - 1 - i];
      return ask_order(s, e, got, e.b, 2);
    }
    default:
      State::done(e);
      put_back_ordered(s, p);
  }
}

}  // namespace

void add_dark_ages_cards(Registry& r) {
  auto card = [](const char* name, EffectId effect, int cost, Types types, bool kingdom = true) {
    CardDef d = set_card("Dark Ages", name, effect, Edition::kBoth, cost, types);
    d.kingdom = kingdom;
    return d;
  };
  CardDef d = card("Poor House", fx::kPoorHouse, 1, kAction);
  d.plus_coins = 4;
  d.on_play = poor_house;
  r.add(d);

  d = card("Beggar", fx::kBeggar, 2, kAction | kReaction);
  d.on_play = beggar;
  d.add_reaction(Reaction{Trigger::kAttack, Zone::kHand, true, nullptr, beggar_react, true});
  r.add(d);

  d = card("Squire", fx::kSquire, 2, kAction);
  d.plus_coins = 1;
  d.on_play = squire;
  d.on_trash = squire_trash;
  r.add(d);

  d = card("Vagrant", fx::kVagrant, 2, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = vagrant;
  r.add(d);

  d = card("Forager", fx::kForager, 3, kAction);
  d.plus_actions = d.plus_buys = 1;
  d.on_play = forager;
  r.add(d);

  d = card("Hermit", fx::kHermit, 3, kAction);
  d.on_play = hermit;
  d.on_setup = hermit_setup;
  d.watches = trigger_bit(Trigger::kCleanup);
  d.needs = {"Madman"};
  r.add(d);

  d = card("Market Square", fx::kMarketSquare, 3, kAction | kReaction);
  d.plus_cards = d.plus_actions = d.plus_buys = 1;
  d.add_reaction(
      Reaction{Trigger::kTrash, Zone::kHand, true, own_card_trashed, market_square_react, true});
  r.add(d);

  d = card("Sage", fx::kSage, 3, kAction);
  d.plus_actions = 1;
  d.on_play = sage;
  r.add(d);

  d = card("Storeroom", fx::kStoreroom, 3, kAction);
  d.plus_buys = 1;
  d.on_play = storeroom;
  r.add(d);

  d = card("Urchin", fx::kUrchin, 3, kAction | kAttack);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = urchin;
  d.on_setup = urchin_setup;
  d.watches = trigger_bit(Trigger::kPlay);
  d.needs = {"Mercenary"};
  r.add(d);

  d = card("Armory", fx::kArmory, 4, kAction);
  d.on_play = armory;
  r.add(d);

  d = card("Death Cart", fx::kDeathCart, 4, kAction | kLooter);
  d.on_play = death_cart;
  d.on_gain = death_cart_gain;
  d.needs = {"Ruins"};
  r.add(d);

  d = card("Feodum", fx::kFeodum, 4, kVictory);
  d.end_vp = feodum_vp;
  d.on_trash = feodum_trash;
  r.add(d);

  d = card("Fortress", fx::kFortress, 4, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.on_trash = fortress_trash;
  r.add(d);

  d = card("Ironmonger", fx::kIronmonger, 4, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = ironmonger;
  r.add(d);

  d = card("Marauder", fx::kMarauder, 4, kAction | kAttack | kLooter);
  d.on_play = marauder;
  d.needs = {"Spoils", "Ruins"};
  r.add(d);

  d = card("Procession", fx::kProcession, 4, kAction);
  d.on_play = procession;
  r.add(d);

  d = card("Rats", fx::kRats, 4, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.pile = 20;
  d.on_play = rats;
  d.on_trash = draw_one;
  r.add(d);

  d = card("Scavenger", fx::kScavenger, 4, kAction);
  d.plus_coins = 2;
  d.on_play = scavenger;
  r.add(d);

  d = card("Wandering Minstrel", fx::kWanderingMinstrel, 4, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.on_play = wandering_minstrel;
  r.add(d);

  d = card("Band of Misfits", fx::kBandOfMisfits, 5, kAction | kCommand);
  d.on_play = band_of_misfits;
  r.add(d);

  d = card("Bandit Camp", fx::kBanditCamp, 5, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.on_play = bandit_camp;
  d.needs = {"Spoils"};
  r.add(d);

  d = card("Catacombs", fx::kCatacombs, 5, kAction);
  d.on_play = catacombs;
  d.on_trash = catacombs_trash;
  r.add(d);

  d = card("Count", fx::kCount, 5, kAction);
  d.on_play = count;
  r.add(d);

  d = card("Counterfeit", fx::kCounterfeit, 5, kTreasure);
  d.coin = 1;
  d.plus_buys = 1;
  d.on_play = counterfeit;
  r.add(d);

  d = card("Cultist", fx::kCultist, 5, kAction | kAttack | kLooter);
  d.plus_cards = 2;
  d.on_play = cultist;
  d.on_trash = draw_three;
  d.needs = {"Ruins"};
  r.add(d);

  d = card("Graverobber", fx::kGraverobber, 5, kAction);
  d.on_play = graverobber;
  r.add(d);

  d = card("Junk Dealer", fx::kJunkDealer, 5, kAction);
  d.plus_cards = d.plus_actions = d.plus_coins = 1;
  d.on_play = junk_dealer;
  r.add(d);

  d = card("Knights", fx::kKnights, 5, kAction | kAttack | kKnight);
  d.pile_cards = {{"Dame Anna", 1},   {"Dame Josephine", 1}, {"Dame Molly", 1}, {"Dame Natalie", 1},
                  {"Dame Sylvia", 1}, {"Sir Bailey", 1},     {"Sir Destry", 1}, {"Sir Martin", 1},
                  {"Sir Michael", 1}, {"Sir Vander", 1}};
  d.pile_shuffled = true;
  r.add(d);

  d = card("Mystic", fx::kMystic, 5, kAction);
  d.plus_actions = 1;
  d.plus_coins = 2;
  d.on_play = mystic;
  r.add(d);

  d = card("Pillage", fx::kPillage, 5, kAction | kAttack);
  d.on_play = pillage;
  d.needs = {"Spoils"};
  r.add(d);

  d = card("Rebuild", fx::kRebuild, 5, kAction);
  d.plus_actions = 1;
  d.on_play = rebuild;
  r.add(d);

  d = card("Rogue", fx::kRogue, 5, kAction | kAttack);
  d.plus_coins = 2;
  d.on_play = rogue;
  r.add(d);

  d = card("Altar", fx::kAltar, 6, kAction);
  d.on_play = altar;
  r.add(d);

  d = card("Hunting Grounds", fx::kHuntingGrounds, 6, kAction);
  d.plus_cards = 4;
  d.on_trash = hunting_grounds_trash;
  r.add(d);

  // The Knights (only in the Knights pile).
  constexpr Types kKnightTypes = kAction | kAttack | kKnight;
  d = card("Dame Anna", fx::kDameAnna, 5, kKnightTypes, false);
  d.on_play = dame_anna;
  r.add(d);
  d = card("Dame Josephine", fx::kDameJosephine, 5, kKnightTypes | kVictory, false);
  d.vp = 2;
  d.on_play = knight_attack;
  r.add(d);
  d = card("Dame Molly", fx::kDameMolly, 5, kKnightTypes, false);
  d.plus_actions = 2;
  d.on_play = knight_attack;
  r.add(d);
  d = card("Dame Natalie", fx::kDameNatalie, 5, kKnightTypes, false);
  d.on_play = dame_natalie;
  r.add(d);
  d = card("Dame Sylvia", fx::kDameSylvia, 5, kKnightTypes, false);
  d.plus_coins = 2;
  d.on_play = knight_attack;
  r.add(d);
  d = card("Sir Bailey", fx::kSirBailey, 5, kKnightTypes, false);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = knight_attack;
  r.add(d);
  d = card("Sir Destry", fx::kSirDestry, 5, kKnightTypes, false);
  d.plus_cards = 2;
  d.on_play = knight_attack;
  r.add(d);
  d = card("Sir Martin", fx::kSirMartin, 4, kKnightTypes, false);
  d.plus_buys = 2;
  d.on_play = knight_attack;
  r.add(d);
  d = card("Sir Michael", fx::kSirMichael, 5, kKnightTypes, false);
  d.on_play = sir_michael;
  r.add(d);
  d = card("Sir Vander", fx::kSirVander, 5, kKnightTypes, false);
  d.on_play = knight_attack;
  d.on_trash = gain_gold;
  r.add(d);

  // Non-Supply piles.
  d = card("Madman", fx::kMadman, 0, kAction, false);
  d.plus_actions = 2;
  d.pile = 10;
  d.on_play = madman;
  r.add(d);
  d = card("Mercenary", fx::kMercenary, 0, kAction | kAttack, false);
  d.pile = 10;
  d.on_play = mercenary;
  r.add(d);
  d = card("Spoils", fx::kSpoils, 0, kTreasure, false);
  d.coin = 3;
  d.pile = 15;
  d.on_play = spoils;
  r.add(d);

  // Shelters (cards/kingdom.cpp puts them in the starting decks).
  d = card("Hovel", fx::kHovel, 1, kReaction | kShelter, false);
  d.add_reaction(Reaction{Trigger::kGain, Zone::kHand, true, gained_victory, hovel_react});
  r.add(d);
  d = card("Necropolis", fx::kNecropolis, 1, kAction | kShelter, false);
  d.plus_actions = 2;
  r.add(d);
  d = card("Overgrown Estate", fx::kOvergrownEstate, 1, kVictory | kShelter, false);
  d.on_trash = draw_one;
  r.add(d);

  // Ruins: a shuffled Supply pile of 10 per other player, drawn from 10 of each kind.
  d = card("Ruins", fx::kRuinsPile, 0, kAction | kRuins, false);
  d.pile_cards = {{"Abandoned Mine", 10},
                  {"Ruined Library", 10},
                  {"Ruined Market", 10},
                  {"Ruined Village", 10},
                  {"Survivors", 10}};
  d.pile_shuffled = true;
  d.pile_per_other = 10;
  d.needed_in_supply = true;
  r.add(d);
  d = card("Abandoned Mine", fx::kAbandonedMine, 0, kAction | kRuins, false);
  d.plus_coins = 1;
  r.add(d);
  d = card("Ruined Library", fx::kRuinedLibrary, 0, kAction | kRuins, false);
  d.plus_cards = 1;
  r.add(d);
  d = card("Ruined Market", fx::kRuinedMarket, 0, kAction | kRuins, false);
  d.plus_buys = 1;
  r.add(d);
  d = card("Ruined Village", fx::kRuinedVillage, 0, kAction | kRuins, false);
  d.plus_actions = 1;
  r.add(d);
  d = card("Survivors", fx::kSurvivors, 0, kAction | kRuins, false);
  d.on_play = survivors;
  r.add(d);
}

}  // namespace kl

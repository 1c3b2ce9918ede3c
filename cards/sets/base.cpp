// Base set (1st and 2nd edition): Cellar, Chapel, Moat, Harbinger, Merchant, Vassal, Village,
// Workshop, Bureaucrat, Gardens, Militia, Moneylender, Poacher, Remodel, Smithy, Throne Room,
// Bandit, Council Room, Festival, Laboratory, Library, Market, Mine, Sentry, Witch, Artisan, and
// the 1st-edition-only Adventurer, Chancellor, Feast, Spy, Thief, Woodcutter. Throne Room,
// Moneylender and Mine exist in both editions as separate cards (1E: mandatory; 2E: optional).
// Rulings follow the official FAQ (2nd-edition rulebook notes and the DominionStrategy wiki).
//
// Revealed and looked-at cards wait in the player's aside zone while an effect holds them. Card
// ids are fungible, so an effect remembers the ids it revealed (in e.a/e.b) and moves those ids.
#include "cards/sets/base.h"

#include "cards/registry.h"
#include "cards/sets/ask.h"
#include "cards/sets/set_card.h"
#include "sim/attack.h"

namespace kl {

namespace {

// Cellar: discard any number of cards from hand (all at once), then draw as many. Cellar itself
// is already in play, so it cannot discard itself. Drawing may shuffle the discarded cards in.
void cellar(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
    d.from = Zone::kHand;
    d.min = 0;
    d.max = uint8_t(s.player(e.player).hand.size());
    e.step = 1;
    s.ask(d);
    return;
  }
  if (e.step == 1) {
    // The discards' reactions (Tunnel, Weaver) resolve before the draw.
    const Choice& c = s.answer();
    int discarded = 0;
    for (int i = 0; i < c.n; ++i) discarded += s.discard(e.player, c.cards[i], Zone::kHand);
    e.a = int16_t(discarded);
    e.step = 2;
    return;
  }
  s.draw(e.player, e.a);
  State::done(e);
}

// Chapel: trash up to 4 cards from hand (not the Chapel itself: it is in play).
void chapel(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
    d.from = Zone::kHand;
    d.min = 0;
    d.max = 4;
    e.step = 1;
    s.ask(d);
    return;
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.trash(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}

// Harbinger (after +1 Card +1 Action): look through the discard pile and optionally put one card
// from it onto the deck. Nothing happens with an empty discard pile.
void harbinger(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).discard.empty()) {
      State::done(e);
      return;
    }
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
    d.from = Zone::kDiscard;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    s.ask(d);
    return;
  }
  const Choice& c = s.answer();
  if (c.n == 1) s.move(e.player, c.cards[0], Zone::kDiscard, Zone::kDeck);
  State::done(e);
}

// Merchant (after +1 Card +1 Action): the first Silver played this turn gives +$1 per Merchant
// play; later Silvers give nothing extra. A watcher of this turn's plays.
void merchant_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner && m.card == kSilver && m.before == 0) s.add_coins(w.count);
}

void merchant(State& s, Event& e) {
  s.watch(Watcher{merchant_watch, Trigger::kPlay, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// Vassal (after +$2): discard the top card of the deck (shuffling if needed); if it is an Action,
// its owner may play it from the discard pile without using an Action.
void vassal(State& s, Event& e) {
  if (e.step == 0) {
    const CardId c = s.look_top(e.player);  // "discard the top card": no reveal
    if (c == kNoCard) {                     // empty deck and discard pile
      State::done(e);
      return;
    }
    s.discard(e.player, c, Zone::kAside);
    if (!s.is(c, kAction)) {
      State::done(e);
      return;
    }
    e.a = c;
    e.b = s.zone(e.player, Zone::kDiscard).count(c);
    e.step = 1;
    return;  // the discard's reactions first (Weaver, Trail): the question after them
  }
  if (e.step == 1) {
    const CardId c = CardId(e.a);
    // A reaction that moved the card (Weaver played itself) makes Vassal lose track of it (FAQ).
    if (s.zone(e.player, Zone::kDiscard).count(c) < e.b) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kPlay);
    d.card = c;
    e.step = 2;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == 1) s.play_card(e.player, CardId(e.a), Zone::kDiscard);
}

// Gain a card costing up to cost_max (and a Potion if potion_ok) to the discard pile: asks, then
// gains on the next step. Shared by Workshop and Remodel.
void ask_gain(State& s, Event& e, int cost_max, bool potion_ok, uint8_t next_step) {
  Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
  d.min = 1;
  d.max = 1;
  d.cost_max = uint8_t(cost_max < 0 ? 0 : cost_max > 255 ? 255 : cost_max);
  d.potion_ok = potion_ok;
  e.step = next_step;
  s.ask(d);
}

// Workshop: gain a card costing up to $4 (nothing if no pile qualifies).
void workshop(State& s, Event& e) {
  if (e.step == 0) {
    ask_gain(s, e, 4, false, 1);
    return;
  }
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
  State::done(e);
}

// Remodel: trash a card from hand (mandatory if the hand has any), then gain a card costing up to
// $2 more than it (mandatory if any qualifies; may be cheaper or the same card). A trashed card
// with a Potion in its cost lets the gain have one too. Empty hand: nothing happens.
void remodel(State& s, Event& e) {
  switch (e.step) {
    case 0: {
      if (s.player(e.player).hand.empty()) {
        State::done(e);
        return;
      }
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.min = 1;
      d.max = 1;
      e.step = 1;
      s.ask(d);
      return;
    }
    case 1: {
      if (s.answer().n != 1) {
        State::done(e);
        return;
      }
      const CardId c = s.answer().cards[0];
      s.trash(e.player, c, Zone::kHand);  // its triggers resolve before the gain is asked
      e.a = c;
      e.step = 2;
      return;
    }
    case 2: {
      const CardId c = CardId(e.a);
      ask_gain(s, e, s.cost(c) + 2, s.def(c).potion_cost, 3);
      return;
    }
    default:
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
      State::done(e);
      return;
  }
}

// Chancellor (1E, after +$2): may immediately put the whole deck into the discard pile.
void chancellor(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).deck.empty()) {
      State::done(e);
      return;
    }
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscardDeck);
    e.step = 1;
    s.ask(d);
    return;
  }
  if (s.answer().option == 1) s.deck_to_discard(e.player);
  State::done(e);
}

// Council Room (after +4 Cards +1 Buy): each other player draws a card, in turn order. Not an
// Attack, so Moat does not stop it.
void council_room(State& s, Event& e) {
  const int n = s.num_players();
  for (int i = 1; i < n; ++i) s.draw((e.player + i) % n, 1);
  State::done(e);
}

// --- Attacks. Victim effects run with e.player = the victim, e.a = the attacker.

// Bureaucrat victim: put a Victory card from hand onto the deck, or reveal a hand without one.
void bureaucrat_victim(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
    d.from = Zone::kHand;
    d.type_mask = kVictory;
    d.min = 1;
    d.max = 1;
    e.step = 1;
    s.ask(d);  // clamped to nothing (auto-answered) when the hand has no Victory card
    return;
  }
  if (s.answer().n == 1) {
    s.reveal(e.player, s.answer().cards[0]);
    s.move(e.player, s.answer().cards[0], Zone::kHand, Zone::kDeck);
  } else {
    s.reveal_hand(e.player);  // "or reveals a hand with no Victory cards"
  }
  State::done(e);
}

// Bureaucrat: gain a Silver onto the deck (if any is left), then the attack.
void bureaucrat(State& s, Event& e) {
  if (e.step == 0) {
    s.gain(e.player, kSilver, Zone::kDeck);
    e.step = 1;
    return;  // the gain's triggers resolve first
  }
  attack(s, e, bureaucrat_victim);
}

// Militia victim: discard down to 3 cards in hand; 3 or fewer: nothing.
void militia_victim(State& s, Event& e) {
  if (e.step == 0) {
    const int excess = s.player(e.player).hand.size() - 3;
    if (excess <= 0) {
      State::done(e);
      return;
    }
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
    d.from = Zone::kHand;
    d.min = uint8_t(excess);
    d.max = uint8_t(excess);
    e.step = 1;
    s.ask(d);
    return;
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}

// Militia (after +$2): each other player discards down to 3.
void militia(State& s, Event& e) { attack(s, e, militia_victim); }

// Witch victim: gain a Curse (nothing once the pile is empty).
void witch_victim(State& s, Event& e) {
  s.gain(e.player, kCurse);
  State::done(e);
}

// Witch (after +2 Cards): each other player gains a Curse, in turn order.
void witch(State& s, Event& e) { attack(s, e, witch_victim); }

// Gardens: 1 VP per full 10 cards owned.
int gardens_vp(const State& s, int player) { return s.player(player).owned_total / 10; }

// ----------------------------------------------------------------------------------------

// Two card ids in one scratch int (attack victims have only e.b free).
int16_t pack2(CardId lo, CardId hi) { return int16_t(uint16_t(lo | (hi << 8))); }
CardId lo_of(int16_t v) { return CardId(uint16_t(v) & 0xFF); }
CardId hi_of(int16_t v) { return CardId(uint16_t(v) >> 8); }

bool first_edition(const State& s, const Event& e) {
  return s.def(e.card).edition == Edition::kFirst;
}

// --------------------------------------------------------------- Moneylender

// 1E: "Trash a Copper from your hand. If you do, +$3." Mandatory when a Copper is in hand.
// 2E: "You may trash a Copper from your hand for +$3." A yes/no about the Copper.
void moneylender(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.find(kCopper) < 0) return State::done(e);
    if (!first_edition(s, e)) {
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTrash);
      d.card = kCopper;
      e.step = 1;
      return s.ask(d);
    }
  } else if (s.answer().option != 1) {
    return State::done(e);
  }
  if (s.trash(p, kCopper, Zone::kHand)) s.add_coins(3);
  State::done(e);
}

// --------------------------------------------------------------- Throne Room

// Plays an Action card from hand twice: the card goes into play now and both plays run after
// this effect (the second one flagged kReplay). 1E must choose one if it can; 2E may decline.
void throne_room(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kPlay);
    d.from = Zone::kHand;
    d.type_mask = kAction;
    d.min = first_edition(s, e) ? 1 : 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 0) return;
  const CardId c = s.answer().cards[0];
  if (s.move(e.player, c, Zone::kHand, Zone::kPlay)) s.replay(e, c, 2);
}

// --------------------------------------------------------------- Mine

// Trash a Treasure from hand (1E: must if possible; 2E: may), gain a Treasure costing up to $3
// more to the hand. Nothing valid to gain: the trash still happens, nothing is gained.
void mine(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.type_mask = kTreasure;
      d.min = first_edition(s, e) ? 1 : 0;
      d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      if (s.answer().n == 0) return State::done(e);
      const CardId t = s.answer().cards[0];
      s.trash(p, t, Zone::kHand);  // its triggers resolve before the gain is asked
      e.a = t;
      e.step = 2;
      return;
    }
    case 2: {
      const CardId t = CardId(e.a);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGainToHand);
      d.type_mask = kTreasure;
      d.cost_max = uint8_t(s.cost(t) + 3);
      d.potion_ok = s.potion_cost(t);  // a Philosopher's Stone may become one ($3P: up to $3 more)
      d.min = 1;
      d.max = 1;
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0], Zone::kHand);
      State::done(e);
  }
}

// --------------------------------------------------------------- Poacher

// (+1 Card +1 Action +$1 are vanilla.) Discard a card per empty Supply pile, after drawing;
// with too few cards, the whole hand.
void poacher(State& s, Event& e) {
  if (e.step == 0) {
    const int n = s.empty_piles();
    if (n == 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
    d.from = Zone::kHand;
    d.min = d.max = uint8_t(n);
    e.step = 1;
    return s.ask(d);
  }
  const Choice& a = s.answer();
  for (int i = 0; i < a.n; ++i) s.discard(e.player, a.cards[i], Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- Bandit

// Victim: reveal the top 2, trash a revealed non-Copper Treasure (victim's choice if two),
// discard the rest. e.b packs the two revealed ids.
void bandit_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const CardId a = s.reveal_top(v);
    const CardId b = a == kNoCard ? kNoCard : s.reveal_top(v);
    e.b = pack2(a, b);
    CardId cand[2];
    int n = 0;
    for (CardId c : {a, b})
      if (c != kNoCard && c != kCopper && s.is(c, kTreasure)) cand[n++] = c;
    if (n > 0) {
      e.step = 1;
      return s.ask(ask_aside(e, Reason::kTrash, cand, n, 1, 1));
    }
  }
  CardId left[2] = {lo_of(e.b), hi_of(e.b)};
  if (e.step == 1 && s.answer().n == 1) {
    const CardId t = s.answer().cards[0];
    s.trash(v, t, Zone::kAside);
    (left[0] == t ? left[0] : left[1]) = kNoCard;
  }
  for (CardId c : left)
    if (c != kNoCard) s.discard(v, c, Zone::kAside);
  State::done(e);
}

// Gain a Gold (even with the attack blocked; nothing if the pile is empty), then the attack.
void bandit(State& s, Event& e) {
  if (e.step == 0) {
    s.gain(e.player, kGold);
    e.step = 1;
    return;  // the gain's triggers resolve first
  }
  attack(s, e, bandit_victim);
}

// --------------------------------------------------------------- Library

// Draw one card at a time until 7 in hand. Each drawn Action may be set aside instead (a
// yes/no); the set-aside cards stay in the aside zone (so a mid-draw shuffle does not take
// them) and are discarded at the end. e.b counts them; the card being asked about is on top
// of the aside zone.
void library(State& s, Event& e) {
  const int p = e.player;
  CardList& aside = s.player(p).aside;
  if (e.step == 1) {
    e.step = 0;
    if (s.answer().option == 1)
      ++e.b;
    else
      s.move(p, aside.back(), Zone::kAside, Zone::kHand);
  }
  while (s.player(p).hand.size() < 7) {
    const CardId c = s.look_top(p);  // drawn, or set aside: no reveal
    if (c == kNoCard) break;
    if (s.is(c, kAction)) {
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kSetAside);
      d.card = c;
      e.step = 1;
      return s.ask(d);
    }
    s.move(p, c, Zone::kAside, Zone::kHand);
  }
  for (; e.b > 0; --e.b) s.discard(p, aside.back(), Zone::kAside);
  State::done(e);
}

// --------------------------------------------------------------- Sentry

// (+1 Card +1 Action are vanilla.) Look at the top 2 (e.a, e.b; kNoCard = none), trash any,
// then discard any of the rest, then put the rest back; with two different cards left the
// player chooses which goes on top (kChooseCards reason kTopdeck: the chosen card ends on top).
void sentry(State& s, Event& e) {
  const int p = e.player;
  auto remaining = [&](CardId* out) {
    int n = 0;
    if (CardId(e.a) != kNoCard) out[n++] = CardId(e.a);
    if (CardId(e.b) != kNoCard) out[n++] = CardId(e.b);
    return n;
  };
  auto drop = [&](CardId c) {
    if (CardId(e.a) == c)
      e.a = kNoCard;
    else if (CardId(e.b) == c)
      e.b = kNoCard;
  };
  CardId left[2];
  int n = 0;
  switch (e.step) {
    case 0: {
      const CardId a = s.look_top(p);  // "look at": no reveal
      const CardId b = a == kNoCard ? kNoCard : s.look_top(p);
      e.a = a;
      e.b = b;
      n = remaining(left);
      if (n == 0) return State::done(e);
      e.step = 1;
      return s.ask(ask_aside(e, Reason::kTrash, left, n, 0, n));
    }
    case 1: {
      const Choice& ch = s.answer();
      for (int i = 0; i < ch.n; ++i) {
        s.trash(p, ch.cards[i], Zone::kAside);
        drop(ch.cards[i]);
      }
      e.step = 2;
      return;  // the trashes' triggers resolve before the discard is asked
    }
    case 2: {
      n = remaining(left);
      if (n == 0) return State::done(e);
      e.step = 3;
      return s.ask(ask_aside(e, Reason::kDiscard, left, n, 0, n));
    }
    case 3: {
      const Choice& ch = s.answer();
      for (int i = 0; i < ch.n; ++i) {
        s.discard(p, ch.cards[i], Zone::kAside);
        drop(ch.cards[i]);
      }
      e.step = 5;
      return;  // the discards' reactions (Tunnel) before the order is asked
    }
    case 5: {
      n = remaining(left);
      if (n == 2 && left[0] != left[1]) {
        e.step = 4;
        return s.ask(ask_aside(e, Reason::kTopdeck, left, n, 1, 1));
      }
      for (int i = 0; i < n; ++i) s.move(p, left[i], Zone::kAside, Zone::kDeck);
      return State::done(e);
    }
    default: {
      n = remaining(left);
      const CardId top = s.answer().n == 1 ? s.answer().cards[0] : left[0];
      const CardId under = left[0] == top ? left[1] : left[0];
      s.move(p, under, Zone::kAside, Zone::kDeck);
      s.move(p, top, Zone::kAside, Zone::kDeck);
      return State::done(e);
    }
  }
}

// --------------------------------------------------------------- Artisan

// Gain a card costing up to $5 to the hand, then put a card from the hand onto the deck (it may
// be the gained card; mandatory even if nothing was gained).
void artisan(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGainToHand);
      d.cost_max = 5;
      d.min = 1;
      d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0], Zone::kHand);
      e.step = 2;
      return;  // the gain's triggers resolve before the topdeck is asked
    case 2: {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
      d.from = Zone::kHand;
      d.min = d.max = 1;
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.move(p, s.answer().cards[0], Zone::kHand, Zone::kDeck);
      State::done(e);
  }
}

// --------------------------------------------------------------- Adventurer (1E)

// Reveal until 2 Treasures are revealed (shuffling once if needed; revealed cards are not
// shuffled in). The Treasures go to the hand, the rest to the discard pile. Running out first
// gives what was found.
void adventurer(State& s, Event& e) {
  const int p = e.player;
  int treasures = 0, others = 0;
  while (treasures < 2) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    if (s.is(c, kTreasure)) {
      s.move(p, c, Zone::kAside, Zone::kHand);
      ++treasures;
    } else {
      ++others;
    }
  }
  CardList& aside = s.player(p).aside;
  for (; others > 0; --others) s.discard(p, aside.back(), Zone::kAside);
  State::done(e);
}

// --------------------------------------------------------------- Feast (1E)

// Trash this, then gain a card costing up to $5. A replay (Throne Room) does not trash again
// but still gains: the gain does not depend on the trashing.
void feast(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    if (!(e.flags & kReplay)) {
      if (s.in_play(e.player, e.self) > 0) s.left_play(e);  // Procession: "it" is gone
      s.trash(e.player, e.self, Zone::kPlay);
      return;  // the trash's triggers resolve before the gain is asked
    }
  }
  if (e.step == 1) {
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.cost_max = 5;
    d.min = 1;
    d.max = 1;
    e.step = 2;
    return s.ask(d);
  }
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
  State::done(e);
}

// --------------------------------------------------------------- Spy (1E)

// Asks the attacker (`chooser`) whether to discard player e.player's revealed card c.
void ask_spy(State& s, Event& e, int chooser, CardId c, Reason reason) {
  Decision d = decision_for(e, DecisionKind::kYesNo, reason);
  d.player = uint8_t(chooser);
  d.card = c;
  d.target = e.player;
  s.ask(d);
}

// Victim (a = attacker): reveals the top card; the attacker chooses: discard it (yes) or put
// it back (no).
void spy_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const CardId c = s.reveal_top(v);
    if (c == kNoCard) return State::done(e);
    e.b = c;
    e.step = 1;
    return ask_spy(s, e, e.a, c, Reason::kOpponentCard);
  }
  s.move(v, CardId(e.b), Zone::kAside, s.answer().option == 1 ? Zone::kDiscard : Zone::kDeck);
  State::done(e);
}

// (+1 Card +1 Action are vanilla.) The player reveals their own top card first and decides
// (reason kDiscard, yes = discard); then the attack part for each other player in turn order.
void spy(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const CardId c = s.reveal_top(p);
    e.step = 2;
    if (c != kNoCard) {
      e.b = c;
      e.step = 1;
      return ask_spy(s, e, p, c, Reason::kDiscard);
    }
  }
  if (e.step == 1) {
    s.move(p, CardId(e.b), Zone::kAside, s.answer().option == 1 ? Zone::kDiscard : Zone::kDeck);
    e.step = 2;
  }
  attack(s, e, spy_victim);
}

// --------------------------------------------------------------- Thief (1E)

// Victim (a = attacker): reveals the top 2. If any are Treasures, the victim trashes one of the
// attacker's choice (reason kOpponentCard, target = victim) and the attacker may gain it from
// the trash (kYesNo reason kGainTrashed). The other revealed cards are discarded.
void thief_victim(State& s, Event& e) {
  const int v = e.player;
  auto ask_attacker = [&](Decision d) {
    d.player = uint8_t(e.a);
    d.target = uint8_t(v);
    s.ask(d);
  };
  switch (e.step) {
    case 0: {
      const CardId a = s.reveal_top(v);
      const CardId b = a == kNoCard ? kNoCard : s.reveal_top(v);
      e.b = pack2(a, b);
      CardId cand[2];
      int n = 0;
      for (CardId c : {a, b})
        if (c != kNoCard && s.is(c, kTreasure)) cand[n++] = c;
      if (n > 0) {
        e.step = 1;
        return ask_attacker(ask_aside(e, Reason::kOpponentCard, cand, n, 1, 1));
      }
      for (CardId c : {a, b})
        if (c != kNoCard) s.discard(v, c, Zone::kAside);
      return State::done(e);
    }
    case 1: {
      CardId left[2] = {lo_of(e.b), hi_of(e.b)};
      const CardId t = s.answer().cards[0];
      s.trash(v, t, Zone::kAside);
      (left[0] == t ? left[0] : left[1]) = kNoCard;
      for (CardId c : left)
        if (c != kNoCard) s.discard(v, c, Zone::kAside);
      e.b = t;
      e.step = 2;
      return;  // the trash's triggers resolve before the attacker is asked
    }
    case 2: {
      const CardId t = CardId(e.b);
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kGainTrashed);
      d.card = t;
      e.step = 3;
      return ask_attacker(d);
    }
    default:
      if (s.answer().option == 1) s.gain_from_trash(e.a, CardId(e.b), Zone::kDiscard);
      State::done(e);
  }
}

void thief(State& s, Event& e) { attack(s, e, thief_victim); }

// Cards whose 1st and 2nd editions differ, and the cards with reveals.
void add_more_base_cards(Registry& r) {
  auto card = [&](const char* name, EffectId effect, Edition ed, int cost, Types types,
                  EffectFn fn) {
    CardDef d = set_card("Base", name, effect, ed, cost, types);
    d.on_play = fn;
    return d;
  };
  for (Edition ed : {Edition::kFirst, Edition::kSecond}) {
    r.add(card("Moneylender", fx::kMoneylender, ed, 4, kAction, moneylender));
    r.add(card("Throne Room", fx::kThroneRoom, ed, 4, kAction, throne_room));
    r.add(card("Mine", fx::kMine, ed, 5, kAction, mine));
  }

  CardDef poacher_def = card("Poacher", fx::kPoacher, Edition::kSecond, 4, kAction, poacher);
  poacher_def.plus_cards = 1;
  poacher_def.plus_actions = 1;
  poacher_def.plus_coins = 1;
  r.add(poacher_def);
  r.add(card("Bandit", fx::kBandit, Edition::kSecond, 5, kAction | kAttack, bandit));
  r.add(card("Library", fx::kLibrary, Edition::kBoth, 5, kAction, library));
  CardDef sentry_def = card("Sentry", fx::kSentry, Edition::kSecond, 5, kAction, sentry);
  sentry_def.plus_cards = 1;
  sentry_def.plus_actions = 1;
  r.add(sentry_def);
  r.add(card("Artisan", fx::kArtisan, Edition::kSecond, 6, kAction, artisan));

  r.add(card("Adventurer", fx::kAdventurer, Edition::kFirst, 6, kAction, adventurer));
  r.add(card("Feast", fx::kFeast, Edition::kFirst, 4, kAction, feast));
  CardDef spy_def = card("Spy", fx::kSpy, Edition::kFirst, 4, kAction | kAttack, spy);
  spy_def.plus_cards = 1;
  spy_def.plus_actions = 1;
  r.add(spy_def);
  r.add(card("Thief", fx::kThief, Edition::kFirst, 4, kAction | kAttack, thief));
}

}  // namespace

void add_base_cards(Registry& r) {
  struct Row {
    const char* name;
    EffectId effect;
    int cost;
    Types types;
    Edition edition;
    int cards, actions, buys, coins;
    EffectFn on_play;
  };
  const Row rows[] = {
      {"Cellar", fx::kCellar, 2, kAction, Edition::kBoth, 0, 1, 0, 0, cellar},
      {"Chapel", fx::kChapel, 2, kAction, Edition::kBoth, 0, 0, 0, 0, chapel},
      {"Moat", fx::kMoat, 2, kAction | kReaction, Edition::kBoth, 2, 0, 0, 0, nullptr},
      {"Chancellor", fx::kChancellor, 3, kAction, Edition::kFirst, 0, 0, 0, 2, chancellor},
      {"Harbinger", fx::kHarbinger, 3, kAction, Edition::kSecond, 1, 1, 0, 0, harbinger},
      {"Merchant", fx::kMerchant, 3, kAction, Edition::kSecond, 1, 1, 0, 0, merchant},
      {"Vassal", fx::kVassal, 3, kAction, Edition::kSecond, 0, 0, 0, 2, vassal},
      {"Village", fx::kVillage, 3, kAction, Edition::kBoth, 1, 2, 0, 0, nullptr},
      {"Woodcutter", fx::kWoodcutter, 3, kAction, Edition::kFirst, 0, 0, 1, 2, nullptr},
      {"Workshop", fx::kWorkshop, 3, kAction, Edition::kBoth, 0, 0, 0, 0, workshop},
      {"Bureaucrat", fx::kBureaucrat, 4, kAction | kAttack, Edition::kBoth, 0, 0, 0, 0, bureaucrat},
      {"Gardens", fx::kGardens, 4, kVictory, Edition::kBoth, 0, 0, 0, 0, nullptr},
      {"Militia", fx::kMilitia, 4, kAction | kAttack, Edition::kBoth, 0, 0, 0, 2, militia},
      {"Remodel", fx::kRemodel, 4, kAction, Edition::kBoth, 0, 0, 0, 0, remodel},
      {"Smithy", fx::kSmithy, 4, kAction, Edition::kBoth, 3, 0, 0, 0, nullptr},
      {"Council Room", fx::kCouncilRoom, 5, kAction, Edition::kBoth, 4, 0, 1, 0, council_room},
      {"Festival", fx::kFestival, 5, kAction, Edition::kBoth, 0, 2, 1, 2, nullptr},
      {"Laboratory", fx::kLaboratory, 5, kAction, Edition::kBoth, 2, 1, 0, 0, nullptr},
      {"Market", fx::kMarket, 5, kAction, Edition::kBoth, 1, 1, 1, 1, nullptr},
      {"Witch", fx::kWitch, 5, kAction | kAttack, Edition::kBoth, 2, 0, 0, 0, witch},
  };
  for (const Row& row : rows) {
    CardDef d = set_card("Base", row.name, row.effect, row.edition, row.cost, row.types);
    d.plus_cards = int8_t(row.cards);
    d.plus_actions = int8_t(row.actions);
    d.plus_buys = int8_t(row.buys);
    d.plus_coins = int8_t(row.coins);
    d.on_play = row.on_play;
    if (row.effect == fx::kMoat)  // unaffected by the Attack
      d.add_reaction(Reaction{Trigger::kAttack, Zone::kHand, true, nullptr, react_immune});
    if (row.effect == fx::kMerchant) d.watches = trigger_bit(Trigger::kPlay);
    if (row.effect == fx::kGardens) d.end_vp = gardens_vp;
    r.add(d);
  }
  add_more_base_cards(r);
}

}  // namespace kl

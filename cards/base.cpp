// Base set, part 1: Cellar, Chapel, Moat, Harbinger, Merchant, Vassal, Village, Workshop,
// Bureaucrat, Gardens, Militia, Smithy, Council Room, Festival, Laboratory, Market, Witch,
// Remodel, and the 1st-edition Woodcutter and Chancellor.
// Rulings follow the official FAQ (2nd-edition rulebook notes and the DominionStrategy wiki).
#include "cards/registry.h"
#include "sim/attack.h"

namespace kl {

namespace {

// A decision for the running effect's player about its own card.
Decision decision_for(const Event& e, DecisionKind kind, Reason reason) {
  Decision d;
  d.kind = kind;
  d.reason = reason;
  d.player = e.player;
  d.source = e.card;
  return d;
}

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
  const Choice& c = s.answer();
  int discarded = 0;
  for (int i = 0; i < c.n; ++i)
    discarded += s.move(e.player, c.cards[i], Zone::kHand, Zone::kDiscard);
  s.draw(e.player, discarded);
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
// play; later Silvers give nothing extra.
void merchant(State& s, Event& e) {
  s.add_silver_bonus();
  State::done(e);
}

// Vassal (after +$2): discard the top card of the deck (shuffling if needed); if it is an Action,
// its owner may play it from the discard pile without using an Action.
void vassal(State& s, Event& e) {
  if (e.step == 0) {
    const CardId c = s.reveal_top(e.player);
    if (c == kNoCard) {  // empty deck and discard pile
      State::done(e);
      return;
    }
    s.move(e.player, c, Zone::kAside, Zone::kDiscard);
    if (!s.is(c, kAction)) {
      State::done(e);
      return;
    }
    e.a = c;
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kPlay);
    d.card = c;
    e.step = 1;
    s.ask(d);
    return;
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
      s.trash(e.player, c, Zone::kHand);
      ask_gain(s, e, s.cost(c) + 2, s.def(c).potion_cost, 2);
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
  if (s.answer().n == 1) s.move(e.player, s.answer().cards[0], Zone::kHand, Zone::kDeck);
  State::done(e);
}

// Bureaucrat: gain a Silver onto the deck (if any is left), then the attack.
void bureaucrat(State& s, Event& e) {
  if (e.step == 0) {
    s.gain(e.player, kSilver, Zone::kDeck);
    e.step = 1;
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
  for (int i = 0; i < c.n; ++i) s.move(e.player, c.cards[i], Zone::kHand, Zone::kDiscard);
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

}  // namespace

void add_base_cards(Registry& r) {
  struct Row {
    const char* name;
    int cost;
    uint16_t types;
    Edition edition;
    int cards, actions, buys, coins;
    EffectFn on_play;
  };
  const Row rows[] = {
      {"Cellar", 2, kAction, Edition::kBoth, 0, 1, 0, 0, cellar},
      {"Chapel", 2, kAction, Edition::kBoth, 0, 0, 0, 0, chapel},
      {"Moat", 2, kAction | kReaction, Edition::kBoth, 2, 0, 0, 0, nullptr},
      {"Chancellor", 3, kAction, Edition::kFirst, 0, 0, 0, 2, chancellor},
      {"Harbinger", 3, kAction, Edition::kSecond, 1, 1, 0, 0, harbinger},
      {"Merchant", 3, kAction, Edition::kSecond, 1, 1, 0, 0, merchant},
      {"Vassal", 3, kAction, Edition::kSecond, 0, 0, 0, 2, vassal},
      {"Village", 3, kAction, Edition::kBoth, 1, 2, 0, 0, nullptr},
      {"Woodcutter", 3, kAction, Edition::kFirst, 0, 0, 1, 2, nullptr},
      {"Workshop", 3, kAction, Edition::kBoth, 0, 0, 0, 0, workshop},
      {"Bureaucrat", 4, kAction | kAttack, Edition::kBoth, 0, 0, 0, 0, bureaucrat},
      {"Gardens", 4, kVictory, Edition::kBoth, 0, 0, 0, 0, nullptr},
      {"Militia", 4, kAction | kAttack, Edition::kBoth, 0, 0, 0, 2, militia},
      {"Remodel", 4, kAction, Edition::kBoth, 0, 0, 0, 0, remodel},
      {"Smithy", 4, kAction, Edition::kBoth, 3, 0, 0, 0, nullptr},
      {"Council Room", 5, kAction, Edition::kBoth, 4, 0, 1, 0, council_room},
      {"Festival", 5, kAction, Edition::kBoth, 0, 2, 1, 2, nullptr},
      {"Laboratory", 5, kAction, Edition::kBoth, 2, 1, 0, 0, nullptr},
      {"Market", 5, kAction, Edition::kBoth, 1, 1, 1, 1, nullptr},
      {"Witch", 5, kAction | kAttack, Edition::kBoth, 2, 0, 0, 0, witch},
  };
  for (const Row& row : rows) {
    CardDef d;
    d.name = row.name;
    d.set = "Base";
    d.edition = row.edition;
    d.cost = uint8_t(row.cost);
    d.types = row.types;
    d.kingdom = true;
    d.plus_cards = int8_t(row.cards);
    d.plus_actions = int8_t(row.actions);
    d.plus_buys = int8_t(row.buys);
    d.plus_coins = int8_t(row.coins);
    d.on_play = row.on_play;
    if (d.name == "Moat") d.on_reaction = react_immune;  // unaffected by the Attack
    if (d.name == "Gardens") d.end_vp = gardens_vp;
    r.add(d);
  }
}

}  // namespace kl

// Alchemy set (one edition): Transmute, Vineyard, Herbalist (2022 errata), Apothecary, Scrying
// Pool, University, Alchemist, Familiar, Philosopher's Stone, Golem, Apprentice, Possession. The
// Potion pile joins the Supply when a kingdom card costs a Potion (sim/setup.cpp). Rulings follow
// the official FAQ (the DominionStrategy wiki's card pages).
//
// Revealed cards wait in the player's aside zone while an effect holds them (see base.cpp).
#include "cards/sets/alchemy.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/set_card.h"
#include "sim/attack.h"

namespace kl {

namespace {

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

// Asks to trash exactly one card from hand (nothing is asked with an empty hand: e is done).
void ask_trash_one(State& s, Event& e, uint8_t next_step) {
  if (s.player(e.player).hand.empty()) return State::done(e);
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
  d.from = Zone::kHand;
  d.min = d.max = 1;
  e.step = next_step;
  s.ask(d);
}

// --------------------------------------------------------------- Transmute

// Trash a card from hand (mandatory if any). For each of its types, one gain: an Action card
// gives a Duchy, a Treasure a Transmute, a Victory card a Gold (a multi-type card gives each, in
// that order; one gain per step so each gain's triggers resolve before the next). e.a = the
// trashed card.
void transmute(State& s, Event& e) {
  switch (e.step) {
    case 0:
      return ask_trash_one(s, e, 1);
    case 1: {
      const CardId c = s.answer().cards[0];
      s.trash(e.player, c, Zone::kHand);
      e.a = c;
      e.step = 2;
      return;
    }
    case 2:
      e.step = 3;
      if (s.is(CardId(e.a), kAction)) return void(s.gain(e.player, kDuchy));
      [[fallthrough]];
    case 3:
      e.step = 4;
      if (s.is(CardId(e.a), kTreasure)) return void(s.gain(e.player, e.card));
      [[fallthrough]];
    default:
      State::done(e);
      if (s.is(CardId(e.a), kVictory)) s.gain(e.player, kGold);
  }
}

// --------------------------------------------------------------- Vineyard

// 1 VP per 3 Action cards its owner has (rounded down), per Vineyard.
int vineyard_vp(const State& s, int player) {
  int actions = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.is(CardId(k), kAction)) actions += s.player(player).owned[k];
  return actions / 3;
}

// --------------------------------------------------------------- Herbalist

// (+1 Buy +$1 are vanilla.) 2022 errata: once this turn (per play), when its player discards a
// Treasure from play, they may put it onto the deck. The discards from play happen in Clean-up,
// where the player picks up to `count` Treasures in play (kChooseCards from kPlay, reason
// kTopdeck; the last chosen ends on top). A Duration Treasure that stays in play is not
// discarded, so it is not moved.
void herbalist_topdeck(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
    d.from = Zone::kPlay;
    d.type_mask = kTreasure;
    d.min = 0;
    d.max = uint8_t(std::clamp<int>(e.a, 0, 255));
    e.step = 1;
    return s.ask(d);
  }
  // A Treasure that stays in play (a Duration played this turn) is not discarded from play and
  // cannot be put back; one that leaves at this Clean-up can (2022 errata: "when you discard").
  const Choice& c = s.answer();
  uint8_t taken[kMaxKinds] = {};
  for (int i = 0; i < c.n; ++i) {
    const CardId x = c.cards[i];
    if (taken[x] >= s.leaving_play(p, x)) continue;
    ++taken[x];
    s.move(p, x, Zone::kPlay, Zone::kDeck);
  }
  State::done(e);
}
void herbalist_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner) s.push(herbalist_topdeck, w.owner, w.card, w.count);
}
void herbalist(State& s, Event& e) {
  s.watch(Watcher{herbalist_watch, Trigger::kCleanup, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Apothecary

// (+1 Card +1 Action are vanilla.) Reveal the top 4 (fewer if the deck and discard pile run
// out); Coppers and Potions go to the hand, the rest back in the order chosen (kChooseCards,
// Reason::kOrder over them all: the last chosen on top).
void apothecary(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    CardId revealed[4];
    int n = 0;
    for (; n < 4; ++n)
      if ((revealed[n] = s.reveal_top(p)) == kNoCard) break;
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOrder);
    d.from = Zone::kAside;
    for (int i = n - 1; i >= 0; --i) {
      const CardId c = revealed[i];
      if (c == kCopper || c == kPotion)
        s.move(p, c, Zone::kAside, Zone::kHand);
      else
        d.cards[d.num_cards++] = c;
    }
    if (d.num_cards == 0) return State::done(e);
    d.min = d.max = d.num_cards;
    e.step = 1;
    return s.ask(d);
  }
  const Choice& a = s.answer();
  for (int i = 0; i < a.n; ++i) s.move(p, a.cards[i], Zone::kAside, Zone::kDeck);
  State::done(e);
}

// --------------------------------------------------------------- Scrying Pool

// Asks `chooser` whether to discard (yes) or put back (no) player e.player's revealed card c.
void ask_scry(State& s, Event& e, int chooser, CardId c, Reason reason) {
  Decision d = decision_for(e, DecisionKind::kYesNo, reason);
  d.player = uint8_t(chooser);
  d.card = c;
  d.target = e.player;
  s.ask(d);
}

// Victim (a = attacker): reveals the top card; the attacker discards it or puts it back.
void scrying_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const CardId c = s.reveal_top(v);
    if (c == kNoCard) return State::done(e);
    e.b = c;
    e.step = 1;
    return ask_scry(s, e, e.a, c, Reason::kOpponentCard);
  }
  s.move(v, CardId(e.b), Zone::kAside, s.answer().option == 1 ? Zone::kDiscard : Zone::kDeck);
  State::done(e);
}

// (+1 Action is vanilla.) The player's own top card first (reason kDiscard, yes = discard),
// then the attack on each other player, then: reveal cards until a non-Action card (or none are
// left) and put them all into the hand.
void scrying_pool(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      const CardId c = s.reveal_top(p);
      if (c == kNoCard) return attack_then<scrying_victim>(s, e, 2);
      e.b = c;
      e.step = 1;
      return ask_scry(s, e, p, c, Reason::kDiscard);
    }
    case 1:
      s.move(p, CardId(e.b), Zone::kAside, s.answer().option == 1 ? Zone::kDiscard : Zone::kDeck);
      return attack_then<scrying_victim>(s, e, 2);
    default: {
      int n = 0;
      for (;;) {
        const CardId c = s.reveal_top(p);
        if (c == kNoCard) break;
        ++n;
        if (!s.is(c, kAction)) break;
      }
      CardList& aside = s.player(p).aside;
      for (; n > 0; --n) s.move(p, aside.back(), Zone::kAside, Zone::kHand);
      State::done(e);
    }
  }
}

// --------------------------------------------------------------- University

// (+2 Actions are vanilla.) May gain an Action card costing up to $5 (no Potion in its cost).
void university(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.min = 0;
    d.max = 1;
    d.cost_max = 5;
    d.type_mask = kAction;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
}

// --------------------------------------------------------------- Alchemist

// (+2 Cards +1 Action are vanilla.) When discarded from play, if its player has a Potion in
// play, it may go onto the deck: one yes/no per copy (Reason::kUseAbility, card = Alchemist).
// The ability is a game-long Clean-up watcher per player, set at set-up, so that it runs before
// the watchers a Herbalist sets during a turn: a player discards their Alchemists before the
// Potion that Herbalist may put back.
void alchemist_topdeck(State& s, Event& e) {
  if (e.step == 0) {
    if (s.in_play(e.player, e.card) == 0 || s.in_play(e.player, kPotion) == 0)
      return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kUseAbility);
    d.card = e.card;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().option == 1) s.move(e.player, e.card, Zone::kPlay, Zone::kDeck);
  State::done(e);
}
void alchemist_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner || s.in_play(w.owner, kPotion) == 0) return;
  const int n = s.in_play(w.owner, w.card);
  for (int i = 0; i < n; ++i) s.push(alchemist_topdeck, w.owner, w.card);
}
void alchemist_setup(State& s, CardId self) {
  for (int p = 0; p < s.num_players(); ++p)
    s.watch(Watcher{alchemist_watch, Trigger::kCleanup, Until::kGame, uint8_t(p), self});
}

// --------------------------------------------------------------- Familiar

// (+1 Card +1 Action are vanilla.) Each other player gains a Curse.
void familiar_victim(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kCurse);
}
void familiar(State& s, Event& e) { attack(s, e, familiar_victim); }

// --------------------------------------------------------------- Philosopher's Stone

// +$1 per 5 cards in its player's deck and discard pile together (counted when played).
void philosophers_stone(State& s, Event& e) {
  const Player& pl = s.player(e.player);
  s.add_coins((pl.deck.size() + pl.discard.size()) / 5);
  State::done(e);
}

// --------------------------------------------------------------- Golem

// Reveal cards until 2 Action cards other than Golems (or none are left); discard the other
// revealed cards (Golems too), then play the Actions (no Action spent) in the order chosen
// (kChooseCards from the two, reason kPlay: the chosen one is played first). The first play
// resolves fully before the second; the second waits in the aside zone meanwhile. Golem is not
// Throne-Room-like: a Duration it plays does not keep it in play. e.a, e.b = the Actions.
void golem(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      CardId found[2] = {kNoCard, kNoCard};
      int n = 0;
      CardId others[kZoneCap];
      int m = 0;
      while (n < 2) {
        const CardId c = s.reveal_top(p);
        if (c == kNoCard) break;
        if (s.is(c, kAction) && c != e.card)
          found[n++] = c;
        else
          others[m++] = c;
      }
      for (int i = 0; i < m; ++i) s.move(p, others[i], Zone::kAside, Zone::kDiscard);
      e.a = found[0];
      e.b = found[1];
      if (n == 0) return State::done(e);
      if (n == 1) {
        State::done(e);
        s.play_card(p, found[0], Zone::kAside);
        return;
      }
      if (found[0] == found[1]) {
        e.step = 2;
        s.play_card(p, found[0], Zone::kAside);
        return;
      }
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kPlay);
      d.from = Zone::kAside;
      d.cards[d.num_cards++] = found[0];
      d.cards[d.num_cards++] = found[1];
      d.min = d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const CardId first = s.answer().cards[0];
      if (first != CardId(e.a)) std::swap(e.a, e.b);
      e.step = 2;
      s.play_card(p, first, Zone::kAside);
      return;
    }
    default:
      State::done(e);
      s.play_card(p, CardId(e.b), Zone::kAside);
  }
}

// --------------------------------------------------------------- Apprentice

// (+1 Action is vanilla.) Trash a card from hand (mandatory if any): +1 Card per $1 it costs now,
// +2 Cards more if its cost has a Potion. e.a = the cards to draw.
void apprentice(State& s, Event& e) {
  switch (e.step) {
    case 0:
      return ask_trash_one(s, e, 1);
    case 1: {
      const CardId c = s.answer().cards[0];
      e.a = int16_t(s.cost(c) + (s.potion_cost(c) ? 2 : 0));
      s.trash(e.player, c, Zone::kHand);
      e.step = 2;
      return;  // the trash's triggers resolve before the draw
    }
    default:
      State::done(e);
      s.draw(e.player, e.a);
  }
}

// --------------------------------------------------------------- Possession

// The player to the left takes an extra turn after this one, decided by this card's player, who
// gains what they would gain (the engine's kPossessed turn: docs/engine.md). A Possession played
// in a possessed turn is the possessed player's: the player to their left takes a turn after,
// decided by them. 2023 errata "(but not a 2nd extra turn in a row)": a second Possession in the
// same turn (Throne Room, King's Court, Golem finding two) fails, as the player to the left already
// has an extra turn coming after this one.
void possession(State& s, Event& e) {
  const int left = (e.player + 1) % s.num_players();
  if (!s.extra_turn_queued(left)) s.add_extra_turn(left, kPossessed, e.player);
  State::done(e);
}

CardDef card(const char* name, EffectId effect, int cost, bool potion, Types types) {
  CardDef d = set_card("Alchemy", name, effect, Edition::kBoth, cost, types);
  d.potion_cost = potion;
  return d;
}

}  // namespace

void add_alchemy_cards(Registry& r) {
  CardDef d = card("Transmute", fx::kTransmute, 0, true, kAction);
  d.on_play = transmute;
  r.add(d);

  d = card("Vineyard", fx::kVineyard, 0, true, kVictory);
  d.end_vp = vineyard_vp;
  r.add(d);

  d = card("Herbalist", fx::kHerbalist, 2, false, kAction);
  d.plus_buys = 1;
  d.plus_coins = 1;
  d.on_play = herbalist;
  d.watches = trigger_bit(Trigger::kCleanup);
  r.add(d);

  d = card("Apothecary", fx::kApothecary, 2, true, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = apothecary;
  r.add(d);

  d = card("Scrying Pool", fx::kScryingPool, 2, true, kAction | kAttack);
  d.plus_actions = 1;
  d.on_play = scrying_pool;
  r.add(d);

  d = card("University", fx::kUniversity, 2, true, kAction);
  d.plus_actions = 2;
  d.on_play = university;
  r.add(d);

  d = card("Alchemist", fx::kAlchemist, 3, true, kAction);
  d.plus_cards = 2;
  d.plus_actions = 1;
  d.on_setup = alchemist_setup;
  d.watches = trigger_bit(Trigger::kCleanup);
  r.add(d);

  d = card("Familiar", fx::kFamiliar, 3, true, kAction | kAttack);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = familiar;
  r.add(d);

  d = card("Philosopher's Stone", fx::kPhilosophersStone, 3, true, kTreasure);
  d.on_play = philosophers_stone;
  r.add(d);

  d = card("Golem", fx::kGolem, 4, true, kAction);
  d.on_play = golem;
  r.add(d);

  d = card("Apprentice", fx::kApprentice, 5, false, kAction);
  d.plus_actions = 1;
  d.on_play = apprentice;
  r.add(d);

  d = card("Possession", fx::kPossession, 6, true, kAction);
  d.on_play = possession;
  r.add(d);
}

}  // namespace kl

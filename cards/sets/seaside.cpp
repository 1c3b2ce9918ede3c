// Seaside set (1st and 2nd edition). In both editions: Haven, Lighthouse, Native Village, Fishing
// Village, Lookout, Smugglers, Warehouse, Caravan, Cutpurse, Island, Salvager, Treasure Map,
// Bazaar, Merchant Ship, Outpost, Tactician, Treasury (two versions: 1E tops itself when
// discarded from play unless a Victory card was bought; 2E at the end of the Buy phase unless a
// Victory card was gained in it), Wharf. 1st edition only: Embargo, Pearl Diver, Ambassador,
// Navigator, Pirate Ship, Sea Hag, Explorer, Ghost Ship. 2nd edition only: Astrolabe, Monkey, Sea
// Chart, Blockade, Sailor, Tide Pools, Corsair, Pirate, Sea Witch. Rulings follow the official
// FAQ (the DominionStrategy wiki, current errata: Embargo 2019, Outpost 2023).
//
// Durations call State::add_duration while they play: the card (and the Throne Room that played
// it) stays in play until the Clean-up of the turn its next-turn part runs; a Duration with
// nothing left to do (Haven with an empty hand, Tactician with an empty hand, a failed Outpost,
// a Blockade that set nothing aside) does not call it and is discarded this turn. Mats are the
// engine's per-player mats (cards/tokens.h): Native Village's and Haven's are face down.
//
// Attacks whose card must learn something from its victims (Pirate Ship: did anyone trash a
// Treasure? Ambassador: which card? Blockade, Corsair: who is affected?) run attack() in an event
// of its own above the card's event; the victims find the card's event below them on the stack.
#include "cards/sets/seaside.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/ask.h"
#include "cards/sets/set_card.h"
#include "cards/tokens.h"
#include "sim/attack.h"

namespace kl {

namespace {

uint64_t bit64(int c) { return uint64_t(1) << c; }

// A decision for the running effect's player about its own card.
// Choose exactly n cards from the hand (clamped to the hand by the engine).
Decision choose_in_hand(const Event& e, Reason reason, int min, int max) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, reason);
  d.from = Zone::kHand;
  d.min = uint8_t(min);
  d.max = uint8_t(max);
  return d;
}

// Two card ids in one scratch int.
int16_t pack2(CardId lo, CardId hi) { return int16_t(uint16_t(lo | (hi << 8))); }
CardId lo_of(int16_t v) { return CardId(uint16_t(v) & 0xFF); }
CardId hi_of(int16_t v) { return CardId(uint16_t(v) >> 8); }

// The player to p's right: the one who took the turn before p's.
int right_of(const State& s, int p) { return (p + s.num_players() - 1) % s.num_players(); }

// Card kinds of the game with the Victory type, as a mask.
uint64_t victory_kinds(const State& s) {
  uint64_t m = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.is(CardId(k), kVictory)) m |= bit64(k);
  return m;
}

// The nearest event on the stack running `fn` for `player` (the card event an attack's victims
// report to), or nullptr.
Event* waiting_event(State& s, EffectFn fn, int player) {
  for (int i = s.stack_size() - 1; i >= 0; --i) {
    Event& x = s.event_at(i);
    if (x.fn == fn && x.player == player) return &x;
  }
  return nullptr;
}

// Runs an Attack's reactions and victims in an event of its own, above the card's event.
template <EffectFn Victim>
void attack_driver(State& s, Event& e) {
  attack(s, e, Victim);
}

// The card's event e resumes at `next` once every victim has resolved.
template <EffectFn Victim>
void attack_then(State& s, Event& e, uint8_t next) {
  e.step = next;
  s.push(attack_driver<Victim>, e.player, e.card);
}

// Discards n cards from the hand (all of them with n or fewer): e.step 0 asks, 1 discards.
void discard_n(State& s, Event& e, int n) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(choose_in_hand(e, Reason::kDiscard, n, n));
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}

// A Duration whose play only sets up its next-turn part (the rest is vanilla bonuses).
template <EffectFn Next>
void duration_only(State& s, Event& e) {
  s.add_duration(e, Next);
  State::done(e);
}

// ---------------------------------------------------------------- next-turn parts

void next_card(State& s, Event& e) {  // Caravan, Monkey, Corsair
  s.draw(e.player, 1);
  State::done(e);
}
void next_coin(State& s, Event& e) {  // Lighthouse
  s.add_coins(1);
  State::done(e);
}
void next_fishing_village(State& s, Event& e) {
  s.add_actions(1);
  s.add_coins(1);
  State::done(e);
}
void next_merchant_ship(State& s, Event& e) {
  s.add_coins(2);
  State::done(e);
}
void next_wharf(State& s, Event& e) {
  s.draw(e.player, 2);
  s.add_buys(1);
  State::done(e);
}
void next_astrolabe(State& s, Event& e) {
  s.add_coins(1);
  s.add_buys(1);
  State::done(e);
}
void next_tactician(State& s, Event& e) {
  s.draw(e.player, 5);
  s.add_actions(1);
  s.add_buys(1);
  State::done(e);
}
void next_tide_pools(State& s, Event& e) { discard_n(s, e, 2); }
void next_sea_witch(State& s, Event& e) {
  if (e.step == 0) s.draw(e.player, 2);
  discard_n(s, e, 2);
}

// ---------------------------------------------------------------- Haven

// The set-aside card (e.a) comes back from the face-down mat. In a lookahead copy that dealt
// the face-down cards again (State::determinize) it may be another card: one comes back anyway.
void next_haven(State& s, Event& e) {
  const int p = e.player;
  if (!s.from_mat(p, kHavenMat, CardId(e.a), Zone::kHand))
    for (int k = 0; k < s.num_kinds(); ++k)
      if (s.from_mat(p, kHavenMat, CardId(k), Zone::kHand)) break;
  State::done(e);
}

// (+1 Card +1 Action.) Set a card from the hand aside face down until the next turn. An empty
// hand sets nothing aside, and Haven has nothing left to do: it is discarded this turn.
void haven(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.empty()) return State::done(e);
    e.step = 1;
    return s.ask(choose_in_hand(e, Reason::kMat, 1, 1));
  }
  State::done(e);
  if (s.answer().n != 1) return;
  const CardId c = s.answer().cards[0];
  if (s.to_mat(p, kHavenMat, c, Zone::kHand)) s.add_duration(e, next_haven, c);
}

// ---------------------------------------------------------------- Native Village

// (+2 Actions.) Choose: the top card of the deck onto the face-down mat, or the whole mat into
// the hand (option numbers in cards/sets/seaside.h).
void native_village(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 2;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == fx::kNativeVillagePut) {
    const CardId c = s.look_top(p);  // shuffles if the deck is empty; face down: no reveal
    if (c != kNoCard) s.to_mat(p, kNativeVillageMat, c, Zone::kAside);
    return;
  }
  for (int k = 0; k < s.num_kinds(); ++k)
    while (s.from_mat(p, kNativeVillageMat, CardId(k), Zone::kHand)) {
    }
}

// ---------------------------------------------------------------- Lookout

// (+1 Action.) Look at the top 3 (shuffling if needed; fewer if there are fewer): trash one,
// discard one, put the other back. e.a/b/c hold the looked-at cards still aside (kNoCard: none).
void lookout(State& s, Event& e) {
  const int p = e.player;
  CardId left[3];
  auto remaining = [&] {
    int n = 0;
    for (int16_t v : {e.a, e.b, e.c})
      if (CardId(v) != kNoCard) left[n++] = CardId(v);
    return n;
  };
  auto drop = [&](CardId c) {
    if (CardId(e.a) == c)
      e.a = kNoCard;
    else if (CardId(e.b) == c)
      e.b = kNoCard;
    else if (CardId(e.c) == c)
      e.c = kNoCard;
  };
  switch (e.step) {
    case 0: {
      e.a = s.look_top(p);  // "look at": no reveal
      e.b = CardId(e.a) == kNoCard ? kNoCard : s.look_top(p);
      e.c = CardId(e.b) == kNoCard ? kNoCard : s.look_top(p);
      const int n = remaining();
      if (n == 0) return State::done(e);
      e.step = 1;
      return s.ask(ask_aside(e, Reason::kTrash, left, n, 1, 1));
    }
    case 1: {
      const CardId t = s.answer().cards[0];
      s.trash(p, t, Zone::kAside);
      drop(t);
      e.step = 2;
      return;  // the trash's triggers resolve before the discard is asked
    }
    case 2: {
      const int n = remaining();
      if (n == 0) return State::done(e);
      e.step = 3;
      return s.ask(ask_aside(e, Reason::kDiscard, left, n, 1, 1));
    }
    default: {
      const CardId d = s.answer().cards[0];
      s.discard(p, d, Zone::kAside);
      drop(d);
      const int n = remaining();
      for (int i = 0; i < n; ++i) s.move(p, left[i], Zone::kAside, Zone::kDeck);
      return State::done(e);
    }
  }
}

// ---------------------------------------------------------------- Smugglers

// Gain a copy of a Supply card costing up to $6 now that the player to the right gained on their
// most recent turn (bought or not). Not an Attack.
void smugglers(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const uint64_t gained = s.gained_last_turn(right_of(s, p));
    uint64_t allow = 0;
    for (int k = 0; k < s.num_kinds(); ++k)
      if (((gained >> k) & 1) && s.in_supply(CardId(k))) allow |= bit64(k);
    if (!allow) return State::done(e);  // (allow 0 would mean "any card")
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.cost_max = 6;
    d.min = d.max = 1;
    d.allow = allow;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  State::done(e);
}

// ---------------------------------------------------------------- Cutpurse

// Victim: discards a Copper, or reveals a hand without one (nothing to do).
void cutpurse_victim(State& s, Event& e) {
  if (!s.discard(e.player, kCopper, Zone::kHand)) s.reveal_hand(e.player);
  State::done(e);
}

void cutpurse(State& s, Event& e) { attack(s, e, cutpurse_victim); }

// ---------------------------------------------------------------- Island

// This and a card from the hand go onto the Island mat for the rest of the game (both still
// score). A replay (Throne Room) finds this already on the mat and only sets aside another card.
void island(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (!(e.flags & kReplay) && s.in_play(p, e.self) > 0) {
      s.left_play(e);  // Procession: "it" is gone
      s.to_mat(p, kIslandMat, e.self, Zone::kPlay);
    }
    if (s.player(p).hand.empty()) return State::done(e);
    e.step = 1;
    return s.ask(choose_in_hand(e, Reason::kMat, 1, 1));
  }
  if (s.answer().n == 1) s.to_mat(p, kIslandMat, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// ---------------------------------------------------------------- Salvager

// (+1 Buy.) Trash a card from the hand (mandatory); +$ equal to its cost now.
void salvager(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.empty()) return State::done(e);
    e.step = 1;
    return s.ask(choose_in_hand(e, Reason::kTrash, 1, 1));
  }
  State::done(e);
  if (s.answer().n != 1) return;
  const CardId c = s.answer().cards[0];
  s.add_coins(s.cost(c));
  s.trash(p, c, Zone::kHand);
}

// ---------------------------------------------------------------- Treasure Map

// Trash this and a Treasure Map from the hand; only if two were trashed, gain 4 Golds onto the
// deck (as many as are left). Alone, the Map is trashed for nothing. A replay (Throne Room) can't
// trash "this" again (it is gone), so it trashes at most one Map and never gains Golds.
// e.b counts the Golds gained, one per step so each gain's triggers resolve in turn.
void treasure_map(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    int trashed = 0;
    if (!(e.flags & kReplay) && s.in_play(p, e.self) > 0) {
      s.left_play(e);  // Counterfeit: "it" is gone
      if (s.trash(p, e.self, Zone::kPlay)) ++trashed;
    }
    if (s.trash(p, e.card, Zone::kHand)) ++trashed;
    if (trashed < 2) return State::done(e);
    e.step = 1;
    e.b = 0;
    return;  // the trashes' triggers resolve before the Golds come
  }
  if (e.b < 4 && s.gain(p, kGold, Zone::kDeck)) {
    ++e.b;
    return;
  }
  State::done(e);
}

// ---------------------------------------------------------------- Outpost

// Only the first Outpost of a turn works, and only if the previous turn wasn't this player's:
// an extra turn after this one with a 3-card hand. Outpost stays in play through that turn; a
// failed Outpost does nothing and is discarded this turn.
void outpost(State& s, Event& e) {
  if (s.take_extra_turn(3)) s.add_duration(e, nullptr);
  State::done(e);
}

// ---------------------------------------------------------------- Tactician

// Discard the hand; if a card was discarded, +5 Cards +1 Action +1 Buy next turn. With an empty
// hand it does nothing (a replay by Throne Room finds the hand empty).
void tactician(State& s, Event& e) {
  const int p = e.player;
  CardList& hand = s.player(p).hand;
  if (!hand.empty()) {
    while (!hand.empty()) s.discard(p, hand.back(), Zone::kHand);
    s.add_duration(e, next_tactician);
  }
  State::done(e);
}

// ---------------------------------------------------------------- Treasury

// 2E: at the end of the Buy phase, if no Victory card was gained in it.
bool treasury_2e_applies(const State& s, const Moment& m, int owner, CardId) {
  return owner == m.player && !(s.gained_in_buy_phase() & victory_kinds(s));
}
// 1E: when discarded from play (Clean-up), if no Victory card was bought this turn.
bool treasury_1e_applies(const State& s, const Moment& m, int owner, CardId) {
  return owner == m.player && !(s.bought_this_turn_mask() & victory_kinds(s));
}

// One Treasury in play may go onto the deck (a yes/no, Reason::kUseAbility); once per copy.
void treasury_topdeck(State& s, Event& e) {
  if (e.step == 0) {
    if (s.in_play(e.player, e.card) == 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kUseAbility);
    d.card = e.card;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().option == 1) s.move(e.player, e.self, Zone::kPlay, Zone::kDeck);
  State::done(e);
}

// ---------------------------------------------------------------- Embargo (1E)

// (+$2.) Trash this; if it was trashed (2019 errata: so a Throne Room adds one token only), put
// an Embargo token on a Supply pile (an empty one too).
void embargo(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if ((e.flags & kReplay) || s.in_play(p, e.self) == 0) return State::done(e);
      s.left_play(e);  // Procession: "it" is gone
      if (!s.trash(p, e.self, Zone::kPlay)) return State::done(e);
      e.step = 1;
      return;  // the trash's triggers resolve first
    case 1: {
      Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
      // One name per pile (State::pile_of), and the token sits on the pile: buying any card
      // of a mixed pile (Knights, Ruins) gives the Curse.
      for (int k = 0; k < s.num_kinds(); ++k)
        if (s.in_supply(CardId(k)) && s.pile_of(CardId(k)) == CardId(k)) d.allow |= bit64(k);
      d.min = d.max = 1;
      e.step = 2;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.add_pile_tokens(kEmbargoTokens, s.pile_of(s.answer().cards[0]), 1);
      State::done(e);
  }
}

bool embargoed(const State& s, const Moment& m, int, CardId) {
  return s.pile_tokens(kEmbargoTokens, s.pile_of(m.card)) > 0;
}

// A rule of the game: buying a card from a pile with Embargo tokens gains the buyer a Curse per
// token (before the bought card). e.a = the buy's moment; e.b = Curses still to gain.
void embargo_curses(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    e.b = int16_t(s.pile_tokens(kEmbargoTokens, s.pile_of(s.moment(e.a).card)));
  }
  if (e.b > 0 && s.gain(e.player, kCurse)) {
    --e.b;
    return;
  }
  State::done(e);
}

// ---------------------------------------------------------------- Pearl Diver (1E)

// (+1 Card +1 Action.) Look at the bottom card of the deck (shuffling the discard pile in if the
// deck is empty) and may put it on top (a yes/no about `card`).
void pearl_diver(State& s, Event& e) {
  const int p = e.player;
  CardList& deck = s.player(p).deck;
  if (e.step == 0) {
    if (deck.empty()) {
      const CardId c = s.look_top(p);  // only to shuffle: no reveal
      if (c == kNoCard) return State::done(e);
      s.move(p, c, Zone::kAside, Zone::kDeck);
    }
    if (deck.size() < 2) return State::done(e);  // the bottom card is the top card
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTopdeck);
    d.card = deck[0];
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().option == 1 && deck.size() >= 2) {
    const CardId c = deck[0];
    deck.erase(0);
    deck.push(c);
  }
  State::done(e);
}

// ---------------------------------------------------------------- Ambassador (1E)

void ambassador(State& s, Event& e);

// Victim: gains a copy of the revealed card (e.a of the Ambassador's event) if it is a Supply
// card with copies left.
void ambassador_victim(State& s, Event& e) {
  const Event* amb = waiting_event(s, ambassador, e.a);
  const CardId c = amb ? CardId(amb->a) : kNoCard;
  if (c != kNoCard && s.in_supply(c)) s.gain(e.player, c);
  State::done(e);
}

// Reveal a card from the hand (kReveal), return up to 2 copies of it from the hand to its pile
// (kChooseOption reason kReturn: option = copies returned; none for a non-Supply card), then each
// other player gains a copy, in turn order. An empty hand reveals nothing: nobody gains.
void ambassador(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      e.a = kNoCard;
      if (s.player(p).hand.empty()) {
        e.step = 3;
        break;
      }
      e.step = 1;
      return s.ask(choose_in_hand(e, Reason::kReveal, 1, 1));
    case 1: {
      const CardId c = s.answer().cards[0];
      e.a = c;
      s.reveal(p, c);
      const int copies = s.in_supply(c) ? std::min(2, s.player(p).hand.count(c)) : 0;
      e.step = 3;
      if (copies == 0) break;
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kReturn);
      d.card = c;
      d.num_options = uint8_t(copies + 1);
      e.step = 2;
      return s.ask(d);
    }
    case 2:
      for (int i = 0; i < s.answer().option; ++i) s.return_to_pile(p, CardId(e.a), Zone::kHand);
      e.step = 3;
      break;
    default:
      return State::done(e);
  }
  attack_then<ambassador_victim>(s, e, 4);
}

// ---------------------------------------------------------------- Navigator (1E)

// (+$2.) Look at the top 5 (fewer if there are fewer): discard them all (a yes/no, reason
// kDiscard, the cards listed in the decision) or put them back in any order (kChooseCards reason
// kOrder: all of them, the last chosen on top). e.a = how many; they are the last e.a aside.
void navigator(State& s, Event& e) {
  const int p = e.player;
  const CardList& aside = s.player(p).aside;
  CardId looked[5];
  auto collect = [&] {
    for (int i = 0; i < e.a; ++i) looked[i] = aside[aside.size() - e.a + i];
  };
  switch (e.step) {
    case 0: {
      int n = 0;
      while (n < 5 && s.look_top(p) != kNoCard) ++n;  // "look at": no reveal
      e.a = int16_t(n);
      if (n == 0) return State::done(e);
      collect();
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscard);
      for (int i = 0; i < n; ++i) d.cards[d.num_cards++] = looked[i];
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      collect();
      if (s.answer().option == 1) {
        for (int i = 0; i < e.a; ++i) s.discard(p, looked[i], Zone::kAside);
        return State::done(e);
      }
      e.step = 2;
      return s.ask(ask_aside(e, Reason::kOrder, looked, e.a, e.a, e.a));
    default: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kAside, Zone::kDeck);
      return State::done(e);
    }
  }
}

// ---------------------------------------------------------------- Pirate Ship (1E)

void pirate_ship(State& s, Event& e);

// Victim: reveals the top 2; the attacker picks a revealed Treasure to trash (kChooseCards from
// the victim's aside, reason kOpponentCard, target = victim); the rest are discarded. A trash is
// reported to the Pirate Ship's event (its e.c).
void pirate_ship_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const CardId a = s.reveal_top(v);
    const CardId b = a == kNoCard ? kNoCard : s.reveal_top(v);
    e.b = pack2(a, b);
    CardId cand[2];
    int n = 0;
    for (CardId c : {a, b})
      if (c != kNoCard && s.is(c, kTreasure)) cand[n++] = c;
    if (n > 0) {
      Decision d = ask_aside(e, Reason::kOpponentCard, cand, n, 1, 1);
      d.player = uint8_t(e.a);
      d.target = uint8_t(v);
      e.step = 1;
      return s.ask(d);
    }
  }
  CardId left[2] = {lo_of(e.b), hi_of(e.b)};
  if (e.step == 1) {
    const CardId t = s.answer().cards[0];
    s.trash(v, t, Zone::kAside);
    (left[0] == t ? left[0] : left[1]) = kNoCard;
    if (Event* ship = waiting_event(s, pirate_ship, e.a)) ship->c = 1;
  }
  for (CardId c : left)
    if (c != kNoCard) s.discard(v, c, Zone::kAside);
  State::done(e);
}

// Choose (option numbers in cards/sets/seaside.h): the raid, which adds one coin token to the
// mat if anyone trashed a Treasure; or +$1 per coin token.
void pirate_ship(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.num_options = 2;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().option == fx::kPirateShipCash) {
        s.add_coins(s.player_tokens(p, kPirateShipCoins));
        return State::done(e);
      }
      e.c = 0;
      return attack_then<pirate_ship_victim>(s, e, 2);
    default:
      if (e.c) s.add_player_tokens(p, kPirateShipCoins, 1);
      State::done(e);
  }
}

// ---------------------------------------------------------------- Sea Hag (1E)

// Victim: discards the top card of the deck (shuffling if needed), then gains a Curse onto it.
void sea_hag_victim(State& s, Event& e) {
  if (e.step == 0) {
    const CardId c = s.look_top(e.player);  // "discards the top card": no reveal
    if (c != kNoCard) s.discard(e.player, c, Zone::kAside);
    e.step = 1;  // the discard's reaction (Trail, Weaver, Tunnel) resolves before the Curse
    return;
  }
  s.gain(e.player, kCurse, Zone::kDeck);
  State::done(e);
}

void sea_hag(State& s, Event& e) { attack(s, e, sea_hag_victim); }

// ---------------------------------------------------------------- Explorer (1E)

// May reveal a Province from the hand (a yes/no, reason kReveal): a Gold into the hand if so,
// else a Silver.
void explorer(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.find(kProvince) >= 0) {
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kReveal);
      d.card = kProvince;
      e.step = 1;
      return s.ask(d);
    }
    s.gain(p, kSilver, Zone::kHand);
    return State::done(e);
  }
  s.gain(p, s.answer().option == 1 ? kGold : kSilver, Zone::kHand);
  State::done(e);
}

// ---------------------------------------------------------------- Ghost Ship (1E)

// Victim with 4 or more cards in hand: puts cards from the hand onto the deck until 3 are left
// (kChooseCards reason kTopdeck, in order: the last chosen ends on top).
void ghost_ship_victim(State& s, Event& e) {
  if (e.step == 0) {
    const int excess = s.player(e.player).hand.size() - 3;
    if (excess <= 0) return State::done(e);
    e.step = 1;
    return s.ask(choose_in_hand(e, Reason::kTopdeck, excess, excess));
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(e.player, c.cards[i], Zone::kHand, Zone::kDeck);
  State::done(e);
}

void ghost_ship(State& s, Event& e) { attack(s, e, ghost_ship_victim); }

// ---------------------------------------------------------------- Monkey (2E)

// Until its owner's next turn: +1 Card each time the player to their right gains a card.
void monkey_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == right_of(s, w.owner)) s.draw(w.owner, w.count);
}

void monkey(State& s, Event& e) {
  s.watch(Watcher{monkey_watch, Trigger::kGain, Until::kOwnersNextTurn, e.player, e.card});
  s.add_duration(e, next_card);
  State::done(e);
}

// ---------------------------------------------------------------- Sea Chart (2E)

// (+1 Card +1 Action.) Reveal the top card; into the hand if a copy of it is in play (this Sea
// Chart counts), else back on top.
void sea_chart(State& s, Event& e) {
  const int p = e.player;
  const CardId c = s.reveal_top(p);
  if (c != kNoCard) s.move(p, c, Zone::kAside, s.in_play(p, c) > 0 ? Zone::kHand : Zone::kDeck);
  State::done(e);
}

// ---------------------------------------------------------------- Blockade (2E)

void blockade(State& s, Event& e);

// A Curse for each Blockade that set aside the card a victim gained on their own turn. e.b =
// Curses still to gain; a chain (Blockade on a Curse) adds to this event instead of nesting.
void blockade_curses(State& s, Event& e) {
  if (e.b > 0 && s.gain(e.player, kCurse)) {
    --e.b;
    return;
  }
  State::done(e);
}

// Until the owner's next turn: a player of mask w.b gaining a copy of w.a on their own turn
// gains a Curse (per Blockade: w.count).
void blockade_watch(State& s, Watcher& w, const Moment& m) {
  if (m.card != CardId(w.a) || !((w.b >> m.player) & 1) || m.player != s.current()) return;
  if (Event* pending = waiting_event(s, blockade_curses, m.player)) {
    pending->b = int16_t(pending->b + w.count);
    return;
  }
  s.push(blockade_curses, m.player, w.card, 0, w.count);
}

void blockade_victim(State& s, Event& e) {
  if (Event* b = waiting_event(s, blockade, e.a)) b->c = int16_t(b->c | (1 << e.player));
  State::done(e);
}

void next_blockade(State& s, Event& e) {
  s.from_mat(e.player, kBlockadeMat, CardId(e.a), Zone::kHand);
  State::done(e);
}

// Gain a card costing up to $4, set aside (a face-up mat) until the next turn, when it goes into
// the hand. The attack: until then, the affected players (e.c) who gain a copy of it on their
// own turn gain a Curse. If nothing ends up set aside, nothing further happens (no next turn).
void blockade(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.cost_max = 4;
      d.min = d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      e.a = kNoCard;
      e.step = 3;
      if (s.answer().n == 1 && s.gain(p, s.answer().cards[0], Zone::kAside)) {
        e.a = s.answer().cards[0];
        e.step = 2;
        return;  // the gain's triggers resolve first (they may move the card)
      }
      break;
    case 2: {
      // In a possessed turn the gain went to the controller (State::controller): it is not set
      // aside for the possessed player's Blockade; it goes to the controller's discard pile.
      const int q = s.controller(p);
      if (q == p && s.player(p).aside.find(CardId(e.a)) >= 0 &&
          s.to_mat(p, kBlockadeMat, CardId(e.a), Zone::kAside)) {
        s.add_duration(e, next_blockade, e.a);
      } else {
        if (q != p && s.player(q).aside.find(CardId(e.a)) >= 0)
          s.move(q, CardId(e.a), Zone::kAside, Zone::kDiscard);
        e.a = kNoCard;
      }
      e.step = 3;
      break;
    }
    case 4:
      if (CardId(e.a) != kNoCard && e.c)
        s.watch(Watcher{blockade_watch, Trigger::kGain, Until::kOwnersNextTurn, e.player, e.card,
                        e.a, e.c});
      return State::done(e);
    default:
      break;
  }
  e.c = 0;
  attack_then<blockade_victim>(s, e, 4);
}

// ---------------------------------------------------------------- Sailor (2E)

void sailor_watch(State& s, Watcher& w, const Moment& m);

// Offers to play the gained Duration e.b (a yes/no, reason kPlay, source = Sailor); e.a = the
// gain's moment, where the card is now. Declining keeps the ability for a later gain.
void sailor_offer(State& s, Event& e) {
  const CardId c = CardId(e.b);
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kPlay);
    d.card = c;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option != 1) {
    s.watch(Watcher{sailor_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
    return;
  }
  Moment& m = s.moment(e.a);
  if (m.live && m.card == c &&
      (m.zone == Zone::kDiscard || m.zone == Zone::kDeck || m.zone == Zone::kHand) &&
      s.play_card(e.player, c, m.zone))
    m.zone = Zone::kPlay;
}

// This turn, once per Sailor played (w.count): when its owner gains a Duration card somewhere
// it can be played from, they may play it.
void sailor_watch(State& s, Watcher& w, const Moment& m) {
  if (w.count <= 0 || m.player != w.owner || !s.is(m.card, kDuration)) return;
  if (m.zone != Zone::kDiscard && m.zone != Zone::kDeck && m.zone != Zone::kHand) return;
  const int mi = int(&m - &s.moment(0));
  if (mi < 0 || mi >= kMaxMoments) return;  // not a gain being resolved
  --w.count;
  s.push(sailor_offer, w.owner, w.card, mi, m.card);
}

// At the start of the next turn: +$2 and may trash a card from the hand.
void next_sailor(State& s, Event& e) {
  if (e.step == 0) {
    s.add_coins(2);
    if (s.player(e.player).hand.empty()) return State::done(e);
    e.step = 1;
    return s.ask(choose_in_hand(e, Reason::kTrash, 0, 1));
  }
  if (s.answer().n == 1) s.trash(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// (+1 Action.)
void sailor(State& s, Event& e) {
  s.watch(Watcher{sailor_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
  s.add_duration(e, next_sailor);
  State::done(e);
}

// ---------------------------------------------------------------- Corsair (2E)

void corsair(State& s, Event& e);

// Trashes the Silver or Gold e.card its player just played (still giving its $).
void corsair_trash(State& s, Event& e) {
  s.trash(e.player, e.self, Zone::kPlay);
  State::done(e);
}

// Until the owner's next turn, each player of mask w.a trashes the first Silver or Gold they play
// each turn. Several Corsairs still trash one card: a pending trash for that player is enough.
void corsair_watch(State& s, Watcher& w, const Moment& m) {
  if (!((w.a >> m.player) & 1) || (m.card != kSilver && m.card != kGold)) return;
  // This play holds the first Silver or Gold of the turn (m.count copies, all counted already).
  if (s.played_this_turn(kSilver) + s.played_this_turn(kGold) != m.count) return;
  if (waiting_event(s, corsair_trash, m.player)) return;
  s.push(corsair_trash, m.player, m.card);
}

void corsair_victim(State& s, Event& e) {
  if (Event* c = waiting_event(s, corsair, e.a)) c->c = int16_t(c->c | (1 << e.player));
  State::done(e);
}

// (+$2.) +1 Card at the start of the next turn; the attack lasts until then.
void corsair(State& s, Event& e) {
  if (e.step == 0) {
    s.add_duration(e, next_card);
    e.c = 0;
    return attack_then<corsair_victim>(s, e, 1);
  }
  if (e.c)
    s.watch(Watcher{corsair_watch, Trigger::kPlay, Until::kOwnersNextTurn, e.player, e.card, e.c});
  State::done(e);
}

// ---------------------------------------------------------------- Pirate (2E)

// At the start of the next turn: gain a Treasure costing up to $6 into the hand.
void next_pirate(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGainToHand);
    d.type_mask = kTreasure;
    d.cost_max = 6;
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

void pirate(State& s, Event& e) { duration_only<next_pirate>(s, e); }

bool pirate_applies(const State& s, const Moment& m, int, CardId) {
  return s.is(m.card, kTreasure);
}

// The Reaction: when any player gains a Treasure, play this from the hand (on any turn: played
// on another player's turn, it stays in play until its owner's next Clean-up). A repeatable
// reaction: each further Pirate in hand is offered again.
void pirate_react(State& s, Event& e) {
  s.play_card(e.player, e.card, Zone::kHand);
  State::done(e);
}

// ---------------------------------------------------------------- Sea Witch (2E)

void curse_victim(State& s, Event& e) {
  s.gain(e.player, kCurse);
  State::done(e);
}

// (+2 Cards.) Each other player gains a Curse; next turn +2 Cards, then discard 2.
void sea_witch(State& s, Event& e) {
  if (e.step == 0) {
    s.add_duration(e, next_sea_witch);
    e.step = 1;
  }
  attack(s, e, curse_victim);
}

}  // namespace

void add_seaside_cards(Registry& r) {
  constexpr uint16_t kAD = kAction | kDuration;
  struct Row {
    const char* name;
    EffectId effect;
    Edition edition;
    int cost;
    Types types;
    int cards, actions, buys, coins;
    EffectFn on_play;
  };
  const Edition both = Edition::kBoth, first = Edition::kFirst, second = Edition::kSecond;
  const Row rows[] = {
      {"Haven", fx::kHaven, both, 2, kAD, 1, 1, 0, 0, haven},
      {"Lighthouse", fx::kLighthouse, both, 2, kAD, 0, 1, 0, 1, duration_only<next_coin>},
      {"Native Village", fx::kNativeVillage, both, 2, kAction, 0, 2, 0, 0, native_village},
      {"Fishing Village", fx::kFishingVillage, both, 3, kAD, 0, 2, 0, 1,
       duration_only<next_fishing_village>},
      {"Lookout", fx::kLookout, both, 3, kAction, 0, 1, 0, 0, lookout},
      {"Smugglers", fx::kSmugglers, both, 3, kAction, 0, 0, 0, 0, smugglers},
      {"Warehouse", fx::kWarehouse, both, 3, kAction, 3, 1, 0, 0,
       [](State& s, Event& e) { discard_n(s, e, 3); }},
      {"Caravan", fx::kCaravan, both, 4, kAD, 1, 1, 0, 0, duration_only<next_card>},
      {"Cutpurse", fx::kCutpurse, both, 4, kAction | kAttack, 0, 0, 0, 2, cutpurse},
      {"Island", fx::kIsland, both, 4, kAction | kVictory, 0, 0, 0, 0, island},
      {"Salvager", fx::kSalvager, both, 4, kAction, 0, 0, 1, 0, salvager},
      {"Treasure Map", fx::kTreasureMap, both, 4, kAction, 0, 0, 0, 0, treasure_map},
      {"Bazaar", fx::kBazaar, both, 5, kAction, 1, 2, 0, 1, nullptr},
      {"Merchant Ship", fx::kMerchantShip, both, 5, kAD, 0, 0, 0, 2,
       duration_only<next_merchant_ship>},
      {"Outpost", fx::kOutpost, both, 5, kAD, 0, 0, 0, 0, outpost},
      {"Tactician", fx::kTactician, both, 5, kAD, 0, 0, 0, 0, tactician},
      {"Treasury", fx::kTreasury, first, 5, kAction, 1, 1, 0, 1, nullptr},
      {"Treasury", fx::kTreasury, second, 5, kAction, 1, 1, 0, 1, nullptr},
      {"Wharf", fx::kWharf, both, 5, kAD, 2, 0, 1, 0, duration_only<next_wharf>},
      {"Embargo", fx::kEmbargo, first, 2, kAction, 0, 0, 0, 2, embargo},
      {"Pearl Diver", fx::kPearlDiver, first, 2, kAction, 1, 1, 0, 0, pearl_diver},
      {"Ambassador", fx::kAmbassador, first, 3, kAction | kAttack, 0, 0, 0, 0, ambassador},
      {"Navigator", fx::kNavigator, first, 4, kAction, 0, 0, 0, 2, navigator},
      {"Pirate Ship", fx::kPirateShip, first, 4, kAction | kAttack, 0, 0, 0, 0, pirate_ship},
      {"Sea Hag", fx::kSeaHag, first, 4, kAction | kAttack, 0, 0, 0, 0, sea_hag},
      {"Explorer", fx::kExplorer, first, 5, kAction, 0, 0, 0, 0, explorer},
      {"Ghost Ship", fx::kGhostShip, first, 5, kAction | kAttack, 2, 0, 0, 0, ghost_ship},
      {"Astrolabe", fx::kAstrolabe, second, 3, kTreasure | kDuration, 0, 0, 1, 0,
       duration_only<next_astrolabe>},
      {"Monkey", fx::kMonkey, second, 3, kAD, 0, 0, 0, 0, monkey},
      {"Sea Chart", fx::kSeaChart, second, 3, kAction, 1, 1, 0, 0, sea_chart},
      {"Blockade", fx::kBlockade, second, 4, kAD | kAttack, 0, 0, 0, 0, blockade},
      {"Sailor", fx::kSailor, second, 4, kAD, 0, 1, 0, 0, sailor},
      {"Tide Pools", fx::kTidePools, second, 4, kAD, 3, 1, 0, 0, duration_only<next_tide_pools>},
      {"Corsair", fx::kCorsair, second, 5, kAD | kAttack, 0, 0, 0, 2, corsair},
      {"Pirate", fx::kPirate, second, 5, kAD | kReaction, 0, 0, 0, 0, pirate},
      {"Sea Witch", fx::kSeaWitch, second, 5, kAD | kAttack, 2, 0, 0, 0, sea_witch},
  };
  for (const Row& row : rows) {
    CardDef d = set_card("Seaside", row.name, row.effect, row.edition, row.cost, row.types);
    d.plus_cards = int8_t(row.cards);
    d.plus_actions = int8_t(row.actions);
    d.plus_buys = int8_t(row.buys);
    d.plus_coins = int8_t(row.coins);
    d.on_play = row.on_play;
    switch (row.effect) {
      case fx::kHaven:
        d.private_mats = uint8_t(1 << kHavenMat);
        break;
      case fx::kNativeVillage:
        d.private_mats = uint8_t(1 << kNativeVillageMat);
        break;
      case fx::kLighthouse:  // while in play, other players' Attacks don't affect its owner
        d.add_reaction(Reaction{Trigger::kAttack, Zone::kPlay, false, nullptr, react_immune});
        break;
      case fx::kIsland:
        d.vp = 2;
        break;
      case fx::kTreasury:
        if (row.edition == Edition::kFirst)
          d.add_reaction(Reaction{Trigger::kCleanup, Zone::kPlay, false, treasury_1e_applies,
                                  treasury_topdeck});
        else
          d.add_reaction(Reaction{Trigger::kEndBuy, Zone::kPlay, false, treasury_2e_applies,
                                  treasury_topdeck});
        break;
      case fx::kEmbargo:  // the tokens are a rule of the game
        d.add_reaction(Reaction{Trigger::kBuy, Zone::kSupply, false, embargoed, embargo_curses});
        break;
      case fx::kAstrolabe:
        d.coin = 1;
        break;
      case fx::kMonkey:
      case fx::kBlockade:
      case fx::kSailor:
        d.watches = trigger_bit(Trigger::kGain);
        break;
      case fx::kCorsair:
        d.watches = trigger_bit(Trigger::kPlay);
        break;
      case fx::kPirate:
        d.add_reaction(
            Reaction{Trigger::kGain, Zone::kHand, true, pirate_applies, pirate_react, true});
        break;
      default:
        break;
    }
    r.add(d);
  }
}

}  // namespace kl

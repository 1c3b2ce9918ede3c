// Hinterlands set (1st and 2nd edition). In both: Crossroads, Fool's Gold, Develop, Oasis,
// Scheme, Tunnel, Jack of All Trades, Spice Merchant, Trader (1E: instead of a gain; 2E: exchange
// a gained card), Cartographer, Haggler (1E: while in play, on a buy; 2E: this turn, on gaining a
// bought card), Highway, Inn, Margrave, Stables, Border Village, Farmland (1E: when bought; 2E:
// when gained). 1st edition only: Duchess, Noble Brigand, Nomad Camp, Oracle, Silk Road, Cache,
// Embassy, Ill-Gotten Gains, Mandarin. 2nd edition only: Berserker, Cauldron, Guard Dog, Nomads,
// Souk, Trail, Weaver, Wheelwright, Witch's Hut. Rulings follow the official FAQ (the
// DominionStrategy wiki's card pages).
//
// Revealed and looked-at cards wait in the player's aside zone while an effect holds them (see
// base.cpp); an effect's own cards are the last ones there.
#include "cards/sets/hinterlands.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/ask.h"
#include "cards/sets/set_card.h"
#include "sim/attack.h"
#include "sim/shuffle.h"

namespace kl {

namespace {

uint64_t bit64(CardId c) { return uint64_t(1) << c; }

Decision from_hand(const Event& e, Reason reason, int min, int max, Types mask = 0) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, reason);
  d.from = Zone::kHand;
  d.min = uint8_t(min);
  d.max = uint8_t(max);
  d.type_mask = mask;
  return d;
}

Decision choose_option(const Event& e, int options) {
  Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
  d.num_options = uint8_t(options);
  return d;
}

Decision yes_no(const Event& e, Reason reason, CardId card) {
  Decision d = decision_for(e, DecisionKind::kYesNo, reason);
  d.card = card;
  return d;
}

// "Gain a card costing less than $cost" (a Potion in `potion` lets a card costing $cost without
// one qualify); `allow` limits the cards (0: any). False when nothing could qualify.
bool less_than(Decision& d, int cost, bool potion) {
  if (cost <= 0 && !potion) return false;
  d.cost_max = uint8_t(potion ? cost : cost - 1);
  d.potion_ok = false;
  return true;
}

// The non-Victory Supply cards of the game, as a mask for Decision::allow (never 0: a game has
// non-Victory Supply cards; Copper at least).
uint64_t non_victory(const State& s) {
  uint64_t m = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.in_supply(CardId(k)) && !s.is(CardId(k), kVictory)) m |= bit64(CardId(k));
  return m;
}

// Each other player in turn order from p's left gains one c.
void others_gain(State& s, int p, CardId c) {
  for (int i = 1; i < s.num_players(); ++i) s.gain((p + i) % s.num_players(), c);
}

// Where a gained, trashed or discarded card of moment m can be played or moved from (kNone: lost
// track of it).
bool trackable(Zone z) { return z == Zone::kDiscard || z == Zone::kHand || z == Zone::kDeck; }

// --------------------------------------------------------------- Crossroads

// Reveal the hand: +1 Card per Victory card in it; the first Crossroads played this turn (a
// Throne Room's second play is not) also gives +3 Actions.
void crossroads(State& s, Event& e) {
  s.reveal_hand(e.player);
  int victory = 0;
  for (CardId c : s.player(e.player).hand) victory += s.is(c, kVictory);
  s.draw(e.player, victory);
  if (s.played_this_turn(e.card) <= 1 && e.player == s.current()) s.add_actions(3);
  State::done(e);
}

// --------------------------------------------------------------- Duchess (1E)

// (+$2.) Each player from the player on: looks at the top card of their deck and discards it or
// puts it back (their own yes/no, Reason::kDiscard, card = it). e.b = players done.
void duchess(State& s, Event& e) {
  const int n = s.num_players();
  if (e.step == 1) {
    const int v = (e.player + e.b) % n;
    const CardId c = CardId(e.a);
    if (s.answer().option == 1)
      s.discard(v, c, Zone::kAside);
    else
      s.move(v, c, Zone::kAside, Zone::kDeck);
    ++e.b;
    e.step = 0;
    return;  // a discard's triggers first
  }
  for (; e.b < n; ++e.b) {
    const int v = (e.player + e.b) % n;
    const CardId c = s.look_top(v);  // "looks at": no reveal
    if (c == kNoCard) continue;
    e.a = c;
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kDiscard);
    d.player = uint8_t(v);
    d.card = c;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
}

// The rule in games with Duchess: when a player gains a Duchy, they may also gain a Duchess.
bool gained_duchy(const State&, const Moment& m, int, CardId) { return m.card == kDuchy; }
void duchess_with_duchy(State& s, Event& e) {
  if (e.step == 0) {
    if (s.pile(e.card) == 0) return State::done(e);
    e.step = 1;
    return s.ask(yes_no(e, Reason::kGain, e.card));
  }
  State::done(e);
  if (s.answer().option == 1) s.gain(e.player, e.card);
}

// --------------------------------------------------------------- Fool's Gold

// $1 for the first Fool's Gold played this turn, $4 for each later one.
void fools_gold(State& s, Event& e) {
  if (e.player == s.current()) s.add_coins(s.played_this_turn(e.card) <= 1 ? 1 : 4);
  State::done(e);
}
// Reaction: when another player gains a Province, trash this from the hand to gain a Gold onto the
// deck (each copy may be revealed: Reaction::repeat).
bool other_gains_province(const State& s, const Moment& m, int owner, CardId self) {
  return owner != m.player && m.card == kProvince && s.player(owner).hand.find(self) >= 0;
}
void fools_gold_react(State& s, Event& e) {
  State::done(e);
  if (s.trash(e.player, e.card, Zone::kHand)) s.gain(e.player, kGold, Zone::kDeck);
}

// --------------------------------------------------------------- Develop

// Trash a card from the hand; gain a card costing exactly $1 more and one costing exactly $1 less,
// in the order chosen (DevelopOption), both onto the deck. e.a = the trashed card, e.b = its
// cost, e.c = the order. A gain nothing qualifies for is answered with none by the engine.
bool develop_ask(State& s, Event& e, int cost) {
  if (cost < 0) return false;
  Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
  d.min = d.max = 1;
  d.cost_min = d.cost_max = uint8_t(std::min(cost, 255));
  d.potion_ok = s.potion_cost(CardId(e.a));
  d.debt_min = d.debt_max = uint8_t(s.debt_cost(CardId(e.a)));
  s.ask(d);
  return true;
}
void develop(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) return State::done(e);
      e.step = 1;
      return s.ask(from_hand(e, Reason::kTrash, 1, 1));
    case 1: {
      const CardId c = s.answer().cards[0];
      e.a = c;
      e.b = int16_t(s.cost(c));
      s.trash(p, c, Zone::kHand);
      e.step = 2;
      return;
    }
    case 2:
      e.step = 3;
      return s.ask(choose_option(e, 2));
    case 3:
      e.c = int16_t(s.answer().option);
      e.step = 4;
      if (!develop_ask(s, e, e.c == kDevelopDearerFirst ? e.b + 1 : e.b - 1)) e.step = 5;
      return;
    case 4:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0], Zone::kDeck);
      e.step = 5;
      return;  // the first gain's triggers before the second is asked
    case 5:
      e.step = 6;
      if (!develop_ask(s, e, e.c == kDevelopDearerFirst ? e.b - 1 : e.b + 1)) State::done(e);
      return;
    default:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0], Zone::kDeck);
      State::done(e);
  }
}

// --------------------------------------------------------------- Oasis, Stables, discarders

// Discard n cards from the hand (as many as it has). e.step 0 asks, 1 discards.
void discard_n(State& s, Event& e, int n) {
  if (e.step == 0) {
    const int k = std::min(n, s.player(e.player).hand.size());
    if (k == 0) return State::done(e);
    e.step = 1;
    return s.ask(from_hand(e, Reason::kDiscard, k, k));
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}
void oasis(State& s, Event& e) { discard_n(s, e, 1); }
void inn(State& s, Event& e) { discard_n(s, e, 2); }
void embassy(State& s, Event& e) { discard_n(s, e, 3); }

// Stables: you may discard a Treasure; if you do, +3 Cards +1 Action.
void stables(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(from_hand(e, Reason::kDiscard, 0, 1, kTreasure));
  }
  State::done(e);
  if (s.answer().n == 1 && s.discard(e.player, s.answer().cards[0], Zone::kHand)) {
    s.draw(e.player, 3);
    s.add_actions(1);
  }
}

// --------------------------------------------------------------- Oracle (1E)

// Reveals the top 2 cards of v's deck into v's aside zone; e.a packs them (kNoCard: none).
int reveal_two(State& s, int v, Event& e) {
  const CardId a = s.reveal_top(v);
  const CardId b = a == kNoCard ? kNoCard : s.reveal_top(v);
  e.a = int16_t(a | (b << 8));
  return (a != kNoCard) + (b != kNoCard);
}
// The two cards of reveal_two, and how many there are.
int revealed(const Event& e, CardId* out) {
  int n = 0;
  const CardId a = CardId(uint16_t(e.a) & 0xFF), b = CardId(uint16_t(e.a) >> 8);
  if (a != kNoCard) out[n++] = a;
  if (b != kNoCard) out[n++] = b;
  return n;
}

// One player's part: the Oracle's player (e.b) decides whether the revealed cards are discarded
// (a yes/no, Reason::kDiscard for their own, kOpponentCard for another's; card = the first);
// kept ones go back in the order their owner chooses (kOrder). e.player = whose cards.
void oracle_part(State& s, Event& e) {
  const int v = e.player;
  CardId cards[2];
  switch (e.step) {
    case 0: {
      if (reveal_two(s, v, e) == 0) return State::done(e);
      const int n = revealed(e, cards);
      Decision d;
      d.kind = DecisionKind::kYesNo;
      d.reason = v == e.b ? Reason::kDiscard : Reason::kOpponentCard;
      d.player = uint8_t(e.b);
      d.target = uint8_t(v);
      d.source = e.card;
      d.card = cards[0];
      for (int i = 0; i < n; ++i) d.cards[d.num_cards++] = cards[i];
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const int n = revealed(e, cards);
      if (s.answer().option == 1) {
        for (int i = 0; i < n; ++i) s.discard(v, cards[i], Zone::kAside);
        return State::done(e);
      }
      if (n == 2 && cards[0] != cards[1]) {
        e.step = 2;
        Decision d = ask_aside(e, Reason::kOrder, cards, n, n, n);
        return s.ask(d);
      }
      for (int i = 0; i < n; ++i) s.move(v, cards[i], Zone::kAside, Zone::kDeck);
      return State::done(e);
    }
    default: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.move(v, c.cards[i], Zone::kAside, Zone::kDeck);
      return State::done(e);
    }
  }
}
void oracle_victim(State& s, Event& e) {
  e.b = e.a;  // the attacker decides
  e.fn = oracle_part;
  oracle_part(s, e);
}
void oracle_draw(State& s, Event& e) {
  s.draw(e.player, 2);
  State::done(e);
}
void oracle_attack(State& s, Event& e) { attack(s, e, oracle_victim); }
// The other players (the attack) first, then the Oracle's player, then +2 Cards: the Oracle's
// event becomes the draw, under its player's part and the attack.
void oracle(State& s, Event& e) {
  e.fn = oracle_draw;
  s.push(oracle_part, e.player, e.card, 0, e.player);
  s.push(oracle_attack, e.player, e.card);
}

// --------------------------------------------------------------- Scheme

// (+1 Card +1 Action.) At the start of this turn's Clean-up, choose up to one Action card in play
// per Scheme played: they go onto the deck instead of being discarded.
void scheme_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner) return;
  s.push(
      [](State& st, Event& e) {
        if (e.step == 0) {
          Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
          d.from = Zone::kPlay;
          d.type_mask = kAction;
          d.min = 0;
          d.max = uint8_t(e.a);
          e.step = 1;
          return st.ask(d);
        }
        // A card that stays in play (a Duration played this turn, the Throne Room with it) is
        // not discarded from play, so it cannot go onto the deck (the FAQ): such picks do nothing.
        const Choice& c = st.answer();
        uint8_t taken[kMaxKinds] = {};
        for (int i = 0; i < c.n; ++i) {
          const CardId x = c.cards[i];
          if (taken[x] >= st.leaving_play(e.player, x)) continue;
          ++taken[x];
          st.move(e.player, x, Zone::kPlay, Zone::kDeck);
        }
        State::done(e);
      },
      w.owner, w.card, w.count);
}
void scheme(State& s, Event& e) {
  if (e.player == s.current())
    s.watch(Watcher{scheme_watch, Trigger::kCleanup, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Tunnel, Trail, Weaver

// Tunnel: when discarded other than in Clean-up, its owner may reveal it to gain a Gold.
void tunnel_discarded(State& s, Event& e) {
  if (e.step == 0) {
    if (s.pile(kGold) == 0) return State::done(e);
    e.step = 1;
    return s.ask(yes_no(e, Reason::kRevealReaction, e.card));
  }
  State::done(e);
  if (s.answer().option == 1) s.gain(e.player, kGold);
}

// Trail (gained, trashed or discarded) and Weaver (discarded): its owner may play it from where
// the moment left it (a yes/no, Reason::kPlay, card = it). Nothing in Clean-up, and nothing for
// a card no longer where it went (a reaction moved it) or trashed from the Supply.
void may_play_moved(State& s, Event& e) {
  const Moment& m = s.moment(e.a);
  if (e.step == 0) {
    if (s.phase() == Phase::kCleanup || (m.flags & kFromSupply)) return State::done(e);
    if (m.zone != Zone::kTrash && !trackable(m.zone)) return State::done(e);
    if (m.zone != Zone::kTrash && s.zone(e.player, m.zone).find(e.card) < 0) return State::done(e);
    if (m.zone == Zone::kTrash && s.face_up_in_trash(e.card) == 0) return State::done(e);
    e.step = 1;
    return s.ask(yes_no(e, Reason::kPlay, e.card));
  }
  State::done(e);
  if (s.answer().option == 1 && s.play_card(e.player, e.card, m.zone))
    s.moment(e.a).zone = Zone::kPlay;
}

// Weaver: gain two Silvers, or a card costing up to $4 (WeaverOption).
void weaver(State& s, Event& e) {
  switch (e.step) {
    case 0:
      e.step = 1;
      return s.ask(choose_option(e, 2));
    case 1:
      if (s.answer().option == kWeaverSilvers) {
        s.gain(e.player, kSilver);
        s.gain(e.player, kSilver);
        return State::done(e);
      } else {
        Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
        d.min = d.max = 1;
        d.cost_max = 4;
        e.step = 2;
        return s.ask(d);
      }
    default:
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
      State::done(e);
  }
}

// --------------------------------------------------------------- Jack of All Trades

// Gain a Silver; look at the top card and discard it or put it back; draw up to 5 cards in hand;
// you may trash a non-Treasure card from the hand. e.a = the looked-at card.
void jack(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      s.gain(p, kSilver);
      e.step = 1;
      return;
    case 1: {
      const CardId c = s.look_top(p);  // "look at": no reveal
      e.step = 3;
      if (c == kNoCard) return;
      e.a = c;
      e.step = 2;
      return s.ask(yes_no(e, Reason::kDiscard, c));
    }
    case 2:
      if (s.answer().option == 1)
        s.discard(p, CardId(e.a), Zone::kAside);
      else
        s.move(p, CardId(e.a), Zone::kAside, Zone::kDeck);
      e.step = 3;
      return;
    case 3: {
      const int n = 5 - s.player(p).hand.size();
      if (n > 0) s.draw(p, n);
      bool any = false;
      for (CardId c : s.player(p).hand) any |= !s.is(c, kTreasure);
      if (!any) return State::done(e);
      e.step = 4;
      return s.ask(from_hand(e, Reason::kTrash, 0, 1, ~kTreasure));
    }
    default:
      if (s.answer().n == 1 && !s.is(s.answer().cards[0], kTreasure))
        s.trash(p, s.answer().cards[0], Zone::kHand);
      State::done(e);
  }
}

// --------------------------------------------------------------- Noble Brigand (1E)

// Victim: reveals the top 2 cards; the attacker (e.a) chooses a revealed Silver or Gold (asked
// only when both are there), the victim trashes it and discards the rest, the attacker gains the
// trashed card, and the victim gains a Copper if no Treasure was revealed. e.c = the attacker
// once e.a holds the revealed cards.
void noble_brigand_victim(State& s, Event& e) {
  const int v = e.player;
  CardId cards[2];
  CardId take = kNoCard;
  if (e.step == 0) {
    e.c = e.a;
    reveal_two(s, v, e);
    const int n = revealed(e, cards);
    bool silver = false, gold = false;
    for (int i = 0; i < n; ++i) {
      silver |= cards[i] == kSilver;
      gold |= cards[i] == kGold;
    }
    if (silver && gold) {
      const CardId both[2] = {kSilver, kGold};
      Decision d = ask_aside(e, Reason::kOpponentCard, both, 2, 1, 1);
      d.player = uint8_t(e.c);
      d.target = uint8_t(v);
      e.step = 1;
      return s.ask(d);
    }
    take = gold ? CardId(kGold) : silver ? CardId(kSilver) : kNoCard;
  } else {
    take = s.answer().cards[0];
  }
  const int attacker = e.c;
  const int n = revealed(e, cards);
  bool treasure = false;
  for (int i = 0; i < n; ++i) treasure |= s.is(cards[i], kTreasure);
  State::done(e);
  bool taken = false;
  for (int i = 0; i < n; ++i) {
    if (!taken && cards[i] == take) {
      taken = true;
      s.trash(v, take, Zone::kAside);
    } else {
      s.discard(v, cards[i], Zone::kAside);
    }
  }
  if (take != kNoCard) s.gain_from_trash(attacker, take);
  if (!treasure) s.gain(v, kCopper);
}
void noble_brigand(State& s, Event& e) { attack(s, e, noble_brigand_victim); }
// When bought: the same to each other player (not a played Attack: no reactions to it).
void noble_brigand_bought(State& s, Event& e) {
  State::done(e);
  const int n = s.num_players();
  for (int i = n - 1; i >= 1; --i)
    s.push(noble_brigand_victim, (e.player + i) % n, e.card, e.player);
}

// --------------------------------------------------------------- Nomad Camp (1E), Nomads (2E)

// Nomad Camp: when gained, onto the deck (from where it went, if it is still there).
void nomad_camp_gained(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  if (trackable(m.zone) && m.zone != Zone::kDeck && s.move(e.player, e.card, m.zone, Zone::kDeck))
    m.zone = Zone::kDeck;
  State::done(e);
}
// Nomads: when gained or trashed, +$2 (only on its player's own turn: $ of another turn is lost).
void nomads_coins(State& s, Event& e) {
  if (e.player == s.current()) s.add_coins(2);
  State::done(e);
}

// --------------------------------------------------------------- Silk Road (1E)

int silk_road_vp(const State& s, int p) {
  int victory = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.is(CardId(k), kVictory)) victory += s.player(p).owned[k];
  return victory / 4;
}

// --------------------------------------------------------------- Spice Merchant

// You may trash a Treasure from the hand; if you do, +2 Cards +1 Action or +$2 +1 Buy.
void spice_merchant(State& s, Event& e) {
  switch (e.step) {
    case 0:
      e.step = 1;
      return s.ask(from_hand(e, Reason::kTrash, 0, 1, kTreasure));
    case 1:
      if (s.answer().n == 0 || !s.trash(e.player, s.answer().cards[0], Zone::kHand))
        return State::done(e);
      e.step = 2;
      return;
    case 2:
      e.step = 3;
      return s.ask(choose_option(e, 2));
    default:
      State::done(e);
      if (s.answer().option == kSpiceCards) {
        s.draw(e.player, 2);
        s.add_actions(1);
      } else {
        s.add_coins(2);
        s.add_buys(1);
      }
  }
}

// --------------------------------------------------------------- Trader

// Trash a card from the hand; gain a Silver per $1 it cost. e.b = the Silvers.
void trader(State& s, Event& e) {
  switch (e.step) {
    case 0:
      if (s.player(e.player).hand.empty()) return State::done(e);
      e.step = 1;
      return s.ask(from_hand(e, Reason::kTrash, 1, 1));
    case 1: {
      const CardId c = s.answer().cards[0];
      e.b = int16_t(s.cost(c));
      s.trash(e.player, c, Zone::kHand);
      e.step = 2;
      return;
    }
    default:
      State::done(e);
      for (int i = 0; i < e.b; ++i) s.gain(e.player, kSilver);
  }
}
// 1E: when its owner would gain a card other than a Silver, they may reveal it to gain a Silver
// instead.
bool would_gain_other(const State&, const Moment& m, int owner, CardId) {
  return owner == m.player && m.card != kSilver;
}
void trader_instead(State& s, Event& e) {
  State::gain_instead(s.moment(e.a), kSilver);
  State::done(e);
}
// 2E: when its owner gains a card other than a Silver (still where it went, from a pile), they
// may reveal it to exchange that card for a Silver: the card goes back to its pile and the Silver
// to the discard pile, not gained (the Exchange rules: no Royal Seal, no gain counted).
bool gained_exchangeable(const State& s, const Moment& m, int owner, CardId) {
  return owner == m.player && m.card != kSilver && trackable(m.zone) && s.in_supply(m.card) &&
         s.pile(kSilver) > 0;
}
void trader_exchange(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  State::done(e);
  if (!trackable(m.zone) || !s.exchange(e.player, m.card, m.zone, kSilver)) return;
  m.zone = Zone::kNone;
}

// --------------------------------------------------------------- Cache (1E), Embassy (1E)

void cache_gained(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kCopper);
  s.gain(e.player, kCopper);
}
void embassy_gained(State& s, Event& e) {
  State::done(e);
  others_gain(s, e.player, kSilver);
}

// --------------------------------------------------------------- Cartographer

// (+1 Card +1 Action.) Look at the top 4 cards; discard any number; put the rest back in any
// order (kOrder: the last chosen on top). e.a = how many were looked at, e.b = how many are left.
void cartographer(State& s, Event& e) {
  const int p = e.player;
  CardList& aside = s.player(p).aside;
  auto mine = [&](CardId* out, int n) {
    for (int i = 0; i < n; ++i) out[i] = aside[aside.size() - n + i];
  };
  CardId looked[4];
  switch (e.step) {
    case 0: {
      int n = 0;
      while (n < 4 && s.look_top(p) != kNoCard) ++n;  // "look at": no reveal
      if (n == 0) return State::done(e);
      e.a = int16_t(n);
      mine(looked, n);
      e.step = 1;
      return s.ask(ask_aside(e, Reason::kDiscard, looked, n, 0, n));
    }
    case 1: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.discard(p, c.cards[i], Zone::kAside);
      e.b = int16_t(e.a - c.n);
      e.step = 2;
      return;  // the discards' triggers first
    }
    case 2: {
      const int n = e.b;
      if (n == 0) return State::done(e);
      mine(looked, n);
      bool alike = true;
      for (int i = 1; i < n; ++i) alike &= looked[i] == looked[0];
      if (alike) {
        for (int i = 0; i < n; ++i) s.move(p, looked[i], Zone::kAside, Zone::kDeck);
        return State::done(e);
      }
      e.step = 3;
      return s.ask(ask_aside(e, Reason::kOrder, looked, n, n, n));
    }
    default: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kAside, Zone::kDeck);
      State::done(e);
    }
  }
}

// --------------------------------------------------------------- Haggler

// Ask the player to gain a non-Victory card cheaper than card `bought` (e.a).
void haggler_gain(State& s, Event& e) {
  if (e.step == 0) {
    const CardId bought = CardId(e.a);
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.min = d.max = 1;
    d.allow = non_victory(s);
    if (!less_than(d, s.cost(bought), s.potion_cost(bought))) return State::done(e);
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
}
// 1E: while in play, when its owner buys a card (once per Haggler in play).
bool own_buy(const State&, const Moment& m, int owner, CardId) { return owner == m.player; }
void haggler_bought(State& s, Event& e) {
  const CardId bought = s.moment(e.a).card;
  State::done(e);
  s.push(haggler_gain, e.player, e.card, bought);
}
// 2E: this turn, when its player gains a card they bought (once per Haggler played).
void haggler2_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner || !(m.flags & kBought)) return;
  for (int i = 0; i < w.count; ++i) s.push(haggler_gain, w.owner, w.card, m.card);
}
void haggler2(State& s, Event& e) {
  if (e.player == s.current())
    s.watch(Watcher{haggler2_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Highway

int highway_mod(const State&, CardId) { return 1; }

// --------------------------------------------------------------- Ill-Gotten Gains (1E)

// ($1.) You may gain a Copper into the hand.
void ill_gotten_gains(State& s, Event& e) {
  if (e.step == 0) {
    if (s.pile(kCopper) == 0) return State::done(e);
    e.step = 1;
    return s.ask(yes_no(e, Reason::kGainToHand, kCopper));
  }
  State::done(e);
  if (s.answer().option == 1) s.gain(e.player, kCopper, Zone::kHand);
}
void ill_gotten_gains_gained(State& s, Event& e) {
  State::done(e);
  others_gain(s, e.player, kCurse);
}

// --------------------------------------------------------------- Inn

// When gained: the player looks through their discard pile (the Inn too, if it is there), reveals
// any Action cards from it and shuffles them into the deck.
void inn_gained(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    bool any = false;
    for (CardId c : s.player(p).discard) any |= s.is(c, kAction);
    if (!any) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
    d.from = Zone::kDiscard;
    d.type_mask = kAction;
    d.min = 0;
    d.max = uint8_t(std::min(255, s.player(p).discard.size()));
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  int moved = 0;
  for (int i = 0; i < c.n; ++i) s.reveal(p, c.cards[i]);
  for (int i = 0; i < c.n; ++i) moved += s.move(p, c.cards[i], Zone::kDiscard, Zone::kDeck);
  CardList& deck = s.player(p).deck;
  if (moved) shuffle_range(deck.begin(), deck.size(), s.rng());
  if (moved && e.a < kMaxMoments && s.moment(e.a).zone == Zone::kDiscard &&
      s.player(p).discard.find(e.card) < 0)
    s.moment(e.a).zone = Zone::kDeck;
  State::done(e);
}

// --------------------------------------------------------------- Mandarin (1E)

// (+$3.) Put a card from the hand onto the deck.
void mandarin(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.empty()) return State::done(e);
    e.step = 1;
    return s.ask(from_hand(e, Reason::kTopdeck, 1, 1));
  }
  s.move(e.player, s.answer().cards[0], Zone::kHand, Zone::kDeck);
  State::done(e);
}
// When gained: every Treasure its player has in play goes onto the deck, in the order chosen
// (kOrder from kPlay: the last chosen on top).
void mandarin_gained(State& s, Event& e) {
  const int p = e.player;
  int n = 0;
  for (CardId c : s.player(p).play) n += s.is(c, kTreasure);
  if (e.step == 0) {
    if (n == 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOrder);
    d.from = Zone::kPlay;
    d.type_mask = kTreasure;
    d.min = d.max = uint8_t(n);
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kPlay, Zone::kDeck);
  State::done(e);
}

// --------------------------------------------------------------- Margrave, Berserker, Witch's Hut

// Victim: discards down to 3 cards in hand (draws one first for Margrave: e.c).
void discard_to_three(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const int n = s.player(v).hand.size() - 3;
    if (n <= 0) return State::done(e);
    e.step = 1;
    return s.ask(from_hand(e, Reason::kDiscard, n, n));
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(v, c.cards[i], Zone::kHand);
  State::done(e);
}
void margrave_victim(State& s, Event& e) {
  s.draw(e.player, 1);
  e.fn = discard_to_three;
  discard_to_three(s, e);
}
void margrave(State& s, Event& e) { attack(s, e, margrave_victim); }

// Berserker: gain a card costing less than this, then each other player discards down to 3.
void berserker(State& s, Event& e) {
  if (e.step == 0 && !(e.flags & kAttackStarted)) {
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.min = d.max = 1;
    e.step = 2;
    if (!less_than(d, s.cost(e.card), s.potion_cost(e.card))) return;
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    e.step = 2;
    if (s.answer().n == 1) {
      s.gain(e.player, s.answer().cards[0]);
      return;  // its triggers before the attack
    }
  }
  attack(s, e, discard_to_three);
}
// When gained, if its player has an Action card in play: they play it (from where it went).
void berserker_gained(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  State::done(e);
  bool action = false;
  for (CardId c : s.player(e.player).play) action |= s.is(c, kAction);
  if (!action || !trackable(m.zone) || s.phase() == Phase::kCleanup) return;
  if (s.play_card(e.player, e.card, m.zone)) m.zone = Zone::kPlay;
}

// Witch's Hut (+4 Cards): discard 2 cards, revealed; if both are Actions, each other player gains
// a Curse. e.c = 1 once the discard was two Actions.
void witch_hut_victim(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kCurse);
}
void witchs_hut(State& s, Event& e) {
  if (e.step == 0 && !(e.flags & kAttackStarted)) {
    const int k = std::min(2, s.player(e.player).hand.size());
    if (k == 0) return State::done(e);
    e.step = 1;
    return s.ask(from_hand(e, Reason::kDiscard, k, k));
  }
  if (e.step == 1) {
    const Choice& c = s.answer();
    int actions = 0;
    for (int i = 0; i < c.n; ++i) s.reveal(e.player, c.cards[i]);  // "discard 2 cards, revealed"
    for (int i = 0; i < c.n; ++i) {
      actions += s.is(c.cards[i], kAction);
      s.discard(e.player, c.cards[i], Zone::kHand);
    }
    e.step = 2;
    if (c.n != 2 || actions != 2) return State::done(e);
    return;  // the discards' triggers before the attack
  }
  attack(s, e, witch_hut_victim);
}

// --------------------------------------------------------------- Souk (2E)

// (+1 Buy +$7.) -$1 per card in hand; the $ does not go below $0.
void souk(State& s, Event& e) {
  if (e.player == s.current())
    s.add_coins(-std::min<int>(s.player(e.player).hand.size(), s.coins()));
  State::done(e);
}
// When gained: trash up to 2 cards from the hand.
void souk_gained(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.empty()) return State::done(e);
    e.step = 1;
    return s.ask(from_hand(e, Reason::kTrash, 0, 2));
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.trash(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}

// --------------------------------------------------------------- Wheelwright (2E)

// (+1 Card +1 Action.) You may discard a card to gain an Action card costing as much as it or
// less. e.a = the discarded card.
void wheelwright(State& s, Event& e) {
  switch (e.step) {
    case 0:
      if (s.player(e.player).hand.empty()) return State::done(e);
      e.step = 1;
      return s.ask(from_hand(e, Reason::kDiscard, 0, 1));
    case 1:
      if (s.answer().n == 0 || !s.discard(e.player, s.answer().cards[0], Zone::kHand))
        return State::done(e);
      e.a = s.answer().cards[0];
      e.step = 2;
      return;
    case 2: {
      const CardId c = CardId(e.a);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.type_mask = kAction;
      d.cost_max = uint8_t(s.cost(c));
      d.potion_ok = s.potion_cost(c);
      d.debt_max = uint8_t(s.debt_cost(c));
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
      State::done(e);
  }
}

// --------------------------------------------------------------- Guard Dog (2E)

// (+2 Cards.) Then with 5 or fewer cards in hand, +2 Cards.
void guard_dog(State& s, Event& e) {
  if (s.player(e.player).hand.size() <= 5) s.draw(e.player, 2);
  State::done(e);
}
// When another player plays an Attack, its owner may first play it from the hand (each copy:
// Reaction::repeat).
bool attacked_with_dog(const State& s, const Moment& m, int owner, CardId self) {
  return owner != m.player && s.player(owner).hand.find(self) >= 0;
}
void guard_dog_react(State& s, Event& e) {
  State::done(e);
  s.play_card(e.player, e.card, Zone::kHand);
}

// --------------------------------------------------------------- Cauldron (2E)

// ($2, +1 Buy.) A game-long watcher counts the Action cards the current player gained this turn;
// at the third, each Cauldron they have in play attacks: each other player gains a Curse.
// Memory: a = Action cards gained, b = the game turn they were counted in.
void cauldron_victim(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kCurse);
}
void cauldron_attack(State& s, Event& e) { attack(s, e, cauldron_victim); }
void cauldron_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != s.current() || !s.is(m.card, kAction)) return;
  if (w.b != int16_t(s.turn())) {
    w.b = int16_t(s.turn());
    w.a = 0;
  }
  if (++w.a != 3) return;
  const int copies = s.in_play(m.player, w.card);
  for (int i = 0; i < copies; ++i) s.push(cauldron_attack, m.player, w.card);
}
void cauldron_setup(State& s, CardId self) {
  s.watch(Watcher{cauldron_watch, Trigger::kGain, Until::kGame, 0, self, 0, -1});
}

// --------------------------------------------------------------- Border Village, Farmland

// Border Village: when gained, gain a card costing less than it.
void border_village_gained(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.min = d.max = 1;
    if (!less_than(d, s.cost(e.card), s.potion_cost(e.card))) return State::done(e);
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.gain(e.player, s.answer().cards[0]);
}

// Farmland (2E: when gained; 1E: when bought): trash a card from the hand, then gain a card
// costing exactly $2 more; 2E: not a Farmland (the 2022 errata; 1E has no such limit). e.b = the
// trashed card.
void farmland_hook(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) return State::done(e);
      e.step = 1;
      return s.ask(from_hand(e, Reason::kTrash, 1, 1));
    case 1:
      e.b = s.answer().cards[0];
      s.trash(p, CardId(e.b), Zone::kHand);
      e.step = 2;
      return;
    case 2: {
      const CardId c = CardId(e.b);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_min = d.cost_max = uint8_t(std::min(255, s.cost(c) + 2));
      d.potion_ok = s.potion_cost(c);
      d.debt_min = d.debt_max = uint8_t(s.debt_cost(c));
      if (s.def(e.card).edition == Edition::kSecond)
        for (int k = 0; k < s.num_kinds(); ++k)
          if (s.in_supply(CardId(k)) && s.def(CardId(k)).effect != s.def(e.card).effect)
            d.allow |= bit64(CardId(k));
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
      State::done(e);
  }
}

CardDef card(const char* name, EffectId effect, Edition ed, int cost, Types types) {
  return set_card("Hinterlands", name, effect, ed, cost, types);
}

}  // namespace

void add_hinterlands_cards(Registry& r) {
  constexpr Edition both = Edition::kBoth, first = Edition::kFirst, second = Edition::kSecond;

  CardDef d = card("Crossroads", fx::kCrossroads, both, 2, kAction);
  d.on_play = crossroads;
  d.watches = trigger_bit(Trigger::kPlay);
  r.add(d);

  d = card("Duchess", fx::kDuchess, first, 2, kAction);
  d.plus_coins = 2;
  d.on_play = duchess;
  d.add_reaction(Reaction{Trigger::kGain, Zone::kSupply, false, gained_duchy, duchess_with_duchy});
  r.add(d);

  d = card("Fool's Gold", fx::kFoolsGold, both, 2, kTreasure | kReaction);
  d.on_play = fools_gold;
  d.watches = trigger_bit(Trigger::kPlay);
  d.add_reaction(
      Reaction{Trigger::kGain, Zone::kHand, true, other_gains_province, fools_gold_react, true});
  r.add(d);

  d = card("Develop", fx::kDevelop, both, 3, kAction);
  d.on_play = develop;
  r.add(d);

  d = card("Guard Dog", fx::kGuardDog, second, 3, kAction | kReaction);
  d.plus_cards = 2;
  d.on_play = guard_dog;
  d.add_reaction(
      Reaction{Trigger::kAttack, Zone::kHand, true, attacked_with_dog, guard_dog_react, true});
  r.add(d);

  d = card("Oasis", fx::kOasis, both, 3, kAction);
  d.plus_cards = d.plus_actions = d.plus_coins = 1;
  d.on_play = oasis;
  r.add(d);

  d = card("Oracle", fx::kOracle, first, 3, kAction | kAttack);
  d.on_play = oracle;
  r.add(d);

  d = card("Scheme", fx::kScheme, both, 3, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = scheme;
  d.watches = trigger_bit(Trigger::kCleanup);
  r.add(d);

  d = card("Tunnel", fx::kTunnel, both, 3, kVictory | kReaction);
  d.vp = 2;
  d.on_discard = tunnel_discarded;
  r.add(d);

  d = card("Jack of All Trades", fx::kJackOfAllTrades, both, 4, kAction);
  d.on_play = jack;
  r.add(d);

  d = card("Noble Brigand", fx::kNobleBrigand, first, 4, kAction | kAttack);
  d.plus_coins = 1;
  d.on_play = noble_brigand;
  d.on_buy = noble_brigand_bought;
  r.add(d);

  d = card("Nomad Camp", fx::kNomadCamp, first, 4, kAction);
  d.plus_buys = 1;
  d.plus_coins = 2;
  d.on_gain = nomad_camp_gained;
  r.add(d);

  d = card("Nomads", fx::kNomads, second, 4, kAction);
  d.plus_buys = 1;
  d.plus_coins = 2;
  d.on_gain = nomads_coins;
  d.on_trash = nomads_coins;
  r.add(d);

  d = card("Silk Road", fx::kSilkRoad, first, 4, kVictory);
  d.end_vp = silk_road_vp;
  r.add(d);

  d = card("Spice Merchant", fx::kSpiceMerchant, both, 4, kAction);
  d.on_play = spice_merchant;
  r.add(d);

  for (Edition ed : {first, second}) {
    d = card("Trader", fx::kTrader, ed, 4, kAction | kReaction);
    d.on_play = trader;
    if (ed == first)
      d.add_reaction(
          Reaction{Trigger::kWouldGain, Zone::kHand, true, would_gain_other, trader_instead});
    else
      d.add_reaction(
          Reaction{Trigger::kGain, Zone::kHand, true, gained_exchangeable, trader_exchange});
    r.add(d);
  }

  d = card("Trail", fx::kTrail, second, 4, kAction | kReaction);
  d.plus_cards = d.plus_actions = 1;
  d.on_gain = d.on_trash = d.on_discard = may_play_moved;
  r.add(d);

  d = card("Weaver", fx::kWeaver, second, 4, kAction | kReaction);
  d.on_play = weaver;
  d.on_discard = may_play_moved;
  r.add(d);

  d = card("Berserker", fx::kBerserker, second, 5, kAction | kAttack);
  d.on_play = berserker;
  d.on_gain = berserker_gained;
  r.add(d);

  d = card("Cache", fx::kCache, first, 5, kTreasure);
  d.coin = 3;
  d.on_gain = cache_gained;
  r.add(d);

  d = card("Cartographer", fx::kCartographer, both, 5, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = cartographer;
  r.add(d);

  d = card("Cauldron", fx::kCauldron, second, 5, kTreasure | kAttack);
  d.coin = 2;
  d.plus_buys = 1;
  d.on_setup = cauldron_setup;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);

  d = card("Embassy", fx::kEmbassy, first, 5, kAction);
  d.plus_cards = 5;
  d.on_play = embassy;
  d.on_gain = embassy_gained;
  r.add(d);

  for (Edition ed : {first, second}) {
    d = card("Haggler", fx::kHaggler, ed, 5, kAction);
    d.plus_coins = 2;
    if (ed == first) {
      d.add_reaction(Reaction{Trigger::kBuy, Zone::kPlay, false, own_buy, haggler_bought});
    } else {
      d.on_play = haggler2;
      d.watches = trigger_bit(Trigger::kGain);
    }
    r.add(d);
  }

  d = card("Highway", fx::kHighway, both, 5, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.cost_mod = highway_mod;
  d.changes_costs = true;
  r.add(d);

  d = card("Ill-Gotten Gains", fx::kIllGottenGains, first, 5, kTreasure);
  d.coin = 1;
  d.on_play = ill_gotten_gains;
  d.on_gain = ill_gotten_gains_gained;
  r.add(d);

  d = card("Inn", fx::kInn, both, 5, kAction);
  d.plus_cards = d.plus_actions = 2;
  d.on_play = inn;
  d.on_gain = inn_gained;
  r.add(d);

  d = card("Mandarin", fx::kMandarin, first, 5, kAction);
  d.plus_coins = 3;
  d.on_play = mandarin;
  d.on_gain = mandarin_gained;
  r.add(d);

  d = card("Margrave", fx::kMargrave, both, 5, kAction | kAttack);
  d.plus_cards = 3;
  d.plus_buys = 1;
  d.on_play = margrave;
  r.add(d);

  d = card("Souk", fx::kSouk, second, 5, kAction);
  d.plus_buys = 1;
  d.plus_coins = 7;
  d.on_play = souk;
  d.on_gain = souk_gained;
  r.add(d);

  d = card("Stables", fx::kStables, both, 5, kAction);
  d.on_play = stables;
  r.add(d);

  d = card("Wheelwright", fx::kWheelwright, second, 5, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = wheelwright;
  r.add(d);

  d = card("Witch's Hut", fx::kWitchsHut, second, 5, kAction | kAttack);
  d.plus_cards = 4;
  d.on_play = witchs_hut;
  r.add(d);

  d = card("Border Village", fx::kBorderVillage, both, 6, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.on_gain = border_village_gained;
  r.add(d);

  for (Edition ed : {first, second}) {
    d = card("Farmland", fx::kFarmland, ed, 6, kVictory);
    d.vp = 2;
    if (ed == first)
      d.on_buy = farmland_hook;
    else
      d.on_gain = farmland_hook;
    r.add(d);
  }
}

}  // namespace kl

// Empires set: the 24 Kingdom piles. One-card piles: Engineer, City Quarter, Overlord, Royal
// Blacksmith (Debt costs), Chariot Race, Enchantress, Farmers' Market, Sacrifice, Temple, Villa,
// Archive, Capital, Charm, Crown, Forum, Groundskeeper, Legionary, Wild Hunt. Split piles (5
// over 5): Encampment/Plunder, Patrician/Emporium, Settlers/Bustling Village, Catapult/Rocks,
// Gladiator/Fortune. Castles: one pile in cost order (Humble, Crumbling, Small, Haunted, Opulent,
// Sprawling, Grand, King's), 8 cards with 2 players, 12 with more. Debt, split and mixed piles,
// VP tokens on piles (Gathering cards), play_as (Overlord) are the engine's; Enchantress uses
// State::play_instead, Archive CardDef::lasting, Villa State::return_to_action_phase. The
// Events and Landmarks are in empires_landscapes.cpp. Rulings follow the official FAQ (the
// DominionStrategy wiki's card pages).
#include "cards/sets/empires.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/ask.h"
#include "cards/sets/set_card.h"
#include "cards/tokens.h"
#include "sim/attack.h"

namespace kl {

namespace {

uint64_t mask(CardId c) { return uint64_t(1) << c; }

// Whether "this" (the card whose text e is) is still in its player's play area: not played by
// Overlord from the Supply, not moved away by an earlier play of the same Throne Room.
bool this_in_play(const State& s, const Event& e) {
  return e.self != kNoCard && !(e.flags & kLeftPlay) && s.in_play(e.player, e.self) > 0;
}

// Asks to gain a card costing up to $hi (no Potion, no Debt), mandatory if any qualifies.
void ask_gain(State& s, Event& e, int hi, uint8_t next_step) {
  Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
  d.min = d.max = 1;
  d.cost_max = uint8_t(hi);
  e.step = next_step;
  s.ask(d);
}

// Asks to choose min..max cards from the hand.
void ask_hand(State& s, Event& e, Reason why, int min, int max, uint8_t next_step, Types type = 0) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, why);
  d.from = Zone::kHand;
  d.type_mask = type;
  d.min = uint8_t(min);
  d.max = uint8_t(max);
  e.step = next_step;
  s.ask(d);
}

int hand_count(const State& s, int p, Types type) {
  int n = 0;
  for (CardId c : s.player(p).hand) n += s.is(c, type);
  return n;
}

// Whether a costs more than b: with Debt (and Potion) in costs, every part at least as much and
// one part more (Chariot Race's FAQ: Fortune costs more than Overlord; Overlord and Silver
// neither).
bool costs_more(const State& s, CardId a, CardId b) {
  const int ca = s.cost(a), cb = s.cost(b), da = s.debt_cost(a), db = s.debt_cost(b);
  const int pa = s.potion_cost(a), pb = s.potion_cost(b);
  return ca >= cb && da >= db && pa >= pb && (ca > cb || da > db || pa > pb);
}

int left_of(const State& s, int p) { return (p + 1) % s.num_players(); }

// Castles p owns (every card with the Castle type).
int castles_owned(const State& s, int p) {
  int n = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.is(CardId(k), kCastle)) n += s.player(p).owned[k];
  return n;
}

// --------------------------------------------------------------- Engineer, City Quarter...

// Engineer: gain a card costing up to $4; you may trash this; if you do, gain another.
void engineer(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      return ask_gain(s, e, 4, 1);
    case 1:
      if (s.answer().n) {
        e.step = 2;
        s.gain(p, s.answer().cards[0]);
        return;  // the gain's triggers first
      }
      [[fallthrough]];
    case 2: {
      if (!this_in_play(s, e)) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTrash);
      d.card = e.self;
      e.step = 3;
      return s.ask(d);
    }
    case 3:
      if (s.answer().option != 1 || !this_in_play(s, e)) return State::done(e);
      s.trash(p, e.self, Zone::kPlay);
      s.left_play(e);
      e.step = 4;
      return;
    case 4:
      return ask_gain(s, e, 4, 5);
    default:
      State::done(e);
      if (s.answer().n) s.gain(p, s.answer().cards[0]);
  }
}

// City Quarter (+2 Actions): reveal the hand, +1 Card per Action card revealed.
void city_quarter(State& s, Event& e) {
  State::done(e);
  s.reveal_hand(e.player);
  s.draw(e.player, hand_count(s, e.player, kAction));
}

// Overlord: play a non-Command Action card from the Supply costing up to $5, leaving it there
// (as Band of Misfits: "this" is the card left in the Supply, which nothing can move).
void overlord(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kPlay);
    d.allow = s.supply_actions_to_play(5);
    if (!d.allow) return State::done(e);
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.play_supply_card_as(e, s.answer().cards[0]);
}

// Royal Blacksmith (+5 Cards): reveal the hand, discard the Coppers.
void royal_blacksmith(State& s, Event& e) {
  State::done(e);
  s.reveal_hand(e.player);
  const int n = s.player(e.player).hand.count(kCopper);
  for (int i = 0; i < n; ++i) s.discard(e.player, kCopper, Zone::kHand);
}

// --------------------------------------------------------------- Encampment, Plunder

// Returns the Encampments set aside this turn to their pile at the start of Clean-up.
void encampment_return(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner) return;
  const int p = w.owner;
  const CardId c = w.card;
  while (s.mat_count(p, kSetAsideMat, c) > 0 && s.from_mat(p, kSetAsideMat, c, Zone::kAside))
    s.return_to_pile(p, c, Zone::kAside);
}

// Encampment (+2 Cards +2 Actions): may reveal a Gold or Plunder from hand; if not, set this
// aside and return it to the Supply at the start of Clean-up.
void encampment(State& s, Event& e) {
  const int p = e.player;
  const CardId plunder = s.find_effect(fx::kPlunder);
  const CardList& hand = s.player(p).hand;
  const bool can_reveal = hand.find(kGold) >= 0 || (plunder != kNoCard && hand.find(plunder) >= 0);
  if (e.step == 0 && can_reveal) {
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kReveal);
    d.card = hand.find(kGold) >= 0 ? CardId(kGold) : plunder;
    e.step = 1;
    return s.ask(d);
  }
  const bool revealed = e.step == 1 && s.answer().option == 1;
  State::done(e);
  if (revealed) return;
  if (!this_in_play(s, e) || p != s.current()) return;
  if (s.to_mat(p, kSetAsideMat, e.self, Zone::kPlay)) {
    s.left_play(e);
    s.watch(Watcher{encampment_return, Trigger::kCleanup, Until::kEndOfTurn, uint8_t(p), e.self});
  }
}

// Plunder ($2): +1 VP.
void plus_vp(State& s, Event& e) {
  s.add_vp_tokens(e.player, 1);
  State::done(e);
}

// --------------------------------------------------------------- Patrician, Emporium

// Patrician (+1 Card +1 Action): reveal the top card; if it costs $5 or more, into the hand.
void patrician(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  const CardId c = s.reveal_top(p);
  if (c == kNoCard) return;
  s.move(p, c, Zone::kAside, s.cost(c) >= 5 ? Zone::kHand : Zone::kDeck);
}

// Emporium, when gained: +2 VP if its gainer has at least 5 Action cards in play.
void emporium_gain(State& s, Event& e) {
  State::done(e);
  int n = 0;
  for (CardId c : s.player(e.player).play) n += s.is(c, kAction);
  if (n >= 5) s.add_vp_tokens(e.player, 2);
}

// --------------------------------------------------------------- Settlers, Bustling Village

// Look through the discard pile; may put a `what` from it into the hand (e.a: the card).
void from_discard(State& s, Event& e, CardId what) {
  const int p = e.player;
  if (e.step == 0) {
    if (what == kNoCard || s.player(p).discard.find(what) < 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kGainToHand);
    d.card = what;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == 1) s.move(p, what, Zone::kDiscard, Zone::kHand);
}
void settlers(State& s, Event& e) { from_discard(s, e, kCopper); }
void bustling_village(State& s, Event& e) { from_discard(s, e, s.find_effect(fx::kSettlers)); }

// --------------------------------------------------------------- Castles

// Humble Castle: 1 VP per Castle its owner has; King's Castle: 2.
int humble_castle_vp(const State& s, int p) { return castles_owned(s, p); }
int kings_castle_vp(const State& s, int p) { return 2 * castles_owned(s, p); }

// Crumbling Castle, when gained or trashed: +1 VP and gain a Silver.
void crumbling_castle_move(State& s, Event& e) {
  State::done(e);
  s.add_vp_tokens(e.player, 1);
  s.gain(e.player, kSilver);
}

// The Castles pile's top card (kNoCard: empty).
CardId castle_top(const State& s, CardId any_castle) { return s.pile_top(s.pile_of(any_castle)); }

// Small Castle: trash this or a Castle from hand; if you do, gain a Castle (the pile's top).
void small_castle(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const bool here = this_in_play(s, e);
    if (hand_count(s, p, kCastle) == 0) {
      // The wiki's ruling: one may choose "a Castle from your hand" with none there and trash
      // nothing. Done when the Castles pile is empty (trashing this would gain nothing); with
      // Castles left, this is trashed without asking (a simplification: declining is legal).
      if (!here || castle_top(s, e.card) == kNoCard) return State::done(e);
      s.trash(p, e.self, Zone::kPlay);
      s.left_play(e);
      e.step = 2;
      return;
    }
    // No Castle chosen from the hand: this one is trashed (when it still can be).
    return ask_hand(s, e, Reason::kTrash, here ? 0 : 1, 1, 1, kCastle);
  }
  if (e.step == 1) {
    e.step = 2;
    if (s.answer().n) {
      s.trash(p, s.answer().cards[0], Zone::kHand);
    } else if (this_in_play(s, e)) {
      s.trash(p, e.self, Zone::kPlay);
      s.left_play(e);
    } else {
      State::done(e);
    }
    return;  // the trash's triggers (Crumbling Castle) first
  }
  State::done(e);
  const CardId top = castle_top(s, e.card);
  if (top != kNoCard) s.gain(p, top);
}

// Haunted Castle's victims: with 5 or more cards in hand, put 2 of them onto the deck.
void haunted_castle_victim(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.size() < 5) return State::done(e);
    return ask_hand(s, e, Reason::kTopdeck, 2, 2, 1);
  }
  State::done(e);
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kHand, Zone::kDeck);
}
// Haunted Castle, when gained during its gainer's turn: gain a Gold, and each other player with
// 5 or more cards in hand puts 2 of them onto their deck (not an Attack).
void haunted_castle_gain(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  if (p != s.current()) return;
  // Pushed in reverse: the player to the left first, after the Gold's gain.
  for (int i = s.num_players() - 1; i >= 1; --i)
    s.push(haunted_castle_victim, (p + i) % s.num_players(), e.card);
  s.gain(p, kGold);
}

// Opulent Castle: discard any number of Victory cards, +$2 each.
void opulent_castle(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const int n = hand_count(s, p, kVictory);
    if (n == 0) return State::done(e);
    return ask_hand(s, e, Reason::kDiscard, 0, n, 1, kVictory);
  }
  State::done(e);
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i)
    if (s.discard(p, c.cards[i], Zone::kHand)) s.add_coins(2);
}

// Sprawling Castle, when gained: gain a Duchy or 3 Estates.
void sprawling_castle_gain(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kGain);
    d.num_options = 2;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == fx::kSprawlingDuchy) {
    s.gain(p, kDuchy);
  } else {
    for (int i = 0; i < 3; ++i) s.gain(p, kEstate);
  }
}

// Grand Castle, when gained: reveal the hand; +1 VP per Victory card in hand and in play.
void grand_castle_gain(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  s.reveal_hand(p);
  int n = hand_count(s, p, kVictory);
  for (CardId c : s.player(p).play) n += s.is(c, kVictory);
  s.add_vp_tokens(p, n);
}

// --------------------------------------------------------------- Catapult, Rocks

void catapult_curse(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kCurse);
}
void discard_down_to(State& s, Event& e, int keep, uint8_t next_step) {
  const int excess = s.player(e.player).hand.size() - keep;
  if (excess <= 0) {
    e.step = next_step + 1;
    return;
  }
  ask_hand(s, e, Reason::kDiscard, excess, excess, next_step);
}
void discard_chosen(State& s, Event& e) {
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(e.player, c.cards[i], Zone::kHand);
}
void catapult_discard(State& s, Event& e) {
  if (e.step == 0) return discard_down_to(s, e, 3, 1);
  if (e.step == 1) discard_chosen(s, e);
  State::done(e);
}
void catapult_both(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    s.gain(e.player, kCurse);
    return;
  }
  if (e.step == 1) return discard_down_to(s, e, 3, 2);
  if (e.step == 2) discard_chosen(s, e);
  State::done(e);
}

// Catapult (+$1): trash a card from hand; costing $3 or more: each other player gains a Curse;
// a Treasure: each other player discards down to 3. e.b: 1 Curse, 2 discard.
void catapult(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.empty()) return State::done(e);
    return ask_hand(s, e, Reason::kTrash, 1, 1, 1);
  }
  if (e.step == 1) {
    const CardId c = s.answer().cards[0];
    e.b = int16_t((s.cost(c) >= 3 ? 1 : 0) | (s.is(c, kTreasure) ? 2 : 0));
    s.trash(p, c, Zone::kHand);
    e.step = 2;
    return;  // the trash's triggers (Rocks) first
  }
  if (e.b == 0) return State::done(e);
  attack(s, e, e.b == 1 ? catapult_curse : e.b == 2 ? catapult_discard : catapult_both);
}

// Rocks, when gained or trashed: gain a Silver, onto the deck in its owner's Buy phase, else
// into the hand.
void rocks_move(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  // The Buy phase includes its start (kTreasure) and end (kEndBuy) steps, as for Peddler.
  const Phase ph = s.phase();
  const bool buy_phase =
      p == s.current() && (ph == Phase::kTreasure || ph == Phase::kBuy || ph == Phase::kEndBuy);
  s.gain(p, kSilver, buy_phase ? Zone::kDeck : Zone::kHand);
}

// --------------------------------------------------------------- Chariot Race

// Chariot Race (+1 Action): reveal the top card and put it into the hand; the player to the left
// reveals theirs (it stays). If yours costs more: +$1 and +1 VP.
void chariot_race(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  const CardId mine = s.reveal_top(p);
  if (mine != kNoCard) s.move(p, mine, Zone::kAside, Zone::kHand);
  const int l = left_of(s, p);
  CardId theirs = kNoCard;
  if (l != p) {
    theirs = s.reveal_top(l);
    if (theirs != kNoCard) s.move(l, theirs, Zone::kAside, Zone::kDeck);
  } else if (mine != kNoCard) {  // solitaire: the player's own next card
    theirs = s.reveal_top(p);
    if (theirs != kNoCard) s.move(p, theirs, Zone::kAside, Zone::kDeck);
  }
  if (mine == kNoCard || theirs == kNoCard || !costs_more(s, mine, theirs)) return;
  s.add_coins(1);
  s.add_vp_tokens(p, 1);
}

// --------------------------------------------------------------- Enchantress

// The first Action card an enchanted player (w.a) plays on their turn: +1 Card +1 Action
// instead of its instructions.
void enchanted_play(State& s, Event& e) {
  State::done(e);
  s.draw(e.player, 1);
  if (e.player == s.current()) s.add_actions(1);
}
void enchantress_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.a || m.player != s.current() || !s.is(m.card, kAction) ||
      s.actions_played() != 1)
    return;
  s.play_instead(enchanted_play);
}
void enchantress_victim(State& s, Event& e) {
  State::done(e);
  s.watch(Watcher{enchantress_watch, Trigger::kPlay, Until::kOwnersNextTurn, uint8_t(e.a), e.card,
                  int16_t(e.player)});
}
void enchantress_next(State& s, Event& e) {
  State::done(e);
  s.draw(e.player, 2);
}
void enchantress(State& s, Event& e) {
  if (e.step == 0) {
    s.add_duration(e, enchantress_next);
    e.step = 1;
  }
  attack(s, e, enchantress_victim);
}

// --------------------------------------------------------------- Farmers' Market, Temple...

// Farmers' Market (+1 Buy): with 4 VP or more on its pile, take them and trash this; else add 1
// VP to the pile, then +$1 per VP on it.
void farmers_market(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  if (s.pile_vp(e.card) >= 4) {
    s.take_pile_vp(p, e.card);
    if (this_in_play(s, e)) {
      s.trash(p, e.self, Zone::kPlay);
      s.left_play(e);
    }
    return;
  }
  s.add_pile_vp(e.card, 1);
  s.add_coins(s.pile_vp(e.card));
}

// Sacrifice: trash a card from hand; Action: +2 Cards +2 Actions; Treasure: +$2; Victory: +2 VP.
void sacrifice(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.empty()) return State::done(e);
    return ask_hand(s, e, Reason::kTrash, 1, 1, 1);
  }
  if (e.step == 1) {
    const CardId c = s.answer().cards[0];
    e.b = int16_t(c);
    s.trash(p, c, Zone::kHand);
    e.step = 2;
    return;
  }
  State::done(e);
  const CardId c = CardId(e.b);
  if (s.is(c, kAction)) {
    s.draw(p, 2);
    if (p == s.current()) s.add_actions(2);
  }
  if (s.is(c, kTreasure) && p == s.current()) s.add_coins(2);
  if (s.is(c, kVictory)) s.add_vp_tokens(p, 2);
}

// Temple (+1 VP): trash 1 to 3 differently named cards from hand (one at a time: each pick
// excludes the names trashed before), then add 1 VP to the Temple pile. e.a: cards trashed,
// e.b/e.c: their kinds.
void temple(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) s.add_vp_tokens(p, 1);
  if (e.step == 1) {
    if (s.answer().n == 0) {
      e.step = 3;
    } else {
      const CardId c = s.answer().cards[0];
      if (e.a == 0)
        e.b = int16_t(c);
      else
        e.c = int16_t(c);
      ++e.a;
      s.trash(p, c, Zone::kHand);
      e.step = 2;
      return;
    }
  }
  if (e.step == 0 || e.step == 2) {
    uint64_t allow = ~uint64_t(0);
    if (e.a >= 1) allow &= ~mask(CardId(e.b));
    if (e.a >= 2) allow &= ~mask(CardId(e.c));
    bool any = false;
    for (CardId c : s.player(p).hand) any |= ((allow >> c) & 1) != 0;
    if (e.a < 3 && any) {
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.min = e.a == 0 ? 1 : 0;
      d.max = 1;
      d.allow = allow;
      e.step = 1;
      return s.ask(d);
    }
  }
  State::done(e);
  s.add_pile_vp(e.card, 1);
}
// Temple, when gained: take the VP from the Temple pile.
void temple_gain(State& s, Event& e) {
  State::done(e);
  s.take_pile_vp(e.player, e.card);
}

// Villa, when gained: into the hand, +1 Action, and in its gainer's Buy phase back to the Action
// phase.
void villa_gain(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  Moment& m = s.moment(e.a);
  switch (m.zone) {
    case Zone::kDeck:
    case Zone::kDiscard:
      if (s.move(p, m.card, m.zone, Zone::kHand)) m.zone = Zone::kHand;
      break;
    default:
      break;
  }
  if (p != s.current()) return;
  s.add_actions(1);
  // The start of the Buy phase (kTreasure) is the Buy phase too; at its end (kEndBuy) nothing is
  // left to return to, and return_to_action_phase() does nothing there.
  if (s.phase() == Phase::kBuy || s.phase() == Phase::kTreasure) s.return_to_action_phase();
}

// --------------------------------------------------------------- Archive

// Up to 3 card kinds packed in a Duration's memory: a = first | second << 8, b = third.
void pack(const CardId* c, int n, int& a, int& b) {
  auto at = [&](int i) { return i < n ? int(c[i]) : int(kNoCard); };
  a = at(0) | (at(1) << 8);
  b = at(2);
}
int unpack(int a, int b, CardId* c) {
  int n = 0;
  for (int v : {a & 0xff, (a >> 8) & 0xff, b & 0xff})
    if (v != kNoCard) c[n++] = CardId(v);
  return n;
}

// Puts one of the Archive's cards (memory e.a, e.b, on the face-down mat) into the hand; the
// rest wait for the next turn, with the Archive in play.
void archive_take(State& s, Event& e) {
  const int p = e.player;
  CardId cards[3];
  const int n = unpack(e.a, e.b, cards);
  if (e.step == 0) {
    if (n == 0) return State::done(e);
    for (int i = 0; i < n; ++i) s.from_mat(p, kHavenMat, cards[i], Zone::kAside);
    CardId kinds[3];
    int k = 0;
    for (int i = 0; i < n; ++i)
      if (std::find(kinds, kinds + k, cards[i]) == kinds + k) kinds[k++] = cards[i];
    e.step = 1;
    return s.ask(ask_aside(e, Reason::kGainToHand, kinds, k, 1, 1));
  }
  State::done(e);
  const CardId pick = s.answer().cards[0];
  s.move(p, pick, Zone::kAside, Zone::kHand);
  CardId rest[3];
  int r = 0;
  bool taken = false;
  for (int i = 0; i < n; ++i) {
    if (!taken && cards[i] == pick) {
      taken = true;
      continue;
    }
    rest[r++] = cards[i];
  }
  for (int i = 0; i < r; ++i) s.to_mat(p, kHavenMat, rest[i], Zone::kAside);
  if (r == 0) return;
  int a, b;
  pack(rest, r, a, b);
  // Archive is `lasting`: at the start of a later turn this event has the play's cards (this
  // Archive, or the Overlord that played it, and a Throne Room that played either) as instances,
  // which add_duration pins again. Without one (too many instances this turn), the Archive.
  s.add_duration(e, archive_take, a, b);
  if (e.inst == kNoInstance) s.keep_past_cleanup(p, e.card);
}

// Archive (+1 Action): set aside the top 3 cards face down; now and at the start of the next
// turns, put one into the hand.
void archive(State& s, Event& e) {
  const int p = e.player;
  CardId cards[3];
  int n = 0;
  for (; n < 3; ++n) {
    const CardId c = s.look_top(p);  // face down: no reveal
    if (c == kNoCard) break;
    cards[n] = c;
  }
  for (int i = 0; i < n; ++i) s.to_mat(p, kHavenMat, cards[i], Zone::kAside);
  State::done(e);
  if (n == 0) return;
  int a, b;
  pack(cards, n, a, b);
  // Taken now as the Duration's first part, with the play's instance (so the Archive stays in
  // play while cards are left).
  s.push(archive_take, p, e.card, a, b);
  s.event_at(s.stack_size() - 1).inst = e.inst;
}

// --------------------------------------------------------------- Capital, Charm, Crown

// Capital: when discarded from play, take 6 Debt, then pay off what the $ left allow.
void capital_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner) return;
  const int n = s.leaving_play(w.owner, w.card);
  if (n == 0) return;
  s.add_debt(w.owner, 6 * n);
  if (w.owner == s.current()) s.pay_debt();
}
void capital(State& s, Event& e) {
  State::done(e);
  if (e.self != kNoCard && e.player == s.current())
    s.watch(Watcher{capital_watch, Trigger::kCleanup, Until::kEndOfTurn, e.player, e.self});
}

// Charm's gain (2022 errata): after the next card gained this turn (bought or not), a differently
// named card with the same cost. The watcher fires once the first card is gained, so its
// on-gain effects and Charm's gain are ordered like other when-gain effects.
void charm_gain(State& s, Event& e) {
  if (e.step == 0) {
    const CardId b = CardId(e.b);
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
    d.min = 0;
    d.max = 1;
    d.cost_min = d.cost_max = uint8_t(s.cost(b));
    d.debt_min = d.debt_max = uint8_t(s.debt_cost(b));
    d.potion_ok = s.potion_cost(b);
    d.allow = ~mask(b);
    for (int k = 0; k < s.num_kinds(); ++k)
      if (s.potion_cost(CardId(k)) != s.potion_cost(b)) d.allow &= ~mask(CardId(k));
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n) s.gain(e.player, s.answer().cards[0]);
  if (--e.a > 0) {  // another Charm's gain for the same gain
    e.step = 0;
    s.push(charm_gain, e.player, e.card, e.a, e.b);
  }
}
void charm_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner || w.b) return;
  w.b = 1;  // used: only the next gain
  s.push(charm_gain, w.owner, w.card, w.count, m.card);
}
// Charm: choose +1 Buy and +$2, or the next card gained this turn brings another of its cost.
void charm(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 2;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (e.player != s.current()) return;
  if (s.answer().option == fx::kCharmCoins) {
    s.add_buys(1);
    s.add_coins(2);
    return;
  }
  s.watch(Watcher{charm_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
}

// Crown: in the Action phase, may play an Action card from hand twice; in the Buy phase, a
// Treasure; at another time (the start of a turn, played by Farmhands) nothing.
void crown(State& s, Event& e) {
  const int p = e.player;
  const bool buy_phase = s.phase() == Phase::kTreasure || s.phase() == Phase::kBuy;
  const Types type = s.in_action_phase() ? kAction : buy_phase ? kTreasure : Types(0);
  if (e.step == 0) {
    if (p != s.current() || type == 0 || hand_count(s, p, type) == 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kPlay);
    d.from = Zone::kHand;
    d.type_mask = type;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 0) return;
  const CardId c = s.answer().cards[0];
  if (s.move(p, c, Zone::kHand, Zone::kPlay)) s.replay(e, c, 2);
}

// --------------------------------------------------------------- Forum, Groundskeeper...

// Forum (+3 Cards +1 Action): discard 2 cards.
void forum(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    const int n = std::min(2, s.player(p).hand.size());
    if (n == 0) return State::done(e);
    return ask_hand(s, e, Reason::kDiscard, n, n, 1);
  }
  State::done(e);
  discard_chosen(s, e);
}
// Forum, when bought: +1 Buy.
void forum_buy(State& s, Event& e) {
  State::done(e);
  s.add_buys(1);
}

// Groundskeeper (+1 Card +1 Action), 2022 errata text: this turn, when you gain a Victory card,
// +1 VP. A watcher per play (not a Reaction from play), so Throne Room/Crown give +2 VP per gain
// and an Overlord playing it works; Enchantress's cantrip replaces the whole card, so nothing.
void groundskeeper_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner && s.is(m.card, kVictory)) s.add_vp_tokens(w.owner, w.count);
}
void groundskeeper(State& s, Event& e) {
  State::done(e);
  s.watch(Watcher{groundskeeper_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
}

void legionary_victim(State& s, Event& e) {
  if (e.step == 0) return discard_down_to(s, e, 2, 1);
  if (e.step == 1) discard_chosen(s, e);
  State::done(e);
  s.draw(e.player, 1);
}
// Legionary (+$3): may reveal a Gold from hand; if so, each other player discards down to 2
// cards in hand, then draws a card.
void legionary(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.find(kGold) < 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kReveal);
    d.card = kGold;
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    if (s.answer().option != 1) return State::done(e);
    e.step = 2;
  }
  attack(s, e, legionary_victim);
}

// Wild Hunt: +3 Cards and add 1 VP to its pile; or gain an Estate, and if you do, take the VP.
void wild_hunt(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 2;
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    if (s.answer().option == fx::kWildHuntDraw) {
      State::done(e);
      s.draw(p, 3);
      s.add_pile_vp(e.card, 1);
      return;
    }
    e.step = 2;
    e.a = s.gain(p, kEstate) ? 1 : 0;
    return;
  }
  State::done(e);
  if (e.a) s.take_pile_vp(p, e.card);
}

// --------------------------------------------------------------- Gladiator, Fortune

// Gladiator (+$2): reveal a card from hand; the player to the left may reveal a copy; if they
// don't, +$1 and trash a Gladiator from the Supply. e.b: the revealed card.
void gladiator(State& s, Event& e) {
  const int p = e.player;
  const int l = left_of(s, p);
  if (e.step == 0) {
    e.b = kNoCard;
    if (s.player(p).hand.empty()) {
      e.step = 2;
    } else {
      return ask_hand(s, e, Reason::kReveal, 1, 1, 1);
    }
  }
  if (e.step == 1) {
    e.b = s.answer().cards[0];
    s.reveal(p, CardId(e.b));
    if (l != p && s.player(l).hand.find(CardId(e.b)) >= 0) {
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kReveal);
      d.player = uint8_t(l);
      d.card = CardId(e.b);
      d.target = uint8_t(p);
      e.step = 3;
      return s.ask(d);
    }
    e.step = 2;
  }
  const bool matched = e.step == 3 && s.answer().option == 1;
  State::done(e);
  if (matched) s.reveal(l, CardId(e.b));
  if (matched) return;
  s.add_coins(1);
  const CardId g = s.find_effect(fx::kGladiator);
  if (g != kNoCard && s.pile_top(g) == g) s.trash_from_supply(p, g);
}

// Fortune (+1 Buy): doubles the $ the first time it is played in a turn.
void fortune(State& s, Event& e) {
  State::done(e);
  if (e.player == s.current() && s.played_this_turn(e.card) <= 1) s.add_coins(s.coins());
}
// Fortune, when gained: a Gold per Gladiator its gainer has in play.
void fortune_gain(State& s, Event& e) {
  State::done(e);
  const CardId g = s.find_effect(fx::kGladiator);
  if (g == kNoCard) return;
  const int n = s.in_play(e.player, g);
  for (int i = 0; i < n; ++i) s.gain(e.player, kGold);
}

CardDef card(const char* name, EffectId effect, int cost, Types types, bool kingdom = true) {
  CardDef d = set_card("Empires", name, effect, Edition::kBoth, cost, types);
  d.kingdom = kingdom;
  return d;
}

}  // namespace

void add_empires_cards(Registry& r) {
  CardDef d = card("Engineer", fx::kEngineer, 0, kAction);
  d.debt = 4;
  d.on_play = engineer;
  r.add(d);

  d = card("City Quarter", fx::kCityQuarter, 0, kAction);
  d.debt = 8;
  d.plus_actions = 2;
  d.on_play = city_quarter;
  r.add(d);

  d = card("Overlord", fx::kOverlord, 0, kAction | kCommand);
  d.debt = 8;
  d.on_play = overlord;
  r.add(d);

  d = card("Royal Blacksmith", fx::kRoyalBlacksmith, 0, kAction);
  d.debt = 8;
  d.plus_cards = 5;
  d.on_play = royal_blacksmith;
  r.add(d);

  // Split piles: 5 of the cheaper card (the kingdom pile, by its name) over 5 of the dearer one.
  struct Half {
    const char* name;
    EffectId effect;
    int cost, debt;
    Types types;
    int cards, actions, buys, coins;  // vanilla bonuses
    int coin;                         // a Treasure's $
    EffectFn on_play, on_gain, on_trash;
    uint16_t watches;
  };
  const uint16_t cleanup = trigger_bit(Trigger::kCleanup), play = trigger_bit(Trigger::kPlay);
  const Half splits[][2] = {
      {{"Encampment", fx::kEncampment, 2, 0, kAction, 2, 2, 0, 0, 0, encampment, nullptr, nullptr,
        cleanup},
       {"Plunder", fx::kPlunder, 5, 0, kTreasure, 0, 0, 0, 0, 2, plus_vp, nullptr, nullptr, 0}},
      {{"Patrician", fx::kPatrician, 2, 0, kAction, 1, 1, 0, 0, 0, patrician, nullptr, nullptr, 0},
       {"Emporium", fx::kEmporium, 5, 0, kAction, 1, 1, 0, 1, 0, nullptr, emporium_gain, nullptr,
        0}},
      {{"Settlers", fx::kSettlers, 2, 0, kAction, 1, 1, 0, 0, 0, settlers, nullptr, nullptr, 0},
       {"Bustling Village", fx::kBustlingVillage, 5, 0, kAction, 1, 3, 0, 0, 0, bustling_village,
        nullptr, nullptr, 0}},
      {{"Catapult", fx::kCatapult, 3, 0, kAction | kAttack, 0, 0, 0, 1, 0, catapult, nullptr,
        nullptr, 0},
       {"Rocks", fx::kRocks, 4, 0, kTreasure, 0, 0, 0, 0, 1, nullptr, rocks_move, rocks_move, 0}},
      {{"Gladiator", fx::kGladiator, 3, 0, kAction, 0, 0, 0, 2, 0, gladiator, nullptr, nullptr, 0},
       // Fortune watches its plays: it counts them this turn.
       {"Fortune", fx::kFortune, 8, 8, kTreasure, 0, 0, 1, 0, 0, fortune, fortune_gain, nullptr,
        play}},
  };
  for (const auto& pair : splits)
    for (const Half& h : pair) {
      const bool top = &h == &pair[0];
      d = card(h.name, h.effect, h.cost, h.types, top);
      d.debt = uint8_t(h.debt);
      d.plus_cards = int8_t(h.cards);
      d.plus_actions = int8_t(h.actions);
      d.plus_buys = int8_t(h.buys);
      d.plus_coins = int8_t(h.coins);
      d.coin = int8_t(h.coin);
      d.on_play = h.on_play;
      d.on_gain = h.on_gain;
      d.on_trash = h.on_trash;
      d.watches = h.watches;
      if (top) d.pile_cards = {{pair[0].name, 5}, {pair[1].name, 5}};
      r.add(d);
    }

  // Castles: a pile named Castles, in cost order; with 3+ players 2 each of Humble, Small, Opulent
  // and King's Castle (the rulebook's 12-card pile).
  d = card("Castles", fx::kCastles, 3, kVictory | kCastle);
  d.pile_cards = {{"Humble Castle", 2, 1}, {"Crumbling Castle", 1},  {"Small Castle", 2, 1},
                  {"Haunted Castle", 1},   {"Opulent Castle", 2, 1}, {"Sprawling Castle", 1},
                  {"Grand Castle", 1},     {"King's Castle", 2, 1}};
  r.add(d);
  d = card("Humble Castle", fx::kHumbleCastle, 3, kTreasure | kVictory | kCastle, false);
  d.coin = 1;
  d.end_vp = humble_castle_vp;
  r.add(d);
  d = card("Crumbling Castle", fx::kCrumblingCastle, 4, kVictory | kCastle, false);
  d.vp = 1;
  d.on_gain = d.on_trash = crumbling_castle_move;
  r.add(d);
  d = card("Small Castle", fx::kSmallCastle, 5, kAction | kVictory | kCastle, false);
  d.vp = 2;
  d.on_play = small_castle;
  r.add(d);
  d = card("Haunted Castle", fx::kHauntedCastle, 6, kVictory | kCastle, false);
  d.vp = 2;
  d.on_gain = haunted_castle_gain;
  r.add(d);
  d = card("Opulent Castle", fx::kOpulentCastle, 7, kAction | kVictory | kCastle, false);
  d.vp = 3;
  d.on_play = opulent_castle;
  r.add(d);
  d = card("Sprawling Castle", fx::kSprawlingCastle, 8, kVictory | kCastle, false);
  d.vp = 4;
  d.on_gain = sprawling_castle_gain;
  r.add(d);
  d = card("Grand Castle", fx::kGrandCastle, 9, kVictory | kCastle, false);
  d.vp = 5;
  d.on_gain = grand_castle_gain;
  r.add(d);
  d = card("King's Castle", fx::kKingsCastle, 10, kVictory | kCastle, false);
  d.end_vp = kings_castle_vp;
  r.add(d);

  d = card("Chariot Race", fx::kChariotRace, 3, kAction);
  d.plus_actions = 1;
  d.on_play = chariot_race;
  r.add(d);

  d = card("Enchantress", fx::kEnchantress, 3, kAction | kAttack | kDuration);
  d.on_play = enchantress;
  d.watches = trigger_bit(Trigger::kPlay);
  r.add(d);

  d = card("Farmers' Market", fx::kFarmersMarket, 3, kAction | kGathering);
  d.plus_buys = 1;
  d.on_play = farmers_market;
  r.add(d);

  d = card("Sacrifice", fx::kSacrifice, 4, kAction);
  d.on_play = sacrifice;
  r.add(d);

  d = card("Temple", fx::kTemple, 4, kAction | kGathering);
  d.on_play = temple;
  d.on_gain = temple_gain;
  r.add(d);

  d = card("Villa", fx::kVilla, 4, kAction);
  d.plus_actions = 2;
  d.plus_buys = 1;
  d.plus_coins = 1;
  d.on_gain = villa_gain;
  r.add(d);

  d = card("Archive", fx::kArchive, 5, kAction | kDuration);
  d.lasting = true;  // its sets go on for turns: it, and what played it, stay in play
  d.plus_actions = 1;
  d.on_play = archive;
  d.private_mats = uint8_t(1 << kHavenMat);
  r.add(d);

  d = card("Capital", fx::kCapital, 5, kTreasure);
  d.coin = 6;
  d.plus_buys = 1;
  d.on_play = capital;
  d.watches = trigger_bit(Trigger::kCleanup);
  r.add(d);

  d = card("Charm", fx::kCharm, 5, kTreasure);
  d.on_play = charm;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);

  d = card("Crown", fx::kCrown, 5, kAction | kTreasure);
  d.on_play = crown;
  r.add(d);

  d = card("Forum", fx::kForum, 5, kAction);
  d.plus_cards = 3;
  d.plus_actions = 1;
  d.on_play = forum;
  d.on_buy = forum_buy;
  r.add(d);

  d = card("Groundskeeper", fx::kGroundskeeper, 5, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = groundskeeper;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);

  d = card("Legionary", fx::kLegionary, 5, kAction | kAttack);
  d.plus_coins = 3;
  d.on_play = legionary;
  r.add(d);

  d = card("Wild Hunt", fx::kWildHunt, 5, kAction | kGathering);
  d.on_play = wild_hunt;
  r.add(d);
}

}  // namespace kl

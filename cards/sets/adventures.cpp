// Adventures set: Kingdom cards, the Traveller lines (Page -> Treasure Hunter -> Warrior -> Hero
// -> Champion; Peasant -> Soldier -> Fugitive -> Disciple -> Teacher, non-Supply piles of 5)
// and Events. Reserve cards go onto the Tavern mat (kTavernMat) when played and are called from
// it at their moment (a rule of the game: a kSupply reaction that checks the mat); a called card
// moves into play. Travellers are exchanged when discarded from play (a mandatory in-play
// reaction at the start of Clean-up that asks), with State::exchange: not a gain. Hireling and
// Champion stay in play for the game (State::stay_in_play). The player tokens on piles are the
// engine's (State::place_token, set_minus_coin, set_minus_card, flip_journey). Rulings follow the
// official FAQ (the DominionStrategy wiki's card pages). Coin of the Realm and Royal Carriage are
// called in the kAfterPlay window (an Action finished resolving); Save's card comes back in the
// kEndTurn window (after Clean-up's draw). Inheritance follows its 2022 text: a turn overlay
// (State::add_turn_overlay) makes Estates Command Actions that play the set-aside card during its
// buyer's turns.
#include "cards/sets/adventures.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/ask.h"
#include "cards/sets/set_card.h"
#include "cards/tokens.h"
#include "sim/attack.h"

namespace kl {

namespace {

uint64_t bit64(CardId c) { return uint64_t(1) << c; }

// A kChooseCards decision over p's hand: min..max cards of `type` (0: any).
Decision in_hand(const Event& e, Reason why, int min, int max, Types type = 0) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, why);
  d.from = Zone::kHand;
  d.type_mask = type;
  d.min = uint8_t(min);
  d.max = uint8_t(max);
  return d;
}

// Asks to gain a card costing $lo..$hi of `type` (mandatory if any qualifies), no Potion or Debt.
void ask_gain(State& s, Event& e, int lo, int hi, uint8_t next, Reason why = Reason::kGain,
              Types type = 0) {
  Decision d = decision_for(e, DecisionKind::kGain, why);
  d.min = d.max = 1;
  d.cost_min = uint8_t(std::clamp(lo, 0, 255));
  d.cost_max = uint8_t(std::clamp(hi, 0, 255));
  d.type_mask = type;
  e.step = next;
  s.ask(d);
}

void ask_yes(State& s, Event& e, Reason why, CardId about, uint8_t next) {
  Decision d = decision_for(e, DecisionKind::kYesNo, why);
  d.card = about;
  e.step = next;
  s.ask(d);
}

bool said_yes(const State& s) { return s.answer().option == 1; }

// Runs an Attack's reactions and victims in an event of its own; e resumes at `next`.
template <EffectFn Victim>
void attack_driver(State& s, Event& e) {
  attack(s, e, Victim);
}
template <EffectFn Victim>
void attack_then(State& s, Event& e, uint8_t next) {
  e.step = next;
  s.push(attack_driver<Victim>, e.player, e.card);
}

// --------------------------------------------------------------- Reserve cards, the Tavern mat

// "Put this on your Tavern mat": from play (a second play of a Throne Room finds it gone).
void to_tavern(State& s, Event& e) {
  if (e.self != kNoCard && s.to_mat(e.player, kTavernMat, e.self, Zone::kPlay)) s.left_play(e);
}
void tavern_only(State& s, Event& e) {
  to_tavern(s, e);
  State::done(e);
}

bool on_tavern(const State& s, int p, CardId c) { return s.mat_count(p, kTavernMat, c) > 0; }

// The call of a Reserve card at its moment: a rule of the game (event player = the moment's
// player, card = the Reserve, a = the moment). Asks "call it?" for each copy on the mat while
// `Can` holds; a called copy moves into play and `Effect` runs (an event of the Reserve card,
// b = the moment). `Can` is checked again after each call.
// Whether a call may open one more window: a call inside the window it answers nests (Duplicate's
// gain opens a gain window where the next Duplicate is called; Royal Carriage's replay is played
// inside the Action's kAfterPlay window), and the engine resolves at most kMaxMoments at once.
// Past kMaxMoments - 4 live moments the Reserve is not offered (a chain of 12 calls).
bool room_for_call(const State& s) {
  int live = 0;
  for (int i = 0; i < kMaxMoments; ++i) live += s.moment(i).live;
  return live < kMaxMoments - 4;
}

template <bool (*Can)(const State&, int, const Moment&), EffectFn Effect>
void call_reserve(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 1 && said_yes(s)) {
    if (s.from_mat(p, kTavernMat, e.card, Zone::kPlay)) {
      // Called on another player's turn (Duplicate): discarded at that turn's Clean-up. The
      // call is a play instance: a Duration Royal Carriage replays keeps the Carriage in play.
      const uint8_t inst = s.called_into_play(p, e.card);
      s.push(Effect, p, e.card, e.a, e.a);
      s.event_at(s.stack_size() - 1).inst = inst;
    }
    e.step = 0;
    return;
  }
  if (e.step == 0 && on_tavern(s, p, e.card) && Can(s, p, s.moment(e.a)) && room_for_call(s))
    return ask_yes(s, e, Reason::kUseAbility, e.card, 1);
  State::done(e);
}
template <bool (*Can)(const State&, int, const Moment&)>
bool reserve_applies(const State& s, const Moment& m, int, CardId self) {
  return on_tavern(s, m.player, self) && Can(s, m.player, m) && room_for_call(s);
}
bool always(const State&, int, const Moment&) { return true; }
bool hand_not_empty(const State& s, int p, const Moment&) { return s.player(p).hand.size() > 0; }

template <bool (*Can)(const State&, int, const Moment&), EffectFn Effect>
Reaction reserve_call(Trigger on) {
  return Reaction{on, Zone::kSupply, false, reserve_applies<Can>, call_reserve<Can, Effect>};
}

// Ratcatcher (called at the start of your turn): trash a card from your hand.
void ratcatcher_call(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(in_hand(e, Reason::kTrash, 1, 1));
  }
  if (s.answer().n) s.trash(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// Guide (called at the start of your turn): discard your hand, +5 Cards.
void guide_call(State& s, Event& e) {
  s.discard_hand(e.player);
  s.draw(e.player, 5);
  State::done(e);
}

// Transmogrify (called at the start of your turn): trash a card from your hand, and gain a card
// costing up to $1 more than it into your hand. e.c = the trashed card's cost.
void transmogrify_call(State& s, Event& e) {
  switch (e.step) {
    case 0:
      e.step = 1;
      return s.ask(in_hand(e, Reason::kTrash, 1, 1));
    case 1: {
      if (!s.answer().n) return State::done(e);
      const CardId c = s.answer().cards[0];
      e.c = int16_t(s.cost(c));
      const bool potion = s.potion_cost(c);
      s.trash(e.player, c, Zone::kHand);
      e.b = potion;
      e.step = 2;
      return;
    }
    case 2: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGainToHand);
      d.min = d.max = 1;
      d.cost_max = uint8_t(std::clamp(e.c + 1, 0, 255));
      d.potion_ok = e.b;
      e.step = 3;
      return s.ask(d);
    }
    default:
      if (s.answer().n) s.gain(e.player, s.answer().cards[0], Zone::kHand);
      State::done(e);
  }
}

// Duplicate (called when you gain a card costing up to $6): gain a copy of it.
bool duplicate_can(const State& s, int, const Moment& m) {
  // The copy comes from the Supply: not a Spoils, Madman or Traveller (FAQ).
  return m.card != kNoCard && s.cost(m.card) <= 6 && !s.potion_cost(m.card) &&
         !s.debt_cost(m.card) && s.in_supply(m.card) && s.pile(m.card) > 0 && !s.covered(m.card);
}
void duplicate_call(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, s.moment(e.b).card);
}

// Wine Merchant: at the end of your Buy phase, with $2 or more unspent, you may discard it from
// the Tavern mat (a discard from the mat, not a call: it does not go into play).
bool wine_merchant_can(const State& s, int, const Moment&) { return s.coins() >= 2; }
void wine_merchant_release(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 1 && said_yes(s)) {
    s.from_mat(p, kTavernMat, e.card, Zone::kDiscard);
    e.step = 0;
    return;
  }
  if (e.step == 0 && on_tavern(s, p, e.card) && s.coins() >= 2)
    return ask_yes(s, e, Reason::kUseAbility, e.card, 1);
  State::done(e);
}

// Coin of the Realm (called directly after you finish playing an Action card): +2 Actions.
void coin_of_the_realm_call(State& s, Event& e) {
  s.add_actions(2);
  State::done(e);
}

// Royal Carriage (called directly after you finish playing an Action card, if it is still in
// play): replay that Action. The call's play instance plays it: with a Duration the Carriage
// stays in play until the Duration leaves (FAQ).
bool royal_carriage_can(const State& s, int p, const Moment& m) {
  // The played copy itself must still be in play, not just another copy of it (FAQ).
  return m.card != kNoCard && !(m.flags & kPlayedCopyLeft) && s.in_play(p, m.card) > 0;
}
void royal_carriage_call(State& s, Event& e) {
  State::done(e);
  const CardId c = s.moment(e.b).card;
  if (s.in_play(e.player, c) == 0) return;
  s.replay(e, c, 1);
}

// Teacher (called at the start of your turn): move your +1 Card, +1 Action, +1 Buy or +$1 token
// to an Action Supply pile you have no tokens on. e.c = the token.
constexpr PileToken kTeacherTokens[] = {kPlusCardToken, kPlusActionToken, kPlusBuyToken,
                                        kPlusCoinToken};
uint64_t piles_without_tokens(const State& s, int p) {
  uint64_t ok = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || !s.is(c, kAction) || s.pile_of(c) != c) continue;
    bool mine = false;
    for (int t = 0; t < kNumPileTokens; ++t) mine |= s.token_pile(p, PileToken(t)) == c;
    if (!mine) ok |= bit64(c);
  }
  return ok;
}
void teacher_call(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 4;
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    e.c = int16_t(std::clamp(s.answer().option, 0, 3));
    const uint64_t ok = piles_without_tokens(s, e.player);
    if (!ok) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kMat);
    d.min = 1;
    d.allow = ok;
    e.step = 2;
    return s.ask(d);
  }
  if (s.answer().n) s.place_token(e.player, kTeacherTokens[e.c], s.answer().cards[0]);
  State::done(e);
}

// Miser: put a Copper from your hand onto your Tavern mat, or +$1 per Copper on it.
void miser(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 2;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == fx::kMiserCopperToMat)
    s.to_mat(e.player, kTavernMat, kCopper, Zone::kHand);
  else
    s.add_coins(s.mat_count(e.player, kTavernMat, kCopper));
}

// Distant Lands: worth 4 VP if on your Tavern mat at the end of the game.
int distant_lands_vp(const State& s, int p) {
  const CardId c = s.find_effect(fx::kDistantLands);
  return c == kNoCard ? 0 : 4 * s.mat_count(p, kTavernMat, c);
}

// --------------------------------------------------------------- Travellers

// "When you discard this from play, you may exchange it for a <next>": asked at the start of
// Clean-up, once per copy leaving play (Durations kept in play stay).
template <EffectId Next>
bool traveller_applies(const State& s, const Moment& m, int owner, CardId self) {
  if (owner != m.player || s.leaving_play(owner, self) == 0) return false;
  const CardId next = s.find_effect(Next);
  return next != kNoCard && s.pile(next) > 0;
}
template <EffectId Next>
void traveller_exchange(State& s, Event& e) {
  const int p = e.player;
  const CardId next = s.find_effect(Next);
  if (e.step == 0) {
    if (next == kNoCard || s.pile(next) == 0 || s.leaving_play(p, e.card) == 0)
      return State::done(e);
    return ask_yes(s, e, Reason::kUseAbility, e.card, 1);
  }
  State::done(e);
  if (said_yes(s)) s.exchange(p, e.card, Zone::kPlay, next);
}
template <EffectId Next>
Reaction exchange_for() {
  return Reaction{Trigger::kCleanup, Zone::kPlay, false, traveller_applies<Next>,
                  traveller_exchange<Next>};
}

// Treasure Hunter: gain a Silver per card the player to your right gained on their last turn.
void treasure_hunter(State& s, Event& e) {
  // One Silver per step: each gain's triggers resolve before the next (a player may have gained
  // more cards than the engine has windows open at once). e.c = Silvers still to gain.
  if (e.step == 0) {
    const int n = s.num_players();
    e.c = int16_t(s.gains_last_turn((e.player + n - 1) % n));
    e.step = 1;
  }
  if (e.c <= 0 || s.pile(kSilver) == 0) return State::done(e);
  e.c = int16_t(e.c - 1);
  s.gain(e.player, kSilver);
}

// Warrior: for each Traveller you have in play (this included), each other player discards the
// top card of their deck and trashes it if it costs $3 or $4.
int travellers_in_play(const State& s, int p) {
  int n = 0;
  for (CardId c : s.player(p).play) n += s.is(c, kTraveller);
  return n;
}
void warrior_victim(State& s, Event& e) {
  // One card per step (its trash's triggers first). e.c = cards still to discard.
  if (e.step == 0) {
    e.c = int16_t(travellers_in_play(s, e.a));
    e.step = 1;
  }
  if (e.c <= 0) return State::done(e);
  e.c = int16_t(e.c - 1);
  const CardId c = s.look_top(e.player);  // "discards the top card": no reveal
  if (c == kNoCard) return State::done(e);
  s.discard(e.player, c, Zone::kAside);
  const int cost = s.cost(c);
  if ((cost == 3 || cost == 4) && !s.potion_cost(c) && !s.debt_cost(c))
    s.trash(e.player, c, Zone::kDiscard);
}
void warrior(State& s, Event& e) { attack(s, e, warrior_victim); }

// Hero: gain a Treasure.
void hero(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(ask_gain_of_type(e, kTreasure));
  }
  if (s.answer().n) s.gain(e.player, s.answer().cards[0]);
  State::done(e);
}

// Champion: stays in play; for the rest of the game, another player's Attack does not affect
// you, and when you play an Action, +1 Action.
void champion_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner && m.player == s.current() && s.is(m.card, kAction) &&
      s.in_play(w.owner, w.card) > 0)
    s.add_actions(w.count * m.count);
}
void champion(State& s, Event& e) {
  s.stay_in_play(e);
  s.watch(Watcher{champion_watch, Trigger::kPlay, Until::kGame, e.player, e.card});
  State::done(e);
}
bool champion_shields(const State& s, const Moment& m, int owner, CardId self) {
  return owner != m.player && s.staying(owner, self) > 0;
}

// Soldier: +$1 per other Attack you have in play; each other player with 4 or more cards in hand
// discards a card.
void soldier_victim(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.size() < 4) return State::done(e);
    e.step = 1;
    return s.ask(in_hand(e, Reason::kDiscard, 1, 1));
  }
  if (s.answer().n) s.discard(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}
void soldier(State& s, Event& e) {
  if (e.step == 0) {
    int attacks = -1;  // this one is not "other"
    for (CardId c : s.player(e.player).play) attacks += s.is(c, kAttack);
    if (s.in_play(e.player, e.self) == 0) ++attacks;  // it left play: every Attack is other
    s.add_coins(std::max(0, attacks));
    e.step = 1;
  }
  attack(s, e, soldier_victim);
}

// Fugitive: discard a card.
void fugitive(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(in_hand(e, Reason::kDiscard, 1, 1));
  }
  if (s.answer().n) s.discard(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// Disciple: you may play an Action card from your hand twice; gain a copy of it. e.a = it.
void disciple(State& s, Event& e) {
  switch (e.step) {
    case 0:
      e.step = 1;
      return s.ask(in_hand(e, Reason::kPlay, 0, 1, kAction));
    case 1: {
      if (!s.answer().n) return State::done(e);
      const CardId c = s.answer().cards[0];
      e.a = c;
      if (!s.move(e.player, c, Zone::kHand, Zone::kPlay)) return State::done(e);
      e.step = 2;
      return s.replay(e, c, 2);
    }
    default:
      State::done(e);
      // The copy comes from the Supply: a Fugitive or Soldier is played twice, not gained (FAQ).
      if (s.in_supply(CardId(e.a)) && !s.covered(CardId(e.a))) s.gain(e.player, CardId(e.a));
  }
}

// --------------------------------------------------------------- Kingdom cards

// Looks at (moves into the aside zone, no reveal) up to n cards from p's deck; returns how many.
int look_at(State& s, int p, int n) {
  int k = 0;
  while (k < n && s.look_top(p) != kNoCard) ++k;
  return k;
}
// The distinct kinds among the top n cards of p's aside zone (up to 8), into out.
int aside_kinds(const State& s, int p, int n, CardId* out) {
  const CardList& aside = s.player(p).aside;
  int k = 0;
  for (int i = 0; i < n; ++i) {
    const CardId c = aside[aside.size() - 1 - i];
    if (k < 8 && std::find(out, out + k, c) == out + k) out[k++] = c;
  }
  return k;
}
// Discards the top n cards of p's aside zone.
void discard_aside(State& s, int p, int n) {
  CardId rest[kZoneCap];
  const CardList& aside = s.player(p).aside;
  for (int i = 0; i < n; ++i) rest[i] = aside[aside.size() - 1 - i];
  for (int i = 0; i < n; ++i) s.discard(p, rest[i], Zone::kAside);
}

// Caravan Guard: at the start of your next turn, +$1; when another player plays an Attack, you
// may first play it from your hand (a play on their turn: its +1 Action does nothing).
void plus_coin(State& s, Event& e) {
  s.add_coins(1);
  State::done(e);
}
void caravan_guard(State& s, Event& e) {
  s.add_duration(e, plus_coin);
  State::done(e);
}
void caravan_guard_react(State& s, Event& e) {
  s.play_card(e.player, e.card, Zone::kHand);
  State::done(e);
}

// Raze: trash this or a card from your hand; look at as many cards from your deck as the trashed
// card costs in $; put one into your hand and discard the rest. e.c = cards looked at.
void raze(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      // Choosing no card trashes Raze itself (when it is still in play: a Throne Room's second
      // play must trash from the hand).
      const bool self_there = !(e.flags & kLeftPlay) && s.in_play(p, e.self) > 0;
      e.step = 1;
      return s.ask(in_hand(e, Reason::kTrash, self_there ? 0 : 1, 1));
    }
    case 1: {
      int cost = 0;
      if (s.answer().n) {
        const CardId c = s.answer().cards[0];
        cost = s.cost(c);
        s.trash(p, c, Zone::kHand);
      } else if (!(e.flags & kLeftPlay) && s.in_play(p, e.self) > 0) {
        cost = s.cost(e.self);
        if (s.trash(p, e.self, Zone::kPlay)) s.left_play(e);
      }
      e.c = int16_t(cost);
      e.step = 2;
      return;
    }
    case 2: {
      e.c = int16_t(look_at(s, p, e.c));
      if (e.c == 0) return State::done(e);
      CardId kinds[8];
      const int k = aside_kinds(s, p, e.c, kinds);
      e.step = 3;
      return s.ask(ask_aside(e, Reason::kGainToHand, kinds, k, 1, 1));
    }
    default: {
      State::done(e);
      // The looked-at cards are the top e.c of the aside zone (below them: a Golem's second
      // Action waiting to be played). Noted before the move: taking a card out reorders the zone.
      const CardList& aside = s.player(p).aside;
      CardId looked[kZoneCap];
      const int n = std::min<int>(e.c, aside.size());
      for (int i = 0; i < n; ++i) looked[i] = aside[aside.size() - 1 - i];
      const CardId chosen = s.answer().cards[0];
      s.move(p, chosen, Zone::kAside, Zone::kHand);
      bool skipped = false;  // the chosen card is one of the looked-at ones
      for (int i = 0; i < n; ++i) {
        if (!skipped && looked[i] == chosen) {
          skipped = true;
          continue;
        }
        s.discard(p, looked[i], Zone::kAside);
      }
    }
  }
}

// Amulet: now and at the start of your next turn, choose one: +$1; trash a card from your hand;
// gain a Silver.
void amulet_mode(State& s, Event& e) {
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.num_options = 3;
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().option == fx::kAmuletCoin) {
        s.add_coins(1);
        return State::done(e);
      }
      if (s.answer().option == fx::kAmuletSilver) {
        State::done(e);
        s.gain(e.player, kSilver);
        return;
      }
      e.step = 2;
      return s.ask(in_hand(e, Reason::kTrash, 1, 1));
    default:
      if (s.answer().n) s.trash(e.player, s.answer().cards[0], Zone::kHand);
      State::done(e);
  }
}
void amulet(State& s, Event& e) {
  if (e.step == 0) s.add_duration(e, amulet_mode);
  amulet_mode(s, e);
}

// Dungeon: now and at the start of your next turn: +2 Cards, then discard 2 cards.
void dungeon_part(State& s, Event& e) {
  if (e.step == 0) {
    s.draw(e.player, 2);
    e.step = 1;
    return s.ask(in_hand(e, Reason::kDiscard, 2, 2));
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.discard(e.player, c.cards[i], Zone::kHand);
  State::done(e);
}
void dungeon(State& s, Event& e) {
  if (e.step == 0) s.add_duration(e, dungeon_part);
  dungeon_part(s, e);
}

// Gear: set aside up to 2 cards from your hand face down (on a mat); at the start of your next
// turn put them into your hand. No card set aside: it is discarded this turn.
void gear_back(State& s, Event& e) {
  // Only the cards this Gear set aside (e.a, e.b; kNoCard: none): Haven and Research share the
  // mat.
  for (int16_t c : {e.a, e.b})
    if (c != kNoCard) s.from_mat(e.player, kHavenMat, CardId(c), Zone::kHand);
  State::done(e);
}
void gear(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(in_hand(e, Reason::kMat, 0, 2));
  }
  State::done(e);
  const Choice& c = s.answer();
  if (!c.n) return;
  CardId set[2] = {kNoCard, kNoCard};
  for (int i = 0; i < c.n && i < 2; ++i)
    if (s.to_mat(e.player, kHavenMat, c.cards[i], Zone::kHand)) set[i] = c.cards[i];
  s.add_duration(e, gear_back, set[0], set[1]);
}

// Magpie: reveal the top card of your deck; a Treasure goes into your hand; an Action or
// Victory card: gain a Magpie.
void magpie(State& s, Event& e) {
  State::done(e);
  const CardId c = s.reveal_top(e.player);
  if (c == kNoCard) return;
  const bool gain = s.is(c, kAction | kVictory);
  if (s.is(c, kTreasure))
    s.move(e.player, c, Zone::kAside, Zone::kHand);
  else
    s.move(e.player, c, Zone::kAside, Zone::kDeck);
  if (gain) s.gain(e.player, e.card);
}

// Port: when you buy this, gain another Port (when it is gained: after the bought one).
void port_buy(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, e.card);
}

// Ranger: turn your Journey token over; if it is face up, +5 Cards.
void ranger(State& s, Event& e) {
  State::done(e);
  if (s.flip_journey(e.player)) s.draw(e.player, 5);
}

// Giant: turn your Journey token over; face down: +$1; face up: +$5, and each other player
// reveals their top card, trashes it if it costs $3 to $6, else discards it and gains a Curse.
void giant_victim(State& s, Event& e) {
  State::done(e);
  const CardId c = s.reveal_top(e.player);
  if (c == kNoCard) {
    s.gain(e.player, kCurse);  // nothing to reveal even after shuffling: a Curse (FAQ)
    return;
  }
  const int cost = s.cost(c);
  if (cost >= 3 && cost <= 6 && !s.potion_cost(c) && !s.debt_cost(c)) {
    s.trash(e.player, c, Zone::kAside);
  } else {
    s.discard(e.player, c, Zone::kAside);
    s.gain(e.player, kCurse);
  }
}
// Face down, Giant is still an Attack played: Attack reactions (Caravan Guard) may respond (FAQ),
// and it does nothing to anyone.
void no_victim(State&, Event& e) { State::done(e); }
void giant(State& s, Event& e) {
  if (e.step == 0) {
    e.step = s.flip_journey(e.player) ? 1 : 2;
    s.add_coins(e.step == 1 ? 5 : 1);
  }
  if (e.step == 2) return attack(s, e, no_victim);
  attack(s, e, giant_victim);
}

// Lost City: when you gain this, each other player draws a card.
void lost_city_gain(State& s, Event& e) {
  State::done(e);
  const int n = s.num_players();
  for (int i = 1; i < n; ++i) s.draw((e.player + i) % n, 1);
}

// Relic: each other player puts their -1 Card token on their deck.
void relic_victim(State& s, Event& e) {
  s.set_minus_card(e.player);
  State::done(e);
}
void relic(State& s, Event& e) { attack(s, e, relic_victim); }

// Treasure Trove: gain a Gold and a Copper.
void treasure_trove(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    s.gain(e.player, kGold);
    return;
  }
  State::done(e);
  s.gain(e.player, kCopper);
}

// Hireling: at the start of each of your turns for the rest of the game, +1 Card (it stays in
// play, with the Throne Room or Disciple that played it). A game-long watcher per play (merged:
// the count is the cards drawn). The effect lasts even when Hireling leaves play (Bonfire): you
// "remember Hireling's effect for the rest of the game" (FAQ).
void hireling_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner) s.draw(w.owner, w.count);
}
void hireling(State& s, Event& e) {
  s.stay_in_play(e);
  s.watch(Watcher{hireling_watch, Trigger::kStartTurn, Until::kGame, e.player, e.card});
  State::done(e);
}

// Swamp Hag: until your next turn, when any other player gains a card they bought, they gain a
// Curse; at the start of your next turn, +$3. The project follows the current (2022) text: the
// Curse comes with the bought card's when-gain effects, not at the buy, and not at all if the
// bought card is not gained (Trader). The 1st printing said "buys a card".
void plus_three(State& s, Event& e) {
  s.add_coins(3);
  State::done(e);
}
void swamp_hag_watch(State& s, Watcher& w, const Moment& m) {
  if (!((w.a >> m.player) & 1) || m.player == w.owner || !(m.flags & kBought)) return;
  for (int i = 0; i < w.count; ++i) s.gain(m.player, kCurse);
}
Event* waiting_event(State& s, EffectFn fn, int player) {
  for (int i = s.stack_size() - 1; i >= 0; --i) {
    Event& x = s.event_at(i);
    if (x.fn == fn && x.player == player) return &x;
  }
  return nullptr;
}
void swamp_hag(State& s, Event& e);
void swamp_hag_victim(State& s, Event& e) {
  if (Event* h = waiting_event(s, swamp_hag, e.a)) h->c = int16_t(h->c | (1 << e.player));
  State::done(e);
}
void swamp_hag(State& s, Event& e) {
  if (e.step == 0) {
    s.add_duration(e, plus_three);
    e.c = 0;
    return attack_then<swamp_hag_victim>(s, e, 1);
  }
  if (e.c)
    s.watch(
        Watcher{swamp_hag_watch, Trigger::kGain, Until::kOwnersNextTurn, e.player, e.card, e.c});
  State::done(e);
}

// Haunted Woods: until your next turn, when any other player gains a card they bought, they put
// their hand onto their deck in any order; at the start of your next turn, +3 Cards. The current
// (2022) text, as for Swamp Hag (the 1st printing said "buys a card").
void plus_three_cards(State& s, Event& e) {
  s.draw(e.player, 3);
  State::done(e);
}
void hand_onto_deck(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.size() <= 1) {
      if (s.player(p).hand.size() == 1) s.move(p, s.player(p).hand[0], Zone::kHand, Zone::kDeck);
      return State::done(e);
    }
    Decision d = in_hand(e, Reason::kOrder, s.player(p).hand.size(), s.player(p).hand.size());
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kHand, Zone::kDeck);
  State::done(e);
}
void haunted_woods_watch(State& s, Watcher& w, const Moment& m) {
  if (!((w.a >> m.player) & 1) || m.player == w.owner || !(m.flags & kBought)) return;
  if (waiting_event(s, hand_onto_deck, m.player)) return;  // once per buy is the same
  s.push(hand_onto_deck, m.player, w.card);
}
void haunted_woods(State& s, Event& e);
void haunted_woods_victim(State& s, Event& e) {
  if (Event* h = waiting_event(s, haunted_woods, e.a)) h->c = int16_t(h->c | (1 << e.player));
  State::done(e);
}
void haunted_woods(State& s, Event& e) {
  if (e.step == 0) {
    s.add_duration(e, plus_three_cards);
    e.c = 0;
    return attack_then<haunted_woods_victim>(s, e, 1);
  }
  if (e.c)
    s.watch(Watcher{haunted_woods_watch, Trigger::kGain, Until::kOwnersNextTurn, e.player, e.card,
                    e.c});
  State::done(e);
}

// Bridge Troll: each other player takes their -$1 token; now and at the start of your next
// turn: this turn, cards (everywhere) cost $1 less; +1 Buy.
void bridge_troll_next(State& s, Event& e) {
  s.reduce_costs(1);
  s.add_buys(1);
  State::done(e);
}
void bridge_troll_victim(State& s, Event& e) {
  s.set_minus_coin(e.player);
  State::done(e);
}
void bridge_troll(State& s, Event& e) {
  if (e.step == 0) {
    s.add_duration(e, bridge_troll_next);
    s.reduce_costs(1);
    e.step = 1;
  }
  attack(s, e, bridge_troll_victim);
}

// Storyteller: play up to 3 Treasures from your hand; then pay all of your $ (not Potions) and
// +1 Card per $ paid. e.c = Treasures played so far.
void storyteller(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 1 && s.answer().n) {
    e.c = int16_t(e.c + 1);
    e.step = 0;
    s.play_card(p, s.answer().cards[0], Zone::kHand);
    return;
  }
  if (e.step == 0 && e.c < 3) {
    bool any = false;
    for (CardId c : s.player(p).hand) any |= s.is(c, kTreasure);
    if (any) {
      e.step = 1;
      return s.ask(in_hand(e, Reason::kPlay, 0, 1, kTreasure));
    }
  }
  State::done(e);
  const int paid = std::max(0, s.coins());
  s.add_coins(-paid);
  s.draw(p, paid);
}

// Artificer: discard any number of cards; you may gain a card costing exactly $1 per card
// discarded, onto your deck. e.c = cards discarded.
void artificer(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(in_hand(e, Reason::kDiscard, 0, s.player(e.player).hand.size()));
  }
  if (e.step == 1) {
    const Choice& c = s.answer();
    e.c = c.n;
    CardId chosen[kZoneCap];
    for (int i = 0; i < c.n; ++i) chosen[i] = c.cards[i];
    for (int i = 0; i < e.c; ++i) s.discard(e.player, chosen[i], Zone::kHand);
    e.step = 2;
    return;
  }
  if (e.step == 2) {
    Decision d = decision_for(e, DecisionKind::kGain, Reason::kTopdeck);
    d.min = 0;
    d.max = 1;
    d.cost_min = d.cost_max = uint8_t(std::min<int>(e.c, 255));
    e.step = 3;
    return s.ask(d);
  }
  if (s.answer().n) s.gain(e.player, s.answer().cards[0], Zone::kDeck);
  State::done(e);
}

// Messenger: you may put your deck into your discard pile. When you buy this, if it is the first
// card you gained this turn, gain a card costing up to $4, and each other player gains a copy.
void messenger(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).deck.size() == 0) return State::done(e);
    return ask_yes(s, e, Reason::kDiscardDeck, kNoCard, 1);
  }
  State::done(e);
  if (said_yes(s)) s.deck_to_discard(e.player);
}
void messenger_buy(State& s, Event& e) {
  if (e.step == 0) {
    // Bought before anything was gained this turn: it will be the first card gained.
    if (s.gains_this_turn() != 0 || e.player != s.current()) return State::done(e);
    return ask_gain(s, e, 0, 4, 1);
  }
  if (e.step == 1) {
    if (!s.answer().n) return State::done(e);
    e.c = s.answer().cards[0];
    e.b = 1;  // the next player to gain a copy
    e.step = 2;
    s.gain(e.player, CardId(e.c));
    return;
  }
  const int n = s.num_players();
  if (e.b >= n) return State::done(e);
  const int v = (e.player + e.b++) % n;
  s.gain(v, CardId(e.c));
}

// --------------------------------------------------------------- Events

// "Once per turn": the Event bans itself for the rest of the turn.
void once_per_turn(State& s, const Event& e) { s.ban_buy(e.card); }

// The Action Supply piles (their pile_of() cards), a bit per kind.
uint64_t action_piles(const State& s) {
  uint64_t ok = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (s.in_supply(c) && s.is(c, kAction) && s.pile_of(c) == c) ok |= bit64(c);
  }
  return ok;
}
// Moves the buyer's token of kind `Token` to an Action Supply pile they choose.
template <PileToken Token>
void move_token(State& s, Event& e) {
  if (e.step == 0) {
    const uint64_t ok = action_piles(s);
    if (!ok) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kMat);
    d.min = 1;
    d.allow = ok;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().n) s.place_token(e.player, Token, s.answer().cards[0]);
  State::done(e);
}

// Alms: once per turn: if you have no Treasures in play, gain a card costing up to $4.
void alms(State& s, Event& e) {
  if (e.step == 0) {
    once_per_turn(s, e);
    for (CardId c : s.player(e.player).play)
      if (s.is(c, kTreasure)) return State::done(e);
    return ask_gain(s, e, 0, 4, 1);
  }
  if (s.answer().n) s.gain(e.player, s.answer().cards[0]);
  State::done(e);
}

// Borrow (+1 Buy): once per turn: if your -1 Card token isn't on your deck, put it there and +$1.
void borrow(State& s, Event& e) {
  once_per_turn(s, e);
  if (!s.player(e.player).minus_card) {
    s.set_minus_card(e.player);
    s.add_coins(1);
  }
  State::done(e);
}

// Quest: you may discard an Attack, two Curses, or six cards; if you do, gain a Gold.
void quest(State& s, Event& e) {
  const int p = e.player;
  const CardList& hand = s.player(p).hand;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.num_options = 4;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const int mode = s.answer().option;
      e.c = int16_t(mode);
      int attacks = 0;
      for (CardId c : hand) attacks += s.is(c, kAttack);
      if (mode == fx::kQuestAttack && attacks > 0) {
        e.step = 2;
        return s.ask(in_hand(e, Reason::kDiscard, 1, 1, kAttack));
      }
      // Too few Curses or cards: the player may still choose it, discards what there is and
      // gains no Gold (FAQ; it matters with Tunnel, Village Green, Weaver).
      if (mode == fx::kQuestCurses) {
        const bool enough = hand.count(kCurse) >= 2;
        for (int i = 0; i < 2 && hand.count(kCurse) > 0; ++i) s.discard(p, kCurse, Zone::kHand);
        if (!enough) return State::done(e);
        e.step = 3;
        return;
      }
      if (mode == fx::kQuestSix && hand.size() >= 6) {
        e.step = 2;
        return s.ask(in_hand(e, Reason::kDiscard, 6, 6));
      }
      if (mode == fx::kQuestSix) s.discard_hand(p);
      return State::done(e);
    }
    case 2: {
      const Choice& c = s.answer();
      CardId chosen[kZoneCap];
      for (int i = 0; i < c.n; ++i) chosen[i] = c.cards[i];
      const int n = c.n;
      for (int i = 0; i < n; ++i) s.discard(p, chosen[i], Zone::kHand);
      e.step = 3;
      return;
    }
    default:
      State::done(e);
      s.gain(p, kGold);
  }
}

// Scouting Party (+1 Buy): look at the top 5 cards of your deck; discard 3 and put the rest back
// in any order. e.c = cards looked at.
void scouting_party(State& s, Event& e) {
  const int p = e.player;
  // Every card looked at is a candidate (a multiset: two Coppers are listed twice).
  auto candidates = [&](Reason why, int n) {
    CardId cards[8];
    const CardList& aside = s.player(p).aside;
    for (int i = 0; i < e.c; ++i) cards[i] = aside[aside.size() - 1 - i];
    return ask_aside(e, why, cards, e.c, n, n);
  };
  switch (e.step) {
    case 0: {
      e.c = int16_t(look_at(s, p, 5));
      if (e.c == 0) return State::done(e);
      if (e.c <= 3) {
        discard_aside(s, p, e.c);
        return State::done(e);
      }
      e.step = 1;
      return s.ask(candidates(Reason::kDiscard, 3));
    }
    case 1: {
      const Choice& c = s.answer();
      CardId chosen[8];
      const int n = std::min<int>(c.n, 8);
      for (int i = 0; i < n; ++i) chosen[i] = c.cards[i];
      for (int i = 0; i < n; ++i) s.discard(p, chosen[i], Zone::kAside);
      e.c = int16_t(e.c - n);
      e.step = 2;
      return;  // the discards' triggers first
    }
    case 2:
      e.step = 3;
      return s.ask(candidates(Reason::kOrder, e.c));
    default: {
      const Choice& c = s.answer();
      for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kAside, Zone::kDeck);
      State::done(e);
    }
  }
}

// Travelling Fair (+2 Buys): when you gain a card this turn, you may put it onto your deck.
void fair_topdeck(State& s, Event& e) {
  const Moment& m = s.moment(e.a);
  if (e.step == 0) {
    if ((m.zone != Zone::kDiscard && m.zone != Zone::kHand) ||
        s.zone(e.player, m.zone).find(m.card) < 0)
      return State::done(e);
    return ask_yes(s, e, Reason::kTopdeck, m.card, 1);
  }
  State::done(e);
  if (said_yes(s) && s.move(e.player, m.card, m.zone, Zone::kDeck))
    s.moment(e.a).zone = Zone::kDeck;
}
void travelling_fair_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner) s.push(fair_topdeck, m.player, w.card, int(&m - &s.moment(0)));
}
void travelling_fair(State& s, Event& e) {
  s.watch(Watcher{travelling_fair_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// Bonfire: trash up to 2 cards you have in play.
void bonfire(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
    d.from = Zone::kPlay;
    d.min = 0;
    d.max = 2;
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  CardId chosen[2];
  const int n = std::min<int>(c.n, 2);
  for (int i = 0; i < n; ++i) chosen[i] = c.cards[i];
  for (int i = 0; i < n; ++i) s.trash(e.player, chosen[i], Zone::kPlay);
  State::done(e);
}

// Save (+1 Buy): once per turn: set aside a card from your hand face down (on Haven's mat, which
// Haven, Gear and Research share: each takes back only its own), and put it into your hand at
// end of turn, after Clean-up has drawn: the kEndTurn window, which opens before the next turn
// (an Outpost's extra turn too: the card joins its 3-card hand) and before the end of the game
// is checked. A watcher of this turn (a = the card): in a possessed turn it is the possessed
// player's card and hand.
void save_back(State& s, Watcher& w, const Moment&) {
  for (int i = 0; i < w.count; ++i) s.from_mat(w.owner, kHavenMat, CardId(w.a), Zone::kHand);
}
void save(State& s, Event& e) {
  if (e.step == 0) {
    once_per_turn(s, e);
    if (s.player(e.player).hand.size() == 0) return State::done(e);
    e.step = 1;
    return s.ask(in_hand(e, Reason::kMat, 1, 1));
  }
  State::done(e);
  const Choice& c = s.answer();
  if (c.n && s.to_mat(e.player, kHavenMat, c.cards[0], Zone::kHand))
    s.watch(Watcher{save_back, Trigger::kEndTurn, Until::kEndOfTurn, uint8_t(e.player), e.card,
                    int16_t(c.cards[0])});
}

// Expedition: draw 2 extra cards for your next hand.
void expedition(State& s, Event& e) {
  s.draw_at_cleanup(2);
  State::done(e);
}

// Plan: when you buy a card from the pile with your Trashing token, you may trash a card from
// your hand (a rule of the game on the buy).
bool plan_applies(const State& s, const Moment& m, int, CardId) {
  const CardId t = s.token_pile(m.player, kTrashingToken);
  return t != kNoCard && s.pile_of(m.card) == t;
}
void plan_trash(State& s, Event& e) {
  if (e.step == 0) {
    if (s.player(e.player).hand.size() == 0) return State::done(e);
    e.step = 1;
    return s.ask(in_hand(e, Reason::kTrash, 0, 1));
  }
  if (s.answer().n) s.trash(e.player, s.answer().cards[0], Zone::kHand);
  State::done(e);
}

// Mission: once per turn: if the previous turn wasn't yours, take an extra turn after this one,
// in which you can't buy cards.
void mission(State& s, Event& e) {
  once_per_turn(s, e);
  if (s.previous_player() != e.player && !s.extra_turn_queued(e.player))
    s.add_extra_turn(e.player, kNoBuyingCards, e.player);
  State::done(e);
}

// Pilgrimage: once per turn: turn your Journey token over; if face up, choose up to 3
// differently named cards you have in play and gain a copy of each. e.c = cards still to gain.
void pilgrimage(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    once_per_turn(s, e);
    if (!s.flip_journey(p)) return State::done(e);
    CardId kinds[8];
    int k = 0;
    for (CardId c : s.player(p).play)
      // Copies come from the Supply (no Travellers, Mercenary or Spoils: FAQ). At most the first
      // 8 kinds in play are offered (Decision::cards holds 8).
      if (k < 8 && s.in_supply(c) && !s.covered(c) && s.pile(c) > 0 &&
          std::find(kinds, kinds + k, c) == kinds + k)
        kinds[k++] = c;
    if (k == 0) return State::done(e);
    e.step = 1;
    return s.ask(ask_aside(e, Reason::kGain, kinds, k, 0, 3));
  }
  if (e.step == 1) {
    const Choice& c = s.answer();
    e.a = c.n > 0 ? c.cards[0] : kNoCard;
    e.b = c.n > 1 ? c.cards[1] : kNoCard;
    e.c = c.n > 2 ? c.cards[2] : kNoCard;
    e.step = 2;
  }
  // One gain per step, so each gain's triggers resolve before the next.
  for (int16_t* slot : {&e.a, &e.b, &e.c})
    if (*slot != kNoCard) {
      const CardId c = CardId(*slot);
      *slot = kNoCard;
      s.gain(p, c);
      return;
    }
  State::done(e);
}

// Ball: take your -$1 token; gain 2 cards each costing up to $4.
void ball(State& s, Event& e) {
  switch (e.step) {
    case 0:
      s.set_minus_coin(e.player);
      e.c = 0;
      e.step = 1;
      [[fallthrough]];
    case 1:
      if (e.c >= 2) return State::done(e);
      e.c = int16_t(e.c + 1);
      return ask_gain(s, e, 0, 4, 2);
    default:
      e.step = 1;
      if (s.answer().n) s.gain(e.player, s.answer().cards[0]);
  }
}

// Raid: gain a Silver per Silver you have in play; each other player puts their -1 Card token on
// their deck (not an Attack).
void raid(State& s, Event& e) {
  if (e.step == 0) {
    e.c = int16_t(s.in_play(e.player, kSilver));
    const int n = s.num_players();
    for (int i = 1; i < n; ++i) s.set_minus_card((e.player + i) % n);
    e.step = 1;
  }
  if (e.c <= 0 || !s.pile(kSilver)) return State::done(e);
  e.c = int16_t(e.c - 1);
  s.gain(e.player, kSilver);
}

// Seaway: gain an Action card costing up to $4; move your +1 Buy token to its pile.
void seaway(State& s, Event& e) {
  if (e.step == 0) return ask_gain(s, e, 0, 4, 1, Reason::kGain, kAction);
  State::done(e);
  if (!s.answer().n) return;
  const CardId c = s.answer().cards[0];
  s.place_token(e.player, kPlusBuyToken, c);
  s.gain(e.player, c);
}

// Trade: trash up to 2 cards from your hand; gain a Silver per card you trashed. e.c = Silvers.
void trade(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    return s.ask(in_hand(e, Reason::kTrash, 0, 2));
  }
  if (e.step == 1) {
    const Choice& c = s.answer();
    CardId chosen[2];
    const int n = std::min<int>(c.n, 2);
    for (int i = 0; i < n; ++i) chosen[i] = c.cards[i];
    e.c = 0;
    for (int i = 0; i < n; ++i) e.c = int16_t(e.c + s.trash(e.player, chosen[i], Zone::kHand));
    e.step = 2;
    return;
  }
  if (e.c <= 0 || !s.pile(kSilver)) return State::done(e);
  e.c = int16_t(e.c - 1);
  s.gain(e.player, kSilver);
}

// Inheritance (2022 text): once per game, set aside a non-Command Action card from the Supply
// costing up to $4 (onto kInheritanceMat: owned and scored, never in play) and move your Estate
// token to it; during your turns, Estates (every Estate: in the Supply, other players' too) are
// also Command Actions with "Play the card with your Estate token, leaving it there".
void inheritance(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    // Once per game (CardDef::once_per_game): bought once, even when it sets nothing aside.
    // Not a gain: a kNameCard decision over the cards that qualify now (none: nothing happens).
    uint64_t allow = 0;
    for (int k = 0; k < s.num_kinds(); ++k) {
      const CardId c = CardId(k);
      if (s.is(c, kAction) && !s.is(c, kCommand) && s.in_supply(c) && s.pile(c) > 0 &&
          !s.covered(c) && s.cost(c) <= 4 && !s.potion_cost(c) && s.debt_cost(c) == 0)
        allow |= bit64(c);
    }
    if (!allow) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kMat);
    d.min = d.max = 1;
    d.allow = allow;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (!s.answer().n) return;
  const CardId c = s.answer().cards[0];
  if (!s.set_aside_from_supply(p, c, kInheritanceMat)) return;
  s.place_token(p, kEstateToken, c);
  s.add_turn_overlay(p, bit64(kEstate), kAction | kCommand, c);
}

}  // namespace

namespace {

CardDef card(const char* name, EffectId effect, int cost, Types types) {
  return set_card("Adventures", name, effect, Edition::kBoth, cost, types);
}

// A card of a Traveller line after the first: a non-Supply pile of 5 (the last ones, Champion and
// Teacher, are no Travellers: `types` says).
CardDef traveller(const char* name, EffectId effect, int cost, Types types) {
  CardDef d = card(name, effect, cost, types);
  d.kingdom = false;
  d.pile = 5;
  return d;
}

CardDef event(const char* name, EffectId effect, int cost, EffectFn fn) {
  CardDef d = card(name, effect, cost, kEvent);
  d.kingdom = false;
  d.on_buy = fn;
  return d;
}

}  // namespace

void add_adventures_cards(Registry& r) {
  // The Peasant line.
  CardDef d = card("Peasant", fx::kPeasant, 2, kAction | kTraveller);
  d.plus_buys = 1;
  d.plus_coins = 1;
  d.add_reaction(exchange_for<fx::kSoldier>());
  d.needs = {"Soldier", "Fugitive", "Disciple", "Teacher"};
  r.add(d);
  d = traveller("Soldier", fx::kSoldier, 3, kAction | kAttack | kTraveller);
  d.plus_coins = 2;
  d.on_play = soldier;
  d.add_reaction(exchange_for<fx::kFugitive>());
  r.add(d);
  d = traveller("Fugitive", fx::kFugitive, 4, kAction | kTraveller);
  d.plus_cards = 2;
  d.plus_actions = 1;
  d.on_play = fugitive;
  d.add_reaction(exchange_for<fx::kDisciple>());
  r.add(d);
  d = traveller("Disciple", fx::kDisciple, 5, kAction | kTraveller);
  d.on_play = disciple;
  d.add_reaction(exchange_for<fx::kTeacher>());
  r.add(d);
  d = traveller("Teacher", fx::kTeacher, 6, kAction | kReserve);
  d.on_play = tavern_only;
  d.add_reaction(reserve_call<always, teacher_call>(Trigger::kStartTurn));
  r.add(d);

  // The Page line.
  d = card("Page", fx::kPage, 2, kAction | kTraveller);
  d.plus_cards = 1;
  d.plus_actions = 1;
  d.add_reaction(exchange_for<fx::kTreasureHunter>());
  d.needs = {"Treasure Hunter", "Warrior", "Hero", "Champion"};
  r.add(d);
  d = traveller("Treasure Hunter", fx::kTreasureHunter, 3, kAction | kTraveller);
  d.plus_actions = 1;
  d.plus_coins = 1;
  d.on_play = treasure_hunter;
  d.add_reaction(exchange_for<fx::kWarrior>());
  r.add(d);
  d = traveller("Warrior", fx::kWarrior, 4, kAction | kAttack | kTraveller);
  d.plus_cards = 2;
  d.on_play = warrior;
  d.add_reaction(exchange_for<fx::kHero>());
  r.add(d);
  d = traveller("Hero", fx::kHero, 5, kAction | kTraveller);
  d.plus_coins = 2;
  d.on_play = hero;
  d.add_reaction(exchange_for<fx::kChampion>());
  r.add(d);
  d = traveller("Champion", fx::kChampion, 6, kAction | kDuration);
  d.plus_actions = 1;
  d.on_play = champion;
  d.watches = trigger_bit(Trigger::kPlay);
  d.add_reaction(Reaction{Trigger::kAttack, Zone::kPlay, false, champion_shields, react_immune});
  r.add(d);

  d = card("Coin of the Realm", fx::kCoinOfTheRealm, 2, kTreasure | kReserve);
  d.coin = 1;
  d.on_play = tavern_only;
  d.add_reaction(reserve_call<always, coin_of_the_realm_call>(Trigger::kAfterPlay));
  r.add(d);

  d = card("Ratcatcher", fx::kRatcatcher, 2, kAction | kReserve);
  d.plus_cards = 1;
  d.plus_actions = 1;
  d.on_play = tavern_only;
  d.add_reaction(reserve_call<hand_not_empty, ratcatcher_call>(Trigger::kStartTurn));
  r.add(d);

  d = card("Raze", fx::kRaze, 2, kAction);
  d.plus_actions = 1;
  d.on_play = raze;
  r.add(d);

  d = card("Amulet", fx::kAmulet, 3, kAction | kDuration);
  d.on_play = amulet;
  r.add(d);

  d = card("Caravan Guard", fx::kCaravanGuard, 3, kAction | kDuration | kReaction);
  d.plus_cards = 1;
  d.plus_actions = 1;
  d.on_play = caravan_guard;
  // repeat: after one Caravan Guard, another one (even one just drawn) may react (FAQ).
  d.add_reaction(Reaction{Trigger::kAttack, Zone::kHand, true, nullptr, caravan_guard_react, true});
  r.add(d);

  d = card("Dungeon", fx::kDungeon, 3, kAction | kDuration);
  d.plus_actions = 1;
  d.on_play = dungeon;
  r.add(d);

  d = card("Gear", fx::kGear, 3, kAction | kDuration);
  d.plus_cards = 2;
  d.on_play = gear;
  d.private_mats = uint8_t(1 << kHavenMat);
  r.add(d);

  d = card("Guide", fx::kGuide, 3, kAction | kReserve);
  d.plus_cards = 1;
  d.plus_actions = 1;
  d.on_play = tavern_only;
  d.add_reaction(reserve_call<always, guide_call>(Trigger::kStartTurn));
  r.add(d);

  d = card("Duplicate", fx::kDuplicate, 4, kAction | kReserve);
  d.on_play = tavern_only;
  d.add_reaction(reserve_call<duplicate_can, duplicate_call>(Trigger::kGain));
  r.add(d);

  d = card("Magpie", fx::kMagpie, 4, kAction);
  d.plus_cards = 1;
  d.plus_actions = 1;
  d.on_play = magpie;
  r.add(d);

  d = card("Messenger", fx::kMessenger, 4, kAction);
  d.plus_buys = 1;
  d.plus_coins = 2;
  d.on_play = messenger;
  d.on_buy = messenger_buy;
  r.add(d);

  d = card("Miser", fx::kMiser, 4, kAction);
  d.on_play = miser;
  r.add(d);

  d = card("Port", fx::kPort, 4, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.pile = 12;
  d.on_buy = port_buy;
  r.add(d);

  d = card("Ranger", fx::kRanger, 4, kAction);
  d.plus_buys = 1;
  d.on_play = ranger;
  r.add(d);

  d = card("Transmogrify", fx::kTransmogrify, 4, kAction | kReserve);
  d.plus_actions = 1;
  d.on_play = tavern_only;
  d.add_reaction(reserve_call<hand_not_empty, transmogrify_call>(Trigger::kStartTurn));
  r.add(d);

  d = card("Artificer", fx::kArtificer, 5, kAction);
  d.plus_cards = d.plus_actions = d.plus_coins = 1;
  d.on_play = artificer;
  r.add(d);

  d = card("Bridge Troll", fx::kBridgeTroll, 5, kAction | kAttack | kDuration);
  d.plus_buys = 1;
  d.on_play = bridge_troll;
  d.changes_costs = true;
  r.add(d);

  d = card("Distant Lands", fx::kDistantLands, 5, kAction | kReserve | kVictory);
  d.on_play = tavern_only;
  d.score = distant_lands_vp;
  r.add(d);

  d = card("Giant", fx::kGiant, 5, kAction | kAttack);
  d.on_play = giant;
  r.add(d);

  d = card("Haunted Woods", fx::kHauntedWoods, 5, kAction | kAttack | kDuration);
  d.on_play = haunted_woods;
  d.watches = trigger_bit(Trigger::kBuy);
  r.add(d);

  d = card("Lost City", fx::kLostCity, 5, kAction);
  d.plus_cards = 2;
  d.plus_actions = 2;
  d.on_gain = lost_city_gain;
  r.add(d);

  d = card("Relic", fx::kRelic, 5, kTreasure | kAttack);
  d.coin = 2;
  d.on_play = relic;
  r.add(d);

  d = card("Royal Carriage", fx::kRoyalCarriage, 5, kAction | kReserve);
  d.plus_actions = 1;
  d.on_play = tavern_only;
  d.add_reaction(reserve_call<royal_carriage_can, royal_carriage_call>(Trigger::kAfterPlay));
  r.add(d);

  d = card("Storyteller", fx::kStoryteller, 5, kAction);
  d.plus_actions = 1;
  d.plus_coins = 1;
  d.on_play = storyteller;
  r.add(d);

  d = card("Swamp Hag", fx::kSwampHag, 5, kAction | kAttack | kDuration);
  d.on_play = swamp_hag;
  d.watches = trigger_bit(Trigger::kBuy);
  r.add(d);

  d = card("Treasure Trove", fx::kTreasureTrove, 5, kTreasure);
  d.coin = 2;
  d.on_play = treasure_trove;
  r.add(d);

  d = card("Wine Merchant", fx::kWineMerchant, 5, kAction | kReserve);
  d.plus_buys = 1;
  d.plus_coins = 4;
  d.on_play = tavern_only;
  d.add_reaction(Reaction{Trigger::kEndBuy, Zone::kSupply, false,
                          reserve_applies<wine_merchant_can>, wine_merchant_release});
  r.add(d);

  d = card("Hireling", fx::kHireling, 6, kAction | kDuration);
  d.on_play = hireling;
  d.watches = trigger_bit(Trigger::kStartTurn);
  r.add(d);

  // Events.
  r.add(event("Alms", fx::kAlms, 0, alms));
  d = event("Borrow", fx::kBorrow, 0, borrow);
  d.plus_buys = 1;
  r.add(d);
  r.add(event("Quest", fx::kQuest, 0, quest));
  d = event("Save", fx::kSave, 1, save);
  d.plus_buys = 1;
  d.watches = trigger_bit(Trigger::kEndTurn);
  d.private_mats = uint8_t(1 << kHavenMat);
  r.add(d);
  d = event("Scouting Party", fx::kScoutingParty, 2, scouting_party);
  d.plus_buys = 1;
  r.add(d);
  d = event("Travelling Fair", fx::kTravellingFair, 2, travelling_fair);
  d.plus_buys = 2;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);
  r.add(event("Bonfire", fx::kBonfire, 3, bonfire));
  r.add(event("Expedition", fx::kExpedition, 3, expedition));
  r.add(event("Ferry", fx::kFerry, 3, move_token<kCostToken>));
  d = event("Plan", fx::kPlan, 3, move_token<kTrashingToken>);
  d.add_reaction(Reaction{Trigger::kBuy, Zone::kSupply, false, plan_applies, plan_trash});
  r.add(d);
  r.add(event("Mission", fx::kMission, 4, mission));
  r.add(event("Pilgrimage", fx::kPilgrimage, 4, pilgrimage));
  r.add(event("Ball", fx::kBall, 5, ball));
  r.add(event("Raid", fx::kRaid, 5, raid));
  r.add(event("Seaway", fx::kSeaway, 5, seaway));
  r.add(event("Trade", fx::kTrade, 5, trade));
  r.add(event("Lost Arts", fx::kLostArts, 6, move_token<kPlusActionToken>));
  r.add(event("Training", fx::kTraining, 6, move_token<kPlusCoinToken>));
  r.add(event("Pathfinding", fx::kPathfinding, 8, move_token<kPlusCardToken>));
  d = event("Inheritance", fx::kInheritance, 7, inheritance);
  d.once_per_game = true;
  r.add(d);
}

}  // namespace kl

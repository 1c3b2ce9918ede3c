// Cornucopia set (1st and 2nd edition): Hamlet, Menagerie, Remake, Young Witch (the Bane: a
// kingdom pile the game brings, State::card_pile), Horn of Plenty, Hunting Party, Jester,
// Fairgrounds (both editions); 1st edition: Fortune Teller, Farming Village, Horse Traders,
// Tournament with the 5 Prizes, Harvest; 2nd edition (the Cornucopia & Guilds box): Shop,
// Farmhands, Carnival, Ferryman (its set-aside pile), Joust with the 6 Rewards. Rulings follow
// the official FAQ (the DominionStrategy wiki's card pages).
//
// Revealed cards wait in the player's aside zone while an effect holds them (see base.cpp); cards
// set aside until a later turn or this Clean-up sit on the kSetAsideMat (cards/tokens.h).
#include "cards/sets/cornucopia.h"

#include <algorithm>

#include "cards/registry.h"
#include "cards/sets/ask.h"
#include "cards/sets/set_card.h"
#include "cards/tokens.h"
#include "sim/attack.h"

namespace kl {

namespace {

uint64_t bit(CardId c) { return uint64_t(1) << c; }

// Discards the `n` cards revealed last (the top of p's aside zone).
void discard_revealed(State& s, int p, int n) {
  CardList& aside = s.player(p).aside;
  for (; n > 0; --n) s.move(p, aside.back(), Zone::kAside, Zone::kDiscard);
}

// The kinds of card in p's hand of type `t` (minus the `not_t` ones), at most 8: the candidates.
int kinds_in_hand(const State& s, int p, Types t, Types not_t, CardId* out) {
  uint64_t seen = 0;
  int n = 0;
  for (CardId c : s.player(p).hand)
    if (s.is(c, t) && !s.is(c, not_t) && !(seen & bit(c)) && n < 8) {
      seen |= bit(c);
      out[n++] = c;
    }
  return n;
}

// Differently named cards in p's play area.
int kinds_in_play(const State& s, int p, Types t = 0) {
  uint64_t seen = 0;
  for (CardId c : s.player(p).play)
    if (!t || s.is(c, t)) seen |= bit(c);
  return __builtin_popcountll(seen);
}

// Asks p to discard exactly min(n, hand) cards.
void ask_discard(State& s, Event& e, int n, uint8_t next_step) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
  d.from = Zone::kHand;
  d.min = d.max = uint8_t(std::min(n, s.player(e.player).hand.size()));
  e.step = next_step;
  s.ask(d);
}
void discard_answer(State& s, int p) {
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kHand, Zone::kDiscard);
}

// --------------------------------------------------------------- Hamlet

// (+1 Card +1 Action.) May discard a card for +1 Action, then may discard a card for +1 Buy. The
// two questions are told apart by Decision::num_options: 0 for the +Action, 1 for the +Buy.
void hamlet(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 1 || e.step == 2) {
    if (s.answer().n == 1) {
      s.move(p, s.answer().cards[0], Zone::kHand, Zone::kDiscard);
      if (e.step == 1)
        s.add_actions(1);
      else
        s.add_buys(1);
    }
    if (e.step == 2) return State::done(e);
  }
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
  d.from = Zone::kHand;
  d.min = 0;
  d.max = 1;
  d.num_options = e.step == 0 ? 0 : 1;
  e.step = e.step == 0 ? 1 : 2;
  s.ask(d);
}

// --------------------------------------------------------------- Fortune Teller (1E)

// Each other player reveals cards from their deck until a Victory card or Curse, puts it onto the
// deck and discards the others (none found: every revealed card is discarded).
void fortune_teller_victim(State& s, Event& e) {
  const int p = e.player;
  int others = 0;
  CardId hit = kNoCard;
  for (;;) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    if (s.is(c, kVictory | kCurseType)) {
      hit = c;
      break;
    }
    ++others;
  }
  if (hit != kNoCard) s.move(p, hit, Zone::kAside, Zone::kDeck);
  discard_revealed(s, p, others);
  State::done(e);
}
void fortune_teller(State& s, Event& e) { attack(s, e, fortune_teller_victim); }

// --------------------------------------------------------------- Menagerie

// (+1 Action.) Reveal the hand: no two cards alike, +3 Cards; else +1 Card.
void menagerie(State& s, Event& e) {
  s.reveal_hand(e.player);
  uint64_t seen = 0;
  bool dup = false;
  for (CardId c : s.player(e.player).hand) {
    dup |= (seen & bit(c)) != 0;
    seen |= bit(c);
  }
  s.draw(e.player, dup ? 1 : 3);
  State::done(e);
}

// --------------------------------------------------------------- Shop (2E)

// (+1 Card +$1.) May play an Action card from hand that has no copy in play (without an Action).
void shop(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    CardId cand[8];
    int n = 0;
    CardId all[8];
    const int k = kinds_in_hand(s, p, kAction, 0, all);
    for (int i = 0; i < k; ++i)
      if (s.in_play(p, all[i]) == 0) cand[n++] = all[i];
    if (n == 0) return State::done(e);
    e.step = 1;
    return s.ask(ask_aside(e, Reason::kPlay, cand, n, 0, 1));
  }
  State::done(e);
  if (s.answer().n == 1) s.play_card(p, s.answer().cards[0], Zone::kHand);
}

// --------------------------------------------------------------- Farming Village (1E)

// (+2 Actions.) Reveal cards until an Action or Treasure: it goes to the hand, the rest is
// discarded.
void farming_village(State& s, Event& e) {
  const int p = e.player;
  int others = 0;
  CardId hit = kNoCard;
  for (;;) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    if (s.is(c, kAction | kTreasure)) {
      hit = c;
      break;
    }
    ++others;
  }
  if (hit != kNoCard) s.move(p, hit, Zone::kAside, Zone::kHand);
  discard_revealed(s, p, others);
  State::done(e);
}

// --------------------------------------------------------------- Farmhands (2E)

// At the start of the owner's next turn: the set-aside card (a) is played.
void farmhands_next(State& s, Event& e) {
  State::done(e);
  const CardId c = CardId(e.a);
  if (s.from_mat(e.player, kSetAsideMat, c, Zone::kHand)) s.play_card(e.player, c, Zone::kHand);
}
// When gained: may set aside an Action or Treasure from hand, to play at the start of the next
// turn (Reason::kMat).
void farmhands_gain(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kMat);
    d.from = Zone::kHand;
    d.type_mask = kAction | kTreasure;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 0) return;
  const CardId c = s.answer().cards[0];
  if (s.to_mat(p, kSetAsideMat, c, Zone::kHand)) s.add_duration(e, farmhands_next, c);
}

// --------------------------------------------------------------- Horse Traders (1E)

// (+1 Buy +$3.) Discard 2 cards.
void horse_traders(State& s, Event& e) {
  if (e.step == 0) return ask_discard(s, e, 2, 1);
  discard_answer(s, e.player);
  State::done(e);
}
// The Reaction, at the start of the owner's next turn: +1 Card, then Horse Traders to the hand.
void horse_traders_back(State& s, Event& e) {
  s.draw(e.player, 1);
  s.from_mat(e.player, kSetAsideMat, CardId(e.a), Zone::kHand);
  State::done(e);
}
// When another player plays an Attack: may set this aside from the hand (before the Attack).
void horse_traders_react(State& s, Event& e) {
  if (s.to_mat(e.player, kSetAsideMat, e.card, Zone::kHand))
    s.add_duration(e, horse_traders_back, e.card);
  State::done(e);
}

// --------------------------------------------------------------- Remake

// Twice: trash a card from hand (mandatory if any), then gain a card costing exactly $1 more
// (mandatory if any qualifies; a Potion in the trashed card's cost must be in the gained one's).
// e.a = the trashed card, e.b = rounds done.
void remake(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      if (e.b >= 2 || s.player(p).hand.empty()) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
      d.from = Zone::kHand;
      d.min = d.max = 1;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      const CardId c = s.answer().cards[0];
      s.trash(p, c, Zone::kHand);
      e.a = c;
      e.step = 2;
      return;
    }
    case 2: {
      const CardId c = CardId(e.a);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_min = d.cost_max = uint8_t(std::min(255, s.cost(c) + 1));
      d.potion_ok = s.potion_cost(c);
      e.step = 3;
      return s.ask(d);
    }
    default:
      ++e.b;
      e.step = 0;  // the next round, after the gain's triggers
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}

// --------------------------------------------------------------- Tournament (1E)

const EffectId kPrizes[] = {fx::kBagOfGold, fx::kDiadem, fx::kFollowers, fx::kPrincess,
                            fx::kTrustySteed};
const EffectId kRewards[] = {fx::kCoronet,   fx::kCourser,    fx::kDemesne,
                             fx::kHousecarl, fx::kHugeTurnip, fx::kRenown};

// The cards of these effects with copies left in their piles.
template <size_t N>
int left_of(const State& s, const EffectId (&effects)[N], CardId* out) {
  int n = 0;
  for (EffectId fxid : effects) {
    const CardId c = s.find_effect(fxid);
    if (c != kNoCard && s.pile(c) > 0) out[n++] = c;
  }
  return n;
}

// (+1 Action.) The player may reveal a Province (yes/no, Reason::kReveal), then each other player
// in turn order. If the player did: discard it, gain a Prize or a Duchy onto the deck (kChooseCards
// among them, Reason::kGain). If no other player did: +1 Card +$1. e.a = the player revealed,
// e.b = another did, e.c = the next other player to ask (1..players-1).
void tournament(State& s, Event& e) {
  const int p = e.player;
  const int np = s.num_players();
  switch (e.step) {
    case 0:
      e.c = 1;
      e.step = 2;
      if (s.player(p).hand.find(kProvince) >= 0) {
        Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kReveal);
        d.card = kProvince;
        e.step = 1;
        return s.ask(d);
      }
      return;
    case 1:
      e.a = int16_t(s.answer().option == 1);
      e.step = 2;
      return;
    case 2:
      while (e.c < np) {
        const int q = (p + e.c) % np;
        ++e.c;
        if (s.player(q).hand.find(kProvince) >= 0) {
          Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kReveal);
          d.player = uint8_t(q);
          d.card = kProvince;
          e.step = 3;
          return s.ask(d);
        }
      }
      e.step = 4;
      return;
    case 3:
      if (s.answer().option == 1) e.b = 1;
      e.step = 2;
      return;
    case 4: {
      e.step = 6;
      if (!e.a) return;
      s.move(p, kProvince, Zone::kHand, Zone::kDiscard);
      CardId cand[8];
      int n = left_of(s, kPrizes, cand);
      if (s.pile(kDuchy) > 0) cand[n++] = kDuchy;
      if (n == 0) return;
      e.step = 5;
      return s.ask(ask_aside(e, Reason::kGain, cand, n, 1, 1));
    }
    case 5:
      e.step = 6;
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0], Zone::kDeck);
      return;
    default:
      if (!e.b) {
        s.draw(p, 1);
        s.add_coins(1);
      }
      State::done(e);
  }
}

// --------------------------------------------------------------- Young Witch

// The victim may reveal a Bane (a card of the game's Bane pile) from hand (yes/no,
// Reason::kReveal, card = the Bane); if they do not, they gain a Curse.
void young_witch_victim(State& s, Event& e) {
  if (e.step == 0) {
    const CardId bane = s.card_pile(e.card);
    if (bane != kNoCard && s.player(e.player).hand.find(bane) >= 0) {
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kReveal);
      d.card = bane;
      e.step = 1;
      return s.ask(d);
    }
  } else if (s.answer().option == 1) {
    return State::done(e);
  }
  s.gain(e.player, kCurse);
  State::done(e);
}
// (+2 Cards.) Discard 2 cards; each other player may reveal a Bane or gains a Curse.
void young_witch(State& s, Event& e) {
  if (e.step == 0) return ask_discard(s, e, 2, 1);
  if (e.step == 1) {
    discard_answer(s, e.player);
    e.step = 2;
  }
  attack(s, e, young_witch_victim);
}

// --------------------------------------------------------------- Carnival (2E)

// Reveal the top 4 cards: one of each differently named card goes to the hand, the rest is
// discarded.
void carnival(State& s, Event& e) {
  const int p = e.player;
  CardId got[4];
  int n = 0;
  for (; n < 4; ++n) {
    got[n] = s.reveal_top(p);
    if (got[n] == kNoCard) break;
  }
  uint64_t taken = 0;
  for (int i = 0; i < n; ++i) {
    const CardId c = got[i];
    s.move(p, c, Zone::kAside, (taken & bit(c)) ? Zone::kDiscard : Zone::kHand);
    taken |= bit(c);
  }
  State::done(e);
}

// --------------------------------------------------------------- Ferryman (2E)

// (+2 Cards +1 Action.) Discard a card.
void ferryman(State& s, Event& e) {
  if (e.step == 0) return ask_discard(s, e, 1, 1);
  discard_answer(s, e.player);
  State::done(e);
}
// When gained: gain a card of the pile Ferryman set aside at set-up (if any is left).
void ferryman_gain(State& s, Event& e) {
  State::done(e);
  const CardId c = s.card_pile(e.card);
  if (c != kNoCard) s.gain(e.player, c);
}

// --------------------------------------------------------------- Harvest (1E)

// Reveal the top 4 cards and discard them: +$1 per differently named card among them.
void harvest(State& s, Event& e) {
  const int p = e.player;
  uint64_t seen = 0;
  int n = 0;
  for (; n < 4; ++n) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    seen |= bit(c);
  }
  discard_revealed(s, p, n);
  s.add_coins(__builtin_popcountll(seen));
  State::done(e);
}

// --------------------------------------------------------------- Horn of Plenty

// ($0.) Gain a card costing up to $1 per differently named card in play (this one included);
// if it is a Victory card, trash this. e.a = the gained card.
void horn_of_plenty(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_max = uint8_t(kinds_in_play(s, p));
      e.step = 1;
      return s.ask(d);
    }
    case 1:
      if (s.answer().n == 0) return State::done(e);
      e.a = s.answer().cards[0];
      e.step = 2;
      s.gain(p, CardId(e.a));
      return;
    default:
      State::done(e);
      if (s.is(CardId(e.a), kVictory) && !(e.flags & kLeftPlay) && s.in_play(p, e.self) > 0) {
        s.trash(p, e.self, Zone::kPlay);
        s.left_play(e);
      }
  }
}

// --------------------------------------------------------------- Hunting Party

// (+1 Card +1 Action.) Reveal the hand; reveal cards until one that has no copy in the hand: it
// goes to the hand, the others are discarded.
void hunting_party(State& s, Event& e) {
  const int p = e.player;
  s.reveal_hand(p);
  uint64_t in_hand = 0;
  for (CardId c : s.player(p).hand) in_hand |= bit(c);
  int others = 0;
  CardId hit = kNoCard;
  for (;;) {
    const CardId c = s.reveal_top(p);
    if (c == kNoCard) break;
    if (!(in_hand & bit(c))) {
      hit = c;
      break;
    }
    ++others;
  }
  if (hit != kNoCard) s.move(p, hit, Zone::kAside, Zone::kHand);
  discard_revealed(s, p, others);
  State::done(e);
}

// --------------------------------------------------------------- Jester

// The victim discards the top card of their deck. A Victory card: they gain a Curse. Otherwise the
// attacker chooses (yes/no, Reason::kOpponentCard, card = it, target = the victim) who gains a
// copy of it: yes, the attacker; no, the victim. Nobody does if it is not in the Supply.
void jester_victim(State& s, Event& e) {
  const int v = e.player;
  if (e.step == 0) {
    const CardId c = s.look_top(v);  // "discards the top card": no reveal
    if (c == kNoCard) return State::done(e);
    s.move(v, c, Zone::kAside, Zone::kDiscard);
    if (s.is(c, kVictory)) {
      State::done(e);
      s.gain(v, kCurse);
      return;
    }
    if (!s.in_supply(c) || s.pile(c) == 0 || s.covered(c)) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kOpponentCard);
    d.player = uint8_t(e.a);
    d.target = uint8_t(v);
    d.card = c;
    e.b = c;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  s.gain(s.answer().option == 1 ? e.a : v, CardId(e.b));
}
void jester(State& s, Event& e) { attack(s, e, jester_victim); }

// --------------------------------------------------------------- Joust (2E)

// At the start of Clean-up: the set-aside Provinces are discarded.
void joust_cleanup(State& s, Watcher& w, const Moment&) {
  while (s.mat_count(w.owner, kSetAsideMat, kProvince) > 0)
    s.from_mat(w.owner, kSetAsideMat, kProvince, Zone::kDiscard);
}
// (+1 Card +1 Action +$1.) May set aside a Province from hand (yes/no, Reason::kMat) to gain a
// Reward to the hand (kChooseCards among those left, Reason::kGainToHand).
void joust(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      if (s.player(p).hand.find(kProvince) < 0) return State::done(e);
      Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kMat);
      d.card = kProvince;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      if (s.answer().option != 1) return State::done(e);
      s.to_mat(p, kSetAsideMat, kProvince, Zone::kHand);
      s.watch(Watcher{joust_cleanup, Trigger::kCleanup, Until::kEndOfTurn, uint8_t(p), e.card});
      CardId cand[8];
      const int n = left_of(s, kRewards, cand);
      if (n == 0) return State::done(e);
      e.step = 2;
      return s.ask(ask_aside(e, Reason::kGainToHand, cand, n, 1, 1));
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0], Zone::kHand);
  }
}
// Rewards: 1 of each with 2 players, 2 of each with more (the piles are made with 2).
void joust_setup(State& s, CardId) {
  if (s.num_players() > 2) return;
  for (EffectId fxid : kRewards)
    if (const CardId c = s.find_effect(fxid); c != kNoCard) s.set_pile(c, 1);
}

// --------------------------------------------------------------- Fairgrounds

// 2 VP per 5 differently named cards owned.
int fairgrounds_vp(const State& s, int p) {
  int kinds = 0;
  for (int k = 0; k < s.num_kinds(); ++k) kinds += s.player(p).owned[k] > 0;
  return 2 * (kinds / 5);
}

// --------------------------------------------------------------- Prizes (1E)

void bag_of_gold(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kGold, Zone::kDeck);
}
// ($2.) +$1 per unused Action.
void diadem(State& s, Event& e) {
  s.add_coins(std::max(0, s.actions()));
  State::done(e);
}
// Followers' victim: gains a Curse, then discards down to 3 cards in hand.
void followers_victim(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    s.gain(e.player, kCurse);
    return;
  }
  if (e.step == 1) {
    const int excess = s.player(e.player).hand.size() - 3;
    if (excess <= 0) return State::done(e);
    return ask_discard(s, e, excess, 2);
  }
  discard_answer(s, e.player);
  State::done(e);
}
// (+2 Cards.) Gain an Estate; each other player gains a Curse and discards down to 3.
void followers(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    s.gain(e.player, kEstate);
    return;
  }
  attack(s, e, followers_victim);
}
// Princess (and nothing else): while in play, every card costs $2 less.
int princess_mod(const State&, CardId) { return 2; }

// Trusty Steed and Courser: choose two different of +2 Cards, +2 Actions, +$2, gain 4 Silvers
// (kChooseOption, Reason::kMode, options 0-5: the pairs in this order). Trusty Steed then puts
// the deck into the discard pile with the Silvers.
constexpr int kPairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
void steed_choice(State& s, Event& e, bool discard_deck) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 6;
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 2) {  // after the Silvers' when-gain abilities (a Silver Watchtower put on top)
    State::done(e);
    s.deck_to_discard(e.player);
    return;
  }
  State::done(e);
  const int k = std::clamp(s.answer().option, 0, 5);
  for (int what : kPairs[k]) switch (what) {
      case 0:
        s.draw(e.player, 2);
        break;
      case 1:
        s.add_actions(2);
        break;
      case 2:
        s.add_coins(2);
        break;
      default:  // always the pair's last
        for (int i = 0; i < 4; ++i) s.gain(e.player, kSilver);
        if (discard_deck) e.step = 2;  // not done: the deck goes once the gains resolved
    }
}
void trusty_steed(State& s, Event& e) { steed_choice(s, e, true); }
void courser(State& s, Event& e) { steed_choice(s, e, false); }

// --------------------------------------------------------------- Rewards (2E)

// May play a non-Reward Action from hand twice, then a non-Reward Treasure from hand twice
// (kChooseCards among the kinds in hand, Reason::kPlay).
void coronet(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 1 || e.step == 3) {
    if (s.answer().n == 1) {
      const CardId c = s.answer().cards[0];
      if (s.move(p, c, Zone::kHand, Zone::kPlay)) s.replay(e, c, 2);
    }
    if (e.step == 3) return State::done(e);
    e.step = 2;
    return;  // the plays first
  }
  const Types t = e.step == 0 ? kAction : kTreasure;
  CardId cand[8];
  const int n = kinds_in_hand(s, p, t, kReward, cand);
  e.step = e.step == 0 ? 1 : 3;
  if (n == 0) {
    if (e.step == 3) return State::done(e);
    e.step = 2;
    return;
  }
  s.ask(ask_aside(e, Reason::kPlay, cand, n, 0, 1));
}
void demesne(State& s, Event& e) {
  State::done(e);
  s.gain(e.player, kGold);
}
int demesne_vp(const State& s, int p) { return s.player(p).owned[kGold]; }
// +1 Card per differently named Action card in play.
void housecarl(State& s, Event& e) {
  s.draw(e.player, kinds_in_play(s, e.player, kAction));
  State::done(e);
}
// +2 Coffers, then +$1 per Coffers.
void huge_turnip(State& s, Event& e) {
  s.add_coffers(e.player, 2);
  s.add_coins(s.player(e.player).coffers);
  State::done(e);
}
// (+1 Buy.) This turn, cards cost $2 less.
void renown(State& s, Event& e) {
  s.reduce_costs(2);
  State::done(e);
}

CardDef card(const char* name, EffectId effect, Edition ed, int cost, Types types) {
  return set_card("Cornucopia", name, effect, ed, cost, types);
}
CardDef extra(const char* name, EffectId effect, Edition ed, Types types, int pile) {
  CardDef d = card(name, effect, ed, 0, types);
  d.kingdom = false;
  d.pile = uint8_t(pile);
  return d;
}

}  // namespace

void add_cornucopia_cards(Registry& r) {
  constexpr Edition kB = Edition::kBoth, k1 = Edition::kFirst, k2 = Edition::kSecond;
  CardDef d = card("Hamlet", fx::kHamlet, kB, 2, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = hamlet;
  r.add(d);

  d = card("Fortune Teller", fx::kFortuneTeller, k1, 3, kAction | kAttack);
  d.plus_coins = 2;
  d.on_play = fortune_teller;
  r.add(d);

  d = card("Menagerie", fx::kMenagerie, kB, 3, kAction);
  d.plus_actions = 1;
  d.on_play = menagerie;
  r.add(d);

  d = card("Shop", fx::kShop, k2, 3, kAction);
  d.plus_cards = d.plus_coins = 1;
  d.on_play = shop;
  r.add(d);

  d = card("Farming Village", fx::kFarmingVillage, k1, 4, kAction);
  d.plus_actions = 2;
  d.on_play = farming_village;
  r.add(d);

  d = card("Farmhands", fx::kFarmhands, k2, 4, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.on_gain = farmhands_gain;
  r.add(d);

  d = card("Horse Traders", fx::kHorseTraders, k1, 4, kAction | kReaction);
  d.plus_buys = 1;
  d.plus_coins = 3;
  d.on_play = horse_traders;
  d.add_reaction(Reaction{Trigger::kAttack, Zone::kHand, true, nullptr, horse_traders_react});
  r.add(d);

  d = card("Remake", fx::kRemake, kB, 4, kAction);
  d.on_play = remake;
  r.add(d);

  d = card("Tournament", fx::kTournament, k1, 4, kAction);
  d.plus_actions = 1;
  d.on_play = tournament;
  d.needs = {"Bag of Gold", "Diadem", "Followers", "Princess", "Trusty Steed"};
  r.add(d);

  d = card("Young Witch", fx::kYoungWitch, kB, 4, kAction | kAttack);
  d.plus_cards = 2;
  d.on_play = young_witch;
  d.setup_pile = {2, 3, true};
  r.add(d);

  d = card("Carnival", fx::kCarnival, k2, 5, kAction);
  d.on_play = carnival;
  r.add(d);

  d = card("Ferryman", fx::kFerryman, k2, 5, kAction);
  d.plus_cards = 2;
  d.plus_actions = 1;
  d.on_play = ferryman;
  d.on_gain = ferryman_gain;
  d.setup_pile = {3, 4, false};
  r.add(d);

  d = card("Harvest", fx::kHarvest, k1, 5, kAction);
  d.on_play = harvest;
  r.add(d);

  d = card("Horn of Plenty", fx::kHornOfPlenty, kB, 5, kTreasure);
  d.on_play = horn_of_plenty;
  r.add(d);

  d = card("Hunting Party", fx::kHuntingParty, kB, 5, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = hunting_party;
  r.add(d);

  d = card("Jester", fx::kJester, kB, 5, kAction | kAttack);
  d.plus_coins = 2;
  d.on_play = jester;
  r.add(d);

  d = card("Joust", fx::kJoust, k2, 5, kAction);
  d.plus_cards = d.plus_actions = d.plus_coins = 1;
  d.on_play = joust;
  d.on_setup = joust_setup;
  d.watches = trigger_bit(Trigger::kCleanup);
  d.needs = {"Coronet", "Courser", "Demesne", "Housecarl", "Huge Turnip", "Renown"};
  r.add(d);

  d = card("Fairgrounds", fx::kFairgrounds, kB, 6, kVictory);
  d.end_vp = fairgrounds_vp;
  r.add(d);

  // Prizes: one of each, outside the Supply.
  d = extra("Bag of Gold", fx::kBagOfGold, k1, kAction | kPrize, 1);
  d.plus_actions = 1;
  d.on_play = bag_of_gold;
  r.add(d);
  d = extra("Diadem", fx::kDiadem, k1, kTreasure | kPrize, 1);
  d.coin = 2;
  d.on_play = diadem;
  r.add(d);
  d = extra("Followers", fx::kFollowers, k1, kAction | kAttack | kPrize, 1);
  d.plus_cards = 2;
  d.on_play = followers;
  r.add(d);
  d = extra("Princess", fx::kPrincess, k1, kAction | kPrize, 1);
  d.plus_buys = 1;
  d.cost_mod = princess_mod;
  d.changes_costs = true;
  r.add(d);
  d = extra("Trusty Steed", fx::kTrustySteed, k1, kAction | kPrize, 1);
  d.on_play = trusty_steed;
  r.add(d);

  // Rewards: two of each outside the Supply (one with 2 players: Joust's set-up).
  d = extra("Coronet", fx::kCoronet, k2, kAction | kTreasure | kReward, 2);
  d.on_play = coronet;
  r.add(d);
  d = extra("Courser", fx::kCourser, k2, kAction | kReward, 2);
  d.on_play = courser;
  r.add(d);
  d = extra("Demesne", fx::kDemesne, k2, kAction | kVictory | kReward, 2);
  d.plus_actions = d.plus_buys = 2;
  d.on_play = demesne;
  d.end_vp = demesne_vp;
  r.add(d);
  d = extra("Housecarl", fx::kHousecarl, k2, kAction | kReward, 2);
  d.on_play = housecarl;
  r.add(d);
  d = extra("Huge Turnip", fx::kHugeTurnip, k2, kTreasure | kReward, 2);
  d.on_play = huge_turnip;
  r.add(d);
  d = extra("Renown", fx::kRenown, k2, kAction | kReward, 2);
  d.plus_buys = 1;
  d.on_play = renown;
  d.changes_costs = true;
  r.add(d);
}

}  // namespace kl

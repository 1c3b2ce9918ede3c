// Renaissance set: the 25 Kingdom cards (Border Guard, Ducat, Lackeys, Acting Troupe, Cargo Ship,
// Experiment, Improve, Flag Bearer, Hideout, Inventor, Mountain Village, Patron, Priest,
// Research, Silk Merchant, Old Witch, Recruiter, Scepter, Scholar, Sculptor, Seer, Spices,
// Swashbuckler, Treasurer, Villain), the 5 Artifacts (Flag, Horn, Key, Lantern, Treasure Chest)
// and the 20 Projects. Capitalism is a turn overlay (State::add_turn_overlay). Coffers,
// Villagers, Projects and Artifacts are the engine's (State::add_coffers, add_villagers,
// has_project, artifact_owner); a Project's or an Artifact's ability is a rule of the game (a
// Reaction from kSupply) that checks its holder. Rulings follow the official FAQ (the
// DominionStrategy wiki's card pages).
#include "cards/sets/renaissance.h"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "cards/registry.h"
#include "cards/sets/set_card.h"
#include "cards/tokens.h"
#include "sim/attack.h"

namespace kl {

namespace {

// Asks to trash one card from hand: exactly one (min 1) or up to one (min 0).
void ask_trash(State& s, Event& e, int min, uint8_t next_step, Types type = 0) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTrash);
  d.from = Zone::kHand;
  d.type_mask = type;
  d.min = uint8_t(min);
  d.max = 1;
  e.step = next_step;
  s.ask(d);
}

// Asks to gain a card costing $lo..$hi (mandatory if any qualifies), no Potion or Debt.
void ask_gain(State& s, Event& e, int lo, int hi, uint8_t next_step, Reason why = Reason::kGain,
              Types type = 0) {
  Decision d = decision_for(e, DecisionKind::kGain, why);
  d.min = d.max = 1;
  d.cost_min = uint8_t(std::clamp(lo, 0, 255));
  d.cost_max = uint8_t(std::clamp(hi, 0, 255));
  d.type_mask = type;
  e.step = next_step;
  s.ask(d);
}

// Asks to choose min..max of the listed kinds (kChooseCards from kAside).
void ask_listed(State& s, Event& e, Reason why, const CardId* kinds, int n, int min, int max,
                uint8_t next_step) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, why);
  d.from = Zone::kAside;
  for (int i = 0; i < n && i < 8; ++i) d.cards[d.num_cards++] = kinds[i];
  d.min = uint8_t(min);
  d.max = uint8_t(max);
  e.step = next_step;
  s.ask(d);
}

// The distinct kinds of `zone` (up to 8) that pass `ok`, into out; returns how many.
template <class Ok>
int kinds_in(const CardList& zone, CardId* out, Ok ok) {
  int n = 0;
  for (CardId c : zone)
    if (n < 8 && ok(c) && std::find(out, out + n, c) == out + n) out[n++] = c;
  return n;
}

// Whether some event below e on the stack runs `fn` (an ability that must not trigger itself:
// Experiment's "other than by this ability", Sewers' "other than with this").
bool running_below(State& s, const Event& e, EffectFn fn) {
  for (int i = s.stack_index(e) - 1; i >= 0; --i)
    if (s.event_at(i).fn == fn) return true;
  return false;
}

// Whether the window of trigger t is resolving: the start of Clean-up (the phase is kCleanup
// already during the end-of-Buy window) or of the turn (the phase is kAction already then).
bool window_open(const State& s, Trigger t) {
  for (int i = 0; i < kMaxMoments; ++i)
    if (s.moment(i).live && s.moment(i).trigger == t) return true;
  return false;
}

// Patron (its on_reveal hook: every reveal of every set goes through State::reveal): when
// something causes its owner to reveal it in an Action phase, +1 Coffers (the errata that came
// with the new Coffers rules, against the Patron-Pursue loop: Piazza's reveal at the start of the
// turn, a reveal in the Buy phase (Noble Brigand bought, Scepter replaying Seer) or at Clean-up
// gives nothing). Any Action phase: an opponent's Patron revealed by my Bandit is theirs.
void patron_revealed(State& s, int p, CardId) {
  if (s.in_action_phase()) s.add_coffers(p, 1);
}

// Whether the card a gain moment names is still where it went, in one of p's card lists (a
// reaction may have moved it: trashed, onto a mat).
bool still_there(State& s, int p, const Moment& m) {
  switch (m.zone) {
    case Zone::kDeck:
    case Zone::kHand:
    case Zone::kDiscard:
    case Zone::kPlay:
      return s.zone(p, m.zone).find(m.card) >= 0;
    default:
      return false;
  }
}

// p takes the Artifact with effect id `fx` (when it is in the game).
void take(State& s, int p, EffectId fx) {
  const CardId a = s.find_effect(fx);
  if (a != kNoCard) s.take_artifact(p, a);
}

bool holds(const State& s, int p, EffectId fx) {
  const CardId a = s.find_effect(fx);
  return a != kNoCard && s.artifact_owner(a) == p;
}

// --------------------------------------------------------------- Border Guard, Horn, Lantern

// (+1 Action.) Reveal the top 2 cards (3 with the Lantern); put one into the hand and discard
// the rest. If all 2 (3) were Actions, take the Lantern or the Horn. e.a = cards revealed,
// e.b = all were Actions.
void border_guard(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      const int want = holds(s, p, fx::kLantern) ? 3 : 2;
      int n = 0;
      bool all = true;
      for (; n < want; ++n) {
        const CardId c = s.reveal_top(p);
        if (c == kNoCard) break;
        all &= s.is(c, kAction);
      }
      e.a = int16_t(n);
      e.b = n == want && all;
      if (n == 0) return State::done(e);
      CardId kinds[8];
      const CardList& aside = s.player(p).aside;
      int k = 0;
      for (int i = 0; i < n; ++i) {
        const CardId c = aside[aside.size() - 1 - i];
        if (std::find(kinds, kinds + k, c) == kinds + k) kinds[k++] = c;
      }
      return ask_listed(s, e, Reason::kGainToHand, kinds, k, 1, 1, 1);
    }
    case 1: {
      const int n = e.a;
      const CardId keep = s.answer().cards[0];
      s.move(p, keep, Zone::kAside, Zone::kHand);
      CardList& aside = s.player(p).aside;
      CardId rest[3];
      for (int i = 0; i < n - 1; ++i) rest[i] = aside[aside.size() - 1 - i];
      for (int i = 0; i < n - 1; ++i) s.discard(p, rest[i], Zone::kAside);
      e.step = 2;
      return;
    }
    case 2: {
      if (!e.b) return State::done(e);
      const bool lantern = s.find_effect(fx::kLantern) != kNoCard;
      const bool horn = s.find_effect(fx::kHorn) != kNoCard;
      if (!lantern || !horn) {
        take(s, p, lantern ? fx::kLantern : fx::kHorn);
        return State::done(e);
      }
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.num_options = 2;
      e.step = 3;
      return s.ask(d);
    }
    default:
      take(s, p, s.answer().option == fx::kTakeLantern ? fx::kLantern : fx::kHorn);
      State::done(e);
  }
}

// Horn: once per turn, when its holder discards a Border Guard from play, they may put it onto
// their deck (asked at the start of Clean-up, before anything is discarded).
CardId discarded_border_guard(const State& s, int p) {
  const CardId bg = s.find_effect(fx::kBorderGuard);
  if (bg == kNoCard) return kNoCard;
  const int kept = std::max(0, s.kept_in_play(bg));
  return s.in_play(p, bg) > kept ? bg : kNoCard;
}
bool horn_applies(const State& s, const Moment& m, int, CardId self) {
  return s.artifact_owner(self) == m.player && discarded_border_guard(s, m.player) != kNoCard;
}
void horn(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  const CardId bg = discarded_border_guard(s, p);
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTopdeck);
    d.player = uint8_t(p);
    d.card = bg;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == 1 && bg != kNoCard) s.move(p, bg, Zone::kPlay, Zone::kDeck);
}

// --------------------------------------------------------------- Flag, Key, Treasure Chest

bool holder_is_mover(const State& s, const Moment& m, int, CardId self) {
  return s.artifact_owner(self) == m.player;
}
// Flag: when drawing your hand, +1 Card (the Clean-up's hand).
void flag(State& s, Event& e) {
  s.draw_at_cleanup(1);
  State::done(e);
}
// Key: at the start of your turn, +$1.
void key(State& s, Event& e) {
  s.add_coins(1);
  State::done(e);
}
// Treasure Chest: at the start of your Buy phase, gain a Gold.
void treasure_chest(State& s, Event& e) {
  State::done(e);
  s.gain(s.moment(e.a).player, kGold);
}

// --------------------------------------------------------------- Ducat, Spices, Lackeys...

// (+1 Buy.) +1 Coffers.
void ducat(State& s, Event& e) {
  s.add_coffers(e.player, 1);
  State::done(e);
}
// When gained: may trash a Copper from hand.
void ducat_gain(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.find(kCopper) < 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kTrash);
    d.card = kCopper;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == 1) s.trash(p, kCopper, Zone::kHand);
}
void plus_two_coffers(State& s, Event& e) {
  s.add_coffers(e.player, 2);
  State::done(e);
}
void plus_two_villagers(State& s, Event& e) {
  s.add_villagers(e.player, 2);
  State::done(e);
}
void plus_villager(State& s, Event& e) {
  s.add_villagers(e.player, 1);
  State::done(e);
}
// Silk Merchant, when gained or trashed: +1 Coffers and +1 Villager.
void silk_merchant_move(State& s, Event& e) {
  s.add_coffers(e.player, 1);
  s.add_villagers(e.player, 1);
  State::done(e);
}
// Flag Bearer, when gained or trashed: take the Flag. "The player trashing it" is the moment's
// player: every card that trashes another player's card has that player trash it (Swindler,
// Knights, Bandit: "each other player trashes..."), so the victim takes the Flag.
void flag_bearer_move(State& s, Event& e) {
  const bool had = holds(s, e.player, fx::kFlag);
  take(s, e.player, fx::kFlag);
  // Taken during its player's own Clean-up (Improve trashing it): the Flag's reaction was
  // evaluated at the start of Clean-up, but the hand is drawn after, with the Flag.
  if (!had && e.player == s.current() && window_open(s, Trigger::kCleanup) &&
      holds(s, e.player, fx::kFlag))
    s.draw_at_cleanup(1);
  State::done(e);
}

// Acting Troupe: +4 Villagers; trash this.
void acting_troupe(State& s, Event& e) {
  s.add_villagers(e.player, 4);
  State::done(e);
  if (!(e.flags & kLeftPlay) && s.in_play(e.player, e.self) > 0) {
    s.left_play(e);
    s.trash(e.player, e.self, Zone::kPlay);
  }
}

// --------------------------------------------------------------- Cargo Ship

// (+$2.) Once this turn, when you gain a card, you may set it aside face up; at the start of
// your next turn, put it into your hand. Cargo Ship stays in play only when it set one aside.
// The watcher's memory: a = the play instance, b = the plays whose card is set aside.
void cargo_ship_return(State& s, Event& e) {
  State::done(e);
  s.from_mat(e.player, kSetAsideMat, CardId(e.a), Zone::kHand);
}
void cargo_ship_offer(State& s, Event& e);
void cargo_ship_watch(State& s, Watcher& w, const Moment& m) {
  // w.count plays share this watcher (Throne Room): each sets aside one card, w.b are used.
  if (m.player != w.owner || w.b >= w.count || !still_there(s, w.owner, m)) return;
  for (int i = w.b; i < w.count; ++i) {
    // One offer per unused Cargo Ship of this watcher; declining leaves it for a later gain.
    s.push(cargo_ship_offer, w.owner, w.card, int(&m - &s.moment(0)), w.a);
  }
}
void cargo_ship_offer(State& s, Event& e) {
  const int p = e.player;
  const Moment& m = s.moment(e.a);
  // The watcher of this Cargo Ship (instance e.b) that still has a use.
  int wi = -1;
  for (int i = 0; i < s.num_watchers(); ++i) {
    const Watcher& w = s.watcher(i);
    if (w.fn == cargo_ship_watch && w.owner == p && w.a == e.b && w.b < w.count) wi = i;
  }
  if (wi < 0 || !still_there(s, p, m)) return State::done(e);
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kMat);
    d.card = m.card;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option != 1 || !still_there(s, p, m)) return;
  Watcher& w = s.watcher(wi);
  ++w.b;
  Moment& mm = s.moment(e.a);
  if (!s.to_mat(p, kSetAsideMat, mm.card, mm.zone)) return;
  Event pin = e;
  pin.inst = uint8_t(e.b);
  s.add_duration(pin, cargo_ship_return, mm.card);
  mm.zone = Zone::kNone;  // the other when-gain abilities lose track of it
}
void cargo_ship(State& s, Event& e) {
  s.watch(Watcher{cargo_ship_watch, Trigger::kGain, Until::kEndOfTurn, e.player, e.card,
                  int16_t(e.inst), 0});
  State::done(e);
}

// --------------------------------------------------------------- Experiment

// (+2 Cards +1 Action.) Return this to the Supply.
void experiment(State& s, Event& e) {
  State::done(e);
  if (!(e.flags & kLeftPlay) && s.in_play(e.player, e.self) > 0) {
    s.left_play(e);
    s.return_to_pile(e.player, e.self, Zone::kPlay);
  }
}
// When gained, gain another Experiment (other than by this ability).
void experiment_gain(State& s, Event& e) {
  if (e.step == 0) {
    if (running_below(s, e, experiment_gain)) return State::done(e);
    e.step = 1;
    s.gain(e.player, e.card);
    return;
  }
  State::done(e);
}

// --------------------------------------------------------------- Improve

// (+$2.) At the start of Clean-up, may trash an Action card you would discard from play this
// turn, to gain a card costing exactly $1 more than it. e.a = the trashed card's cost (read
// before it moves), e.b = the card.
void improve_cleanup(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0: {
      CardId kinds[8];
      const int n = kinds_in(s.player(p).play, kinds, [&](CardId c) {
        return s.is(c, kAction) && s.in_play(p, c) > std::max(0, s.kept_in_play(c));
      });
      if (n == 0) return State::done(e);
      return ask_listed(s, e, Reason::kTrash, kinds, n, 0, 1, 1);
    }
    case 1: {
      if (s.answer().n == 0) return State::done(e);
      const CardId c = s.answer().cards[0];
      e.a = int16_t(s.cost(c));
      e.b = c;
      e.step = 2;
      s.trash(p, c, Zone::kPlay);
      return;
    }
    case 2: {
      // "Exactly $1 more": the Potion and Debt parts must match too (as Upgrade, Develop).
      const CardId c = CardId(e.b);
      Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
      d.min = d.max = 1;
      d.cost_min = d.cost_max = uint8_t(std::clamp(e.a + 1, 0, 255));
      d.potion_ok = s.potion_cost(c);
      for (int k = 0; k < s.num_kinds(); ++k)
        if (s.potion_cost(CardId(k)) == s.potion_cost(c)) d.allow |= uint64_t(1) << k;
      d.debt_min = d.debt_max = uint8_t(s.debt_cost(c));
      e.step = 3;
      return s.ask(d);
    }
    default:
      State::done(e);
      if (s.answer().n == 1) s.gain(p, s.answer().cards[0]);
  }
}
void improve_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player != w.owner) return;
  for (int i = 0; i < w.count; ++i) s.push(improve_cleanup, w.owner, w.card);
}
void improve(State& s, Event& e) {
  s.watch(Watcher{improve_watch, Trigger::kCleanup, Until::kEndOfTurn, e.player, e.card});
  State::done(e);
}

// --------------------------------------------------------------- Hideout, Recruiter, Priest

// (+1 Card +2 Actions.) Trash a card from hand; a Victory card trashed: gain a Curse.
void hideout(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) return State::done(e);
      return ask_trash(s, e, 1, 1);
    case 1: {
      const CardId c = s.answer().cards[0];
      e.a = s.is(c, kVictory);
      e.step = 2;
      s.trash(p, c, Zone::kHand);
      return;
    }
    default:
      State::done(e);
      if (e.a) s.gain(p, kCurse);
  }
}
// (+2 Cards.) Trash a card from hand; +1 Villager per $1 it costs.
void recruiter(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.empty()) return State::done(e);
    return ask_trash(s, e, 1, 1);
  }
  State::done(e);
  const CardId c = s.answer().cards[0];
  const int n = s.cost(c);
  s.trash(p, c, Zone::kHand);
  if (n > 0) s.add_villagers(p, n);
}
// (+$2.) Trash a card from hand. For the rest of this turn, when you trash a card, +$2.
void priest_watch(State& s, Watcher& w, const Moment& m) {
  if (m.player == w.owner && s.current() == w.owner) s.add_coins(2 * w.count);
}
void priest(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) {
        e.step = 2;
        return;
      }
      return ask_trash(s, e, 1, 1);
    case 1:
      e.step = 2;
      s.trash(p, s.answer().cards[0], Zone::kHand);
      return;
    default:
      s.watch(Watcher{priest_watch, Trigger::kTrash, Until::kEndOfTurn, uint8_t(p), e.card});
      State::done(e);
  }
}

// --------------------------------------------------------------- Inventor, Sculptor

// Gain a card costing up to $4, then cards cost $1 less this turn.
void inventor(State& s, Event& e) {
  if (e.step == 0) return ask_gain(s, e, 0, 4, 1);
  if (e.step == 1) {
    e.step = 2;
    if (s.answer().n == 1) {
      s.gain(e.player, s.answer().cards[0]);
      return;
    }
  }
  State::done(e);
  s.reduce_costs(1);
}
// Gain a card to your hand costing up to $4; a Treasure: +1 Villager.
void sculptor(State& s, Event& e) {
  if (e.step == 0) return ask_gain(s, e, 0, 4, 1, Reason::kGainToHand);
  State::done(e);
  if (s.answer().n != 1) return;
  const CardId c = s.answer().cards[0];
  if (s.gain(e.player, c, Zone::kHand) && s.is(c, kTreasure)) s.add_villagers(e.player, 1);
}

// --------------------------------------------------------------- Mountain Village, Scholar

// (+2 Actions.) Put a card from the discard pile into your hand; if you can't, +1 Card.
void mountain_village(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).discard.empty()) {
      s.draw(p, 1);
      return State::done(e);
    }
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kGainToHand);
    d.from = Zone::kDiscard;
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  s.move(p, s.answer().cards[0], Zone::kDiscard, Zone::kHand);
}
// Discard your hand, +7 Cards.
void scholar(State& s, Event& e) {
  if (e.step == 0) {
    e.step = 1;
    s.discard_hand(e.player);
    return;
  }
  State::done(e);
  s.draw(e.player, 7);
}

// --------------------------------------------------------------- Research

// (+1 Action.) Trash a card from hand; per $1 it costs, set aside a card from the deck face down;
// at the start of the next turn, put them into the hand. Research stays in play only when it set
// some aside. One Duration memory per card set aside (a = the card).
void research_return(State& s, Event& e) {
  State::done(e);
  const int p = e.player;
  if (s.from_mat(p, kHavenMat, CardId(e.a), Zone::kHand)) return;
  // A lookahead copy dealt the face-down mat again: take any card of it.
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.from_mat(p, kHavenMat, CardId(k), Zone::kHand)) return;
}
void research(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      if (s.player(p).hand.empty()) return State::done(e);
      return ask_trash(s, e, 1, 1);
    case 1: {
      const CardId c = s.answer().cards[0];
      e.a = int16_t(s.cost(c));
      e.step = 2;
      s.trash(p, c, Zone::kHand);
      return;
    }
    default:
      State::done(e);
      for (int i = 0; i < e.a; ++i) {
        const CardId c = s.look_top(p);  // face down: no reveal
        if (c == kNoCard) break;
        s.to_mat(p, kHavenMat, c, Zone::kAside);
        s.add_duration(e, research_return, c);
      }
  }
}

// --------------------------------------------------------------- Old Witch, Villain

// Gains a Curse, then may trash a Curse from hand.
void old_witch_victim(State& s, Event& e) {
  const int p = e.player;
  switch (e.step) {
    case 0:
      e.step = 1;
      s.gain(p, kCurse);
      return;
    case 1:
      if (s.player(p).hand.find(kCurse) < 0) return State::done(e);
      return ask_trash(s, e, 0, 2, kCurseType);
    default:
      State::done(e);
      if (s.answer().n == 1) s.trash(p, s.answer().cards[0], Zone::kHand);
  }
}
// (+3 Cards.) Each other player gains a Curse and may trash a Curse from hand.
void old_witch(State& s, Event& e) { attack(s, e, old_witch_victim); }

// A victim with 5 or more cards in hand discards one costing $2 or more (or reveals they can't).
void villain_victim(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    if (s.player(p).hand.size() < 5) return State::done(e);
    CardId kinds[8];
    const int n = kinds_in(s.player(p).hand, kinds, [&](CardId c) { return s.cost(c) >= 2; });
    if (n == 0) {
      s.reveal_hand(p);
      return State::done(e);
    }
    return ask_listed(s, e, Reason::kDiscard, kinds, n, 1, 1, 1);
  }
  State::done(e);
  s.discard(p, s.answer().cards[0], Zone::kHand);
}
// +2 Coffers, then the attack.
void villain(State& s, Event& e) {
  if (e.step == 0) {
    s.add_coffers(e.player, 2);
    e.step = 1;
  }
  attack(s, e, villain_victim);
}

// --------------------------------------------------------------- Scepter

// Choose: +$2, or replay an Action card you played this turn that is still in play (not a
// Duration from an earlier turn). Scepter stays in play with a replayed Duration (its FAQ).
int scepter_targets(const State& s, int p, CardId* out) {
  return kinds_in(s.player(p).play, out,
                  [&](CardId c) { return s.is(c, kAction) && s.plays_this_turn(c) != 0; });
}
void scepter(State& s, Event& e) {
  const int p = e.player;
  CardId kinds[8];
  switch (e.step) {
    case 0: {
      if (scepter_targets(s, p, kinds) == 0) {
        s.add_coins(2);
        return State::done(e);
      }
      Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
      d.num_options = 2;
      e.step = 1;
      return s.ask(d);
    }
    case 1: {
      if (s.answer().option == fx::kScepterCoins) {
        s.add_coins(2);
        return State::done(e);
      }
      const int n = scepter_targets(s, p, kinds);
      return ask_listed(s, e, Reason::kPlay, kinds, n, 1, 1, 2);
    }
    default:
      State::done(e);
      s.replay(e, s.answer().cards[0], 1);
  }
}

// --------------------------------------------------------------- Seer

// (+1 Card +1 Action.) Reveal the top 3 cards; those costing $2 to $4 into the hand, the rest
// back in any order (kOrder: the last chosen on top). e.a = cards left to put back.
void seer(State& s, Event& e) {
  const int p = e.player;
  if (e.step == 0) {
    CardId got[3];
    int n = 0;
    for (; n < 3; ++n) {
      got[n] = s.reveal_top(p);
      if (got[n] == kNoCard) break;
    }
    int back = 0;
    for (int i = 0; i < n; ++i) {
      const CardId c = got[i];
      if (s.cost(c) >= 2 && s.cost(c) <= 4 && !s.potion_cost(c) && !s.debt_cost(c))
        s.move(p, c, Zone::kAside, Zone::kHand);
      else
        ++back;
    }
    if (back == 0) return State::done(e);
    const CardList& aside = s.player(p).aside;
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kOrder);
    d.from = Zone::kAside;
    for (int i = 0; i < back; ++i) d.cards[d.num_cards++] = aside[aside.size() - 1 - i];
    d.min = d.max = uint8_t(back);
    e.step = 1;
    return s.ask(d);
  }
  const Choice& c = s.answer();
  for (int i = 0; i < c.n; ++i) s.move(p, c.cards[i], Zone::kAside, Zone::kDeck);
  State::done(e);
}

// --------------------------------------------------------------- Swashbuckler, Treasurer

// (+3 Cards.) If your discard pile has any cards: +1 Coffers, then with 4 or more Coffers take
// the Treasure Chest.
void swashbuckler(State& s, Event& e) {
  const int p = e.player;
  State::done(e);
  if (s.player(p).discard.empty()) return;
  s.add_coffers(p, 1);
  if (s.player(p).coffers >= 4) take(s, p, fx::kTreasureChest);
}

// (+$3.) Choose: trash a Treasure from your hand; gain a Treasure from the trash to your hand;
// or take the Key.
void treasurer(State& s, Event& e) {
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
        case fx::kTreasurerTrash:
          return ask_trash(s, e, 1, 2, kTreasure);
        case fx::kTreasurerGain: {
          CardId kinds[8];
          int n = 0;
          for (int c = 0; c < s.num_kinds() && n < 8; ++c)
            if (s.trash_count(CardId(c)) > 0 && s.face_up_in_trash(CardId(c)) > 0 &&
                s.is(CardId(c), kTreasure))
              kinds[n++] = CardId(c);
          if (n == 0) return State::done(e);
          return ask_listed(s, e, Reason::kGainToHand, kinds, n, 1, 1, 3);
        }
        default:
          take(s, p, fx::kKey);
          return State::done(e);
      }
    case 2:
      State::done(e);
      if (s.answer().n == 1) s.trash(p, s.answer().cards[0], Zone::kHand);
      return;
    default:
      State::done(e);
      s.gain_from_trash(p, s.answer().cards[0], Zone::kHand);
  }
}

// --------------------------------------------------------------- Projects

bool owns_project(const State& s, const Moment& m, int, CardId self) {
  return s.has_project(m.player, self);
}
// Fair: +1 Buy. Barracks: +1 Action. (Canal, "during your turns, cards cost $1 less", is
// CardDef::holder_discount: it holds from the moment it is bought, and before any start-of-turn
// ability, e.g. a Workshop Piazza plays.)
void fair(State& s, Event& e) {
  s.add_buys(1);
  State::done(e);
}
void barracks(State& s, Event& e) {
  s.add_actions(1);
  State::done(e);
}
// Cathedral: at the start of your turn, trash a card from your hand.
void cathedral(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  if (e.step == 0) {
    e.player = uint8_t(p);
    if (s.player(p).hand.empty()) return State::done(e);
    return ask_trash(s, e, 1, 1);
  }
  State::done(e);
  s.trash(p, s.answer().cards[0], Zone::kHand);
}
// City Gate: at the start of your turn, +1 Card, then put a card from your hand onto your deck.
void city_gate(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  if (e.step == 0) {
    e.player = uint8_t(p);
    s.draw(p, 1);
    if (s.player(p).hand.empty()) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kTopdeck);
    d.from = Zone::kHand;
    d.min = d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  s.move(p, s.answer().cards[0], Zone::kHand, Zone::kDeck);
}
// Pageant: at the end of your Buy phase, you may pay $1 for +1 Coffers.
bool pageant_applies(const State& s, const Moment& m, int, CardId self) {
  return s.has_project(m.player, self) && s.coins() >= 1;
}
void pageant(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  if (e.step == 0) {
    e.player = uint8_t(p);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kUseAbility);
    d.card = e.card;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option == 1 && s.coins() >= 1) {
    s.add_coins(-1);
    s.add_coffers(p, 1);
  }
}
// Exploration: at the end of your Buy phase, if you didn't buy any cards during it, +1 Coffers
// and +1 Villager.
bool exploration_applies(const State& s, const Moment& m, int, CardId self) {
  return s.has_project(m.player, self) && s.bought_this_turn_mask() == 0;
}
void exploration(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  s.add_coffers(p, 1);
  s.add_villagers(p, 1);
  State::done(e);
}
// Silos: at the start of your turn, discard any number of Coppers, revealed, and draw that many.
void silos(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  const int have = s.player(p).hand.count(kCopper);
  if (e.step == 0) {
    e.player = uint8_t(p);
    if (have == 0) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kDiscard);
    d.card = kCopper;
    d.num_options = uint8_t(have + 1);  // option k: discard k Coppers
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    e.b = int16_t(std::min(have, s.answer().option));
    for (int i = 0; i < e.b; ++i) s.discard(p, kCopper, Zone::kHand);
    e.step = 2;
    return;
  }
  State::done(e);
  s.draw(p, e.b);
}
// Crop Rotation: at the start of your turn, you may discard a Victory card for +2 Cards.
void crop_rotation(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  if (e.step == 0) {
    e.player = uint8_t(p);
    if (!std::any_of(s.player(p).hand.begin(), s.player(p).hand.end(),
                     [&](CardId c) { return s.is(c, kVictory); }))
      return State::done(e);
    Decision d = decision_for(e, DecisionKind::kChooseCards, Reason::kDiscard);
    d.from = Zone::kHand;
    d.type_mask = kVictory;
    d.min = 0;
    d.max = 1;
    e.step = 1;
    return s.ask(d);
  }
  if (e.step == 1) {
    if (s.answer().n == 0) return State::done(e);
    s.discard(p, s.answer().cards[0], Zone::kHand);
    e.step = 2;
    return;
  }
  State::done(e);
  s.draw(p, 2);
}
// Sinister Plot: at the start of your turn, add a token here, or remove your tokens here for
// +1 Card each.
void sinister_plot(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  if (e.step == 0) {
    e.player = uint8_t(p);
    Decision d = decision_for(e, DecisionKind::kChooseOption, Reason::kMode);
    d.num_options = 2;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  const int n = s.player_tokens(p, kSinisterPlotTokens);
  if (s.answer().option == fx::kPlotAdd) return s.add_player_tokens(p, kSinisterPlotTokens, 1);
  s.add_player_tokens(p, kSinisterPlotTokens, -n);
  s.draw(p, n);
}
// Academy: when you gain an Action card, +1 Villager. Guildhall: a Treasure, +1 Coffers.
bool academy_applies(const State& s, const Moment& m, int, CardId self) {
  return s.has_project(m.player, self) && s.is(m.card, kAction);
}
void academy(State& s, Event& e) {
  s.add_villagers(s.moment(e.a).player, 1);
  State::done(e);
}
bool guildhall_applies(const State& s, const Moment& m, int, CardId self) {
  return s.has_project(m.player, self) && s.is(m.card, kTreasure);
}
void guildhall(State& s, Event& e) {
  s.add_coffers(s.moment(e.a).player, 1);
  State::done(e);
}
// Road Network: when another player gains a Victory card, +1 Card.
bool road_network_applies(const State& s, const Moment& m, int, CardId self) {
  if (!s.is(m.card, kVictory)) return false;
  for (int p = 0; p < s.num_players(); ++p)
    if (p != m.player && s.has_project(p, self)) return true;
  return false;
}
void road_network(State& s, Event& e) {
  const int gainer = s.moment(e.a).player;
  State::done(e);
  for (int i = 1; i < s.num_players(); ++i) {
    const int p = (gainer + i) % s.num_players();
    if (s.has_project(p, e.card)) s.draw(p, 1);
  }
}
// Sewers: when you trash a card other than with this, you may trash a card from your hand.
void sewers(State& s, Event& e);
bool sewers_applies(const State& s, const Moment& m, int, CardId self) {
  return s.has_project(m.player, self) && !s.player(m.player).hand.empty();
}
void sewers(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  switch (e.step) {
    case 0:
      e.player = uint8_t(p);
      if (running_below(s, e, sewers) || s.player(p).hand.empty()) return State::done(e);
      return ask_trash(s, e, 0, 1);
    case 1:
      if (s.answer().n == 0) return State::done(e);
      e.step = 2;  // stays on the stack while its own trash resolves: no Sewers for it
      s.trash(p, s.answer().cards[0], Zone::kHand);
      return;
    default:
      State::done(e);
  }
}
// Piazza: at the start of your turn, reveal the top card of your deck; an Action: play it.
void piazza(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  State::done(e);
  const CardId c = s.reveal_top(p);
  if (c == kNoCard) return;
  if (s.is(c, kAction))
    s.play_card(p, c, Zone::kAside);
  else
    s.move(p, c, Zone::kAside, Zone::kDeck);
}
// Innovation: the first time you gain an Action card in each of your turns, you may set it
// aside; if you do, play it. The turn of the player's first Action gain: player token
// kInnovationTurn, kept for every player, cube or not: Innovation bought after an Action was
// gained this turn does not apply to a later one (FAQ: "your first Action card gained each turn").
bool innovation_applies(const State& s, const Moment& m, int, CardId) {
  return m.player == s.current() && s.is(m.card, kAction) &&
         s.player_tokens(m.player, kInnovationTurn) != s.turn();
}
void innovation(State& s, Event& e) {
  Moment& m = s.moment(e.a);
  const int p = m.player;
  if (e.step == 0) {
    e.player = uint8_t(p);
    s.add_player_tokens(p, kInnovationTurn, s.turn() - s.player_tokens(p, kInnovationTurn));
    if (!s.has_project(p, e.card) || !still_there(s, p, m)) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kPlay);
    d.card = m.card;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().option != 1 || !still_there(s, p, m)) return;
  const CardId c = m.card;
  const Zone from = m.zone;
  m.zone = Zone::kNone;  // played: the other when-gain abilities lose track of it
  s.play_card(p, c, from);
}

// Citadel: the first time you play an Action card during each of your turns, play it again
// afterward. Not a start-of-turn ability (FAQ: it covers Actions played outside the Action
// phase; wiki: bought mid-turn, it replays a later first Action): one watcher for the whole
// game looks at every play. It pushes the second play under the card's own effect, so it runs
// once that has resolved.
void citadel_play(State& s, Event& e) {
  State::done(e);
  Event by = e;
  by.inst = kNoInstance;  // a Project plays it: nothing of it stays in play with a Duration
  s.replay(by, e.card, 1);
}
void citadel_watch(State& s, Watcher& w, const Moment& m) {
  // actions_played() counts the current player's Action plays this turn, this one included.
  if (m.player != s.current() || !s.has_project(m.player, w.card) || !s.is(m.card, kAction) ||
      s.actions_played() != 1)
    return;
  s.push(citadel_play, m.player, m.card);
}
void citadel_setup(State& s, CardId self) {
  s.watch(Watcher{citadel_watch, Trigger::kPlay, Until::kGame, 0, self});
}

CardDef card(const char* name, EffectId effect, int cost, Types types) {
  return set_card("Renaissance", name, effect, Edition::kBoth, cost, types);
}

// Capitalism: "an Action with a +$ amount in its text": a vanilla +$ or "+$" anywhere in its
// published text (a choice: Steward, Pawn; a condition: Merchant, Baron), not $ without a plus
// (a cost, "+1 Coffers"). The texts are cards/card_list.tsv's; looked up once per card name.
bool plus_coin_text(const CardDef& d) {
  if (d.plus_coins > 0) return true;
  thread_local std::unordered_map<std::string, bool> known;
  const std::string& name = d.effect_name();
  auto it = known.find(name);
  if (it == known.end())
    it = known.emplace(name, published_text(name).find("+$") != std::string::npos).first;
  return it->second;
}

// Capitalism, when bought: during the buyer's turns, those Actions are also Treasures, wherever
// they are (in the Supply too). Landscapes and non-Actions are never affected.
void capitalism(State& s, Event& e) {
  State::done(e);
  uint64_t kinds = 0;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if ((s.base_types(c) & kAction) && !s.is_landscape(c) && plus_coin_text(s.def(c)))
      kinds |= uint64_t(1) << k;
  }
  if (kinds) s.add_turn_overlay(e.player, kinds, kTreasure);
}

CardDef landscape(const char* name, EffectId effect, int cost, Types type) {
  CardDef d = card(name, effect, cost, type);
  d.kingdom = false;
  return d;
}

// A Project whose ability is `fn` when `on` happens (to its holder, unless `when` says).
CardDef project(const char* name, EffectId effect, int cost, Trigger on, EffectFn fn,
                WhenFn when = owns_project) {
  CardDef d = landscape(name, effect, cost, kProject);
  d.add_reaction(Reaction{on, Zone::kSupply, false, when, fn});
  return d;
}

}  // namespace

void add_renaissance_cards(Registry& r) {
  // Artifacts: brought by the cards that name them (CardDef::needs).
  CardDef d = landscape("Flag", fx::kFlag, 0, kArtifact);
  d.add_reaction(Reaction{Trigger::kCleanup, Zone::kSupply, false, holder_is_mover, flag});
  r.add(d);
  d = landscape("Horn", fx::kHorn, 0, kArtifact);
  d.add_reaction(Reaction{Trigger::kCleanup, Zone::kSupply, false, horn_applies, horn});
  r.add(d);
  d = landscape("Key", fx::kKey, 0, kArtifact);
  d.add_reaction(Reaction{Trigger::kStartTurn, Zone::kSupply, false, holder_is_mover, key});
  r.add(d);
  r.add(landscape("Lantern", fx::kLantern, 0, kArtifact));  // Border Guard reads it
  d = landscape("Treasure Chest", fx::kTreasureChest, 0, kArtifact);
  d.add_reaction(
      Reaction{Trigger::kStartBuy, Zone::kSupply, false, holder_is_mover, treasure_chest});
  r.add(d);

  d = card("Border Guard", fx::kBorderGuard, 2, kAction);
  d.plus_actions = 1;
  d.on_play = border_guard;
  d.needs = {"Lantern", "Horn"};
  r.add(d);

  d = card("Ducat", fx::kDucat, 2, kTreasure);
  d.plus_buys = 1;
  d.on_play = ducat;
  d.on_gain = ducat_gain;
  r.add(d);

  d = card("Lackeys", fx::kLackeys, 2, kAction);
  d.plus_cards = 2;
  d.on_gain = plus_two_villagers;
  r.add(d);

  d = card("Acting Troupe", fx::kActingTroupe, 3, kAction);
  d.on_play = acting_troupe;
  r.add(d);

  d = card("Cargo Ship", fx::kCargoShip, 3, kAction | kDuration);
  d.plus_coins = 2;
  d.on_play = cargo_ship;
  d.watches = trigger_bit(Trigger::kGain);
  r.add(d);

  d = card("Experiment", fx::kExperiment, 3, kAction);
  d.plus_cards = 2;
  d.plus_actions = 1;
  d.on_play = experiment;
  d.on_gain = experiment_gain;
  r.add(d);

  d = card("Improve", fx::kImprove, 3, kAction);
  d.plus_coins = 2;
  d.on_play = improve;
  d.watches = trigger_bit(Trigger::kCleanup);
  r.add(d);

  d = card("Flag Bearer", fx::kFlagBearer, 4, kAction);
  d.plus_coins = 2;
  d.on_gain = d.on_trash = flag_bearer_move;
  d.needs = {"Flag"};
  r.add(d);

  d = card("Hideout", fx::kHideout, 4, kAction);
  d.plus_cards = 1;
  d.plus_actions = 2;
  d.on_play = hideout;
  r.add(d);

  d = card("Inventor", fx::kInventor, 4, kAction);
  d.on_play = inventor;
  d.changes_costs = true;
  r.add(d);

  d = card("Mountain Village", fx::kMountainVillage, 4, kAction);
  d.plus_actions = 2;
  d.on_play = mountain_village;
  r.add(d);

  d = card("Patron", fx::kPatron, 4, kAction | kReaction);
  d.plus_coins = 2;
  d.on_play = plus_villager;
  d.on_reveal = patron_revealed;
  r.add(d);

  d = card("Priest", fx::kPriest, 4, kAction);
  d.plus_coins = 2;
  d.on_play = priest;
  d.watches = trigger_bit(Trigger::kTrash);
  r.add(d);

  d = card("Research", fx::kResearch, 4, kAction | kDuration);
  d.plus_actions = 1;
  d.on_play = research;
  d.private_mats = uint8_t(1 << kHavenMat);
  r.add(d);

  d = card("Silk Merchant", fx::kSilkMerchant, 4, kAction);
  d.plus_cards = 2;
  d.plus_buys = 1;
  d.on_gain = d.on_trash = silk_merchant_move;
  r.add(d);

  d = card("Old Witch", fx::kOldWitch, 5, kAction | kAttack);
  d.plus_cards = 3;
  d.on_play = old_witch;
  r.add(d);

  d = card("Recruiter", fx::kRecruiter, 5, kAction);
  d.plus_cards = 2;
  d.on_play = recruiter;
  r.add(d);

  d = card("Scepter", fx::kScepter, 5, kTreasure);
  d.on_play = scepter;
  r.add(d);

  d = card("Scholar", fx::kScholar, 5, kAction);
  d.on_play = scholar;
  r.add(d);

  d = card("Sculptor", fx::kSculptor, 5, kAction);
  d.on_play = sculptor;
  r.add(d);

  d = card("Seer", fx::kSeer, 5, kAction);
  d.plus_cards = d.plus_actions = 1;
  d.on_play = seer;
  r.add(d);

  d = card("Spices", fx::kSpices, 5, kTreasure);
  d.coin = 2;
  d.plus_buys = 1;
  d.on_gain = plus_two_coffers;
  r.add(d);

  d = card("Swashbuckler", fx::kSwashbuckler, 5, kAction);
  d.plus_cards = 3;
  d.on_play = swashbuckler;
  d.needs = {"Treasure Chest"};
  r.add(d);

  d = card("Treasurer", fx::kTreasurer, 5, kAction);
  d.plus_coins = 3;
  d.on_play = treasurer;
  d.needs = {"Key"};
  r.add(d);

  d = card("Villain", fx::kVillain, 5, kAction | kAttack);
  d.on_play = villain;
  r.add(d);

  // Projects.
  r.add(project("Cathedral", fx::kCathedral, 3, Trigger::kStartTurn, cathedral));
  r.add(project("City Gate", fx::kCityGate, 3, Trigger::kStartTurn, city_gate));
  r.add(project("Pageant", fx::kPageant, 3, Trigger::kEndBuy, pageant, pageant_applies));
  d = project("Sewers", fx::kSewers, 3, Trigger::kTrash, sewers, sewers_applies);
  r.add(d);
  r.add(project("Exploration", fx::kExploration, 4, Trigger::kEndBuy, exploration,
                exploration_applies));
  r.add(project("Fair", fx::kFair, 4, Trigger::kStartTurn, fair));
  r.add(project("Silos", fx::kSilos, 4, Trigger::kStartTurn, silos));
  r.add(project("Sinister Plot", fx::kSinisterPlot, 4, Trigger::kStartTurn, sinister_plot));
  r.add(project("Academy", fx::kAcademy, 5, Trigger::kGain, academy, academy_applies));
  r.add(project("Guildhall", fx::kGuildhall, 5, Trigger::kGain, guildhall, guildhall_applies));
  r.add(project("Piazza", fx::kPiazza, 5, Trigger::kStartTurn, piazza));
  r.add(project("Road Network", fx::kRoadNetwork, 5, Trigger::kGain, road_network,
                road_network_applies));
  r.add(project("Barracks", fx::kBarracks, 6, Trigger::kStartTurn, barracks));
  r.add(project("Crop Rotation", fx::kCropRotation, 6, Trigger::kStartTurn, crop_rotation));
  r.add(project("Innovation", fx::kInnovation, 6, Trigger::kGain, innovation, innovation_applies));
  d = landscape("Citadel", fx::kCitadel, 8, kProject);
  d.on_setup = citadel_setup;
  d.watches = trigger_bit(Trigger::kPlay);
  r.add(d);
  d = landscape("Canal", fx::kCanal, 7, kProject);
  d.holder_discount = 1;
  r.add(d);
  d = landscape("Star Chart", fx::kStarChart, 3, kProject);
  d.shuffle_pick = true;
  r.add(d);
  d = landscape("Capitalism", fx::kCapitalism, 5, kProject);
  d.on_buy = capitalism;
  r.add(d);
  d = landscape("Fleet", fx::kFleet, 5, kProject);
  d.round_after_end = true;
  r.add(d);
}

}  // namespace kl

// Heuristic decisions for the Alchemy set's cards, and the possessor's policy in a possessed
// turn. See docs/heuristics.md.
#include "cards/sets/alchemy.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

ParamId kPossessionTrashBest, kPossessionSpoil;

namespace {

// Play parameters (ids set when the AI tables are built).
ParamId kTransmuteEstateProvinces, kTransmuteDuchyProvinces, kTransmuteCopper,
    kHerbalistPotionWorth, kApothecaryActionsOnTop, kScryingPoolKeepMoney, kAlchemistTopdeck,
    kApprenticeEstateProvinces, kApprenticeKeepMoney, kApprenticeMinDraw, kFamiliarWhenPossessed;

// Whether p's turn now is a possessed one (someone else decides it).
bool possessed(const State& s, int p) {
  return (s.turn_flags() & kPossessed) && p == s.current() && s.controller(p) != p;
}

// The eligible card of d with the lowest (or highest) `score`; kNoCard if none.
template <class F>
CardId best_eligible(const State& s, const Decision& d, F score) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = 0;
  for (CardId c : el) {
    const int v = score(c);
    if (best == kNoCard || v > best_score) {
      best = c;
      best_score = v;
    }
  }
  return best;
}

// ---------------------------------------------------------------- Transmute

// The card Transmute trashes from p's hand, or kNoCard if none is worth it: a Curse; an Estate
// (for a Gold) while more Provinces than transmute.estate_provinces are left; an Action (for a
// Duchy, the cheapest) once Provinces left <= transmute.duchy_provinces; a Copper (for a
// Transmute) if transmute.copper >= 0.5. In a possessed turn: the most valuable Victory card (a
// Gold for the possessor; the card comes back).
CardId transmute_pick(const State& s, int p, CardId self, const PlayCtx& ctx) {
  const CardList& hand = s.player(p).hand;
  if (possessed(s, p) && ctx(kPossessionTrashBest) >= 0.5) {
    for (CardId c : hand)
      if (s.is(c, kVictory)) return c;
  }
  for (CardId c : hand)
    if (s.is(c, kCurseType)) return c;
  if (hand.find(kEstate) >= 0 && s.pile(kProvince) > ctx(kTransmuteEstateProvinces)) return kEstate;
  if (s.pile(kProvince) <= ctx(kTransmuteDuchyProvinces)) {
    CardId best = kNoCard;
    bool skipped = false;
    for (CardId c : hand) {
      if (c == self && !skipped) {
        skipped = true;
        continue;
      }
      if (s.is(c, kAction) && (best == kNoCard || s.cost(c) < s.cost(best))) best = c;
    }
    if (best != kNoCard) return best;
  }
  if (hand.find(kCopper) >= 0 && ctx(kTransmuteCopper) >= 0.5) return kCopper;
  return kNoCard;
}

void transmute_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.reason != Reason::kTrash) return;
  CardId c = transmute_pick(s, d.player, kNoCard, ctx);
  if (c == kNoCard) c = best_eligible(s, d, [&](CardId x) { return -card_worth(s, x); });
  if (c != kNoCard) out.add(c);
}

bool transmute_worth(const State& s, int p, CardId c, const PlayCtx& ctx) {
  return transmute_pick(s, p, c, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Herbalist

// Puts back the best Treasures in play by the $ they make, a Potion counting as
// herbalist.potion_worth ($2.5: above Silver, below Gold); never one making less than $2 (a
// Copper; a Potion valued below $2), nor one that stays in play. In a possessed turn with
// possession.spoil >= 0.5: none.
void herbalist_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  if (possessed(s, d.player) && ctx(kPossessionSpoil) >= 0.5) return;
  CardList el;
  s.eligible(d, el);
  auto score = [&](CardId c) {
    return c == kPotion ? ctx(kHerbalistPotionWorth) : double(s.coin(c)) + s.cost(c) / 100.0;
  };
  // Not a Duration Treasure that stays in play: it would not be put back.
  CardList usable;
  uint8_t seen[kMaxKinds] = {};
  for (CardId c : el)
    if (score(c) >= 2 && seen[c]++ < s.leaving_play(d.player, c)) usable.push(c);
  std::sort(usable.begin(), usable.end(), [&](CardId a, CardId b) { return score(a) < score(b); });
  // The best `max`, worst first, so that the best ends on top (the last chosen is on top).
  const int from = std::max(0, usable.size() - int(d.max));
  for (int i = from; i < usable.size(); ++i) out.add(usable[i]);
}

// ---------------------------------------------------------------- Apothecary

// Puts the rest back, best on top: Actions above Treasures if apothecary.actions_on_top >= 0.5
// (an Action drawn now is playable; a Treasure is $ next turn), then by worth; Victory cards and
// Curses at the bottom. In a possessed turn with possession.spoil >= 0.5: the worst on top.
int put_back_score(const State& s, CardId c, const PlayCtx& ctx) {
  const int w = card_worth(s, c);
  if (junk(s, c)) return w - 100;
  const bool first = ctx(kApothecaryActionsOnTop) >= 0.5 ? s.is(c, kAction) : s.is(c, kTreasure);
  return w + (first ? 50 : 0);
}
void order_for(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  CardList el;
  s.eligible(d, el);
  const bool spoil = possessed(s, d.player) && ctx(kPossessionSpoil) >= 0.5;
  std::sort(el.begin(), el.end(), [&](CardId a, CardId b) {
    const int sa = put_back_score(s, a, ctx), sb = put_back_score(s, b, ctx);
    return spoil ? sa > sb : sa < sb;  // the last chosen ends on top
  });
  for (int i = 0; i < el.size() && i < d.max; ++i) out.add(el[i]);
}
void apothecary_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kOrder) order_for(s, d, ctx, out);
}

// ---------------------------------------------------------------- Scrying Pool

// Whether the deciding player wants card c off the top of player `owner`'s deck. Their own deck
// (or a deck they control, unless spoiling a possessed one): a non-Action card making less $
// than scrying_pool.keep_money goes (Scrying Pool then draws past it), Actions and good Treasures
// stay. Another player's deck: good cards (Actions, Treasures better than Copper) go, junk stays.
bool scry_discard(const State& s, const Decision& d, int owner, CardId c, const PlayCtx& ctx) {
  const bool mine = owner == d.decider || (owner == s.current() && owner == d.player &&
                                           s.controller(owner) == d.decider &&
                                           !(possessed(s, owner) && ctx(kPossessionSpoil) >= 0.5));
  if (mine) {
    if (s.is(c, kAction)) return false;
    if (c == kPotion) return false;
    return !s.is(c, kTreasure) || s.coin(c) < ctx(kScryingPoolKeepMoney);
  }
  return !junk(s, c) && c != kCopper;
}
void scrying_pool_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  out.option = scry_discard(s, d, d.target, d.card, ctx) ? 1 : 0;
}

// ---------------------------------------------------------------- Alchemist

void alchemist_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  const bool spoil = possessed(s, d.player) && ctx(kPossessionSpoil) >= 0.5;
  out.option = !spoil && ctx(kAlchemistTopdeck) >= 0.5 ? 1 : 0;
}

// ---------------------------------------------------------------- Familiar

// Not played in a possessed turn (it would curse the possessor) unless
// familiar.when_possessed >= 0.5.
bool familiar_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return !possessed(s, p) || ctx(kFamiliarWhenPossessed) >= 0.5;
}

// ---------------------------------------------------------------- Golem

// Plays first the Action that gives more Actions, then the one that draws more.
void golem_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.num_cards == 0) return;
  CardId best = d.cards[0];
  auto score = [&](CardId c) { return s.def(c).plus_actions * 10 + s.def(c).plus_cards; };
  for (int i = 1; i < d.num_cards; ++i)
    if (score(d.cards[i]) > score(best)) best = d.cards[i];
  out.add(best);
}

// ---------------------------------------------------------------- Apprentice

// Cards Apprentice draws for trashing c.
int apprentice_draw(const State& s, CardId c) { return s.cost(c) + (s.potion_cost(c) ? 2 : 0); }

// The card Apprentice trashes from p's hand, or kNoCard if none is worth it: a Curse; an Estate
// while more Provinces than apprentice.estate_provinces are left; a Copper while the Treasures
// kept make at least apprentice.keep_money $; else the card (not a Province, Colony or Platinum,
// not the Apprentice being played) drawing at least apprentice.min_draw cards, the cheapest such.
// In a possessed turn with possession.trash_best >= 0.5: the card drawing the most (it comes
// back; the draw is the possessor's turn).
CardId apprentice_pick(const State& s, int p, CardId self, const PlayCtx& ctx) {
  const CardList& hand = s.player(p).hand;
  bool skipped = false;
  CardId most = kNoCard, enough = kNoCard;
  for (CardId c : hand) {
    if (c == self && !skipped) {
      skipped = true;
      continue;
    }
    if (most == kNoCard || apprentice_draw(s, c) > apprentice_draw(s, most)) most = c;
    if (victory_only(s, c) || c == kPlatinum) continue;
    if (apprentice_draw(s, c) >= ctx(kApprenticeMinDraw) &&
        (enough == kNoCard || apprentice_draw(s, c) < apprentice_draw(s, enough)))
      enough = c;
  }
  if (possessed(s, p) && ctx(kPossessionTrashBest) >= 0.5) return most;
  for (CardId c : hand)
    if (s.is(c, kCurseType)) return c;
  if (hand.find(kEstate) >= 0 && s.pile(kProvince) > ctx(kApprenticeEstateProvinces))
    return kEstate;
  if (hand.find(kCopper) >= 0 && treasure_money(s, p) - 1 >= ctx(kApprenticeKeepMoney))
    return kCopper;
  return enough;
}

void apprentice_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.reason != Reason::kTrash) return;
  CardId c = apprentice_pick(s, d.player, kNoCard, ctx);
  if (c == kNoCard) c = best_eligible(s, d, [&](CardId x) { return -card_worth(s, x); });
  if (c != kNoCard) out.add(c);
}

bool apprentice_worth(const State& s, int p, CardId c, const PlayCtx& ctx) {
  return apprentice_pick(s, p, c, ctx) != kNoCard;
}

}  // namespace

bool possession_answer(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (!possessed(s, d.player) || d.decider == d.player) return false;
  // A trash from the possessed hand that must happen takes their best cards: they come back
  // at the end of the turn, and what the trash gains (Remodel, Transmute...) is the possessor's.
  // (Transmute and Apprentice pick by what the trash gives: their own AI knows possession.)
  const EffectId effect = d.source == kNoCard ? 0 : s.def(d.source).effect;
  if (effect != fx::kTransmute && effect != fx::kApprentice &&
      d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash && d.min > 0 &&
      d.from == Zone::kHand && ctx(kPossessionTrashBest) >= 0.5) {
    choose_by_worth(s, d, d.min, false, out);
    return true;
  }
  if (ctx(kPossessionSpoil) < 0.5) return false;
  // Putting the possessed player's cards back on their deck: the worst on top.
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kOrder) {
    CardList el;
    s.eligible(d, el);
    std::sort(el.begin(), el.end(),
              [&](CardId a, CardId b) { return card_worth(s, a) > card_worth(s, b); });
    for (int i = 0; i < el.size() && i < d.max; ++i) out.add(el[i]);
    return true;
  }
  // An optional topdeck of their own card from play (Treasury, Alchemist, Herbalist): no.
  if ((d.kind == DecisionKind::kYesNo && d.reason == Reason::kUseAbility && d.card != kNoCard &&
       s.in_play(d.player, d.card) > 0) ||
      (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTopdeck && d.min == 0 &&
       d.from == Zone::kPlay))
    return true;  // no / none
  return false;
}

void add_alchemy_ai(AiBuilder& b) {
  // Play order (see docs/heuristics.md). Generic: +2 Actions 90, +Actions 70, terminals 20+cost.
  b.card(fx::kUniversity, nullptr, 88);  // +2 Actions, its gain follows the buy rules
  b.card(fx::kScryingPool, scrying_pool_decide, 82);
  b.card(fx::kApothecary, apothecary_decide, 81);  // after Scrying Pool: Coppers it skips
  b.card(fx::kFamiliar, nullptr, 78, familiar_worth);
  b.card(fx::kAlchemist, alchemist_decide, 77);
  b.card(fx::kHerbalist, herbalist_decide, 72);
  b.card(fx::kApprentice, apprentice_decide, 69, apprentice_worth);  // draws after the cantrips
  b.card(fx::kPossession, nullptr, 45);
  b.card(fx::kGolem, golem_decide, 40);
  b.card(fx::kTransmute, transmute_decide, 22, transmute_worth);
  b.card(fx::kVineyard, nullptr);
  b.card(fx::kPhilosophersStone, nullptr);

  kTransmuteEstateProvinces =
      b.param(fx::kTransmute, "transmute.estate_provinces", 2, 0, 12,
              "Transmute trashes an Estate (for a Gold) while more Provinces than this are left");
  kTransmuteDuchyProvinces =
      b.param(fx::kTransmute, "transmute.duchy_provinces", 3, 0, 12,
              "Transmute trashes an Action (for a Duchy) once this many Provinces or fewer are "
              "left");
  kTransmuteCopper = b.param(fx::kTransmute, "transmute.copper", 0, 0, 1,
                             ">= 0.5: Transmute trashes a Copper for a Transmute (Vineyards)");
  kHerbalistPotionWorth =
      b.param(fx::kHerbalist, "herbalist.potion_worth", 2.5, 0, 6,
              "The $ a Potion counts as when Herbalist picks the Treasures to put back (those "
              "making less than $2 stay)");
  kApothecaryActionsOnTop =
      b.param(fx::kApothecary, "apothecary.actions_on_top", 1, 0, 1,
              ">= 0.5: Apothecary puts Actions back above Treasures (below: Treasures on top)");
  kScryingPoolKeepMoney =
      b.param(fx::kScryingPool, "scrying_pool.keep_money", 2, 0, 6,
              "Scrying Pool keeps its player's own non-Action top card only if it is a Treasure "
              "making at least this $ (else discards it to draw past it)");
  kAlchemistTopdeck = b.param(fx::kAlchemist, "alchemist.topdeck", 1, 0, 1,
                              ">= 0.5: an Alchemist goes back on the deck when it may");
  kApprenticeEstateProvinces =
      b.param(fx::kApprentice, "apprentice.estate_provinces", 4, 0, 12,
              "Apprentice trashes an Estate while more Provinces than this are left");
  kApprenticeKeepMoney = b.param(fx::kApprentice, "apprentice.keep_money", 7, 0, 15,
                                 "Apprentice trashes a Copper only while the Treasure $ kept "
                                 "stays at least this");
  kApprenticeMinDraw =
      b.param(fx::kApprentice, "apprentice.min_draw", 5, 1, 10,
              "With no Curse, Estate or Copper to trash, Apprentice trashes the cheapest card "
              "drawing at least this many cards (else it is not played)");
  kFamiliarWhenPossessed =
      b.param(fx::kFamiliar, "familiar.when_possessed", 0, 0, 1,
              ">= 0.5: a possessor plays the possessed player's Familiar (it curses the "
              "possessor too)");
  kPossessionTrashBest =
      b.param(fx::kPossession, "possession.trash_best", 1, 0, 1,
              ">= 0.5: in a turn it possesses, a required trash takes the possessed player's "
              "best cards (they come back; what the trash gains is the possessor's)");
  kPossessionSpoil =
      b.param(fx::kPossession, "possession.spoil", 1, 0, 1,
              ">= 0.5: in a turn it possesses, cards put back on the possessed deck go worst "
              "on top, and optional topdecks (Alchemist, Herbalist, Treasury) are declined");
}

}  // namespace kl

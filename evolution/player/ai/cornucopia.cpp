// Heuristic decisions for the Cornucopia set's cards, Prizes and Rewards. See docs/heuristics.md.
#include "cards/sets/cornucopia.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

namespace {

ParamId kHamletBuyJunk, kTournamentDuchyGreen, kJesterMinCost, kRemakeGoldGreen, kRemakeEstateGreen,
    kRemakeSilverGreen, kJoustDemesneGreen;

// The generic answer (what a card without AI gets).
void generic(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  answer_card_decision(s, d, ctx, nullptr, out);
}

// The eligible card of highest (or lowest) worth, kNoCard if none.
CardId pick_by_worth(const State& s, const Decision& d, bool best) {
  Choice c;
  choose_by_worth(s, d, 1, !best, c);
  return c.n ? c.cards[0] : kNoCard;
}

// A card in hand that is dead weight: a Curse, or a Victory card that is no Action or Treasure.
CardId junk_card(const State& s, int p) {
  CardId best = kNoCard;
  for (CardId c : s.player(p).hand)
    if (s.is(c, kCurseType) || (s.is(c, kVictory) && !s.is(c, kAction | kTreasure)))
      if (best == kNoCard || card_worth(s, c) < card_worth(s, best)) best = c;
  return best;
}

// ---------------------------------------------------------------- Hamlet

// For +1 Action (num_options 0): discard a junk card when the hand holds another Action card and
// no Action is left. For +1 Buy (num_options 1): discard a junk card when hamlet.buy_junk is set.
void hamlet_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  const CardId junk = junk_card(s, d.player);
  if (junk == kNoCard) return;
  if (d.num_options == 0) {
    bool action = false;
    for (CardId c : s.player(d.player).hand) action |= s.is(c, kAction);
    if (action && s.actions() == 0) out.add(junk);
  } else if (ctx(kHamletBuyJunk) >= 0.5) {
    out.add(junk);
  }
}

// ---------------------------------------------------------------- Tournament, Prizes

// Always reveals a Province (own: for a Prize; another's: to deny the +1 Card +$1). Prizes in the
// order Followers, Trusty Steed, Bag of Gold, Princess, Diadem; a Duchy first once
// tournament.duchy_green or fewer Provinces are left.
void tournament_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = 1;
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  const EffectId order[] = {fx::kFollowers, fx::kTrustySteed, fx::kBagOfGold, fx::kPrincess,
                            fx::kDiadem};
  const auto offered = [&](CardId c) {
    for (int i = 0; i < d.num_cards; ++i)
      if (d.cards[i] == c) return true;
    return false;
  };
  if (s.pile(kProvince) <= ctx(kTournamentDuchyGreen) && offered(kDuchy)) return out.add(kDuchy);
  for (EffectId e : order) {
    const CardId c = s.find_effect(e);
    if (c != kNoCard && offered(c)) return out.add(c);
  }
  if (d.num_cards > 0) out.add(d.cards[0]);
}

// Trusty Steed / Courser: +2 Cards +2 Actions (option 0) with an Action card in hand to play,
// else +2 Cards +$2 (option 1).
void steed_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  bool action = false;
  for (CardId c : s.player(d.player).hand) action |= s.is(c, kAction);
  out.option = action ? 0 : 1;
}

// ---------------------------------------------------------------- Young Witch

// Reveals the Bane whenever it can (the Curse is never wanted).
void young_witch_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo && d.reason == Reason::kReveal) {
    out.option = 1;
    return;
  }
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Jester

// The attacker takes the copy of an Action costing at least jester.min_cost or of a Treasure
// better than Copper; a Copper, a cheaper Action or anything else goes to the victim.
void jester_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  const CardId c = d.card;
  const bool mine = (s.is(c, kTreasure) && c != kCopper && !s.is(c, kCurseType)) ||
                    (s.is(c, kAction) && s.cost(c) >= ctx(kJesterMinCost));
  out.option = mine ? 1 : 0;
}

// ---------------------------------------------------------------- Remake

// Trashes what a remodeller would (a Curse; Gold into Province late; Estate early; Silver into
// Duchy late: remake.* parameters), else the least valuable card.
void remake_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.reason != Reason::kTrash)
    return generic(s, d, ctx, out);
  CardId c =
      remodel_like_pick(s, d.player, ctx, kRemakeGoldGreen, kRemakeEstateGreen, kRemakeSilverGreen);
  if (c == kNoCard) c = pick_by_worth(s, d, false);
  if (c != kNoCard) out.add(c);
}

// Remake is played only with a card a remodeller would trash in hand (its two trashes are
// mandatory: without one it would turn Coppers into nothing and good cards into others).
bool remake_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return remodel_like_pick(s, p, ctx, kRemakeGoldGreen, kRemakeEstateGreen, kRemakeSilverGreen) !=
         kNoCard;
}

// ---------------------------------------------------------------- Shop, Coronet, Farmhands

// Plays (or sets aside) the most valuable card offered.
void best_offered_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  if (d.reason == Reason::kMat) {
    // Farmhands: only an Action left in hand (a Treasure is worth more played now).
    CardId best = kNoCard;
    for (CardId c : s.player(d.player).hand)
      if (s.is(c, kAction) && (best == kNoCard || card_worth(s, c) > card_worth(s, best))) best = c;
    if (best != kNoCard) out.add(best);
    return;
  }
  const CardId c = pick_by_worth(s, d, true);
  if (c != kNoCard) out.add(c);
}

// ---------------------------------------------------------------- Joust, Rewards

// Sets a Province aside whenever a Reward is left; Rewards in the order Courser, Housecarl, Huge
// Turnip, Renown, Coronet, Demesne (Demesne first once joust.demesne_green or fewer Provinces
// are left).
void joust_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    const EffectId all[] = {fx::kCoronet,   fx::kCourser,    fx::kDemesne,
                            fx::kHousecarl, fx::kHugeTurnip, fx::kRenown};
    for (EffectId e : all)
      if (const CardId c = s.find_effect(e); c != kNoCard && s.pile(c) > 0) out.option = 1;
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  const auto offered = [&](EffectId e) {
    const CardId c = s.find_effect(e);
    for (int i = 0; i < d.num_cards; ++i)
      if (c != kNoCard && d.cards[i] == c) return c;
    return kNoCard;
  };
  if (s.pile(kProvince) <= ctx(kJoustDemesneGreen))
    if (const CardId c = offered(fx::kDemesne); c != kNoCard) return out.add(c);
  for (EffectId e :
       {fx::kCourser, fx::kHousecarl, fx::kHugeTurnip, fx::kRenown, fx::kCoronet, fx::kDemesne})
    if (const CardId c = offered(e); c != kNoCard) return out.add(c);
  if (d.num_cards > 0) out.add(d.cards[0]);
}

// Horn of Plenty is a Treasure; Menagerie, Hunting Party and the like have no decisions.

}  // namespace

void add_cornucopia_ai(AiBuilder& b) {
  b.card(fx::kHamlet, hamlet_decide);
  b.card(fx::kTournament, tournament_decide);
  b.card(fx::kTrustySteed, steed_decide);
  b.card(fx::kCourser, steed_decide);
  b.card(fx::kYoungWitch, young_witch_decide);
  b.card(fx::kJester, jester_decide);
  b.card(fx::kRemake, remake_decide, -1, remake_worth);
  b.card(fx::kShop, best_offered_decide);
  b.card(fx::kCoronet, best_offered_decide);
  b.card(fx::kFarmhands, best_offered_decide);
  b.card(fx::kJoust, joust_decide);
  // The generic answers do: discards of the worst cards, reactions revealed, gains by the buy
  // rules (Horn of Plenty, Remake's gains).
  for (EffectId e :
       {fx::kFortuneTeller, fx::kMenagerie, fx::kFarmingVillage, fx::kHorseTraders, fx::kCarnival,
        fx::kFerryman, fx::kHarvest, fx::kHornOfPlenty, fx::kHuntingParty, fx::kFairgrounds})
    b.card(e, nullptr);
  kHamletBuyJunk =
      b.param(fx::kHamlet, "hamlet.buy_junk", 1, 0, 1,
              "Hamlet discards a Victory card or Curse for +1 Buy (1) or keeps it (0)");
  kTournamentDuchyGreen =
      b.param(fx::kTournament, "tournament.duchy_green", 2, 0, 12,
              "Tournament takes a Duchy instead of a Prize once this many or fewer Provinces "
              "are left");
  kJesterMinCost = b.param(fx::kJester, "jester.min_cost", 3, 0, 8,
                           "Jester's player takes the copy of an Action card costing at least "
                           "this (cheaper ones go to the victim)");
  kRemakeGoldGreen = b.param(fx::kRemake, "remake.gold_green", 0, 0, 12,
                             "Remake trashes a Gold (into a $7) once this many or fewer "
                             "Provinces are left");
  kRemakeEstateGreen = b.param(fx::kRemake, "remake.estate_green", 2, 0, 12,
                               "Remake trashes an Estate (into a $3) while more Provinces than "
                               "this are left");
  kRemakeSilverGreen = b.param(fx::kRemake, "remake.silver_green", 0, 0, 12,
                               "Remake trashes a Silver (into a $4) once this many or fewer "
                               "Provinces are left");
  kJoustDemesneGreen = b.param(fx::kJoust, "joust.demesne_green", 3, 0, 12,
                               "Joust takes Demesne first once this many or fewer Provinces "
                               "are left");
}

}  // namespace kl

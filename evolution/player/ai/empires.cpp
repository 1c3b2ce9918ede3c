// Heuristic decisions for the Empires set's Kingdom cards. See docs/heuristics.md.
#include "cards/sets/empires.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

ParamId kDebtMaxLeft;

namespace {

ParamId kKeepMoney, kEstateGreen, kEngineerTrashAt, kWildHuntEstateAt, kSacrificeEstates;

void generic(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  answer_card_decision(s, d, ctx, nullptr, out);
}
void yes_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  out.option = 1;
}

// Whether card c is junk for p: a Curse; an Estate while more than empires.estate_green Provinces
// are left; a Copper while p's Treasures still make empires.keep_money without it.
bool is_junk(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return true;
  if (c == kEstate) return s.pile(kProvince) > ctx(kEstateGreen);
  if (c == kCopper) return treasure_money(s, p) - 1 >= ctx(kKeepMoney);
  return false;
}

// The junkiest eligible card of d (kNoCard: none is junk).
CardId junk_pick(const State& s, const Decision& d, const PlayCtx& ctx) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  for (CardId c : el)
    if (is_junk(s, d.player, c, ctx) && (best == kNoCard || card_worth(s, c) < card_worth(s, best)))
      best = c;
  return best;
}

bool is_trash(const Decision& d) {
  return d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash;
}

// Temple and Catapult: junk first; a required trash takes the least valuable card.
void trash_junk(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (!is_trash(d)) return generic(s, d, ctx, out);
  const CardId c = junk_pick(s, d, ctx);
  if (c != kNoCard) return out.add(c);
  if (d.min > 0) choose_by_worth(s, d, 1, true, out);
}

// Sacrifice: an Estate for +2 VP once at most sacrifice.estate_at Provinces are left, else junk
// (a Copper for +$2, a Curse), else the least valuable card.
void sacrifice_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (!is_trash(d)) return generic(s, d, ctx, out);
  if (s.player(d.player).hand.find(kEstate) >= 0 && s.pile(kProvince) <= ctx(kSacrificeEstates))
    return out.add(kEstate);
  trash_junk(s, d, ctx, out);
}
// Sacrifice is worth playing with a junk card or an Estate in hand.
bool sacrifice_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  for (CardId c : s.player(p).hand)
    if (c == kEstate || is_junk(s, p, c, ctx)) return true;
  return false;
}

// Engineer trashes itself for a second gain once at most engineer.trash_at Provinces are left.
void engineer_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  out.option = s.pile(kProvince) <= ctx(kEngineerTrashAt) ? 1 : 0;
}

// Overlord plays the dearest Action it may (the most useful one, roughly).
void overlord_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return generic(s, d, ctx, out);
  // With no Action left, a card that gives Actions first; else the dearest.
  auto score = [&](CardId c) {
    return 10 * s.cost(c) + (s.actions() == 0 && s.def(c).plus_actions > 0 ? 100 : 0);
  };
  CardId best = kNoCard;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (((d.allow >> c) & 1) && (best == kNoCard || score(c) > score(best))) best = c;
  }
  if (best != kNoCard) out.add(best);
}

// Small Castle trashes the cheapest Castle in hand when it costs less than itself, else itself.
void small_castle_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (!is_trash(d)) return generic(s, d, ctx, out);
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  for (CardId c : el)
    if (best == kNoCard || s.cost(c) < s.cost(best)) best = c;
  if (best != kNoCard && (d.min > 0 || s.cost(best) < s.cost(d.source))) out.add(best);
}

// Opulent Castle discards every Victory card that is no Action or Treasure.
void opulent_castle_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  CardList el;
  s.eligible(d, el);
  for (CardId c : el)
    if (out.n < d.max && !s.is(c, kAction | kTreasure)) out.add(c);
}

// Sprawling Castle takes the Duchy.
void sprawling_castle_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  out.option = fx::kSprawlingDuchy;
}

// Gladiator reveals the card in hand the player to its left owns fewest copies of; the player to
// the left always reveals a copy when they can.
void gladiator_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = 1;
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  const int l = (d.player + 1) % s.num_players();
  CardId best = kNoCard;
  for (CardId c : s.player(d.player).hand)
    if (best == kNoCard || s.player(l).owned[c] < s.player(l).owned[best]) best = c;
  if (best != kNoCard) out.add(best);
}

// Archive puts the best of its cards into the hand.
void archive_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  choose_by_worth(s, d, 1, false, out);
}

// Charm takes +1 Buy +$2 when the $2 lets the buy rules take a better card, else the gain of
// another card costing the same as the next one bought.
void charm_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  const int money = turn_money(s, d.player);
  out.option =
      buy_value(s, ctx, money + 2) > buy_value(s, ctx, money) ? fx::kCharmCoins : fx::kCharmGain;
}

// Crown doubles the best card it may: the dearest Action, or the Treasure making the most $.
void crown_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  auto worth = [&](CardId c) { return d.type_mask == kTreasure ? s.coin(c) : card_worth(s, c); };
  for (CardId c : el)
    if (c != d.source && (best == kNoCard || worth(c) > worth(best))) best = c;
  if (best != kNoCard) out.add(best);
}

// Wild Hunt gains the Estate once its pile holds at least wild_hunt.estate_at VP, else draws.
void wild_hunt_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  out.option = s.pile_vp(d.source) >= ctx(kWildHuntEstateAt) && s.pile(kEstate) > 0
                   ? fx::kWildHuntEstate
                   : fx::kWildHuntDraw;
}

}  // namespace

void add_empires_ai(AiBuilder& b) {
  b.card(fx::kEngineer, engineer_decide);
  b.card(fx::kOverlord, overlord_decide);
  for (EffectId e : {fx::kEncampment, fx::kSettlers, fx::kBustlingVillage, fx::kLegionary})
    b.card(e, yes_decide);
  b.card(fx::kCityQuarter, nullptr, 85);  // a village: before the terminals, after the cantrips
  b.card(fx::kSmallCastle, small_castle_decide);
  b.card(fx::kOpulentCastle, opulent_castle_decide);
  b.card(fx::kSprawlingCastle, sprawling_castle_decide);
  b.card(fx::kCatapult, trash_junk);
  b.card(fx::kTemple, trash_junk);
  b.card(fx::kSacrifice, sacrifice_decide, -1, sacrifice_worth);
  b.card(fx::kGladiator, gladiator_decide);
  b.card(fx::kArchive, archive_decide);
  b.card(fx::kCharm, charm_decide);
  b.card(fx::kCrown, crown_decide);
  b.card(fx::kWildHunt, wild_hunt_decide);
  for (EffectId e :
       {fx::kRoyalBlacksmith, fx::kPlunder, fx::kPatrician, fx::kEmporium, fx::kCastles,
        fx::kHumbleCastle, fx::kCrumblingCastle, fx::kHauntedCastle, fx::kGrandCastle,
        fx::kKingsCastle, fx::kRocks, fx::kChariotRace, fx::kEnchantress, fx::kFarmersMarket,
        fx::kFortune, fx::kVilla, fx::kCapital, fx::kForum, fx::kGroundskeeper})
    b.card(e, nullptr);
  kKeepMoney = b.param(fx::kTemple, "empires.keep_money", 6, 0, 20,
                       "Temple, Catapult and Sacrifice count a Copper as junk while the "
                       "Treasures owned still make at least this much $ without it");
  kEstateGreen = b.param(fx::kTemple, "empires.estate_green", 2, 0, 12,
                         "The same cards count an Estate as junk while more Provinces than this "
                         "are left");
  kEngineerTrashAt = b.param(fx::kEngineer, "engineer.trash_at", 3, 0, 12,
                             "Engineer trashes itself for a second gain once at most this many "
                             "Provinces are left");
  kWildHuntEstateAt = b.param(fx::kWildHunt, "wild_hunt.estate_at", 3, 1, 12,
                              "Wild Hunt gains an Estate (taking the VP on its pile) once the "
                              "pile holds at least this many VP, else draws 3 cards");
  kSacrificeEstates = b.param(fx::kSacrifice, "sacrifice.estate_at", 8, 0, 12,
                              "Sacrifice trashes an Estate (+2 VP) before other junk once at "
                              "most this many Provinces are left");
  kDebtMaxLeft = b.param(0, "debt.max_left", 5, 0, 16,
                         "The buy rules take a card with a Debt cost only when the Debt left "
                         "after paying with this turn's $ is at most this much");
}

}  // namespace kl

// Heuristic decisions for the Guilds set's cards, overpay amounts included. See
// docs/heuristics.md.
#include "cards/sets/guilds.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

namespace {

ParamId kMasterpieceMaxOverpay, kStonemasonMinOverpay, kHeraldMaxOverpay, kDoctorMaxOverpay,
    kFarrierMaxOverpay, kInfirmaryMaxOverpay, kButcherGoldGreen, kButcherEstateGreen,
    kButcherSilverGreen, kButcherKeepCoffers, kPlazaDiscardCopper, kJunkKeepMoney, kJunkEstateGreen;

void generic(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  answer_card_decision(s, d, ctx, nullptr, out);
}

CardId pick_by_worth(const State& s, const Decision& d, bool best) {
  Choice c;
  choose_by_worth(s, d, 1, !best, c);
  return c.n ? c.cards[0] : kNoCard;
}

// Whether card c is junk for p: a Curse; an Estate while more than guilds.estate_green Provinces
// are left; a Copper while p's Treasures still make guilds.keep_money without it.
bool is_junk(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return true;
  if (c == kEstate) return s.pile(kProvince) > ctx(kJunkEstateGreen);
  if (c == kCopper) return treasure_money(s, p) - 1 >= ctx(kJunkKeepMoney);
  return false;
}

// The worst junk card among the eligible, kNoCard if none is junk.
CardId junk_eligible(const State& s, const Decision& d, const PlayCtx& ctx) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  for (CardId c : el)
    if (is_junk(s, d.player, c, ctx) && (best == kNoCard || card_worth(s, c) < card_worth(s, best)))
      best = c;
  return best;
}

// An overpay of at most `cap` of the $ left (d.num_options - 1).
void overpay_up_to(const Decision& d, double cap, Choice& out) {
  out.option = std::clamp(int(cap), 0, int(d.num_options) - 1);
}

// ---------------------------------------------------------------- Masterpiece, Farrier

// Masterpiece overpays all $ left, up to masterpiece.max_overpay (a Silver each).
void masterpiece_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.reason != Reason::kOverpay) return generic(s, d, ctx, out);
  overpay_up_to(d, ctx(kMasterpieceMaxOverpay), out);
}
// Farrier overpays all $ left, up to farrier.max_overpay (a card each at Clean-up).
void farrier_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.reason != Reason::kOverpay) return generic(s, d, ctx, out);
  overpay_up_to(d, ctx(kFarrierMaxOverpay), out);
}

// ---------------------------------------------------------------- Stonemason

// Play: trashes junk (else the least valuable card) and gains by the buy rules. Overpay: with at
// least stonemason.min_overpay $ left, the most $ (up to all) for which an Action pile costing
// exactly that is available.
void stonemason_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.reason == Reason::kOverpay) {
    const int left = d.num_options - 1;
    if (left < ctx(kStonemasonMinOverpay)) return;
    for (int n = left; n > 0; --n)
      for (int c = 0; c < s.num_kinds(); ++c)
        if (s.in_supply(CardId(c)) && s.is(CardId(c), kAction) && s.pile(CardId(c)) > 0 &&
            !s.covered(CardId(c)) && !s.potion_cost(CardId(c)) && s.cost(CardId(c)) == n) {
          out.option = n;
          return;
        }
    return;
  }
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash) {
    CardId c = junk_eligible(s, d, ctx);
    if (c == kNoCard) c = pick_by_worth(s, d, false);
    if (c != kNoCard) out.add(c);
    return;
  }
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Doctor, Journeyman

// The card to name: Doctor the junk kind p owns most of (Curse, Estate, Copper as is_junk says),
// Journeyman the same (it skips the named card), else Estate, else Curse.
CardId name_junk(const State& s, int p, const PlayCtx& ctx) {
  CardId best = kNoCard;
  for (CardId c : {CardId(kCurse), CardId(kEstate), CardId(kCopper)})
    if (s.player(p).owned[c] > 0 && is_junk(s, p, c, ctx) &&
        (best == kNoCard || s.player(p).owned[c] > s.player(p).owned[best]))
      best = c;
  return best != kNoCard ? best : CardId(kEstate);
}
void doctor_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kNameCard) return out.add(name_junk(s, d.player, ctx));
  if (d.reason == Reason::kOverpay) return overpay_up_to(d, ctx(kDoctorMaxOverpay), out);
  if (d.kind == DecisionKind::kChooseOption) {  // the overpay's look: trash, discard, put back
    const CardId c = d.card;
    out.option = is_junk(s, d.player, c, ctx)                         ? 0
                 : s.is(c, kVictory) && !s.is(c, kAction | kTreasure) ? 1
                                                                      : 2;
    return;
  }
  generic(s, d, ctx, out);
}
void journeyman_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kNameCard) return out.add(name_junk(s, d.player, ctx));
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Advisor

// The player to the left discards the best revealed card.
void advisor_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.reason != Reason::kOpponentCard) return generic(s, d, ctx, out);
  const CardId c = pick_by_worth(s, d, true);
  if (c != kNoCard) out.add(c);
}

// ---------------------------------------------------------------- Plaza

// Discards a Copper for +1 Coffers when plaza.discard_copper is set.
void plaza_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  if (ctx(kPlazaDiscardCopper) >= 0.5 && s.player(d.player).hand.find(kCopper) >= 0)
    out.add(kCopper);
}

// ---------------------------------------------------------------- Taxman

// Trashes a Silver (into a Gold), else a Gold in Colony games (into a Platinum), else a Copper
// (into a Silver).
void taxman_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.reason != Reason::kTrash)
    return generic(s, d, ctx, out);
  const CardList& hand = s.player(d.player).hand;
  const CardId gold = s.colony_game() ? CardId(kGold) : kNoCard;
  for (CardId c : {CardId(kSilver), gold, CardId(kCopper)})
    if (c != kNoCard && hand.find(c) >= 0) return out.add(c);
}

// ---------------------------------------------------------------- Herald

// Overpays up to herald.max_overpay; puts the most valuable cards of the discard pile on top.
void herald_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.reason == Reason::kOverpay) return overpay_up_to(d, ctx(kHeraldMaxOverpay), out);
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTopdeck) {
    const CardId c = pick_by_worth(s, d, true);
    if (c != kNoCard) out.add(c);
    return;
  }
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Butcher

// Trashes what a remodeller would (butcher.* green parameters), else junk; then removes the
// fewest Coffers (keeping butcher.keep_coffers) that reach the next price step that matters:
// Province ($8), Gold ($6), a $5 card; none when the trashed card alone reaches it.
void butcher_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash) {
    CardId c = remodel_like_pick(s, d.player, ctx, kButcherGoldGreen, kButcherEstateGreen,
                                 kButcherSilverGreen);
    if (c == kNoCard) c = junk_eligible(s, d, ctx);
    if (c != kNoCard) out.add(c);
    return;
  }
  if (d.kind == DecisionKind::kChooseOption) {
    const int base = s.cost(d.card);
    const int spare = std::max(0, int(d.num_options) - 1 - int(ctx(kButcherKeepCoffers)));
    for (int target : {8, 6, 5})
      if (base < target && base + spare >= target) {
        out.option = target - base;
        return;
      }
    out.option = 0;
    return;
  }
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Infirmary

// Trashes junk; overpays up to infirmary.max_overpay.
void infirmary_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.reason == Reason::kOverpay) return overpay_up_to(d, ctx(kInfirmaryMaxOverpay), out);
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash) {
    const CardId c = junk_eligible(s, d, ctx);
    if (c != kNoCard) out.add(c);
    return;
  }
  generic(s, d, ctx, out);
}

// Junk to trash from hand makes Infirmary worth playing (its card is a cantrip's anyway).
bool infirmary_worth(const State&, int, CardId, const PlayCtx&) { return true; }

}  // namespace

void add_guilds_ai(AiBuilder& b) {
  b.card(fx::kMasterpiece, masterpiece_decide);
  b.card(fx::kFarrier, farrier_decide);
  b.card(fx::kStonemason, stonemason_decide);
  b.card(fx::kDoctor, doctor_decide);
  b.card(fx::kJourneyman, journeyman_decide);
  b.card(fx::kAdvisor, advisor_decide);
  b.card(fx::kPlaza, plaza_decide);
  b.card(fx::kTaxman, taxman_decide);
  b.card(fx::kHerald, herald_decide);
  b.card(fx::kButcher, butcher_decide);
  b.card(fx::kInfirmary, infirmary_decide, -1, infirmary_worth);
  for (EffectId e :
       {fx::kCandlestickMaker, fx::kBaker, fx::kMerchantGuild, fx::kSoothsayer, fx::kFootpad})
    b.card(e, nullptr);
  kMasterpieceMaxOverpay = b.param(fx::kMasterpiece, "masterpiece.max_overpay", 8, 0, 20,
                                   "Masterpiece overpays at most this (a Silver per $1)");
  kStonemasonMinOverpay =
      b.param(fx::kStonemason, "stonemason.min_overpay", 3, 1, 12,
              "Stonemason is overpaid (for 2 Actions costing exactly the overpay, the dearest "
              "available) only with at least this much $ left after its cost");
  kHeraldMaxOverpay = b.param(fx::kHerald, "herald.max_overpay", 2, 0, 10,
                              "Herald overpays at most this (a card from the discard pile onto "
                              "the deck per $1)");
  kDoctorMaxOverpay = b.param(fx::kDoctor, "doctor.max_overpay", 3, 0, 10,
                              "Doctor overpays at most this (a look at the top card per $1)");
  kFarrierMaxOverpay = b.param(fx::kFarrier, "farrier.max_overpay", 2, 0, 10,
                               "Farrier overpays at most this (+1 Card at Clean-up per $1)");
  kInfirmaryMaxOverpay = b.param(fx::kInfirmary, "infirmary.max_overpay", 1, 0, 10,
                                 "Infirmary overpays at most this (a play of it per $1)");
  kButcherGoldGreen = b.param(fx::kButcher, "butcher.gold_green", 4, 0, 12,
                              "Butcher trashes a Gold (into a Province) once this many or fewer "
                              "Provinces are left");
  kButcherEstateGreen = b.param(fx::kButcher, "butcher.estate_green", 3, 0, 12,
                                "Butcher trashes an Estate while more Provinces than this are "
                                "left");
  kButcherSilverGreen = b.param(fx::kButcher, "butcher.silver_green", 2, 0, 12,
                                "Butcher trashes a Silver (into a Duchy) once this many or fewer "
                                "Provinces are left");
  kButcherKeepCoffers = b.param(fx::kButcher, "butcher.keep_coffers", 0, 0, 10,
                                "Coffers Butcher never removes (kept for buying)");
  kPlazaDiscardCopper = b.param(fx::kPlaza, "plaza.discard_copper", 1, 0, 1,
                                "Plaza discards a Copper for +1 Coffers (1) or not (0)");
  kJunkKeepMoney = b.param(fx::kDoctor, "guilds.keep_money", 6, 0, 20,
                           "Doctor, Journeyman, Stonemason and Infirmary count a Copper as junk "
                           "while the Treasures owned still make at least this much $ without it");
  kJunkEstateGreen = b.param(fx::kDoctor, "guilds.estate_green", 2, 0, 12,
                             "Doctor, Journeyman, Stonemason and Infirmary count an Estate as "
                             "junk while more Provinces than this are left");
}

}  // namespace kl

// Heuristic decisions for the Dark Ages set's cards (Knights, Ruins, Shelters, Spoils, Madman and
// Mercenary included). See docs/heuristics.md.
#include "cards/sets/dark_ages.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

namespace {

ParamId kJunkKeepMoney, kJunkEstateGreen, kCountDuchyGreen, kCountTrashHand, kDeathCartSelf,
    kUrchinMercenary, kRebuildNameProvince, kCatacombsDrawJunk;

void generic(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  answer_card_decision(s, d, ctx, nullptr, out);
}

// Whether card c is junk for p: a Curse, a Ruins, an Overgrown Estate or Hovel; an Estate while
// more than dark_ages.estate_green Provinces are left; a Copper while p's Treasures still make
// dark_ages.keep_money without it.
bool is_junk(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType | kRuins)) return true;
  if (s.is(c, kShelter)) return !s.is(c, kAction);
  if (c == kEstate) return s.pile(kProvince) > ctx(kJunkEstateGreen);
  if (c == kCopper) return treasure_money(s, p) - 1 >= ctx(kJunkKeepMoney);
  return false;
}

// Chooses up to `max` junk cards among the eligible (worst first), at least d.min cards in all
// (the worst of the rest).
void choose_junk(const State& s, const Decision& d, const PlayCtx& ctx, int max, Choice& out) {
  Choice worst;
  choose_by_worth(s, d, 255, true, worst);
  for (int i = 0; i < worst.n && out.n < max; ++i)
    if (out.n < d.min || is_junk(s, d.player, worst.cards[i], ctx)) out.add(worst.cards[i]);
}

// Trashing decisions: junk only when optional, else the worst card.
void trash_junk(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash)
    return choose_junk(s, d, ctx, d.max, out);
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Squire

// +2 Actions with an Action left in hand and no Action to play it, else a Silver.
void squire_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  bool action = false;
  for (CardId c : s.player(d.player).hand) action |= s.is(c, kAction);
  out.option = action && s.actions() == 0 ? 0 : 2;
}

// ---------------------------------------------------------------- Storeroom

// Discards the cards that make nothing (Victory, Curse, Ruins; Actions with no Action left) to
// draw; then the same for +$1 each.
void storeroom_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  for (CardId c : s.player(d.player).hand) {
    const bool dead =
        !s.is(c, kTreasure) && (!s.is(c, kAction) || s.is(c, kRuins) || s.actions() == 0);
    if (dead) out.add(c);
  }
}

// ---------------------------------------------------------------- Count

// First: discard 2 with 2+ cards, else put the card back. Second: a Duchy once
// count.duchy_green or fewer Provinces are left; the whole hand trashed when every card in it is
// junk and count.trash_hand is set; else +$3.
void count_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  const CardList& hand = s.player(d.player).hand;
  if (d.card == kNoCard) {
    out.option = hand.size() >= 2 || hand.empty() ? 0 : 1;
    return;
  }
  if (s.pile(kProvince) <= ctx(kCountDuchyGreen)) {
    out.option = 2;
    return;
  }
  bool all_junk = !hand.empty();
  for (CardId c : hand) all_junk &= is_junk(s, d.player, c, ctx);
  out.option = all_junk && ctx(kCountTrashHand) >= 0.5 ? 1 : 0;
}

// ---------------------------------------------------------------- Death Cart

// Trashes a Ruins from hand; else itself when death_cart.trash_self is set and the +$5 buys
// something better.
void death_cart_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) {
    for (CardId c : s.player(d.player).hand)
      if (s.is(c, kRuins)) return out.add(c);
    return;
  }
  if (d.kind == DecisionKind::kYesNo) {
    const int money = turn_money(s, d.player);
    out.option =
        ctx(kDeathCartSelf) >= 0.5 && buy_value(s, ctx, money + 5) > buy_value(s, ctx, money) ? 1
                                                                                              : 0;
    return;
  }
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Ironmonger, Survivors

// Ironmonger discards a revealed card that is neither Action nor Treasure (or is junk).
void ironmonger_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  out.option = is_junk(s, d.player, d.card, ctx) || !s.is(d.card, kAction | kTreasure) ? 1 : 0;
}
// Survivors discards the two cards when either is junk or a plain Victory card, else puts them
// back (best on top).
void survivors_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const int p = d.player;
  if (d.kind == DecisionKind::kChooseOption) {
    const CardList& aside = s.player(p).aside;
    bool bad = false;
    for (int i = 0; i < 2 && i < aside.size(); ++i) {
      const CardId c = aside[aside.size() - 1 - i];
      bad |= is_junk(s, p, c, ctx) || !s.is(c, kAction | kTreasure);
    }
    out.option = bad ? 0 : 1;
    return;
  }
  if (d.reason == Reason::kOrder) return choose_by_worth(s, d, d.max, true, out);
  generic(s, d, ctx, out);
}
// Wandering Minstrel puts its Actions back best on top (the last chosen).
void order_best_on_top(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.reason == Reason::kOrder) return choose_by_worth(s, d, d.max, true, out);
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Procession, Counterfeit

// Procession plays (and trashes) a Fortress, else a Ruins, else nothing.
void procession_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  CardList el;
  s.eligible(d, el);
  for (CardId c : el)
    if (s.def(c).effect == fx::kFortress) return out.add(c);
  for (CardId c : el)
    if (s.is(c, kRuins)) return out.add(c);
}
// Counterfeit plays a Spoils twice, else a Copper it may trash (dark_ages.keep_money).
void counterfeit_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  CardList el;
  s.eligible(d, el);
  for (CardId c : el)
    if (s.def(c).effect == fx::kSpoils) return out.add(c);
  if (el.find(kCopper) >= 0 && is_junk(s, d.player, kCopper, ctx)) out.add(kCopper);
}

// ---------------------------------------------------------------- Scavenger, Hermit

// Scavenger puts the deck into the discard pile and the most valuable card onto the deck.
void scavenger_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = 1;
    return;
  }
  if (d.kind == DecisionKind::kChooseCards) return choose_by_worth(s, d, 1, false, out);
  generic(s, d, ctx, out);
}
// Hermit trashes junk from the discard pile or the hand; gains by the buy rules.
void hermit_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  trash_junk(s, d, ctx, out);
}

// ---------------------------------------------------------------- Catacombs

// Catacombs discards the three and draws when at least catacombs.draw_junk of them are junk or
// plain Victory cards.
void catacombs_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption || d.card != kNoCard) return generic(s, d, ctx, out);
  const CardList& aside = s.player(d.player).aside;
  int bad = 0;
  for (int i = 0; i < 3 && i < aside.size(); ++i) {
    const CardId c = aside[aside.size() - 1 - i];
    bad += is_junk(s, d.player, c, ctx) || !s.is(c, kAction | kTreasure) ? 1 : 0;
  }
  out.option = bad >= ctx(kCatacombsDrawJunk) ? 1 : 0;
}

// ---------------------------------------------------------------- Cultist, Mercenary, Dame Anna

// Cultist plays the next Cultist.
void cultist_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kPlay)
    return choose_by_worth(s, d, 1, false, out);
  generic(s, d, ctx, out);
}
// Mercenary trashes 2 junk cards, or none.
void mercenary_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.reason != Reason::kTrash)
    return generic(s, d, ctx, out);
  choose_junk(s, d, ctx, 2, out);
  if (out.n < 2) out.n = 0;
}

// ---------------------------------------------------------------- Graverobber

// Gains from the trash when a card costing $3 to $6 is there, else trashes a Ruins (or the
// cheapest Action) into a better card.
void graverobber_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption) {
    bool in_trash = false;
    for (int k = 0; k < s.num_kinds(); ++k)
      in_trash |= s.face_up_in_trash(CardId(k)) > 0 && s.cost(CardId(k)) >= 3 &&
                  s.cost(CardId(k)) <= 6 && !s.potion_cost(CardId(k));
    bool action = false;
    for (CardId c : s.player(d.player).hand) action |= s.is(c, kAction);
    out.option = !in_trash && action ? 1 : 0;
    return;
  }
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Mystic, Rebuild

// Mystic names the kind its player's deck holds most of (the deck's contents are known, not
// its order).
void mystic_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return generic(s, d, ctx, out);
  const CardList& deck =
      s.player(d.player).deck.empty() ? s.player(d.player).discard : s.player(d.player).deck;
  int n[kMaxKinds] = {};
  CardId best = kCopper;
  for (CardId c : deck)
    if (++n[c] > n[best]) best = c;
  out.add(best);
}
// Rebuild names Province (Estates become Duchies, Duchies Provinces) while rebuild.name_province
// is set, else Estate; gains the dearest Victory card.
void rebuild_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kNameCard) {
    out.add(ctx(kRebuildNameProvince) >= 0.5 ? CardId(kProvince) : CardId(kEstate));
    return;
  }
  if (d.kind == DecisionKind::kGain) {
    CardId best = kNoCard;
    CardList el;
    s.eligible(d, el);
    for (CardId c : el)
      if (best == kNoCard || s.cost(c) > s.cost(best)) best = c;
    if (best != kNoCard) out.add(best);
    return;
  }
  generic(s, d, ctx, out);
}

// ---------------------------------------------------------------- Urchin, Poor House

void urchin_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo && d.reason == Reason::kUseAbility) {
    out.option = ctx(kUrchinMercenary) >= 0.5 ? 1 : 0;
    return;
  }
  generic(s, d, ctx, out);
}
// Poor House is worth playing with at most 3 Treasures in hand.
bool poor_house_worth(const State& s, int p, CardId, const PlayCtx&) {
  int t = 0;
  for (CardId c : s.player(p).hand) t += s.is(c, kTreasure) ? 1 : 0;
  return t <= 3;
}
// Madman is worth playing with at least 3 other cards in hand.
bool madman_worth(const State& s, int p, CardId, const PlayCtx&) {
  return s.player(p).hand.size() >= 4;
}

}  // namespace

void add_dark_ages_ai(AiBuilder& b) {
  b.card(fx::kSquire, squire_decide);
  b.card(fx::kStoreroom, storeroom_decide);
  b.card(fx::kCount, count_decide);
  b.card(fx::kDeathCart, death_cart_decide);
  b.card(fx::kIronmonger, ironmonger_decide);
  b.card(fx::kSurvivors, survivors_decide);
  b.card(fx::kWanderingMinstrel, order_best_on_top);
  b.card(fx::kProcession, procession_decide);
  b.card(fx::kCounterfeit, counterfeit_decide);
  b.card(fx::kScavenger, scavenger_decide);
  b.card(fx::kHermit, hermit_decide);
  b.card(fx::kCatacombs, catacombs_decide);
  b.card(fx::kCultist, cultist_decide, 60);
  b.card(fx::kMercenary, mercenary_decide);
  b.card(fx::kGraverobber, graverobber_decide);
  b.card(fx::kMystic, mystic_decide);
  b.card(fx::kRebuild, rebuild_decide);
  b.card(fx::kUrchin, urchin_decide);
  b.card(fx::kPoorHouse, nullptr, -1, poor_house_worth);
  b.card(fx::kMadman, nullptr, 95, madman_worth);
  for (EffectId e : {fx::kForager, fx::kJunkDealer, fx::kAltar, fx::kRats, fx::kDameAnna})
    b.card(e, trash_junk);
  for (EffectId e :
       {fx::kBeggar,        fx::kVagrant,        fx::kMarketSquare,    fx::kSage,
        fx::kArmory,        fx::kFeodum,         fx::kFortress,        fx::kMarauder,
        fx::kBandOfMisfits, fx::kBanditCamp,     fx::kKnights,         fx::kPillage,
        fx::kRogue,         fx::kHuntingGrounds, fx::kDameJosephine,   fx::kDameMolly,
        fx::kDameNatalie,   fx::kDameSylvia,     fx::kSirBailey,       fx::kSirDestry,
        fx::kSirMartin,     fx::kSirMichael,     fx::kSirVander,       fx::kSpoils,
        fx::kHovel,         fx::kNecropolis,     fx::kOvergrownEstate, fx::kRuinsPile,
        fx::kAbandonedMine, fx::kRuinedLibrary,  fx::kRuinedMarket,    fx::kRuinedVillage})
    b.card(e, nullptr);
  kJunkKeepMoney = b.param(fx::kJunkDealer, "dark_ages.keep_money", 6, 0, 20,
                           "Dark Ages trashers (Junk Dealer, Forager, Rats, Altar, Hermit, "
                           "Mercenary, Dame Anna, Counterfeit) count a Copper as junk while the "
                           "Treasures owned still make at least this much $ without it");
  kJunkEstateGreen = b.param(fx::kJunkDealer, "dark_ages.estate_green", 2, 0, 12,
                             "Dark Ages trashers count an Estate as junk while more Provinces "
                             "than this are left");
  kCountDuchyGreen = b.param(fx::kCount, "count.duchy_green", 3, 0, 12,
                             "Count gains a Duchy once this many or fewer Provinces are left");
  kCountTrashHand = b.param(fx::kCount, "count.trash_hand", 1, 0, 1,
                            "Count trashes a hand made only of junk (1) or never (0)");
  kDeathCartSelf = b.param(fx::kDeathCart, "death_cart.trash_self", 1, 0, 1,
                           "Death Cart trashes itself for +$5 when that buys something better "
                           "(1) or never (0)");
  kUrchinMercenary = b.param(fx::kUrchin, "urchin.to_mercenary", 1, 0, 1,
                             "Urchin is trashed for a Mercenary when another Attack is played "
                             "(1) or kept (0)");
  kRebuildNameProvince = b.param(fx::kRebuild, "rebuild.name_province", 1, 0, 1,
                                 "Rebuild names Province (1: rebuilds Estates and Duchies) or "
                                 "Estate (0: rebuilds Duchies and Provinces)");
  kCatacombsDrawJunk = b.param(fx::kCatacombs, "catacombs.draw_junk", 2, 1, 3,
                               "Catacombs discards the three cards and draws 3 when at least "
                               "this many of them are junk or plain Victory cards");
}

}  // namespace kl

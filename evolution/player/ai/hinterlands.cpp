// Heuristic decisions for the Hinterlands set's cards. See docs/heuristics.md.
#include "cards/sets/hinterlands.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

namespace {

// Play parameters (ids set when the AI tables are built).
ParamId kOasisKeepCoins, kDevelopEstateGreen, kDevelopDearerOnTop, kSpiceKeepMoney, kSpiceDrawBelow,
    kSchemeMinCost, kOracleOwnKeep, kOracleOtherDiscard, kDuchessWithDuchy, kDuchessDiscardBelow,
    kCartographerDiscardBelow, kJackEstateGreen, kJackDiscardBelow, kTraderEstateGreen,
    kWheelwrightMinCost, kSoukKeepMoney, kSoukEstateGreen, kWeaverTwoSilvers, kStablesMaxCoin,
    kFarmlandGoldGreen, kIggBreakpoints;

// The Victory cards left that end the game (Provinces, or the smaller of Provinces and Colonies).
int green_left(const State& s) {
  const int provinces = s.pile(kProvince);
  return s.colony_game() ? std::min(provinces, s.pile(kColony)) : provinces;
}

// $ the current player has now plus the Treasures still in hand.
int money_now(const State& s, int p) {
  int m = p == s.current() ? s.coins() : 0;
  for (CardId c : s.player(p).hand)
    if (s.is(c, kTreasure)) m += s.coin(c);
  return m;
}

CardId worst_in(const State& s, const Decision& d) {
  Choice c;
  choose_by_worth(s, d, 1, true, c);
  return c.n ? c.cards[0] : kNoCard;
}

// Junk to trash from p's hand: a Curse, an Estate-like card (Victory only, cost <= 2) while more
// than estate_green Provinces are left, a Copper while the Treasures owned make at least
// keep_money without it (keep_money < 0: never a Copper).
CardId trash_pick(const State& s, int p, double estate_green, double keep_money) {
  const CardList& hand = s.player(p).hand;
  for (CardId c : hand)
    if (s.is(c, kCurseType)) return c;
  if (green_left(s) > estate_green)
    for (CardId c : hand)
      if (victory_only(s, c) && s.def(c).cost <= 2) return c;
  if (keep_money >= 0 && hand.find(kCopper) >= 0 && treasure_money(s, p) - 1 >= keep_money)
    return kCopper;
  return kNoCard;
}

// Yes to "may play it" (Trail, Weaver: a free play).
void yes_play(const State&, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = 1;
}

// ---------------------------------------------------------------- Crossroads

// The first Crossroads of a turn is a village (+3 Actions): played before anything else; a later
// one is a terminal draw, worth it with Victory cards in hand.
int crossroads_score(const State& s, int p, CardId c, const PlayCtx&) {
  return s.played_this_turn(c) == 0 && p == s.current() ? 93 : 21;
}
bool crossroads_worth(const State& s, int p, CardId c, const PlayCtx&) {
  if (s.played_this_turn(c) == 0) return true;
  for (CardId x : s.player(p).hand)
    if (s.is(x, kVictory)) return true;
  return false;
}

// ---------------------------------------------------------------- Duchess

// Discards its own looked-at card when it makes less than duchess.discard_below $ (junk, and
// Copper with the default 2); gains a Duchess with a Duchy when duchess.with_duchy is 1.
void duchess_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  if (d.reason == Reason::kGain) {
    out.option = ctx(kDuchessWithDuchy) >= 0.5 ? 1 : 0;
    return;
  }
  const CardId c = d.card;
  out.option = c != kNoCard && !s.is(c, kAction) && money_value(s, c) < ctx(kDuchessDiscardBelow);
}

// ---------------------------------------------------------------- Develop

// What Develop trashes: a Curse; an Estate while more than develop.estate_green Provinces are
// left (into a $3 and a $1); a Copper (into a $1 card, if any); else nothing worth it.
CardId develop_pick(const State& s, int p, const PlayCtx& ctx) {
  return trash_pick(s, p, ctx(kDevelopEstateGreen), 0);
}
void develop_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption) {
    // The card gained second ends on top: the dearer one on top by default.
    out.option =
        ctx(kDevelopDearerOnTop) >= 0.5 ? int(kDevelopCheaperFirst) : int(kDevelopDearerFirst);
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return;
  CardId c = develop_pick(s, d.player, ctx);
  if (c == kNoCard) c = worst_in(s, d);
  if (c != kNoCard) out.add(c);
}
bool develop_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return develop_pick(s, p, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Oasis

// Discards the worst card; a Treasure only when nothing worse is in hand (generic order), and
// Oasis is played only while the hand has a card worth less than oasis.keep_coins $ or more
// Actions to use its +1 Action on.
bool oasis_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  for (CardId c : s.player(p).hand)
    if (money_value(s, c) < ctx(kOasisKeepCoins) || s.is(c, kAction)) return true;
  return s.player(p).hand.size() <= 1;
}

// ---------------------------------------------------------------- Oracle

// Own cards: discarded when they make less than oracle.own_keep $ together (Actions count as $2);
// another player's: discarded when they make at least oracle.other_discard $.
int pair_value(const State& s, const Decision& d) {
  int v = 0;
  for (int i = 0; i < d.num_cards; ++i)
    v += s.is(d.cards[i], kAction) ? 2 : money_value(s, d.cards[i]);
  return v;
}
void oracle_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    const int v = pair_value(s, d);
    out.option =
        d.reason == Reason::kOpponentCard ? v >= ctx(kOracleOtherDiscard) : v < ctx(kOracleOwnKeep);
    return;
  }
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Scheme

// Puts back the dearest Action cards in play costing at least scheme.min_cost, of those that
// leave play at this Clean-up (not a Duration staying in play, nor the Throne Room with it).
void scheme_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardList el;
  s.eligible(d, el);
  std::sort(el.begin(), el.end(), [&](CardId a, CardId b) { return s.cost(a) > s.cost(b); });
  uint8_t seen[kMaxKinds] = {};
  for (CardId c : el) {
    if (out.n >= d.max) break;
    if (seen[c]++ >= s.leaving_play(d.player, c) || s.def(c).cost < ctx(kSchemeMinCost)) continue;
    out.add(c);
  }
}

// ---------------------------------------------------------------- Noble Brigand

// Takes the Gold when the victim revealed a Silver and a Gold.
void noble_brigand_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, 1, false, out);
}

// ---------------------------------------------------------------- Jack of All Trades

// Discards the looked-at card when it makes less than jack.discard_below $ (not an Action);
// trashes a Curse, or an Estate while more than jack.estate_green Provinces are left.
void jack_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = !s.is(d.card, kAction) && money_value(s, d.card) < ctx(kJackDiscardBelow);
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardId c = trash_pick(s, d.player, ctx(kJackEstateGreen), -1);
  if (c != kNoCard) out.add(c);
}

// ---------------------------------------------------------------- Spice Merchant

// Trashes a Copper while the Treasures owned make at least spice_merchant.keep_money $ without
// it; then draws (+2 Cards +1 Action) when the hand has an Action to play or the $ now is below
// spice_merchant.draw_below, else takes +$2 +1 Buy.
void spice_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) {
    if (s.player(d.player).hand.find(kCopper) >= 0 &&
        treasure_money(s, d.player) - 1 >= ctx(kSpiceKeepMoney))
      out.add(kCopper);
    return;
  }
  if (d.kind != DecisionKind::kChooseOption) return;
  bool action = false;
  for (CardId c : s.player(d.player).hand) action |= s.is(c, kAction);
  out.option =
      action || money_now(s, d.player) < ctx(kSpiceDrawBelow) ? int(kSpiceCards) : int(kSpiceCoins);
}
bool spice_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return s.player(p).hand.find(kCopper) >= 0 && treasure_money(s, p) - 1 >= ctx(kSpiceKeepMoney);
}

// ---------------------------------------------------------------- Trader

// Trashes a Curse, an Estate (2 Silvers) while more than trader.estate_green Provinces are left,
// else a Copper (nothing for it), else the worst card. Reveals it to turn a gained Curse or
// Copper into a Silver.
CardId trader_pick(const State& s, int p, const PlayCtx& ctx) {
  return trash_pick(s, p, ctx(kTraderEstateGreen), 0);
}
void trader_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    const CardId c = d.source;
    out.option = c != kNoCard && (s.is(c, kCurseType) || c == kCopper);
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return;
  CardId c = trader_pick(s, d.player, ctx);
  if (c == kNoCard) c = worst_in(s, d);
  if (c != kNoCard) out.add(c);
}
bool trader_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return trader_pick(s, p, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Cartographer

// Discards the looked-at cards making less than cartographer.discard_below $ (Victory cards,
// Curses, and with the default 2 Coppers; never Actions); the rest go back best on top.
void cartographer_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  if (d.reason == Reason::kDiscard) {
    for (int i = 0; i < d.num_cards; ++i) {
      const CardId c = d.cards[i];
      if (!s.is(c, kAction) && money_value(s, c) < ctx(kCartographerDiscardBelow)) out.add(c);
    }
    return;
  }
  choose_by_worth(s, d, d.min, true, out);  // kOrder: worst first, the best last (on top)
}

// ---------------------------------------------------------------- Ill-Gotten Gains

// Gains the Copper into the hand when the $1 reaches a price breakpoint ($3, $5, $6 or $8) by
// default; with ill_gotten_gains.breakpoints 0, always.
void igg_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  if (ctx(kIggBreakpoints) < 0.5) {
    out.option = 1;
    return;
  }
  const int next = money_now(s, d.player) + 1;
  out.option = next == 3 || next == 5 || next == 6 || next == 8;
}

// ---------------------------------------------------------------- Inn

// Shuffles every Action card of the discard pile into the deck.
void inn_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  if (d.reason == Reason::kTopdeck) {
    CardList el;
    s.eligible(d, el);
    for (CardId c : el)
      if (out.n < d.max) out.add(c);
    return;
  }
  choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Souk

// When gained, trashes up to 2: Curses, Estates while more than souk.estate_green Provinces are
// left, Coppers while the Treasures owned make at least souk.keep_money $ without them.
void souk_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardList& hand = s.player(d.player).hand;
  for (CardId c : hand)
    if (s.is(c, kCurseType) && out.n < d.max) out.add(c);
  if (green_left(s) > ctx(kSoukEstateGreen))
    for (CardId c : hand)
      if (victory_only(s, c) && s.def(c).cost <= 2 && out.n < d.max) out.add(c);
  int money = treasure_money(s, d.player);
  for (CardId c : hand)
    if (c == kCopper && out.n < d.max && money - 1 >= ctx(kSoukKeepMoney)) {
      out.add(c);
      --money;
    }
}
// Played once the hand is small (after the other Actions drew): late in the order.
bool souk_worth(const State& s, int p, CardId, const PlayCtx&) {
  return s.player(p).hand.size() - 1 < 7;
}

// ---------------------------------------------------------------- Stables

// Discards its cheapest Treasure making at most stables.max_coin $.
CardId stables_pick(const State& s, int p, const PlayCtx& ctx) {
  CardId best = kNoCard;
  for (CardId c : s.player(p).hand)
    if (s.is(c, kTreasure) && s.coin(c) <= ctx(kStablesMaxCoin) &&
        (best == kNoCard || s.coin(c) < s.coin(best)))
      best = c;
  return best;
}
void stables_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardId c = stables_pick(s, d.player, ctx);
  if (c != kNoCard) out.add(c);
}
bool stables_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return stables_pick(s, p, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Wheelwright

// Discards a Victory-only card or Curse costing at least wheelwright.min_cost (dead in hand) to
// gain an Action; never a Treasure or an Action.
void wheelwright_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardId best = kNoCard;
  for (CardId c : s.player(d.player).hand)
    if (junk(s, c) && s.cost(c) >= ctx(kWheelwrightMinCost) &&
        (best == kNoCard || s.cost(c) > s.cost(best)))
      best = c;
  if (best != kNoCard) out.add(best);
}

// ---------------------------------------------------------------- Weaver

void weaver_decide(const State&, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption)
    out.option = ctx(kWeaverTwoSilvers) >= 0.5 ? int(kWeaverSilvers) : int(kWeaverGain);
  else if (d.kind == DecisionKind::kYesNo)
    out.option = 1;
}

// ---------------------------------------------------------------- Witch's Hut

// Discards two Action cards (the Curses) when it has no Actions left to play them, else the two
// worst cards.
void witchs_hut_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  if (d.min == 2 && d.player == s.current() && s.actions() == 0) {
    for (CardId c : s.player(d.player).hand)
      if (s.is(c, kAction) && out.n < 2) out.add(c);
    if (out.n == 2) return;
    out.n = 0;
  }
  choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Farmland

// Trashes a Curse (into a $2); a Gold into a Province once farmland.gold_green or fewer Provinces
// are left; an Estate (into a $4); a Copper (into a $2); else the worst card.
void farmland_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardList& hand = s.player(d.player).hand;
  CardId c = kNoCard;
  for (CardId x : hand)
    if (s.is(x, kCurseType)) c = x;
  if (c == kNoCard && green_left(s) <= ctx(kFarmlandGoldGreen) && s.pile(kProvince) > 0 &&
      hand.find(kGold) >= 0)
    c = kGold;
  if (c == kNoCard && hand.find(kEstate) >= 0) c = kEstate;
  if (c == kNoCard && hand.find(kCopper) >= 0) c = kCopper;
  if (c == kNoCard) c = worst_in(s, d);
  if (c != kNoCard) out.add(c);
}

// ---------------------------------------------------------------- Mandarin, Embassy, attacks

void discard_worst(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

}  // namespace

void add_hinterlands_ai(AiBuilder& b) {
  // Play order (see base.cpp: Village 90, Laboratory 76, Market 72, terminals 20-32).
  b.card(fx::kCrossroads, nullptr, 93, crossroads_worth);
  b.play_score(fx::kCrossroads, crossroads_score);
  b.card(fx::kDuchess, duchess_decide, 21);
  b.card(fx::kFoolsGold, nullptr);
  b.card(fx::kDevelop, develop_decide, 24, develop_worth);
  b.card(fx::kOasis, nullptr, 73, oasis_worth);
  b.card(fx::kOracle, oracle_decide, 27);
  b.card(fx::kScheme, scheme_decide, 77);
  b.card(fx::kTunnel, nullptr);
  b.card(fx::kJackOfAllTrades, jack_decide, 25);
  b.card(fx::kNobleBrigand, noble_brigand_decide, 23);
  b.card(fx::kNomadCamp, nullptr, 24);
  b.card(fx::kNomads, nullptr, 24);
  b.card(fx::kSilkRoad, nullptr);
  b.card(fx::kSpiceMerchant, spice_decide, 70, spice_worth);
  b.card(fx::kTrader, trader_decide, 22, trader_worth);
  b.card(fx::kTrail, yes_play, 77);
  b.card(fx::kWeaver, weaver_decide, 25);
  b.card(fx::kBerserker, nullptr, 31);
  b.card(fx::kCache, nullptr);
  b.card(fx::kCartographer, cartographer_decide, 75);
  b.card(fx::kCauldron, nullptr);
  b.card(fx::kEmbassy, discard_worst, 29);
  b.card(fx::kHaggler, nullptr, 24);
  b.card(fx::kHighway, nullptr, 78);
  b.card(fx::kIllGottenGains, igg_decide);
  b.card(fx::kInn, inn_decide, 85);
  b.card(fx::kMandarin, discard_worst, 26);
  b.card(fx::kMargrave, discard_worst, 30);
  b.card(fx::kSouk, souk_decide, 20, souk_worth);
  b.card(fx::kStables, stables_decide, 60, stables_worth);
  b.card(fx::kWheelwright, wheelwright_decide, 74);
  b.card(fx::kWitchsHut, witchs_hut_decide, 29);
  b.card(fx::kGuardDog, nullptr, 28);
  b.card(fx::kBorderVillage, nullptr, 89);
  b.card(fx::kFarmland, farmland_decide);

  kOasisKeepCoins = b.param(fx::kOasis, "oasis.keep_coins", 1, 0, 3,
                            "Oasis is played while the hand has a card making less than this $ "
                            "(or an Action) to discard");
  kDevelopEstateGreen = b.param(fx::kDevelop, "develop.estate_green", 3, 0, 12,
                                "Develop trashes Estates (into a $3 and a $1) while more "
                                "Provinces than this are left; Curses and Coppers always");
  kDevelopDearerOnTop = b.param(fx::kDevelop, "develop.dearer_on_top", 1, 0, 1,
                                "1: Develop gains the cheaper card first, so the dearer one ends "
                                "on top of the deck; 0: the other way round");
  kSpiceKeepMoney = b.param(fx::kSpiceMerchant, "spice_merchant.keep_money", 5, 0, 20,
                            "Spice Merchant trashes a Copper while the Treasures owned still "
                            "make at least this much $ without it");
  kSpiceDrawBelow = b.param(fx::kSpiceMerchant, "spice_merchant.draw_below", 6, 0, 12,
                            "Spice Merchant takes +2 Cards +1 Action (not +$2 +1 Buy) when the "
                            "$ in hand and in play is below this, or an Action is in hand");
  kSchemeMinCost = b.param(fx::kScheme, "scheme.min_cost", 3, 0, 8,
                           "Scheme puts back an Action card in play costing at least this");
  kOracleOwnKeep = b.param(fx::kOracle, "oracle.own_keep", 3, 0, 8,
                           "Oracle keeps its own two revealed cards when they make at least "
                           "this $ (an Action counts $2); else discards them");
  kOracleOtherDiscard = b.param(fx::kOracle, "oracle.other_discard", 3, 0, 8,
                                "Oracle discards another player's two cards when they make at "
                                "least this $ (an Action counts $2)");
  kDuchessWithDuchy = b.param(fx::kDuchess, "duchess.with_duchy", 1, 0, 1,
                              "1: gain a Duchess with each Duchy gained; 0: never");
  kDuchessDiscardBelow = b.param(fx::kDuchess, "duchess.discard_below", 2, 0, 6,
                                 "Duchess discards its own top card when it makes less than "
                                 "this $ (never an Action)");
  kCartographerDiscardBelow =
      b.param(fx::kCartographer, "cartographer.discard_below", 2, 0, 6,
              "Cartographer discards the looked-at cards making less than this $ (never "
              "Actions); the rest go back, the best on top");
  kJackEstateGreen = b.param(fx::kJackOfAllTrades, "jack.estate_green", 2, 0, 12,
                             "Jack of All Trades trashes an Estate while more Provinces than "
                             "this are left (a Curse always)");
  kJackDiscardBelow = b.param(fx::kJackOfAllTrades, "jack.discard_below", 2, 0, 6,
                              "Jack of All Trades discards the looked-at card when it makes "
                              "less than this $ (never an Action)");
  kTraderEstateGreen = b.param(fx::kTrader, "trader.estate_green", 2, 0, 12,
                               "Trader trashes an Estate (2 Silvers) while more Provinces than "
                               "this are left; Curses and Coppers always");
  kWheelwrightMinCost = b.param(fx::kWheelwright, "wheelwright.min_cost", 2, 0, 8,
                                "Wheelwright discards a Victory card or Curse costing at least "
                                "this to gain an Action card");
  kSoukKeepMoney = b.param(fx::kSouk, "souk.keep_money", 5, 0, 20,
                           "Souk, when gained, trashes Coppers while the Treasures owned still "
                           "make at least this much $ without them");
  kSoukEstateGreen = b.param(fx::kSouk, "souk.estate_green", 3, 0, 12,
                             "Souk, when gained, trashes Estates while more Provinces than this "
                             "are left");
  kWeaverTwoSilvers = b.param(fx::kWeaver, "weaver.silvers", 1, 0, 1,
                              "1: Weaver gains two Silvers; 0: a card costing up to $4 (by the buy "
                              "rules)");
  kStablesMaxCoin = b.param(fx::kStables, "stables.max_coin", 2, 1, 5,
                            "Stables discards its cheapest Treasure making at most this $");
  kFarmlandGoldGreen = b.param(fx::kFarmland, "farmland.gold_green", 4, 0, 12,
                               "Farmland turns a Gold into a Province once this many or fewer "
                               "Provinces are left");
  kIggBreakpoints = b.param(fx::kIllGottenGains, "ill_gotten_gains.breakpoints", 1, 0, 1,
                            "1: Ill-Gotten Gains gains a Copper only when the $1 reaches $3, $5, "
                            "$6 or $8; 0: always");
}

}  // namespace kl

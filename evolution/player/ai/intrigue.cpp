// Heuristic decisions for the Intrigue set's cards. See docs/heuristics.md.
#include "cards/sets/intrigue.h"

#include <algorithm>
#include <bit>

#include "cards/sets/base.h"
#include "evolution/player/card_ai.h"

namespace kl {

namespace {

using namespace intrigue;

// Play parameters (ids set when the AI tables are built).
ParamId kStewardEstateProvinces, kStewardKeepMoney, kStewardDrawMargin, kMiningVillageProvinces,
    kPawnBuyMoney, kTradingPostEstateProvinces, kCoppersmithMinCoppers, kBaronEstateProvinces,
    kUpgradeEstateProvinces, kUpgradeKeepMoney, kTorturerCurseWorth, kSwindlerVictoryProvinces,
    kMinionCoinsMoney, kWishingWellJunkWeight, kMasqueradeVictoryProvinces,
    kMasqueradeEstateProvinces, kMasqueradeKeepMoney, kNoblesActionsMin, kLurkerGainMinCost,
    kMillMinGain, kCourtierGoldProvinces, kReplaceGoldProvinces, kReplaceEstateProvinces,
    kReplaceSilverProvinces, kStewardProvincial, kMiningVillageProvincial, kNoblesProvincial,
    kStewardCopperTrash, kStewardDrawActions;

// The average $ (money_value) of the next cards p would draw: the deck, or the discard pile
// once the deck is empty; 0 with neither.
double draw_money(const State& s, int p) {
  const Player& me = s.player(p);
  const CardList& source = me.deck.empty() ? me.discard : me.deck;
  if (source.empty()) return 0;
  int money = 0;
  for (CardId c : source) money += money_value(s, c);
  return double(money) / source.size();
}

// The cards of decision d's eligible pool, least valuable first, added to out until it holds
// `count`; `picks` (n of them) go first when eligible.
void choose_picks_then_worst(const State& s, const Decision& d, const CardId* picks, int n,
                             int count, Choice& out) {
  CardList pool;
  s.eligible(d, pool);
  for (int i = 0; i < n && out.n < count; ++i)
    if (pool.remove_one(picks[i])) out.add(picks[i]);
  std::sort(pool.begin(), pool.end(),
            [&](CardId a, CardId b) { return card_worth(s, a) < card_worth(s, b); });
  for (int i = 0; out.n < count && i < pool.size(); ++i) out.add(pool[i]);
}

// ---------------------------------------------------------------- Steward

// The two cards Steward would trash from p's hand, worst first: Curses, Estates while more than
// steward.estate_provinces Provinces are left, then Coppers while the deck's $ kept (deck_money:
// its Treasures and what its Actions make, so a Bazaar deck's Coppers may go) stays at least
// steward.keep_money. Fewer than two found: trashing is not chosen.
int steward_trash_picks(const State& s, int p, const PlayCtx& ctx, CardId* out) {
  int n = 0;
  const CardList& hand = s.player(p).hand;
  for (CardId c : hand)
    if (n < 2 && s.is(c, kCurseType)) out[n++] = c;
  if (s.pile(kProvince) > ctx(kStewardEstateProvinces))
    for (CardId c : hand)
      if (n < 2 && c == kEstate) out[n++] = c;
  int money = deck_money(s, p);
  for (CardId c : hand)
    if (n < 2 && c == kCopper && money - 1 >= ctx(kStewardKeepMoney)) {
      out[n++] = c;
      --money;
    }
  return n;
}

// Provincial's Steward (PlayerHeuristic::MakeIntrigueDecision; steward.provincial 1, its
// imported strategies): trashes when the hand holds two or more Curses, Coppers and Estates the
// buy rules would not take, whatever the buy or the deck's money; else +2 Cards while an Action
// is left; else +$2. The two it trashes: Curses, Estates, Coppers, then the cheapest other cards
// (other Victory cards last).
void provincial_steward(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) {
    CardList pool;
    s.eligible(d, pool);
    auto junk = [&](CardId c) {
      return s.is(c, kCurseType) ? 3 : c == kEstate ? 2 : c == kCopper ? 1 : 0;
    };
    auto rank = [&](CardId c) {  // higher goes first
      if (const int j = junk(c)) return 1000 + j;
      return (s.is(c, kVictory) ? -100 : 0) - s.cost(c);
    };
    std::stable_sort(pool.begin(), pool.end(),
                     [&](CardId a, CardId b) { return rank(a) > rank(b); });
    for (int i = 0; i < d.min && i < pool.size(); ++i) out.add(pool[i]);
    return;
  }
  if (d.kind != DecisionKind::kChooseOption) return;
  const bool estates = estate_unwanted(s, ctx, ctx(kStewardEstateProvinces));
  int trashable = 0;
  for (CardId c : s.player(d.player).hand)
    trashable += s.is(c, kCurseType) || c == kCopper || (estates && c == kEstate);
  out.option = trashable >= 2 ? kStewardTrash : s.actions() >= 1 ? kStewardCards : kStewardCoins;
}

// Trash when two junk cards are there and at least one is not a Copper (two Coppers are worth
// more as this turn's $2 in a money deck; steward.copper_trash 1 trashes them too); else +2
// Cards when the two cards to draw promise more than $2 by steward.draw_margin and reach a
// higher price point than the sure $2 (with steward.draw_actions 1, the default, whenever an
// Action is left); else +$2.
void steward_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const int p = d.player;
  if (ctx(kStewardProvincial) > 0.5) return provincial_steward(s, d, ctx, out);
  if (d.kind == DecisionKind::kChooseCards) {
    CardId picks[2];
    const int n = steward_trash_picks(s, p, ctx, picks);
    choose_picks_then_worst(s, d, picks, n, d.min, out);  // forced: the least valuable after them
    return;
  }
  if (d.kind != DecisionKind::kChooseOption) return;
  CardId picks[2];
  if (steward_trash_picks(s, p, ctx, picks) == 2 &&
      (picks[0] != kCopper || picks[1] != kCopper || ctx(kStewardCopperTrash) > 0.5)) {
    out.option = kStewardTrash;
    return;
  }
  if (ctx(kStewardDrawActions) > 0.5 && s.actions() >= 1) {
    out.option = kStewardCards;
    return;
  }
  const int money = turn_money(s, p);
  const double drawn = 2 * draw_money(s, p);
  const bool draw = drawn > 2 + ctx(kStewardDrawMargin) &&
                    buy_value(s, ctx, int(money + drawn)) > buy_value(s, ctx, money + 2);
  out.option = draw ? kStewardCards : kStewardCoins;
}

// ---------------------------------------------------------------- Mining Village

// Trashes itself for +$2 when the $2 lifts this turn's buy to a higher price point ($5, $6, $8),
// counting the $ of the Actions still to be played (turn_money: a Goons in hand), or once
// Provinces left are at most mining_village.trash_provinces (the village matters less than the
// points).
// With mining_village.provincial 1 (Provincial's imports, PlayerHeuristic::MakeIntrigueDecision):
// trashes when the $ made and the Treasures in hand total exactly $9, $7 or $4 in a Colony game,
// $6 or $4 otherwise.
void mining_village_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  if (ctx(kMiningVillageProvincial) > 0.5) {
    const int m = hand_money(s, d.player);
    out.option = s.colony_game() ? (m == 9 || m == 7 || m == 4) : (m == 6 || m == 4);
    return;
  }
  const int money = turn_money(s, d.player);
  const bool lifts =
      buy_value(s, ctx, money + 2) > buy_value(s, ctx, money) && buy_cost(s, ctx, money + 2) >= 5;
  out.option = lifts || s.pile(kProvince) <= ctx(kMiningVillageProvinces) ? 1 : 0;
}

// Whether p's hand (besides one copy of `self`) holds an Action worth playing now.
bool other_action_waiting(const State& s, int p, CardId self, const PlayCtx& ctx) {
  bool skipped = false;
  for (CardId c : s.player(p).hand) {
    if (c == self && !skipped) {
      skipped = true;
      continue;
    }
    if (s.is(c, kAction) && worth_playing(s, p, c, ctx)) return true;
  }
  return false;
}

// ---------------------------------------------------------------- Pawn

// +1 Action with it when no Action is left and another worthwhile Action waits in hand; with
// it +1 Card. Otherwise +1 Buy +$1 when the hand's $ + 1 reaches pawn.buy_money, else +1 Card
// +$1.
void pawn_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return;
  const int p = d.player;
  int mask = kPawnCard | kPawnCoin;
  if (s.actions() == 0 && other_action_waiting(s, p, kNoCard, ctx))
    mask = kPawnCard | kPawnAction;
  else if (turn_money(s, p) + 1 >= ctx(kPawnBuyMoney))
    mask = kPawnBuy | kPawnCoin;
  out.option = option_of(2, mask);
}

// ---------------------------------------------------------------- Shanty Town

// A village first, but first of all when it draws (no other Action in hand). With 2 or more
// Actions left it needs no +Actions now: it waits until after every other Action (5), when no
// Action may be left in hand for it to reveal, so that it draws (Provincial's rule too).
int shanty_town_score(const State& s, int p, CardId, const PlayCtx&) {
  if (s.actions() >= 2) return 5;
  int actions = 0;
  for (CardId c : s.player(p).hand) actions += s.is(c, kAction);
  return actions <= 1 ? 92 : 88;
}

// ---------------------------------------------------------------- Conspirator

// A cantrip when this play makes 3 Actions played this turn: then among the cantrips (71);
// otherwise a terminal that waits for the others (22).
int conspirator_score(const State& s, int, CardId, const PlayCtx&) {
  return s.actions_played() >= 2 ? 71 : 22;
}

// ---------------------------------------------------------------- Coppersmith

int coppers_in_hand(const State& s, int p) { return s.player(p).hand.count(kCopper); }

bool coppersmith_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return coppers_in_hand(s, p) >= ctx(kCoppersmithMinCoppers);
}

// A terminal worth +$1 per Copper in hand: 18 + 3 per Copper (3 Coppers = 27, just ahead of
// Smithy).
int coppersmith_score(const State& s, int p, CardId, const PlayCtx&) {
  return 18 + 3 * std::min(coppers_in_hand(s, p), 5);
}

// ---------------------------------------------------------------- Trading Post

// Trading Post's picks from p's hand, worst first: Curses, Estates while more than
// trading_post.estate_provinces Provinces are left, then Coppers (two of them become a Silver:
// the same $ in fewer cards).
int trading_post_picks(const State& s, int p, const PlayCtx& ctx, CardId* out) {
  int n = 0;
  const CardList& hand = s.player(p).hand;
  for (CardId c : hand)
    if (n < 2 && s.is(c, kCurseType)) out[n++] = c;
  if (s.pile(kProvince) > ctx(kTradingPostEstateProvinces))
    for (CardId c : hand)
      if (n < 2 && c == kEstate) out[n++] = c;
  for (CardId c : hand)
    if (n < 2 && c == kCopper) out[n++] = c;
  return n;
}

void trading_post_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardId picks[2];
  const int n = trading_post_picks(s, d.player, ctx, picks);
  choose_picks_then_worst(s, d, picks, n, d.min, out);
}

bool trading_post_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  CardId picks[2];
  return trading_post_picks(s, p, ctx, picks) == 2;
}

// ---------------------------------------------------------------- Baron

// Discards the Estate for +$4, except late (Provinces left at most baron.gain_estate_provinces)
// when the $4 does not reach a higher price point: then the Estate gained is worth more.
bool baron_discards(const State& s, int p, const PlayCtx& ctx) {
  const int money = turn_money(s, p);
  return s.pile(kProvince) > ctx(kBaronEstateProvinces) ||
         buy_value(s, ctx, money + 4) > buy_value(s, ctx, money);
}

void baron_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = baron_discards(s, d.player, ctx) ? 1 : 0;
}

// Without an Estate in hand Baron only gains one: worth it late (or with the Estates gone).
bool baron_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return s.player(p).hand.find(kEstate) >= 0 || s.pile(kEstate) == 0 ||
         s.pile(kProvince) <= ctx(kBaronEstateProvinces);
}

int baron_score(const State& s, int p, CardId, const PlayCtx&) {
  return s.player(p).hand.find(kEstate) >= 0 ? 27 : 21;
}

// ---------------------------------------------------------------- Upgrade

// The card Upgrade trashes from p's hand (without `skip`, the Upgrade being played), kNoCard if
// none is worth it: a Curse; an Estate (into a $3) while more than upgrade.estate_provinces
// Provinces are left; a Copper while the Treasures keep at least upgrade.keep_money $.
CardId upgrade_pick(const State& s, int p, CardId skip, const PlayCtx& ctx) {
  const CardList& hand = s.player(p).hand;
  bool skipped = skip == kNoCard;
  CardId best = kNoCard;
  int rank = 0;
  for (CardId c : hand) {
    if (c == skip && !skipped) {
      skipped = true;
      continue;
    }
    int r = 0;
    if (s.is(c, kCurseType))
      r = 3;
    else if (c == kEstate && s.pile(kProvince) > ctx(kUpgradeEstateProvinces))
      r = 2;
    else if (c == kCopper && treasure_money(s, p) - 1 >= ctx(kUpgradeKeepMoney))
      r = 1;
    if (r > rank) {
      rank = r;
      best = c;
    }
  }
  return best;
}

void upgrade_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardId c = upgrade_pick(s, d.player, kNoCard, ctx);
  choose_picks_then_worst(s, d, &c, c == kNoCard ? 0 : 1, d.min, out);
}

bool upgrade_worth(const State& s, int p, CardId self, const PlayCtx& ctx) {
  return upgrade_pick(s, p, self, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Scout

// Puts the cards back best on top (the order is chosen last-on-top: worst first).
void scout_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Torturer

// As the victim: takes the Curse when none is left (nothing happens) or when the two cards it
// would discard are worth more (card_worth summed) than torturer.curse_worth; else discards its
// two least valuable cards.
void torturer_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) {
    choose_picks_then_worst(s, d, nullptr, 0, d.min, out);
    return;
  }
  if (d.kind != DecisionKind::kChooseOption) return;
  if (s.pile(kCurse) == 0) {
    out.option = kTorturerCurse;
    return;
  }
  Decision discard;
  discard.kind = DecisionKind::kChooseCards;
  discard.player = d.player;
  discard.from = Zone::kHand;
  Choice worst;
  choose_by_worth(s, discard, 2, true, worst);
  int worth = 0;
  for (int i = 0; i < worst.n; ++i) worth += card_worth(s, worst.cards[i]);
  out.option = worth > ctx(kTorturerCurseWorth) ? kTorturerCurse : kTorturerDiscard;
}

// ---------------------------------------------------------------- Swindler

// Gives the victim the allowed card worst for them: the least card_worth, except that a card
// with VP (Estate, Duchy, Duke...) counts as good for them once Provinces left are at most
// swindler.victory_provinces.
void swindler_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return;
  CardList el;
  s.eligible(d, el);
  const bool late = s.pile(kProvince) <= ctx(kSwindlerVictoryProvinces);
  CardId best = kNoCard;
  int best_score = 0;
  for (CardId c : el) {
    int score = card_worth(s, c);
    const CardDef& def = s.def(c);
    if (late && (def.vp > 0 || def.end_vp)) score += 40 + 10 * def.vp;
    if (best == kNoCard || score < best_score) {
      best = c;
      best_score = score;
    }
  }
  if (best != kNoCard) out.add(best);
}

// Other Actions in p's hand (besides one copy of `self`) worth playing now.
int actions_waiting(const State& s, int p, CardId self, const PlayCtx& ctx) {
  int n = 0;
  bool skipped = false;
  for (CardId c : s.player(p).hand) {
    if (c == self && !skipped) {
      skipped = true;
      continue;
    }
    n += s.is(c, kAction) && worth_playing(s, p, c, ctx);
  }
  return n;
}

// ---------------------------------------------------------------- Courtyard

// Topdecks, in order of preference: the best Action that cannot be played this turn; the best
// Treasure whose $ the hand does not need to reach its price point ($3/5/6/8); else the least
// valuable card that makes no $ this turn (a Curse or Victory card clogs the next hand, but a
// Treasure taken away would drop this turn's price point); else the cheapest Treasure.
void courtyard_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardList& hand = s.player(d.player).hand;
  CardId best = kNoCard;
  if (s.actions() == 0)
    for (CardId c : hand)
      if (s.is(c, kAction) && !s.is(c, kTreasure) &&
          (best == kNoCard || card_worth(s, c) > card_worth(s, best)))
        best = c;
  if (best == kNoCard) {
    const int money = turn_money(s, d.player);
    const int spare = money - money_needed(s, ctx, money);
    for (CardId c : hand)
      if (s.is(c, kTreasure) && s.def(c).coin <= spare &&
          (best == kNoCard || s.def(c).coin > s.def(best).coin))
        best = c;
  }
  if (best == kNoCard) {
    auto rank = [&](CardId c) {
      return s.is(c, kTreasure) ? 1000 + s.def(c).coin : card_worth(s, c);
    };
    for (CardId c : hand)
      if (best == kNoCard || rank(c) < rank(best)) best = c;
  }
  if (best != kNoCard) out.add(best);
}

// ---------------------------------------------------------------- Nobles

// +2 Actions when no Action would be left and at least nobles.actions_min worthwhile Actions wait
// in hand; else +3 Cards.
bool nobles_as_village(const State& s, int p, CardId self, int actions_left, const PlayCtx& ctx) {
  return actions_left == 0 && actions_waiting(s, p, self, ctx) >= ctx(kNoblesActionsMin);
}

// With nobles.provincial 1 (Provincial's imports, PlayerHeuristic::MakeIntrigueDecision): +3
// Cards while an Action is left or no Action is in hand, else +2 Actions.
void nobles_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return;
  if (ctx(kNoblesProvincial) > 0.5) {
    bool action_in_hand = false;
    for (CardId c : s.player(d.player).hand) action_in_hand |= s.is(c, kAction);
    out.option = s.actions() >= 1 || !action_in_hand ? kNoblesCards : kNoblesActions;
    return;
  }
  out.option =
      nobles_as_village(s, d.player, kNoCard, s.actions(), ctx) ? kNoblesActions : kNoblesCards;
}

// Played as a village (87) when it will be one, else as a terminal draw (27). With
// nobles.provincial 1, after the villages and cantrips (Cellar's 60 included) and before the
// terminals (59), as Provincial's play order has it.
int nobles_score(const State& s, int p, CardId self, const PlayCtx& ctx) {
  if (ctx(kNoblesProvincial) > 0.5) return 59;
  return nobles_as_village(s, p, self, s.actions() - 1, ctx) ? 87 : 27;
}

// ---------------------------------------------------------------- Wishing Well

// Names the card most likely on top: the commonest kind among the cards it could reveal (the
// deck, or the discard pile if the deck is empty), a Curse or Victory-only card counting
// wishing_well.junk_weight as much (drawing it is worth less); ties go to the more valuable.
void wishing_well_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return;
  const Player& me = s.player(d.player);
  const CardList& source = me.deck.empty() ? me.discard : me.deck;
  int count[kMaxKinds] = {};
  for (CardId c : source) ++count[c];
  CardId best = kNoCard;
  double best_score = -1;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!count[k] || !s.can_name(d, c)) continue;
    const bool junk = s.is(c, kCurseType) || victory_only(s, c);
    const double score = count[k] * (junk ? ctx(kWishingWellJunkWeight) : 1.0);
    if (score > best_score || (score == best_score && card_worth(s, c) > card_worth(s, best))) {
      best_score = score;
      best = c;
    }
  }
  if (best == kNoCard) best = kCopper;
  out.add(best);
}

// ---------------------------------------------------------------- Minion

// +$2 while the hand holds another Minion (the chain goes on, the last one decides), an Action
// that draws, or a terminal worth playing that makes $ (Militia, Cutpurse, Monument): Minion's
// +1 Action plays it, and the attack would discard it. A Chapel or another terminal that makes
// no $ does not keep the hand. Else the attack (a fresh 4 cards) when the hand's Treasures and
// the $2 buy nothing better than the $ already made (the attack is free); +$2 when they reach
// the buy rules' first wanted card (no new hand can do better) or the hand's $ + 2 reaches
// minion.coins_money; else the attack. Minion is played after the other non-terminal Actions
// (play order 55), so what is left in hand then is mostly other Minions and terminals.
bool minion_takes_coins(const State& s, int p, const PlayCtx& ctx) {
  for (CardId c : s.player(p).hand) {
    if (!s.is(c, kAction)) continue;
    if (s.def(c).effect == fx::kMinion || s.def(c).plus_cards > 0) return true;
    if (action_money(s, c) > 0 && worth_playing(s, p, c, ctx)) return true;
  }
  const int money = hand_money(s, p);
  const int with = buy_value(s, ctx, money + 2);
  if (with == buy_value(s, ctx, s.coins())) return false;
  if (money + 2 >= ctx(kMinionCoinsMoney)) return true;
  return ctx.buys && with == ctx.buys->buy_value(s, kAnyMoney);
}

void minion_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption)
    out.option = minion_takes_coins(s, d.player, ctx) ? kMinionCoins : kMinionAttack;
}

// ---------------------------------------------------------------- Masquerade

// Passes the least valuable card (Curses first), but once Provinces left are at most
// masquerade.victory_provinces no card with VP (the receiver would score it) unless the hand
// has nothing else. Trashes (own turn, optional) a Curse, an Estate while more than
// masquerade.estate_provinces Provinces are left, or a Copper while the Treasures keep at least
// masquerade.keep_money $.
void masquerade_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  // Both decisions choose from the whole hand (no type restriction): read it directly, each
  // kind once (this runs for every player at every Masquerade play).
  if (d.kind != DecisionKind::kChooseCards || d.from != Zone::kHand || d.type_mask) return;
  const CardList& hand = s.player(d.player).hand;
  if (hand.empty()) return;
  uint64_t seen = 0;
  if (d.reason == Reason::kPass) {
    const bool late = s.pile(kProvince) <= ctx(kMasqueradeVictoryProvinces);
    CardId best = kNoCard;
    int best_rank = 0;
    for (CardId c : hand) {
      if ((seen >> c) & 1) continue;
      seen |= uint64_t(1) << c;
      const CardDef& def = s.def(c);
      const int rank = card_worth(s, c) + (late && (def.vp > 0 || def.end_vp) ? 1000 : 0);
      if (best == kNoCard || rank < best_rank) {
        best = c;
        best_rank = rank;
      }
    }
    out.add(best);
    return;
  }
  if (d.reason != Reason::kTrash) return;
  CardId curse = kNoCard;
  for (CardId c : hand) {
    seen |= uint64_t(1) << c;
    if (s.is(c, kCurseType)) curse = c;
  }
  CardId pick = curse;
  if (pick == kNoCard && ((seen >> kEstate) & 1) &&
      s.pile(kProvince) > ctx(kMasqueradeEstateProvinces))
    pick = kEstate;
  if (pick == kNoCard && ((seen >> kCopper) & 1) &&
      deck_money(s, d.player) - 1 >= ctx(kMasqueradeKeepMoney)) {
    const int money = turn_money(s, d.player);
    if (money - 1 >= money_needed(s, ctx, money)) pick = kCopper;
  }
  if (pick != kNoCard) out.add(pick);
}

// ---------------------------------------------------------------- Secret Chamber

// Attacks that cut the hand: the Secret Chamber keeps good cards on the deck instead of losing
// them.
bool hand_attack(const State& s, CardId attack) {
  if (attack == kNoCard) return false;
  const EffectId e = s.def(attack).effect;
  return e == fx::kMilitia || e == fx::kMinion || e == fx::kTorturer;
}

// Played: discards every card that is not a Treasure (after this terminal no Action is left to
// play them) for +$1 each. As a Reaction (always revealed): against an Attack that cuts the hand
// it puts back the two best cards after the best three (they would be discarded); otherwise the
// two least valuable.
void secret_chamber_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = d.reason == Reason::kRevealReaction ? 1 : 0;
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return;
  if (d.reason == Reason::kDiscard) {
    CardList el;
    s.eligible(d, el);
    for (CardId c : el)
      if (!s.is(c, kTreasure) && out.n < d.max) out.add(c);
    return;
  }
  CardList el;
  s.eligible(d, el);
  std::sort(el.begin(), el.end(),
            [&](CardId a, CardId b) { return card_worth(s, a) > card_worth(s, b); });
  const int from = hand_attack(s, d.card) && el.size() >= 5 ? 3 : el.size() - d.min;
  // Worse first, so the better of the two ends on top.
  for (int i = std::min(el.size(), from + int(d.min)) - 1; i >= from && out.n < d.min; --i)
    out.add(el[i]);
}

// ---------------------------------------------------------------- Lurker

// The most expensive Action card in the trash (kNoCard if none costs lurker.gain_min_cost).
CardId lurker_trashed_pick(const State& s, const PlayCtx& ctx) {
  CardId best = kNoCard;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (s.is(c, kAction) && s.trash_count(c) > 0 && s.cost(c) >= ctx(kLurkerGainMinCost) &&
        (best == kNoCard || s.cost(c) > s.cost(best)))
      best = c;
  }
  return best;
}

// Gains the dearest Action in the trash when one costs at least lurker.gain_min_cost; else
// trashes the dearest Action in the Supply (to gain it later, and to deny it).
void lurker_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption) {
    out.option = lurker_trashed_pick(s, ctx) != kNoCard ? kLurkerGain : kLurkerTrash;
    return;
  }
  if (d.kind != DecisionKind::kNameCard) return;
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  for (CardId c : el)
    if (best == kNoCard || s.cost(c) > s.cost(best)) best = c;
  if (best != kNoCard) out.add(best);
}

// ---------------------------------------------------------------- Diplomat

// Played, a village with draw when the hand after drawing has at most 5 cards (hand of 4 with
// the Diplomat): 86; else a terminal draw: 25.
int diplomat_score(const State& s, int p, CardId, const PlayCtx&) {
  return s.player(p).hand.size() - 1 + 2 <= 5 ? 86 : 25;
}

// Reveals whenever it may (each reveal filters the hand: +2 Cards, discard the 3 worst); the
// discard is the worst 3 by card_worth.
void diplomat_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = d.reason == Reason::kRevealReaction ? 1 : 0;
    return;
  }
  if (d.kind == DecisionKind::kChooseCards) choose_picks_then_worst(s, d, nullptr, 0, d.min, out);
}

// ---------------------------------------------------------------- Mill

// The $ a card in hand is worth this turn: a Treasure's $, 0 for the rest (after Mill the
// Actions in hand may still be played, but Mill discards only cards worth nothing).
int mill_gain(const State& s, int p, Choice* picks) {
  CardList hand = s.player(p).hand;
  std::sort(hand.begin(), hand.end(), [&](CardId a, CardId b) {
    const int ma = s.is(a, kTreasure) ? s.def(a).coin : 0,
              mb = s.is(b, kTreasure) ? s.def(b).coin : 0;
    if (ma != mb) return ma < mb;
    return card_worth(s, a) < card_worth(s, b);
  });
  if (hand.size() < 2) return -100;
  int lost = 0;
  for (int i = 0; i < 2; ++i) {
    const CardId c = hand[i];
    // An Action that could still be played is worth keeping.
    if (s.is(c, kAction) && s.actions() > 0) lost += 2;
    if (s.is(c, kTreasure)) lost += s.def(c).coin;
    if (picks) picks->add(c);
  }
  return 2 - lost;
}

// Discards two cards when that gains at least mill.min_gain $ (two Estates +$2, an Estate and a
// Copper +$1); the least valuable ones.
void mill_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = mill_gain(s, d.player, nullptr) >= ctx(kMillMinGain) ? 1 : 0;
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return;
  Choice picks;
  mill_gain(s, d.player, &picks);
  choose_picks_then_worst(s, d, picks.cards, picks.n, d.min, out);
}

// ---------------------------------------------------------------- Secret Passage

// Takes the card Courtyard would put back and puts it on top, or at the bottom if it is a
// Curse or Victory-only card (the hand had nothing better).
void secret_passage_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) {
    courtyard_decide(s, d, ctx, out);
    return;
  }
  if (d.kind != DecisionKind::kChooseOption) return;
  const bool junk = d.card != kNoCard && (s.is(d.card, kCurseType) || victory_only(s, d.card));
  out.option = junk ? d.num_options - 1 : 0;
}

// ---------------------------------------------------------------- Courtier

int type_count(const State& s, CardId c) {
  return std::min(4, std::popcount(unsigned(s.types(c))));
}

// Reveals the card with the most types (the cheapest of them: it is only revealed); then takes,
// in order of preference: +$3 or a Gold (+$3 first when it lifts the hand to a higher price
// point of $5 or more, or once Provinces left are at most courtier.gold_provinces; else the
// Gold first), then +1 Action when no Action is left and an Action worth playing waits, else +1
// Buy, then the last.
void courtier_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const int p = d.player;
  if (d.kind == DecisionKind::kChooseCards) {
    CardList el;
    s.eligible(d, el);
    CardId best = kNoCard;
    for (CardId c : el)
      if (best == kNoCard || type_count(s, c) > type_count(s, best) ||
          (type_count(s, c) == type_count(s, best) && card_worth(s, c) < card_worth(s, best)))
        best = c;
    if (best != kNoCard) out.add(best);
    return;
  }
  if (d.kind != DecisionKind::kChooseOption) return;
  const int k = d.card != kNoCard ? type_count(s, d.card) : 1;
  const int money = turn_money(s, p);
  const bool coins_first = (buy_value(s, ctx, money + 3) > buy_value(s, ctx, money) &&
                            buy_cost(s, ctx, money + 3) >= 5) ||
                           s.pile(kProvince) <= ctx(kCourtierGoldProvinces);
  int order[4];
  order[0] = coins_first ? kCourtierCoins : kCourtierGold;
  order[1] = coins_first ? kCourtierGold : kCourtierCoins;
  const bool need_action = s.actions() == 0 && other_action_waiting(s, p, kNoCard, ctx);
  order[2] = need_action ? kCourtierAction : kCourtierBuy;
  order[3] = need_action ? kCourtierBuy : kCourtierAction;
  int mask = 0;
  for (int i = 0; i < k; ++i) mask |= order[i];
  const int option = option_of(k, mask);
  out.option = option >= 0 && option < d.num_options ? option : 0;
}

// ---------------------------------------------------------------- Replace

// Like Remodel: a Curse; a Gold (into a Province, which also curses the others) once Provinces
// left are at most replace.gold_provinces; an Estate (into a $4 onto the deck) while more than
// replace.estate_provinces are left; a Silver (into a Duchy) once at most
// replace.silver_provinces are left.
CardId replace_pick(const State& s, int p, const PlayCtx& ctx) {
  return remodel_like_pick(s, p, ctx, kReplaceGoldProvinces, kReplaceEstateProvinces,
                           kReplaceSilverProvinces);
}

void replace_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardId c = replace_pick(s, d.player, ctx);
  choose_picks_then_worst(s, d, &c, c == kNoCard ? 0 : 1, d.min, out);
}

bool replace_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return replace_pick(s, p, ctx) != kNoCard;
}

}  // namespace

void add_intrigue_ai(AiBuilder& b) {
  // Play order (higher first); see docs/heuristics.md.
  b.card(fx::kShantyTown, nullptr, 88);
  b.play_score(fx::kShantyTown, shanty_town_score);
  b.card(fx::kMiningVillage, mining_village_decide, 89);
  b.card(fx::kGreatHall, nullptr, 73);
  b.card(fx::kPawn, pawn_decide, 69);
  b.card(fx::kConspirator, nullptr, 22);
  b.play_score(fx::kConspirator, conspirator_score);
  b.card(fx::kCoppersmith, nullptr, 24, coppersmith_worth);
  b.play_score(fx::kCoppersmith, coppersmith_score);
  b.card(fx::kTradingPost, trading_post_decide, 28, trading_post_worth);
  b.card(fx::kTribute, nullptr, 25);
  b.card(fx::kUpgrade, upgrade_decide, 74, upgrade_worth);
  b.card(fx::kScout, scout_decide, 67);
  b.card(fx::kTorturer, torturer_decide, 31);
  b.card(fx::kBaron, baron_decide, 27, baron_worth);
  b.play_score(fx::kBaron, baron_score);
  b.card(fx::kBridge, nullptr, 23);
  b.card(fx::kSwindler, swindler_decide, 24);
  b.card(fx::kCourtyard, courtyard_decide, 26);
  b.card(fx::kNobles, nobles_decide, 27);
  b.play_score(fx::kNobles, nobles_score);
  b.card(fx::kWishingWell, wishing_well_decide, 70);
  b.card(fx::kMinion, minion_decide, 55);
  b.money(fx::kMinion, 2);
  b.card(fx::kSaboteur, nullptr, 29);
  b.card(fx::kMasquerade, masquerade_decide, 26);
  b.card(fx::kSecretChamber, secret_chamber_decide, 20);
  b.card(fx::kLurker, lurker_decide, 68);
  b.card(fx::kDiplomat, diplomat_decide, 25);
  b.play_score(fx::kDiplomat, diplomat_score);
  b.card(fx::kMill, mill_decide, 72);
  b.card(fx::kSecretPassage, secret_passage_decide, 75);
  b.card(fx::kCourtier, courtier_decide, 27);
  b.card(fx::kPatrol, scout_decide, 27);
  b.card(fx::kReplace, replace_decide, 25, replace_worth);
  b.card(fx::kSteward, steward_decide, 24);
  b.card(fx::kIronworks, nullptr, 25);
  b.card(fx::kDuke, nullptr);
  b.card(fx::kHarem, nullptr);

  kStewardEstateProvinces =
      b.param(fx::kSteward, "steward.estate_provinces", 4, 0, 12,
              "Steward trashes Estates while more Provinces than this are left");
  kStewardKeepMoney = b.param(fx::kSteward, "steward.keep_money", 6, 0, 15,
                              "Steward trashes Coppers only while the deck's $ kept (its "
                              "Treasures and what its Actions make) stays at least this");
  kStewardCopperTrash =
      b.param(fx::kSteward, "steward.copper_trash", 0, 0, 1,
              "at 1, Steward also trashes two Coppers (while the deck's $ kept stays at least "
              "steward.keep_money): a deck whose $ comes from other cards thins; at 0, two "
              "Coppers are kept as this turn's $2");
  kStewardDrawMargin = b.param(fx::kSteward, "steward.draw_margin", 0.5, -2, 4,
                               "Steward draws 2 instead of +$2 when the 2 cards' expected $ "
                               "exceeds 2 by this (and reaches a higher price point)");
  kStewardDrawActions = b.param(fx::kSteward, "steward.draw_actions", 1, 0, 1,
                                "at 1, Steward draws 2 whenever it does not trash and an Action "
                                "is left to play what it draws; at 0, only when the draw "
                                "promises a better buy than +$2");
  // Provincial's rules, for its imported strategies (play_as_provincial): effect 0, so training
  // does not mutate them (docs/quality.md, "Is the benchmark fair?").
  kStewardProvincial =
      b.param(0, "steward.provincial", 0, 0, 1,
              "at 1, Steward plays as Provincial's AI: trashes two of Curses, Coppers and "
              "unwanted Estates whenever the hand holds two, else +2 Cards while an Action is "
              "left, else +$2 (Provincial's imported strategies play so)");
  kMiningVillageProvincial =
      b.param(0, "mining_village.provincial", 0, 0, 1,
              "at 1, Mining Village trashes itself exactly when the hand's $ is 9, 7 or 4 in a "
              "Colony game, 6 or 4 otherwise (Provincial's imported strategies play so)");
  kMiningVillageProvinces =
      b.param(fx::kMiningVillage, "mining_village.trash_provinces", 2, 0, 8,
              "Mining Village trashes itself for $2 once Provinces left are at most this (and "
              "always when the $2 reaches a higher price point of $5 or more)");
  kPawnBuyMoney = b.param(fx::kPawn, "pawn.buy_money", 10, 3, 16,
                          "Pawn takes +1 Buy +$1 (instead of +1 Card +$1) when the hand's $ "
                          "plus 1 reaches this");
  kTradingPostEstateProvinces =
      b.param(fx::kTradingPost, "trading_post.estate_provinces", 3, 0, 12,
              "Trading Post trashes Estates while more Provinces than this are left");
  kCoppersmithMinCoppers = b.param(fx::kCoppersmith, "coppersmith.min_coppers", 1, 0, 5,
                                   "Coppersmith is played only with at least this many Coppers "
                                   "in hand");
  kBaronEstateProvinces =
      b.param(fx::kBaron, "baron.gain_estate_provinces", 2, 0, 8,
              "once Provinces left are at most this, Baron keeps the Estate (and gains one) "
              "when the $4 reaches no higher price point, and is played without an Estate");
  kUpgradeEstateProvinces =
      b.param(fx::kUpgrade, "upgrade.estate_provinces", 3, 0, 12,
              "Upgrade turns Estates into $3 cards while more Provinces than this are left");
  kUpgradeKeepMoney = b.param(fx::kUpgrade, "upgrade.keep_money", 6, 0, 15,
                              "Upgrade trashes Coppers only while the Treasure $ kept stays at "
                              "least this");
  kTorturerCurseWorth =
      b.param(fx::kTorturer, "torturer.curse_worth", 22, 0, 40,
              "as Torturer's victim, takes the Curse instead of discarding when the two cards "
              "to discard are worth more than this (card_worth: Silver 8, Gold 15)");
  kSwindlerVictoryProvinces =
      b.param(fx::kSwindler, "swindler.victory_provinces", 3, 0, 12,
              "once Provinces left are at most this, Swindler avoids giving cards with VP");
  kMinionCoinsMoney = b.param(fx::kMinion, "minion.coins_money", 8, 2, 12,
                              "Minion takes +$2 (and keeps the hand) when the hand's Treasure $ "
                              "plus 2 reaches this, else discards it to attack and draw 4");
  kWishingWellJunkWeight =
      b.param(fx::kWishingWell, "wishing_well.junk_weight", 0.5, 0, 1,
              "Wishing Well names the commonest card left in the deck, a Curse or Victory-only "
              "card counting this much per copy (1 for the others)");
  kMasqueradeVictoryProvinces =
      b.param(fx::kMasquerade, "masquerade.victory_provinces", 3, 0, 12,
              "once Provinces left are at most this, Masquerade passes no card with VP unless "
              "it must");
  kMasqueradeEstateProvinces =
      b.param(fx::kMasquerade, "masquerade.estate_provinces", 4, 0, 12,
              "Masquerade trashes an Estate while more Provinces than this are left");
  kMasqueradeKeepMoney = b.param(fx::kMasquerade, "masquerade.keep_money", 6, 0, 15,
                                 "Masquerade trashes a Copper only while the Treasure $ kept "
                                 "stays at least this");
  kNoblesActionsMin = b.param(fx::kNobles, "nobles.actions_min", 1, 1, 3,
                              "Nobles takes +2 Actions when no Action is left and at least this "
                              "many Actions worth playing wait in hand, else +3 Cards");
  kNoblesProvincial =
      b.param(0, "nobles.provincial", 0, 0, 1,
              "at 1, Nobles plays as Provincial's AI: +3 Cards while an Action is left or no "
              "Action is in hand, else +2 Actions, played after the villages and cantrips "
              "(Provincial's imported strategies play so)");
  kLurkerGainMinCost = b.param(fx::kLurker, "lurker.gain_min_cost", 4, 0, 8,
                               "Lurker gains an Action from the trash when one costs at least "
                               "this, else trashes the dearest Action of the Supply");
  kMillMinGain = b.param(fx::kMill, "mill.min_gain", 1, 0, 2,
                         "Mill discards 2 cards when the $2 exceeds the $ they would make by at "
                         "least this (two Estates: 2, Estate and Copper: 1)");
  kCourtierGoldProvinces =
      b.param(fx::kCourtier, "courtier.gold_provinces", 3, 0, 8,
              "once Provinces left are at most this, Courtier prefers +$3 to gaining a Gold "
              "(before that, only when the $3 reaches a higher price point)");
  kReplaceGoldProvinces =
      b.param(fx::kReplace, "replace.gold_provinces", 4, 0, 12,
              "Replace turns Gold into Province once Provinces left are at most this");
  kReplaceEstateProvinces =
      b.param(fx::kReplace, "replace.estate_provinces", 4, 0, 12,
              "Replace turns Estate into a $4 card while more Provinces than this are left");
  kReplaceSilverProvinces =
      b.param(fx::kReplace, "replace.silver_provinces", 2, 0, 12,
              "Replace turns Silver into Duchy once Provinces left are at most this");
}

}  // namespace kl

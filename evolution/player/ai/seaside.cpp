// Heuristic decisions for the Seaside set's cards. See docs/heuristics.md.
#include "cards/sets/seaside.h"

#include <algorithm>
#include <bit>

#include "cards/tokens.h"
#include "evolution/player/card_ai.h"

namespace kl {

namespace {

// Play parameters (ids set when the AI tables are built).
ParamId kLookoutEstateProvinces, kLookoutKeepMoney, kLookoutMinJunk, kIslandPlayWithoutJunk,
    kAmbassadorEstateProvinces, kAmbassadorKeepMoney, kTacticianMaxCoins, kSalvagerEstateProvinces,
    kSalvagerKeepMoney, kTreasureMapPlayAlone, kNavigatorMinMoney, kHavenKeepPrice,
    kNativeVillageTakeSize, kPirateShipCashTokens, kSailorEstateProvinces, kSailorKeepMoney,
    kGhostShipSaveCards;

// ---------------------------------------------------------------- Lookout

// How much p wants to keep c when Lookout must trash one of the cards it looks at (lower is
// trashed first): Curses; Estates while more than lookout.estate_provinces Provinces are left;
// Coppers while the Treasure $ kept stays at least lookout.keep_money (`coppers_junk`, from
// lookout_coppers_junk: one count of the Treasures for all the cards looked at); then
// card_worth, with Victory cards worth their VP late in the game.
bool lookout_coppers_junk(const State& s, int p, const PlayCtx& ctx) {
  return treasure_money(s, p) - 1 >= ctx(kLookoutKeepMoney);
}
int lookout_keep(const State& s, CardId c, bool coppers_junk, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return -100;
  if (victory_only(s, c)) {
    if (c == kEstate && s.pile(kProvince) > ctx(kLookoutEstateProvinces)) return -50;
    return 10 + 4 * s.def(c).vp;
  }
  if (c == kCopper && coppers_junk) return -30;
  return card_worth(s, c);
}

void lookout_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.num_cards == 0) return;
  const bool coppers_junk = d.reason == Reason::kTrash && lookout_coppers_junk(s, d.player, ctx);
  CardId pick = d.cards[0];
  for (int i = 1; i < d.num_cards; ++i) {
    const CardId c = d.cards[i];
    if (d.reason == Reason::kTrash
            ? lookout_keep(s, c, coppers_junk, ctx) < lookout_keep(s, pick, coppers_junk, ctx)
            : card_worth(s, c) < card_worth(s, pick))  // discard the one least wanted next
      pick = c;
  }
  out.add(pick);
}

// Worth playing while at least lookout.min_junk of the cards it would look at (the deck, with
// the discard pile when it holds fewer than 3) are ones it trashes gladly.
bool lookout_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  const Player& me = s.player(p);
  const bool with_discard = me.deck.size() < 3;
  const int n = me.deck.size() + (with_discard ? me.discard.size() : 0);
  if (n == 0) return false;
  const bool coppers_junk = lookout_coppers_junk(s, p, ctx);
  int bad = 0;
  for (CardId c : me.deck) bad += lookout_keep(s, c, coppers_junk, ctx) < 0;
  if (with_discard)
    for (CardId c : me.discard) bad += lookout_keep(s, c, coppers_junk, ctx) < 0;
  return bad >= ctx(kLookoutMinJunk) * n;
}

// ---------------------------------------------------------------- Pearl Diver

// Tops the bottom card when it is better than Copper (an Action, Silver or better).
void pearl_diver_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  out.option = d.card != kNoCard && !junk(s, d.card) && card_worth(s, d.card) > 0 ? 1 : 0;
}

// ---------------------------------------------------------------- Explorer

void explorer_decide(const State&, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = 1;  // a Gold instead of a Silver
}

// ---------------------------------------------------------------- Island

// The card Island puts on the mat: the least worth (a Curse, then a Victory card, then a
// Copper...) besides the Island `self` about to be played. kNoCard if there is none.
CardId island_pick(const State& s, int p, CardId self) {
  CardId best = kNoCard;
  bool skipped = false;
  for (CardId c : s.player(p).hand) {
    if (c == self && !skipped) {
      skipped = true;
      continue;
    }
    if (best == kNoCard || card_worth(s, c) < card_worth(s, best)) best = c;
  }
  return best;
}

void island_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  choose_by_worth(s, d, 1, true, out);
}

// Worth playing with a Curse or Victory card to put away; otherwise (the Island itself leaves
// the deck, a Copper with it) only if island.play_without_junk >= 0.5.
bool island_worth(const State& s, int p, CardId self, const PlayCtx& ctx) {
  const CardId c = island_pick(s, p, self);
  return (c != kNoCard && junk(s, c)) || ctx(kIslandPlayWithoutJunk) >= 0.5;
}

// ---------------------------------------------------------------- Ambassador

// How glad p is to return c and give each opponent a copy (higher first; <= 0: not glad): a
// Curse; an Estate while more than ambassador.estate_provinces Provinces are left; a Copper
// while the Treasure $ kept stays at least ambassador.keep_money.
int ambassador_gladness(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (!s.in_supply(c)) return 0;
  if (s.is(c, kCurseType)) return 3;
  if (c == kEstate && s.pile(kProvince) > ctx(kAmbassadorEstateProvinces)) return 2;
  if (c == kCopper && treasure_money(s, p) - 1 >= ctx(kAmbassadorKeepMoney)) return 1;
  return 0;
}

// Copies of c p returns: up to `max`, Coppers only down to ambassador.keep_money.
int ambassador_copies(const State& s, int p, CardId c, int max, const PlayCtx& ctx) {
  if (ambassador_gladness(s, p, c, ctx) <= 0) return 0;
  if (c != kCopper) return max;
  return std::clamp(treasure_money(s, p) - int(ctx(kAmbassadorKeepMoney)), 0, max);
}

// Reveals the card it is gladdest to return (with two copies in hand rather than one at equal
// gladness); without one, the card whose copy helps the opponents least (lowest card_worth).
void ambassador_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const int p = d.player;
  if (d.kind == DecisionKind::kChooseOption) {
    out.option = ambassador_copies(s, p, d.card, d.num_options - 1, ctx);
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardList& hand = s.player(p).hand;
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : hand) {
    const int glad = ambassador_gladness(s, p, c, ctx);
    const int score = glad > 0 ? 100 * glad + std::min(2, hand.count(c)) : -card_worth(s, c) - 50;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  if (best != kNoCard) out.add(best);
}

bool ambassador_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  for (CardId c : s.player(p).hand)
    if (ambassador_gladness(s, p, c, ctx) > 0) return true;
  return false;
}

// ---------------------------------------------------------------- Warehouse

void warehouse_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// Not played with nothing to draw (deck and discard pile empty): it would only discard 3 cards.
// (A deck thinned to Copper×3, Warehouse, Bishop discarded its $ every turn and never bought
// again: auto_a65b3ab7's mirrors ended at the turn cap.)
bool warehouse_worth(const State& s, int p, CardId, const PlayCtx&) {
  const Player& me = s.player(p);
  return me.deck.size() + me.discard.size() > 0;
}

// ---------------------------------------------------------------- Tactician

// Worth playing when the rest of the hand is not empty (else no bonus) and makes less than
// tactician.max_coins $ this turn (counting the $ already made).
bool tactician_worth(const State& s, int p, CardId self, const PlayCtx& ctx) {
  const CardList& hand = s.player(p).hand;
  if (hand.size() <= 1) return false;
  int money = s.coins();
  for (CardId c : hand)
    if (s.is(c, kTreasure))
      money += s.def(c).coin;
    else if (c != self && s.is(c, kAction))
      money += s.def(c).plus_coins;
  return money < ctx(kTacticianMaxCoins);
}

// ---------------------------------------------------------------- Salvager

// How glad p is to trash c with Salvager (higher first; <= 0: not glad): a Curse; an Estate
// while more than salvager.estate_provinces Provinces are left (its $2 too); a Copper while the
// Treasure $ kept stays at least salvager.keep_money.
int salvager_gladness(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return 3;
  if (c == kEstate && s.pile(kProvince) > ctx(kSalvagerEstateProvinces)) return 2;
  if (c == kCopper && treasure_money(s, p) - 1 >= ctx(kSalvagerKeepMoney)) return 1;
  return 0;
}

// The gladdest target; without one (a forced trash), the lowest card_worth.
void salvager_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : el) {
    const int glad = salvager_gladness(s, d.player, c, ctx);
    const int score = glad > 0 ? 100 * glad : -card_worth(s, c) - 50;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  if (best != kNoCard) out.add(best);
}

bool salvager_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  for (CardId c : s.player(p).hand)
    if (salvager_gladness(s, p, c, ctx) > 0) return true;
  return false;
}

// ---------------------------------------------------------------- Ghost Ship

// The cards put back are drawn on the victim's turn after next, so a good card put back is not
// lost; only the kept hand's buy is. When the kept cards are Treasures and junk only, keeps the
// set of them that is worth least (card_worth) among those that still buy what `out`'s kept
// cards buy (buy_value), and puts the better cards back instead, on top. Hands of more than 10
// cards keep `out`.
void put_back_what_the_buy_does_not_need(const State& s, const Decision& d, const PlayCtx& ctx,
                                         Choice& out) {
  CardList el;
  s.eligible(d, el);
  const int n = el.size();
  if (n > 10) return;
  // The hand's cards by index; `out` as a mask of put-back indices.
  uint32_t back = 0;
  for (int i = 0; i < out.n; ++i)
    for (int j = 0; j < n; ++j)
      if (el[j] == out.cards[i] && !(back >> j & 1)) {
        back |= 1u << j;
        break;
      }
  const uint32_t all = (1u << n) - 1;
  uint32_t candidates = 0;  // the cards a kept hand may hold: no Actions
  int worth[kZoneCap], money[kZoneCap];
  for (int j = 0; j < n; ++j) {
    worth[j] = card_worth(s, el[j]);
    money[j] = money_value(s, el[j]);
    if (!s.is(el[j], kAction)) candidates |= 1u << j;
  }
  const uint32_t kept = all & ~back;
  if ((kept & ~candidates) != 0) return;  // an Action kept: its $ and draws are not known here
  auto sum = [&](const int* v, uint32_t mask) {
    int total = 0;
    for (int j = 0; j < n; ++j)
      if (mask >> j & 1) total += v[j];
    return total;
  };
  const int keep = std::popcount(kept);
  const int value = buy_value(s, ctx, sum(money, kept));
  uint32_t best = kept;
  int best_worth = sum(worth, kept);
  for (uint32_t m = candidates; m != 0; m = (m - 1) & candidates) {
    if (std::popcount(m) != keep) continue;
    const int w = sum(worth, m);
    if (w < best_worth && buy_value(s, ctx, sum(money, m)) >= value) {
      best = m;
      best_worth = w;
    }
  }
  if (best == kept) return;
  // The put-back cards `out` chose stay in its order; the ones the buy does not need go on top,
  // the best last.
  Choice again;
  uint32_t left = all & ~best;
  for (int i = 0; i < out.n; ++i)
    for (int j = 0; j < n; ++j)
      if ((left >> j & 1) && (back >> j & 1) && el[j] == out.cards[i]) {
        again.add(el[j]);
        left &= ~(1u << j);
        break;
      }
  while (left) {  // the newly put back, worst first
    int pick = -1;
    for (int j = 0; j < n; ++j)
      if ((left >> j & 1) && (pick < 0 || worth[j] < worth[pick])) pick = j;
    again.add(el[pick]);
    left &= ~(1u << pick);
  }
  out = again;
}

// As a victim: puts back first the terminal Actions it cannot play this turn (without a
// +Actions card in hand, every terminal but the best: dead now, drawn again next turn), then
// the cards worth least; keeps the rest, unless a hand of Treasures and junk can keep cards
// worth less for the same buy (put_back_what_the_buy_does_not_need; ghost_ship.save_cards).
void ghost_ship_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  // Dead terminals below every other card, a Curse included (a Curse kept is as dead as one put
  // back, and the terminal put back is live next turn).
  if (d.kind != DecisionKind::kChooseCards) return;
  give_up_least_worth(
      s, d, [](int worth) { return worth - 100; }, out);
  if (ctx(kGhostShipSaveCards) >= 0.5) put_back_what_the_buy_does_not_need(s, d, ctx, out);
}

// ---------------------------------------------------------------- Treasure Map

// Worth playing with another Map in hand (4 Golds); a lone Map only when
// treasure_map.play_alone >= 0.5 (it trashes itself: one dead card fewer).
bool treasure_map_worth(const State& s, int p, CardId self, const PlayCtx& ctx) {
  return s.player(p).hand.count(self) >= 2 || ctx(kTreasureMapPlayAlone) >= 0.5;
}

// ---------------------------------------------------------------- Navigator

// Discards the 5 cards when they make less than navigator.min_money $ together; otherwise puts
// them back, the best on top.
void navigator_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    int money = 0;
    for (int i = 0; i < d.num_cards; ++i) money += money_value(s, d.cards[i]);
    out.option = money < ctx(kNavigatorMinMoney) ? 1 : 0;
    return;
  }
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.max, true, out);
}

// ---------------------------------------------------------------- Haven

// Sets aside, in this order: the best Treasure whose $ this turn's buy does not need (its price
// point stays the same without it); a Curse or Victory card (neutral: it is dead either way);
// an Action that cannot be played this turn (no Actions left, no village in hand); the best
// Treasure if haven.keep_price < 0.5 (saving for next turn even at this turn's expense); else
// the least valuable card.
void haven_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const int p = d.player;
  const CardList& hand = s.player(p).hand;
  if (hand.empty()) return;
  const int money = turn_money(s, p);
  CardId spare = kNoCard, best_treasure = kNoCard, dead = kNoCard, junk_card = kNoCard;
  bool village = false;
  for (CardId c : hand) village |= s.is(c, kAction) && s.def(c).plus_actions >= 1;
  for (CardId c : hand) {
    if (s.is(c, kTreasure)) {
      const int coin = s.coin(c);
      if (buy_value(s, ctx, money - coin) == buy_value(s, ctx, money) &&
          (spare == kNoCard || coin > s.coin(spare)))
        spare = c;
      if (best_treasure == kNoCard || coin > s.coin(best_treasure)) best_treasure = c;
    }
    if (junk(s, c)) junk_card = c;
    if (s.is(c, kAction) && s.actions() == 0 && !village) dead = c;
  }
  CardId pick = spare != kNoCard && s.coin(spare) > 0 ? spare
                : junk_card != kNoCard                ? junk_card
                : dead != kNoCard                     ? dead
                                                      : kNoCard;
  if (pick == kNoCard && best_treasure != kNoCard && ctx(kHavenKeepPrice) < 0.5)
    pick = best_treasure;
  if (pick == kNoCard) {
    choose_by_worth(s, d, 1, true, out);
    return;
  }
  out.add(pick);
}

// ---------------------------------------------------------------- Native Village

// Takes the mat into the hand when it holds at least native_village.take_size cards, or when
// its Treasures lift this turn's $ to a higher price point; otherwise puts the top card on it.
void native_village_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return;
  const int p = d.player;
  const int size = s.mat_size(p, kNativeVillageMat);
  int mat_money = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.is(CardId(k), kTreasure))
      mat_money += s.mat_count(p, kNativeVillageMat, CardId(k)) * s.coin(CardId(k));
  const int money = turn_money(s, p);
  const bool take = size > 0 && (size >= ctx(kNativeVillageTakeSize) ||
                                 buy_value(s, ctx, money + mat_money) > buy_value(s, ctx, money));
  out.option = take ? fx::kNativeVillageTake : fx::kNativeVillagePut;
}

// ---------------------------------------------------------------- Pirate Ship

// Takes the $ once the mat holds at least pirate_ship.cash_tokens coins; otherwise raids. Of a
// victim's revealed Treasures it trashes the best.
void pirate_ship_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption) {
    const bool cash = s.player_tokens(d.player, kPirateShipCoins) >= ctx(kPirateShipCashTokens);
    out.option = cash ? fx::kPirateShipCash : fx::kPirateShipRaid;
    return;
  }
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, 1, false, out);
}

// ---------------------------------------------------------------- Outpost

// Not worth playing when it would fail (an extra turn is due, or this is one).
bool outpost_worth(const State& s, int, CardId, const PlayCtx&) {
  return !s.extra_turn() && !s.extra_turn_due();
}

// ---------------------------------------------------------------- Smugglers

// Worth playing when the player to the right gained a Supply card costing up to $6 (the gain
// itself follows the buy rules, else fallback_gain).
bool smugglers_worth(const State& s, int p, CardId, const PlayCtx&) {
  const uint64_t gained = s.gained_last_turn((p + s.num_players() - 1) % s.num_players());
  for (int k = 0; k < s.num_kinds(); ++k)
    if (((gained >> k) & 1) && s.in_supply(CardId(k)) && s.pile(CardId(k)) > 0 &&
        s.cost(CardId(k)) <= 6 && !s.is(CardId(k), kCurseType))
      return true;
  return false;
}

// ---------------------------------------------------------------- Embargo

// The pile to embargo: the kingdom card (or Silver, Gold) the opponents own the most copies of;
// with none, the dearest kingdom Action card; never Curse or Copper.
void embargo_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return;
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : el) {
    if (c == kCurse || c == kCopper || c == kEstate) continue;
    int theirs = 0;
    for (int q = 0; q < s.num_players(); ++q)
      if (q != d.player) theirs += s.player(q).owned[c];
    const int score =
        10 * theirs + s.cost(c) - (c < kFirstKingdom && c != kSilver && c != kGold ? 5 : 0);
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  if (best == kNoCard && !el.empty()) best = el[0];
  if (best != kNoCard) out.add(best);
}

// ---------------------------------------------------------------- Treasury

void treasury_decide(const State&, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = 1;  // back on the deck: $1 more next turn
}

// ---------------------------------------------------------------- Sailor

// Plays the gained Duration unless its own rule says it is not worth playing now (an Outpost
// that would fail). At the start of the next turn trashes a Curse; an Estate while more than
// sailor.estate_provinces Provinces are left; a Copper while the Treasure $ kept stays at least
// sailor.keep_money; else nothing.
void sailor_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const int p = d.player;
  if (d.kind == DecisionKind::kYesNo) {
    out.option = d.card != kNoCard && worth_playing(s, p, d.card, ctx) ? 1 : 0;
    return;
  }
  if (d.kind != DecisionKind::kChooseCards) return;
  CardId pick = kNoCard;
  int best = 0;
  for (CardId c : s.player(p).hand) {
    int glad = 0;
    if (s.is(c, kCurseType))
      glad = 3;
    else if (c == kEstate && s.pile(kProvince) > ctx(kSailorEstateProvinces))
      glad = 2;
    else if (c == kCopper && treasure_money(s, p) - 1 >= ctx(kSailorKeepMoney))
      glad = 1;
    if (glad > best) {
      best = glad;
      pick = c;
    }
  }
  if (pick != kNoCard) out.add(pick);
}

// ---------------------------------------------------------------- discards at the next turn

// Tide Pools, Sea Witch: discard the least valuable cards.
void discard_worst(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Pirate

// Always plays it when a Treasure is gained (a Treasure into the hand next turn).
void pirate_decide(const State&, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = 1;
}

}  // namespace

void add_seaside_ai(AiBuilder& b) {
  // Play order (see docs/heuristics.md). Generic: +2 Actions 90, +Actions 70, terminals 20+cost.
  b.card(fx::kBazaar, nullptr, 90);
  b.card(fx::kFishingVillage, nullptr, 87);                 // after the villages that draw
  b.card(fx::kLookout, lookout_decide, 79, lookout_worth);  // its kept card feeds later draws
  b.card(fx::kPearlDiver, pearl_diver_decide, 77);
  b.card(fx::kSeaChart, nullptr, 76);
  b.card(fx::kTidePools, discard_worst, 76);
  b.card(fx::kSailor, sailor_decide, 71);
  b.card(fx::kNativeVillage, native_village_decide, 89);  // its take can feed the villages
  b.card(fx::kHaven, haven_decide, 80);  // sees the biggest hand after the +Cards cantrips
  b.card(fx::kCaravan, nullptr, 75);
  b.card(fx::kTreasury, treasury_decide, 73);
  b.card(fx::kLighthouse, nullptr, 74);
  b.card(fx::kWarehouse, warehouse_decide, 65, warehouse_worth);  // after the draws
  b.card(fx::kTreasureMap, nullptr, 40, treasure_map_worth);      // 4 Golds beat any terminal
  b.card(fx::kAmbassador, ambassador_decide, 30, ambassador_worth);
  b.card(fx::kSeaWitch, discard_worst, 33);
  b.card(fx::kSeaHag, nullptr, 31);
  b.card(fx::kCorsair, nullptr, 30);
  b.card(fx::kBlockade, nullptr, 27);  // the gain follows the buy rules
  b.card(fx::kPirate, pirate_decide, 24);
  b.card(fx::kMonkey, nullptr, 22);
  b.card(fx::kAstrolabe, nullptr);  // a Treasure: nothing to decide
  b.card(fx::kGhostShip, ghost_ship_decide, 28);
  // The victim's rule, not the Ghost Ship player's: effect 0, so training does not mutate it.
  kGhostShipSaveCards = b.param(
      0, "ghost_ship.save_cards", 1, 0, 1,
      "As Ghost Ship's victim: at 1, keeps the three Treasures and junk cards worth least that "
      "still buy what its best three buy and puts the better cards back; at 0, keeps the best "
      "three (Provincial's victim: its imported strategies play so)");
  b.card(fx::kPirateShip, pirate_ship_decide, 26);
  b.card(fx::kOutpost, nullptr, 25, outpost_worth);
  b.card(fx::kSmugglers, nullptr, 24, smugglers_worth);
  b.card(fx::kEmbargo, embargo_decide, 23);
  b.card(fx::kWharf, nullptr, 27);
  b.card(fx::kSalvager, salvager_decide, 26, salvager_worth);
  b.card(fx::kExplorer, explorer_decide, 25);
  b.card(fx::kCutpurse, nullptr, 25);
  b.card(fx::kMerchantShip, nullptr, 24);
  b.card(fx::kNavigator, navigator_decide, 23);
  b.card(fx::kIsland, island_decide, 21, island_worth);
  b.card(fx::kTactician, nullptr, 19, tactician_worth);  // last: it discards what is left

  kLookoutEstateProvinces =
      b.param(fx::kLookout, "lookout.estate_provinces", 4, 0, 12,
              "Lookout trashes an Estate gladly while more Provinces than this are left");
  kLookoutKeepMoney = b.param(fx::kLookout, "lookout.keep_money", 6, 0, 15,
                              "Lookout trashes a Copper gladly only while the Treasure $ kept "
                              "stays at least this");
  kLookoutMinJunk =
      b.param(fx::kLookout, "lookout.min_junk", 0.3, 0, 1,
              "Lookout is played only while at least this share of the cards it may look at "
              "are ones it trashes gladly");
  kIslandPlayWithoutJunk =
      b.param(fx::kIsland, "island.play_without_junk", 1, 0, 1,
              ">= 0.5: Island is played even without a Curse or Victory card in hand (it "
              "leaves the deck with the hand's least valuable card)");
  kAmbassadorEstateProvinces =
      b.param(fx::kAmbassador, "ambassador.estate_provinces", 4, 0, 12,
              "Ambassador returns Estates while more Provinces than this are left");
  kAmbassadorKeepMoney = b.param(fx::kAmbassador, "ambassador.keep_money", 6, 0, 15,
                                 "Ambassador returns Coppers only while the Treasure $ kept "
                                 "stays at least this");
  kTacticianMaxCoins = b.param(fx::kTactician, "tactician.max_coins", 6, 0, 12,
                               "Tactician is played only when the hand makes less $ than this");
  kSalvagerEstateProvinces =
      b.param(fx::kSalvager, "salvager.estate_provinces", 4, 0, 12,
              "Salvager trashes Estates while more Provinces than this are left");
  kSalvagerKeepMoney = b.param(fx::kSalvager, "salvager.keep_money", 7, 0, 15,
                               "Salvager trashes a Copper only while the Treasure $ kept stays "
                               "at least this");
  kTreasureMapPlayAlone =
      b.param(fx::kTreasureMap, "treasure_map.play_alone", 0, 0, 1,
              ">= 0.5: a Treasure Map without another in hand is played (trashed for nothing)");
  kNavigatorMinMoney = b.param(fx::kNavigator, "navigator.min_money", 5, 0, 16,
                               "Navigator discards the 5 cards when they make less $ than this");
  kHavenKeepPrice = b.param(fx::kHaven, "haven.keep_price", 1, 0, 1,
                            ">= 0.5: Haven never sets aside a Treasure this turn's buy needs; "
                            "below, it saves the best Treasure for next turn anyway");
  kNativeVillageTakeSize =
      b.param(fx::kNativeVillage, "native_village.take_size", 3, 1, 10,
              "Native Village takes its mat into the hand once it holds this many cards (or "
              "earlier if its Treasures raise this turn's price point)");
  kPirateShipCashTokens =
      b.param(fx::kPirateShip, "pirate_ship.cash_tokens", 2, 0, 10,
              "Pirate Ship takes +$ instead of raiding once its mat holds this many coins");
  kSailorEstateProvinces =
      b.param(fx::kSailor, "sailor.estate_provinces", 4, 0, 12,
              "Sailor's next-turn trash takes an Estate while more Provinces than this are left");
  kSailorKeepMoney = b.param(fx::kSailor, "sailor.keep_money", 7, 0, 15,
                             "Sailor's next-turn trash takes a Copper only while the Treasure $ "
                             "kept stays at least this");
}

}  // namespace kl

// Heuristic decisions for the Seaside set's cards. See docs/heuristics.md.
#include "cards/sets/seaside.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

namespace {

// Play parameters (ids set when the AI tables are built).
ParamId kLookoutEstateProvinces, kLookoutKeepMoney, kLookoutMinJunk;

bool victory_only(const State& s, CardId c) {
  return s.is(c, kVictory) && !s.is(c, kAction | kTreasure);
}
bool junk(const State& s, CardId c) { return s.is(c, kCurseType) || victory_only(s, c); }

// The cards p will draw next, as a multiset: the deck, plus the discard pile (the next shuffle)
// when fewer than `n` cards are left in the deck.
CardList next_cards(const State& s, int p, int n) {
  const Player& me = s.player(p);
  CardList out = me.deck;
  if (out.size() < n)
    for (CardId c : me.discard) out.push(c);
  return out;
}

// ---------------------------------------------------------------- Lookout

// How much p wants to keep c when Lookout must trash one of the cards it looks at (lower is
// trashed first): Curses; Estates while more than lookout.estate_provinces Provinces are left;
// Coppers while the Treasure $ kept stays at least lookout.keep_money; then card_worth, with
// Victory cards worth their VP late in the game.
int lookout_keep(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return -100;
  if (victory_only(s, c)) {
    if (c == kEstate && s.pile(kProvince) > ctx(kLookoutEstateProvinces)) return -50;
    return 10 + 4 * s.def(c).vp;
  }
  if (c == kCopper && treasure_money(s, p) - 1 >= ctx(kLookoutKeepMoney)) return -30;
  return card_worth(s, c);
}

void lookout_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.num_cards == 0) return;
  CardId pick = d.cards[0];
  for (int i = 1; i < d.num_cards; ++i) {
    const CardId c = d.cards[i];
    if (d.reason == Reason::kTrash
            ? lookout_keep(s, d.player, c, ctx) < lookout_keep(s, d.player, pick, ctx)
            : card_worth(s, c) < card_worth(s, pick))  // discard the one least wanted next
      pick = c;
  }
  out.add(pick);
}

// Worth playing while at least lookout.min_junk of the cards it would look at (the deck, with
// the discard pile when it holds fewer than 3) are ones it trashes gladly.
bool lookout_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  const CardList pool = next_cards(s, p, 3);
  if (pool.empty()) return false;
  int bad = 0;
  for (CardId c : pool) bad += lookout_keep(s, p, c, ctx) < 0;
  return bad >= ctx(kLookoutMinJunk) * pool.size();
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

}  // namespace

void add_seaside_ai(AiBuilder& b) {
  // Play order (see docs/heuristics.md). Generic: +2 Actions 90, +Actions 70, terminals 20+cost.
  b.card(fx::kBazaar, nullptr, 90);
  b.card(fx::kFishingVillage, nullptr, 87);                 // after the villages that draw
  b.card(fx::kLookout, lookout_decide, 79, lookout_worth);  // its kept card feeds later draws
  b.card(fx::kPearlDiver, pearl_diver_decide, 77);
  b.card(fx::kExplorer, explorer_decide, 25);
  b.card(fx::kMerchantShip, nullptr, 24);

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
}

}  // namespace kl

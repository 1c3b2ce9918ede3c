// Heuristic decisions for Empires' Events and Landmarks. Which Events to buy is the strategy's
// (buy rules name them like cards); this answers what they ask. See docs/heuristics.md.
#include "cards/sets/empires_landscapes.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

ParamId kTaxMaxLeft;

namespace {

ParamId kDonateKeepMoney, kDonateEstateGreen, kAdvanceBelow, kMountainPassMaxBid;

// Whether c is junk Donate trashes for p: a Curse; an Estate while more than
// donate.estate_green Provinces are left; a Copper while p's Treasures, less the Coppers
// already taken (`coppers`), still make donate.keep_money without it.
bool donate_junk(const State& s, int p, CardId c, int coppers, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return true;
  if (c == kEstate) return s.pile(kProvince) > ctx(kDonateEstateGreen);
  if (c == kCopper) return treasure_money(s, p) - coppers - 1 >= ctx(kDonateKeepMoney);
  return false;
}

// Donate: every junk card of the whole deck (now in hand).
void donate_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  int coppers = 0;
  for (CardId c : s.player(d.player).hand) {
    if (out.n >= d.max || !donate_junk(s, d.player, c, coppers, ctx)) continue;
    coppers += c == kCopper;
    out.add(c);
  }
}

// Annex: the cards left in the discard pile (not shuffled into the deck) are the worst ones that
// do nothing in a hand: Curses, then Victory cards that are not Actions, then Coppers; up to 5.
void annex_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  auto rank = [&](CardId c) {
    if (s.is(c, kCurseType)) return 0;
    if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure)) return 1;
    if (c == kCopper) return 2;
    return 3;
  };
  for (int r = 0; r < 3; ++r)
    for (CardId c : s.player(d.player).discard)
      if (out.n < d.max && rank(c) == r) out.add(c);
}

// Advance: trashes the cheapest Action in hand costing less than advance.below (it gains one
// costing up to $6 by the buy rules); no trash when none is that cheap.
void advance_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return answer_card_decision(s, d, ctx, nullptr, out);
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  for (CardId c : el)
    if (s.cost(c) < ctx(kAdvanceBelow) &&
        (best == kNoCard || card_worth(s, c) < card_worth(s, best)))
      best = c;
  if (best != kNoCard) out.add(best);
}

// Ritual: trashes the card worth the most VP by its cost, the card's own VP counted against it.
void ritual_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  auto gain = [&](CardId c) { return s.cost(c) - s.def(c).vp; };
  for (CardId c : el)
    if (best == kNoCard || gain(c) > gain(best)) best = c;
  if (best != kNoCard) out.add(best);
}

// Tax: the pile the other players bought most of, less what this player bought (what their
// buy rules want: they are likely to buy it again); the most expensive of those that tie. The
// starting Coppers and Estates are not bought: a player who trashed theirs does not tax Copper.
void tax_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_key = -1 << 20;
  auto bought = [&](int p, CardId c) {
    const int start = c == kCopper ? 7 : c == kEstate ? 3 : 0;
    return std::max(0, s.player(p).owned[c] - start);
  };
  for (CardId c : el) {
    int key = 0;
    for (int p = 0; p < s.num_players(); ++p) key += (p == d.player ? -1 : 1) * bought(p, c);
    key = key * 32 + s.cost(c);
    if (best == kNoCard || key > best_key) {
      best = c;
      best_key = key;
    }
  }
  if (best != kNoCard) out.add(best);
}

// Salt the Earth: a Province when this player leads or ties (the game ends sooner), else the
// cheapest Victory card (a denial that costs nobody much).
void salt_the_earth_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  CardList el;
  s.eligible(d, el);
  if (el.empty()) return;
  int lead = 1 << 20;
  for (int p = 0; p < s.num_players(); ++p)
    if (p != d.player) lead = std::min(lead, s.vp(d.player) - s.vp(p));
  const bool province = std::find(el.begin(), el.end(), CardId(kProvince)) != el.end();
  if (lead >= 0 && province && s.pile(kProvince) > 1) return out.add(kProvince);
  CardId best = kNoCard;
  for (CardId c : el)
    if (best == kNoCard || s.cost(c) < s.cost(best)) best = c;
  out.add(best);
}

// Arena: at the start of the Buy phase an Action in hand does nothing more: discard the worst.
void arena_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  choose_by_worth(s, d, 1, true, out);
}

// Mountain Pass: bids $1 of Debt over the high bid while that stays within
// mountain_pass.max_bid.
void mountain_pass_decide(const State&, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const int high = fx::kMountainPassMaxBid + 1 - d.num_options;
  out.option = high + 1 <= ctx(kMountainPassMaxBid) && d.num_options > 1 ? 1 : 0;
}

}  // namespace

void add_empires_landscapes_ai(AiBuilder& b) {
  b.card(fx::kDonate, donate_decide);
  b.card(fx::kAnnex, annex_decide);
  b.card(fx::kAdvance, advance_decide);
  b.card(fx::kRitual, ritual_decide);
  b.card(fx::kTax, tax_decide);
  b.card(fx::kSaltTheEarth, salt_the_earth_decide);
  b.card(fx::kArena, arena_decide);
  b.card(fx::kMountainPass, mountain_pass_decide);
  for (EffectId e :
       {fx::kTriumph,  fx::kDelve,       fx::kBanquet,   fx::kWedding,       fx::kWindfall,
        fx::kConquest, fx::kDominate,    fx::kAqueduct,  fx::kBanditFort,    fx::kBasilica,
        fx::kBaths,    fx::kBattlefield, fx::kColonnade, fx::kDefiledShrine, fx::kFountain,
        fx::kKeep,     fx::kLabyrinth,   fx::kMuseum,    fx::kObelisk,       fx::kOrchard,
        fx::kPalace,   fx::kTomb,        fx::kTower,     fx::kTriumphalArch, fx::kWall,
        fx::kWolfDen})
    b.card(e, nullptr);
  kDonateKeepMoney = b.param(fx::kDonate, "donate.keep_money", 6, 0, 20,
                             "Donate trashes Coppers while the Treasures kept still make at "
                             "least this much $");
  kDonateEstateGreen = b.param(fx::kDonate, "donate.estate_green", 2, 0, 12,
                               "Donate trashes Estates while more Provinces than this are left");
  kAdvanceBelow = b.param(fx::kAdvance, "advance.below", 5, 0, 7,
                          "Advance trashes the cheapest Action in hand costing less than this "
                          "(to gain one costing up to $6)");
  // Landmarks that cost VP for gaining cards: the most VP one gain may cost (its own VP and
  // every scoring card counted) before the buy rules skip it (landmark_veto, card_ai.h). The
  // defaults veto nothing (a first Gold under Wolf Den is worth its 3 VP): evolution lowers them
  // where the penalty outweighs the card.
  b.max_loss(fx::kWall, b.param(fx::kWall, "wall.max_loss", 1, 0, 10,
                                "Under Wall, a gain that costs more VP than this is skipped (a "
                                "card after the 15th costs 1)"));
  b.max_loss(fx::kWolfDen, b.param(fx::kWolfDen, "wolf_den.max_loss", 3, 0, 10,
                                   "Under Wolf Den, a gain that costs more VP than this is skipped "
                                   "(a first copy costs 3, a second gives them back: 2 or less "
                                   "buys no single copies)"));
  b.max_loss(fx::kBanditFort,
             b.param(fx::kBanditFort, "bandit_fort.max_loss", 2, 0, 10,
                     "Under Bandit Fort, a gain that costs more VP than this is skipped (a Silver "
                     "or a Gold costs 2)"));
  kMountainPassMaxBid = b.param(fx::kMountainPass, "mountain_pass.max_bid", 7, 0, 40,
                                "Mountain Pass: the most Debt bid for its 8 VP (each bid is the "
                                "high bid + 1)");
  kTaxMaxLeft = b.param(fx::kTax, "tax.max_left", 4, 0, 16,
                        "With Tax, the buy rules take a card (or a Buy-phase gain) only when "
                        "the Debt on its pile left after paying with this turn's $ is at most "
                        "this much");
}

}  // namespace kl

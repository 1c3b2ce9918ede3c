// Heuristic decisions for the Prosperity set's cards. See docs/heuristics.md.
#include "cards/sets/prosperity.h"

#include <algorithm>

#include "cards/sets/base.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"

namespace kl {

namespace {

// Play parameters (ids set when the AI tables are built).
ParamId kLoanKeepMoney, kTradeRouteEstateGreen, kTradeRouteKeepMoney, kExpandGoldGreen,
    kWatchtowerTopdeckCost, kRoyalSealTopdeckCost, kBishopGoldGreen, kBishopEstateGreen,
    kMintMinCost, kCountingHouseMinCoppers, kForgeEstateGreen, kForgeKeepMoney, kInvestmentMinKinds,
    kTiaraTopdeckCost, kInvestmentKeepMoney;

// The Victory cards left that end the game: Provinces, or in Colony games the smaller of the
// Province and Colony piles (Provincial's "V").
int green_left(const State& s) {
  const int provinces = s.pile(kProvince);
  return s.colony_game() ? std::min(provinces, s.pile(kColony)) : provinces;
}

// A card in p's hand worth trashing for free: a Curse; an Estate while more than estate_green
// Victory cards are left (green_left); a Copper while the Treasures owned still make at least
// keep_money $ without it. kNoCard when the hand has none.
CardId junk_in_hand(const State& s, int p, double estate_green, double keep_money) {
  const CardList& hand = s.player(p).hand;
  for (CardId c : hand)
    if (s.is(c, kCurseType)) return c;
  if (hand.find(kEstate) >= 0 && green_left(s) > estate_green) return kEstate;
  if (hand.find(kCopper) >= 0 && treasure_money(s, p) - 1 >= keep_money) return kCopper;
  return kNoCard;
}

// The least valuable eligible card (a forced trash or discard with nothing better).
CardId worst_eligible(const State& s, const Decision& d) {
  Choice c;
  choose_by_worth(s, d, 1, true, c);
  return c.n ? c.cards[0] : kNoCard;
}

// ---------------------------------------------------------------- Loan

// Trashes a revealed Curse (a Treasure with Charlatan), and a Copper while the Treasures owned
// still make at least loan.keep_money $ without it; discards everything else.
void loan_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  const bool trash = s.is(d.card, kCurseType) ||
                     (d.card == kCopper && treasure_money(s, d.player) - 1 >= ctx(kLoanKeepMoney));
  out.option = trash ? 1 : 0;
}

// ---------------------------------------------------------------- Trade Route

void trade_route_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardId c = junk_in_hand(s, d.player, ctx(kTradeRouteEstateGreen), ctx(kTradeRouteKeepMoney));
  if (c == kNoCard) c = worst_eligible(s, d);
  if (c != kNoCard) out.add(c);
}

// Worth playing with junk to trash, or when the mat pays at least $2 (then a Copper goes).
bool trade_route_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return junk_in_hand(s, p, ctx(kTradeRouteEstateGreen), ctx(kTradeRouteKeepMoney)) != kNoCard ||
         s.game_tokens(kTradeRouteMat) >= 2;
}

// ---------------------------------------------------------------- Expand

// What Expand trashes from p's hand, in order: a Curse; a Platinum (into a Colony) or Gold (into a
// Province) once green_left is at most expand.gold_green; an Estate (into a $5, or a Duchy); a
// Copper (into a Silver); a Silver (into a Gold); else the least valuable card.
CardId expand_pick(const State& s, int p, const PlayCtx& ctx) {
  const CardList& hand = s.player(p).hand;
  for (CardId c : hand)
    if (s.is(c, kCurseType)) return c;
  if (green_left(s) <= ctx(kExpandGoldGreen)) {
    if (s.colony_game() && s.pile(kColony) > 0 && hand.find(kPlatinum) >= 0) return kPlatinum;
    if (s.pile(kProvince) > 0 && hand.find(kGold) >= 0) return kGold;
    if (s.pile(kProvince) > 0 && hand.find(kDuchy) >= 0) return kDuchy;
  }
  for (CardId c : {kEstate, kCopper, kSilver})
    if (hand.find(c) >= 0) return CardId(c);
  return kNoCard;
}

void expand_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardId c = expand_pick(s, d.player, ctx);
  if (c == kNoCard || s.player(d.player).hand.find(c) < 0) c = worst_eligible(s, d);
  if (c != kNoCard) out.add(c);
}

bool expand_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return expand_pick(s, p, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Mountebank

// The victim discards a Curse rather than gain a Curse and a Copper.
void mountebank_decide(const State&, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = 1;
}

// ---------------------------------------------------------------- Watchtower

// What Watchtower does with card c that p gained: 0 trash (a Curse; a Copper gained on another
// player's turn, i.e. from an Attack), 1 onto the deck (an Action or Treasure costing at least
// watchtower.topdeck_cost), -1 nothing (Victory cards, Coppers of p's own choosing).
int watchtower_use(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return 0;
  if (c == kCopper) return p != s.current() ? 0 : -1;
  if (s.is(c, kAction | kTreasure) && s.def(c).cost >= ctx(kWatchtowerTopdeckCost)) return 1;
  return -1;
}

void watchtower_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo && d.reason == Reason::kRevealReaction)
    out.option = d.source != kNoCard && watchtower_use(s, d.player, d.source, ctx) >= 0 ? 1 : 0;
  else if (d.kind == DecisionKind::kChooseOption)
    out.option = d.card != kNoCard && watchtower_use(s, d.player, d.card, ctx) == 0 ? 0 : 1;
}

// Worth playing when it draws at least a card.
bool watchtower_worth(const State& s, int p, CardId, const PlayCtx&) {
  return s.player(p).hand.size() - 1 < 6;
}

// ---------------------------------------------------------------- Royal Seal

// Puts a gained Action or Treasure costing at least royal_seal.topdeck_cost onto the deck.
void royal_seal_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  const CardId c = d.source;
  out.option =
      c != kNoCard && s.is(c, kAction | kTreasure) && s.def(c).cost >= ctx(kRoyalSealTopdeckCost);
}

// ---------------------------------------------------------------- Goons

// The victim keeps its best 3 cards (discards the least valuable by card_worth).
void discard_worst(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Bishop

// How good trashing c to Bishop is for p: the VP tokens (half its cost) minus the VP it is worth,
// minus what it does in the deck ($ for Treasures, a little for Actions), plus 1 for thinning a
// Curse or, while more than bishop.estate_green green are left, an Estate. Gold and Platinum
// count as nothing once green left are at most bishop.gold_green.
int bishop_score(const State& s, int p, CardId c, const PlayCtx& ctx) {
  const CardDef& d = s.def(c);
  int score = s.cost(c) / 2 - d.vp;
  const bool late = green_left(s) <= ctx(kBishopGoldGreen);
  if (s.is(c, kCurseType)) {
    score += 1;
  } else if (s.is(c, kTreasure)) {
    if (c == kCopper)
      score -= treasure_money(s, p) - 1 >= 5 ? 0 : 1;
    else if (!(late && (c == kGold || c == kPlatinum)))
      score -= s.coin(c) + 1;
  } else if (s.is(c, kAction)) {
    score -= d.cost / 2 + 1;
  } else if (c == kEstate && green_left(s) > ctx(kBishopEstateGreen)) {
    score += 1;
  }
  return score;
}

void bishop_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  if (d.min == 0) {
    // Another player's Bishop: trash a Curse, or an Estate while it is early.
    CardId c = junk_in_hand(s, d.player, ctx(kBishopEstateGreen), 1000);
    if (c != kNoCard) out.add(c);
    return;
  }
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : el) {
    const int sc = bishop_score(s, d.player, c, ctx);
    if (sc > best_score) {
      best_score = sc;
      best = c;
    }
  }
  if (best != kNoCard) out.add(best);
}

// ---------------------------------------------------------------- King's Court

bool is_multiplier(const State& s, CardId c) {
  const EffectId e = s.def(c).effect;
  return e == fx::kThroneRoom || e == fx::kKingsCourt;
}

// How good playing c three times is for p; `others` are p's other Actions in hand. <= 0: not
// worth it. Like Throne Room's: 10 + 2*cost + 3*cards + 2*$ + buys, +4 for an Attack, +20 for a
// +Actions card with no Action left and worthwhile terminals waiting; another King's Court or
// Throne Room 60 with three more worthwhile Actions in hand, 40 with two, 1 with one.
int court_score(const State& s, int p, CardId c, const CardList& others, const PlayCtx& ctx) {
  const CardDef& d = s.def(c);
  if (is_multiplier(s, c)) {
    int good = 0;
    for (CardId o : others) good += !is_multiplier(s, o) && worth_playing(s, p, o, ctx);
    return good >= 3 ? 60 : good == 2 ? 40 : good == 1 ? 1 : -100;
  }
  if (!worth_playing(s, p, c, ctx)) return -100;
  int score = 10 + 2 * d.cost + 3 * d.plus_cards + 2 * d.plus_coins + d.plus_buys;
  if (d.is(kAttack)) score += 4;
  int waiting = 0;
  for (CardId o : others)
    waiting += s.def(o).plus_actions == 0 && (is_multiplier(s, o) || worth_playing(s, p, o, ctx));
  if (s.actions() == 0 && d.plus_actions > 0 && waiting > 0) score += 20;
  return score;
}

// The best target in p's hand and its score; `playing` is a King's Court still in hand (for
// worth_playing) or kNoCard.
CardId best_court_target(const State& s, int p, CardId playing, const PlayCtx& ctx, int* score) {
  const CardList& hand = s.player(p).hand;
  CardId best = kNoCard;
  int best_sc = -1000;
  bool seen[kMaxKinds] = {};
  for (CardId c : hand) {
    if (!s.is(c, kAction) || seen[c]) continue;
    seen[c] = true;
    if (c == playing && hand.count(c) < 2) continue;
    CardList others;
    CardId skip1 = c, skip2 = playing;
    for (CardId o : hand) {
      if (!s.is(o, kAction)) continue;
      if (o == skip1) {
        skip1 = kNoCard;
        continue;
      }
      if (o == skip2) {
        skip2 = kNoCard;
        continue;
      }
      others.push(o);
    }
    const int sc = court_score(s, p, c, others, ctx);
    if (sc > best_sc) {
      best_sc = sc;
      best = c;
    }
  }
  *score = best_sc;
  return best;
}

void kings_court_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  int score = 0;
  const CardId c = best_court_target(s, d.player, kNoCard, ctx, &score);
  if (c != kNoCard && score > 0) out.add(c);
}

bool kings_court_worth(const State& s, int p, CardId c, const PlayCtx& ctx) {
  int score = 0;
  return best_court_target(s, p, c, ctx, &score) != kNoCard && score > 0;
}

// ---------------------------------------------------------------- Mint

// The Treasure in p's hand Mint copies: the dearest with cards left in its pile, costing at least
// mint.min_cost; kNoCard if none.
CardId mint_pick(const State& s, int p, const PlayCtx& ctx) {
  CardId best = kNoCard;
  for (CardId c : s.player(p).hand)
    if (s.is(c, kTreasure) && s.pile(c) > 0 && s.in_supply(c) && s.cost(c) >= ctx(kMintMinCost) &&
        (best == kNoCard || s.cost(c) > s.cost(best)))
      best = c;
  return best;
}

void mint_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardId c = mint_pick(s, d.player, ctx);
  if (c != kNoCard) out.add(c);
}

bool mint_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return mint_pick(s, p, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Counting House

// Takes every Copper; worth playing with at least counting_house.min_coppers in the discard pile.
void counting_house_decide(const State&, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption) out.option = d.num_options - 1;
}

bool counting_house_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return s.player(p).discard.count(kCopper) >= ctx(kCountingHouseMinCoppers);
}

// ---------------------------------------------------------------- Rabble

// The victim puts the best card left on top (they are all Victory cards or Curses: it matters
// little).
void rabble_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, false, out);
}

// ---------------------------------------------------------------- Vault

bool dead_card(const State& s, CardId c) {
  return s.is(c, kCurseType) || (s.is(c, kVictory) && !s.is(c, kAction | kTreasure)) ||
         (s.is(c, kAction) && !s.is(c, kTreasure) && s.actions() == 0);
}

// Own Vault: discards the cards that do nothing this turn (Curses, Victory-only cards, Actions
// with no Action left) for $1 each. Another player's: discards 2 (the least valuable) to draw 1
// when at least 2 cards in hand are worth no more than a Copper.
void vault_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.player == s.current()) {
    if (d.kind != DecisionKind::kChooseCards) return;
    for (CardId c : s.player(d.player).hand)
      if (dead_card(s, c)) out.add(c);
    return;
  }
  if (d.kind == DecisionKind::kYesNo) {
    int junk = 0;
    for (CardId c : s.player(d.player).hand) junk += card_worth(s, c) <= 0;
    out.option = junk >= 2 ? 1 : 0;
  } else if (d.kind == DecisionKind::kChooseCards) {
    choose_by_worth(s, d, d.min, true, out);
  }
}

// ---------------------------------------------------------------- Contraband

// Names the card the Contraband player most likely wants: the dearest Supply card they can
// afford with their $ now plus the Treasures still in hand (Victory cards first on a tie).
void contraband_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return;
  int money = s.coins();
  for (CardId c : s.player(d.target).hand)
    if (s.is(c, kTreasure)) money += s.coin(c);
  CardId best = kNoCard;
  auto better = [&](CardId a, CardId b) {
    if (s.cost(a) != s.cost(b)) return s.cost(a) > s.cost(b);
    return s.is(a, kVictory) && !s.is(b, kVictory);
  };
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || s.pile(c) == 0 || s.cost(c) > money || s.potion_cost(c)) continue;
    if (!s.can_name(d, c)) continue;
    if (best == kNoCard || better(c, best)) best = c;
  }
  if (best == kNoCard) best = kProvince;
  out.add(best);
}

// ---------------------------------------------------------------- Forge

// Forge trashes the junk in hand: Curses, Estates while more than forge.estate_green green are
// left, Coppers while the Treasures owned still make forge.keep_money $ without them; nothing if
// that would force gaining a Curse ($0 total with no Copper left).
void forge_picks(const State& s, int p, const PlayCtx& ctx, Choice& out) {
  int money = treasure_money(s, p);
  int total = 0;
  for (CardId c : s.player(p).hand) {
    bool take = s.is(c, kCurseType);
    if (c == kEstate) take = green_left(s) > ctx(kForgeEstateGreen);
    if (c == kCopper && money - 1 >= ctx(kForgeKeepMoney)) {
      take = true;
      --money;
    }
    if (take) {
      out.add(c);
      total += s.cost(c);
    }
  }
  if (total == 0 && s.pile(kCopper) == 0) out.clear();
}

void forge_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) forge_picks(s, d.player, ctx, out);
}

bool forge_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  Choice c;
  forge_picks(s, p, ctx, c);
  return c.n > 0;
}

// ================================================================ 2nd edition

// ---------------------------------------------------------------- Anvil

// Discards a Copper (or a Curse that is a Treasure, with Charlatan) to gain a card costing up to
// $4 (the buy rules pick it); never a better Treasure.
void anvil_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  for (CardId c : s.player(d.player).hand)
    if (s.is(c, kTreasure) && (s.is(c, kCurseType) || c == kCopper)) {
      out.add(c);
      return;
    }
}

// ---------------------------------------------------------------- Clerk

// Always plays Clerk at the start of the turn when offered. As the victim, puts its least
// valuable card onto the deck.
void clerk_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo)
    out.option = 1;
  else if (d.kind == DecisionKind::kChooseCards)
    choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Investment

// Trashes junk (a Curse, an early Estate, a Copper while the Treasures keep
// investment.keep_money $), else the least valuable card. Takes the VP tokens when the hand
// shows at least investment.min_kinds differently named Treasures, else +$1.
void investment_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) {
    CardId c = junk_in_hand(s, d.player, 4, ctx(kInvestmentKeepMoney));
    if (c == kNoCard) c = worst_eligible(s, d);
    if (c != kNoCard) out.add(c);
  } else if (d.kind == DecisionKind::kChooseOption) {
    bool seen[kMaxKinds] = {};
    int kinds = 0;
    for (CardId c : s.player(d.player).hand)
      if (s.is(c, kTreasure) && !seen[c]) {
        seen[c] = true;
        ++kinds;
      }
    out.option = d.num_options > 1 && kinds >= ctx(kInvestmentMinKinds) ? 1 : 0;
  }
}

// ---------------------------------------------------------------- Tiara

// Plays the Treasure worth the most $ twice; puts a gained Action or Treasure costing at least
// tiara.topdeck_cost onto the deck.
void tiara_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    const CardId c = d.source;
    out.option =
        c != kNoCard && s.is(c, kAction | kTreasure) && s.def(c).cost >= ctx(kTiaraTopdeckCost);
  } else if (d.kind == DecisionKind::kChooseCards) {
    CardId best = kNoCard;
    for (CardId c : s.player(d.player).hand)
      if (s.is(c, kTreasure) && !s.is(c, kCurseType) &&
          (best == kNoCard || s.coin(c) > s.coin(best)))
        best = c;
    if (best != kNoCard) out.add(best);
  }
}

// ---------------------------------------------------------------- Crystal Ball

// Trashes a Curse; discards a Victory-only card; plays a Treasure, or an Action that gives $ and
// is worth playing (its draws would come too late in the Buy phase); leaves anything else.
void crystal_ball_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption || d.card == kNoCard) return;
  const CardId c = d.card;
  if (s.is(c, kCurseType) && d.num_options > 1) {
    out.option = 1;
  } else if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure)) {
    out.option = 2;
  } else if (d.num_options > 3 && s.is(c, kTreasure)) {
    out.option = 3;
  } else if (d.num_options > 3 && s.is(c, kAction) && s.def(c).plus_coins > 0 &&
             worth_playing(s, d.player, c, ctx)) {
    out.option = 3;
  } else {
    out.option = 0;
  }
}

// ---------------------------------------------------------------- Magnate

bool magnate_worth(const State& s, int p, CardId, const PlayCtx&) {
  for (CardId c : s.player(p).hand)
    if (s.is(c, kTreasure)) return true;
  return false;
}

// ---------------------------------------------------------------- War Chest

// Names what the War Chest player most likely wants: the dearest card costing up to $5 that may
// still be named, not a Victory card or Curse (a Duchy only as a last resort).
void war_chest_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return;
  CardId best = kNoCard;
  int best_score = -1000;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || s.pile(c) == 0 || s.cost(c) > 5 || !s.can_name(d, c)) continue;
    int score = card_worth(s, c);
    if (s.is(c, kCurseType)) score -= 100;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  if (best == kNoCard) best = kGold;
  out.add(best);
}

}  // namespace

void add_prosperity_ai(AiBuilder& b) {
  // Play order (see base.cpp: Village 90, Laboratory 76, Market 72, terminals 20-32).
  b.card(fx::kGrandMarket, nullptr, 73);
  b.card(fx::kHoard, nullptr);
  b.card(fx::kQuarry, nullptr);
  b.card(fx::kLoan, loan_decide);
  b.card(fx::kTradeRoute, trade_route_decide, 22, trade_route_worth);
  b.card(fx::kExpand, expand_decide, 30, expand_worth);
  b.card(fx::kVenture, nullptr);
  b.card(fx::kBank, nullptr);
  b.card(fx::kPeddler, nullptr, 75);
  b.card(fx::kWorkersVillage, nullptr, 89);  // after Village, which draws as much
  b.card(fx::kMountebank, mountebank_decide, 31);
  b.card(fx::kWatchtower, watchtower_decide, 21, watchtower_worth);
  b.card(fx::kTalisman, nullptr);
  b.card(fx::kRoyalSeal, royal_seal_decide);
  b.card(fx::kGoons, discard_worst, 31);
  b.card(fx::kMonument, nullptr, 24);
  b.card(fx::kBishop, bishop_decide, 25);
  b.card(fx::kKingsCourt, kings_court_decide, 86, kings_court_worth);
  b.card(fx::kMint, mint_decide, 23, mint_worth);
  b.card(fx::kCountingHouse, counting_house_decide, 22, counting_house_worth);
  b.card(fx::kCity, nullptr, 91);  // draws as Village does, and more with empty piles
  b.card(fx::kRabble, rabble_decide, 30);
  b.card(fx::kVault, vault_decide, 27);
  b.card(fx::kContraband, contraband_decide);
  b.card(fx::kForge, forge_decide, 26, forge_worth);
  b.card(fx::kAnvil, anvil_decide);
  b.card(fx::kClerk, clerk_decide, 23);
  b.card(fx::kInvestment, investment_decide);
  b.card(fx::kTiara, tiara_decide);
  b.card(fx::kCharlatan, nullptr, 32);
  b.card(fx::kCollection, nullptr);
  b.card(fx::kCrystalBall, crystal_ball_decide);
  b.card(fx::kMagnate, nullptr, 26, magnate_worth);
  b.card(fx::kWarChest, war_chest_decide);

  kLoanKeepMoney = b.param(fx::kLoan, "loan.keep_money", 4, 0, 20,
                           "Loan trashes a revealed Copper while the Treasures owned still make "
                           "at least this much $ without it; it discards other Treasures");
  kTradeRouteEstateGreen =
      b.param(fx::kTradeRoute, "trade_route.estate_green", 4, 0, 12,
              "Trade Route trashes Estates while more Provinces (Colony games: the smaller of "
              "Provinces and Colonies) than this are left");
  kTradeRouteKeepMoney = b.param(fx::kTradeRoute, "trade_route.keep_money", 6, 0, 20,
                                 "Trade Route trashes a Copper while the Treasures owned still "
                                 "make at least this much $ without it");
  kExpandGoldGreen = b.param(fx::kExpand, "expand.gold_green", 5, 0, 12,
                             "Expand turns Gold into Province (Platinum into Colony) once this "
                             "many or fewer Provinces (Colony games: the smaller pile) are left");
  kWatchtowerTopdeckCost =
      b.param(fx::kWatchtower, "watchtower.topdeck_cost", 3, 0, 11,
              "Watchtower puts a gained Action or Treasure onto the deck when it costs at least "
              "this (Curses and Coppers from Attacks are trashed)");
  kRoyalSealTopdeckCost = b.param(fx::kRoyalSeal, "royal_seal.topdeck_cost", 3, 0, 11,
                                  "Royal Seal puts a gained Action or Treasure onto the deck when "
                                  "it costs at least this");
  kBishopGoldGreen = b.param(fx::kBishop, "bishop.gold_green", 2, 0, 12,
                             "Bishop counts a Gold or Platinum as worth trashing (for its VP) once "
                             "this many or fewer Provinces (Colony games: the smaller pile) are "
                             "left");
  kBishopEstateGreen = b.param(fx::kBishop, "bishop.estate_green", 3, 0, 12,
                               "Bishop (own or another player's) trashes Estates for thinning "
                               "while more Provinces than this are left");
  kMintMinCost = b.param(fx::kMint, "mint.min_cost", 3, 0, 9,
                         "Mint copies the dearest Treasure in hand costing at least this");
  kCountingHouseMinCoppers =
      b.param(fx::kCountingHouse, "counting_house.min_coppers", 2, 1, 10,
              "Counting House is played with at least this many Coppers in the discard pile");
  kForgeEstateGreen = b.param(fx::kForge, "forge.estate_green", 3, 0, 12,
                              "Forge trashes Estates while more Provinces (Colony games: the "
                              "smaller pile) than this are left");
  kForgeKeepMoney = b.param(fx::kForge, "forge.keep_money", 6, 0, 20,
                            "Forge trashes Coppers while the Treasures owned still make at least "
                            "this much $ without them");
  kInvestmentKeepMoney = b.param(fx::kInvestment, "investment.keep_money", 6, 0, 20,
                                 "Investment trashes a Copper while the Treasures owned still "
                                 "make at least this much $ without it");
  kInvestmentMinKinds = b.param(fx::kInvestment, "investment.min_kinds", 3, 1, 8,
                                "Investment trashes itself for VP tokens when the hand shows at "
                                "least this many differently named Treasures");
  kTiaraTopdeckCost = b.param(fx::kTiara, "tiara.topdeck_cost", 3, 0, 11,
                              "Tiara puts a gained Action or Treasure onto the deck when it costs "
                              "at least this");
}

}  // namespace kl

// Heuristic decisions for the Renaissance set's cards, Projects and Artifacts. See
// docs/heuristics.md.
#include "cards/sets/renaissance.h"

#include <algorithm>

#include "cards/tokens.h"
#include "evolution/player/card_ai.h"

namespace kl {

namespace {

ParamId kKeepMoney, kEstateGreen, kTakeHorn, kImproveBelow, kScepterReplayWorth, kPlotDrawAt,
    kSilosKeep, kCargoMinCost;

void generic(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  answer_card_decision(s, d, ctx, nullptr, out);
}

// Whether card c is junk for p: a Curse; an Estate while more than renaissance.estate_green
// Provinces are left; a Copper while p's Treasures still make renaissance.keep_money without it.
bool is_junk(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return true;
  if (c == kEstate) return s.pile(kProvince) > ctx(kEstateGreen);
  if (c == kCopper) return treasure_money(s, p) - 1 >= ctx(kKeepMoney);
  return false;
}

// The eligible card to trash: the worst junk (Victory junk last when `victory_last`: Hideout
// gains a Curse for it), kNoCard if none is junk.
CardId junk_pick(const State& s, const Decision& d, const PlayCtx& ctx, bool victory_last) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  auto key = [&](CardId c) {
    return card_worth(s, c) + (victory_last && s.is(c, kVictory) ? 1000 : 0);
  };
  for (CardId c : el)
    if (is_junk(s, d.player, c, ctx) && (best == kNoCard || key(c) < key(best))) best = c;
  return best;
}

// A trash from hand: junk first; a mandatory one takes the least valuable card otherwise.
void trash_junk(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out,
                bool victory_last = false) {
  CardId c = junk_pick(s, d, ctx, victory_last);
  if (c == kNoCard && d.min > 0) {
    Choice w;
    choose_by_worth(s, d, 1, true, w);
    if (w.n) c = w.cards[0];
  }
  if (c != kNoCard) out.add(c);
}

bool is_trash(const Decision& d) {
  return d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash;
}

// Hideout, Recruiter, Research, Priest, Cathedral, Sewers: trash junk (Hideout: Victory cards
// last, they bring a Curse; Recruiter and Research: the dearest junk, for more Villagers or cards).
void trasher_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (!is_trash(d)) return generic(s, d, ctx, out);
  const EffectId fx = s.def(d.source).effect;
  if (fx == fx::kRecruiter || fx == fx::kResearch) {
    CardList el;
    s.eligible(d, el);
    CardId best = kNoCard;
    for (CardId c : el)
      if (is_junk(s, d.player, c, ctx) && (best == kNoCard || s.cost(c) > s.cost(best))) best = c;
    if (best != kNoCard) return out.add(best);
  }
  trash_junk(s, d, ctx, out, fx == fx::kHideout);
}

// Border Guard: the best revealed card to the hand; the Horn (border_guard.take_horn) or the
// Lantern. Horn: always puts the Border Guard back on the deck.
void border_guard_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) return choose_by_worth(s, d, 1, false, out);
  if (d.kind == DecisionKind::kChooseOption) {
    out.option = ctx(kTakeHorn) >= 0.5 ? fx::kTakeHorn : fx::kTakeLantern;
    return;
  }
  generic(s, d, ctx, out);
}
void yes_decide(const State&, const Decision&, const PlayCtx&, Choice& out) { out.option = 1; }

// Ducat: trashes a Copper from hand when it is junk.
void ducat_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  out.option = is_junk(s, d.player, kCopper, ctx) ? 1 : 0;
}

// Cargo Ship: sets aside an Action or Treasure costing at least cargo_ship.min_cost.
void cargo_ship_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  out.option = s.is(d.card, kAction | kTreasure) && s.cost(d.card) >= ctx(kCargoMinCost) ? 1 : 0;
}

// Whether some Supply card costs exactly $cost and is no Curse.
bool gainable_at(const State& s, int cost) {
  for (int c = 0; c < s.num_kinds(); ++c)
    if (s.in_supply(CardId(c)) && c != kCurse && s.pile(CardId(c)) > 0 && !s.covered(CardId(c)) &&
        !s.potion_cost(CardId(c)) && !s.debt_cost(CardId(c)) && s.cost(CardId(c)) == cost)
      return true;
  return false;
}

// Improve: trashes the cheapest offered Action costing less than improve.below when a card
// costing $1 more is there to gain (the buy rules pick it).
void improve_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (!is_trash(d)) return generic(s, d, ctx, out);
  CardId best = kNoCard;
  for (int i = 0; i < d.num_cards; ++i) {
    const CardId c = d.cards[i];
    if (s.cost(c) < ctx(kImproveBelow) && gainable_at(s, s.cost(c) + 1) &&
        (best == kNoCard || s.cost(c) < s.cost(best)))
      best = c;
  }
  if (best != kNoCard) out.add(best);
}

// Old Witch's victim trashes a Curse; Villain's discards the least valuable card.
void old_witch_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (is_trash(d)) return choose_by_worth(s, d, 1, true, out);
  generic(s, d, ctx, out);
}
void villain_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) return choose_by_worth(s, d, 1, true, out);
  generic(s, d, ctx, out);
}

// Scepter: replays the Action in play whose plain bonuses are worth the most when that is at
// least scepter.replay_worth (in rough $: a card 1, +$1 2... vs the +$2 it gives up), else +$2.
int replay_worth(const CardDef& c) { return 2 * c.plus_coins + c.plus_cards; }
void scepter_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const CardList& play = s.player(d.player).play;
  if (d.kind == DecisionKind::kChooseOption) {
    int best = -1;
    for (CardId c : play)
      if (s.is(c, kAction) && s.plays_this_turn(c) != 0)
        best = std::max(best, replay_worth(s.def(c)));
    out.option = best >= ctx(kScepterReplayWorth) ? fx::kScepterReplay : fx::kScepterCoins;
    return;
  }
  if (d.kind == DecisionKind::kChooseCards) {
    CardId best = d.cards[0];
    for (int i = 1; i < d.num_cards; ++i)
      if (replay_worth(s.def(d.cards[i])) > replay_worth(s.def(best))) best = d.cards[i];
    return out.add(best);
  }
  generic(s, d, ctx, out);
}

// Seer puts the rest back worst first (the best on top).
void seer_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kOrder)
    return choose_by_worth(s, d, d.min, true, out);
  generic(s, d, ctx, out);
}

// Treasurer: gains the best Treasure from the trash when it is better than a Silver; else takes
// the Key when another player (or nobody) holds it; else trashes a junk Copper.
void treasurer_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  const int p = d.player;
  if (d.kind == DecisionKind::kChooseOption) {
    for (int c = 0; c < s.num_kinds(); ++c)
      if (s.face_up_in_trash(CardId(c)) > 0 && s.is(CardId(c), kTreasure) &&
          card_worth(s, CardId(c)) > card_worth(s, kSilver)) {
        out.option = fx::kTreasurerGain;
        return;
      }
    const CardId key = s.find_effect(fx::kKey);
    if (key != kNoCard && s.artifact_owner(key) != p) {
      out.option = fx::kTreasurerKey;
      return;
    }
    out.option = s.player(p).hand.find(kCopper) >= 0 && is_junk(s, p, kCopper, ctx)
                     ? fx::kTreasurerTrash
                     : fx::kTreasurerKey;
    return;
  }
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash)
    return trash_junk(s, d, ctx, out);
  if (d.kind == DecisionKind::kChooseCards) return choose_by_worth(s, d, 1, false, out);
  generic(s, d, ctx, out);
}

// Sinister Plot draws once sinister_plot.draw_at tokens are there; Silos discards the Coppers
// beyond silos.keep_coppers; Crop Rotation discards a Victory card; Innovation plays the
// gained Action when it is worth playing.
void sinister_plot_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  out.option = s.player_tokens(d.player, kSinisterPlotTokens) >= ctx(kPlotDrawAt) ? fx::kPlotDraw
                                                                                  : fx::kPlotAdd;
}
void silos_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  out.option = std::max(0, int(d.num_options) - 1 - int(ctx(kSilosKeep)));
}
void crop_rotation_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return generic(s, d, ctx, out);
  choose_by_worth(s, d, 1, true, out);
}
void innovation_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  out.option = worth_playing(s, d.player, d.card, ctx) ? 1 : 0;
}

}  // namespace

void add_renaissance_ai(AiBuilder& b) {
  for (EffectId e :
       {fx::kHideout, fx::kRecruiter, fx::kResearch, fx::kPriest, fx::kCathedral, fx::kSewers})
    b.card(e, trasher_decide);
  b.card(fx::kBorderGuard, border_guard_decide);
  b.card(fx::kHorn, yes_decide);
  b.card(fx::kDucat, ducat_decide);
  b.card(fx::kCargoShip, cargo_ship_decide);
  b.card(fx::kImprove, improve_decide);
  b.card(fx::kOldWitch, old_witch_decide);
  b.card(fx::kVillain, villain_decide);
  b.card(fx::kScepter, scepter_decide);
  b.card(fx::kSeer, seer_decide);
  b.card(fx::kTreasurer, treasurer_decide);
  b.card(fx::kSinisterPlot, sinister_plot_decide);
  b.card(fx::kSilos, silos_decide);
  b.card(fx::kCropRotation, crop_rotation_decide);
  b.card(fx::kInnovation, innovation_decide);
  b.card(fx::kActingTroupe, nullptr, 85);  // a village: its Villagers before the terminals
  for (EffectId e :
       {fx::kLackeys,      fx::kExperiment,   fx::kFlagBearer,  fx::kInventor, fx::kMountainVillage,
        fx::kPatron,       fx::kSilkMerchant, fx::kScholar,     fx::kSculptor, fx::kSpices,
        fx::kSwashbuckler, fx::kFlag,         fx::kKey,         fx::kLantern,  fx::kTreasureChest,
        fx::kCityGate,     fx::kPageant,      fx::kExploration, fx::kFair,     fx::kAcademy,
        fx::kGuildhall,    fx::kPiazza,       fx::kRoadNetwork, fx::kBarracks, fx::kCanal,
        fx::kCitadel,      fx::kFleet,        fx::kStarChart})
    b.card(e, nullptr);
  kKeepMoney = b.param(fx::kHideout, "renaissance.keep_money", 6, 0, 20,
                       "Hideout, Recruiter, Research, Priest, Ducat, Treasurer, Cathedral and "
                       "Sewers count a Copper as junk while the Treasures owned still make at "
                       "least this much $ without it");
  kEstateGreen = b.param(fx::kHideout, "renaissance.estate_green", 2, 0, 12,
                         "The same cards count an Estate as junk while more Provinces than this "
                         "are left");
  kTakeHorn = b.param(fx::kBorderGuard, "border_guard.take_horn", 1, 0, 1,
                      "Border Guard takes the Horn (1) or the Lantern (0) when it may");
  kImproveBelow = b.param(fx::kImprove, "improve.below", 5, 0, 11,
                          "Improve trashes the cheapest Action in play costing less than this "
                          "(for a card costing $1 more)");
  kScepterReplayWorth = b.param(fx::kScepter, "scepter.replay_worth", 3, 0, 12,
                                "Scepter replays an Action whose bonuses are worth at least this "
                                "(2 per +$1, 1 per card), else takes +$2");
  kPlotDrawAt = b.param(fx::kSinisterPlot, "sinister_plot.draw_at", 3, 1, 10,
                        "Sinister Plot removes its tokens for cards once this many are there");
  kSilosKeep = b.param(fx::kSilos, "silos.keep_coppers", 0, 0, 7,
                       "Silos keeps this many Coppers in hand and discards the rest to draw");
  kCargoMinCost = b.param(fx::kCargoShip, "cargo_ship.min_cost", 3, 0, 11,
                          "Cargo Ship sets aside a gained Action or Treasure costing at least "
                          "this");
}

}  // namespace kl

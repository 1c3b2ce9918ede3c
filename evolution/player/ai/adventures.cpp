// Heuristic decisions for the Adventures set's cards, Travellers and Events. See
// docs/heuristics.md.
#include "cards/sets/adventures.h"

#include <algorithm>

#include "cards/tokens.h"
#include "evolution/player/card_ai.h"

namespace kl {

namespace {

ParamId kRoyalCarriageMin, kKeepMoney, kEstateGreen, kGuideBelow, kDuplicateMin, kAmuletSilverBelow,
    kMiserCoppers, kPageLine, kPeasantLine, kRazeSelf, kArtificerDiscard;

void generic(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  answer_card_decision(s, d, ctx, nullptr, out);
}
bool is_trash(const Decision& d) {
  return d.kind == DecisionKind::kChooseCards && d.reason == Reason::kTrash;
}

// Whether card c is junk for p: a Curse; an Estate while more than adventures.estate_green
// Provinces are left; a Copper while p's Treasures still make adventures.keep_money without it.
bool is_junk(const State& s, int p, CardId c, const PlayCtx& ctx) {
  if (s.is(c, kCurseType)) return true;
  // An Estate that plays the Inheritance card is no junk.
  if (c == kEstate)
    return s.pile(kProvince) > ctx(kEstateGreen) && s.token_pile(p, kEstateToken) == kNoCard;
  if (c == kCopper) return treasure_money(s, p) - 1 >= ctx(kKeepMoney);
  return false;
}
bool hand_has_junk(const State& s, int p, const PlayCtx& ctx) {
  for (CardId c : s.player(p).hand)
    if (is_junk(s, p, c, ctx)) return true;
  return false;
}

// Trashes up to d.max junk cards from the eligible ones (worst first); a mandatory trash takes
// the least valuable card when there is no junk.
void trash_junk(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  CardList el;
  s.eligible(d, el);
  CardId sorted[kZoneCap];
  int n = 0;
  for (CardId c : el)
    if (is_junk(s, d.player, c, ctx)) sorted[n++] = c;
  std::sort(sorted, sorted + n,
            [&](CardId a, CardId b) { return card_worth(s, a) < card_worth(s, b); });
  // A Copper is junk only while the money stays: count each one trashed.
  int coppers = 0;
  for (int i = 0; i < n && out.n < d.max; ++i) {
    if (sorted[i] == kCopper && treasure_money(s, d.player) - 1 - coppers < ctx(kKeepMoney))
      continue;
    coppers += sorted[i] == kCopper;
    out.add(sorted[i]);
  }
  if (out.n < d.min) {
    Choice w;
    choose_by_worth(s, d, d.min - out.n, true, w);
    for (int i = 0; i < w.n; ++i) out.add(w.cards[i]);
  }
}

// The hand's $ if every Treasure were played (Actions' +$ included roughly).
int hand_value(const State& s, int p) {
  int v = 0;
  for (CardId c : s.player(p).hand) v += s.is(c, kTreasure) ? s.coin(c) : s.def(c).plus_coins;
  return v;
}

// Ratcatcher, Transmogrify, Plan, Trade: trash junk; the call is worth it with junk in hand.
void trasher_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = hand_has_junk(s, d.player, ctx) ? 1 : 0;
    return;
  }
  if (is_trash(d)) return trash_junk(s, d, ctx, out);
  generic(s, d, ctx, out);
}

// Guide: called when the hand would make less than guide.call_below $.
void guide_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = hand_value(s, d.player) < ctx(kGuideBelow) ? 1 : 0;
    return;
  }
  generic(s, d, ctx, out);
}

// Duplicate: called for a gained card costing at least duplicate.min_cost that is not a Curse
// (a Victory card only once greening: fewer than 5 Provinces left).
void duplicate_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  int mi = -1;
  for (int i = 0; i < kMaxMoments; ++i)
    if (s.moment(i).live && s.moment(i).trigger == Trigger::kGain) mi = i;
  if (mi < 0) return;
  const CardId c = s.moment(mi).card;
  if (c == kNoCard || s.is(c, kCurseType)) return;
  if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure) && s.pile(kProvince) >= 5) return;
  out.option = s.cost(c) >= ctx(kDuplicateMin) ? 1 : 0;
}

void yes_decide(const State&, const Decision&, const PlayCtx&, Choice& out) { out.option = 1; }
// Coin of the Realm: called when no Action is left and the hand still holds an Action card.
void coin_of_the_realm_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  bool action = false;
  for (CardId c : s.player(d.player).hand) action |= s.is(c, kAction);
  out.option = s.actions() == 0 && action ? 1 : 0;
}

// Royal Carriage: replays the Action that just resolved when it costs at least
// royal_carriage.min_cost and is not a Reserve card (gone to the mat: nothing to replay).
void royal_carriage_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return generic(s, d, ctx, out);
  CardId c = kNoCard;
  for (int i = 0; i < kMaxMoments; ++i)
    if (s.moment(i).live && s.moment(i).trigger == Trigger::kAfterPlay) c = s.moment(i).card;
  out.option = c != kNoCard && !s.is(c, kReserve) && s.cost(c) >= ctx(kRoyalCarriageMin) ? 1 : 0;
}

// The Action Supply pile among the allowed ones that p owns the most of (ties: the dearest).
CardId best_action_pile(const State& s, const Decision& d) {
  CardId best = kNoCard;
  auto key = [&](CardId c) { return s.player(d.player).owned[c] * 100 + s.cost(c); };
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!((d.allow >> c) & 1)) continue;
    if (best == kNoCard || key(c) > key(best)) best = c;
  }
  return best;
}

// Token Events: the token goes on the Action pile owned most.
void token_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kNameCard) {
    const CardId c = best_action_pile(s, d);
    if (c != kNoCard) out.add(c);
    return;
  }
  if (d.kind == DecisionKind::kYesNo) {
    out.option = 1;
    return;
  }
  generic(s, d, ctx, out);
}

// Teacher's tokens in the order it places them (its options: fx::kTeacherCard...), and the
// tokens themselves.
constexpr int kTeacherOrder[] = {fx::kTeacherCard, fx::kTeacherAction, fx::kTeacherCoin,
                                 fx::kTeacherBuy};
constexpr PileToken kTeacherToken[] = {kPlusCardToken, kPlusActionToken, kPlusBuyToken,
                                       kPlusCoinToken};  // by option
// The first of Teacher's tokens that p has not placed yet, -1 when all four are out: moving a
// token already out only trades one pile's bonus for another's.
int teacher_option(const State& s, int p) {
  for (int o : kTeacherOrder)
    if (s.token_pile(p, kTeacherToken[o]) == kNoCard) return o;
  return -1;
}
// Whether a Teacher call places a token worth having: a token is left to place, and an Action
// Supply pile without p's tokens holds a card p owns (Teacher's allowed piles).
bool teacher_useful(const State& s, int p) {
  if (teacher_option(s, p) < 0) return false;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.in_supply(c) || !s.is(c, kAction) || s.pile_of(c) != c) continue;
    bool mine = false;
    for (int t = 0; t < kNumPileTokens; ++t) mine |= s.token_pile(p, PileToken(t)) == c;
    if (mine) continue;
    int owned = 0;  // the pile's cards (a split pile's other half too)
    for (int j = 0; j < s.num_kinds(); ++j)
      if (s.pile_of(CardId(j)) == c) owned += s.player(p).owned[j];
    if (owned > 0) return true;
  }
  return false;
}
// Teacher: called only when it places a new token on a pile p plays from (a call that places
// nothing puts a dead card back into the deck; one left on the mat is out of the deck); the
// tokens in the order +1 Card, +1 Action, +$1, +1 Buy, each on the Action pile owned most.
void teacher_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = teacher_useful(s, d.player) ? 1 : 0;
    return;
  }
  if (d.kind == DecisionKind::kChooseOption) {
    const int o = teacher_option(s, d.player);
    out.option = o < 0 ? fx::kTeacherCard : o;
    return;
  }
  token_decide(s, d, ctx, out);
}

// Travellers: exchange up the line to the stage page.line / peasant.line (1 = keep the first
// card ... 5 = go to the last).
int line_stage(EffectId e) {
  switch (e) {
    case fx::kPage:
    case fx::kPeasant:
      return 1;
    case fx::kTreasureHunter:
    case fx::kSoldier:
      return 2;
    case fx::kWarrior:
    case fx::kFugitive:
      return 3;
    case fx::kHero:
    case fx::kDisciple:
      return 4;
    default:
      return 5;
  }
}
bool page_line(EffectId e) {
  return e == fx::kPage || e == fx::kTreasureHunter || e == fx::kWarrior || e == fx::kHero ||
         e == fx::kChampion;
}
void traveller_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo && d.reason == Reason::kUseAbility) {
    const EffectId e = s.def(d.card).effect;
    const double stop = page_line(e) ? ctx(kPageLine) : ctx(kPeasantLine);
    out.option = line_stage(e) < stop ? 1 : 0;
    return;
  }
  generic(s, d, ctx, out);
}

// Disciple: the Action in p's hand best played twice (its copy gained), by twice_score (as
// Throne Room scores a target, without the hand's bonuses); only one worth playing, never
// another Disciple (nothing to double after it). `playing` is the Disciple still in hand (one
// copy of it is no target), or kNoCard. kNoCard: none.
CardId disciple_target(const State& s, int p, CardId playing, const PlayCtx& ctx) {
  CardId best = kNoCard;
  int best_score = 0;
  for (CardId c : s.player(p).hand) {
    if (!s.is(c, kAction) || s.def(c).effect == fx::kDisciple) continue;
    if (c == playing && s.player(p).hand.count(c) < 2) continue;
    if (!worth_playing(s, p, c, ctx)) continue;
    const int score = twice_score(s.def(c), s.cost(c));
    if (score > best_score) best_score = score, best = c;
  }
  return best;
}
void disciple_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kPlay) {
    const CardId c = disciple_target(s, d.player, kNoCard, ctx);
    if (c != kNoCard) out.add(c);
    return;
  }
  traveller_decide(s, d, ctx, out);
}
// Played before the Action it doubles (as Throne Room, 85); without one, as a terminal is.
int disciple_score(const State& s, int p, CardId c, const PlayCtx& ctx) {
  return disciple_target(s, p, c, ctx) != kNoCard ? 85 : 20 + s.cost(c);
}

// Raze: trashes junk (an Estate looks at 2 cards); else itself when raze.trash_self is 1; keeps
// the best card looked at.
void raze_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (is_trash(d)) {
    CardList el;
    s.eligible(d, el);
    CardId best = kNoCard;
    for (CardId c : el)
      if (is_junk(s, d.player, c, ctx) && (best == kNoCard || s.cost(c) > s.cost(best))) best = c;
    if (best != kNoCard) return out.add(best);
    if (d.min == 0 && ctx(kRazeSelf) >= 0.5) return;  // Raze itself
    return choose_by_worth(s, d, 1, true, out);
  }
  if (d.kind == DecisionKind::kChooseCards) return choose_by_worth(s, d, 1, false, out);
  generic(s, d, ctx, out);
}

// Amulet: trashes junk in hand; else a Silver while the deck's $ is below amulet.silver_below;
// else +$1.
void amulet_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption) {
    if (hand_has_junk(s, d.player, ctx))
      out.option = fx::kAmuletTrash;
    else if (deck_money(s, d.player) < ctx(kAmuletSilverBelow))
      out.option = fx::kAmuletSilver;
    else
      out.option = fx::kAmuletCoin;
    return;
  }
  if (is_trash(d)) return trash_junk(s, d, ctx, out);
  generic(s, d, ctx, out);
}

// Miser: +$ once miser.coppers Coppers are on the mat (or no Copper is in hand); else a Copper
// onto the mat.
void miser_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseOption) return generic(s, d, ctx, out);
  const int on_mat = s.mat_count(d.player, kTavernMat, kCopper);
  const bool copper = s.player(d.player).hand.count(kCopper) > 0;
  out.option = on_mat >= ctx(kMiserCoppers) || !copper ? fx::kMiserCoins : fx::kMiserCopperToMat;
}

// Gear: sets aside nothing it could use now: up to 2 cards when the hand's $ is past $8 or the
// extra cards are Actions it cannot play (generic otherwise).
void gear_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.reason != Reason::kMat)
    return generic(s, d, ctx, out);
  // Keeps the $ the hand needs for the best price point; sets aside what is above it.
  const int p = d.player;
  int spare = hand_value(s, p) - std::max(0, s.coins());
  const int need = spare >= 8 ? 8 : spare >= 6 ? 6 : spare >= 5 ? 5 : spare;
  spare -= need;
  Choice w;
  choose_by_worth(s, d, s.player(p).hand.size(), false, w);
  for (int i = 0; i < w.n && out.n < 2; ++i) {
    const CardId c = w.cards[i];
    const int v = s.is(c, kTreasure) ? s.coin(c) : 0;
    if (v <= spare && !s.is(c, kVictory | kCurseType)) {
      spare -= v;
      out.add(c);
    }
  }
}

// Save: sets aside the most valuable card left in the hand for the next turn. Save is bought
// with a Buy, after which no Treasure can be played, so no card left in the hand helps this
// turn's buys: the dearest Action or Treasure (card_worth), a Victory card or Curse only when
// the hand holds nothing else (the choice is mandatory).
void save_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards || d.reason != Reason::kMat)
    return generic(s, d, ctx, out);
  choose_by_worth(s, d, 1, false, out);
}

// Storyteller: plays its Treasures, the richest first.
void storyteller_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kPlay)
    return choose_by_worth(s, d, 1, false, out);
  generic(s, d, ctx, out);
}

// Artificer: discards Victory cards and Curses when artificer.discard_junk is 1 (the gain then
// costs that much); gains what the buy rules want at that cost.
void artificer_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards && d.reason == Reason::kDiscard) {
    if (ctx(kArtificerDiscard) < 0.5) return;
    for (CardId c : s.player(d.player).hand)
      if (s.is(c, kVictory | kCurseType) && !s.is(c, kAction | kTreasure) && out.n < d.max)
        out.add(c);
    return;
  }
  generic(s, d, ctx, out);
}

// Quest: discards two Curses when it can (the only cheap Gold); otherwise nothing.
void quest_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseOption) {
    out.option = s.player(d.player).hand.count(kCurse) >= 2 ? fx::kQuestCurses : fx::kQuestNothing;
    return;
  }
  generic(s, d, ctx, out);
}

// Travelling Fair: puts a gained card onto the deck unless it is a Victory card or a Curse.
void travelling_fair_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) {
    out.option = s.is(d.card, kVictory | kCurseType) && !s.is(d.card, kAction | kTreasure) ? 0 : 1;
    return;
  }
  generic(s, d, ctx, out);
}

// Bonfire: trashes Coppers in play while the money stays (adventures.keep_money).
void bonfire_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (is_trash(d)) return trash_junk(s, d, ctx, out);
  generic(s, d, ctx, out);
}

// Pilgrimage: gains the 3 most valuable cards in play.
void pilgrimage_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) {
    bool taken[8] = {};
    for (int k = 0; k < 3; ++k) {
      int best = -1;
      for (int i = 0; i < d.num_cards && i < 8; ++i)
        if (!taken[i] && s.def(d.cards[i]).cost >= 3 &&
            (best < 0 || card_worth(s, d.cards[i]) > card_worth(s, d.cards[best])))
          best = i;
      if (best < 0) break;
      taken[best] = true;
      out.add(d.cards[best]);
    }
    return;
  }
  generic(s, d, ctx, out);
}

// Inheritance: the card the Estates will play. A non-terminal card first (the Estates come
// in threes and more: two terminals collide), then more +Cards, then the dearer card:
// score = (+2 Actions or more: 90, +1 Action: 70, else 20) + 3 x (+Cards) + its $ cost.
void inheritance_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kNameCard) return generic(s, d, ctx, out);
  CardId best = kNoCard;
  int best_score = -1;
  for (int k = 0; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!((d.allow >> c) & 1)) continue;
    const CardDef& def = s.def(c);
    const int score = (def.plus_actions >= 2   ? 90
                       : def.plus_actions == 1 ? 70
                                               : 20) +
                      3 * def.plus_cards + s.cost(c);
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  if (best != kNoCard) out.add(best);
}

}  // namespace

void add_adventures_ai(AiBuilder& b) {
  b.card(fx::kInheritance, inheritance_decide);
  for (EffectId e : {fx::kRatcatcher, fx::kTransmogrify, fx::kPlan, fx::kTrade})
    b.card(e, trasher_decide);
  b.card(fx::kGuide, guide_decide);
  b.card(fx::kDuplicate, duplicate_decide, 10);  // no use of its play but the mat
  b.card(fx::kWineMerchant, yes_decide);
  b.card(fx::kCaravanGuard, yes_decide);
  b.card(fx::kCoinOfTheRealm, coin_of_the_realm_decide);
  b.card(fx::kRoyalCarriage, royal_carriage_decide, 10);  // the mat: before the terminals
  kRoyalCarriageMin =
      b.param(fx::kRoyalCarriage, "royal_carriage.min_cost", 4, 0, 8,
              "Royal Carriage replays an Action that just resolved when it costs at "
              "least this");
  b.card(fx::kTeacher, teacher_decide, 10);
  for (EffectId e : {fx::kFerry, fx::kLostArts, fx::kTraining, fx::kPathfinding})
    b.card(e, token_decide);
  for (EffectId e : {fx::kPage, fx::kPeasant, fx::kTreasureHunter, fx::kWarrior, fx::kHero,
                     fx::kSoldier, fx::kFugitive})
    b.card(e, traveller_decide);
  b.card(fx::kDisciple, disciple_decide);
  b.play_score(fx::kDisciple, disciple_score);
  b.card(fx::kChampion, nullptr, 95);  // its +1 Action per Action: play it first
  b.card(fx::kRaze, raze_decide);
  b.card(fx::kAmulet, amulet_decide);
  b.card(fx::kMiser, miser_decide);
  b.card(fx::kGear, gear_decide);
  b.card(fx::kSave, save_decide);
  b.card(fx::kStoryteller, storyteller_decide);
  b.card(fx::kArtificer, artificer_decide);
  b.card(fx::kQuest, quest_decide);
  b.card(fx::kTravellingFair, travelling_fair_decide);
  b.card(fx::kBonfire, bonfire_decide);
  b.card(fx::kPilgrimage, pilgrimage_decide);
  b.card(fx::kPort, nullptr, 90);  // villages first
  b.card(fx::kLostCity, nullptr, 90);
  for (EffectId e :
       {fx::kDungeon,       fx::kMagpie,   fx::kMessenger,    fx::kRanger, fx::kBridgeTroll,
        fx::kDistantLands,  fx::kGiant,    fx::kHauntedWoods, fx::kRelic,  fx::kSwampHag,
        fx::kTreasureTrove, fx::kHireling, fx::kAlms,         fx::kBorrow, fx::kScoutingParty,
        fx::kExpedition,    fx::kMission,  fx::kBall,         fx::kRaid,   fx::kSeaway})
    b.card(e, nullptr);
  b.money(fx::kMiser, 2);
  b.money(fx::kStoryteller, 0);
  kKeepMoney = b.param(fx::kRatcatcher, "adventures.keep_money", 6, 0, 20,
                       "Ratcatcher, Transmogrify, Raze, Amulet, Plan, Trade and Bonfire count a "
                       "Copper as junk while the Treasures owned still make at least this much $ "
                       "without it");
  kEstateGreen = b.param(fx::kRatcatcher, "adventures.estate_green", 2, 0, 12,
                         "The same cards count an Estate as junk while more Provinces than this "
                         "are left");
  kGuideBelow = b.param(fx::kGuide, "guide.call_below", 5, 0, 9,
                        "Guide is called at the start of the turn when the hand would make less "
                        "than this $");
  kDuplicateMin = b.param(fx::kDuplicate, "duplicate.min_cost", 5, 0, 8,
                          "Duplicate is called for a gained card costing at least this");
  kAmuletSilverBelow = b.param(fx::kAmulet, "amulet.silver_below", 14, 0, 40,
                               "Amulet gains a Silver (no junk to trash) while the deck's $ is "
                               "below this, else takes +$1");
  kMiserCoppers = b.param(fx::kMiser, "miser.coppers", 3, 0, 8,
                          "Miser puts Coppers on the Tavern mat until this many are there, then "
                          "takes +$1 per Copper");
  kPageLine = b.param(fx::kPage, "page.line", 5, 1, 5,
                      "How far Pages are exchanged up their line: 1 keeps Pages, 2 Treasure "
                      "Hunter, 3 Warrior, 4 Hero, 5 Champion");
  kPeasantLine = b.param(fx::kPeasant, "peasant.line", 3, 1, 5,
                         "How far Peasants are exchanged: 1 keeps Peasants, 2 Soldier, 3 "
                         "Fugitive, 4 Disciple, 5 Teacher");
  kRazeSelf = b.param(fx::kRaze, "raze.trash_self", 1, 0, 1,
                      "Raze trashes itself (to look at 2 cards) when the hand has no junk (1), "
                      "else the least valuable card in hand (0)");
  kArtificerDiscard = b.param(fx::kArtificer, "artificer.discard_junk", 1, 0, 1,
                              "Artificer discards the Victory cards and Curses in hand (1) or "
                              "nothing (0)");
}

}  // namespace kl

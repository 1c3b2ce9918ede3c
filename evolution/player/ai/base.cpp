// Heuristic decisions for the Base set's cards. See docs/heuristics.md.
#include "cards/sets/base.h"

#include <algorithm>

#include "evolution/player/card_ai.h"

namespace kl {

namespace {

// Play parameters (ids set when the AI tables are built).
ParamId kChapelKeepMoney, kChapelEstateProvinces, kChapelJunkHand, kChapelProvincial,
    kCellarCopperAvg, kHarbingerMinCost, kRemodelGoldProvinces, kRemodelEstateProvinces,
    kRemodelSilverProvinces, kChancellorMargin, kMoneylenderMinCoppers, kMineSilverFirst,
    kSentryTrashCopperMoney, kSentryTrashEstateProvinces, kSentryDiscardWorth, kSpyDiscardOwnWorth,
    kSpyDiscardOppWorth, kThiefGainMinCost;

// ---------------------------------------------------------------- Chapel

// Chapel's picks from p's hand (trash_junk): Curses; Estates while more than
// chapel.estate_provinces Provinces are left; every Copper while the deck's $ (a Minion deck's
// too) is at least chapel.keep_money and, unless the hand holds at least chapel.junk_hand junk
// cards, only the Coppers this turn's buy does not need. Never more than max.
void chapel_picks(const State& s, int p, const PlayCtx& ctx, int max, Choice& out) {
  const CardList& hand = s.player(p).hand;
  if (ctx(kChapelProvincial) > 0.5) {
    // Provincial's Chapel (PlayerHeuristic::MakeBaseDecision): every other Chapel, Curse and
    // Estate the buy rules would not take (they take something else with $2), and every Copper
    // once the Treasures owned total $7, up to 4, whatever the buy.
    const bool coppers = treasure_money(s, p) >= 7;
    const bool estates = estate_unwanted(s, ctx, ctx(kChapelEstateProvinces));
    for (CardId c : hand)
      if (out.n < std::min(max, 4) && (s.def(c).effect == fx::kChapel || s.is(c, kCurseType) ||
                                       (estates && c == kEstate) || (coppers && c == kCopper)))
        out.add(c);
    return;
  }
  trash_junk(s, p, ctx, hand,
             {ctx(kChapelKeepMoney), ctx(kChapelJunkHand), ctx(kChapelEstateProvinces)}, max, out);
}

void chapel_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  chapel_picks(s, d.player, ctx, d.max, out);
}

// (With chapel.provincial 1 the Chapel being asked about is in hand and counts as a pick, so it
// is always worth playing, as Provincial plays it whenever it is the last Action.)
bool chapel_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  Choice c;
  chapel_picks(s, p, ctx, 1, c);  // (one pick is enough to know)
  return c.n > 0;
}

// Chapel goes before the other terminals (29: Witch 32 still first) when it trashes a Curse, an
// Estate or 3+ cards; trashing only a Copper or two is worth less than Militia's or Smithy's
// turn, so then it comes after them (21), and is still played when it is the only Action.
int chapel_score(const State& s, int p, CardId, const PlayCtx& ctx) {
  if (ctx(kChapelProvincial) > 0.5) return 5;  // Provincial plays it after every other Action
  Choice c;
  chapel_picks(s, p, ctx, 4, c);
  bool junk = c.n >= 3;
  for (int i = 0; i < c.n; ++i) junk |= c.cards[i] != kCopper;
  return junk ? 29 : 21;
}

// ---------------------------------------------------------------- Cellar

// Discards Curses and Victory-only cards; Action cards that cannot be played (more than the
// Actions left, with no +Actions card in hand), cheapest first; and Coppers when the cards to be
// drawn average at least cellar.copper_avg $ each.
void cellar_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const Player& me = s.player(d.player);
  CardList pool;
  s.eligible(d, pool);
  std::sort(pool.begin(), pool.end(), [&](CardId a, CardId b) { return s.cost(a) < s.cost(b); });
  int actions_in_hand = 0;
  bool village = false;
  for (CardId c : pool) {
    if (junk(s, c)) out.add(c);
    if (s.is(c, kAction)) {
      ++actions_in_hand;
      village |= s.def(c).plus_actions >= 1;
    }
  }
  if (!village) {
    int dead = actions_in_hand - s.actions();
    for (CardId c : pool)
      if (dead > 0 && s.is(c, kAction) && !s.is(c, kTreasure | kVictory)) {
        out.add(c);
        --dead;
      }
  }
  // The cards to be drawn: the deck, or the discard pile once the deck is empty.
  const CardList& source = me.deck.empty() ? me.discard : me.deck;
  if (source.empty()) return;
  int money = 0;
  for (CardId c : source) money += money_value(s, c);
  if (double(money) / source.size() >= ctx(kCellarCopperAvg))
    for (CardId c : pool)
      if (c == kCopper) out.add(c);
}

// ---------------------------------------------------------------- Harbinger

// Tops the best card of the discard pile if it is an Action or Treasure costing at least
// harbinger.min_cost; otherwise nothing.
void harbinger_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  Choice best;
  choose_by_worth(s, d, 1, false, best);
  if (best.n == 0) return;
  const CardId c = best.cards[0];
  if (!junk(s, c) && s.cost(c) >= ctx(kHarbingerMinCost)) out.add(c);
}

// ---------------------------------------------------------------- Vassal

// Plays the discarded Action unless that card's own rule says it is not worth playing now.
void vassal_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  out.option = d.card == kNoCard || worth_playing(s, d.player, d.card, ctx) ? 1 : 0;
}

// ---------------------------------------------------------------- Moat

void moat_decide(const State&, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = d.reason == Reason::kRevealReaction ? 1 : 0;
}

// ---------------------------------------------------------------- attack victims

// Militia victim: keeps the best 3. Worst first by card_worth, except that terminal Actions past
// the first count as dead (just above Victory cards) when the hand has no +Actions card.
void militia_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards)
    give_up_least_worth(
        s, d, [](int) { return -5; }, out);
}

// Bureaucrat victim: tops the least valuable Victory card (all are dead in hand anyway).
void bureaucrat_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Remodel

// The card Remodel should trash from p's hand, or kNoCard when nothing is worth remodelling:
// a Curse; a Gold (into a Province) once Provinces left <= remodel.gold_provinces; an Estate
// (into a $4) while Provinces left > remodel.estate_provinces; a Silver (into a Duchy) once
// Provinces left <= remodel.silver_provinces.
CardId remodel_pick(const State& s, int p, const PlayCtx& ctx) {
  return remodel_like_pick(s, p, ctx, kRemodelGoldProvinces, kRemodelEstateProvinces,
                           kRemodelSilverProvinces);
}

void remodel_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardId c = remodel_pick(s, d.player, ctx);
  if (c != kNoCard && s.player(d.player).hand.find(c) >= 0) {
    out.add(c);
    return;
  }
  choose_by_worth(s, d, d.min, true, out);  // forced (e.g. played by Vassal): the worst card
}

bool remodel_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return remodel_pick(s, p, ctx) != kNoCard;
}

// ---------------------------------------------------------------- Chancellor

// Puts the deck into the discard pile when the cards left in it are worse on average (by
// card_worth) than the whole deck that the next shuffle would make, by at least chancellor.margin.
void chancellor_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  const Player& me = s.player(d.player);
  if (me.deck.empty() || me.owned_total == 0) return;
  double deck = 0, all = 0;
  for (CardId c : me.deck) deck += card_worth(s, c);
  for (int k = 0; k < s.num_kinds(); ++k) all += double(me.owned[k]) * card_worth(s, CardId(k));
  deck /= me.deck.size();
  all /= me.owned_total;
  out.option = all - deck >= ctx(kChancellorMargin) ? 1 : 0;
}

// ----------------------------------------------------------------------------------------

bool terminal(const State& s, CardId c) { return s.def(c).plus_actions == 0; }

// --------------------------------------------------------------- Moneylender

bool moneylender_trashes(const State& s, int p, const PlayCtx& ctx) {
  return s.player(p).owned[kCopper] > ctx(kMoneylenderMinCoppers);
}

void moneylender_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = moneylender_trashes(s, d.player, ctx) ? 1 : 0;
}

bool moneylender_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  return s.player(p).hand.find(kCopper) >= 0 && moneylender_trashes(s, p, ctx);
}

// --------------------------------------------------------------- Throne Room

// How good playing c twice is for p. `others` are p's other Action cards in hand (without c
// and without the Throne Room being played). <= 0: not worth it.
// A Throne Room, or a custom card with its effect (cards/card_file.h).
bool is_throne(const State& s, CardId c) { return s.def(c).effect == fx::kThroneRoom; }

int throne_target_score(const State& s, int p, CardId c, const CardList& others,
                        const PlayCtx& ctx) {
  const CardDef& d = s.def(c);
  if (is_throne(s, c)) {
    // Doubles two more Actions: only good with at least two worthwhile ones left. (Checked
    // here, not through worth(), which would recurse.)
    int good = 0;
    for (CardId o : others) good += !is_throne(s, o) && worth_playing(s, p, o, ctx);
    return good >= 2 ? 40 : good == 1 ? 1 : -100;
  }
  if (!worth_playing(s, p, c, ctx)) return -100;
  int score = twice_score(d, d.cost);
  // No Action left after the Throne Room: a +Actions target unlocks the terminals waiting.
  int waiting = 0;
  // A second Throne Room waits too; asking its worth() would ask this one's again, forever.
  for (CardId o : others)
    waiting += terminal(s, o) && (is_throne(s, o) || worth_playing(s, p, o, ctx));
  if (s.actions() == 0 && d.plus_actions > 0 && waiting > 0) score += 20;
  return score;
}

void other_actions(const State& s, int p, CardId skip1, CardId skip2, CardList& out) {
  out.clear();
  for (CardId c : s.player(p).hand) {
    if (!s.is(c, kAction)) continue;
    if (c == skip1) {
      skip1 = kNoCard;
      continue;
    }
    if (c == skip2) {
      skip2 = kNoCard;
      continue;
    }
    out.push(c);
  }
}

// The best target in p's hand and its score; `playing` is the Throne Room still in hand
// (worth_playing) or kNoCard (already in play).
CardId best_throne_target(const State& s, int p, CardId playing, const PlayCtx& ctx,
                          int* best_score) {
  CardId best = kNoCard;
  int best_sc = -1000;
  CardList others;
  bool seen[kMaxKinds] = {};
  for (CardId c : s.player(p).hand) {
    if (!s.is(c, kAction) || seen[c]) continue;
    seen[c] = true;
    if (c == playing && s.player(p).hand.count(c) < 2) continue;
    other_actions(s, p, c, playing, others);
    const int sc = throne_target_score(s, p, c, others, ctx);
    if (sc > best_sc) {
      best_sc = sc;
      best = c;
    }
  }
  *best_score = best_sc;
  return best;
}

void throne_room_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  int score = 0;
  const CardId c = best_throne_target(s, d.player, kNoCard, ctx, &score);
  // 2E may decline a useless target; 1E must take the best there is.
  if (c != kNoCard && (score > 0 || d.min > 0)) out.add(c);
}

bool throne_room_worth(const State& s, int p, CardId c, const PlayCtx& ctx) {
  int score = 0;
  return best_throne_target(s, p, c, ctx, &score) != kNoCard && score > 0;
}

// --------------------------------------------------------------- Mine

// The $ gained by trashing Treasure t to Mine (best Treasure pile in reach, minus t's $).
int mine_gain(const State& s, CardId t) {
  Decision g;
  g.kind = DecisionKind::kGain;
  g.type_mask = kTreasure;
  g.cost_max = uint8_t(s.cost(t) + 3);
  int best = -100;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.can_gain(g, CardId(k))) best = std::max(best, int(s.def(CardId(k)).coin));
  return best == -100 ? -s.def(t).coin : best - s.def(t).coin;
}

CardId mine_pick(const State& s, int p, const PlayCtx& ctx, int* gain) {
  const bool silver_first = ctx(kMineSilverFirst) >= 0.5;
  CardId best = kNoCard;
  int best_gain = -1000;
  for (CardId t : s.player(p).hand) {
    if (!s.is(t, kTreasure)) continue;
    const int g = mine_gain(s, t);
    const bool better =
        g > best_gain || (g == best_gain && best != kNoCard &&
                          (silver_first ? s.cost(t) > s.cost(best) : s.cost(t) < s.cost(best)));
    if (better) {
      best_gain = g;
      best = t;
    }
  }
  *gain = best_gain;
  return best;
}

void mine_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  int gain = 0;
  const CardId t = mine_pick(s, d.player, ctx, &gain);
  if (t != kNoCard && (gain > 0 || d.min > 0)) out.add(t);
}

bool mine_worth(const State& s, int p, CardId, const PlayCtx& ctx) {
  int gain = 0;
  return mine_pick(s, p, ctx, &gain) != kNoCard && gain > 0;
}

// --------------------------------------------------------------- Poacher

// Junk value for discarding: Actions are junk once no Action is left to play them.
int discard_worth(const State& s, CardId c) {
  if (s.is(c, kAction) && s.actions() == 0) return -5;
  return card_worth(s, c);
}

void poacher_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardList el;
  s.eligible(d, el);
  std::sort(el.begin(), el.end(),
            [&](CardId a, CardId b) { return discard_worth(s, a) < discard_worth(s, b); });
  for (int i = 0; i < d.min && i < el.size(); ++i) out.add(el[i]);
}

bool poacher_worth(const State& s, int p, CardId c, const PlayCtx&) {
  const int n = s.empty_piles();
  if (n == 0) return true;
  int junk = 0, skipped = 0;
  for (CardId h : s.player(p).hand) {
    if (h == c && !skipped) {
      skipped = 1;
      continue;
    }
    junk += card_worth(s, h) <= 0;
  }
  return junk + 1 >= n;
}

// --------------------------------------------------------------- Bandit

// The victim trashes the cheaper of two non-Copper Treasures.
void bandit_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// --------------------------------------------------------------- Library

// Set a drawn Action aside when it could not be played this turn: no Action left, or a
// terminal when the terminals in hand already use up the Actions (villages add one each).
void library_decide(const State& s, const Decision& d, const PlayCtx&, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  int slots = s.actions(), terminals = 0;
  for (CardId c : s.player(d.player).hand) {
    if (!s.is(c, kAction)) continue;
    if (terminal(s, c))
      ++terminals;
    else
      slots += s.def(c).plus_actions - 1;
  }
  const bool playable = slots > 0 && (!terminal(s, d.card) || terminals < slots);
  out.option = playable ? 0 : 1;
}

// --------------------------------------------------------------- Sentry

void sentry_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const int p = d.player;
  CardList el;
  s.eligible(d, el);
  switch (d.reason) {
    case Reason::kTrash: {
      int money = treasure_money(s, p);
      const int copper_floor = int(ctx(kSentryTrashCopperMoney));
      const int estate_provinces = int(ctx(kSentryTrashEstateProvinces));
      for (CardId c : el) {
        bool trash = false;
        if (s.is(c, kCurseType)) {
          trash = true;
        } else if (c == kEstate) {
          trash = s.pile(kProvince) > estate_provinces;
        } else if (c == kCopper && money - 1 >= copper_floor) {
          trash = true;
          --money;
        }
        if (trash) out.add(c);
      }
      return;
    }
    case Reason::kDiscard: {
      const int limit = int(ctx(kSentryDiscardWorth));
      for (CardId c : el)
        if (card_worth(s, c) <= limit) out.add(c);
      return;
    }
    default:  // kTopdeck: the better card goes on top
      choose_by_worth(s, d, 1, false, out);
      return;
  }
}

// --------------------------------------------------------------- Artisan

// Topdeck, in order of preference: the best Action that cannot be played this turn (usually
// the card just gained), the best Treasure whose $ this turn's buy does not need (the buy
// rules take the same without it), else the least useful card (a Copper before a Victory card,
// which would clog the next hand).
void artisan_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardList& hand = s.player(d.player).hand;
  CardId best = kNoCard;
  if (s.actions() == 0) {
    for (CardId c : hand)
      if (s.is(c, kAction) && (best == kNoCard || card_worth(s, c) > card_worth(s, best))) best = c;
  }
  if (best == kNoCard) {
    const int money = turn_money(s, d.player);
    const int spare = money - money_needed(s, ctx, money);
    for (CardId c : hand)
      if (s.is(c, kTreasure) && s.coin(c) <= spare && (best == kNoCard || s.coin(c) > s.coin(best)))
        best = c;
  }
  if (best == kNoCard) {
    auto rank = [&](CardId c) {
      return s.is(c, kVictory | kCurseType) && !s.is(c, kAction | kTreasure)
                 ? 1000 + card_worth(s, c)
                 : card_worth(s, c);
    };
    for (CardId c : hand)
      if (best == kNoCard || rank(c) < rank(best)) best = c;
  }
  if (best != kNoCard) out.add(best);
}

// --------------------------------------------------------------- Spy

// Own card: discard junk. An opponent's card: discard it when it is good for them.
void spy_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  const int w = card_worth(s, d.card);
  if (d.target == d.player)
    out.option = w <= ctx(kSpyDiscardOwnWorth) ? 1 : 0;
  else
    out.option = w >= ctx(kSpyDiscardOppWorth) ? 1 : 0;
}

// --------------------------------------------------------------- Thief

void thief_decide(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards)
    choose_by_worth(s, d, 1, false, out);  // the opponent's best Treasure
  else if (d.kind == DecisionKind::kYesNo)
    out.option = s.cost(d.card) >= ctx(kThiefGainMinCost) ? 1 : 0;
}

void add_more_base_ai(AiBuilder& b) {
  b.card(fx::kMoneylender, moneylender_decide, -1, moneylender_worth);
  b.card(fx::kThroneRoom, throne_room_decide, 85, throne_room_worth);
  b.card(fx::kMine, mine_decide, -1, mine_worth);
  b.card(fx::kPoacher, poacher_decide, 66, poacher_worth);
  b.card(fx::kBandit, bandit_decide);
  b.card(fx::kLibrary, library_decide, 21);
  b.card(fx::kSentry, sentry_decide, 75);
  b.card(fx::kArtisan, artisan_decide);
  b.card(fx::kSpy, spy_decide, 68);
  b.card(fx::kThief, thief_decide);
  // Adventurer and Feast ask nothing but a gain, which the buy rules answer.
  b.card(fx::kAdventurer, nullptr);
  b.card(fx::kFeast, nullptr);

  kMoneylenderMinCoppers = b.param(fx::kMoneylender, "moneylender.min_coppers", 0, 0, 7,
                                   "Moneylender trashes a Copper only while more Coppers than "
                                   "this are owned (2E may decline; 1E is not played otherwise)");
  kMineSilverFirst = b.param(fx::kMine, "mine.silver_first", 0, 0, 1,
                             ">= 0.5: on equal $ gained, Mine upgrades the dearer Treasure "
                             "(Silver to Gold) rather than the cheaper (Copper to Silver)");
  kSentryTrashCopperMoney = b.param(fx::kSentry, "sentry.trash_copper_money", 7, 0, 20,
                                    "Sentry trashes a Copper only if the Treasures owned still "
                                    "make at least this much $ afterwards");
  kSentryTrashEstateProvinces =
      b.param(fx::kSentry, "sentry.trash_estate_provinces", 4, 0, 12,
              "Sentry trashes Estates while more Provinces than this are left");
  kSentryDiscardWorth = b.param(fx::kSentry, "sentry.discard_worth", 0, -20, 10,
                                "Sentry discards untrashed cards whose card_worth is at most this "
                                "(0: Copper, Victory cards and Curses)");
  kSpyDiscardOwnWorth = b.param(fx::kSpy, "spy.discard_own_worth", 0, -20, 20,
                                "Spy discards its player's own card when its card_worth is at "
                                "most this");
  kSpyDiscardOppWorth = b.param(fx::kSpy, "spy.discard_opp_worth", 1, -20, 30,
                                "Spy discards an opponent's card when its card_worth is at least "
                                "this");
  kThiefGainMinCost = b.param(fx::kThief, "thief.gain_min_cost", 3, 0, 9,
                              "Thief gains a trashed Treasure costing at least this");
}

}  // namespace

void add_base_ai(AiBuilder& b) {
  // Play order (higher first). Generic: +2 Actions 90, other +Actions 70, terminals 20 + cost.
  b.card(fx::kVillage, nullptr, 90);
  b.card(fx::kFestival, nullptr, 88);            // after Village, which draws
  b.card(fx::kHarbinger, harbinger_decide, 78);  // its topdeck feeds later draws
  b.card(fx::kLaboratory, nullptr, 76);
  b.card(fx::kMerchant, nullptr, 74);
  b.card(fx::kMarket, nullptr, 72);
  b.card(fx::kCellar, cellar_decide, 60);  // after the draws, before the terminals
  b.card(fx::kWitch, nullptr, 32);
  b.card(fx::kMilitia, militia_decide, 28);
  b.card(fx::kCouncilRoom, nullptr, 27);
  b.card(fx::kSmithy, nullptr, 26);
  b.card(fx::kBureaucrat, bureaucrat_decide, 24);
  b.card(fx::kRemodel, remodel_decide, 25, remodel_worth);
  b.card(fx::kChapel, chapel_decide, 29, chapel_worth);
  b.play_score(fx::kChapel, chapel_score);
  b.card(fx::kVassal, vassal_decide, 23);
  b.card(fx::kMoat, moat_decide, 22);
  b.card(fx::kWoodcutter, nullptr, 23);
  b.card(fx::kChancellor, chancellor_decide, 23);
  b.card(fx::kWorkshop, nullptr, 23);
  b.card(fx::kGardens, nullptr);

  kChapelKeepMoney =
      b.param(fx::kChapel, "chapel.keep_money", 7, 0, 15,
              "Chapel trashes Coppers, every one in hand, only while the deck's $ (Treasures and "
              "what Actions make) is at least this");
  kChapelJunkHand = b.param(fx::kChapel, "chapel.junk_hand", 4, 1, 5,
                            "with fewer junk cards than this in hand (Curses, Estates it trashes, "
                            "Coppers), Chapel keeps the Coppers this turn's buy needs");
  kChapelEstateProvinces =
      b.param(fx::kChapel, "chapel.estate_provinces", 4, 0, 12,
              "Chapel trashes Estates while more Provinces than this are left");
  // Provincial's rule, for its imported strategies (play_as_provincial): effect 0, so training
  // does not mutate it (docs/quality.md, "Is the benchmark fair?").
  kChapelProvincial =
      b.param(0, "chapel.provincial", 0, 0, 1,
              "at 1, Chapel plays as Provincial's AI: after every other Action, it trashes up to 4 "
              "of the other Chapels, Curses, unwanted Estates and, once the Treasures owned total "
              "$7, every Copper, whatever the buy (Provincial's imported strategies play so)");
  kCellarCopperAvg =
      b.param(fx::kCellar, "cellar.copper_avg", 1.3, 0.5, 3,
              "Cellar discards Coppers when the cards to draw average at least this $");
  kHarbingerMinCost =
      b.param(fx::kHarbinger, "harbinger.min_cost", 3, 0, 8,
              "Harbinger tops the best discarded Action/Treasure costing at least this");
  kRemodelGoldProvinces =
      b.param(fx::kRemodel, "remodel.gold_provinces", 4, 0, 12,
              "Remodel turns Gold into Province once Provinces left are at most this");
  kRemodelEstateProvinces =
      b.param(fx::kRemodel, "remodel.estate_provinces", 4, 0, 12,
              "Remodel turns Estate into a $4 card while more Provinces than this are left");
  kRemodelSilverProvinces =
      b.param(fx::kRemodel, "remodel.silver_provinces", 2, 0, 12,
              "Remodel turns Silver into Duchy once Provinces left are at most this");
  kChancellorMargin = b.param(fx::kChancellor, "chancellor.margin", 0, -10, 10,
                              "Chancellor discards the deck when its average card worth is this "
                              "much below the whole deck's");
  add_more_base_ai(b);
}

}  // namespace kl

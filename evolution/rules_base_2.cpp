// Heuristic decisions for the Base set's cards, part 2 (Moneylender, Throne Room, Mine,
// Poacher, Bandit, Library, Sentry, Artisan, Adventurer, Feast, Spy, Thief).
// See docs/heuristics_base_2.md.
#include <algorithm>

#include "evolution/card_rules.h"

namespace kl {

namespace {

// Total $ of the Treasures p owns.
int owned_money(const State& s, int p) {
  int n = 0;
  for (int k = 0; k < s.num_kinds(); ++k) n += s.player(p).owned[k] * s.def(CardId(k)).coin;
  return n;
}

// $ available this turn if p played every Treasure in hand.
int hand_money(const State& s, int p) {
  int n = s.coins();
  for (CardId c : s.player(p).hand)
    if (s.is(c, kTreasure)) n += s.def(c).coin;
  return n;
}

bool worth(const State& s, int p, CardId c, const Strategy& st) {
  const CardAi* ai = find_card_ai(s.def(c));
  return !ai || !ai->worth_playing || ai->worth_playing(s, p, c, st);
}

bool terminal(const State& s, CardId c) { return s.def(c).plus_actions == 0; }

// --------------------------------------------------------------- Moneylender

bool moneylender_trashes(const State& s, int p, const Strategy& st) {
  return s.player(p).owned[kCopper] > param(st, "moneylender.min_coppers");
}

void moneylender_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = moneylender_trashes(s, d.player, st) ? 1 : 0;
}

bool moneylender_worth(const State& s, int p, CardId, const Strategy& st) {
  return s.player(p).hand.find(kCopper) >= 0 && moneylender_trashes(s, p, st);
}

// --------------------------------------------------------------- Throne Room

// How good playing c twice is for p. `others` are p's other Action cards in hand (without c
// and without the Throne Room being played). <= 0: not worth it.
int throne_target_score(const State& s, int p, CardId c, const CardList& others,
                        const Strategy& st) {
  const CardDef& d = s.def(c);
  if (d.name == "Throne Room") {
    // Doubles two more Actions: only good with at least two worthwhile ones left. (Checked
    // here, not through worth(), which would recurse.)
    int good = 0;
    for (CardId o : others) good += s.def(o).name != "Throne Room" && worth(s, p, o, st);
    return good >= 2 ? 40 : good == 1 ? 1 : -100;
  }
  if (!worth(s, p, c, st)) return -100;
  int score = 10 + 2 * d.cost + 3 * d.plus_cards + 2 * d.plus_coins + d.plus_buys;
  if (d.is(kAttack)) score += 4;
  // No Action left after the Throne Room: a +Actions target unlocks the terminals waiting.
  int waiting = 0;
  for (CardId o : others) waiting += terminal(s, o) && worth(s, p, o, st);
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
CardId best_throne_target(const State& s, int p, CardId playing, const Strategy& st,
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
    const int sc = throne_target_score(s, p, c, others, st);
    if (sc > best_sc) {
      best_sc = sc;
      best = c;
    }
  }
  *best_score = best_sc;
  return best;
}

void throne_room_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  int score = 0;
  const CardId c = best_throne_target(s, d.player, kNoCard, st, &score);
  // 2E may decline a useless target; 1E must take the best there is.
  if (c != kNoCard && (score > 0 || d.min > 0)) out.add(c);
}

bool throne_room_worth(const State& s, int p, CardId c, const Strategy& st) {
  int score = 0;
  return best_throne_target(s, p, c, st, &score) != kNoCard && score > 0;
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

CardId mine_pick(const State& s, int p, const Strategy& st, int* gain) {
  const bool silver_first = param(st, "mine.silver_first") >= 0.5;
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

void mine_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  int gain = 0;
  const CardId t = mine_pick(s, d.player, st, &gain);
  if (t != kNoCard && (gain > 0 || d.min > 0)) out.add(t);
}

bool mine_worth(const State& s, int p, CardId, const Strategy& st) {
  int gain = 0;
  return mine_pick(s, p, st, &gain) != kNoCard && gain > 0;
}

// --------------------------------------------------------------- Poacher

// Junk value for discarding: Actions are junk once no Action is left to play them.
int discard_worth(const State& s, CardId c) {
  if (s.is(c, kAction) && s.actions() == 0) return -5;
  return card_worth(s, c);
}

void poacher_decide(const State& s, const Decision& d, const Strategy&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardList el;
  s.eligible(d, el);
  std::sort(el.begin(), el.end(),
            [&](CardId a, CardId b) { return discard_worth(s, a) < discard_worth(s, b); });
  for (int i = 0; i < d.min && i < el.size(); ++i) out.add(el[i]);
}

bool poacher_worth(const State& s, int p, CardId c, const Strategy&) {
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
void bandit_decide(const State& s, const Decision& d, const Strategy&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// --------------------------------------------------------------- Library

// Set a drawn Action aside when it could not be played this turn: no Action left, or a
// terminal when the terminals in hand already use up the Actions (villages add one each).
void library_decide(const State& s, const Decision& d, const Strategy&, Choice& out) {
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

void sentry_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const int p = d.player;
  CardList el;
  s.eligible(d, el);
  switch (d.reason) {
    case Reason::kTrash: {
      int money = owned_money(s, p);
      const int copper_floor = int(param(st, "sentry.trash_copper_money"));
      const int estate_provinces = int(param(st, "sentry.trash_estate_provinces"));
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
      const int limit = int(param(st, "sentry.discard_worth"));
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
// the card just gained), the best Treasure whose $ is not needed to reach this turn's price
// tier, else the least useful card (a Copper before a Victory card, which would clog the next
// hand).
void artisan_decide(const State& s, const Decision& d, const Strategy&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardList& hand = s.player(d.player).hand;
  CardId best = kNoCard;
  if (s.actions() == 0) {
    for (CardId c : hand)
      if (s.is(c, kAction) && (best == kNoCard || card_worth(s, c) > card_worth(s, best))) best = c;
  }
  if (best == kNoCard) {
    const int money = hand_money(s, d.player);
    static const int kTiers[] = {11, 8, 6, 5, 4, 3, 2, 0};
    int tier = 0;
    for (int t : kTiers)
      if (money >= t) {
        tier = t;
        break;
      }
    const int spare = money - tier;
    for (CardId c : hand)
      if (s.is(c, kTreasure) && s.def(c).coin <= spare &&
          (best == kNoCard || s.def(c).coin > s.def(best).coin))
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
void spy_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  const int w = card_worth(s, d.card);
  if (d.target == d.player)
    out.option = w <= param(st, "spy.discard_own_worth") ? 1 : 0;
  else
    out.option = w >= param(st, "spy.discard_opp_worth") ? 1 : 0;
}

// --------------------------------------------------------------- Thief

void thief_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards)
    choose_by_worth(s, d, 1, false, out);  // the opponent's best Treasure
  else if (d.kind == DecisionKind::kYesNo)
    out.option = s.cost(d.card) >= param(st, "thief.gain_min_cost") ? 1 : 0;
}

}  // namespace

void add_base_ai_2(AiTable& t, std::vector<PlayParam>& params) {
  t["Moneylender"] = CardAi{moneylender_decide, -1, moneylender_worth};
  t["Throne Room"] = CardAi{throne_room_decide, 85, throne_room_worth};
  t["Mine"] = CardAi{mine_decide, -1, mine_worth};
  t["Poacher"] = CardAi{poacher_decide, 66, poacher_worth};
  t["Bandit"] = CardAi{bandit_decide, -1, nullptr};
  t["Library"] = CardAi{library_decide, 21, nullptr};
  t["Sentry"] = CardAi{sentry_decide, 75, nullptr};
  t["Artisan"] = CardAi{artisan_decide, -1, nullptr};
  t["Spy"] = CardAi{spy_decide, 68, nullptr};
  t["Thief"] = CardAi{thief_decide, -1, nullptr};
  // Adventurer and Feast ask nothing but a gain, which the buy rules answer.

  params.push_back(PlayParam{"moneylender.min_coppers", 0, 0, 7,
                             "Moneylender trashes a Copper only while more Coppers than this "
                             "are owned (2E may decline; 1E is not played otherwise)"});
  params.push_back(PlayParam{"mine.silver_first", 1, 0, 1,
                             ">= 0.5: on equal $ gained, Mine upgrades the dearer Treasure "
                             "(Silver to Gold) rather than the cheaper (Copper to Silver)"});
  params.push_back(PlayParam{"sentry.trash_copper_money", 7, 0, 20,
                             "Sentry trashes a Copper only if the Treasures owned still make "
                             "at least this much $ afterwards"});
  params.push_back(PlayParam{"sentry.trash_estate_provinces", 4, 0, 12,
                             "Sentry trashes Estates while more Provinces than this are left"});
  params.push_back(PlayParam{"sentry.discard_worth", 0, -20, 10,
                             "Sentry discards untrashed cards whose card_worth is at most this "
                             "(0: Copper, Victory cards and Curses)"});
  params.push_back(PlayParam{"spy.discard_own_worth", 0, -20, 20,
                             "Spy discards its player's own card when its card_worth is at most "
                             "this"});
  params.push_back(PlayParam{"spy.discard_opp_worth", 1, -20, 30,
                             "Spy discards an opponent's card when its card_worth is at least "
                             "this"});
  params.push_back(PlayParam{"thief.gain_min_cost", 3, 0, 9,
                             "Thief gains a trashed Treasure costing at least this"});
}

}  // namespace kl

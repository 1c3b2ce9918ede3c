#include "evolution/card_rules.h"

#include <algorithm>

namespace kl {

int card_worth(const State& s, CardId c) {
  if (s.is(c, kCurseType)) return -20;
  if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure)) return -10 + s.cost(c) / 4;
  if (c == kCopper) return 0;
  return 2 * s.cost(c) + (s.is(c, kTreasure) ? s.def(c).coin : 0);
}

CardId fallback_gain(const State& s, const Decision& d) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : el) {
    int score = s.cost(c) * 4;
    if (s.is(c, kCurseType)) score = -500;
    else if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure)) score -= 100;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

namespace {

// Villages and cantrips first (they keep actions), then the most expensive terminal.
CardId pick_action(const State& s, const Decision& d) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : el) {
    const CardDef& def = s.def(c);
    int score = s.cost(c);
    if (def.plus_actions > 0) score += 100;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

// Chooses `count` cards from the eligible multiset, worst first (or best first).
void choose_by_worth(const State& s, const Decision& d, int count, bool worst_first, Choice& out) {
  CardList el;
  s.eligible(d, el);
  std::sort(el.begin(), el.end(), [&](CardId a, CardId b) {
    const int wa = card_worth(s, a), wb = card_worth(s, b);
    return worst_first ? wa < wb : wa > wb;
  });
  for (int i = 0; i < count && i < el.size(); ++i) out.add(el[i]);
}

}  // namespace

void answer_card_decision(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  (void)st;
  switch (d.kind) {
    case DecisionKind::kPlayAction: {
      const CardId c = pick_action(s, d);
      if (c != kNoCard) out.add(c);
      return;
    }
    case DecisionKind::kYesNo: out.option = d.reason == Reason::kRevealReaction ? 1 : 0; return;
    case DecisionKind::kChooseOption: out.option = 0; return;
    case DecisionKind::kChooseCards: {
      const bool worst = d.reason == Reason::kTrash || d.reason == Reason::kDiscard ||
                         d.reason == Reason::kTopdeck;
      choose_by_worth(s, d, d.min, worst, out);
      return;
    }
    default: return;
  }
}

}  // namespace kl

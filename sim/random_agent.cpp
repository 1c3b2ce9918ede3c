#include "sim/random_agent.h"

namespace kl {

void RandomAgent::choose(const State& s, const Decision& d, Choice& out) {
  out.n = 0;
  out.option = 0;
  CardList el;
  s.eligible(d, el);
  switch (d.kind) {
    case DecisionKind::kNameCard:
      if (!el.empty()) out.add(el[int(rng_.below(el.size()))]);
      break;
    case DecisionKind::kBuy: {
      // Now and then spend some Coffers first, and choose among what they make affordable.
      const int coffers = s.player(d.player).coffers;
      if (coffers > 0 && rng_.below(3) == 0) {
        out.option = 1 + int(rng_.below(uint32_t(coffers)));
        el.clear();
        for (int c = 0; c < s.num_kinds(); ++c)
          if (s.can_buy_spending(CardId(c), out.option)) el.push(CardId(c));
      }
      if (!el.empty() && rng_.below(8) != 0) out.add(el[int(rng_.below(el.size()))]);
      break;
    }
    case DecisionKind::kPlayAction:
    case DecisionKind::kPlayNight:
    case DecisionKind::kGain:
      // Mostly act: a random player that passes half the time barely ends games.
      if (!el.empty() && (d.min > 0 || rng_.below(8) != 0)) out.add(el[int(rng_.below(el.size()))]);
      break;
    case DecisionKind::kPlayTreasures:
      for (CardId c : el)
        if (rng_.below(8) != 0) out.add(c);
      break;
    case DecisionKind::kChooseCards: {
      const int hi = d.max < el.size() ? d.max : el.size();
      const int lo = d.min < hi ? d.min : hi;
      const int k = lo + int(rng_.below(uint32_t(hi - lo + 1)));
      for (int i = 0; i < k; ++i) {  // k distinct positions of the eligible multiset
        const int j = i + int(rng_.below(uint32_t(el.size() - i)));
        const CardId t = el[i];
        el[i] = el[j];
        el[j] = t;
        out.add(el[i]);
      }
      break;
    }
    case DecisionKind::kChooseOption:
      out.option = int(rng_.below(d.num_options));
      break;
    case DecisionKind::kYesNo:
      out.option = int(rng_.below(2));
      break;
  }
}

int RandomAgent::pick_on_shuffle(const State& s, int p, const CardId* cards, int n) {
  (void)s;
  (void)p;
  (void)cards;
  if (n == 0 || rng_.below(4) == 0) return -1;
  return int(rng_.below(uint32_t(n)));
}

}  // namespace kl

#include "evolution/player/card_ai.h"

#include <algorithm>

namespace kl {

namespace {
struct Tables {
  AiTable ai;
  std::vector<PlayParam> params;
  Tables() { add_base_ai(ai, params); }
};
const Tables& tables() {
  static const Tables t;
  return t;
}
}  // namespace

const AiTable& card_ai() { return tables().ai; }
const std::vector<PlayParam>& play_params() { return tables().params; }

const CardAi* find_card_ai(const CardDef& d) {
  const AiTable& t = card_ai();
  auto it = t.find(d.effect_name());  // a custom card plays like its based-on card
  return it == t.end() ? nullptr : &it->second;
}

double param(const Strategy& st, const char* name) {
  auto it = st.params.find(name);
  if (it != st.params.end()) return it->second;
  for (const PlayParam& p : play_params())
    if (p.name == name) return p.fallback;
  return 0;
}

int treasure_money(const State& s, int p) {
  int n = 0;
  for (int k = 0; k < s.num_kinds(); ++k) n += s.player(p).owned[k] * s.def(CardId(k)).coin;
  return n;
}

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
    if (s.is(c, kCurseType))
      score = -500;
    else if (s.is(c, kVictory) && !s.is(c, kAction | kTreasure))
      score -= 100;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

CardId pick_action(const State& s, const Decision& d, const Strategy& st, const CardAi* const* ai) {
  CardList el;
  s.eligible(d, el);
  CardId best = kNoCard;
  int best_score = -1000;
  for (CardId c : el) {
    const CardAi* a = ai[c];
    if (a && a->worth_playing && !a->worth_playing(s, d.player, c, st)) continue;
    int score;
    if (a && a->play_priority >= 0) {
      score = a->play_priority;
    } else {
      // Generic order: villages, then cantrips, then terminals by cost.
      const CardDef& def = s.def(c);
      score = def.plus_actions >= 2 ? 90 : def.plus_actions == 1 ? 70 : 20 + s.cost(c);
    }
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

void choose_by_worth(const State& s, const Decision& d, int count, bool worst_first, Choice& out) {
  CardList el;
  s.eligible(d, el);
  std::sort(el.begin(), el.end(), [&](CardId a, CardId b) {
    const int wa = card_worth(s, a), wb = card_worth(s, b);
    return worst_first ? wa < wb : wa > wb;
  });
  for (int i = 0; i < count && i < el.size(); ++i) out.add(el[i]);
}

void answer_card_decision(const State& s, const Decision& d, const Strategy& st, const CardAi* ai,
                          Choice& out) {
  if (ai && ai->decide) {
    ai->decide(s, d, st, out);
    return;
  }
  switch (d.kind) {
    case DecisionKind::kYesNo:
      out.option = d.reason == Reason::kRevealReaction ? 1 : 0;
      return;
    case DecisionKind::kChooseOption:
      out.option = 0;
      return;
    case DecisionKind::kChooseCards: {
      const bool worst = d.reason == Reason::kTrash || d.reason == Reason::kDiscard ||
                         d.reason == Reason::kTopdeck;
      choose_by_worth(s, d, d.min, worst, out);
      return;
    }
    default:
      return;
  }
}

}  // namespace kl

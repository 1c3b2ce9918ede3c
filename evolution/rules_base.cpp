// Heuristic decisions for the Base set's cards, part 1 (Cellar, Chapel, Moat, Harbinger, Merchant,
// Vassal, Bureaucrat, Militia, Remodel, Chancellor and play order). See docs/heuristics_base_1.md.
#include <algorithm>

#include "evolution/card_rules.h"

namespace kl {

namespace {

bool victory_only(const State& s, CardId c) {
  return s.is(c, kVictory) && !s.is(c, kAction | kTreasure);
}
bool junk(const State& s, CardId c) { return s.is(c, kCurseType) || victory_only(s, c); }

// $ a card makes when played, roughly: a Treasure's coin or an Action's +$.
int money_value(const State& s, CardId c) {
  const CardDef& d = s.def(c);
  if (s.is(c, kTreasure)) return d.coin;
  if (s.is(c, kAction)) return d.plus_coins;
  return 0;
}

// Total $ of the Treasures p owns.
int owned_money(const State& s, int p) {
  int n = 0;
  for (int k = 0; k < s.num_kinds(); ++k) n += s.player(p).owned[k] * s.def(CardId(k)).coin;
  return n;
}

// Adds up to `want` copies of c from `pool` (a multiset, consumed) to out, not past max.
void take(CardList& pool, CardId c, int want, int max, Choice& out) {
  for (int i = 0; i < want && out.n < max && pool.remove_one(c); ++i) out.add(c);
}

// ---------------------------------------------------------------- Chapel

// Chapel's picks from p's hand: Curses, Estates while enough Provinces are left, Coppers while
// the Treasure money kept stays at least chapel.keep_money. Never more than max.
void chapel_picks(const State& s, int p, const Strategy& st, int max, Choice& out) {
  CardList pool = s.player(p).hand;
  for (CardId c : s.player(p).hand)
    if (s.is(c, kCurseType)) take(pool, c, 1, max, out);
  if (s.pile(kProvince) > param(st, "chapel.estate_provinces"))
    take(pool, kEstate, kZoneCap, max, out);
  const int spare = owned_money(s, p) - int(param(st, "chapel.keep_money"));
  if (spare > 0) take(pool, kCopper, spare, max, out);
}

void chapel_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  chapel_picks(s, d.player, st, d.max, out);
}

bool chapel_worth(const State& s, int p, CardId, const Strategy& st) {
  Choice c;
  chapel_picks(s, p, st, 4, c);
  return c.n > 0;
}

// ---------------------------------------------------------------- Cellar

// Discards Curses and Victory-only cards; Action cards that cannot be played (more than the
// Actions left, with no +Actions card in hand), cheapest first; and Coppers when the cards to be
// drawn average at least cellar.copper_avg $ each.
void cellar_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
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
  if (double(money) / source.size() >= param(st, "cellar.copper_avg"))
    for (CardId c : pool)
      if (c == kCopper) out.add(c);
}

// ---------------------------------------------------------------- Harbinger

// Tops the best card of the discard pile if it is an Action or Treasure costing at least
// harbinger.min_cost; otherwise nothing.
void harbinger_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  Choice best;
  choose_by_worth(s, d, 1, false, best);
  if (best.n == 0) return;
  const CardId c = best.cards[0];
  if (!junk(s, c) && s.cost(c) >= param(st, "harbinger.min_cost")) out.add(c);
}

// ---------------------------------------------------------------- Vassal

// Plays the discarded Action unless that card's own rule says it is not worth playing now.
void vassal_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  bool yes = true;
  if (d.card != kNoCard) {
    const CardAi* ai = find_card_ai(s.def(d.card));
    if (ai && ai->worth_playing) yes = ai->worth_playing(s, d.player, d.card, st);
  }
  out.option = yes ? 1 : 0;
}

// ---------------------------------------------------------------- Moat

void moat_decide(const State&, const Decision& d, const Strategy&, Choice& out) {
  if (d.kind == DecisionKind::kYesNo) out.option = d.reason == Reason::kRevealReaction ? 1 : 0;
}

// ---------------------------------------------------------------- attack victims

// Militia victim: keeps the best 3. Worst first by card_worth, except that terminal Actions past
// the first count as dead (just above Victory cards) when the hand has no +Actions card.
void militia_decide(const State& s, const Decision& d, const Strategy&, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  CardList el;
  s.eligible(d, el);
  bool village = false;
  for (CardId c : el) village |= s.is(c, kAction) && s.def(c).plus_actions >= 1;
  int score[kZoneCap];
  int order[kZoneCap];
  bool terminal_seen = false;
  // Best terminal first, so the later ones are the dead ones.
  std::sort(el.begin(), el.end(),
            [&](CardId a, CardId b) { return card_worth(s, a) > card_worth(s, b); });
  for (int i = 0; i < el.size(); ++i) {
    const CardId c = el[i];
    score[i] = card_worth(s, c);
    order[i] = i;
    if (!village && s.is(c, kAction) && s.def(c).plus_actions == 0) {
      if (terminal_seen) score[i] = -5;
      terminal_seen = true;
    }
  }
  std::stable_sort(order, order + el.size(), [&](int a, int b) { return score[a] < score[b]; });
  for (int i = 0; i < d.min && i < el.size(); ++i) out.add(el[order[i]]);
}

// Bureaucrat victim: tops the least valuable Victory card (all are dead in hand anyway).
void bureaucrat_decide(const State& s, const Decision& d, const Strategy&, Choice& out) {
  if (d.kind == DecisionKind::kChooseCards) choose_by_worth(s, d, d.min, true, out);
}

// ---------------------------------------------------------------- Remodel

// The card Remodel should trash from p's hand, or kNoCard when nothing is worth remodelling:
// a Curse; a Gold (into a Province) once Provinces left <= remodel.gold_provinces; an Estate
// (into a $4) while Provinces left > remodel.estate_provinces; a Silver (into a Duchy) once
// Provinces left <= remodel.silver_provinces.
CardId remodel_pick(const State& s, int p, const Strategy& st) {
  const CardList& hand = s.player(p).hand;
  for (CardId c : hand)
    if (s.is(c, kCurseType)) return c;
  const int provinces = s.pile(kProvince);
  if (hand.find(kGold) >= 0 && provinces > 0 && provinces <= param(st, "remodel.gold_provinces"))
    return kGold;
  if (hand.find(kEstate) >= 0 && provinces > param(st, "remodel.estate_provinces")) return kEstate;
  if (hand.find(kSilver) >= 0 && s.pile(kDuchy) > 0 &&
      provinces <= param(st, "remodel.silver_provinces"))
    return kSilver;
  return kNoCard;
}

void remodel_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kChooseCards) return;
  const CardId c = remodel_pick(s, d.player, st);
  if (c != kNoCard && s.player(d.player).hand.find(c) >= 0) {
    out.add(c);
    return;
  }
  choose_by_worth(s, d, d.min, true, out);  // forced (e.g. played by Vassal): the worst card
}

bool remodel_worth(const State& s, int p, CardId, const Strategy& st) {
  return remodel_pick(s, p, st) != kNoCard;
}

// ---------------------------------------------------------------- Chancellor

// Puts the deck into the discard pile when the cards left in it are worse on average (by
// card_worth) than the whole deck that the next shuffle would make, by at least chancellor.margin.
void chancellor_decide(const State& s, const Decision& d, const Strategy& st, Choice& out) {
  if (d.kind != DecisionKind::kYesNo) return;
  const Player& me = s.player(d.player);
  if (me.deck.empty() || me.owned_total == 0) return;
  double deck = 0, all = 0;
  for (CardId c : me.deck) deck += card_worth(s, c);
  for (int k = 0; k < s.num_kinds(); ++k) all += double(me.owned[k]) * card_worth(s, CardId(k));
  deck /= me.deck.size();
  all /= me.owned_total;
  out.option = all - deck >= param(st, "chancellor.margin") ? 1 : 0;
}

}  // namespace

void add_base_ai(AiTable& t, std::vector<PlayParam>& params) {
  // Play order (higher first). Generic: +2 Actions 90, other +Actions 70, terminals 20 + cost.
  t["Village"] = CardAi{nullptr, 90, nullptr};
  t["Festival"] = CardAi{nullptr, 88, nullptr};            // after Village, which draws
  t["Harbinger"] = CardAi{harbinger_decide, 78, nullptr};  // its topdeck feeds later draws
  t["Laboratory"] = CardAi{nullptr, 76, nullptr};
  t["Merchant"] = CardAi{nullptr, 74, nullptr};
  t["Market"] = CardAi{nullptr, 72, nullptr};
  t["Cellar"] = CardAi{cellar_decide, 60, nullptr};  // after the draws, before the terminals
  t["Witch"] = CardAi{nullptr, 32, nullptr};
  t["Militia"] = CardAi{militia_decide, 28, nullptr};
  t["Council Room"] = CardAi{nullptr, 27, nullptr};
  t["Smithy"] = CardAi{nullptr, 26, nullptr};
  t["Bureaucrat"] = CardAi{bureaucrat_decide, 24, nullptr};
  t["Remodel"] = CardAi{remodel_decide, 25, remodel_worth};
  t["Chapel"] = CardAi{chapel_decide, 29, chapel_worth};
  t["Vassal"] = CardAi{vassal_decide, 23, nullptr};
  t["Moat"] = CardAi{moat_decide, 22, nullptr};
  t["Woodcutter"] = CardAi{nullptr, 23, nullptr};
  t["Chancellor"] = CardAi{chancellor_decide, 23, nullptr};
  t["Workshop"] = CardAi{nullptr, 23, nullptr};

  params.push_back({"chapel.keep_money", 5, 0, 15,
                    "Chapel trashes Coppers only while the Treasure $ kept stays at least this"});
  params.push_back({"chapel.estate_provinces", 4, 0, 12,
                    "Chapel trashes Estates while more Provinces than this are left"});
  params.push_back({"cellar.copper_avg", 1.3, 0.5, 3,
                    "Cellar discards Coppers when the cards to draw average at least this $"});
  params.push_back({"harbinger.min_cost", 3, 0, 8,
                    "Harbinger tops the best discarded Action/Treasure costing at least this"});
  params.push_back({"remodel.gold_provinces", 4, 0, 12,
                    "Remodel turns Gold into Province once Provinces left are at most this"});
  params.push_back({"remodel.estate_provinces", 4, 0, 12,
                    "Remodel turns Estate into a $4 card while more Provinces than this are left"});
  params.push_back({"remodel.silver_provinces", 2, 0, 12,
                    "Remodel turns Silver into Duchy once Provinces left are at most this"});
  params.push_back({"chancellor.margin", 0, -10, 10,
                    "Chancellor discards the deck when its average card worth is this much below "
                    "the whole deck's"});
}

}  // namespace kl

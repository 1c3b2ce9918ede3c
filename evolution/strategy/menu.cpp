#include "evolution/strategy/menu.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <utility>

namespace kl {

Strategy to_strategy(const Menu& m, std::string name, bool colony_game, const Registry& reg) {
  Strategy st;
  st.name = std::move(name);
  const CardDef* province = reg.basic(kProvince);
  const CardDef* colony = reg.basic(kColony);
  if (!province || (colony_game && !colony))
    throw std::invalid_argument("to_strategy: the registry lacks Province or Colony");
  // "card when V <= at": one rule per pile V is the minimum of.
  auto victory = [&](const CardDef* card, int at) {
    if (!card || at <= 0) return;
    if (at >= kMenuUnlimited) {
      st.rules.push_back(BuyRule{card, {}});
      return;
    }
    st.rules.push_back(BuyRule{card, {when(pile(province), Cmp::kLe, at)}});
    if (colony_game) st.rules.push_back(BuyRule{card, {when(pile(colony), Cmp::kLe, at)}});
  };
  if (colony_game) {
    victory(colony, m.colony_at);
    victory(province, m.province_at);
  } else {
    st.rules.push_back(BuyRule{province, {}});
  }
  victory(reg.basic(kDuchy), m.duchy_at);
  victory(reg.basic(kEstate), m.estate_at);
  std::map<const CardDef*, int> wanted;
  for (const MenuEntry& e : m.entries) {
    if (!e.card) throw std::invalid_argument("to_strategy: menu entry without a card");
    int& n = wanted[e.card];
    n = (n >= kMenuUnlimited || e.count >= kMenuUnlimited) ? kMenuUnlimited : n + e.count;
    if (n >= kMenuUnlimited)
      st.rules.push_back(BuyRule{e.card, {}});
    else
      st.rules.push_back(BuyRule{e.card, {when(owned(e.card), Cmp::kLt, n)}});
  }
  return st;
}

namespace {

// "quantity cmp constant" with a single operand on each side: the operand and the constant.
bool simple(const Condition& c, Quantity q, const Operand** op, double* value) {
  if (c.lhs.rpn.size() != 1 || c.rhs.rpn.size() != 1) return false;
  const Token& l = c.lhs.rpn[0];
  const Token& r = c.rhs.rpn[0];
  if (l.kind != Token::kOperand || r.kind != Token::kOperand) return false;
  if (l.operand.q != q || r.operand.q != Quantity::kNumber) return false;
  *op = &l.operand;
  *value = r.operand.value;
  return true;
}

// "left(pile) <= k" or "left(pile) < k": k as a menu threshold, or -1.
int threshold_of(const Condition& c, const char* pile_name) {
  const Operand* o;
  double v;
  if (!simple(c, Quantity::kPile, &o, &v) || !o->card || o->card->name != pile_name) return -1;
  const double at = c.cmp == Cmp::kLe ? v : c.cmp == Cmp::kLt ? v - 1 : -1;
  return at >= 0 ? int(std::min<double>(at, kMenuUnlimited)) : -1;
}

}  // namespace

Menu closest_menu(const Strategy& s) {
  Menu m;
  m.province_at = kMenuUnlimited;
  std::map<const CardDef*, int> total;  // copies the entries so far add up to
  for (size_t i = 0; i < s.rules.size(); ++i) {
    const BuyRule& r = s.rules[i];
    if (!r.card) continue;
    const std::string& name = r.card->name;
    const bool victory = name == "Duchy" || name == "Estate";
    if (name == "Province" || name == "Colony") {
      if (name == "Province")
        for (const Condition& c : r.conds)
          if (const int at = threshold_of(c, "Colony"); at >= 0) m.province_at = at;
      if (name == "Colony")
        for (const Condition& c : r.conds) {
          const int at = std::max(threshold_of(c, "Province"), threshold_of(c, "Colony"));
          if (at >= 0) m.colony_at = m.colony_at >= kMenuUnlimited ? at : std::max(m.colony_at, at);
        }
      continue;
    }
    if (victory && r.conds.empty() && m.entries.empty()) {
      // Before every entry: what to_strategy writes for a threshold of 99 ("always").
      (name == "Duchy" ? m.duchy_at : m.estate_at) = kMenuUnlimited;
      continue;
    }
    if (victory && !r.conds.empty()) {
      int at = -1;
      bool only = true;
      for (const Condition& c : r.conds) {
        const int k = std::max(threshold_of(c, "Province"), threshold_of(c, "Colony"));
        if (k < 0) only = false;
        at = std::max(at, k);
      }
      if (only) {
        int& t = name == "Duchy" ? m.duchy_at : m.estate_at;
        t = std::max(t, at);
        continue;
      }
    }
    int limit = -1;  // from "count(card) < N"
    bool other = false;
    // From "count(Y) >= k" with Y bought by a later rule: Y×k goes first ("Harem if count(Gold)
    // >= 2", then "Gold": Gold×2 Harem Gold).
    std::vector<MenuEntry> first;
    auto bought_later = [&](const CardDef* card) {
      for (size_t j = i + 1; j < s.rules.size(); ++j)
        if (s.rules[j].card == card) return true;
      return false;
    };
    for (const Condition& c : r.conds) {
      const Operand* o;
      double v;
      if (simple(c, Quantity::kOwned, &o, &v) && o->card == r.card &&
          (c.cmp == Cmp::kLt || c.cmp == Cmp::kLe)) {
        limit = int(std::clamp(c.cmp == Cmp::kLt ? v : v + 1, 0.0, double(kMenuUnlimited)));
      } else if (simple(c, Quantity::kOwned, &o, &v) && o->card && o->card != r.card &&
                 (c.cmp == Cmp::kGe || c.cmp == Cmp::kGt) && bought_later(o->card)) {
        first.push_back(MenuEntry{
            o->card, int(std::clamp(c.cmp == Cmp::kGe ? v : v + 1, 0.0, kMenuUnlimited - 1.0))});
      } else {
        other = true;
      }
    }
    if (other && limit < 0) {
      bool later = false;
      for (size_t j = i + 1; j < s.rules.size(); ++j) later |= s.rules[j].card == r.card;
      if (later) continue;
    }
    int& t = total[r.card];
    if (t >= kMenuUnlimited) continue;
    int count = kMenuUnlimited;
    if (limit >= 0 && limit < kMenuUnlimited) {
      count = limit - t;
      if (count <= 0) continue;
    }
    t = count >= kMenuUnlimited ? kMenuUnlimited : t + count;
    for (const MenuEntry& e : first) {
      int& have = total[e.card];
      if (have >= e.count) continue;
      m.entries.push_back(MenuEntry{e.card, e.count - have});
      have = e.count;
    }
    m.entries.push_back(MenuEntry{r.card, count});
  }
  return m;
}

}  // namespace kl

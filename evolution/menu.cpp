#include "evolution/menu.h"

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
    st.rules.push_back(BuyRule{colony, {}});
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

}  // namespace kl

// Decision builders shared by the sets' rules, beside decision_for (sim/state.h).
#pragma once

#include "sim/state.h"

namespace kl {

// A kChooseCards decision of event e's player over listed candidates (revealed cards in the aside
// zone of the player who owns them, or kinds of card that qualify): at most 8, min..max of them.
inline Decision ask_aside(const Event& e, Reason reason, const CardId* cards, int n, int min,
                          int max) {
  Decision d = decision_for(e, DecisionKind::kChooseCards, reason);
  d.from = Zone::kAside;
  for (int i = 0; i < n && i < 8; ++i) d.cards[d.num_cards++] = cards[i];
  d.min = uint8_t(min);
  d.max = uint8_t(max);
  return d;
}

// A kGain decision of event e's player for one card of the given type, whatever it costs in $,
// Potions or Debt (Hero's Treasure, Squire's Attack: Philosopher's Stone and Fortune qualify).
inline Decision ask_gain_of_type(const Event& e, Types type) {
  Decision d = decision_for(e, DecisionKind::kGain, Reason::kGain);
  d.min = d.max = 1;
  d.cost_max = 255;
  d.potion_ok = true;
  d.debt_max = 255;
  d.type_mask = type;
  return d;
}

}  // namespace kl

// The one way a set's rules file starts a card's definition.
#pragma once

#include "sim/card_def.h"

namespace kl {

// A Kingdom card of `set` (its name as `kingdomlab cards --set` shows it), in edition `ed`, with
// its $ cost and types; the caller adds the rest (bonuses, hooks; `kingdom = false` and `pile` for
// the cards of a non-Supply pile).
inline CardDef set_card(const char* set, const char* name, EffectId effect, Edition ed, int cost,
                        Types types) {
  CardDef d;
  d.name = name;
  d.effect = effect;
  d.set = set;
  d.edition = ed;
  d.cost = uint8_t(cost);
  d.types = types;
  d.kingdom = true;
  return d;
}

}  // namespace kl

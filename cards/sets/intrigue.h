// Effect ids of the Intrigue set (1st and 2nd edition): the program-wide key of each card's rules
// text (see cards/sets/base.h). Intrigue owns ids 200-299.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum IntrigueEffect : EffectId {
  kIntrigueFirst = 200,
};

}  // namespace kl::fx

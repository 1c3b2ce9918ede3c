// Effect ids of the Seaside set (1st and 2nd edition): the program-wide key of each card's rules
// text (see cards/sets/base.h). Seaside owns ids 300-399.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum SeasideEffect : EffectId {
  kSeasideFirst = 300,
};

}  // namespace kl::fx

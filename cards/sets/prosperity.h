// Effect ids of the Prosperity set (1st and 2nd edition): the program-wide key of each card's rules
// text (see cards/sets/base.h). Prosperity owns ids 400-499.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum ProsperityEffect : EffectId {
  kProsperityFirst = 400,
};

}  // namespace kl::fx

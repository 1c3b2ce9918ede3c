// Effect ids of the Alchemy set (one edition): the program-wide key of each card's rules text
// (see cards/sets/base.h). Alchemy owns ids 500-599.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum AlchemyEffect : EffectId {
  kAlchemyFirst = 500,
  kTransmute = kAlchemyFirst,
  kVineyard,
  kHerbalist,
  kApothecary,
  kScryingPool,
  kUniversity,
  kAlchemist,
  kFamiliar,
  kPhilosophersStone,
  kGolem,
  kApprentice,
  kPossession,
};

}  // namespace kl::fx

// Effect ids of the Guilds set (1st and 2nd edition, the 2nd in the Cornucopia & Guilds box): the
// program-wide key of each card's rules text (see cards/sets/base.h). Guilds owns ids 900-999.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum GuildsEffect : EffectId {
  kGuildsFirst = 900,
  kCandlestickMaker = kGuildsFirst,
  kStonemason,
  kDoctor,
  kMasterpiece,
  kAdvisor,
  kPlaza,
  kTaxman,
  kHerald,
  kBaker,
  kButcher,
  kJourneyman,
  kMerchantGuild,
  kSoothsayer,
  kFarrier,
  kInfirmary,
  kFootpad,
};

}  // namespace kl::fx

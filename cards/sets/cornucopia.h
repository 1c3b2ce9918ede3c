// Effect ids of the Cornucopia set (1st and 2nd edition, the 2nd in the Cornucopia & Guilds box)
// with its Prizes (1st edition, Tournament) and Rewards (2nd edition, Joust): the program-wide
// key of each card's rules text (see cards/sets/base.h). Cornucopia owns ids 600-699.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum CornucopiaEffect : EffectId {
  kCornucopiaFirst = 600,
  kHamlet = kCornucopiaFirst,
  kFortuneTeller,
  kMenagerie,
  kShop,
  kFarmingVillage,
  kFarmhands,
  kHorseTraders,
  kRemake,
  kTournament,
  kYoungWitch,
  kCarnival,
  kFerryman,
  kHarvest,
  kHornOfPlenty,
  kHuntingParty,
  kJester,
  kJoust,
  kFairgrounds,
  // Prizes (1E).
  kBagOfGold,
  kDiadem,
  kFollowers,
  kPrincess,
  kTrustySteed,
  // Rewards (2E).
  kCoronet,
  kCourser,
  kDemesne,
  kHousecarl,
  kHugeTurnip,
  kRenown,
};

}  // namespace kl::fx

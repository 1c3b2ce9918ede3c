// Effect ids of the Seaside set (1st and 2nd edition): the program-wide key of each card's rules
// text (see cards/sets/base.h). Seaside owns ids 300-399.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum SeasideEffect : EffectId {
  kSeasideFirst = 300,
  // Both editions.
  kHaven = kSeasideFirst,
  kLighthouse,
  kNativeVillage,
  kFishingVillage,
  kLookout,
  kSmugglers,
  kWarehouse,
  kCaravan,
  kCutpurse,
  kIsland,
  kSalvager,
  kTreasureMap,
  kBazaar,
  kMerchantShip,
  kOutpost,
  kTactician,
  kTreasury,
  kWharf,
  // 1st edition only.
  kEmbargo,
  kPearlDiver,
  kAmbassador,
  kNavigator,
  kPirateShip,
  kSeaHag,
  kExplorer,
  kGhostShip,
  // 2nd edition only.
  kAstrolabe,
  kMonkey,
  kSeaChart,
  kBlockade,
  kSailor,
  kTidePools,
  kCorsair,
  kPirate,
  kSeaWitch,
};

// The options of Seaside's modal cards (kChooseOption, Reason::kMode).
constexpr int kNativeVillagePut = 0;   // the top card of the deck onto the Native Village mat
constexpr int kNativeVillageTake = 1;  // every card of the mat into the hand
constexpr int kPirateShipRaid = 0;     // the attack
constexpr int kPirateShipCash = 1;     // +$1 per coin token on the Pirate Ship mat

}  // namespace kl::fx

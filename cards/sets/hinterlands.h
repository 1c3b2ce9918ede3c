// Effect ids of the Hinterlands set (1st and 2nd edition): the program-wide key of each card's
// rules text (see cards/sets/base.h). Hinterlands owns ids 700-799. Both editions of a card share
// an id. Also the meaning of the options its cards ask (kChooseOption).
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum HinterlandsEffect : EffectId {
  kHinterlandsFirst = 700,
  kCrossroads = kHinterlandsFirst,
  kDuchess,
  kFoolsGold,
  kDevelop,
  kOasis,
  kOracle,
  kScheme,
  kTunnel,
  kJackOfAllTrades,
  kNobleBrigand,
  kNomadCamp,
  kSilkRoad,
  kSpiceMerchant,
  kTrader,
  kCache,
  kCartographer,
  kEmbassy,
  kHaggler,
  kHighway,
  kIllGottenGains,
  kInn,
  kMandarin,
  kMargrave,
  kStables,
  kBorderVillage,
  kFarmland,
  kGuardDog,
  kNomads,
  kTrail,
  kWeaver,
  kBerserker,
  kCauldron,
  kSouk,
  kWheelwright,
  kWitchsHut,
};

}  // namespace kl::fx

namespace kl {

// Spice Merchant's choice (kChooseOption, Reason::kMode) after trashing a Treasure.
enum SpiceMerchantOption { kSpiceCards = 0, kSpiceCoins = 1 };
// Develop's order (kChooseOption, Reason::kMode): which card is gained first (the other ends on
// top of the deck).
enum DevelopOption { kDevelopDearerFirst = 0, kDevelopCheaperFirst = 1 };
// Weaver's choice (kChooseOption, Reason::kMode).
enum WeaverOption { kWeaverSilvers = 0, kWeaverGain = 1 };

}  // namespace kl

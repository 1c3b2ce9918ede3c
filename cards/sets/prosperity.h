// Effect ids of the Prosperity set (1st and 2nd edition): the program-wide key of each card's rules
// text (see cards/sets/base.h). Prosperity owns ids 400-499. Both editions of a card share an id.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum ProsperityEffect : EffectId {
  kProsperityFirst = 400,
  kHoard = kProsperityFirst,
  kLoan,
  kGrandMarket,
  kQuarry,
  kTradeRoute,
  kExpand,
  kVenture,
  kPeddler,
  kMountebank,
  kBank,
  kWorkersVillage,
  kWatchtower,
  kTalisman,
  kGoons,
  kBishop,
  kKingsCourt,
  kRoyalSeal,
  kMonument,
  kMint,
  kCountingHouse,
  kCity,
  kRabble,
  kVault,
  kContraband,
  kForge,
  kAnvil,
  kClerk,
  kInvestment,
  kTiara,
  kCharlatan,
  kCollection,
  kCrystalBall,
  kMagnate,
  kWarChest,
};

}  // namespace kl::fx

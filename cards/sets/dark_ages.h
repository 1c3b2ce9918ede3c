// Effect ids of the Dark Ages set: the program-wide key of each card's rules text (see
// cards/sets/base.h). Dark Ages owns ids 1000-1199.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum DarkAgesEffect : EffectId {
  kDarkAgesFirst = 1000,
  kPoorHouse = kDarkAgesFirst,
  kBeggar,
  kSquire,
  kVagrant,
  kForager,
  kHermit,
  kMarketSquare,
  kSage,
  kStoreroom,
  kUrchin,
  kArmory,
  kDeathCart,
  kFeodum,
  kFortress,
  kIronmonger,
  kMarauder,
  kProcession,
  kRats,
  kScavenger,
  kWanderingMinstrel,
  kBandOfMisfits,
  kBanditCamp,
  kCatacombs,
  kCount,
  kCounterfeit,
  kCultist,
  kGraverobber,
  kJunkDealer,
  kKnights,
  kMystic,
  kPillage,
  kRebuild,
  kRogue,
  kAltar,
  kHuntingGrounds,
  // The Knights.
  kDameAnna,
  kDameJosephine,
  kDameMolly,
  kDameNatalie,
  kDameSylvia,
  kSirBailey,
  kSirDestry,
  kSirMartin,
  kSirMichael,
  kSirVander,
  // Non-Supply cards.
  kMadman,
  kMercenary,
  kSpoils,
  // Shelters.
  kHovel,
  kNecropolis,
  kOvergrownEstate,
  // Ruins (the pile's name, then its five cards).
  kRuinsPile,
  kAbandonedMine,
  kRuinedLibrary,
  kRuinedMarket,
  kRuinedVillage,
  kSurvivors,
};

}  // namespace kl::fx

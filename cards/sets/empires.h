// Effect ids of the Empires set's Kingdom piles: the program-wide key of each card's rules text
// (see cards/sets/base.h). Empires owns ids 1600-1899: the cards 1600-1799 (this file), the
// Events and Landmarks 1800-1899 (cards/sets/empires_landscapes.h).
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum EmpiresEffect : EffectId {
  kEmpiresFirst = 1600,
  kEngineer = kEmpiresFirst,
  kCityQuarter,
  kOverlord,
  kRoyalBlacksmith,
  kEncampment,
  kPlunder,
  kPatrician,
  kEmporium,
  kSettlers,
  kBustlingVillage,
  kCastles,  // the card that names the Castles pile
  kHumbleCastle,
  kCrumblingCastle,
  kSmallCastle,
  kHauntedCastle,
  kOpulentCastle,
  kSprawlingCastle,
  kGrandCastle,
  kKingsCastle,
  kCatapult,
  kRocks,
  kChariotRace,
  kEnchantress,
  kFarmersMarket,
  kGladiator,
  kFortune,
  kSacrifice,
  kTemple,
  kVilla,
  kArchive,
  kCapital,
  kCharm,
  kCrown,
  kForum,
  kGroundskeeper,
  kLegionary,
  kWildHunt,
  kEmpiresCardsEnd,
};

// Charm's modes (kChooseOption, Reason::kMode).
constexpr int kCharmCoins = 0, kCharmGain = 1;
// Wild Hunt's modes (kChooseOption, Reason::kMode).
constexpr int kWildHuntDraw = 0, kWildHuntEstate = 1;
// Sprawling Castle's gain (kChooseOption, Reason::kGain): a Duchy or 3 Estates.
constexpr int kSprawlingDuchy = 0, kSprawlingEstates = 1;

}  // namespace kl::fx

// Effect ids of Empires' Events and Landmarks: the program-wide key of each one's rules text (see
// cards/sets/base.h). They own ids 1800-1899 (the Empires kingdom cards own 1600-1799).
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum EmpiresLandscapeEffect : EffectId {
  // Events.
  kTriumph = 1800,
  kAnnex,
  kDonate,
  kAdvance,
  kDelve,
  kTax,
  kBanquet,
  kRitual,
  kSaltTheEarth,
  kWedding,
  kWindfall,
  kConquest,
  kDominate,
  // Landmarks.
  kAqueduct = 1850,
  kArena,
  kBanditFort,
  kBasilica,
  kBaths,
  kBattlefield,
  kColonnade,
  kDefiledShrine,
  kFountain,
  kKeep,
  kLabyrinth,
  kMountainPass,
  kMuseum,
  kObelisk,
  kOrchard,
  kPalace,
  kTomb,
  kTower,
  kTriumphalArch,
  kWall,
  kWolfDen,
};

// Mountain Pass's bid (kChooseOption, Reason::kMode, card = Mountain Pass): option 0 passes,
// option k bids k Debt more than the high bid so far, which is kMountainPassMaxBid + 1 -
// num_options.
constexpr int kMountainPassMaxBid = 40;

}  // namespace kl::fx

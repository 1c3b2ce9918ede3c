// Effect ids of the Base set (1st and 2nd edition): the program-wide key of each card's rules
// text. The card's AI (evolution/player/ai/base.cpp) and tests (tests/cards/test_base.cpp) find
// the card by it; both editions of a card share one id. Base owns ids 100-199.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum BaseEffect : EffectId {
  kCellar = 100,
  kChapel,
  kMoat,
  kChancellor,
  kHarbinger,
  kMerchant,
  kVassal,
  kVillage,
  kWoodcutter,
  kWorkshop,
  kBureaucrat,
  kGardens,
  kMilitia,
  kMoneylender,
  kPoacher,
  kRemodel,
  kSmithy,
  kThroneRoom,
  kBandit,
  kCouncilRoom,
  kFestival,
  kLaboratory,
  kLibrary,
  kMarket,
  kMine,
  kSentry,
  kWitch,
  kArtisan,
  kAdventurer,
  kFeast,
  kSpy,
  kThief,
};

}  // namespace kl::fx

// Effect ids of the Adventures set: the program-wide key of each card's and Event's rules text
// (see cards/sets/base.h). Adventures owns ids 1400-1599.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum AdventuresEffect : EffectId {
  kAdventuresFirst = 1400,
  kCoinOfTheRealm = kAdventuresFirst,
  kPage,
  kPeasant,
  kRatcatcher,
  kRaze,
  kAmulet,
  kCaravanGuard,
  kDungeon,
  kGear,
  kGuide,
  kDuplicate,
  kMagpie,
  kMessenger,
  kMiser,
  kPort,
  kRanger,
  kTransmogrify,
  kArtificer,
  kBridgeTroll,
  kDistantLands,
  kGiant,
  kHauntedWoods,
  kLostCity,
  kRelic,
  kRoyalCarriage,
  kStoryteller,
  kSwampHag,
  kTreasureTrove,
  kWineMerchant,
  kHireling,
  // Travellers (non-Supply).
  kTreasureHunter = 1440,
  kWarrior,
  kHero,
  kChampion,
  kSoldier,
  kFugitive,
  kDisciple,
  kTeacher,
  // Events.
  kAlms = 1500,
  kBorrow,
  kQuest,
  kSave,
  kScoutingParty,
  kTravellingFair,
  kBonfire,
  kExpedition,
  kFerry,
  kPlan,
  kMission,
  kPilgrimage,
  kBall,
  kRaid,
  kSeaway,
  kTrade,
  kLostArts,
  kTraining,
  kInheritance,
  kPathfinding,
};

// Amulet's modes (kChooseOption, Reason::kMode), now and at the start of the next turn.
constexpr int kAmuletCoin = 0, kAmuletTrash = 1, kAmuletSilver = 2;
// Miser's modes (kChooseOption, Reason::kMode).
constexpr int kMiserCopperToMat = 0, kMiserCoins = 1;
// Quest's modes (kChooseOption, Reason::kMode): discard an Attack, two Curses or six cards.
constexpr int kQuestAttack = 0, kQuestCurses = 1, kQuestSix = 2, kQuestNothing = 3;
// Teacher's token choice (kChooseOption, Reason::kMode).
constexpr int kTeacherCard = 0, kTeacherAction = 1, kTeacherBuy = 2, kTeacherCoin = 3;

}  // namespace kl::fx

// Effect ids of the Intrigue set (1st and 2nd edition): the program-wide key of each card's rules
// text (see cards/sets/base.h). Intrigue owns ids 200-299. Also the meaning of the options its
// cards ask for (kChooseOption), shared by the rules, the AI and the tests.
#pragma once

#include <bit>

#include "sim/card_def.h"

namespace kl::fx {

enum IntrigueEffect : EffectId {
  kIntrigueFirst = 200,
  kCourtyard = kIntrigueFirst,
  kLurker,
  kPawn,
  kSecretChamber,
  kGreatHall,
  kMasquerade,
  kShantyTown,
  kSteward,
  kSwindler,
  kWishingWell,
  kBaron,
  kBridge,
  kConspirator,
  kCoppersmith,
  kDiplomat,
  kIronworks,
  kMill,
  kMiningVillage,
  kScout,
  kSecretPassage,
  kCourtier,
  kDuke,
  kMinion,
  kPatrol,
  kReplace,
  kSaboteur,
  kTorturer,
  kTradingPost,
  kTribute,
  kUpgrade,
  kHarem,
  kNobles,
};

}  // namespace kl::fx

namespace kl::intrigue {

// Options of the kChooseOption decisions (Reason::kMode), by card.
enum StewardOption { kStewardCards = 0, kStewardCoins = 1, kStewardTrash = 2 };
enum MinionOption { kMinionCoins = 0, kMinionAttack = 1 };
enum NoblesOption { kNoblesCards = 0, kNoblesActions = 1 };
enum TorturerOption { kTorturerDiscard = 0, kTorturerCurse = 1 };  // the victim's choice
enum LurkerOption { kLurkerTrash = 0, kLurkerGain = 1 };

// Pawn and Courtier choose several different abilities out of four at once: the option is the
// index of a set of abilities (bit i = ability i) among all sets of that size, in increasing
// bit-mask order. Pawn (2 of 4): bit 0 +1 Card, 1 +1 Action, 2 +1 Buy, 3 +$1 (6 options).
// Courtier (one per type of the revealed card): bit 0 +1 Action, 1 +1 Buy, 2 +$3, 3 gain a Gold.
enum PawnBit { kPawnCard = 1, kPawnAction = 2, kPawnBuy = 4, kPawnCoin = 8 };
enum CourtierBit { kCourtierAction = 1, kCourtierBuy = 2, kCourtierCoins = 4, kCourtierGold = 8 };

// How many sets of `size` of the 4 abilities there are (the decision's num_options).
constexpr int num_subsets(int size) {
  int n = 0;
  for (int m = 0; m < 16; ++m) n += std::popcount(unsigned(m)) == size;
  return n;
}
// The set of abilities (bit mask) that option `index` stands for; 0 if out of range.
constexpr int subset_of(int size, int index) {
  for (int m = 0; m < 16; ++m)
    if (std::popcount(unsigned(m)) == size && index-- == 0) return m;
  return 0;
}
// The option that stands for the set `mask`; -1 if it is not a set of that size.
constexpr int option_of(int size, int mask) {
  int index = 0;
  for (int m = 0; m < 16; ++m) {
    if (std::popcount(unsigned(m)) != size) continue;
    if (m == mask) return index;
    ++index;
  }
  return -1;
}

}  // namespace kl::intrigue

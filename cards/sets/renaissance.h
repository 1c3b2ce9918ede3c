// Effect ids of the Renaissance set: the program-wide key of each card's, Project's and
// Artifact's rules text (see cards/sets/base.h). Renaissance owns ids 1200-1399.
#pragma once

#include "sim/card_def.h"

namespace kl::fx {

enum RenaissanceEffect : EffectId {
  kRenaissanceFirst = 1200,
  kBorderGuard = kRenaissanceFirst,
  kDucat,
  kLackeys,
  kActingTroupe,
  kCargoShip,
  kExperiment,
  kImprove,
  kFlagBearer,
  kHideout,
  kInventor,
  kMountainVillage,
  kPatron,
  kPriest,
  kResearch,
  kSilkMerchant,
  kOldWitch,
  kRecruiter,
  kScepter,
  kScholar,
  kSculptor,
  kSeer,
  kSpices,
  kSwashbuckler,
  kTreasurer,
  kVillain,
  // Artifacts.
  kFlag = 1260,
  kHorn,
  kKey,
  kLantern,
  kTreasureChest,
  // Projects.
  kCathedral = 1300,
  kCityGate,
  kPageant,
  kSewers,
  kStarChart,
  kExploration,
  kFair,
  kSilos,
  kSinisterPlot,
  kAcademy,
  kCapitalism,
  kFleet,
  kGuildhall,
  kPiazza,
  kRoadNetwork,
  kBarracks,
  kCropRotation,
  kInnovation,
  kCanal,
  kCitadel,
};

// Border Guard's choice when every revealed card was an Action (kChooseOption, Reason::kMode).
constexpr int kTakeLantern = 0, kTakeHorn = 1;
// Treasurer's modes (kChooseOption, Reason::kMode).
constexpr int kTreasurerTrash = 0, kTreasurerGain = 1, kTreasurerKey = 2;
// Scepter's modes (kChooseOption, Reason::kMode): +$2, or replay an Action.
constexpr int kScepterCoins = 0, kScepterReplay = 1;
// Sinister Plot (kChooseOption, Reason::kMode): add a token, or remove them for cards.
constexpr int kPlotAdd = 0, kPlotDraw = 1;

}  // namespace kl::fx

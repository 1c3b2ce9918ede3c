// The slots of the engine's mats and token counters (sim/state.h: State::to_mat, player_tokens,
// pile_tokens, game_tokens), one per card that uses them. The engine only counts; what a slot
// means is the card's business.
#pragma once

namespace kl {

// Player mats (kMaxMats).
enum MatSlot : int {
  kNativeVillageMat = 0,  // face down: only its owner knows what is there
  kIslandMat = 1,         // face up
  // Face down: Haven's (Gear's, Research's) set-aside cards until its owner's next turn, Save's
  // until the end of this turn.
  kHavenMat = 2,
  kBlockadeMat = 3,  // face up: the card each Blockade set aside, until its owner's next turn
  // Face up: cards set aside until their owner's next turn or this Clean-up: Horse Traders
  // (itself), Farmhands (the Action or Treasure it set aside), Joust (the Province).
  kSetAsideMat = 4,
  // Face up: Reserve cards (Adventures) put there when played, until they are called.
  kTavernMat = 5,
  // Face up: the card Inheritance set aside, for the rest of the game (owned, never played from).
  kInheritanceMat = 6,
};

// Per-player counters (kMaxPlayerTokens).
enum PlayerTokenSlot : int {
  kPirateShipCoins = 0,
  kMerchantGuildGains = 1,  // cards gained in this Buy phase while a Merchant Guild watches
  kSinisterPlotTokens = 2,  // the player's tokens on Sinister Plot
  kInnovationTurn = 3,      // the game turn (State::turn) Innovation last offered its play
};

// Per-Supply-pile counters (kMaxPileTokens).
enum PileTokenSlot : int {
  kEmbargoTokens = 0,
  kTradeRouteToken = 1,  // 1 on a Victory pile until the first card of it is gained
  kObeliskPile = 2,      // 1 on the Action Supply pile Obelisk chose at set-up
};

// Shared counters (kMaxGameTokens).
enum GameTokenSlot : int {
  kTradeRouteMat = 0,   // the coin tokens on the Trade Route mat
  kTaxmanTreasure = 1,  // the Treasure the Taxman resolving now trashed (its victims read it)
};

}  // namespace kl

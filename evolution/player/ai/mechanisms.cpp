// The heuristic player's rules for what belongs to no card: how many Coffers and Villagers a
// strategy keeps for later turns, and which Way to play an Action card by.
#include "evolution/player/card_ai.h"

namespace kl {

ParamId kCoffersKeep, kVillagersKeep, kStallTurns, kStallLate;

namespace {

// The plain worth of a card's or Way's vanilla bonuses, in rough $: a card drawn is worth about
// a Copper and a half, an Action a little less, a Buy a little.
int vanilla_worth(const CardDef& d) {
  return 3 * d.plus_cards + 2 * d.plus_actions + d.plus_buys + 2 * (d.plus_coins + d.coin);
}

}  // namespace

void choose_way(const State& s, const Decision& d, const PlayCtx& ctx, Choice& out) {
  out.option = 0;
  // A Way with an AI of its own decides (its decide() answers this decision when it wants it).
  for (int i = 0; i < d.num_cards; ++i) {
    const CardAi* ai = find_card_ai(s.def(d.cards[i]));
    if (ai && ai->decide) {
      Choice mine;
      ai->decide(s, d, ctx, mine);
      if (mine.option > 0) {
        out.option = mine.option;
        return;
      }
    }
  }
  if (worth_playing(s, d.player, d.card, ctx)) return;
  int best = vanilla_worth(s.def(d.card));
  for (int i = 0; i < d.num_cards; ++i) {
    const int w = vanilla_worth(s.def(d.cards[i]));
    if (w > best) {
      best = w;
      out.option = i + 1;
    }
  }
}

void add_mechanism_ai(AiBuilder& b) {
  kCoffersKeep = b.param(0, "coffers.keep", 0, 0, 10,
                         "Coffers the player keeps unspent for later turns (it spends the fewest "
                         "that let its buy rules take a better card)");
  kVillagersKeep = b.param(0, "villagers.keep", 0, 0, 10,
                           "Villagers the player keeps unspent for later turns (it spends one to "
                           "play an Action worth playing when no Action is left)");
  // Not a card's: training does not mutate it (a strategy may set it).
  kStallTurns = b.param(
      0, "stall.turns", 3, 1, 50,
      "The stall rule: after this many of the player's turns on which its $ could buy the top "
      "Victory card while nobody's score, the Victory piles and the empty piles stayed the same, "
      "it buys the most VP its $ allows instead of a card that is not a Victory card");
  kStallLate = b.param(
      0, "stall.late", 50, 1, 1000,
      "From this turn of the player's on, the stall rule counts every turn whose buy is not a "
      "Victory card, VP tokens are no longer progress, and a stalled player ahead on score that "
      "cannot buy a Victory card buys from the pile with the fewest cards left, to end the game");
}

}  // namespace kl

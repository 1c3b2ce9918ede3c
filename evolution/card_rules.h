// How the heuristic player answers everything but buying: which Action to play, and each card's
// own decisions (trash, discard, topdeck, reactions...). Documented per card in
// docs/heuristics.md; trade-offs read the strategy's play parameters.
#pragma once

#include "evolution/strategy.h"
#include "sim/decision.h"
#include "sim/state.h"

namespace kl {

// Answers d for its player (any kind except kBuy/kGain/kPlayTreasures).
void answer_card_decision(const State& s, const Decision& d, const Strategy& st, Choice& out);

// A card to gain when the buy rules name none: the most expensive eligible card that is not a
// Curse (a Victory card only if nothing else qualifies). kNoCard if nothing qualifies.
CardId fallback_gain(const State& s, const Decision& d);

// A rough worth of a card to its owner: Curse < Victory < Copper < cheap < expensive.
int card_worth(const State& s, CardId c);

}  // namespace kl

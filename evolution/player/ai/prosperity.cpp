// Heuristic decisions for the Prosperity set's cards. See docs/heuristics.md.
#include "cards/sets/prosperity.h"
#include "evolution/player/card_ai.h"

namespace kl {

void add_prosperity_ai(AiBuilder&) {}

}  // namespace kl

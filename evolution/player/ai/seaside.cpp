// Heuristic decisions for the Seaside set's cards. See docs/heuristics.md.
#include "cards/sets/seaside.h"
#include "evolution/player/card_ai.h"

namespace kl {

void add_seaside_ai(AiBuilder&) {}

}  // namespace kl

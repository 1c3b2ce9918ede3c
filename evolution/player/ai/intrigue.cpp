// Heuristic decisions for the Intrigue set's cards. See docs/heuristics.md.
#include "cards/sets/intrigue.h"
#include "evolution/player/card_ai.h"

namespace kl {

void add_intrigue_ai(AiBuilder&) {}

}  // namespace kl

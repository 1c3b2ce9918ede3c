// Heuristic decisions for the Base set's cards. See docs/heuristics.md.
#include "evolution/card_rules.h"

namespace kl {

void add_base_ai(AiTable& t, std::vector<PlayParam>& params) {
  (void)t;
  (void)params;
}

}  // namespace kl

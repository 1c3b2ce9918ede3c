// Base set, part 2 (to be filled in).
#include "cards/registry.h"

namespace kl {

void add_base_cards_2(Registry& r) { (void)r; }

}  // namespace kl

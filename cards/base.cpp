// Base set, part 1 (to be filled in).
#include "cards/registry.h"

namespace kl {

void add_base_cards(Registry& r) { (void)r; }

}  // namespace kl

// Seaside set (1st and 2nd edition). Not implemented yet: see the Seaside issue.
#include "cards/sets/seaside.h"

#include "cards/registry.h"

namespace kl {

void add_seaside_cards(Registry&) {}

}  // namespace kl

// Intrigue set (1st and 2nd edition). Not implemented yet: see the Intrigue issue.
#include "cards/sets/intrigue.h"

#include "cards/registry.h"

namespace kl {

void add_intrigue_cards(Registry&) {}

}  // namespace kl

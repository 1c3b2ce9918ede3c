// Prosperity set (1st and 2nd edition). Not implemented yet: see the Prosperity issue.
#include "cards/sets/prosperity.h"

#include "cards/registry.h"

namespace kl {

void add_prosperity_cards(Registry&) {}

}  // namespace kl

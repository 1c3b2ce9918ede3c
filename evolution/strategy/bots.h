// The built-in strategy library: named bots a user can pit against each other.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "evolution/strategy/strategy.h"

namespace kl {

// Every built-in bot, over the standard card registry.
const std::vector<Strategy>& bot_library();
// A bot by name (case-insensitive, spaces ignored), or nullptr.
const Strategy* find_bot(std::string_view name);
// The kingdom cards a strategy mentions (in its rules or conditions), in order of appearance.
std::vector<const CardDef*> kingdom_cards_of(const Strategy& s);
// The Events, Projects and other landscapes a strategy names, in order of appearance.
std::vector<const CardDef*> landscapes_of(const Strategy& s);
// Whether the strategy buys or tests Platinum or Colony (a game made for it uses them).
bool mentions_colony(const Strategy& s);

}  // namespace kl

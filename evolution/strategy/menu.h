// A menu: the compact strategy form evolution mutates (Provincial's form). A priority list of
// "own up to N copies of this card" entries, plus thresholds for the Victory cards, measured in
// Provinces left (with Colonies: V = the smaller of Provinces left and Colonies left).
// to_strategy() turns it into ordinary buy rules; evolution/strategy_text.h prints and parses it.
#pragma once

#include <string>
#include <vector>

#include "cards/registry.h"
#include "evolution/strategy/strategy.h"

namespace kl {

// A count of 99 means "unlimited"; a threshold of 99 means "always", 0 means "never".
constexpr int kMenuUnlimited = 99;

struct MenuEntry {
  const CardDef* card = nullptr;
  int count = kMenuUnlimited;  // own up to this many (cumulative over entries for one card)
  bool operator==(const MenuEntry&) const = default;
};

struct Menu {
  std::vector<MenuEntry> entries;    // priority order
  int province_at = kMenuUnlimited;  // Province when V <= this (Colony games only)
  // Colony when V <= this (Colony games only): when to start on Colonies (99: whenever affordable).
  int colony_at = kMenuUnlimited;
  int duchy_at = 0;   // Duchy when Provinces left (V) <= this
  int estate_at = 0;  // Estate when Provinces left (V) <= this
  bool operator==(const Menu&) const = default;
};

// The buy rules of a menu, in Provincial's order: [Colony, if colony_game], Province, Duchy,
// Estate, then the entries as "card if count(card) < N" with N cumulative per card (no condition
// when N >= 99). Without Colonies the Province is always bought and V = Provinces left. With
// Colonies "V <= k" is min(left(Province), left(Colony)) <= k, which the rule model has no min()
// for, so each such rule is emitted twice: once with left(Province) <= k, once with
// left(Colony) <= k (same card, so "first matching rule" gives exactly the min() behaviour).
// Thresholds <= 0 emit no rule; thresholds >= 99 emit an unconditional rule.
// Basic cards come from `reg`.
Strategy to_strategy(const Menu& m, std::string name, bool colony_game,
                     const Registry& reg = Registry::standard());

// The menu closest to a strategy's buy rules (evolution starts from the library's bots this
// way). Exact for the rules to_strategy() writes; otherwise, rule by rule in order:
// - Province and Colony rules are left out (a menu always buys them; with Colonies a Province
//   rule "if left(Colony) <= k" sets the Province threshold);
// - Duchy and Estate with only "left(Province) <= k" (or Colony, or "< k") conditions set the
//   threshold; without conditions and before every entry, the threshold is 99 (always);
// - any other rule becomes an entry: "count(card) < N" gives the copies it adds, no such
//   condition an unlimited entry;
// - "count(Y) >= k" (or "> k-1") on another card Y that a later rule buys puts Y×k (less the
//   copies earlier entries add) right before the entry: "Harem if count(Gold) >= 2" before "Gold"
//   gives `Gold×2 Harem Gold`, which plays exactly as the rules do;
// - conditions a menu cannot express are dropped, and a rule that has only such conditions is
//   dropped too when a later rule buys the same card (so "Gardens if cards >= 20" before
//   "Workshop" and "Gardens" does not buy Gardens first).
Menu closest_menu(const Strategy& s);

}  // namespace kl

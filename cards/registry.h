// The program-wide table of card definitions: every implemented card, looked up by name.
#pragma once

#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "sim/card_def.h"
#include "sim/state.h"

namespace kl {

class Registry {
 public:
  // Every implemented card (basic and kingdom sets).
  static const Registry& standard();

  // Adds a card; the returned pointer stays valid as long as the registry.
  const CardDef* add(CardDef d);

  // Case-insensitive lookup, ignoring spaces, dashes and apostrophes. Where a card exists in
  // both a 1st- and a 2nd-edition version, `edition` picks one (kBoth: the 2nd edition).
  const CardDef* find(std::string_view name, Edition edition = Edition::kBoth) const;
  // The known card name closest to `name` (for "did you mean" messages).
  std::string closest(std::string_view name) const;

  const std::deque<CardDef>& all() const { return cards_; }
  const CardDef* basic(Basic role) const { return basics_[role]; }
  // A game config for these kingdom cards with all basic roles filled in.
  GameConfig config(const std::vector<const CardDef*>& kingdom, int players) const;

 private:
  std::deque<CardDef> cards_;
  const CardDef* basics_[kFirstKingdom] = {};
};

// Lower-case with spaces, dashes and apostrophes removed: the form names are compared in.
std::string name_key(std::string_view name);

// Per-set definitions (one file each).
void add_basic_cards(Registry& r);
void add_base_cards(Registry& r);

}  // namespace kl

// The program-wide table of card definitions: every implemented card, looked up by name.
#pragma once

#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "sim/card_def.h"
#include "sim/state.h"

namespace kl {

// The set custom cards from a card file belong to unless the file says otherwise.
inline constexpr const char* kCustomSet = "Custom";

class Registry {
 public:
  Registry() = default;
  Registry(const Registry& other);
  Registry& operator=(const Registry& other);
  // Moving keeps the cards where they are: pointers into `other` now point into this registry.
  Registry(Registry&&) = default;
  Registry& operator=(Registry&&) = default;

  // The program's cards: program(), read-only. Every default Registry argument means this one.
  static const Registry& standard();
  // The program's registry: every implemented card, plus what a card file (kingdomlab --cards)
  // changed. Change it only at start-up, before anything reads it (a game, a strategy or kingdom
  // file, a bot lookup, a thread); afterwards it must stay as it is.
  static Registry& program();
  // Undoes every change to program(): the implemented cards get their fields back in place
  // (pointers to them stay valid); custom cards are removed (pointers to them dangle).
  static void reset_program();
  // A new registry of every implemented card, unchanged: a copy to change freely.
  static Registry built_in();

  // Adds a card; the returned pointer stays valid as long as the registry.
  const CardDef* add(CardDef d);
  // Every definition of this name (both editions' versions where they differ), for changing
  // them in place; empty if there is none. Same name matching as find().
  std::vector<CardDef*> find_all(std::string_view name);

  // Case-insensitive lookup, ignoring spaces, dashes and apostrophes. Where a card exists in
  // both a 1st- and a 2nd-edition version, `edition` picks one (kBoth: the 2nd edition).
  const CardDef* find(std::string_view name, Edition edition = Edition::kBoth) const;
  // The known card name closest to `name` (for "did you mean" messages).
  std::string closest(std::string_view name) const;
  // What follows 'unknown card "X"' in an error for a name this registry lacks: for a published
  // card ' (a Seaside card, not implemented yet)', else ' (did you mean "Y"?)' with the closest
  // name (or "" for an empty registry).
  std::string unknown_hint(std::string_view name) const;

  const std::deque<CardDef>& all() const { return cards_; }
  const CardDef* basic(Basic role) const { return basics_[role]; }
  // A game config for these kingdom cards and landscapes with all basic roles filled in: split
  // and mixed piles (CardDef::pile_cards), what the cards need (Spoils, Ruins...), Heirlooms in
  // the starting decks. Throws std::invalid_argument for a card naming an unknown one.
  GameConfig config(const std::vector<const CardDef*>& kingdom, int players,
                    const std::vector<const CardDef*>& landscapes = {}) const;

 private:
  std::deque<CardDef> cards_;
  const CardDef* basics_[kFirstKingdom] = {};
};

// Lower-case with spaces, dashes and apostrophes removed: the form names are compared in.
std::string name_key(std::string_view name);
// The set of the published card of this name ("Seaside" for "wharf"; names compared by
// name_key), from cards/card_list.tsv, which is built into the program; "" if there is none.
std::string published_set(std::string_view name);
// The published card's text in short ("+2 Cards. Each other player gains a Curse." for
// "witch"), from the same list; "" if there is none.
std::string published_text(std::string_view name);
// Every set of cards/card_list.tsv, in its order (Basic, Base, Intrigue, ...).
std::vector<std::string> published_sets();

// A card's cost as printed: "$4", "$3P" (a Potion), "$0+8D" (Debt), "8D", "$4+" (overpay).
std::string cost_text(const CardDef& d);

// Levenshtein distance between two strings (for "did you mean" suggestions).
size_t edit_distance(std::string_view a, std::string_view b);
// The same when it is at most `limit`, else limit + 1, in O(min length x limit) steps: how
// suggestions stay instant for a word of any length.
size_t edit_distance(std::string_view a, std::string_view b, size_t limit);
// How far a suggestion may be from what was written: about half of it, at most 8 edits.
size_t suggestion_limit(std::string_view written);

// User text quoted in a one-line error message: control characters and bytes that are not
// UTF-8 escaped (\xNN), cut after `max` characters with "..." and the full length in bytes
// ("aaaa... (1048576 bytes)"): the message stays one short line whatever the input.
std::string excerpt(std::string_view text, size_t max = 40);
// Whether `text` is valid UTF-8 (what JSON output and HTML reports need); where it stops being
// so (std::string_view::npos: nowhere).
bool is_utf8(std::string_view text);
size_t first_non_utf8(std::string_view text);

// Per-set definitions (one file each).
void add_basic_cards(Registry& r);
void add_base_cards(Registry& r);
void add_intrigue_cards(Registry& r);
void add_seaside_cards(Registry& r);
void add_prosperity_cards(Registry& r);
void add_hinterlands_cards(Registry& r);
void add_cornucopia_cards(Registry& r);
void add_guilds_cards(Registry& r);
void add_alchemy_cards(Registry& r);
void add_dark_ages_cards(Registry& r);
void add_renaissance_cards(Registry& r);
void add_adventures_cards(Registry& r);
void add_empires_cards(Registry& r);
// Empires' Events and Landmarks (cards/sets/empires_landscapes.cpp).
void add_empires_landscapes(Registry& r);

}  // namespace kl

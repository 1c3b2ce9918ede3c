// A kingdom: the Supply cards of a game and its setup options, as kept in a kingdom file (TOML)
// in kingdoms/. Presets ship inside the program; any file can be loaded by path.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "cards/registry.h"
#include "sim/state.h"

namespace kl {

// Yes, no, or decided per game by the official rule.
enum class Use : uint8_t { kNo, kYes, kAuto };

struct Kingdom {
  std::string name;
  std::vector<const CardDef*> cards;  // the Kingdom Supply cards (10)
  // Events, Projects, Landmarks, Ways, an Ally, Traits and a Prophecy used with them.
  std::vector<const CardDef*> landscapes;
  // The kingdom card whose pile each Trait sits on; a Trait not listed here is put on a random
  // Action or Treasure pile by the official rule, drawn from the run's seed (game_config).
  std::vector<std::pair<const CardDef*, const CardDef*>> traits;
  // The piles kingdom cards bring (CardDef::setup_pile): (the card, the pile's card). Young
  // Witch's Bane (`bane = "..."` in a file: an 11th Supply pile) and Ferryman's set-aside pile
  // (`ferryman = "..."`). One not listed is drawn by the official rule (game_config).
  std::vector<std::pair<const CardDef*, const CardDef*>> card_piles;
  Edition edition = Edition::kSecond;  // which version of a card that changed between editions
  Use colony = Use::kAuto;             // Platinum and Colony
  Use shelters = Use::kAuto;
  Opening opening = Opening::kRandom;
  int players = 2;
  bool operator==(const Kingdom&) const = default;
};

// A bad kingdom file or name: what() is one line, "file:line: message" ("file: message" when
// no line applies, e.g. a missing key or an unreadable file).
struct KingdomError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// Parses kingdom TOML text (format: kingdoms/README.md). Unknown cards suggest the closest name.
// `edition` picks the version of a card printed in both editions (Throne Room, Mine,
// Moneylender); a card printed in one edition only (Harbinger, Feast) is allowed in either.
Kingdom parse_kingdom(std::string_view text, std::string_view file_name,
                      const Registry& reg = Registry::standard());
// Reads a kingdom file: TOML, or a Provincial leaderboard file (parse_provincial_kingdom).
Kingdom load_kingdom(const std::string& path, const Registry& reg = Registry::standard());

// Whether `text` is one of Provincial's leaderboard files (a "Kingdom cards:" line; format:
// ../shared/reference/PROVINCIAL-NOTATION.md).
bool is_provincial_leaderboard(std::string_view text);
// The kingdom of a Provincial leaderboard: its ten cards ("Kingdom cards:\tchapel,...,witch@
// 34Split@NoProsperity": 1st-edition cards by lower-case name), the forced opening (25Split: 5/2,
// 34Split: 4/3) and Colony (Prosperity: yes, NoProsperity: no). Named after the file.
Kingdom parse_provincial_kingdom(std::string_view text, std::string_view file_name,
                                 const Registry& reg = Registry::standard());
// A preset's name (e.g. "first-game") or a file path: the preset if one has that name,
// otherwise the file.
Kingdom find_kingdom(const std::string& name_or_path, const Registry& reg = Registry::standard());
// The preset kingdoms shipped with the program, by name.
std::vector<std::string> preset_names();
// TOML text that parse_kingdom reads back to the same kingdom.
std::string print_kingdom(const Kingdom& k);

// Whether a game of this kingdom uses Platinum/Colony (and Shelters): kYes/kNo as given; kAuto
// by the official rule (in proportion to the Prosperity, resp. Dark Ages, cards), drawn from
// `seed` so that a run decides the same way every time.
bool uses_colony(const Kingdom& k, uint64_t seed);
bool uses_shelters(const Kingdom& k, uint64_t seed);
// The game configuration for this kingdom (basics, piles, landscapes, opening, players, colony
// and Shelters decided as above; the piles cards bring (the Bane...) that the kingdom does not
// list drawn from the implemented Kingdom cards of the right cost; Traits without a pile put on
// one, an Ally dealt when a Liaison is in the kingdom and none is listed, a Prophecy when an Omen
// is; all drawn from `seed`). Throws KingdomError if Shelters are required but not implemented.
GameConfig game_config(const Kingdom& k, uint64_t seed, const Registry& reg = Registry::standard());

// A random kingdom of 10 different cards from these sets (empty = every implemented set, but
// custom cards only when their set is named), for this edition (cards of the other edition
// only are left out). By the official rule, the sets' Events, Landmarks, Projects, Ways and
// Traits are shuffled in with the cards: those dealt before the 10th card are used, at most 2;
// an Ally comes with a Liaison, a Prophecy with an Omen.
Kingdom random_kingdom(const std::vector<std::string>& sets, uint64_t seed,
                       Edition edition = Edition::kSecond,
                       const Registry& reg = Registry::standard());

// "no", "yes", "auto"; "random", "4/3", "5/2": the words kingdom files use.
const char* use_text(Use u);
const char* opening_text(Opening o);

}  // namespace kl

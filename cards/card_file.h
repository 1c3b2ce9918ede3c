// Card files (TOML): change the fields of implemented cards ([override.NAME]) and add custom cards
// made of vanilla bonuses plus, optionally, an implemented card's effect ([card.NAME]). This is
// how a card designer tests a card without writing C++. Format: docs/card-design.md.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "cards/registry.h"

namespace kl {

// A bad card file: what() is one line, "file:line: message" ("file: message" when no line
// applies, e.g. an unreadable file).
struct CardFileError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// Applies a card file's text to reg: overrides change cards in place (pointers to them stay
// valid), custom cards are added (set "Custom", both editions, Kingdom cards). All or nothing:
// on error reg is unchanged. Throws CardFileError.
void apply_card_file(Registry& reg, std::string_view toml_text, std::string_view file_name);
// Reads a card file and applies it as above; CardFileError also when it cannot be read.
void load_card_file(Registry& reg, const std::string& path);

}  // namespace kl

// Reading TOML data files (kingdom files, card files): one-line errors "file:line: message".
#pragma once

#include <fmt/format.h>
#include <toml++/toml.h>

#include <string>

#include "cards/registry.h"

namespace kl {

// The errors of one file: every fail() throws Error with "file:line: message" (or "file:
// message" when no position applies).
template <class Error>
struct TomlSource {
  std::string file;

  [[noreturn]] void fail(const std::string& message) const {
    throw Error(fmt::format("{}: {}", file, message));
  }
  [[noreturn]] void fail(const toml::source_region& at, const std::string& message) const {
    throw Error(fmt::format("{}:{}: {}", file, at.begin.line, message));
  }
  [[noreturn]] void fail(const toml::node& at, const std::string& message) const {
    fail(at.source(), message);
  }
  [[noreturn]] void fail(const toml::key& at, const std::string& message) const {
    fail(at.source(), message);
  }
  // Invalid TOML: toml++'s description at its line, made one line of readable length (it quotes
  // what it saw, a newline or a long run of bytes included).
  [[noreturn]] void fail(const toml::parse_error& e) const {
    fail(e.source(), excerpt(e.description(), 300));
  }
};

// What a node holds, for messages: "a string", "an integer", ...
inline const char* toml_type_text(const toml::node& n) {
  switch (n.type()) {
    case toml::node_type::table:
      return "a table";
    case toml::node_type::array:
      return "an array";
    case toml::node_type::string:
      return "a string";
    case toml::node_type::integer:
      return "an integer";
    case toml::node_type::floating_point:
      return "a number";
    case toml::node_type::boolean:
      return "a boolean";
    case toml::node_type::date:
    case toml::node_type::time:
    case toml::node_type::date_time:
      return "a date/time";
    case toml::node_type::none:
      break;
  }
  return "nothing";
}

}  // namespace kl

// The HTML report of a card design experiment (kingdomlab design, docs/design.md): one
// self-contained page rendered from DIR/design.json, linking to each kingdom's own run report.
// Like every report it reads data only; it never plays games.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace kl {

// The page for this design data. Throws std::invalid_argument naming the first missing or
// mistyped key.
std::string render_design_report(const nlohmann::json& design);

// Reads DIR/design.json and writes DIR/index.html atomically (a .tmp file, then rename).
// Throws std::runtime_error when a file cannot be read or written, std::invalid_argument when
// design.json is not valid design data.
void write_design_report(const std::string& dir);

}  // namespace kl

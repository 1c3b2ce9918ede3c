// The HTML report of a training run: one self-contained page (inline CSS and SVG, no network, no
// external files) rendered from the run data (docs/run-data.md). Reports read run data; they
// never play games.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace kl {

// The page for this run data. Throws std::invalid_argument naming the first missing or mistyped
// key ("run.json: missing key \"kingdom.cards\"").
std::string render_report(const nlohmann::json& run);

// Reads RUN_DIR/run.json and writes RUN_DIR/index.html atomically (a .tmp file, then rename).
// Throws std::runtime_error when run.json cannot be read or index.html cannot be written, and
// std::invalid_argument when run.json is not valid run data; both name the file.
void write_report(const std::string& run_dir);

// A page of card tiles as the report draws them (its stylesheet and script), one per name, each
// with a ×2 badge and a ≤4 cap: for checking the tile layout in a browser.
std::string render_tile_sheet(const std::vector<std::string>& names);

// Where write_report writes: RUN_DIR/index.html.
std::string report_path(const std::string& run_dir);

}  // namespace kl

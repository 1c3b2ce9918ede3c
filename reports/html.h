// Small pieces the report is built from: escaping, number formats, colours, inline SVG charts.
#pragma once

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kl::report {

// Reads a JSON file. Throws std::runtime_error if it cannot be read, std::invalid_argument
// ("PATH: not valid JSON (...)") if it does not parse.
nlohmann::json read_json_file(const std::filesystem::path& path);
// Writes text to path atomically (PATH.tmp, then rename). Throws std::runtime_error on failure.
void write_file_atomic(const std::filesystem::path& path, const std::string& text);

// Text made safe for HTML element content and quoted attribute values.
std::string esc(std::string_view s);

// A typographic minus sign (U+2212) in place of a leading '-'.
std::string with_minus(const std::string& s);
// "+31.0%" / "−4.2%" (true minus sign) for a fraction; "0.0%" for zero.
std::string signed_pct(double x, int decimals = 1);
// "31%" for a fraction.
std::string pct(double x, int decimals = 0);
// "[27.0, 35.0]": an interval of fractions in percent.
std::string pct_range(double lo, double hi, int decimals = 1);
// "1,234,567".
std::string thousands(int64_t n);
// "42 s", "3 min 20 s", "2 h 05 min".
std::string duration(double seconds);
// A number with `decimals` decimals, trailing zeros kept.
std::string fixed(double x, int decimals);
// "A".."Z", "AA", "AB", ...: the label of the i-th final leader.
std::string letter(size_t i);

// The colour-blind-safe diverging fill for a margin in [-1, 1]: blue for positive, orange for
// negative, deeper with size. `ink` tells whether text on it should be light.
struct Fill {
  std::string background;
  bool light_ink = false;
};
Fill margin_fill(double margin);

// How a card name fits its tile (84 px wide, 12.5 px type): the largest font size from 12.5 down
// to 10.5 px that keeps every word whole on the lines the tile has, else 10.5 px on a wider tile.
// Widths are estimated with DejaVu Sans Bold's, a wide font, so narrower fonts fit too.
struct TileFit {
  double font_px = 12.5;
  int width_px = 84;
};
TileFit fit_tile_name(std::string_view name);

// One line of a line chart; x and y the points; lo/hi (same length) draw a band or whiskers.
struct Series {
  Series(std::string n, std::string c) : name(std::move(n)), colour(std::move(c)) {}
  std::string name;
  std::string colour;  // CSS colour
  std::vector<double> x, y, lo, hi;
  std::vector<std::string> tips;  // hover text per point (may be empty)
  bool band = false;              // lo/hi as a shaded band
  bool whiskers = false;          // lo/hi as error bars
  bool dashed = false;
  bool dots = true;
  bool bars = false;  // a bar per point from 0 (a histogram) instead of a line
};

struct Chart {
  int width = 560, height = 300;
  std::string x_label, y_label, css_class, aria;
  bool percent = false;   // y values are fractions shown in percent
  bool plus_sign = true;  // percent ticks above 0 read "+20%" (margins); false for shares
  bool zero_line = true;  // a stronger line at y = 0 when 0 is in range
  bool integer_x = true;  // x ticks at whole numbers only
  std::optional<double> y_min, y_max, x_min, x_max;
  bool fixed_y = false;  // the y axis spans exactly y_min..y_max (charts to compare side by side)
  bool legend = true;
};

// An inline <svg> line chart with axes, ticks, labels and a legend.
std::string line_chart(const Chart& c, const std::vector<Series>& series);

// A small inline <svg>: an interval lo..hi with a dot at v, on a scale min..max with a zero mark.
std::string interval_bar(double v, double lo, double hi, double min, double max, int width = 140,
                         bool significant = true);

// A small inline <svg> with a bar per value (heights relative to the largest), `tips` as hover
// text per bar: a distribution at a glance, e.g. a card's gains by turn.
std::string spark_bars(const std::vector<double>& values, const std::vector<std::string>& tips,
                       int width, int height, const std::string& colour, const std::string& label);

// Tick positions for a range: about `want` round numbers (1, 2, 5 × 10^k steps).
std::vector<double> nice_ticks(double lo, double hi, int want, bool integer = false);

}  // namespace kl::report

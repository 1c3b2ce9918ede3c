#include "reports/html.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "evolution/io/run_data.h"

namespace kl::report {

nlohmann::json read_json_file(const std::filesystem::path& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f)
    throw RunDataError(fmt::format("{}: cannot read ({})", path.string(), std::strerror(errno)));
  std::ostringstream text;
  text << f.rdbuf();
  return parse_json(text.str(), path.string());
}

void write_file_atomic(const std::filesystem::path& path, const std::string& text) {
  namespace fs = std::filesystem;
  const fs::path tmp = path.string() + ".tmp";
  std::error_code ec;
  {
    std::ofstream w(tmp, std::ios::binary | std::ios::trunc);
    w.write(text.data(), std::streamsize(text.size()));
    w.close();
    if (!w) {
      const std::string why = std::strerror(errno);
      fs::remove(tmp, ec);
      throw WriteError(fmt::format("{}: cannot write ({})", tmp.string(), why));
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    const std::string why = ec.message();
    fs::remove(tmp, ec);
    throw WriteError(
        fmt::format("{}: cannot put the new version in place ({})", path.string(), why));
  }
}

std::string esc(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 8);
  for (char c : s) switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  return out;
}

std::string fixed(double x, int decimals) {
  std::string s = fmt::format("{:.{}f}", x, decimals);
  // No "-0.0".
  if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
  return s;
}

std::string with_minus(const std::string& s) {
  if (s.empty() || s[0] != '-') return s;
  std::string out = "\u2212";
  out.append(s, 1, std::string::npos);
  return out;
}

std::string signed_pct(double x, int decimals) {
  std::string s = fixed(100 * x, decimals);
  if (s[0] == '-') return with_minus(s) + "%";
  if (s.find_first_not_of("0.") == std::string::npos) return s + "%";
  return "+" + s + "%";
}

std::string pct(double x, int decimals) { return fixed(100 * x, decimals) + "%"; }

std::string pct_range(double lo, double hi, int decimals) {
  auto f = [&](double v) { return with_minus(fixed(100 * v, decimals)); };
  return fmt::format("[{}, {}]", f(lo), f(hi));
}

std::string thousands(int64_t n) {
  std::string digits = std::to_string(n < 0 ? -n : n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? with_minus("-" + out) : out;
}

std::string duration(double seconds) {
  if (seconds < 10) return fmt::format("{:.1f} s", seconds);
  const int64_t s = std::llround(seconds);
  if (s < 60) return fmt::format("{} s", s);
  if (s < 3600) return fmt::format("{} min {:02} s", s / 60, s % 60);
  return fmt::format("{} h {:02} min", s / 3600, s / 60 % 60);
}

std::string letter(size_t i) {
  std::string out;
  ++i;
  while (i > 0) {
    --i;
    out.insert(out.begin(), char('A' + i % 26));
    i /= 26;
  }
  return out;
}

Fill margin_fill(double margin) {
  // Blue (positive) and orange (negative) stay apart for the common colour-vision deficiencies.
  const double blue[3] = {33, 102, 172}, orange[3] = {214, 96, 14};
  const double* base = margin >= 0 ? blue : orange;
  const double mix = 0.14 + 0.86 * std::min(1.0, std::sqrt(std::fabs(margin) / 0.6));
  int rgb[3];
  for (int k = 0; k < 3; ++k) rgb[k] = int(std::lround(255 * (1 - mix) + base[k] * mix));
  return {fmt::format("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2]), mix > 0.62};
}

std::vector<double> nice_ticks(double lo, double hi, int want, bool integer) {
  if (!(hi > lo)) hi = lo + 1;
  const double raw = (hi - lo) / std::max(1, want);
  const double mag = std::pow(10, std::floor(std::log10(raw)));
  double step = mag;
  for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
    if (m * mag >= raw) {
      step = m * mag;
      break;
    }
  if (integer) step = std::max(1.0, std::round(step));
  std::vector<double> out;
  for (double t = std::ceil(lo / step - 1e-9) * step; t <= hi + step * 1e-9; t += step)
    out.push_back(std::fabs(t) < step * 1e-9 ? 0.0 : t);
  return out;
}

namespace {

std::string num(double v) { return fmt::format("{:.1f}", v); }

std::string tick_text(double v, double step, bool percent, bool plus = true) {
  if (percent) {
    const int d = step * 100 >= 1 ? 0 : 1;
    std::string s = fixed(100 * v, d);
    if (s[0] == '-') return with_minus(s) + "%";
    return (v > 0 && plus ? "+" : "") + s + "%";
  }
  const int d = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
  return fixed(v, d);
}

}  // namespace

std::string line_chart(const Chart& c, const std::vector<Series>& series) {
  const double left = 50, right = 14, top = c.legend ? 30 : 12,
               bottom = c.x_label.empty() ? 26 : 42;
  const double pw = c.width - left - right, ph = c.height - top - bottom;

  double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
  for (const Series& s : series)
    for (size_t i = 0; i < s.x.size(); ++i) {
      x0 = std::min(x0, s.x[i]);
      x1 = std::max(x1, s.x[i]);
      y0 = std::min(y0, s.y[i]);
      y1 = std::max(y1, s.y[i]);
      if ((s.band || s.whiskers) && i < s.lo.size() && i < s.hi.size()) {
        y0 = std::min(y0, s.lo[i]);
        y1 = std::max(y1, s.hi[i]);
      }
    }
  if (x0 > x1) x0 = 0, x1 = 1, y0 = 0, y1 = 1;
  if (c.zero_line) y0 = std::min(y0, 0.0), y1 = std::max(y1, 0.0);
  if (c.y_min) y0 = std::max(y0, *c.y_min);
  if (c.y_max) y1 = std::min(y1, *c.y_max);
  if (c.x_min) x0 = *c.x_min;
  if (c.x_max) x1 = *c.x_max;
  if (x1 <= x0) x1 = x0 + 1;
  if (y1 <= y0) y1 = y0 + (c.percent ? 0.1 : 1), y0 -= (c.percent ? 0.1 : 1);
  {  // A little air, then snap the y range to ticks.
    const double pad = (y1 - y0) * 0.06;
    y0 -= (y0 == 0 ? 0 : pad);
    y1 += pad;
  }
  std::vector<double> yt = nice_ticks(y0, y1, 5);
  const double ystep = yt.size() > 1 ? yt[1] - yt[0] : 1;
  y0 = std::min(y0, std::floor(y0 / ystep + 1e-9) * ystep);
  y1 = std::max(y1, std::ceil(y1 / ystep - 1e-9) * ystep);
  if (c.y_min) y0 = std::max(y0, *c.y_min);
  if (c.y_max) y1 = std::min(y1, *c.y_max);
  if (c.fixed_y && c.y_min && c.y_max && *c.y_max > *c.y_min) y0 = *c.y_min, y1 = *c.y_max;
  yt = nice_ticks(y0, y1, 5);
  const std::vector<double> xt = nice_ticks(x0, x1, std::max(3, int(pw / 45)), c.integer_x);

  auto X = [&](double x) { return left + (x - x0) / (x1 - x0) * pw; };
  auto Y = [&](double y) { return top + (1 - (std::clamp(y, y0, y1) - y0) / (y1 - y0)) * ph; };

  std::string o = fmt::format(
      "<svg class=\"chart {}\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" role=\"img\" "
      "aria-label=\"{}\">",
      esc(c.css_class), c.width, c.height, c.width, c.height, esc(c.aria));
  // Grid and axes.
  for (double t : yt) {
    const bool zero = c.zero_line && t == 0;
    o += fmt::format("<line class=\"{}\" x1=\"{}\" x2=\"{}\" y1=\"{}\" y2=\"{}\"/>",
                     zero ? "zero" : "grid", num(left), num(left + pw), num(Y(t)), num(Y(t)));
    o += fmt::format("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
                     num(left - 6), num(Y(t) + 3.5), tick_text(t, ystep, c.percent, c.plus_sign));
  }
  const double xstep = xt.size() > 1 ? xt[1] - xt[0] : 1;
  for (double t : xt) {
    o += fmt::format("<line class=\"xtick\" x1=\"{0}\" x2=\"{0}\" y1=\"{1}\" y2=\"{2}\"/>",
                     num(X(t)), num(top + ph), num(top + ph + 4));
    o += fmt::format("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                     num(X(t)), num(top + ph + 16), tick_text(t, xstep, false));
  }
  o += fmt::format("<line class=\"axis\" x1=\"{0}\" x2=\"{1}\" y1=\"{2}\" y2=\"{2}\"/>", num(left),
                   num(left + pw), num(top + ph));
  if (!c.x_label.empty())
    o += fmt::format("<text class=\"label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                     num(left + pw / 2), num(c.height - 6), esc(c.x_label));
  if (!c.y_label.empty())
    o += fmt::format(
        "<text class=\"label\" transform=\"translate(12 {}) rotate(-90)\" "
        "text-anchor=\"middle\">{}</text>",
        num(top + ph / 2), esc(c.y_label));

  // Bands first, so lines and dots draw over them.
  for (const Series& s : series) {
    if (!s.band || s.lo.size() != s.x.size() || s.hi.size() != s.x.size() || s.x.empty()) continue;
    std::string d;
    for (size_t i = 0; i < s.x.size(); ++i)
      d += fmt::format("{}{},{}", i ? " L" : "M", num(X(s.x[i])), num(Y(s.hi[i])));
    for (size_t i = s.x.size(); i-- > 0;)
      d += fmt::format(" L{},{}", num(X(s.x[i])), num(Y(s.lo[i])));
    o += fmt::format("<path class=\"band\" d=\"{} Z\" fill=\"{}\"/>", d, s.colour);
  }
  for (const Series& s : series) {
    if (s.whiskers && s.lo.size() == s.x.size() && s.hi.size() == s.x.size())
      for (size_t i = 0; i < s.x.size(); ++i)
        o += fmt::format(
            "<line class=\"whisker\" x1=\"{0}\" x2=\"{0}\" y1=\"{1}\" y2=\"{2}\" stroke=\"{3}\"/>",
            num(X(s.x[i])), num(Y(s.lo[i])), num(Y(s.hi[i])), s.colour);
    if (s.bars) {
      // Bars as wide as the gap between neighbouring x values allows.
      double gap = 1;
      for (size_t i = 1; i < s.x.size(); ++i) gap = std::min(gap, s.x[i] - s.x[i - 1]);
      const double w = std::max(1.0, 0.8 * gap / (x1 - x0 + gap) * pw);
      for (size_t i = 0; i < s.x.size(); ++i) {
        const double base = Y(std::max(y0, 0.0)), y = Y(s.y[i]);
        const std::string tip = i < s.tips.size() ? s.tips[i] : "";
        o += fmt::format(
            "<rect class=\"bar\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
            "fill=\"{}\">{}</rect>",
            num(X(s.x[i]) - w / 2), num(std::min(y, base)), num(w), num(std::fabs(base - y)),
            s.colour, tip.empty() ? "" : "<title>" + esc(tip) + "</title>");
      }
      continue;
    }
    std::string pts;
    for (size_t i = 0; i < s.x.size(); ++i)
      pts += fmt::format("{}{},{}", i ? " " : "", num(X(s.x[i])), num(Y(s.y[i])));
    if (s.x.size() > 1)
      o += fmt::format("<polyline class=\"line{}\" points=\"{}\" stroke=\"{}\"/>",
                       s.dashed ? " dashed" : "", pts, s.colour);
    if (s.dots || s.x.size() == 1)
      for (size_t i = 0; i < s.x.size(); ++i) {
        const std::string tip = i < s.tips.size() ? s.tips[i] : "";
        o += "<g class=\"pt\">";
        if (!tip.empty()) o += "<title>" + esc(tip) + "</title>";
        o += fmt::format(
            "<circle class=\"hit\" cx=\"{0}\" cy=\"{1}\" r=\"7\"/>"
            "<circle cx=\"{0}\" cy=\"{1}\" r=\"2.6\" fill=\"{2}\"/></g>",
            num(X(s.x[i])), num(Y(s.y[i])), s.colour);
      }
  }
  if (c.legend) {
    double lx = left;
    for (const Series& s : series) {
      o += fmt::format(
          "<line class=\"line{}\" x1=\"{}\" x2=\"{}\" y1=\"12\" y2=\"12\" stroke=\"{}\"/>"
          "<text class=\"legend\" x=\"{}\" y=\"16\">{}</text>",
          s.dashed ? " dashed" : "", num(lx), num(lx + 18), s.colour, num(lx + 23), esc(s.name));
      lx += 23 + 6.3 * double(s.name.size()) + 18;
    }
  }
  return o + "</svg>";
}

std::string spark_bars(const std::vector<double>& values, const std::vector<std::string>& tips,
                       int width, int height, const std::string& colour, const std::string& label) {
  double most = 0;
  for (double v : values) most = std::max(most, v);
  std::string o = fmt::format(
      "<svg class=\"spark\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" role=\"img\" "
      "aria-label=\"{2}\"><line class=\"base\" x1=\"0\" x2=\"{0}\" y1=\"{3}\" y2=\"{3}\"/>",
      width, height, esc(label), num(height - 0.5));
  if (values.empty() || most <= 0) return o + "</svg>";
  const double slot = double(width) / double(values.size());
  for (size_t i = 0; i < values.size(); ++i) {
    const double h = (height - 1) * values[i] / most;
    if (h <= 0) continue;
    o += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\">{}</rect>",
                     num(double(i) * slot + slot * 0.1), num(height - 1 - h),
                     num(std::max(0.8, slot * 0.8)), num(h), colour,
                     i < tips.size() ? "<title>" + esc(tips[i]) + "</title>" : "");
  }
  return o + "</svg>";
}

std::string interval_bar(double v, double lo, double hi, double min, double max, int width,
                         bool significant) {
  const double h = 18, pad = 5;
  if (!(max > min)) max = min + 1;
  auto X = [&](double x) {
    return pad + (std::clamp(x, min, max) - min) / (max - min) * (width - 2 * pad);
  };
  const char* cls = !significant ? "ns" : v >= 0 ? "pos" : "neg";
  std::string o = fmt::format(
      "<svg class=\"ibar\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" "
      "aria-hidden=\"true\">",
      width, h);
  o += fmt::format("<line class=\"track\" x1=\"{}\" x2=\"{}\" y1=\"9\" y2=\"9\"/>", num(pad),
                   num(width - pad));
  if (min < 0 && max > 0)
    o += fmt::format("<line class=\"zero\" x1=\"{0}\" x2=\"{0}\" y1=\"3\" y2=\"15\"/>", num(X(0)));
  o +=
      fmt::format("<rect class=\"iv {}\" x=\"{}\" y=\"5.5\" width=\"{}\" height=\"7\" rx=\"3.5\"/>",
                  cls, num(X(lo)), num(std::max(2.0, X(hi) - X(lo))));
  o += fmt::format("<circle class=\"dot\" cx=\"{}\" cy=\"9\" r=\"3.4\"/>", num(X(v)));
  return o + "</svg>";
}

namespace {

// Advance widths of DejaVu Sans Bold in em (the tiles' bold type where system-ui is DejaVu, the
// widest common case); other characters count as wide ones.
double glyph_em(unsigned char c) {
  static const double kLower[26] = {0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343,
                                    0.343, 0.665, 0.343, 1.042, 0.712, 0.687, 0.716, 0.716, 0.493,
                                    0.595, 0.478, 0.712, 0.652, 0.924, 0.645, 0.652, 0.582};
  static const double kUpper[26] = {0.774, 0.762, 0.734, 0.830, 0.683, 0.683, 0.821, 0.837, 0.372,
                                    0.372, 0.775, 0.637, 0.995, 0.837, 0.850, 0.733, 0.850, 0.770,
                                    0.720, 0.682, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725};
  if (c >= 'a' && c <= 'z') return kLower[c - 'a'];
  if (c >= 'A' && c <= 'Z') return kUpper[c - 'A'];
  if (c == ' ') return 0.348;
  if (c == '\'' || c == '.' || c == ',') return 0.38;
  if (c == '-') return 0.415;
  if (c >= '0' && c <= '9') return 0.696;
  return 0.9;
}

double text_em(std::string_view s) {
  double w = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if ((c & 0xC0) == 0x80) continue;  // one glyph per UTF-8 sequence
    w += glyph_em(c);
  }
  return w;
}

}  // namespace

TileFit fit_tile_name(std::string_view name) {
  // The tile's content box: 84 px less 5 px padding and 1 px border a side; 64 px high less the
  // band, coin row and borders: 38 px. Lines are 1.12 em. 4% slack for rounding and kerning.
  constexpr double kWidth = 72, kHeight = 38, kLine = 1.12, kSlack = 1.04;
  std::vector<double> words;
  for (size_t at = 0; at < name.size();) {
    const size_t sp = std::min(name.find(' ', at), name.size());
    if (sp > at) words.push_back(text_em(name.substr(at, sp - at)));
    at = sp + 1;
  }
  const double space = glyph_em(' ');
  double longest = 0;
  for (double w : words) longest = std::max(longest, w);
  for (double px = 12.5; px >= 10.5; px -= 0.5) {
    if (longest * px * kSlack > kWidth) continue;
    int lines = 0;
    double used = 0;  // greedy wrapping, as the browser does
    for (double w : words) {
      if (lines && (used + space + w) * px * kSlack <= kWidth) {
        used += space + w;
      } else {
        ++lines;
        used = w;
      }
    }
    if (lines * px * kLine <= kHeight) return {px, 84};
  }
  // Even 10.5 px is too wide: widen the tile for the longest word (3 lines always fit at 10.5).
  return {10.5, int(std::ceil(longest * 10.5 * kSlack + 84 - kWidth))};
}

}  // namespace kl::report

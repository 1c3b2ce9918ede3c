#include "reports/report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "reports/html.h"
#include "reports/model.h"
#include "reports/plan.h"
#include "reports/style.h"

namespace kl {

namespace report {
namespace {

// ---------------------------------------------------------------------------------------------
// Card tiles.

struct TypeColour {
  const char* type;
  const char* band;
  const char* tint;
};
constexpr TypeColour kTypeColours[] = {
    {"Action", "#9c8c6e", "#f5efe3"},   {"Treasure", "#d4a017", "#fcf1cc"},
    {"Victory", "#3f8f47", "#e2f0dc"},  {"Curse", "#7d55a6", "#eee4f6"},
    {"Attack", "#c4423a", "#f9e1dd"},   {"Reaction", "#2e6db4", "#e0ebf8"},
    {"Duration", "#e07a1f", "#fde8d2"}, {"Night", "#2c2c3c", "#dcdce6"},
    {"Event", "#8d9aa5", "#eef1f4"},    {"Project", "#c9708c", "#f8e4ea"},
    {"Landmark", "#3d7a5a", "#dcece3"}, {"Way", "#7fb0c8", "#e4f0f6"},
    {"Ally", "#b5a27a", "#f3eee2"},     {"Trait", "#8a6fb0", "#ece6f4"},
    {"Prophecy", "#4f6fb0", "#e2e8f4"},
};

const TypeColour* type_colour(const std::string& type) {
  for (const TypeColour& t : kTypeColours)
    if (type == t.type) return &t;
  return nullptr;
}

std::string join(const std::vector<std::string>& parts, const char* sep) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : sep) + p;
  return out;
}

// The CSS custom properties that colour a tile: split bands and a blended tint for mixed types.
std::string type_style(const CardFace& f) {
  std::vector<const TypeColour*> cs;
  for (const std::string& t : f.types)
    if (const TypeColour* c = type_colour(t)) cs.push_back(c);
  if (cs.empty()) return "--band:#9a9a9a;--tint:#eeeeee";
  if (cs.size() == 1) return fmt::format("--band:{};--tint:{}", cs[0]->band, cs[0]->tint);
  std::string band = "linear-gradient(90deg", tint = "linear-gradient(120deg";
  for (size_t i = 0; i < cs.size(); ++i) {
    const double a = 100.0 * double(i) / double(cs.size()),
                 b = 100.0 * double(i + 1) / double(cs.size());
    band += fmt::format(",{} {:.0f}% {:.0f}%", cs[i]->band, a, b);
    tint += fmt::format(",{} {:.0f}%", cs[i]->tint, (a + b) / 2);
  }
  return fmt::format("--band:{});--tint:{})", band, tint);
}

std::string cost_text(const CardFace& f) {
  if (!f.known) return "cost unknown";
  return fmt::format("costs ${}{}", f.cost, f.potion ? " and a Potion" : "");
}

// A card tile; `badge` goes on the top-right corner (×2), `cap` bottom-right (≤4).
std::string tile(const Run& run, const std::string& card, const std::string& badge = "",
                 const std::string& cap = "", const std::string& tip = "") {
  const CardFace f = run.face(card);
  const std::string types = f.types.empty() ? "" : " \u00b7 " + join(f.types, "\u2013");
  // Long names get smaller type or a wider tile, never a word broken across lines.
  const TileFit fit = fit_tile_name(card);
  std::string size;
  if (fit.font_px != 12.5) size += fmt::format(";--fs:{}px", fit.font_px);
  if (fit.width_px != 84) size += fmt::format(";--w:{}px", fit.width_px);
  std::string o = fmt::format(
      "<div class=\"card{}\" style=\"{}{}\" title=\"{}\"><span class=\"band\"></span>"
      "<span class=\"nm\">{}</span><span class=\"coin\">{}</span>",
      f.known ? "" : " unknown", type_style(f), size,
      esc(card + " \u00b7 " + cost_text(f) + types + (tip.empty() ? "" : " \u00b7 " + tip)),
      esc(card), f.known ? std::to_string(f.cost) : "?");
  if (f.potion) o += "<span class=\"potion\">P</span>";
  if (!badge.empty()) o += "<span class=\"badge\">" + esc(badge) + "</span>";
  if (!cap.empty()) o += "<span class=\"cap\">" + esc(cap) + "</span>";
  return o + "</div>";
}

// A compact inline card name with a colour mark, for tables.
std::string chip(const Run& run, const std::string& card) {
  const CardFace f = run.face(card);
  return fmt::format(
      "<span class=\"chip\" style=\"{}\"><i></i>{}<span class=\"c\">{}</span></span>",
      type_style(f), esc(card), f.known ? fmt::format("${}{}", f.cost, f.potion ? "P" : "") : "");
}

// "≤4" for a threshold; "" for always (99); nullopt-like "-" for never (0).
std::string threshold_cap(int t) { return t >= 99 ? "" : fmt::format("\u2264{}", t); }

// The strategy as tiles in priority order: the Victory-card rules first (they come first in the
// buy rules), then the menu's entries. A card's count is its running total (entries for one card
// add up: "Wharf×7 ... Wharf×2" shows ×7, then ×9). With `fired` (the share of games each entry
// chose a buy or gain in), an entry that fired in under 1% of games is faded.
std::string strategy_tiles(const Run& run, const Leader& l,
                           const std::vector<double>* fired = nullptr) {
  std::vector<std::string> tiles;
  const bool has_greening = l.province || l.duchy || l.estate;
  const std::string left = run.colony ? "Provinces or Colonies" : "Provinces";
  auto victory = [&](const std::string& card, int t) {
    if (t <= 0) return;
    const std::string tip = t >= 99
                                ? "buys it whenever it has the $"
                                : fmt::format("buys it only when {} or fewer {} are left", t, left);
    tiles.push_back(tile(run, card, "", threshold_cap(t), tip));
  };
  if (has_greening) {
    if (run.colony) victory("Colony", l.colony.value_or(99));
    victory("Province", run.colony ? l.province.value_or(99) : 99);
    victory("Duchy", l.duchy.value_or(0));
    victory("Estate", l.estate.value_or(0));
  }
  const size_t green = tiles.size();
  std::map<std::string, int> total;
  const bool use_fired = fired && fired->size() == l.buys.size();
  for (size_t k = 0; k < l.buys.size(); ++k) {
    const Buy& b = l.buys[k];
    int& n = total[b.card];
    const int before = n;
    n = n >= 99 || b.count >= 99 ? 99 : n + b.count;
    std::string tip = n >= 99       ? "buys any number"
                      : before == 0 ? fmt::format("buys it until it owns {}", n)
                                    : fmt::format(
                                          "buys it until it owns {} in all ({} more than the "
                                          "entries before)",
                                          n, n - before);
    const bool faded = use_fired && (*fired)[k] < 0.01;
    if (use_fired)
      tip += fmt::format(" · chose a buy or gain in {} of its games", pct((*fired)[k], 1));
    std::string t = tile(run, b.card, n < 99 ? fmt::format("×{}", n) : "", "", tip);
    if (faded) t.insert(t.find("class=\"card") + 11, " faded");
    tiles.push_back(t);
  }
  std::string o = "<div class=\"tiles\">";
  for (size_t i = 0; i < tiles.size(); ++i) {
    if (i > 0)
      o += i == green ? "<span class=\"split\"></span>" : "<span class=\"then\">\u203a</span>";
    o += tiles[i];
  }
  if (tiles.empty()) o += "<small>buys nothing (only Copper from its starting deck)</small>";
  return o + "</div>";
}

// ---------------------------------------------------------------------------------------------
// Numbers.

double ci_half(double lo, double hi) { return std::max(0.0, (hi - lo) / 2); }

// Mean of several margins with the 95% interval of the mean (independent estimates).
struct Mean {
  double m = 0, lo = 0, hi = 0;
  bool ok = false;
};
Mean mean_of(const std::vector<VsEarlier>& vs) {
  Mean r;
  if (vs.empty()) return r;
  double sum = 0, var = 0;
  for (const VsEarlier& v : vs) {
    sum += v.margin;
    const double se = ci_half(v.lo, v.hi) / 1.96;
    var += se * se;
  }
  const double n = double(vs.size());
  r.m = sum / n;
  const double half = 1.96 * std::sqrt(var) / n;
  r.lo = r.m - half;
  r.hi = r.m + half;
  r.ok = true;
  return r;
}

// Several results pooled: (W - L) / games with a normal 95% interval over games.
Result pooled(const std::vector<Result>& rs) {
  Result p;
  for (const Result& r : rs) {
    p.wins += r.wins;
    p.losses += r.losses;
    p.ties += r.ties;
    p.games += r.games;
  }
  if (p.games == 0) return p;
  const double g = double(p.games);
  p.margin = double(p.wins - p.losses) / g;
  const double var = std::max(0.0, double(p.wins + p.losses) / g - p.margin * p.margin);
  const double half = 1.96 * std::sqrt(var / g);
  p.lo = p.margin - half;
  p.hi = p.margin + half;
  p.significant = p.lo > 0 || p.hi < 0;
  return p;
}

std::string record(const Result& r) {
  return fmt::format("{} wins, {} losses, {} ties in {} games", thousands(r.wins),
                     thousands(r.losses), thousands(r.ties), thousands(r.games));
}

// A margin cell of a matrix-like table.
// `base` is the cell's first class: "cell" in the tournament, "ccell" in the chamber table,
// "bcell" in the leaders-against-bots table.
std::string margin_cell(const std::optional<Result>& r, const std::string& tip,
                        const std::string& extra_class, const std::string& data = "",
                        const char* base = "cell") {
  if (!r)
    return fmt::format("<td class=\"{} none{}\"{} title=\"{}\">\u00b7</td>", base, extra_class,
                       data, esc(tip + ": not played"));
  const std::string full =
      fmt::format("{}: {} \u2014 margin {} {}, {}", tip, record(*r), signed_pct(r->margin),
                  pct_range(r->lo, r->hi),
                  r->significant ? "significant" : "not significant (the interval includes 0)");
  const std::string text = signed_pct(r->margin, 0);
  const std::string shown = text.substr(0, text.size() - 1);  // no % sign in cells
  if (!r->significant)
    return fmt::format("<td class=\"{} ns{}\"{} title=\"{}\">{}</td>", base, extra_class, data,
                       esc(full), shown);
  const Fill f = margin_fill(r->margin);
  return fmt::format(
      "<td class=\"{} {}{}\"{} style=\"background:{};color:{}\" title=\"{}\">{}</td>", base,
      r->margin >= 0 ? "pos" : "neg", extra_class, data, f.background,
      f.light_ink ? "#fff" : "#1d232b", esc(full), shown);
}

std::string colour_scale() {
  std::string o = "<div class=\"scale\">";
  for (double m : {-0.6, -0.3, -0.1}) {
    const Fill f = margin_fill(m);
    o += fmt::format("<span class=\"sw\" style=\"background:{};color:{}\">{}</span>", f.background,
                     f.light_ink ? "#fff" : "#1d232b", with_minus(fixed(100 * m, 0)));
  }
  o += "<span class=\"sw\" style=\"background:var(--ns);color:#8b9099\">ns</span>";
  for (double m : {0.1, 0.3, 0.6}) {
    const Fill f = margin_fill(m);
    o += fmt::format("<span class=\"sw\" style=\"background:{};color:{}\">+{}</span>", f.background,
                     f.light_ink ? "#fff" : "#1d232b", fixed(100 * m, 0));
  }
  return o +
         "<span>orange: the row loses more than it wins \u00b7 blue: the row wins more \u00b7 "
         "deeper colour: bigger margin \u00b7 grey: not significant</span></div>";
}

// ---------------------------------------------------------------------------------------------
// The page.

const char* const kPalette[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7",
                                "#E69F00", "#56B4E9", "#000000", "#F0E442"};

class Page {
 public:
  explicit Page(const Run& run) : run_(run) {
    // The board: the final leaders, or while a run is going the newest leaders of each chamber.
    if (!run_.final_leaders.empty()) {
      for (const std::string& id : run_.final_leaders) board_.push_back(run_.leader(id));
    } else {
      for (const Chamber& c : run_.chambers)
        if (!c.generations.empty())
          for (const Leader& l : c.generations.back().leaders) board_.push_back(&l);
    }
    for (const Leader* l : board_) label(l->id);
    for (const std::string& id : run_.tournament_players) label(id);
    multi_ = run_.chambers.size() > 1;
  }

  std::string render() {
    o_.reserve(1 << 20);
    o_ +=
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">";
    o_ += fmt::format("<title>{} \u2014 kingdomlab report</title>",
                      esc(run_.kingdom_name.empty() ? "Kingdom" : run_.kingdom_name));
    o_ += "<style>";
    o_ += stylesheet();
    o_ += "</style></head><body><div class=\"page\">";
    header();
    plan();
    leaderboard();
    polish();
    tournament();
    if (multi_) chambers();
    bots();
    rivals();
    metagame();
    progression();
    diagnostics();
    examples();
    footer();
    o_ += "</div><script>";
    o_ += script();
    o_ += "</script></body></html>\n";
    return std::move(o_);
  }

 private:
  const std::string& label(const std::string& id) {
    auto it = labels_.find(id);
    if (it == labels_.end()) it = labels_.emplace(id, letter(labels_.size())).first;
    return it->second;
  }
  std::string tag(const Leader& l, bool small = false) {
    return fmt::format("<span class=\"tag{}\" title=\"{}\">{}</span>", small ? " sm" : "",
                       esc(l.id), esc(label(l.id)));
  }
  std::string chamber_name(int index) const { return fmt::format("Chamber {}", index + 1); }

  // The best final strategy: the run's own verdict (final.best), else the one with the best
  // average margin in the final tournament, else the first leader.
  const Leader* best_leader() const {
    if (!run_.best.empty()) return run_.leader(run_.best);
    const Leader* best = board_.empty() ? nullptr : board_.front();
    double top = -2;
    for (size_t i = 0; i < run_.tournament.size(); ++i) {
      double sum = 0;
      int n = 0;
      for (const auto& r : run_.tournament[i])
        if (r) sum += r->margin, ++n;
      if (n > 0 && sum / n > top) top = sum / n, best = run_.leader(run_.tournament_players[i]);
    }
    return best;
  }

  // The share of games in which each of the leader's menu entries fired (diagnostics), or null.
  const std::vector<double>* fired(const Leader& l) const {
    auto it = run_.diagnostics.find(l.id);
    return it == run_.diagnostics.end() || it->second.entry_games.empty() ? nullptr
                                                                          : &it->second.entry_games;
  }

  // A strategy named in a sentence: a leader's letter tag, or a bot's name in bold.
  std::string name_of(const std::string& s) {
    if (const Leader* l = run_.leader(s)) return tag(*l, true);
    return "<b>" + esc(s) + "</b>";
  }

  // How to play: the one best strategy, why it is the best, and the plan in words
  // (reports/plan.h), with its tiles and the line to copy.
  void plan() {
    const Leader* best = run_.best.empty() ? nullptr : run_.leader(run_.best);
    if (!best) return;
    const std::optional<Plan> p =
        make_plan(run_, {[](const std::string& t) { return esc(t); },
                         [this](const std::string& n) { return name_of(n); }});
    if (!p) return;
    o_ += "<section id=\"plan\" class=\"plan\"><h2>How to play this kingdom</h2>";
    o_ += "<p class=\"lead\">Play " + tag(*best, true) +
          ", the best strategy of this run. On each buy take the <b>left-most card you can "
          "afford</b>:</p>";
    o_ += strategy_tiles(run_, *best, fired(*best));
    o_ +=
        "<div class=\"copy\"><span class=\"small\">As one line (for <code>kingdomlab match</code>; "
        "counts of a repeated card add up):</span><code class=\"line\">" +
        esc(p->line) + "</code></div>";
    o_ += "<ul class=\"steps\">";
    auto item = [&](const char* head, const std::string& text) {
      if (!text.empty()) o_ += fmt::format("<li><b>{}</b> {}</li>", head, text);
    };
    item("Why this one.", p->why);
    item("Opening.", p->opening);
    item("Building.", p->builds);
    item("Greening.", p->victory);
    item("Skipped cards.", p->skips);
    if (!run_.examples.empty()) {
      std::string links;
      for (size_t i = 0; i < run_.examples.size(); ++i)
        links += fmt::format("{}<a href=\"#game-{}\">game {}</a>", i ? ", " : "", i + 1, i + 1);
      item("Example games.", p->examples + " " + links + ".");
    }
    o_ += "</ul></section>";
  }

  // The example games (final.plan.examples): each turn by turn, as `kingdomlab game` prints it.
  void examples() {
    if (run_.examples.empty()) return;
    o_ +=
        "<section id=\"games\"><h2>Example games</h2><p class=\"intro\">Games of the best "
        "strategy against its closest matchup, as <code>kingdomlab game</code> prints them: each "
        "turn's hand, the Actions and Treasures played, what was bought (and its price), every "
        "choice a card asked for, and the cards gained and trashed.</p>";
    for (size_t i = 0; i < run_.examples.size(); ++i) {
      const Run::Example& e = run_.examples[i];
      std::string seats;
      for (size_t k = 0; k < e.seats.size(); ++k)
        seats += fmt::format("{}seat {}: {}", k ? ", " : "", k + 1, name_of(e.seats[k]));
      o_ += fmt::format(
          "<details id=\"game-{}\"{}><summary>Game {}: {}</summary><p class=\"small\">{} (seat 1 "
          "moves first).</p><pre class=\"log\">{}</pre></details>",
          i + 1, i == 0 ? " open" : "", i + 1, esc(e.result), seats, esc(e.text));
    }
    o_ += "</section>";
  }

  void header() {
    o_ += "<header class=\"top\"><div class=\"eyebrow\">kingdomlab \u00b7 training report</div>";
    o_ += "<div class=\"title\"><h1>" +
          esc(run_.kingdom_name.empty() ? "Untitled kingdom" : run_.kingdom_name) + "</h1>";
    const int planned = run_.generations_planned.value_or(run_.generations_done);
    o_ += run_.complete ? "<span class=\"status\">complete</span>"
                        : "<span class=\"status running\">in progress</span>";
    o_ += "</div><dl class=\"facts\">";
    auto fact = [&](const std::string& k, const std::string& v) {
      o_ += "<div><dt>" + esc(k) + "</dt><dd>" + esc(v) + "</dd></div>";
    };
    fact("Players", std::to_string(run_.players));
    if (!run_.edition.empty()) fact("Edition", run_.edition);
    fact("Generations", run_.complete || planned == run_.generations_done
                            ? std::to_string(run_.generations_done)
                            : fmt::format("{} of {}", run_.generations_done, planned));
    fact("Chambers", std::to_string(run_.chambers.size()));
    if (run_.pool) fact("Pool", std::to_string(*run_.pool));
    if (run_.games) fact("Games played", thousands(*run_.games));
    if (run_.seconds) fact("Time", duration(*run_.seconds));
    if (run_.seed) fact("Seed", std::to_string(*run_.seed));
    o_ += "</dl>";

    std::vector<std::string> kingdom = run_.kingdom;
    std::stable_sort(kingdom.begin(), kingdom.end(),
                     [&](const std::string& a, const std::string& b) {
                       const CardFace fa = run_.face(a), fb = run_.face(b);
                       return std::tie(fa.cost, a) < std::tie(fb.cost, b);
                     });
    o_ += "<div class=\"kingdom\" id=\"kingdom\">";
    for (const std::string& c : kingdom) o_ += tile(run_, c);
    // Events, Projects, Landmarks... after the piles (a Trait names the pile it sits on).
    for (const std::string& c : run_.landscapes) {
      const auto on = run_.traits.find(c);
      o_ += tile(run_, c, "", "", on == run_.traits.end() ? "" : "on " + on->second);
    }
    o_ += "</div><div class=\"marks\">";
    o_ += fmt::format("<span class=\"pill{}\">Platinum &amp; Colony: {}</span>",
                      run_.colony ? " on" : "", run_.colony ? "in the game" : "no");
    o_ += fmt::format("<span class=\"pill{}\">Shelters: {}</span>", run_.shelters ? " on" : "",
                      run_.shelters ? "yes (instead of 3 Estates)" : "no");
    std::string opening = run_.opening;
    if (opening == "random")
      opening = "4/3 or 5/2, as the shuffle deals";
    else if (opening == "4/3" || opening == "5/2")
      opening = "always " + opening;
    if (!opening.empty()) o_ += "<span class=\"pill\">Opening hands: " + esc(opening) + "</span>";
    if (!run_.card_text.empty())
      o_ += "<span class=\"pill on\">Card file: " + esc(run_.card_file) + "</span>";
    o_ += "</div>";
    if (!run_.card_text.empty())
      o_ += "<details><summary>the card file (--cards) this run was trained with</summary><pre>" +
            esc(run_.card_text) + "</pre></details>";
    if (!run_.warm_start.empty()) {
      // train --warm-start (docs/database.md): where the first pool's extra starts came from.
      size_t n = 0;
      std::string from;
      for (const Run::WarmSource& w : run_.warm_start) {
        n += w.strategies.size();
        std::string menus;
        for (const std::string& m : w.strategies) menus += (menus.empty() ? "" : "; ") + m;
        from += fmt::format("{}<span title=\"{}\">{}</span> ({} shared card{})",
                            from.empty() ? "" : ", ", esc(menus), esc(w.kingdom), w.shared,
                            w.shared == 1 ? "" : "s");
      }
      o_ += fmt::format(
          "<p class=\"warm\">Warm start: the first pool also started from {} leader{} of similar "
          "kingdoms in the strategy database: {}.</p>",
          n, n == 1 ? "" : "s", from);
    }
    o_ += "<div class=\"typekey\">";
    for (const TypeColour& t : kTypeColours)
      o_ += fmt::format("<span><i style=\"background:{}\"></i>{}</span>", t.band, t.type);
    o_ += "<span>\u00b7 cards of two types show both colours; the coin is the cost</span></div>";
    if (!run_.complete)
      o_ += fmt::format(
          "<div class=\"banner\">This run has not finished (or was stopped) after generation {}. "
          "The report shows what is known so far; render it again later.</div>",
          run_.generations_done);
    o_ += "<nav class=\"toc\">";
    if (!run_.best.empty()) o_ += "<a href=\"#plan\">How to play</a>";
    o_ += "<a href=\"#leaderboard\">Leaderboard</a>";
    if (run_.polish) o_ += "<a href=\"#polish\">Polish</a>";
    o_ += "<a href=\"#tournament\">Tournament</a>";
    if (multi_) o_ += "<a href=\"#chambers\">Chambers</a>";
    if (!run_.bots.empty()) o_ += "<a href=\"#bots\">Against the library bots</a>";
    o_ += "<a href=\"#progression\">Progression</a>";
    if (!run_.diagnostics.empty()) o_ += "<a href=\"#diagnostics\">How they play</a>";
    if (!run_.examples.empty()) o_ += "<a href=\"#games\">Example games</a>";
    o_ += "</nav></header>";
  }

  void leaderboard() {
    o_ += "<section id=\"leaderboard\"><h2>Leaderboard</h2>";
    o_ +=
        "<p class=\"intro\">Each row is a buying strategy found by training. On each buy it "
        "takes the <b>left-most card it can afford</b>, reading left to right, and buys nothing "
        "if none fits. The Victory cards come first: a Province whenever it has $8, a Duchy or "
        "Estate only once few Provinces are left (<b>\u2264 4</b> = when 4 or fewer remain). "
        "<b>\u00d72</b> = buys that card until it owns 2 (a card listed again shows its "
        "running total: \u00d77 then \u00d79 buys 2 more); no number = any number. A faded "
        "card chose a buy or gain in under 1% of the strategy's games. Actions are played "
        "with sensible built-in rules.</p>";
    if (run_.final_leaders.empty() && !board_.empty())
      o_ +=
          "<div class=\"banner\">The final tournament has not been played yet: these are the "
          "leaders of the newest generation.</div>";
    double lo = 0, hi = 0;
    for (const Leader* l : board_) lo = std::min(lo, l->lo), hi = std::max(hi, l->hi);
    lo = std::floor(lo * 10 - 1e-9) / 10;
    hi = std::ceil(hi * 10 + 1e-9) / 10;
    o_ +=
        "<table class=\"board\"><thead><tr><th></th><th>Strategy (buy priority)</th>"
        "<th>Rating</th></tr></thead><tbody>";
    int chamber = -1;
    const Leader* best = best_leader();
    const Leader* polished = run_.polish && run_.polish->leader ? &*run_.polish->leader : nullptr;
    for (const Leader* l : board_) {
      if (multi_ && l == polished) {
        o_ += "<tr class=\"chamber\"><td colspan=\"3\">Polished</td></tr>";
      } else if (multi_ && l->chamber != chamber) {
        chamber = l->chamber;
        o_ += "<tr class=\"chamber\"><td colspan=\"3\">" + chamber_name(chamber) + "</td></tr>";
      }
      o_ += fmt::format(
          "<tr class=\"leader\" data-leader=\"{}\"><td style=\"width:60px\">{}{}</td>"
          "<td>{}<div class=\"menu\">{}</div>",
          esc(l->id), tag(*l),
          l == best && board_.size() > 1
              ? "<div class=\"best\" title=\"the best final strategy overall\">best</div>"
              : "",
          strategy_tiles(run_, *l, fired(*l)), esc(l->line.empty() ? l->menu : l->line));
      if (l->line.empty() && !l->params.empty()) {  // older run data: no "line"
        std::vector<std::string> ps;
        for (const auto& [k, v] : l->params) ps.push_back(esc(k) + " = " + fixed(v, 2));
        o_ += "<div class=\"small\">play parameters: " + join(ps, ", ") + "</div>";
      }
      if (run_.polish && run_.polish->leader && l == &*run_.polish->leader)
        if (const Leader* from = run_.leader(run_.polish->from))
          o_ += fmt::format(
              "<div class=\"small\">polished from {} (see Polish); its rating is its mean "
              "margin against the other final leaders</div>",
              tag(*from, true));
      if (!l->strategy.empty())
        o_ += "<details><summary>full strategy text</summary><pre>" + esc(l->strategy) +
              "</pre></details>";
      const bool sig = l->lo > 0 || l->hi < 0;
      std::string nash;
      if (run_.metagame)
        for (const MetaRow& r : run_.metagame->rows)
          if (r.strategy == l->id)
            nash = fmt::format(
                "<div class=\"small nash\" title=\"Nash averaging: the margin against the "
                "metagame's equilibrium mix ({}); 0 is the best possible\">vs the mix: <b>{}</b> "
                "\u00b7 weight {}</div>",
                pct_range(r.vs_mix_lo, r.vs_mix_hi), signed_pct(r.vs_mix), pct(r.weight));
      o_ += fmt::format(
          "</td><td style=\"width:170px\"><div class=\"rating\">{}<small>95%: {}</small></div>{}"
          "<div class=\"small\">{} games</div>{}</td></tr>",
          signed_pct(l->rating), pct_range(l->lo, l->hi),
          interval_bar(l->rating, l->lo, l->hi, lo, hi, 150, sig), thousands(l->games), nash);
    }
    o_ += "</tbody></table>";
    o_ += (run_.players > 2
               ? fmt::format("<div class=\"note\"><b>Rating</b>: the strategy's weighted score "
                             "in fields of {} copies of each opponent of its generation (the "
                             "leaders and the hall of fame): 0 is the fair win share 1/{}, +100% "
                             "winning every game (see Tournament). The bar is its 95% interval,",
                             run_.players - 1, run_.players)
               : std::string(
                     "<div class=\"note\"><b>Rating</b>: how much more often the strategy wins "
                     "than loses against the other leaders of its generation, in percent of games "
                     "((wins \u2212 losses) \u00f7 games; +20% is about 60% wins to 40% losses). "
                     "The bar is its 95% interval,")) +
          " the dot the estimate: bars that overlap a lot mean the order between those "
          "rows may be luck. Letters name the strategies in the rest of the page." +
          std::string(run_.metagame ? " <b>vs the mix</b>: the final leader's margin against "
                                      "the equilibrium mix of the final leaders and bots (see "
                                      "Metagame), a rating that copies cannot inflate."
                                    : "") +
          "</div>";
    o_ += "</section>";
  }

  // The final polish: the edits kept, each with its confirmed gain.
  void polish() {
    if (!run_.polish) return;
    const Run::Polish& p = *run_.polish;
    const Leader* from = run_.leader(p.from);
    o_ +=
        "<section id=\"polish\"><h2>Polish</h2><p class=\"intro\">After the round robin, "
        "every strategy one edit away from the best of it";
    if (from) o_ += " (" + tag(*from, true) + " <code>" + esc(from->menu) + "</code>)";
    o_ += fmt::format(
        " was tried against the final leaders and the library bots: a card inserted, deleted, "
        "moved or replaced, a count or a Victory threshold one up or down, a play parameter one "
        "step. An edit is kept when games on fresh shuffles confirm that it raises the mean "
        "margin over that field; then its neighbours are tried in turn. {} games.</p>",
        thousands(p.games));
    if (p.steps.empty()) {
      o_ += "<p>No single edit did significantly better: the best stays as trained.</p>";
    } else {
      o_ +=
          "<table class=\"plain\"><thead><tr><th>Edit</th><th>Strategy after it</th>"
          "<th>Gain in mean margin (95%)</th><th>Tried</th></tr></thead><tbody>";
      for (const Run::PolishStep& s : p.steps)
        o_ += fmt::format("<tr><td>{}</td><td><code>{}</code></td><td>{} {}</td><td>{}</td></tr>",
                          esc(s.change), esc(s.menu), signed_pct(s.gain, 1), pct_range(s.lo, s.hi),
                          s.candidates);
      o_ += "</tbody></table>";
    }
    if (!p.pruned.empty()) {
      o_ += fmt::format(
          "<h3>Parsimony</h3><p class=\"intro\">Of two equally strong strategies the shorter is "
          "easier to follow: every deletion of an entry, and every merge of two entries for one "
          "card, was tried; one is kept when fresh games show it is not significantly worse and "
          "costs at most 1 point against the unpruned strategy (95%). {} games.</p>",
          thousands(p.prune_games));
      o_ +=
          "<table class=\"plain\"><thead><tr><th>Simplification</th><th>Strategy after it</th>"
          "<th>Change in mean margin (95%)</th></tr></thead><tbody>";
      for (const Run::PolishStep& s : p.pruned)
        o_ += fmt::format("<tr><td>{}</td><td><code>{}</code></td><td>{} {}</td></tr>",
                          esc(s.change), esc(s.menu), signed_pct(s.gain, 1), pct_range(s.lo, s.hi));
      o_ += "</tbody></table>";
      if (p.prune_cost && p.prune_cost_leaders)
        o_ += fmt::format(
            "<p class=\"small\">The pruned strategy against the unpruned one: {} {} over the "
            "final leaders and bots, {} {} over the final leaders alone.</p>",
            signed_pct(p.prune_cost->gain, 1), pct_range(p.prune_cost->lo, p.prune_cost->hi),
            signed_pct(p.prune_cost_leaders->gain, 1),
            pct_range(p.prune_cost_leaders->lo, p.prune_cost_leaders->hi));
    }
    if (p.leader)
      o_ += "<p class=\"small\">The result " + tag(*p.leader, true) +
            " then played the final leaders and the bots like every final leader.</p>";
    o_ += "</section>";
  }

  void tournament() {
    o_ += "<section id=\"tournament\"><h2>Tournament</h2>";
    const size_t n = run_.tournament_players.size();
    if (n == 0) {
      o_ += "<p class=\"intro\">The final tournament has not been played yet.</p></section>";
      return;
    }
    if (run_.players > 2) {
      o_ += field_intro(
          "The final leaders played each other in fields: every cell is many games of the "
          "<b>row strategy in a field of {0} copies of the column strategy</b>, the row strategy "
          "taking each seat in turn. ");
    } else {
      o_ += multi_ ? "<p class=\"intro\">The final leaders of every chamber played each other, "
                     "every pair many games, seats alternating. "
                   : "<p class=\"intro\">The final leaders played each other, every pair many "
                     "games, seats alternating. ";
      o_ +=
          "Each cell is the <b>row strategy's wins minus losses</b> against the column strategy, "
          "in percent of their games. Hover a cell for the counts.</p>";
    }
    std::vector<const Leader*> ps;
    for (const std::string& id : run_.tournament_players) ps.push_back(run_.leader(id));
    o_ += fmt::format("<div class=\"scroll\"><table class=\"matrix{}\"><thead><tr><th></th>",
                      n > 8 ? " many" : "");
    for (size_t j = 0; j < n; ++j)
      o_ += fmt::format("<th class=\"col{}\" data-c=\"{}\" title=\"{}\">{}</th>",
                        j > 0 && ps[j]->chamber != ps[j - 1]->chamber ? " cb" : "", j,
                        esc(ps[j]->menu), esc(label(ps[j]->id)));
    o_ += "<th title=\"the row's average margin over its opponents\">avg</th></tr></thead><tbody>";
    for (size_t i = 0; i < n; ++i) {
      const bool rb = i > 0 && ps[i]->chamber != ps[i - 1]->chamber;
      o_ += fmt::format("<tr{}><th class=\"row\" data-r=\"{}\">{}<span class=\"m\">{}</span></th>",
                        rb ? " class=\"rb\"" : "", i, tag(*ps[i], true), esc(ps[i]->menu));
      std::vector<Result> row;
      for (size_t j = 0; j < n; ++j) {
        const std::string cb = j > 0 && ps[j]->chamber != ps[j - 1]->chamber ? " cb" : "";
        if (i == j) {
          o_ += "<td class=\"self" + cb + "\">\u2014</td>";
          continue;
        }
        const auto& r = run_.tournament[i][j];
        if (r) row.push_back(*r);
        o_ += margin_cell(r, fmt::format("{} vs {}", label(ps[i]->id), label(ps[j]->id)), cb,
                          fmt::format(" data-r=\"{}\" data-c=\"{}\"", i, j));
      }
      double sum = 0;
      for (const Result& r : row) sum += r.margin;
      const double avg = row.empty() ? 0 : sum / double(row.size());
      o_ += fmt::format("<td class=\"avg\" title=\"average of the row's margins\">{}</td></tr>",
                        row.empty() ? "" : signed_pct(avg, 0));
    }
    o_ += "</tbody></table></div>";
    o_ += colour_scale();
    o_ +=
        "<div class=\"note\"><b>Grey cells are not statistically significant</b>: the 95% "
        "interval of the margin includes 0, so with more games the sign could flip. Colours "
        "are blue and orange (not green and red) so that they stay apart for colour-blind "
        "readers. A strategy can beat one opponent and lose to another: when A beats B, B "
        "beats C and C beats A, there is no single best strategy (a metagame).</div>";
    o_ += "</section>";
  }

  // The intro of an N-player matrix: `what` (with {0} = players - 1) and how a cell is scored.
  std::string field_intro(const std::string& what) const {
    const int n = run_.players;
    return "<p class=\"intro\">" + fmt::format(fmt::runtime(what), n - 1) +
           fmt::format(
               "A cell is the row strategy's <b>score</b>: its win share (a tie between k "
               "winners gives each 1/k) rescaled so that the fair share 1/{0} is 0 and winning "
               "every game is +100% (score = {0}/{1} \u00d7 (share \u2212 1/{0}); losing every "
               "game is \u2212{2:.0f}%). Hover a cell for the counts.</p>",
               n, n - 1, 100.0 / double(n - 1));
  }

  void chambers() {
    o_ += "<section id=\"chambers\"><h2>Chambers against each other</h2>";
    o_ +=
        "<p class=\"intro\">Each chamber is an independent population trained on the same "
        "kingdom from its own random start. Here all final leaders of one chamber are pooled "
        "against all of another's (cells: " +
        std::string(run_.players > 2 ? "the row chamber's leaders' pooled score in fields of "
                                       "the column chamber's leaders, see Tournament"
                                     : "wins minus losses of the row chamber, in percent of "
                                       "games") +
        "). When chambers end level the training likely found the kingdom's strong "
        "strategies; when one dominates, the others got stuck.</p>";
    // What each chamber trained: the polished best is the polish's, not its chamber's.
    std::map<int, std::vector<size_t>> members;
    for (size_t i = 0; i < run_.tournament_players.size(); ++i) {
      const Leader* l = run_.leader(run_.tournament_players[i]);
      if (run_.polish && run_.polish->leader && l == &*run_.polish->leader) continue;
      members[l->chamber].push_back(i);
    }
    o_ += "<div class=\"scroll\"><table class=\"matrix\"><thead><tr><th></th>";
    for (const auto& [c, _] : members)
      o_ += fmt::format("<th class=\"col\">{}</th>", chamber_name(c));
    o_ += "</tr></thead><tbody>";
    for (const auto& [a, as] : members) {
      std::string names;
      for (size_t i : as) names += label(run_.tournament_players[i]);
      o_ += fmt::format("<tr><th class=\"row\">{}<span class=\"m\">leaders {}</span></th>",
                        chamber_name(a), esc(names));
      for (const auto& [b, bs] : members) {
        if (a == b) {
          o_ += "<td class=\"self\">\u2014</td>";
          continue;
        }
        std::vector<Result> rs;
        for (size_t i : as)
          for (size_t j : bs)
            if (run_.tournament[i][j]) rs.push_back(*run_.tournament[i][j]);
        o_ +=
            margin_cell(rs.empty() ? std::nullopt : std::optional<Result>(pooled(rs)),
                        fmt::format("{} vs {}", chamber_name(a), chamber_name(b)), "", "", "ccell");
      }
      o_ += "</tr>";
    }
    o_ += "</tbody></table></div></section>";
  }

  void bots() {
    if (run_.bots.empty()) return;
    const Leader* best = best_leader();
    o_ += "<section id=\"bots\"><h2>Against the library bots</h2>";
    o_ += "<p class=\"intro\">The best final strategy";
    if (best) o_ += " (" + tag(*best, true) + " <code>" + esc(best->menu) + "</code>)";
    o_ +=
        " against the hand-written strategies that ship with kingdomlab: a yardstick that does "
        "not move between runs. " +
        (run_.players > 2
             ? fmt::format(
                   "It played in a field of {} copies of each bot; margin = its score (0: the "
                   "fair win share 1/{}, +100%: it wins every game; see Tournament). ",
                   run_.players - 1, run_.players)
             : std::string("Margin = its wins minus losses, in percent of games. ")) +
        "(Every final leader played these bots. The best is, among the final leaders that "
        "none of the other final leaders and these bots beats significantly, the one with the "
        "highest mean margin over them; when every one is beaten, the one with the highest "
        "mean plus worst margin: see How to play.)</p>";
    results_table(run_.bots, "Bot");
    leaders_vs(run_.bot_names, run_.leader_bot_cells, "bots", true);
    o_ += "</section>";
  }

  // A strategy of the metagame: a leader's tag and menu, or a bot's name.
  std::string meta_name(const std::string& s, bool menu = true) {
    if (const Leader* l = run_.leader(s))
      return tag(*l, true) + (menu ? " <span class=\"small\">" + esc(l->menu) + "</span>" : "");
    return "<b>" + esc(s) + "</b>";
  }

  // The verdict in one sentence (used by the metagame and progression sections).
  std::string verdict_line() {
    const Metagame& m = *run_.metagame;
    if (!m.complex) {
      std::vector<std::string> names;
      for (const std::string& u : m.unbeaten) names.push_back(meta_name(u, false));
      return "<b>Simple kingdom</b>: " + join(names, ", ") + (names.size() == 1 ? " is" : " are") +
             " beaten significantly by no other strategy here: play " +
             (names.size() == 1 ? "it" : "one of them") + ".";
    }
    std::string o =
        "<b>Complex kingdom</b>: every strategy here is beaten significantly by some "
        "other; no single strategy is safe. A cycle: ";
    for (const CycleEdge& e : m.cycle)
      o += meta_name(e.strategy, false) + fmt::format(" beats ({} {}) ",
                                                      signed_pct(e.result.margin, 1),
                                                      pct_range(e.result.lo, e.result.hi));
    if (!m.cycle.empty()) o += meta_name(m.cycle.front().strategy, false);
    return o + ".";
  }

  // Where the one best stands in the metagame, so the section and the plan agree.
  std::string best_in_metagame() {
    if (run_.best.empty() || !run_.metagame) return "";
    const Metagame& m = *run_.metagame;
    const MetaRow* row = nullptr;
    for (const MetaRow& r : m.rows)
      if (r.strategy == run_.best) row = &r;
    const bool unbeaten =
        std::find(m.unbeaten.begin(), m.unbeaten.end(), run_.best) != m.unbeaten.end();
    std::string o = "The best strategy, " + name_of(run_.best) + ", ";
    if (unbeaten)
      o += m.unbeaten.size() == 1 ? "is that strategy" : "is one of them";
    else
      o += "is beaten by some strategy here, as every final leader is, and has the highest "
           "mean plus worst margin among them (see How to play)";
    if (row)
      o += fmt::format(
          "; its margin against the equilibrium mix: {} {}, verified in fresh "
          "games {} {}",
          signed_pct(row->vs_mix), pct_range(row->vs_mix_lo, row->vs_mix_hi),
          signed_pct(row->verified), pct_range(row->verified_lo, row->verified_hi));
    if (row && row->weight < 0.5 && unbeaten)
      o += ". The mix's weights among strategies that nobody beats follow noise in the "
           "matrix: any of them is as good to play";
    return o + ".";
  }

  void metagame() {
    if (!run_.metagame && run_.players > 2) {
      o_ += fmt::format(
          "<section id=\"metagame\"><h2>Metagame</h2><p class=\"intro\">Not computed for "
          "{}-player games: the equilibrium analysis reads the matrix as a symmetric zero-sum "
          "game of two players, and a field of {} players is neither (the row strategy in a "
          "field of the column's copies is not the mirror of the column in a field of the "
          "row's).</p></section>",
          run_.players, run_.players);
      return;
    }
    if (!run_.metagame) return;
    const Metagame& m = *run_.metagame;
    o_ += "<section id=\"metagame\"><h2>Metagame</h2>";
    o_ += "<div class=\"banner\">" + verdict_line() + " " + best_in_metagame() + "</div>";
    o_ +=
        "<p class=\"intro\">The final leaders and the library bots, read as one game: the "
        "<b>equilibrium mix</b> is how an optimal player would choose among them (weights; a "
        "single strategy with all the weight means one strategy is enough). "
        "<b>vs the mix</b> is each strategy's margin against an opponent drawn from the mix "
        "(Nash averaging: a rating that copies of one strategy cannot inflate; 0 is the best "
        "possible). <b>Verified</b> replays that in fresh games the matrix did not use: if no "
        "interval lies above 0, nobody beats the mix. <b>Worst</b> is the strategy's lowest "
        "margin against any one strategy here (how far it can be exploited).</p>";
    std::vector<const MetaRow*> rows;
    for (const MetaRow& r : m.rows) rows.push_back(&r);
    std::stable_sort(rows.begin(), rows.end(), [](const MetaRow* a, const MetaRow* b) {
      return a->weight != b->weight ? a->weight > b->weight : a->vs_mix > b->vs_mix;
    });
    double lo = 0, hi = 0;
    for (const MetaRow* r : rows)
      lo = std::min({lo, r->vs_mix_lo, r->verified_lo}),
      hi = std::max({hi, r->vs_mix_hi, r->verified_hi});
    lo = std::floor(lo * 10 - 1e-9) / 10;
    hi = std::ceil(hi * 10 + 1e-9) / 10;
    o_ +=
        "<table class=\"plain meta\"><thead><tr><th>Strategy</th><th>Mix weight</th>"
        "<th colspan=\"2\">vs the mix</th><th colspan=\"2\">Verified</th><th>Worst</th>"
        "</tr></thead><tbody>";
    for (const MetaRow* r : rows) {
      const bool sig = r->vs_mix_lo > 0 || r->vs_mix_hi < 0;
      const bool vsig = r->verified_lo > 0 || r->verified_hi < 0;
      o_ += fmt::format(
          "<tr{}><td>{}</td><td class=\"num\"><span class=\"bar\" style=\"width:{:.0f}px\">"
          "</span> {}</td><td class=\"num m\">{}<div class=\"small\">{}</div></td><td>{}</td>"
          "<td class=\"num m\">{}<div class=\"small\">{}</div></td><td>{}</td>"
          "<td class=\"num\" title=\"against {}\">{}<div class=\"small\">vs {}</div></td></tr>",
          r->weight < 0.005 ? " class=\"ns\"" : "", meta_name(r->strategy), 80 * r->weight,
          pct(r->weight), signed_pct(r->vs_mix), pct_range(r->vs_mix_lo, r->vs_mix_hi),
          interval_bar(r->vs_mix, r->vs_mix_lo, r->vs_mix_hi, lo, hi, 120, sig),
          signed_pct(r->verified), pct_range(r->verified_lo, r->verified_hi),
          interval_bar(r->verified, r->verified_lo, r->verified_hi, lo, hi, 120, vsig),
          esc(r->worst_against), signed_pct(r->worst), meta_name(r->worst_against, false));
    }
    o_ += "</tbody></table>";
    o_ += fmt::format(
        "<div class=\"note\">Verification: {} games against the mix. Its intervals are "
        "family-wise (\u00b1{:.2f} standard errors: Bonferroni over the {} strategies), since "
        "\u201cnobody beats the mix\u201d is one claim about all of them.</div>",
        thousands(m.verify_games), m.verify_z, m.rows.size());
    o_ += "</section>";
  }

  // Opponents and the best's result against each: counts, margin, interval, verdict.
  void results_table(const std::vector<BotResult>& results, const char* who) {
    double lo = 0, hi = 0;
    for (const BotResult& b : results)
      lo = std::min(lo, b.result.lo), hi = std::max(hi, b.result.hi);
    lo = std::floor(lo * 10 - 1e-9) / 10;
    hi = std::ceil(hi * 10 + 1e-9) / 10;
    o_ += fmt::format("<table class=\"plain\"><thead><tr><th>{}</th><th>Wins</th>", who) +
          "<th>Losses</th><th>Ties</th>"
          "<th>Margin</th><th colspan=\"2\">95% interval</th><th></th></tr></thead><tbody>";
    for (const BotResult& b : results) {
      const Result& r = b.result;
      o_ += fmt::format(
          "<tr{}><td><b>{}</b></td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
          "<td class=\"num\">{}</td><td class=\"num m\"><b>{}</b></td><td class=\"small\">{}</td>"
          "<td>{}</td>"
          "<td class=\"verdict\">{}</td></tr>",
          r.significant ? "" : " class=\"ns\"", esc(b.bot), thousands(r.wins), thousands(r.losses),
          thousands(r.ties), signed_pct(r.margin), pct_range(r.lo, r.hi),
          interval_bar(r.margin, r.lo, r.hi, lo, hi, 160, r.significant),
          !r.significant ? "too close to call"
          : r.margin > 0 ? "beats it"
                         : "loses to it");
    }
    o_ += "</tbody></table>";
  }

  // The final best against the --rivals strategies, and every final leader against them.
  void rivals() {
    if (run_.rival_names.empty() || run_.leader_rival_cells.empty()) return;
    const Leader* best = best_leader();
    size_t row = 0;
    for (size_t i = 0; i < run_.final_leaders.size(); ++i)
      if (best && run_.final_leaders[i] == best->id) row = i;
    std::vector<BotResult> results;
    for (size_t r = 0; r < run_.rival_names.size() && row < run_.leader_rival_cells.size(); ++r)
      results.push_back({run_.rival_names[r], run_.leader_rival_cells[row][r]});
    o_ += "<section id=\"rivals\"><h2>Against the rivals</h2>";
    o_ += "<p class=\"intro\">The best final strategy";
    if (best) o_ += " (" + tag(*best, true) + " <code>" + esc(best->menu) + "</code>)";
    o_ +=
        " against the strategies given with <code>--rivals</code> (for example another "
        "simulator's leaders for this kingdom), in paired games with seats alternating. Margin = "
        "its wins minus losses, in percent of games. The rivals took no part in the training.</p>";
    results_table(results, "Rival");
    leaders_vs(run_.rival_names, run_.leader_rival_cells, "rivals", false);
    o_ += "</section>";
  }

  // Every final leader against named opponents, with the row's mean and worst margin (for the
  // bots the tournament counts too, as when the best was chosen by its mean).
  void leaders_vs(const std::vector<std::string>& names,
                  const std::vector<std::vector<Result>>& cells, const char* what,
                  bool with_tournament) {
    if (cells.empty() || names.empty()) return;
    o_ += fmt::format(
        "<h3>Every final leader against the {0}</h3><p class=\"intro\">Rows: the final "
        "leaders; columns: the {0}. <b>Mean</b> and <b>worst</b> are the row's average and "
        "lowest margin here{1}.</p>",
        what,
        with_tournament ? " and in the tournament; the best strategy is the unbeaten one with "
                          "the highest mean, or when all are beaten, the highest mean + worst"
                        : "");
    o_ += "<div class=\"scroll\"><table class=\"matrix\"><thead><tr><th></th>";
    for (const std::string& b : names)
      o_ += fmt::format("<th class=\"col\" title=\"{0}\">{0}</th>", esc(b));
    o_ += fmt::format(
        "<th title=\"the row's average margin against the {0}{1}\">mean</th>"
        "<th title=\"the row's lowest margin against the {0}{1}\">worst</th></tr>"
        "</thead><tbody>",
        what, with_tournament ? " and the other final leaders" : "");
    for (size_t i = 0; i < cells.size() && i < run_.final_leaders.size(); ++i) {
      const Leader* l = run_.leader(run_.final_leaders[i]);
      if (!l) continue;
      double worst = 1, sum = 0;
      int count = 0;
      auto take = [&](double margin) {
        worst = std::min(worst, margin);
        sum += margin;
        ++count;
      };
      for (const Result& r : cells[i]) take(r.margin);
      if (with_tournament)
        for (size_t t = 0; t < run_.tournament_players.size() && t < run_.tournament.size(); ++t)
          if (run_.tournament_players[t] == l->id)
            for (const auto& r : run_.tournament[t])
              if (r) take(r->margin);
      o_ += fmt::format("<tr><th class=\"row\">{}<span class=\"m\">{}</span></th>", tag(*l, true),
                        esc(l->menu));
      for (size_t b = 0; b < cells[i].size() && b < names.size(); ++b)
        o_ += margin_cell(cells[i][b], fmt::format("{} vs {}", label(l->id), names[b]), "", "",
                          "bcell");
      o_ += fmt::format("<td class=\"avg\">{}</td><td class=\"avg\">{}{}</td></tr>",
                        signed_pct(count ? sum / count : 0, 1), signed_pct(worst, 0),
                        l->id == run_.best ? " ← best" : "");
    }
    o_ += "</tbody></table></div>";
  }

  void progression() {
    o_ += "<section id=\"progression\"><h2>Progression</h2>";
    o_ +=
        "<p class=\"intro\">Did training keep improving? Each generation's best strategy "
        "played the best strategy of every earlier generation. On a simple kingdom the curve "
        "rises and then flattens near zero (nothing left to gain); on a kingdom with a "
        "metagame it swings, as new strategies beat the last fashion but not older ones. "
        "\u21ba marks a generation whose best loses significantly to an earlier best." +
        (run_.players > 2 ? fmt::format(" With {} players, \u201cagainst\u201d means in a field "
                                        "of {} copies of the earlier best (score: see "
                                        "Tournament).",
                                        run_.players, run_.players - 1)
                          : std::string()) +
        "</p>";
    if (run_.metagame) o_ += "<div class=\"banner\">" + verdict_line() + "</div>";
    for (const Chamber& c : run_.chambers) progression_of(c);
    o_ += "</section>";
  }

  void progression_of(const Chamber& c) {
    o_ += "<div class=\"prog\">";
    if (multi_) o_ += "<h3>" + chamber_name(c.index) + "</h3>";
    o_ += "<div>";
    std::map<int, Mean> means;
    Series mean{"vs all earlier (mean)", "#0072B2"}, prev{"vs the previous one", "#D55E00"},
        first{"vs generation 1", "#009E73"};
    mean.band = true;
    prev.whiskers = true;
    prev.dashed = true;
    first.dashed = true;
    int max_gen = 1;
    for (const Progress& p : c.progression) {
      max_gen = std::max(max_gen, p.generation);
      const Mean m = mean_of(p.vs);
      if (!m.ok) continue;
      means[p.generation] = m;
      const double g = p.generation;
      mean.x.push_back(g);
      mean.y.push_back(m.m);
      mean.lo.push_back(m.lo);
      mean.hi.push_back(m.hi);
      mean.tips.push_back(fmt::format("generation {} vs the {} earlier: {} {}", p.generation,
                                      p.vs.size(), signed_pct(m.m), pct_range(m.lo, m.hi)));
      for (const VsEarlier& v : p.vs) {
        const std::string tip = fmt::format("generation {} vs generation {}: {} {}, {} games",
                                            p.generation, v.generation, signed_pct(v.margin),
                                            pct_range(v.lo, v.hi), thousands(v.games));
        if (v.generation == p.generation - 1) {
          prev.x.push_back(g), prev.y.push_back(v.margin), prev.lo.push_back(v.lo);
          prev.hi.push_back(v.hi), prev.tips.push_back(tip);
        }
        if (v.generation == 1 && p.generation > 2)
          first.x.push_back(g), first.y.push_back(v.margin), first.tips.push_back(tip);
      }
    }
    for (const Generation& g : c.generations) max_gen = std::max(max_gen, g.number);
    Chart ch;
    ch.width = 600;
    ch.height = 300;
    ch.percent = true;
    ch.x_label = "generation";
    ch.y_label = "wins \u2212 losses";
    ch.css_class = "progression";
    ch.aria = "progression chart of " + chamber_name(c.index);
    ch.x_min = 1;
    ch.x_max = std::max(2, max_gen);
    ch.y_min = -1;
    ch.y_max = 1;
    o_ += "<figure>";
    if (mean.x.empty()) o_ += "<p class=\"small\">Progression needs at least two generations.</p>";
    o_ += line_chart(ch, {mean, prev, first});
    o_ +=
        "<figcaption>Blue: each generation's best against the best of all earlier ones "
        "(average; band = 95% interval). Orange: against the generation just before "
        "(bars = 95% interval). Green: against generation 1. Above zero = better than "
        "its predecessors. Hover a point for numbers.</figcaption>";
    o_ += heat_map(c, max_gen);
    o_ +=
        "<figcaption>Every pairing: row generation against column generation (blue: the later "
        "one wins more; grey: not significant).</figcaption></figure></div>";

    o_ +=
        "<div><table class=\"gens\"><thead><tr><th>Gen</th><th>Best strategy of the "
        "generation</th><th style=\"text-align:right\">vs earlier</th></tr></thead><tbody>";
    std::string previous;
    for (const Generation& g : c.generations) {
      if (g.leaders.empty()) continue;
      const Leader& l = g.leaders.front();
      const bool same = l.menu == previous;
      previous = l.menu;
      auto m = means.find(g.number);
      // Cycling: this generation's best loses significantly to some earlier best.
      std::string cycled;
      for (const Progress& p : c.progression)
        if (p.generation == g.number)
          for (const VsEarlier& v : p.vs)
            if (v.hi < 0 && cycled.empty())
              cycled = fmt::format(
                  " <span class=\"cyc\" title=\"loses to generation {}'s best: {} {}\">"
                  "\u21ba{}</span>",
                  v.generation, signed_pct(v.margin), pct_range(v.lo, v.hi), v.generation);
      o_ += fmt::format(
          "<tr{} data-leader=\"{}\"><td class=\"g\">{}</td><td class=\"mn\" title=\"{}\">{}</td>"
          "<td class=\"num\">{}{}</td></tr>",
          same ? " class=\"same\"" : "", esc(l.id), g.number, esc(l.id),
          same ? "= same as before" : esc(l.menu),
          m == means.end() ? "\u2014" : signed_pct(m->second.m, 0), cycled);
    }
    o_ += "</tbody></table></div></div>";
  }

  std::string heat_map(const Chamber& c, int max_gen) {
    if (max_gen < 2 || c.progression.empty()) return "";
    const int n = max_gen - 1;  // rows: generations 2..max, columns: 1..max-1
    const double cell = std::clamp(420.0 / n, 6.0, 26.0), left = 46, top = 22;
    const double w = left + cell * n + 10, h = top + cell * n + 26;
    std::string o = fmt::format(
        "<svg class=\"chart heat\" viewBox=\"0 0 {0:.0f} {1:.0f}\" width=\"{0:.0f}\" "
        "height=\"{1:.0f}\" role=\"img\" aria-label=\"generation against generation\">",
        w, h);
    const int every = n <= 12 ? 1 : n <= 24 ? 2 : 5;
    for (int g = 2; g <= max_gen; ++g)
      if (g % every == 0 || g == 2)
        o += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{}</text>", left - 5,
                         top + cell * (g - 2) + cell / 2 + 3.5, g);
    for (int e = 1; e < max_gen; ++e)
      if (e % every == 0 || e == 1)
        o += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>",
                         left + cell * (e - 1) + cell / 2, top - 6, e);
    o += fmt::format(
        "<text class=\"label\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">earlier "
        "generation \u2192</text>",
        left + cell * n / 2, h - 6);
    o += fmt::format(
        "<text class=\"label\" transform=\"translate(12 {:.1f}) rotate(-90)\" "
        "text-anchor=\"middle\">generation</text>",
        top + cell * n / 2);
    for (const Progress& p : c.progression)
      for (const VsEarlier& v : p.vs) {
        if (p.generation < 2 || p.generation > max_gen || v.generation < 1 ||
            v.generation >= p.generation)
          continue;
        const double x = left + cell * (v.generation - 1), y = top + cell * (p.generation - 2);
        const std::string tip =
            fmt::format("generation {} vs {}: {} {}, {} games{}", p.generation, v.generation,
                        signed_pct(v.margin), pct_range(v.lo, v.hi), thousands(v.games),
                        v.significant() ? "" : ", not significant");
        if (v.significant())
          o += fmt::format(
              "<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
              "fill=\"{}\"><title>{}</title></rect>",
              x, y, cell - 1, cell - 1, margin_fill(v.margin).background, esc(tip));
        else
          o += fmt::format(
              "<rect class=\"ns\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" "
              "height=\"{:.1f}\"><title>{}</title></rect>",
              x, y, cell - 1, cell - 1, esc(tip));
      }
    return o + "</svg>";
  }

  void diagnostics() {
    std::vector<const Leader*> with;
    for (const Leader* l : board_)
      if (run_.diagnostics.count(l->id)) with.push_back(l);
    if (with.empty()) return;
    o_ += "<section id=\"diagnostics\"><h2>How they play</h2>";
    o_ +=
        "<p class=\"intro\">Measured in extra games of each final leader against the others. "
        "Turns count the strategy's own turns. The curves stop where fewer than 1 game in 10 "
        "is still going. \u201cFirst gained\u201d is the average own turn of the first copy "
        "(in the games where it got one); \u201cwhen\u201d shows on which turns the copies "
        "come. $5+, $6+ and $8+ are the chances to have that much to spend on the turn (the "
        "usual thresholds for a $5 Action, Gold and a Province).</p><div class=\"diags\">";
    for (const Leader* l : with) diagnostics_of(*l, run_.diagnostics.at(l->id));
    o_ += "</div></section>";
  }

  void diagnostics_of(const Leader& l, const Diagnostics& d) {
    o_ += fmt::format(
        "<article class=\"diag\" data-leader=\"{}\"><header>{}<div class=\"menu\">{}"
        "</div></header>",
        esc(l.id), tag(l), esc(l.menu));
    o_ += "<div class=\"kv\">";
    o_ += fmt::format("<span>game length <b>{}</b> turns</span>", fixed(d.average_turns, 1));
    if (d.vp_tokens > 0)
      o_ += fmt::format("<span>VP tokens <b>{}</b> per game</span>", fixed(d.vp_tokens, 1));
    const std::vector<double>& seats = d.seat_win_rate;
    if (seats.size() == 2) {
      o_ += fmt::format("<span>wins <b>{}</b> moving first, <b>{}</b> moving second</span>",
                        pct(seats[0]), pct(seats[1]));
    } else if (!seats.empty()) {
      std::vector<std::string> parts;
      for (size_t i = 0; i < seats.size(); ++i)
        parts.push_back(fmt::format("seat {} <b>{}</b>", i + 1, pct(seats[i])));
      o_ += "<span>wins by seat: " + join(parts, ", ") + "</span>";
    }
    if (d.games > 0) o_ += fmt::format("<span class=\"small\">{} games</span>", thousands(d.games));
    o_ += "</div>";
    if (!d.end_reasons.empty()) {
      static const std::map<std::string, std::pair<const char*, const char*>> kEnds = {
          {"provinces", {"Provinces ran out", "#3f8f47"}},
          {"colonies", {"Colonies ran out", "#1f5f8b"}},
          {"piles", {"three piles ran out", "#e69f00"}},
          {"turn_cap", {"turn limit", "#999999"}}};
      // JSON objects come back sorted by key: put the usual endings first.
      std::vector<std::pair<std::string, double>> ends = d.end_reasons;
      auto order = [](const std::string& r) {
        return r == "provinces"  ? 0
               : r == "colonies" ? 1
               : r == "piles"    ? 2
               : r == "turn_cap" ? 4
                                 : 3;
      };
      std::stable_sort(ends.begin(), ends.end(), [&](const auto& a, const auto& b) {
        return order(a.first) < order(b.first);
      });
      std::string bar, key;
      for (const auto& [reason, share] : ends) {
        if (share <= 0) continue;
        auto it = kEnds.find(reason);
        const std::string name = it != kEnds.end() ? it->second.first : reason;
        const std::string colour = it != kEnds.end() ? it->second.second : "#b07aa1";
        bar += fmt::format("<span style=\"width:{:.2f}%;background:{}\" title=\"{}: {}\"></span>",
                           100 * share, colour, esc(name), pct(share));
        key += fmt::format("<span><i style=\"background:{}\"></i>{} {}</span>", colour, esc(name),
                           pct(share));
      }
      o_ += "<div class=\"small\">how games ended</div><div class=\"ends\">" + bar +
            "</div><div class=\"endkey\">" + key + "</div>";
    }
    o_ += "<div class=\"minicharts\">";
    auto curve = [&](const std::vector<double>& ys, const char* name, const char* colour,
                     const char* unit) {
      if (ys.empty()) return;
      Series s{name, colour};
      for (size_t i = 0; i < ys.size(); ++i) {
        s.x.push_back(double(i + 1));
        s.y.push_back(ys[i]);
        s.tips.push_back(fmt::format("turn {}: {} {}", i + 1, fixed(ys[i], 1), unit));
      }
      Chart c;
      c.width = 250;
      c.height = 160;
      c.x_label = "own turn";
      c.css_class = "mini";
      c.aria = name;
      c.x_min = 1;
      o_ += line_chart(c, {s});
    };
    curve(d.vp_per_turn, "VP after the turn", "#3f8f47", "VP");
    curve(d.money_per_turn, "$ generated on the turn", "#c48a00", "$");
    if (!d.coins_at_least.empty()) {
      static const char* const kColours[] = {"#c48a00", "#2166ac", "#3f8f47", "#7d55a6"};
      std::vector<Series> lines;
      for (size_t m = 0; m < d.coins_at_least.size(); ++m) {
        const auto& [coins, chance] = d.coins_at_least[m];
        Series s{fmt::format("${}+", coins), kColours[m % 4]};
        for (size_t i = 0; i < chance.size(); ++i) {
          s.x.push_back(double(i + 1));
          s.y.push_back(chance[i]);
          s.tips.push_back(
              fmt::format("turn {}: ${} or more in {} of the games", i + 1, coins, pct(chance[i])));
        }
        s.dots = chance.size() <= 30;
        lines.push_back(std::move(s));
      }
      Chart c;
      c.width = 250;
      c.height = 160;
      c.x_label = "own turn";
      c.css_class = "mini";
      c.aria = "chance to have $5, $6, $8 on the turn";
      c.percent = true;
      c.plus_sign = false;
      c.y_min = 0;
      c.y_max = 1;
      c.fixed_y = true;
      c.x_min = 1;
      o_ += line_chart(c, lines);
    }
    if (!d.game_length.empty()) {
      Series s{"games by length", "#8a939e"};
      s.bars = true;
      for (size_t i = 0; i < d.game_length.size(); ++i) {
        if (d.game_length[i] <= 0) continue;
        s.x.push_back(double(i + 1));
        s.y.push_back(d.game_length[i]);
        s.tips.push_back(fmt::format("{} turns: {} of the games", i + 1, pct(d.game_length[i], 1)));
      }
      Chart c;
      c.width = 250;
      c.height = 160;
      c.x_label = "own turns in the game";
      c.css_class = "mini length";
      c.aria = "games by length";
      c.percent = true;
      c.plus_sign = false;
      c.y_min = 0;
      o_ += line_chart(c, {s});
    }
    o_ += "</div>";

    std::vector<std::string> cards;
    for (const auto& [card, _] : d.gains_per_game) cards.push_back(card);
    for (const auto& [card, _] : d.first_buy_turn)
      if (!d.gains_per_game.count(card)) cards.push_back(card);
    auto first = [&](const std::string& c) {
      auto it = d.first_buy_turn.find(c);
      return it == d.first_buy_turn.end() ? 1e9 : it->second;
    };
    std::stable_sort(cards.begin(), cards.end(), [&](const std::string& a, const std::string& b) {
      return first(a) < first(b);
    });
    if (!cards.empty()) {
      double most = 0;
      for (const auto& [_, g] : d.gains_per_game) most = std::max(most, g);
      size_t turns = 0;
      for (const auto& [_, by_turn] : d.gains_by_turn) turns = std::max(turns, by_turn.size());
      o_ += fmt::format(
          "<div class=\"scroll\"><table class=\"buys\"><thead><tr><th>Card</th>"
          "<th style=\"text-align:right\">First gained</th><th>Per game</th>{}</tr></thead>"
          "<tbody>",
          turns ? fmt::format("<th>When (turns 1\u2013{})</th>", turns) : "");
      for (const std::string& c : cards) {
        auto g = d.gains_per_game.find(c);
        const double gains = g == d.gains_per_game.end() ? 0 : g->second;
        const double f = first(c);
        o_ += fmt::format(
            "<tr><td>{}</td><td class=\"num\">{}</td><td><span class=\"bar\" "
            "style=\"width:{:.0f}px\"></span>{}</td>",
            chip(run_, c), f >= 1e9 ? "\u2014" : "turn " + fixed(f, 1),
            most > 0 ? 70 * gains / most : 0.0, fixed(gains, 1));
        if (turns) {
          // The shape of when the copies come: bars per own turn, the tallest full height.
          auto it = d.gains_by_turn.find(c);
          std::vector<double> by_turn =
              it == d.gains_by_turn.end() ? std::vector<double>{} : it->second;
          by_turn.resize(turns);
          std::vector<std::string> tips;
          for (size_t t = 0; t < turns; ++t)
            tips.push_back(
                fmt::format("{}: {} per game on turn {}", c, fixed(by_turn[t], 2), t + 1));
          o_ += "<td class=\"when\">" +
                spark_bars(by_turn, tips, int(std::clamp<size_t>(turns * 4, 60, 120)), 18,
                           "#5b8fc7", c + " gained by turn") +
                "</td>";
        }
        o_ += "</tr>";
      }
      o_ += "</tbody></table></div>";
    }
    o_ += "</article>";
  }

  void footer() {
    o_ += "<footer>Rendered by " + esc(run_.program.empty() ? "kingdomlab" : run_.program) +
          " from run.json (version " + std::to_string(run_.version) +
          "). Self-contained: no network, no external files. Re-render with "
          "<code>kingdomlab report RUN_DIR</code>.</footer>";
  }

  const Run& run_;
  std::vector<const Leader*> board_;
  std::map<std::string, std::string> labels_;
  bool multi_ = false;
  std::string o_;
};

}  // namespace
}  // namespace report

namespace {

std::string render_or_throw(const nlohmann::json& j) {
  const report::Run run = report::read_run(j);
  return report::Page(run).render();
}

}  // namespace

std::string render_report(const nlohmann::json& run) {
  try {
    return render_or_throw(run);
  } catch (const report::DataError& e) {
    throw std::invalid_argument(fmt::format("run.json: {}", e.what()));
  }
}

std::string render_tile_sheet(const std::vector<std::string>& names) {
  report::Run run;
  std::string o =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
      "<title>Card tiles</title><style>";
  o += report::stylesheet();
  o += "</style></head><body><div class=\"page\"><div class=\"tiles\">";
  for (const std::string& n : names) {
    run.cards[n] = report::CardFace{5, false, {"Action"}, true};
    o += report::tile(run, n, "\u00d72", "\u22644");
  }
  o += "</div></div><script>";
  o += report::script();
  return o + "</script></body></html>\n";
}

std::string report_path(const std::string& run_dir) {
  return (std::filesystem::path(run_dir) / "index.html").string();
}

void write_report(const std::string& run_dir) {
  const std::filesystem::path in = std::filesystem::path(run_dir) / "run.json";
  const nlohmann::json j = report::read_json_file(in);
  std::string html;
  try {
    html = render_or_throw(j);
  } catch (const report::DataError& e) {
    throw std::invalid_argument(fmt::format("{}: {}", in.string(), e.what()));
  }
  report::write_file_atomic(report_path(run_dir), html);
}

}  // namespace kl

#include "reports/plan.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <map>

#include "reports/html.h"

namespace kl::report {

namespace {

// "+1.5%" with an ASCII sign: the summary is plain text, the report escapes it anyway.
std::string pct_text(double x) { return fmt::format("{:+.1f}%", 100 * x); }
std::string range_text(double lo, double hi) {
  return fmt::format("[{:+.1f}, {:+.1f}]", 100 * lo, 100 * hi);
}
std::string turn_text(double t) { return fmt::format("{:.1f}", t); }

// What the strategy chose (older run data: every gain).
const std::map<std::string, double>& chosen(const Diagnostics& d) {
  return d.chosen_per_game.empty() ? d.gains_per_game : d.chosen_per_game;
}
const std::map<std::string, double>& first(const Diagnostics& d) {
  return d.first_chosen_turn.empty() ? d.first_buy_turn : d.first_chosen_turn;
}

bool is_victory_card(const std::string& c) {
  return c == "Province" || c == "Duchy" || c == "Estate" || c == "Colony";
}

// "a, b and c".
std::string and_list(const std::vector<std::string>& xs) {
  std::string o;
  for (size_t i = 0; i < xs.size(); ++i)
    o += (i == 0 ? "" : i + 1 == xs.size() ? " and " : ", ") + xs[i];
  return o;
}

// The best's row in a table of the final leaders (final.leaders order), or npos.
size_t row_of(const Run& run, const std::string& id) {
  for (size_t i = 0; i < run.final_leaders.size(); ++i)
    if (run.final_leaders[i] == id) return i;
  return std::string::npos;
}

// The best's margin against a leader or bot, when the run data has it.
std::optional<Result> margin_against(const Run& run, const std::string& best,
                                     const std::string& other) {
  const size_t r = row_of(run, best);
  if (r == std::string::npos) return std::nullopt;
  for (size_t j = 0; j < run.tournament_players.size(); ++j)
    if (run.tournament_players[j] == other && r < run.tournament.size() &&
        j < run.tournament[r].size())
      return run.tournament[r][j];
  for (size_t b = 0; b < run.bot_names.size(); ++b)
    if (run.bot_names[b] == other && r < run.leader_bot_cells.size() &&
        b < run.leader_bot_cells[r].size())
      return run.leader_bot_cells[r][b];
  return std::nullopt;
}

std::string why_text(const Run& run, const Leader& best, const PlanStyle& s) {
  if (!run.best_why) return "";
  const Run::BestWhy& w = *run.best_why;
  const size_t leaders = run.final_leaders.empty() ? 0 : run.final_leaders.size() - 1;
  const size_t bots = run.bot_names.size();
  const std::string field = fmt::format("{} final leader{} and {} library bot{}", leaders,
                                        leaders == 1 ? "" : "s", bots, bots == 1 ? "" : "s");
  const bool polished = run.polish && run.polish->leader && run.polish->leader->id == best.id;
  std::string o;
  if (w.beaten_by.empty()) {
    o = s.text(fmt::format("Beaten significantly by none of the other {} strategies ({})", w.field,
                           field));
  } else {
    std::vector<std::string> who;
    for (const std::string& b : w.beaten_by) {
      const std::optional<Result> m = margin_against(run, best.id, b);
      who.push_back(s.name(b) + (m ? s.text(fmt::format(" ({})", pct_text(m->margin))) : ""));
    }
    o = s.text(fmt::format("Beaten significantly by {} of the other {} strategies ({}): ",
                           w.beaten_by.size(), w.field, field)) +
        and_list(who) +
        s.text(fmt::format("; every final leader is beaten by some strategy, and {} has the "
                           "highest mean plus worst margin",
                           polished ? "the one it was polished from" : "this one"));
  }
  if (!w.worst_against.empty() && w.field > 0) {
    if (w.beaten_by.empty())
      o += s.text(fmt::format("; its closest matchup: {} against ", pct_text(w.worst))) +
           s.name(w.worst_against);
    o += s.text(fmt::format(". Its mean margin over them: {}.", pct_text(w.mean)));
  } else {
    o += s.text(".");
  }
  return o;
}

std::string opening_text(const Diagnostics& d, const PlanStyle& s) {
  if (d.openings.empty()) return "";
  std::vector<std::string> parts;
  for (const Diagnostics::Opening& o : d.openings) {
    if (o.share < 0.005) continue;
    const size_t slash = o.split.find('/');
    const std::string rich = o.split.substr(0, slash), poor = o.split.substr(slash + 1);
    std::vector<std::string> ways;
    for (const auto& [buys, share] : o.buys) {
      if (share < 0.05 && !ways.empty()) continue;
      const size_t at = buys.find(" / ");
      std::string w = fmt::format("${} {}, ${} {}", rich, buys.substr(0, at), poor,
                                  at == std::string::npos ? "" : buys.substr(at + 3));
      if (o.buys.size() > 1) w += fmt::format(" ({:.0f}%)", 100 * share);
      ways.push_back(w);
    }
    parts.push_back(fmt::format("With ${}/${} ({:.0f}% of its games): {}", rich, poor,
                                100 * o.share, fmt::format("{}", fmt::join(ways, "; or "))));
  }
  return s.text(fmt::format("{}", fmt::join(parts, ". ")) + ".");
}

std::string builds_text(const Leader& best, const Diagnostics& d, const PlanStyle& s) {
  struct Item {
    std::string card;
    double first, per_game;
  };
  std::vector<Item> items;
  for (const Buy& b : best.buys) {
    if (is_victory_card(b.card)) continue;
    if (std::any_of(items.begin(), items.end(), [&](const Item& i) { return i.card == b.card; }))
      continue;
    const auto g = chosen(d).find(b.card);
    const auto f = first(d).find(b.card);
    if (g == chosen(d).end() || f == first(d).end() || g->second < 0.05) continue;
    items.push_back({b.card, f->second, g->second});
  }
  if (items.empty()) return "";
  std::stable_sort(items.begin(), items.end(),
                   [](const Item& a, const Item& b) { return a.first < b.first; });
  std::vector<std::string> parts;
  for (const Item& i : items)
    parts.push_back(fmt::format("{} (first on turn {}, {:.1f} per game)", i.card,
                                turn_text(i.first), i.per_game));
  return s.text("In the order they first come: " + and_list(parts) + ".");
}

std::string victory_text(const Run& run, const Leader& best, const Diagnostics& d,
                         const PlanStyle& s) {
  const std::string left = run.colony ? "Provinces or Colonies" : "Provinces";
  auto seen = [&](const std::string& card) -> std::string {
    const auto g = chosen(d).find(card);
    const auto f = first(d).find(card);
    if (g == chosen(d).end() || f == first(d).end()) return " (never in its games)";
    return fmt::format(" (the first on turn {} on average, {:.1f} per game)", turn_text(f->second),
                       g->second);
  };
  auto rule = [&](const std::string& card, int cost, int at) -> std::string {
    if (at <= 0) return (card == "Estate" ? "never an " : "never a ") + card;
    const std::string a = card == "Estate" ? "an " : "a ";
    if (at >= 99) return fmt::format("{}{} whenever it has ${}", a, card, cost) + seen(card);
    return fmt::format("{}{} once {} or fewer {} are left", a, card, at, left) + seen(card);
  };
  std::vector<std::string> parts;
  if (run.colony) parts.push_back(rule("Colony", 11, best.colony.value_or(99)));
  parts.push_back(rule("Province", 8, run.colony ? best.province.value_or(99) : 99));
  parts.push_back(rule("Duchy", 5, best.duchy.value_or(0)));
  parts.push_back(rule("Estate", 2, best.estate.value_or(0)));
  std::string o = fmt::format("{}", fmt::join(parts, "; "));
  o[0] = char(std::toupper(static_cast<unsigned char>(o[0])));
  return s.text(o + ".");
}

std::string skips_text(const Run& run, const Leader& best, const PlanStyle& s) {
  std::vector<std::string> skipped;
  for (const std::string& c : run.kingdom)
    if (std::none_of(best.buys.begin(), best.buys.end(), [&](const Buy& b) { return b.card == c; }))
      skipped.push_back(c);
  if (skipped.empty()) return s.text("It buys every kingdom card.");
  std::string o = s.text(and_list(skipped) + ".");
  if (run.card_costs.empty()) return o;
  std::vector<const Run::CardCost*> costs;
  for (const Run::CardCost& c : run.card_costs) costs.push_back(&c);
  std::stable_sort(costs.begin(), costs.end(),
                   [](const auto* a, const auto* b) { return a->margin > b->margin; });
  std::vector<std::string> worse, level, better;
  for (const Run::CardCost* c : costs) {
    const std::string t =
        fmt::format("{} {} {}", c->card, pct_text(c->margin), range_text(c->lo, c->hi));
    (c->hi < 0 ? worse : c->lo > 0 ? better : level).push_back(t);
  }
  std::vector<std::string> never;
  for (const std::string& c : skipped)
    if (std::none_of(costs.begin(), costs.end(), [&](const auto* x) { return x->card == c; }))
      never.push_back(c);
  o += s.text(fmt::format(
      " Adding one at its best place in the list, against the best itself ({} games each, 95%):",
      thousands(costs.front()->games)));
  // fmt::format, not operator+ on a temporary: GCC 12 warns a false -Wrestrict on the latter.
  if (!worse.empty()) o += s.text(fmt::format(" worse with {};", and_list(worse)));
  if (!level.empty())
    o += s.text(fmt::format(" no significant difference with {};", and_list(level)));
  if (!better.empty())
    o +=
        s.text(fmt::format(" better with {} (the training and the polish judge against the "
                           "whole field, not against the best alone);",
                           and_list(better)));
  if (!never.empty())
    o += s.text(fmt::format(" {} {} not bought at any place in the list;", and_list(never),
                            never.size() == 1 ? "is" : "are"));
  if (o.back() == ';')
    o.back() = '.';
  else
    o.push_back('.');
  return o;
}

}  // namespace

PlanStyle plain_style() {
  return {[](const std::string& t) { return t; }, [](const std::string& n) { return n; }};
}

std::optional<Plan> make_plan(const Run& run, const PlanStyle& style) {
  if (run.best.empty()) return std::nullopt;
  const Leader* best = run.leader(run.best);
  if (!best) return std::nullopt;
  Plan p;
  p.best = best->id;
  p.line = best->line.empty() ? best->menu : best->line;
  p.why = why_text(run, *best, style);
  if (auto it = run.diagnostics.find(best->id); it != run.diagnostics.end()) {
    p.opening = opening_text(it->second, style);
    p.builds = builds_text(*best, it->second, style);
    p.victory = victory_text(run, *best, it->second, style);
  }
  p.skips = skips_text(run, *best, style);
  if (!run.examples.empty()) {
    std::vector<std::string> against;
    for (const std::string& seat : run.examples.front().seats)
      if (seat != best->id && std::find(against.begin(), against.end(), seat) == against.end())
        against.push_back(seat);
    if (!against.empty())
      p.examples = style.text(fmt::format("{} example game{} against ", run.examples.size(),
                                          run.examples.size() == 1 ? "" : "s")) +
                   style.name(against.front()) + style.text(", its closest matchup.");
  }
  return p;
}

std::vector<std::string> plan_lines(const Plan& p) {
  std::vector<std::string> out = {"How to play: " + p.line};
  const std::pair<const char*, const std::string*> parts[] = {{"Why this one", &p.why},
                                                              {"Opening", &p.opening},
                                                              {"Building", &p.builds},
                                                              {"Greening", &p.victory},
                                                              {"Skipped cards", &p.skips}};
  for (const auto& [head, text] : parts)
    if (!text->empty()) out.push_back(fmt::format("  {}: {}", head, *text));
  return out;
}

}  // namespace kl::report

#include "evolution/arena/strength.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "cards/registry.h"
#include "evolution/arena/match.h"
#include "evolution/strategy/bots.h"

namespace kl {

namespace {

constexpr std::string_view kVs = " vs ";

// The game of the cards the two strategies mention (as `kingdomlab match` without --kingdom).
GameConfig game_of(const Strategy& a, const Strategy& b) {
  std::vector<const CardDef*> kingdom, landscapes;
  bool colony = false;
  for (const Strategy* s : {&a, &b}) {
    for (const CardDef* d : kingdom_cards_of(*s))
      if (std::find(kingdom.begin(), kingdom.end(), d) == kingdom.end()) kingdom.push_back(d);
    for (const CardDef* d : landscapes_of(*s))
      if (std::find(landscapes.begin(), landscapes.end(), d) == landscapes.end())
        landscapes.push_back(d);
    colony |= mentions_colony(*s);
  }
  GameConfig cfg = Registry::standard().config(kingdom, 2, landscapes);
  cfg.colony |= colony;
  return cfg;
}

}  // namespace

std::vector<StrengthRow> run_strength(const StrengthConfig& cfg) {
  const Strategy* opponent = find_bot(kStrengthOpponent);
  if (!opponent) throw std::logic_error("the strength table's opponent is not a library bot");
  std::vector<const Strategy*> bots;
  for (const Strategy& s : bot_library()) {
    // The file names a ring row "A vs B".
    if (s.name.find(kVs) != std::string::npos)
      throw std::logic_error("a library bot's name has \" vs \" in it: " + s.name);
    if (&s != opponent) bots.push_back(&s);
  }
  std::vector<std::pair<const Strategy*, const Strategy*>> pairs;
  for (const Strategy* bot : bots) pairs.emplace_back(bot, opponent);
  if (bots.size() > 1)
    for (size_t i = 0; i < bots.size(); ++i)
      pairs.emplace_back(bots[i], bots[(i + 1) % bots.size()]);
  std::vector<StrengthRow> rows;
  for (const auto& [bot, against] : pairs) {
    MatchConfig m;
    m.strategies = {bot, against};
    m.game = game_of(*bot, *against);
    m.seed = cfg.seed;
    m.games = cfg.games;
    m.threads = cfg.threads;
    const MatchResult r = run_match(m);
    const Estimate e = r.margin();
    rows.push_back({bot->name, against->name, r.games, 100 * e.mean, 100 * e.lo, 100 * e.hi});
    if (cfg.progress) cfg.progress(int(rows.size()), int(pairs.size()));
  }
  return rows;
}

std::string row_name(const StrengthRow& r) {
  if (r.opponent.empty() || r.opponent == kStrengthOpponent) return r.bot;
  return fmt::format("{}{}{}", r.bot, kVs, r.opponent);
}

std::string strength_tsv(const std::vector<StrengthRow>& rows, uint64_t seed) {
  std::string out = fmt::format(
      "# kingdomlab strength table: every library bot against {}, then against the next bot\n"
      "# of the library (\"A vs B\"; the last against the first), on the kingdom of the cards the\n"
      "# two mention; win% - loss% of the (first) bot with its 95% interval. Made by `kingdomlab\n"
      "# strength --write FILE`; `kingdomlab strength --check FILE` (a test) flags a row whose\n"
      "# interval no longer overlaps this one. Update it in the commit that changes play on "
      "purpose.\n"
      "# seed {}\n"
      "# bot\tgames\tmargin\tlo\thi\n",
      kStrengthOpponent, seed);
  for (const StrengthRow& r : rows)
    out +=
        fmt::format("{}\t{}\t{:.2f}\t{:.2f}\t{:.2f}\n", row_name(r), r.games, r.margin, r.lo, r.hi);
  return out;
}

std::vector<StrengthRow> parse_strength_tsv(std::string_view text, uint64_t* seed) {
  std::vector<StrengthRow> rows;
  int line_no = 0;
  while (!text.empty()) {
    const size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    if (line.front() == '#') {
      if (seed && line.substr(0, 7) == "# seed ") *seed = std::stoull(std::string(line.substr(7)));
      continue;
    }
    std::vector<std::string> cells;
    size_t start = 0;
    for (;;) {
      const size_t tab = line.find('\t', start);
      cells.emplace_back(line.substr(start, tab == std::string_view::npos ? tab : tab - start));
      if (tab == std::string_view::npos) break;
      start = tab + 1;
    }
    StrengthRow r;
    try {
      if (cells.size() != 5 || cells[0].empty()) throw std::invalid_argument("cells");
      const size_t vs = cells[0].find(kVs);
      r.bot = cells[0].substr(0, vs);
      r.opponent = vs == std::string::npos ? std::string(kStrengthOpponent)
                                           : cells[0].substr(vs + kVs.size());
      if (r.bot.empty() || r.opponent.empty()) throw std::invalid_argument("name");
      size_t used = 0;
      r.games = std::stoll(cells[1], &used);
      if (used != cells[1].size() || r.games <= 0) throw std::invalid_argument("games");
      double* fields[] = {&r.margin, &r.lo, &r.hi};
      for (int i = 0; i < 3; ++i) {
        *fields[i] = std::stod(cells[size_t(i) + 2], &used);
        if (used != cells[size_t(i) + 2].size()) throw std::invalid_argument("number");
      }
    } catch (const std::exception&) {
      throw std::invalid_argument(
          fmt::format("line {}: expected \"bot<TAB>games<TAB>margin<TAB>lo<TAB>hi\"", line_no));
    }
    rows.push_back(std::move(r));
  }
  return rows;
}

std::vector<StrengthChange> compare_strength(const std::vector<StrengthRow>& committed,
                                             const std::vector<StrengthRow>& now) {
  std::vector<StrengthChange> out;
  auto find = [](const std::vector<StrengthRow>& rows, const std::string& name) {
    for (const StrengthRow& r : rows)
      if (row_name(r) == name) return &r;
    return static_cast<const StrengthRow*>(nullptr);
  };
  for (const StrengthRow& r : now) {
    const StrengthRow* before = find(committed, row_name(r));
    if (!before)
      out.push_back({row_name(r), "new", nullptr, &r});
    else if (r.lo > before->hi || r.hi < before->lo)
      out.push_back({row_name(r), "moved", before, &r});
  }
  for (const StrengthRow& r : committed) {
    if (find(now, row_name(r))) continue;
    // A ring pairing of two bots that are both still there: a bot added or removed elsewhere
    // gave them other neighbours.
    const bool still = r.opponent != kStrengthOpponent && find(now, r.bot) && find(now, r.opponent);
    out.push_back({row_name(r), still ? "regrouped" : "gone", &r, nullptr});
  }
  return out;
}

}  // namespace kl

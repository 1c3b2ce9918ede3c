// kingdomlab strength: every library bot against Big Money Ultimate and against the next bot of
// the library, and the check against the committed table (tools/strength_table.tsv).
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "evolution/arena/strength.h"
#include "tools/commands.h"

namespace kl {

namespace {

constexpr int64_t kDefaultGames = 10000;

struct StrengthArgs {
  int64_t games = 0;  // 0: the checked file's, else kDefaultGames
  uint64_t seed = 1;
  bool seed_given = false;
  int threads = 0;
  std::string check, write;
  bool json = false;
  bool progress = false;
};

std::vector<StrengthRow> read_table(const std::string& path, uint64_t* seed) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError(fmt::format("--check: cannot read {}", path));
  std::stringstream text;
  text << in.rdbuf();
  try {
    std::vector<StrengthRow> rows = parse_strength_tsv(text.str(), seed);
    if (rows.empty()) throw std::invalid_argument("no rows");
    for (const StrengthRow& r : rows)
      if (r.games != rows[0].games)
        throw std::invalid_argument(
            fmt::format("{} has {} games, {} has {}", r.bot, r.games, rows[0].bot, rows[0].games));
    return rows;
  } catch (const std::invalid_argument& e) {
    throw UsageError(fmt::format("--check: {} is not a strength table: {}", path, e.what()));
  }
}

// A moved row or a bot that is gone fails the check; a new bot or a ring pairing that a new bot
// changed is reported (it has nothing to drift from yet).
bool failure(const StrengthChange& c) { return c.what == "moved" || c.what == "gone"; }

std::string row_text(const StrengthRow& r) {
  return fmt::format("{:+.1f}% [{:+.1f}, {:+.1f}]", r.margin, r.lo, r.hi);
}

int cmd_strength(const StrengthArgs& a, const CliContext& ctx) {
  std::ostream& out = ctx.out;
  StrengthConfig cfg;
  cfg.seed = a.seed;
  cfg.games = a.games ? a.games : kDefaultGames;
  cfg.threads = threads_or_all(a.threads);
  std::vector<StrengthRow> committed;
  if (!a.check.empty()) {
    uint64_t seed = cfg.seed;
    committed = read_table(a.check, &seed);
    if (a.seed_given && seed != a.seed)
      throw UsageError(
          fmt::format("--check: {} was made with seed {}, not {}", a.check, seed, a.seed));
    if (a.games && a.games != committed[0].games)
      throw UsageError(fmt::format("--check: {} has {} games per match, not {}", a.check,
                                   committed[0].games, a.games));
    cfg.seed = seed;
    cfg.games = committed[0].games;
  }
  if (a.progress)
    cfg.progress = [&ctx](int done, int total) {
      ctx.err << fmt::format("strength: {} of {} matches\n", done, total);
    };
  const std::vector<StrengthRow> rows = run_strength(cfg);
  const std::vector<StrengthChange> changes =
      a.check.empty() ? std::vector<StrengthChange>() : compare_strength(committed, rows);
  if (!a.write.empty()) {
    std::ofstream f(a.write, std::ios::binary);
    f << strength_tsv(rows, cfg.seed);
    if (!f) throw UsageError(fmt::format("--write: cannot write {}", a.write));
  }

  if (a.json) {
    nlohmann::json j;
    j["opponent"] = std::string(kStrengthOpponent);
    j["seed"] = cfg.seed;
    j["games_per_bot"] = cfg.games;
    j["bots"] = nlohmann::json::array();
    for (const StrengthRow& r : rows)
      j["bots"].push_back({{"name", row_name(r)},
                           {"bot", r.bot},
                           {"opponent", r.opponent},
                           {"games", r.games},
                           {"margin", r.margin},
                           {"lo", r.lo},
                           {"hi", r.hi}});
    if (!a.check.empty()) {
      j["changes"] = nlohmann::json::array();
      for (const StrengthChange& c : changes) {
        nlohmann::json x = {{"bot", c.bot}, {"what", c.what}};
        if (c.before) x["before"] = {c.before->margin, c.before->lo, c.before->hi};
        if (c.now) x["now"] = {c.now->margin, c.now->lo, c.now->hi};
        j["changes"].push_back(x);
      }
    }
    out << j.dump(2) << "\n";
    for (const StrengthChange& c : changes)
      if (failure(c)) return 1;
    return 0;
  }

  size_t against_opponent = 0;
  for (const StrengthRow& r : rows) against_opponent += r.opponent == kStrengthOpponent;
  out << fmt::format(
      "{} library bots against {}, then each against the next bot of the library; {} games each "
      "(seed {}); win% - loss% of the first:\n",
      against_opponent, kStrengthOpponent, cfg.games, cfg.seed);
  size_t width = 0;
  for (const StrengthRow& r : rows) width = std::max(width, row_name(r).size());
  for (const StrengthRow& r : rows)
    out << fmt::format("  {:<{}}  {}\n", row_name(r), width, row_text(r));
  if (a.check.empty()) return 0;
  size_t failures = 0;
  for (const StrengthChange& c : changes) failures += failure(c);
  if (changes.empty()) {
    out << fmt::format("check: every row within its interval of {}\n", a.check);
    return 0;
  }
  out << fmt::format("check: {} change{} against {}:\n", changes.size(),
                     changes.size() == 1 ? "" : "s", a.check);
  for (const StrengthChange& c : changes) {
    if (c.what == "moved")
      out << fmt::format("  {} moved: {} -> {}\n", c.bot, row_text(*c.before), row_text(*c.now));
    else if (c.what == "new")
      out << fmt::format("  {} is new: {}\n", c.bot, row_text(*c.now));
    else if (c.what == "regrouped")
      out << fmt::format("  {} is no longer a pairing of the ring (the library changed)\n", c.bot);
    else if (c.before && c.before->opponent != kStrengthOpponent)
      out << fmt::format("  {}: a bot of this pairing is no longer a library bot\n", c.bot);
    else
      out << fmt::format("  {} is no longer a library bot\n", c.bot);
  }
  out << fmt::format(
      "a deliberate change: `kingdomlab strength --write {}` and say why in the commit\n", a.check);
  return failures ? 1 : 0;
}

}  // namespace

void add_strength_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<StrengthArgs>();
  CLI::App* cmd = app.add_subcommand(
      "strength",
      "The strength table: every library bot against Big Money Ultimate, then against the next "
      "bot of the library (\"A vs B\", the last against the first), on the kingdom of the cards "
      "the two mention (win% - loss% with a 95% interval). --check FILE replays a committed "
      "table (tools/strength_table.tsv, same seed and games) and exits 1 naming every row whose "
      "interval no longer overlaps and every bot that is gone (new bots and the pairings they "
      "change are listed): an AI change that makes a card play worse, against money or against "
      "another card's AI, is seen the day it is made. docs/heuristics.md");
  cmd->add_option(
         "--games,-n", a->games,
         fmt::format("Games per match (default {}; with --check, the file's)", kDefaultGames))
      ->check(CLI::Range(int64_t(2), int64_t(1) << 40));
  cmd->add_option("--seed,-s", a->seed, "Seed of every match (with --check, the file's)")
      ->each([a](const std::string&) { a->seed_given = true; });
  cmd->add_option("--threads,-t", a->threads, "Worker threads (0: all cores)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  cmd->add_option("--check", a->check, "Compare with this committed table; exit 1 on a change");
  cmd->add_option("--write", a->write, "Write the table to this file");
  cmd->add_flag("--progress", a->progress, "Report progress on stderr");
  cmd->add_flag("--json", a->json, "Machine-readable output");
  cmd->callback([a, &ctx] { ctx.code = cmd_strength(*a, ctx); });
}

}  // namespace kl

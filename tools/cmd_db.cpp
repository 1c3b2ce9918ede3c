// kingdomlab db: the strategy database (docs/database.md): list, show, best, import-provincial,
// import-run.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cards/kingdom.h"
#include "evolution/io/strategy_db.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/warm_start.h"
#include "tools/commands.h"

namespace kl {

std::unique_ptr<StrategyDb> open_strategy_db(const std::string& path) {
  try {
    return std::make_unique<StrategyDb>(path.empty() ? default_db_path() : path);
  } catch (const DbError& e) {
    throw UsageError(e.what());
  }
}

namespace {

using ojson = nlohmann::ordered_json;

struct DbArgs {
  std::string db;
  bool json = false;
  std::string kingdom;            // show, best
  std::string folder;             // import-provincial
  std::vector<std::string> runs;  // import-run
};

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string s;
  for (const std::string& x : v) s += (s.empty() ? "" : sep) + x;
  return s;
}

std::string rating_text(const DbStrategy& s) {
  if (!s.rating) return "";
  return fmt::format("{:+.1f}% [{:+.1f}, {:+.1f}]", 100 * *s.rating, 100 * s.lo.value_or(0),
                     100 * s.hi.value_or(0));
}

ojson strategy_json(const DbStrategy& s) {
  ojson j = {{"rank", s.rank}, {"menu", s.menu}, {"params", s.params}};
  j["rating"] = s.rating ? ojson(*s.rating) : ojson(nullptr);
  j["lo"] = s.lo ? ojson(*s.lo) : ojson(nullptr);
  j["hi"] = s.hi ? ojson(*s.hi) : ojson(nullptr);
  j["games"] = s.games;
  j["run_id"] = s.run_id;
  return j;
}

ojson entry_json(const DbKingdom& k, bool with_strategies) {
  ojson j = {{"id", k.id},
             {"name", k.name},
             {"source", k.source},
             {"cards", k.cards},
             {"edition", k.edition},
             {"colony", k.colony},
             {"shelters", k.shelters},
             {"players", k.players},
             {"opening", k.opening},
             {"run_dir", k.run_dir},
             {"seed", k.seed},
             {"params", ojson::parse(k.params.empty() ? "{}" : k.params)},
             {"card_file", k.card_file},
             {"games", k.games},
             {"seconds", k.seconds},
             {"added", k.added},
             {"leaders", k.strategies.size()}};
  if (with_strategies) {
    j["strategies"] = ojson::array();
    for (const DbStrategy& s : k.strategies) j["strategies"].push_back(strategy_json(s));
  }
  return j;
}

// The entries an argument names: "#12" or "12" (an id), a name, or a kingdom (preset or file)
// whose cards and player count match. `kingdom` receives the kingdom when the argument is one.
std::vector<const DbKingdom*> find_entries(const std::vector<DbKingdom>& all,
                                           const std::string& arg,
                                           std::optional<Kingdom>* kingdom) {
  std::vector<const DbKingdom*> out;
  std::string digits = arg.starts_with("#") ? arg.substr(1) : arg;
  if (!digits.empty() && std::all_of(digits.begin(), digits.end(), ::isdigit)) {
    for (const DbKingdom& k : all)
      if (std::to_string(k.id) == digits) out.push_back(&k);
    if (!out.empty() || arg.starts_with("#")) return out;
  }
  for (const DbKingdom& k : all)
    if (k.name == arg) out.push_back(&k);
  try {
    *kingdom = find_kingdom(arg);
  } catch (const KingdomError&) {
    if (out.empty())
      throw UsageError(fmt::format(
          "\"{}\": not an entry of the strategy database (an id or a name, see `kingdomlab db "
          "list`) nor a kingdom preset or file",
          arg));
    return out;
  }
  if (out.empty()) {
    const std::vector<std::string> cards = card_names(**kingdom);
    for (const DbKingdom& k : all)
      if (k.cards == cards && k.players == (*kingdom)->players) out.push_back(&k);
  }
  return out;
}

int cmd_list(const DbArgs& a, CliContext& ctx) {
  const auto db = open_strategy_db(a.db);
  const std::vector<DbKingdom> all = db->kingdoms();
  if (a.json) {
    ojson j = {{"db", db->path()}, {"kingdoms", ojson::array()}};
    for (const DbKingdom& k : all) j["kingdoms"].push_back(entry_json(k, false));
    ctx.out << j.dump(2) << "\n";
    return 0;
  }
  ctx.out << fmt::format("{:>5}  {:<10} {:<24} {:>7} {:>10}  {}\n", "id", "source", "kingdom",
                         "leaders", "games", "cards");
  for (const DbKingdom& k : all) {
    std::string name = k.name.size() > 24 ? k.name.substr(0, 21) + "..." : k.name;
    ctx.out << fmt::format("{:>5}  {:<10} {:<24} {:>7} {:>10}  {}\n", k.id, k.source, name,
                           k.strategies.size(), k.games, join(k.cards, ", "));
  }
  ctx.out << fmt::format("{} kingdom{} in {}\n", all.size(), all.size() == 1 ? "" : "s",
                         db->path());
  return 0;
}

void print_entry(const DbKingdom& k, std::ostream& out) {
  out << fmt::format("#{} {} ({}, added {})\n", k.id, k.name, k.source, k.added);
  out << fmt::format("  cards: {}\n", join(k.cards, ", "));
  out << fmt::format("  edition {}, {} players, opening {}, colony {}, shelters {}\n", k.edition,
                     k.players, k.opening, k.colony ? "yes" : "no", k.shelters ? "yes" : "no");
  if (k.source == "train")
    out << fmt::format("  seed {}, {} games in {:.1f} s, parameters {}\n", k.seed, k.games,
                       k.seconds, k.params);
  if (!k.card_file.empty()) out << fmt::format("  card file: {}\n", k.card_file);
  out << fmt::format("  from: {}\n", k.run_dir);
  for (const DbStrategy& s : k.strategies) {
    out << fmt::format("  {:>2}  {:<28} {}\n", s.rank, rating_text(s), s.menu);
    for (const auto& [name, value] : s.params)
      out << fmt::format("  {:>2}  {:<28} param {} = {}\n", "", "", name, value);
  }
}

int cmd_show(const DbArgs& a, CliContext& ctx) {
  const auto db = open_strategy_db(a.db);
  const std::vector<DbKingdom> all = db->kingdoms();
  std::optional<Kingdom> kingdom;
  const std::vector<const DbKingdom*> found = find_entries(all, a.kingdom, &kingdom);
  if (a.json) {
    ojson j = {{"db", db->path()}, {"kingdoms", ojson::array()}};
    for (const DbKingdom* k : found) j["kingdoms"].push_back(entry_json(*k, true));
    ctx.out << j.dump(2) << "\n";
    return 0;
  }
  if (found.empty()) {
    ctx.out << fmt::format("{} is not in the strategy database {}\n", a.kingdom, db->path());
    return 0;
  }
  for (size_t i = 0; i < found.size(); ++i) {
    if (i) ctx.out << "\n";
    print_entry(*found[i], ctx.out);
  }
  return 0;
}

// The best stored strategy for an argument: the leader of its latest entry (runs are not rated
// against each other, so the latest, usually the longest-trained, stands for the kingdom).
int cmd_best(const DbArgs& a, CliContext& ctx) {
  const auto db = open_strategy_db(a.db);
  const std::vector<DbKingdom> all = db->kingdoms();
  std::optional<Kingdom> kingdom;
  std::vector<const DbKingdom*> found = find_entries(all, a.kingdom, &kingdom);
  std::erase_if(found, [](const DbKingdom* k) { return k->strategies.empty(); });
  if (!found.empty()) {
    const DbKingdom& k = *found.back();
    const DbStrategy& s = k.strategies.front();
    if (a.json) {
      ctx.out << ojson({{"found", true},
                        {"kingdom", entry_json(k, false)},
                        {"strategy", strategy_json(s)},
                        {"entries", found.size()}})
                     .dump(2)
              << "\n";
      return 0;
    }
    // One line that `match` reads back with the same play parameters.
    ctx.out << (k.colony ? "colony " : "") << print_menu_line(s.menu, s.params) << "\n";
    ctx.out << fmt::format(
        "(#{} {}, {}{}{})\n", k.id, k.name, k.source, s.rating ? ", rating " + rating_text(s) : "",
        found.size() > 1 ? fmt::format("; the latest of {} entries", found.size()) : "");
    return 0;
  }
  // Not stored: the nearest entries' leaders, when the argument is a kingdom.
  std::vector<Neighbour> near;
  if (kingdom) near = nearest_kingdoms(all, card_names(*kingdom), kingdom->players, 1, 3);
  if (a.json) {
    ojson j = {{"found", false}, {"nearest", ojson::array()}};
    for (const Neighbour& n : near)
      j["nearest"].push_back({{"kingdom", entry_json(*n.entry, false)},
                              {"shared", n.shared},
                              {"strategy", strategy_json(n.entry->strategies.front())}});
    ctx.out << j.dump(2) << "\n";
    return 0;
  }
  ctx.out << fmt::format("{} is not in the strategy database {}\n", a.kingdom, db->path());
  if (!near.empty()) ctx.out << "Nearest kingdoms (shared kingdom cards) and their best:\n";
  for (const Neighbour& n : near)
    ctx.out << fmt::format("  #{} {} ({} shared): {}\n", n.entry->id, n.entry->name, n.shared,
                           n.entry->strategies.front().menu);
  return 0;
}

// Adds the entries in one transaction and reports it: how many, with how many leaders, and the
// ones skipped (`what`: "kingdom" or "run").
int add_and_report(const DbArgs& a, CliContext& ctx, StrategyDb& db,
                   const std::vector<DbKingdom>& add, const std::vector<std::string>& skipped,
                   const char* what) {
  size_t leaders = 0;
  for (const DbKingdom& k : add) leaders += k.strategies.size();
  const std::vector<int64_t> ids = add.empty() ? std::vector<int64_t>{} : db.add(add);
  if (a.json) {
    ctx.out << ojson({{"db", db.path()},
                      {"imported", ids.size()},
                      {"leaders", leaders},
                      {"skipped", skipped},
                      {"ids", ids}})
                   .dump(2)
            << "\n";
    return 0;
  }
  ctx.out << fmt::format("imported {} {}{} with {} leaders into {}", ids.size(), what,
                         ids.size() == 1 ? "" : "s", leaders, db.path());
  if (!skipped.empty()) ctx.out << fmt::format("; {} already there, skipped", skipped.size());
  ctx.out << "\n";
  return 0;
}

int cmd_import(const DbArgs& a, CliContext& ctx) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  std::error_code ec;
  if (fs::is_directory(a.folder, ec)) {
    for (const fs::directory_entry& e : fs::directory_iterator(a.folder, ec))
      if (e.is_regular_file() && e.path().extension() == ".txt") files.push_back(e.path());
    if (ec)
      throw UsageError(fmt::format("{}: cannot read the folder ({})", a.folder, ec.message()));
  } else if (fs::is_regular_file(a.folder, ec)) {
    files.push_back(a.folder);
  } else {
    throw UsageError(fmt::format("{}: no such folder or file", a.folder));
  }
  std::sort(files.begin(), files.end());
  const auto db = open_strategy_db(a.db);
  std::vector<DbKingdom> add;
  std::vector<std::string> skipped, not_leaderboards;
  for (const fs::path& p : files) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    if (!in) throw UsageError(fmt::format("{}: cannot read the file", p.string()));
    if (!is_provincial_leaderboard(text.str())) {
      not_leaderboards.push_back(p.filename().string());
      continue;
    }
    DbKingdom k = provincial_entry(text.str(), fs::absolute(p).string());
    if (db->contains("provincial", k.name)) {
      skipped.push_back(k.name);
      continue;
    }
    add.push_back(std::move(k));
  }
  if (files.size() == 1 && !not_leaderboards.empty())
    throw UsageError(fmt::format("{}: not a Provincial leaderboard", a.folder));
  return add_and_report(a, ctx, *db, add, skipped, "kingdom");
}

int cmd_import_run(const DbArgs& a, CliContext& ctx) {
  namespace fs = std::filesystem;
  std::vector<DbKingdom> add;
  for (const std::string& dir : a.runs) {
    const fs::path file = fs::path(dir) / "run.json";
    std::ifstream in(file, std::ios::binary);
    if (!in) throw UsageError(fmt::format("{}: no run.json (not a run folder?)", dir));
    nlohmann::json run;
    try {
      run = nlohmann::json::parse(in);
      add.push_back(run_entry(run, fs::absolute(dir).lexically_normal().string()));
    } catch (const std::exception& e) {
      throw UsageError(fmt::format("{}: {}", file.string(), e.what()));
    }
  }
  const auto db = open_strategy_db(a.db);
  // A run already recorded (by its train, or an earlier import) is skipped: same folder and seed.
  std::vector<std::string> skipped;
  const std::vector<DbKingdom> have = db->kingdoms(false);
  std::erase_if(add, [&](const DbKingdom& k) {
    const bool dup = std::any_of(have.begin(), have.end(), [&](const DbKingdom& h) {
      return h.source == "train" && h.run_dir == k.run_dir && h.seed == k.seed;
    });
    if (dup) skipped.push_back(k.run_dir);
    return dup;
  });
  return add_and_report(a, ctx, *db, add, skipped, "run");
}

}  // namespace

void add_db_command(CLI::App& app, CliContext& ctx) {
  CLI::App* db = app.add_subcommand(
      "db",
      "The strategy database: every `train` run adds its kingdom and final leaders (unless "
      "--no-db), `train --warm-start` seeds a new run from the leaders of the most similar "
      "kingdoms in it. Default file: $XDG_DATA_HOME/kingdomlab/strategies.db (else "
      "~/.local/share/kingdomlab/strategies.db); see docs/database.md.");
  db->require_subcommand(1);
  auto add_common = [&](CLI::App* sub, std::shared_ptr<DbArgs> a) {
    sub->add_option("--db", a->db, "The database file (default: see `kingdomlab db --help`)")
        ->type_name("FILE");
    sub->add_flag("--json", a->json, "Machine-readable output");
  };
  {
    auto a = std::make_shared<DbArgs>();
    CLI::App* sub = db->add_subcommand(
        "list", "List the stored kingdoms: id, source (train or provincial), leaders, games.");
    add_common(sub, a);
    sub->callback([a, &ctx] { ctx.code = cmd_list(*a, ctx); });
  }
  {
    auto a = std::make_shared<DbArgs>();
    CLI::App* sub = db->add_subcommand(
        "show", "Show stored kingdoms and their leaders (rank, rating and interval, menu).");
    sub->add_option("kingdom", a->kingdom,
                    "An entry id (12 or #12), a stored name, or a kingdom (preset or file): "
                    "every entry with its cards")
        ->required();
    add_common(sub, a);
    sub->callback([a, &ctx] { ctx.code = cmd_show(*a, ctx); });
  }
  {
    auto a = std::make_shared<DbArgs>();
    CLI::App* sub = db->add_subcommand(
        "best",
        "Print the best stored strategy for a kingdom (the leader of its latest entry) as a "
        "menu that `match` accepts; for a kingdom not stored, the nearest stored kingdoms.");
    sub->add_option("kingdom", a->kingdom,
                    "An entry id (12 or #12), a stored name, or a kingdom (preset or file)")
        ->required();
    add_common(sub, a);
    sub->callback([a, &ctx] { ctx.code = cmd_best(*a, ctx); });
  }
  {
    auto a = std::make_shared<DbArgs>();
    CLI::App* sub = db->add_subcommand(
        "import-provincial",
        "Import Provincial's leaderboard files (a folder of *.txt, or one file): each kingdom "
        "with its five leaders. Kingdoms already imported are skipped.");
    sub->add_option("folder", a->folder, "A folder of leaderboard files, or one file")->required();
    add_common(sub, a);
    sub->callback([a, &ctx] { ctx.code = cmd_import(*a, ctx); });
  }
  {
    auto a = std::make_shared<DbArgs>();
    CLI::App* sub = db->add_subcommand(
        "import-run",
        "Record finished training runs (their run.json) as `train` would have: for runs trained "
        "with --no-db, on another machine or before the database. Runs already recorded (same "
        "folder and seed) are skipped.");
    sub->add_option("runs", a->runs, "Run folders (each with a complete run.json)")->required();
    add_common(sub, a);
    sub->callback([a, &ctx] { ctx.code = cmd_import_run(*a, ctx); });
  }
}

}  // namespace kl

#include "tests/fuzz/targets.h"

#include <fmt/format.h>
#include <sqlite3.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <typeinfo>

#include "cards/card_file.h"
#include "cards/kingdom.h"
#include "cards/registry.h"
#include "evolution/arena/selfcheck.h"
#include "evolution/io/run_data.h"
#include "evolution/io/strategy_db.h"
#include "evolution/player/player.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/menu.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/coevolution.h"
#include "evolution/train/warm_start.h"
#include "reports/report.h"
#include "sim/agent.h"
#include "sim/random_agent.h"
#include "tools/cli.h"
#include "tools/commands.h"
#include "tools/resolve.h"

namespace kl::fuzz {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void defect(const std::string& what) {
  std::fprintf(stderr, "\nFUZZ DEFECT: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

// The input the running target was given (its error may echo a part of it).
std::string_view& current_input() {
  static std::string_view in;
  return in;
}

// An error message as bad input must give it: one line, readable length, UTF-8, our words (a
// library's words count only when the input does not hold them: an echoed token is the input's).
void check_message(std::string_view where, std::string_view msg) {
  auto fail = [&](std::string_view why) {
    defect(fmt::format("{}: {}: \"{}\"", where, why, excerpt(msg, 300)));
  };
  if (msg.empty()) fail("an empty error message");
  if (msg.find_first_of("\r\n") != std::string_view::npos) fail("an error of several lines");
  if (msg.size() > 1000) fail(fmt::format("an error of {} bytes", msg.size()));
  if (!is_utf8(msg)) fail("an error that is not UTF-8");
  for (const char* library :
       {"json.exception", "parse_error", "type_error", "out_of_range", "invalid_iterator",
        "basic_string", "std::", "filesystem error", "SQLITE", "sqlite3", "internal error"})
    if (msg.find(library) != std::string_view::npos &&
        current_input().find(library) == std::string_view::npos)
      fail("a library's text in an error");
}

// Runs f: true when it returned, false when it refused bad input as documented; a defect for
// any other exception.
bool accepted(std::string_view where, const std::function<void()>& f) {
  try {
    f();
    return true;
  } catch (const std::invalid_argument& e) {
    check_message(where, e.what());
  } catch (const UsageError& e) {
    check_message(where, e.what());
  } catch (const DbError& e) {
    check_message(where, e.what());
  } catch (const std::exception& e) {
    defect(fmt::format("{}: {} where bad input was expected: \"{}\"", where, typeid(e).name(),
                       excerpt(e.what(), 300)));
  }
  return false;
}

// Runs a command as `kingdomlab args...`: exit code 0, or 2 with one error line.
int command(const std::vector<std::string>& args) {
  std::vector<const char*> argv{"kingdomlab"};
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::ostringstream out, err;
  const int code = run_cli(int(argv.size()), argv.data(), out, err);
  std::string line = err.str();
  std::string shown;
  for (const std::string& a : args) shown += " " + excerpt(a, 60);
  if (code != 0 && code != 2)
    defect(fmt::format("kingdomlab{}: exit code {}: {}", shown, code, excerpt(line, 300)));
  if (code == 2) {
    constexpr std::string_view kPrefix = "kingdomlab: error: ";
    if (!line.starts_with(kPrefix) || line.back() != '\n')
      defect(fmt::format("kingdomlab{}: not one error line: {}", shown, excerpt(line, 300)));
    line.pop_back();
    check_message("kingdomlab" + shown, std::string_view(line).substr(kPrefix.size()));
  }
  if (!is_utf8(out.str())) defect(fmt::format("kingdomlab{}: output that is not UTF-8", shown));
  return code;
}

// A folder of this process for the files the targets hand to commands.
const std::string& scratch() {
  static const std::string dir = [] {
    // In memory where there is /dev/shm: the database target's set-up of an empty file syncs
    // it to disk, which was a third of that target's time on a disk.
    const char* base = std::getenv("TMPDIR");
    std::error_code ec;
    const std::string root = base && *base ? base
                             : fs::is_directory("/dev/shm", ec) && access("/dev/shm", W_OK) == 0
                                 ? "/dev/shm"
                                 : "/tmp";
    std::string tmpl = root + "/kl-fuzz-XXXXXX";
    if (!mkdtemp(tmpl.data())) defect("cannot make a temporary folder");
    static const std::string keep = tmpl;
    std::atexit([] {
      std::error_code ignored;
      fs::remove_all(keep, ignored);
    });
    return tmpl;
  }();
  return dir;
}

std::string put_file(const std::string& name, std::string_view content) {
  const std::string path = scratch() + "/" + name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(content.data(), std::streamsize(content.size()));
  if (!out) defect("cannot write " + path);
  return path;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Plays a game the way a match does, and checks the state at every step: strategies s against
// Big Money in the kingdom of the cards s buys (at most 10 kingdom cards).
void play_with(const Strategy& s) {
  const Registry& reg = Registry::standard();
  std::vector<const CardDef*> kingdom;
  bool colony = false;
  for (const BuyRule& r : s.rules) {
    colony |= r.card == reg.basic(kColony) || r.card == reg.basic(kPlatinum);
    if (r.card->kingdom && kingdom.size() < 10 &&
        std::find(kingdom.begin(), kingdom.end(), r.card) == kingdom.end())
      kingdom.push_back(r.card);
  }
  GameConfig cfg = reg.config(kingdom, 2);
  cfg.colony = colony;
  cfg.turn_cap = 40;
  State state;
  if (!accepted("game set-up", [&] { state.setup(cfg, 1, 0); })) return;
  StrategyPlayer a(s), b(*find_bot("Big Money"));
  Agent* agents[2] = {&a, &b};
  start_agents(state, agents);
  std::string why;
  Choice c;
  for (int step = 0; state.advance(); ++step) {
    if (!state.is_ok(&why)) defect("a game with an accepted strategy: " + why);
    if (step > 200000) defect("a game with an accepted strategy does not end");
    const Decision& d = state.decision();
    c.n = 0;
    c.option = 0;
    agents[d.player]->choose(state, d, c);
    if (!state.respond(c)) defect("the heuristic player answered illegally: " + print(s));
  }
  if (!state.is_ok(&why)) defect("a game with an accepted strategy: " + why);
}

// ---------------------------------------------------------------- strategies

bool strategy_target(std::string_view in) {
  std::vector<Strategy> all;
  const bool parsed =
      accepted("strategy file", [&] { all = parse_strategies(in, "fuzz.strategy"); });
  // As `match` reads a strategy file (the kingdom of the cards it buys).
  if (in.size() < 65536)
    command(
        {"match", put_file("fuzz.strategy", in), "Big Money", "--games", "2", "--threads", "1"});
  if (!parsed) return false;
  for (size_t i = 0; i < all.size() && i < 3; ++i) {
    const Strategy& s = all[i];
    std::string text;
    Strategy back;
    if (!accepted("print", [&] { text = print(s); }))
      defect("print() refuses a parsed strategy: " + excerpt(in, 300));
    if (!accepted("printed strategy", [&] { back = parse_strategy(text, "printed"); }))
      defect("print() output that does not parse: " + excerpt(text, 300));
    if (!(back == s)) defect("parse(print(s)) differs from s: " + excerpt(text, 300));
    play_with(s);
  }
  return true;
}

bool menu_target(std::string_view in) {
  const std::string line(in.substr(0, in.find('\n')));
  Menu m;
  bool any = false;
  if (accepted("menu", [&] { m = parse_menu(line); })) {
    any = true;
    Menu back;
    const std::string printed = print_menu(m);
    if (!accepted("printed menu", [&] { back = parse_menu(printed); }) || !(back == m))
      defect("parse_menu(print_menu(m)) differs from m: " + excerpt(printed, 300));
    for (bool colony : {false, true}) {
      Strategy s;
      if (accepted("to_strategy", [&] { s = to_strategy(m, "fuzz", colony); })) play_with(s);
    }
  }
  Menu p;
  if (accepted("provincial", [&] { p = parse_provincial(line); })) {
    any = true;
    Menu back;
    const std::string printed = print_provincial(p);
    if (!accepted("printed provincial", [&] { back = parse_provincial(printed); }) || !(back == p))
      defect("parse_provincial(print_provincial(m)) differs from m: " + excerpt(printed, 300));
  }
  // As a command-line argument, the way `match` reads it (bot, file, notation or menu).
  if (line.size() < 4000 && line.find('\0') == std::string::npos) {
    std::vector<Strategy> resolved;
    if (accepted("strategy argument", [&] { resolved = resolve_strategies(line, nullptr); }))
      for (const Strategy& s : resolved) play_with(s);
  }
  return any;
}

// ---------------------------------------------------------------- kingdoms and cards

// Plays a game of cfg with random players, checking the state at every step.
void play_random(const GameConfig& cfg, std::string_view what) {
  State state;
  if (!accepted("game set-up", [&] { state.setup(cfg, 3, 0); })) return;
  std::vector<RandomAgent> players;
  for (int p = 0; p < cfg.players; ++p) players.emplace_back(uint64_t(p + 1));
  std::string why;
  Choice c;
  for (int step = 0; state.advance(); ++step) {
    if (!state.is_ok(&why)) defect(fmt::format("a game of an accepted {}: {}", what, why));
    if (step > 200000) defect(fmt::format("a game of an accepted {} does not end", what));
    const Decision& d = state.decision();
    players[d.player].choose(state, d, c);
    if (!state.respond(c)) defect("a random player answered illegally");
  }
}

bool kingdom_target(std::string_view in) {
  if (is_provincial_leaderboard(in)) {
    std::vector<Strategy> leaders;
    if (accepted("leaderboard", [&] { leaders = provincial_leaders(in, "fuzz.txt"); }))
      for (size_t i = 0; i < leaders.size() && i < 2; ++i) play_with(leaders[i]);
  }
  Kingdom k;
  if (!accepted("kingdom file", [&] { k = parse_kingdom(in, "fuzz.toml"); })) {
    command({"kingdom", "show", put_file("fuzz.toml", in)});
    return false;
  }
  Kingdom back;
  const std::string printed = print_kingdom(k);
  if (!accepted("printed kingdom", [&] { back = parse_kingdom(printed, "printed"); }) ||
      !(back == k))
    defect("parse_kingdom(print_kingdom(k)) differs from k: " + excerpt(printed, 300));
  GameConfig cfg;
  k.players = std::clamp(k.players, 2, 6);
  if (accepted("game config", [&] { cfg = game_config(k, 1); })) {
    cfg.turn_cap = 40;
    play_random(cfg, "kingdom");
  }
  return true;
}

bool cards_target(std::string_view in) {
  // Each input starts from the implemented cards; a copy costs less than building them again.
  static const Registry implemented = Registry::built_in();
  Registry reg = implemented;
  if (!accepted("card file", [&] { apply_card_file(reg, in, "fuzz.toml"); })) {
    command({"--cards", put_file("cards.toml", in), "cards"});
    Registry::reset_program();
    return false;
  }
  // A few checked games featuring the changed and added cards: game g features Kingdom card
  // g mod their number, and the added cards are the last ones. Of the indices that feature the
  // last three, the one nearest a block's start: selfcheck replays the earlier games of a block
  // a run starts inside, which at index n - 3 were up to 60 games for each input.
  SelfcheckConfig cfg;
  const RandomGames draw(reg);
  const int64_t n = int64_t(draw.cards().size());
  cfg.first = n > 3 ? n - 3 : 0;
  for (int64_t k = 1; n > 3 && k < kSelfcheckBlock; ++k)
    if ((k * n + n - 3) % kSelfcheckBlock < cfg.first % kSelfcheckBlock) cfg.first = k * n + n - 3;
  cfg.games = 3;
  cfg.threads = 1;
  cfg.range.turn_cap = 30;
  cfg.max_reported = 1;
  SelfcheckResult r;
  if (!accepted("selfcheck", [&] { r = run_selfcheck(cfg, reg); }))
    defect("selfcheck refuses a registry an accepted card file made");
  if (r.violation_count)
    defect(fmt::format("a game with an accepted card file, game {}: {} ({})", r.violations[0].game,
                       r.violations[0].what, r.violations[0].setup));
  return true;
}

// ---------------------------------------------------------------- run data

bool run_target(std::string_view in) {
  nlohmann::json j;
  if (!accepted("run.json", [&] { j = parse_json(in, "run.json"); })) return false;
  const bool report = accepted("report", [&] { render_report(j); });
  const bool entry = accepted("import-run", [&] { run_entry(j, "fuzz-run"); });
  return report || entry;
}

// The configuration of the tiny training whose checkpoint seeds the checkpoint target.
TrainConfig tiny_training(const std::string& out_dir) {
  TrainConfig cfg;
  cfg.kingdom = find_kingdom("first-game");
  cfg.seed = 7;
  cfg.game = game_config(cfg.kingdom, cfg.seed);
  TrainParams& p = cfg.params;
  p.generations = 2;
  p.pool = 6;
  p.leaders = 2;
  p.test.min_games = 10;
  p.test.max_games = 20;
  p.final_games = 20;
  p.diagnostic_games = 20;
  p.polish.rounds = 1;
  cfg.threads = 1;
  cfg.out_dir = out_dir;
  return cfg;
}

bool checkpoint_target(std::string_view in) {
  static const TrainConfig cfg = tiny_training("");
  RunState st = initial_run_state(cfg);
  nlohmann::json j;
  if (!accepted("checkpoint.json", [&] { j = parse_json(in, "checkpoint.json"); })) return false;
  if (!accepted("checkpoint", [&] { restore_checkpoint(j, "checkpoint.json", st); })) return false;
  // What the resumed run writes next, and the report of it, must come out.
  nlohmann::json run;
  try {
    checkpoint_json(st);
    run = run_json(st);
  } catch (const std::exception& e) {
    defect(fmt::format("a restored checkpoint cannot be written again: {}", excerpt(e.what())));
  }
  if (!accepted("report of a restored run", [&] { render_report(run); }))
    defect("the report refuses the run data of a restored checkpoint");
  return true;
}

// ---------------------------------------------------------------- strategy databases

// Whether an SQLite file holds no table (a database kingdomlab may set up).
bool holds_no_table(const std::string& path) {
  sqlite3* db = nullptr;
  bool empty = false;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
    sqlite3_stmt* q = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master", -1, &q, nullptr) ==
            SQLITE_OK &&
        sqlite3_step(q) == SQLITE_ROW)
      empty = sqlite3_column_int64(q, 0) == 0;
    sqlite3_finalize(q);
  }
  sqlite3_close(db);
  return empty;
}

bool database_target(std::string_view in) {
  const std::string path = scratch() + "/fuzz.db";
  for (const char* extra : {"", "-journal", "-wal", "-shm"}) {
    std::error_code ec;
    fs::remove(path + extra, ec);
  }
  put_file("fuzz.db", in);
  const std::string copy = put_file("copy.db", in);
  auto unchanged = [&](std::string_view when) {
    if (read_file(path) != in && !in.empty() && !holds_no_table(copy))
      defect(fmt::format("a database that held tables was written to ({})", when));
  };
  const bool opened = accepted("open", [&] {
    StrategyDb db(path);
    std::vector<DbKingdom> all;
    if (!accepted("entries", [&] { all = db.kingdoms(); })) return;
    accepted("entry", [&] { db.kingdom(all.empty() ? 1 : all.front().id); });
    accepted("contains", [&] { db.contains("train", "first-game"); });
    const Kingdom k = find_kingdom("first-game");
    accepted("warm start", [&] {
      make_warm_start(all, k, game_config(k, 1), WarmStartOptions{1, 4, 3, true});
    });
  });
  unchanged("reading it");
  if (!opened) return false;
  command({"db", "list", "--db", path, "--json"});
  command({"db", "list", "--db", path});
  command({"db", "show", "1", "--db", path, "--json"});
  command({"db", "best", "first-game", "--db", path});
  unchanged("listing it");
  return true;
}

// ---------------------------------------------------------------- the corpus

void write(const fs::path& file, std::string_view content) {
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(content.data(), std::streamsize(content.size()));
}

// The fenced code blocks of a Markdown file whose text contains `marker`.
std::vector<std::string> code_blocks(const fs::path& md, std::string_view marker) {
  std::vector<std::string> out;
  std::istringstream in(read_file(md.string()));
  std::string line, block;
  bool inside = false;
  while (std::getline(in, line)) {
    if (line.starts_with("```")) {
      if (inside && block.find(marker) != std::string::npos) out.push_back(block);
      inside = !inside;
      block.clear();
    } else if (inside) {
      block += line + "\n";
    }
  }
  return out;
}

}  // namespace

// Target F, noting its input for check_message.
template <bool (*F)(std::string_view)>
bool noting_input(std::string_view in) {
  current_input() = in;
  return F(in);
}

const std::vector<Target>& targets() {
  static const std::vector<Target> all = {
      {"strategy", noting_input<strategy_target>,
       "strategy files: parse, print round trip, a game, `match FILE`"},
      {"menu", noting_input<menu_target>,
       "one-line menus and Provincial's notation: parse, round trips, games, as an argument"},
      {"kingdom", noting_input<kingdom_target>,
       "kingdom files and Provincial leaderboards: parse, round trip, a checked game"},
      {"cards", noting_input<cards_target>,
       "card files: apply, then checked games featuring the cards"},
      {"run", noting_input<run_target>, "run.json: the report, db import-run"},
      {"checkpoint", noting_input<checkpoint_target>,
       "checkpoint.json of a tiny training: restore, write again, report"},
      {"database", noting_input<database_target>,
       "strategy databases (SQLite): open, read, warm start, db list/show/best; never written "
       "when refused"},
  };
  return all;
}

const Target* find_target(std::string_view name) {
  for (const Target& t : targets())
    if (name == t.name) return &t;
  return nullptr;
}

int make_corpus(const std::string& dir) {
  const fs::path root(KL_SOURCE_DIR), out(dir);
  int n = 0;
  auto add = [&](const char* target, const std::string& name, std::string_view content) {
    write(out / target / name, content);
    ++n;
  };
  // Strategies and menus: the bot library (files and their one-line menus), the docs' examples.
  for (const auto& e : fs::directory_iterator(root / "evolution/strategy/bots")) {
    const std::string text = read_file(e.path().string());
    add("strategy", e.path().filename().string(), text);
    std::istringstream lines(text);
    std::string line;
    int i = 0;
    while (std::getline(lines, line))
      if (const size_t at = line.find(" menu "); at != std::string::npos)
        add("menu", fmt::format("{}-{}", e.path().stem().string(), i++), line.substr(at + 6));
  }
  for (const char* md : {"README.md", "docs/strategies.md"}) {
    int i = 0;
    for (const std::string& b : code_blocks(root / md, "strategy \""))
      add("strategy", fmt::format("{}-{}", fs::path(md).stem().string(), i++), b);
  }
  add("menu", "witch", "Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  add("menu", "provincial", "e2-d4-p8-witch@2|gold@99|silver@99");
  add("menu", "colony", "colony e1-d3-p6-c9-bank@1|platinum@99|gold@99");
  // Kingdoms: the presets and a few Provincial leaderboards (when the reference is there).
  for (const auto& e : fs::directory_iterator(root / "kingdoms"))
    if (e.path().extension() == ".toml")
      add("kingdom", e.path().filename().string(), read_file(e.path().string()));
  const fs::path provincial = root / "../shared/reference/provincial-kingdoms";
  if (fs::is_directory(provincial)) {
    int i = 0;
    for (const auto& e : fs::directory_iterator(provincial))
      if (i < 4 && e.is_regular_file()) {
        add("kingdom", "provincial-" + e.path().filename().string(), read_file(e.path().string()));
        ++i;
      }
  }
  // Card files: the examples of docs/card-design.md.
  {
    int i = 0;
    for (const std::string& b : code_blocks(root / "docs/card-design.md", "["))
      add("cards", fmt::format("card-design-{}", i++), b);
    add("cards", "override", "[override.Smithy]\ncost = 5\n");
  }
  // Run data: the test fixture and a tiny training run (its checkpoint and database too).
  add("run", "fixture.json", read_file((root / "tests/data/run-fixture/run.json").string()));
  {
    const fs::path run_dir = out / "tiny-run";
    const RunState st = train(tiny_training(run_dir.string()));
    add("run", "tiny.json", read_file((run_dir / "run.json").string()));
    add("checkpoint", "tiny.json", read_file((run_dir / "checkpoint.json").string()));
    const fs::path db_file = out / "database" / "tiny.db";
    fs::create_directories(db_file.parent_path());
    StrategyDb(db_file.string()).add(db_entry(st, run_dir.string()));
    ++n;
    add("database", "empty.db", "");
    fs::remove_all(run_dir);
  }
  return n;
}

}  // namespace kl::fuzz

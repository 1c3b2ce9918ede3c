// kingdomlab cards-agree FILE: plays every card a card file writes again in the card language
// ([override.NAME] with an `effect`...) against its hand-coded original and says whether they
// agree: the same menu against Big Money Ultimate, the same seeds, once with each version.
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cards/card_file.h"
#include "evolution/arena/match.h"
#include "tools/commands.h"
#include "tools/resolve.h"

namespace kl {

namespace {

struct AgreeArgs {
  std::string file;
  int64_t games = 2000;
  uint64_t seed = 1;
  int threads = 0;
  std::string menu = "{}×2 Gold Silver | Duchy≤4 Estate≤2";
  std::string victory_menu = "Gold {}×4 Silver | Duchy≤4 Estate≤2";
  std::vector<std::string> only;
  double length_tolerance = 0.3;
  bool json = false;
};

struct Run {
  Estimate margin;
  double length = 0;
  double games_per_s = 0;
  uint64_t signature = 0;
};

Run play(const Strategy& a, const Strategy& bmu, const AgreeArgs& args) {
  MatchConfig cfg;
  cfg.strategies = {&a, &bmu};
  cfg.game = game_for(cfg.strategies, 2, "", args.seed);
  cfg.games = args.games;
  cfg.seed = args.seed;
  cfg.threads = args.threads;
  const MatchResult r = run_match(cfg);
  Run out;
  out.margin = r.margin();
  out.length = r.games ? double(r.rounds_sum) / double(r.games) : 0;
  out.games_per_s = r.seconds > 0 ? double(r.games) / r.seconds : 0;
  out.signature = r.signature;
  return out;
}

int cmd_agree(const AgreeArgs& args, CliContext& ctx) {
  std::ifstream in(args.file, std::ios::binary);
  if (!in) throw UsageError(fmt::format("cannot read {}", args.file));
  std::stringstream text;
  text << in.rdbuf();
  Registry written = Registry::standard();
  try {
    apply_card_file(written, text.str(), args.file);
  } catch (const CardFileError& e) {
    throw UsageError(e.what());
  }
  Registry& program = Registry::program();
  const std::vector<Strategy> bmu = resolve_strategies("Big Money Ultimate");
  int agree = 0, total = 0;
  double gps_orig = 0, gps_written = 0;
  std::ostringstream text_out;
  std::ostream& out = args.json ? text_out : ctx.out;
  nlohmann::json rows = nlohmann::json::array();
  out << fmt::format("{} games per version against Big Money Ultimate, seed {}\n", args.games,
                     args.seed);
  out << fmt::format("{:<18} {:>24} {:>6} {:>24} {:>6} {:>6}  {}\n", "card", "original (win-loss)",
                     "turns", "written (win-loss)", "turns", "speed", "verdict");
  for (const CardDef& w : written.all()) {
    if (!w.program || !w.kingdom) continue;
    if (!args.only.empty() &&
        std::none_of(args.only.begin(), args.only.end(),
                     [&](const std::string& n) { return name_key(n) == name_key(w.name); }))
      continue;
    CardDef* orig = nullptr;
    for (CardDef* d : program.find_all(w.name))
      if (d->edition == w.edition && !d->program) orig = d;
    if (!orig) continue;  // a custom card: nothing to agree with
    StrategyContext sc;
    sc.edition = w.edition == Edition::kFirst ? Edition::kFirst : Edition::kSecond;
    const bool victory = w.is(kVictory) && !w.is(kAction | kTreasure);
    std::string menu = victory ? args.victory_menu : args.menu;
    if (const size_t at = menu.find("{}"); at != std::string::npos) menu.replace(at, 2, w.name);
    const std::vector<Strategy> mine = resolve_strategies(menu, &sc);
    const Run a = play(mine.at(0), bmu.at(0), args);
    // The written version in the original's place, for one match: every strategy and game config
    // holds pointers to the original, so they play the written text. No game is running here.
    const CardDef saved = *orig;
    *orig = w;
    Run b;
    try {
      b = play(mine.at(0), bmu.at(0), args);
    } catch (...) {
      *orig = saved;
      throw;
    }
    *orig = saved;
    const double se_a = (a.margin.hi - a.margin.lo) / (2 * 1.96);
    const double se_b = (b.margin.hi - b.margin.lo) / (2 * 1.96);
    const bool same_rate = std::abs(a.margin.mean - b.margin.mean) <=
                           1.96 * std::sqrt(se_a * se_a + se_b * se_b) + 1e-12;
    const bool same_length = std::abs(a.length - b.length) <= args.length_tolerance;
    const bool ok = same_rate && same_length;
    ++total;
    agree += ok;
    gps_orig += a.games_per_s;
    gps_written += b.games_per_s;
    auto row = [](const Run& r) {
      return nlohmann::json{{"margin", r.margin.mean},
                            {"lo", r.margin.lo},
                            {"hi", r.margin.hi},
                            {"turns", r.length},
                            {"games_per_s", r.games_per_s}};
    };
    rows.push_back({{"card", w.name},
                    {"original", row(a)},
                    {"written", row(b)},
                    {"identical", a.signature == b.signature},
                    {"agree", ok}});
    auto rate = [](const Run& r) {
      return fmt::format("{:+.1f}% [{:+.1f}, {:+.1f}]", 100 * r.margin.mean, 100 * r.margin.lo,
                         100 * r.margin.hi);
    };
    out << fmt::format("{:<18} {:>24} {:>6.2f} {:>24} {:>6.2f} {:>5.0f}%  {}\n", w.name, rate(a),
                       a.length, rate(b), b.length,
                       a.games_per_s > 0 ? 100 * b.games_per_s / a.games_per_s : 0.0,
                       a.signature == b.signature ? "agree (identical games)"
                       : ok                       ? "agree"
                       : !same_rate               ? "DIFFER (win rate)"
                                                  : "DIFFER (game length)");
  }
  if (total == 0) throw UsageError(fmt::format("{} rewrites no implemented card", args.file));
  out << fmt::format("{} of {} agree\n", agree, total);
  out << fmt::format(
      "games/s: written cards {:.0f}% of their originals' (games/s summed over the cards)\n",
      gps_orig > 0 ? 100 * gps_written / gps_orig : 0.0);
  if (args.json)
    ctx.out << nlohmann::json{{"games", args.games},
                              {"seed", args.seed},
                              {"cards", rows},
                              {"agree", agree},
                              {"total", total}}
                   .dump(2)
            << "\n";
  return agree == total ? 0 : 1;
}

}  // namespace

void add_agree_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<AgreeArgs>();
  CLI::App* cmd = app.add_subcommand(
      "cards-agree",
      "Plays each card a card file writes again in the card language ([override.NAME] with an "
      "effect) against its hand-coded original: the same menu against Big Money Ultimate with the "
      "same seeds, once with each. A card agrees when the win rates are within their 95% "
      "intervals and the mean game lengths within --length-tolerance turns. Prints \"N of M "
      "agree\"; exit 1 when some differ. docs/card-design.md");
  cmd->add_option("file", a->file, "Card file (e.g. tests/data/written_cards.toml)")->required();
  cmd->add_option("--games,-n", a->games, "Games per version of each card")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 40))
      ->capture_default_str();
  cmd->add_option("--seed,-s", a->seed, "Seed of every match")->capture_default_str();
  cmd->add_option("--threads,-t", a->threads, "Worker threads (0: all cores)")
      ->check(CLI::Range(0, 1024))
      ->capture_default_str();
  cmd->add_option("--menu", a->menu, "The menu for a card; {} is the card")->capture_default_str();
  cmd->add_option("--victory-menu", a->victory_menu, "The menu for a Victory card")
      ->capture_default_str();
  cmd->add_option("--only", a->only, "Only these cards (names, comma-separated)")->delimiter(',');
  cmd->add_option("--length-tolerance", a->length_tolerance,
                  "Largest difference of mean game length (turns) that agrees")
      ->capture_default_str();
  cmd->add_flag("--json", a->json, "Machine-readable output");
  cmd->callback([a, &ctx] { ctx.code = cmd_agree(*a, ctx); });
}

}  // namespace kl

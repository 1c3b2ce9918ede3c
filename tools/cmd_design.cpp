// kingdomlab design: how often trained strategies buy a card across random kingdoms that
// contain it (docs/design.md).
#include <fmt/ranges.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cards/card_file.h"
#include "cards/kingdom.h"
#include "cards/registry.h"
#include "evolution/io/run_data.h"
#include "evolution/train/coevolution.h"
#include "reports/design_report.h"
#include "reports/report.h"
#include "sim/rng.h"
#include "tools/cluster.h"
#include "tools/commands.h"
#include "tools/design.h"
#include "tools/train_options.h"

namespace kl {

namespace {

using nlohmann::json;

constexpr double kBoughtShare = kDesignBoughtShare;
constexpr int kTopLeaders = kDesignTopLeaders;
constexpr uint64_t kDesignTag = 0x64657369676eULL;  // "design"

struct DesignArgs {
  std::string card;
  int kingdoms = 30, generations = 16, pool = 60, threads = 0, players = 2;
  std::vector<std::string> sets{"base"};
  uint64_t seed = 1;
  int64_t final_games = 2000, diagnostic_games = 1000, min_games = 20, max_games = 400;
  std::string out, compare;
  bool json = false, quiet = false;
};

// The seed of kingdom i (and of its run): 53 bits, so that run data readers that go through
// doubles (JavaScript, many JSON tools) read it exactly. (The report reads all 64.)
uint64_t kingdom_seed(uint64_t seed, int i) {
  return stream_seed(seed, kDesignTag, uint64_t(i)) >> 11;
}

// Kingdom i of the experiment: a random kingdom from the sets; if it lacks the card, one of its
// ten cards (uniformly chosen) gives way to it. Either way the other nine are a uniform draw from
// the other cards of the sets.
Kingdom design_kingdom(const CardDef* card, const DesignArgs& a, int i) {
  const uint64_t seed = kingdom_seed(a.seed, i);
  Kingdom k = random_kingdom(a.sets, seed);
  if (std::find(k.cards.begin(), k.cards.end(), card) == k.cards.end()) {
    Rng rng(seed, 1);
    k.cards[rng.below(uint32_t(k.cards.size()))] = card;
    std::sort(k.cards.begin(), k.cards.end(),
              [](const CardDef* x, const CardDef* y) { return x->name < y->name; });
  }
  k.name = fmt::format("{} design k{:02} (seed {})", card->name, i, a.seed);
  k.players = a.players;
  return k;
}

// Fraction bought with its Wilson interval.
json headline(const json& kingdoms) {
  int64_t k = 0, n = 0;
  for (const json& r : kingdoms) {
    ++n;
    if (r.at("bought").get<bool>()) ++k;
  }
  const Interval w = wilson(k, n);
  return {{"bought", k},
          {"kingdoms", n},
          {"fraction", n ? double(k) / double(n) : 0.0},
          {"lo", w.lo},
          {"hi", w.hi}};
}

// Exact two-sided sign test on the discordant kingdoms (McNemar).
double mcnemar_p(int64_t b, int64_t c) {
  const int64_t n = b + c;
  if (n == 0) return 1.0;
  const int64_t m = std::min(b, c);
  double p = 0;
  for (int64_t i = 0; i <= m; ++i)
    p += std::exp(std::lgamma(double(n + 1)) - std::lgamma(double(i + 1)) -
                  std::lgamma(double(n - i + 1)) - double(n) * std::log(2.0));
  return std::min(1.0, 2 * p);
}

class Experiment {
 public:
  Experiment(const DesignArgs& a, CliContext& ctx, const std::vector<Kingdom>& kingdoms)
      : a_(a), ctx_(ctx), kingdoms_(kingdoms) {}

  // Trains (or reads back) every kingdom into root/kNN, spread over the ranks of an MPI run
  // (tools/cluster.h); returns the per-kingdom rows on rank 0, none on the others.
  json run(const std::string& root, const std::string& label, const std::string& card) {
    const int n = int(kingdoms_.size());
    auto dir_of = [&](int i) { return fmt::format("{}/k{:02}", root, i); };
    auto finished = [&](int i) {
      const std::string run_file = dir_of(i) + "/run.json";
      if (!std::filesystem::exists(run_file)) return false;
      try {
        return read_json(run_file).value("complete", false);
      } catch (const std::exception&) {
        return false;
      }
    };
    auto work = [&](int i) {
      const std::string dir = dir_of(i);
      const bool done = finished(i);
      if (!done) {
        TrainConfig cfg;
        cfg.kingdom = kingdoms_[size_t(i)];
        cfg.seed = kingdom_seed(a_.seed, i);
        cfg.game = game_config(cfg.kingdom, cfg.seed);
        cfg.threads = cluster_threads(a_.threads);
        cfg.params.generations = a_.generations;
        cfg.params.pool = a_.pool;
        cfg.params.test.min_games = a_.min_games;
        cfg.params.test.max_games = a_.max_games;
        cfg.params.final_games = a_.final_games;
        cfg.params.diagnostic_games = a_.diagnostic_games;
        // From Big Money only: the library has bots for the built-in cards and none for a
        // custom one, so seeding with them would favour the cards under test unequally.
        cfg.params.library_start = false;
        // No polish: the analysis reads the trained leaders (kTopLeaders, in their order), and a
        // polished one would only cost time.
        cfg.params.polish.rounds = 0;
        cfg.out_dir = dir;
        cfg.resume = std::filesystem::exists(dir + "/checkpoint.json");
        train(cfg);
      }
      try {
        if (!done || !std::filesystem::exists(report_path(dir))) write_report(dir);
      } catch (const std::exception& e) {
        std::cerr << "kingdomlab: warning: report not written: " << e.what() << "\n";
      }
      return done;
    };
    std::vector<std::pair<bool, double>> how(size_t(n), {false, 0.0});  // skipped, seconds
    auto on_done = [&](const ItemDone& d) { how[size_t(d.item)] = {d.skipped, d.seconds}; };
    // In one process each kingdom is reported as it finishes; over ranks, at the end in order.
    const bool progress = !a_.quiet;
    auto report_row = [&](int i, const json& r) {
      if (progress)
        ctx_.err << fmt::format("{}k{:02} {}/{} {}: {} ({:.1f} s)\n", label, i, i + 1, n,
                                how[size_t(i)].first ? "done earlier" : "trained",
                                r["bought"].get<bool>() ? "bought" : "not bought",
                                how[size_t(i)].second);
    };
    auto row_of = [&](int i) {
      json r = analyse_design_run(read_json(dir_of(i) + "/run.json"), card);
      r["index"] = i;
      r["dir"] = fmt::format("k{:02}", i);
      r["skipped"] = how[size_t(i)].first;
      return r;
    };
    json rows = json::array();
    if (cluster_size() == 1) {
      for (int i = 0; i < n; ++i) {
        const auto start = std::chrono::steady_clock::now();
        how[size_t(i)].first = work(i);
        how[size_t(i)].second =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        rows.push_back(row_of(i));
        report_row(i, rows.back());
      }
      return rows;
    }
    cluster_for_each(n, work, on_done, [&](int i) { return label + dir_of(i); });
    if (cluster_rank() != 0) return rows;
    for (int i = 0; i < n; ++i) {
      rows.push_back(row_of(i));
      report_row(i, rows.back());
    }
    return rows;
  }

 private:
  const DesignArgs& a_;
  CliContext& ctx_;
  const std::vector<Kingdom>& kingdoms_;
};

std::string turn_text(const json& t) {
  return t.is_null() ? "-" : fmt::format("{:.1f}", double(t));
}

void print_rows(std::ostream& out, const json& rows, const std::string& title) {
  out << title << "\n";
  out << fmt::format("  {:<4} {:<7} {:>6} {:>6}  {:<40} {}\n", "", "bought", "copies", "turn",
                     "best menu with the card", "kingdom");
  for (const json& r : rows) {
    std::string cards;
    for (const json& c : r.at("cards")) cards += (cards.empty() ? "" : ", ") + c.get<std::string>();
    std::string menu = r.at("menu").get<std::string>();
    if (menu.size() > 40) {
      size_t cut = 37;  // not inside a UTF-8 sequence
      while (cut > 0 && (static_cast<unsigned char>(menu[cut]) & 0xC0) == 0x80) --cut;
      menu = menu.substr(0, cut) + "...";
    }
    out << fmt::format("  {:<4} {:<7} {:>6.1f} {:>6}  {:<40} {}\n", r.at("dir").get<std::string>(),
                       r.at("bought").get<bool>() ? "yes" : "no", double(r.at("copies")),
                       turn_text(r.at("first_turn")), menu, cards);
  }
}

std::string headline_text(const json& h) {
  return fmt::format("{} of {} kingdoms ({}, 95% interval {})", int64_t(h.at("bought")),
                     int64_t(h.at("kingdoms")), pct(double(h.at("fraction"))),
                     pct_interval({double(h.at("lo")), double(h.at("hi"))}));
}

// Every card definition of the program registry, to put back after a --compare run.
struct RegistrySnapshot {
  std::vector<CardDef> cards;
  RegistrySnapshot() : cards(Registry::program().all().begin(), Registry::program().all().end()) {}
  void restore() const {
    const auto& all = Registry::program().all();
    for (size_t i = 0; i < cards.size() && i < all.size(); ++i)
      const_cast<CardDef&>(all[i]) = cards[i];
  }
};

int run_design_ranks(const DesignArgs& a, CliContext& ctx);

int run_design(const DesignArgs& a, CliContext& ctx) {
  // Under mpirun the ranks share the kingdoms; rank 0 alone speaks and writes (docs/cluster.md).
  const int rank = cluster_rank();
  const ClusterScope mpi;  // (ends MPI when the command ends)
  if (rank != 0) {
    std::ostringstream silent;
    CliContext quiet{silent, silent, 0, ctx.cards_path, ctx.cards_text};
    try {
      return run_design_ranks(a, quiet);
    } catch (const UsageError&) {
      return 2;  // rank 0 says it
    }
  }
  return run_design_ranks(a, ctx);
}

int run_design_ranks(const DesignArgs& a, CliContext& ctx) {
  const Registry& reg = Registry::standard();
  const CardDef* card = reg.find(a.card);
  if (!card)
    throw UsageError(fmt::format("unknown card \"{}\"{}", a.card, reg.unknown_hint(a.card)));
  if (!card->kingdom) throw UsageError(fmt::format("{} is not a Kingdom card", card->name));
  if (a.pool <= 5) throw UsageError("--pool must be larger than 5 (the leaders)");
  if (a.min_games > a.max_games) throw UsageError("--min-games must not exceed --max-games");
  if (!a.compare.empty() && !std::filesystem::exists(a.compare))
    throw UsageError(fmt::format("{}: no such card file", a.compare));

  std::vector<Kingdom> kingdoms;
  try {
    for (int i = 0; i < a.kingdoms; ++i) kingdoms.push_back(design_kingdom(card, a, i));
  } catch (const KingdomError& e) {
    throw UsageError(e.what());
  }
  const std::string root =
      !a.out.empty() ? a.out
      : a.players == 2
          ? fmt::format("runs/design-{}-{}", slug(card->name, "card"), a.seed)
          : fmt::format("runs/design-{}-{}p-{}", slug(card->name, "card"), a.players, a.seed);
  std::filesystem::create_directories(root);

  const auto start = std::chrono::steady_clock::now();
  Experiment ex(a, ctx, kingdoms);
  json d;
  d["version"] = 1;
  d["card"] = card->name;
  d["cost"] = card->cost;
  d["seed"] = a.seed;
  d["sets"] = a.sets;
  d["params"] = {{"kingdoms", a.kingdoms},
                 {"generations", a.generations},
                 {"pool", a.pool},
                 {"min_games", a.min_games},
                 {"max_games", a.max_games},
                 {"final_games", a.final_games},
                 {"diagnostic_games", a.diagnostic_games},
                 {"library_start", false},
                 {"bought_share", kBoughtShare},
                 {"top_leaders", kTopLeaders}};
  d["params"]["players"] = a.players;
  d["card_text"] = design_card_text(*card);
  d["kingdoms"] = ex.run(root, "", card->name);
  d["headline"] = headline(d["kingdoms"]);
  d["verdict"] = design_verdict(d["headline"]);

  if (!a.compare.empty()) {
    // The override applies to the program's cards in place (the kingdoms keep their pointers);
    // no game runs meanwhile, and the cards are put back afterwards.
    const RegistrySnapshot snapshot;
    try {
      load_card_file(Registry::program(), a.compare);
    } catch (const CardFileError& e) {
      throw UsageError(e.what());
    }
    json c;
    c["file"] = a.compare;
    c["cost"] = card->cost;
    c["card_text"] = design_card_text(*card);  // the changed card, while it is in place
    try {
      c["kingdoms"] = ex.run(root + "/compare", "compare ", card->name);
    } catch (...) {
      snapshot.restore();
      throw;
    }
    snapshot.restore();
    c["headline"] = headline(c["kingdoms"]);
    c["verdict"] = design_verdict(c["headline"]);
    int64_t lost = 0, gained = 0;
    const int64_t n = int64_t(d["kingdoms"].size());
    for (int64_t i = 0; i < n; ++i) {
      const bool x = d["kingdoms"][i]["bought"], y = c["kingdoms"][i]["bought"];
      lost += x && !y;
      gained += !x && y;
    }
    const double diff = n ? double(gained - lost) / double(n) : 0.0;
    const double se =
        n ? std::sqrt(std::max(0.0, double(lost + gained) -
                                        double((gained - lost) * (gained - lost)) / double(n))) /
                double(n)
          : 0.0;
    c["difference"] = {{"value", diff},
                       {"lo", std::max(-1.0, diff - 1.96 * se)},
                       {"hi", std::min(1.0, diff + 1.96 * se)},
                       {"lost", lost},
                       {"gained", gained},
                       {"p", mcnemar_p(lost, gained)}};
    d["compare"] = c;
  }
  if (cluster_rank() != 0) return 0;
  d["seconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  write_json_atomic(root + "/design.json", d);
  write_design_report(root);

  if (a.json) {
    d["folder"] = root;
    ctx.out << d.dump(2) << "\n";
    return 0;
  }
  ctx.out << d["card_text"].get<std::string>() << "\n\n";
  print_rows(
      ctx.out, d["kingdoms"],
      fmt::format(
          "{} (${}) in {} kingdoms of {} (seed {}{}):", card->name, int(card->cost), a.kingdoms,
          a.sets.empty() ? std::string("all sets") : fmt::format("{}", fmt::join(a.sets, ", ")),
          a.seed, a.players == 2 ? "" : fmt::format(", {} players", a.players)));
  ctx.out << "\n"
          << card->name << " bought by a top-3 strategy in " << headline_text(d["headline"])
          << "\nVerdict: " << d["verdict"].get<std::string>() << "\n";
  if (d.contains("compare")) {
    const json& c = d["compare"];
    ctx.out << "\n" << c["card_text"].get<std::string>() << "\n\n";
    print_rows(ctx.out, c["kingdoms"], fmt::format("With {}:", a.compare));
    ctx.out << "\nwith " << a.compare << ": " << headline_text(c["headline"])
            << "\nVerdict: " << c["verdict"].get<std::string>() << "\n";
    const json& df = c["difference"];
    ctx.out << fmt::format(
        "difference: {:+.1f} points, 95% interval [{:+.1f}, {:+.1f}]; {} kingdoms lost it, {} "
        "gained it (McNemar p = {:.3g})\n",
        100 * double(df["value"]), 100 * double(df["lo"]), 100 * double(df["hi"]),
        int64_t(df["lost"]), int64_t(df["gained"]), double(df["p"]));
  }
  ctx.out << fmt::format("\n{:.1f} s; folder: {}\nreport: {}/index.html\n", double(d["seconds"]),
                         root, root);
  return 0;
}

}  // namespace

// What one kingdom's finished run says about the card.
json analyse_design_run(const json& run, const std::string& card) {
  json r;
  r["cards"] = run.at("kingdom").at("cards");
  r["games"] = run.at("games");
  r["seconds"] = run.at("seconds");
  auto leader = [&](const std::string& id) -> const json& {
    const json* l = find_leader_json(run, id);
    if (!l) throw std::invalid_argument("final leader " + id + " is in no chamber");
    return *l;
  };
  const json& ids = run.at("final").at("leaders");
  const json& diag = run.at("diagnostics");
  const json* pick = nullptr;
  std::string pick_id;
  int buyers = 0;
  // The share of a leader's games in which its own buy rules chose the card: from its
  // diagnostic games, which count buys and the gains its rules picked, not a gainer's fallback
  // (runs without them: the rating games' count).
  auto chosen_share = [&](const std::string& id, const json& l) {
    if (diag.contains(id) && diag.at(id).contains("chosen_games"))
      return diag.at(id).at("chosen_games").value(card, 0.0);
    return l.at("bought").value(card, 0.0);
  };
  for (size_t i = 0; i < ids.size() && i < size_t(kTopLeaders); ++i) {
    const std::string id = ids[i].get<std::string>();
    const json& l = leader(id);
    const double share = chosen_share(id, l);
    if (share >= kBoughtShare) {
      ++buyers;
      if (!pick) pick = &l, pick_id = id;
    }
  }
  r["bought"] = pick != nullptr;
  r["buyers"] = buyers;
  if (!pick && !ids.empty()) pick_id = ids[0].get<std::string>(), pick = &leader(pick_id);
  r["leader"] = pick_id;
  r["menu"] = pick ? pick->at("menu") : json("");
  r["share"] = pick ? chosen_share(pick_id, *pick) : 0.0;
  r["copies"] = 0.0;
  r["first_turn"] = nullptr;
  if (pick && diag.contains(pick_id)) {
    const json& d = diag.at(pick_id);
    // Copies its rules chose per game, and the turn of the first (older runs: every gain).
    const bool chosen = d.contains("chosen_per_game");
    const json& per_game = d.at(chosen ? "chosen_per_game" : "gains_per_game");
    const json& first = d.at(chosen ? "first_chosen_turn" : "first_buy_turn");
    r["copies"] = per_game.value(card, 0.0);
    if (first.contains(card)) r["first_turn"] = first.at(card);
  }
  return r;
}

// The bands are what the interval rules out, not a fixed cut on the share.
std::string design_verdict(const json& h) {
  const double lo = h.at("lo").get<double>(), hi = h.at("hi").get<double>();
  if (hi < 0.15) return "rarely worth buying: weak, or too narrow for these sets";
  if (lo > 0.85) return "bought almost everywhere: strong; check it is not too strong";
  if (lo > 0.5) return "bought in most kingdoms: a good card";
  if (hi < 0.5) return "bought in a minority of kingdoms: situational";
  return "not clear yet: its 95% interval includes 50% (more kingdoms would narrow it down)";
}

std::string design_card_text(const CardDef& c) {
  const std::string head =
      fmt::format("{} \u2014 {}, {}: ", c.name, types_text(c.types), cost_text(c));
  // The printed text when the card plays as printed: an implemented card, or a copy of one
  // (based_on), whose bonuses, types and effect are the original's (a new cost is in the head).
  static const Registry original = Registry::built_in();
  const CardDef* o = original.find(c.effect_name(), c.edition);
  if (o && o->plus_cards == c.plus_cards && o->plus_actions == c.plus_actions &&
      o->plus_buys == c.plus_buys && o->plus_coins == c.plus_coins && o->coin == c.coin &&
      o->vp == c.vp && o->types == c.types && o->on_play == c.on_play) {
    const std::string printed = published_text(o->name);
    if (!printed.empty()) return head + printed;
  }
  // Otherwise what the program plays: the bonuses, and whose effect follows them.
  std::vector<std::string> parts;
  auto add = [&](int n, const char* what, const char* one) {
    if (n) parts.push_back(fmt::format("+{} {}", n, n == 1 ? one : what));
  };
  add(c.plus_cards, "Cards", "Card");
  add(c.plus_actions, "Actions", "Action");
  add(c.plus_buys, "Buys", "Buy");
  if (c.plus_coins) parts.push_back(fmt::format("+${}", int(c.plus_coins)));
  if (c.coin) parts.push_back(fmt::format("worth ${}", int(c.coin)));
  if (c.vp) parts.push_back(fmt::format("worth {} VP", int(c.vp)));
  std::string text = fmt::format("{}", fmt::join(parts, ", "));
  const bool effect = c.on_play || c.on_gain || c.on_buy || c.on_trash || c.num_reactions ||
                      c.end_vp || c.end_vp_of || c.self_cost || c.cost_mod || c.cost_mod_of ||
                      c.buy_ban || c.watches;
  if (effect)
    text += (text.empty() ? "" : ", then ") +
            (c.program                   ? std::string("its text in the card language")
             : c.effect_name() == c.name ? std::string("its own effect")
                                         : fmt::format("the effect of {}", c.effect_name()));
  return head + (text.empty() ? "nothing" : text) + ".";
}

void add_design_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<DesignArgs>();
  CLI::App* cmd = app.add_subcommand(
      "design",
      "Card design experiment: train strategies in random kingdoms that contain CARD and report "
      "how often the best strategies buy it (with a 95% interval); --compare runs the same "
      "kingdoms again with a card file's changes. See docs/design.md. Under mpirun or srun the "
      "ranks share the kingdoms, with the same results (docs/cluster.md).");
  cmd->add_option("card", a->card, "The card to evaluate (also a custom card from --cards)")
      ->required();
  cmd->add_option("--kingdoms,-k", a->kingdoms, "Random kingdoms containing the card")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--sets", a->sets, "Sets the other nine cards come from (default: base)")
      ->delimiter(',');
  cmd->add_option("--seed,-s", a->seed, "Experiment seed: kingdoms and runs derive from it");
  cmd->add_option("--players,-p", a->players,
                  "Players per game, 2 to 6: the kingdoms are trained for this many players")
      ->check(CLI::Range(2, 6));
  cmd->add_option("--generations,-g", a->generations, "Generations per kingdom")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--pool", a->pool, "Pool size per kingdom")->check(CLI::Range(6, 100000));
  cmd->add_option("--min-games", a->min_games, "Fewest games per pairing")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_option("--max-games", a->max_games, "Most games per pairing")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_option("--final-games", a->final_games, "Games per final pairing and per bot")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_option("--diagnostic-games", a->diagnostic_games, "Instrumented games per leader")
      ->check(CLI::Range(int64_t(2), int64_t(1) << 30));
  cmd->add_option("--out,-o", a->out, "Output folder (default runs/design-<card>-<seed>)");
  cmd->add_option("--compare", a->compare,
                  "Card file (TOML) with changes: the same kingdoms are trained again with it")
      ->type_name("FILE");
  cmd->add_option("--threads,-t", a->threads, "Worker threads (0 = all cores)")
      ->check(CLI::Range(0, 1024));
  cmd->add_flag("--json", a->json, "Print the results as JSON on stdout");
  cmd->add_flag("--quiet,-q", a->quiet, "No progress lines");
  cmd->callback([a, &ctx] { ctx.code = run_design(*a, ctx); });
}

}  // namespace kl

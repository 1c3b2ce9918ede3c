// kingdomlab train: coevolution of strategies for one kingdom (docs/training.md).
#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cards/kingdom.h"
#include "evolution/io/run_data.h"
#include "evolution/io/strategy_db.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/coevolution.h"
#include "evolution/train/warm_start.h"
#include "reports/model.h"
#include "reports/plan.h"
#include "reports/report.h"
#include "tools/cluster.h"
#include "tools/commands.h"
#include "tools/resolve.h"
#include "tools/train_options.h"

namespace kl {

namespace {

// "Warm start: 4 strategies from auto_1 (6 shared), auto_2 (5 shared)".
std::string warm_start_line(const WarmStart& w, const WarmStartOptions& o) {
  if (w.empty())
    return fmt::format(
        "Warm start: no stored kingdom shares at least {} cards with this one; started cold",
        o.min_shared);
  std::string from;
  for (const WarmStart::Source& src : w.sources)
    from += fmt::format("{}{} ({} shared)", from.empty() ? "" : ", ", src.kingdom, src.shared);
  return fmt::format("Warm start: {} strateg{} from {}", w.genomes.size(),
                     w.genomes.size() == 1 ? "y" : "ies", from);
}

std::string signed_pct(double x) { return fmt::format("{:+.1f}%", 100 * x); }

std::string progress_line(const Progress& p) {
  std::string what;
  if (p.phase == "generation") {
    what = fmt::format("chamber {}/{}  generation {}/{}", p.chamber + 1, p.chambers, p.generation,
                       p.generations);
  } else if (p.phase == "done") {
    what = "done";
  } else {
    what = "final: " + p.phase;
  }
  std::string line = fmt::format("{}  {} games  {:.0f} games/s", what, p.games, p.games_per_second);
  if (p.eta_seconds >= 0) line += "  ETA " + clock_text(p.eta_seconds);
  if (!p.best_menu.empty()) {
    std::string menu = p.best_menu;
    if (menu.size() > 70) menu = menu.substr(0, 67) + "...";
    line += "  best: " + menu;
  }
  return line;
}

int run_train(const TrainArgs& a, CliContext& ctx, int rank, int ranks);

// Under mpirun every rank runs the same training (SPMD): each plays its share of every game batch
// and receives the others' results (cluster_jobs()), so all continue with the same data; rank 0
// alone prints and writes the run folder and the database (docs/cluster.md).
int run_train(const TrainArgs& a, CliContext& ctx) {
  // MPI starts first, so that only rank 0 speaks; every rank reads the same arguments and files
  // and fails (or not) the same way before the training starts.
  const int rank = cluster_rank(), ranks = cluster_size();
  const ClusterScope mpi;  // (ends MPI when the command ends)
  if (rank == 0) return run_train(a, ctx, rank, ranks);
  std::ostringstream silent;
  CliContext quiet_ctx{silent, silent, 0, ctx.cards_path, ctx.cards_text};
  try {
    return run_train(a, quiet_ctx, rank, ranks);
  } catch (const UsageError&) {
    return 2;  // rank 0 says it
  } catch (const std::invalid_argument&) {
    return 2;
  } catch (const std::filesystem::filesystem_error&) {
    return 2;
  }
}

int run_train(const TrainArgs& a, CliContext& ctx, int rank, int ranks) {
  if (ranks > 1 && a.warm_start && !a.resume)
    throw UsageError(
        "--warm-start reads the strategy database, which the ranks of an MPI run do not share: "
        "train without it under mpirun (docs/cluster.md)");
  Kingdom kingdom;
  try {
    kingdom = find_kingdom(a.kingdom);
  } catch (const KingdomError& e) {
    throw UsageError(e.what());
  }
  TrainArgs args = a;
  // The cores of a machine are shared among the ranks on it, unless --threads says.
  args.threads = cluster_threads(a.threads);
  TrainConfig cfg = training_config(args, kingdom, ctx);
  cfg.jobs = cluster_jobs();
  cfg.writes = rank == 0;
  WarmStartOptions warm = a.warm;
  warm.library = cfg.params.library_start;  // warm starts skip copies of the usual starts
  // N-player runs get their own default folder: "runs/first-game-3p-1".
  cfg.out_dir = !a.out.empty()          ? a.out
                : cfg.game.players == 2 ? fmt::format("runs/{}-{}", slug(cfg.kingdom.name), a.seed)
                                        : fmt::format("runs/{}-{}p-{}", slug(cfg.kingdom.name),
                                                      cfg.game.players, a.seed);
  cfg.resume = a.resume;
  const std::string checkpoint = cfg.out_dir + "/checkpoint.json";
  if (a.resume && !std::filesystem::exists(checkpoint))
    throw UsageError(fmt::format("{}: no checkpoint to resume", checkpoint));
  if (!a.resume && !a.overwrite && std::filesystem::exists(checkpoint))
    throw UsageError(fmt::format(
        "{} already holds a run: --resume continues it, --overwrite starts it again", cfg.out_dir));
  // Opened before training, so a bad --db fails now rather than after the run.
  std::unique_ptr<StrategyDb> db;
  const bool record = !a.no_db && rank == 0;
  if (record || (a.warm_start && !a.resume)) db = open_strategy_db(a.db);
  // A resumed run keeps the warm start its checkpoint recorded.
  if (a.warm_start && !a.resume) {
    cfg.warm_start = make_warm_start(db->kingdoms(), cfg.kingdom, cfg.game, warm);
    if (!a.quiet) ctx.err << warm_start_line(cfg.warm_start, a.warm) << "\n";
  }

  const bool live = !a.quiet && &ctx.err == &std::cerr && isatty(STDERR_FILENO);
  size_t last_width = 0;
  // KINGDOMLAB_MPI_STATS: after each progress line, what the game batches since the last one
  // cost this rank (docs/cluster.md).
  JobStats last_stats = cluster_job_stats();
  auto stats_line = [&] {
    const JobStats now = cluster_job_stats();
    const std::string line = fmt::format(
        "mpi: {} batches, {} jobs, {} bytes gathered; {:.3f} s running jobs ({:.3f} s of jobs, "
        "longest {:.3f} s), {:.3f} s waiting for other ranks, {:.4f} s exchanging",
        now.batches - last_stats.batches, now.jobs - last_stats.jobs, now.bytes - last_stats.bytes,
        now.run_seconds - last_stats.run_seconds, now.job_seconds - last_stats.job_seconds,
        now.longest_seconds - last_stats.longest_seconds,
        now.wait_seconds - last_stats.wait_seconds,
        now.exchange_seconds - last_stats.exchange_seconds);
    last_stats = now;
    return line;
  };
  if (!a.quiet && rank == 0)
    cfg.progress = [&](const Progress& p) {
      if (ranks > 1 && cluster_stats_enabled()) ctx.err << stats_line() << "\n";
      const std::string line = progress_line(p);
      if (live) {
        ctx.err << "\r" << line;
        if (line.size() < last_width) ctx.err << std::string(last_width - line.size(), ' ');
        last_width = line.size();
        if (p.phase == "done") ctx.err << "\n";
        ctx.err.flush();
      } else if (p.phase != "done") {
        ctx.err << line << "\n";
      }
    };

  // The report is rewritten after every generation, so a long run can be watched.
  cfg.on_saved = [&] {
    try {
      write_report(cfg.out_dir);
    } catch (const std::exception& e) {
      ctx.err << "kingdomlab: warning: report not written: " << e.what() << "\n";
    }
  };
  // mpirun's own words end a run that lost a rank (signal 9, ...): say beforehand what to do.
  if (ranks > 1 && !a.quiet)
    ctx.err << fmt::format(
        "train: one training over {} MPI ranks x {} thread{}; rank 0 writes {}. If a rank is "
        "lost, mpirun stops them all: run the same command with --resume (at any number of "
        "ranks) to continue from the last generation\n",
        ranks, threads_or_all(cfg.threads), threads_or_all(cfg.threads) == 1 ? "" : "s",
        cfg.out_dir);
  RunState st;
  if (ranks == 1) {
    st = train(cfg);
  } else {
    // A rank that fails here leaves the others waiting in the next game batch: end them all.
    try {
      st = train(cfg);
    } catch (const std::exception& e) {
      cluster_abort(fmt::format("the training of {}", cfg.kingdom.name), e.what(),
                    fmt::format("the last generation's checkpoint is kept: run the same command "
                                "with --resume, with any number of ranks, to resume it"));
    }
  }
  if (rank != 0) return 0;
  int64_t db_id = 0;
  if (record) {
    try {
      db_id = db->add(db_entry(st, std::filesystem::absolute(cfg.out_dir).string()));
    } catch (const DbError& e) {
      ctx.err << "kingdomlab: warning: the run was not recorded: " << e.what() << "\n";
    }
  }

  const FinalRecord& f = st.final;
  const double gps = st.seconds > 0 ? double(st.total_games()) / st.seconds : 0;
  // The plan in words, as the report words it (reports/plan.h).
  std::optional<report::Plan> plan;
  try {
    plan = report::make_plan(report::read_run(run_json(st)), report::plain_style());
  } catch (const std::exception& e) {
    ctx.err << "kingdomlab: warning: no plan: " << e.what() << "\n";
  }

  if (a.json) {
    nlohmann::json j;
    j["folder"] = cfg.out_dir;
    j["kingdom"] = st.kingdom.name;
    j["seed"] = st.seed;
    j["players"] = st.game.players;
    j["generations"] = st.generations_done;
    j["games"] = st.total_games();
    j["seconds"] = st.seconds;
    j["best"] = f.best;
    j["best_why"] = run_json(st)["final"]["best_why"];
    if (plan)
      j["plan"] = {{"line", plan->line},     {"why", plan->why},         {"opening", plan->opening},
                   {"builds", plan->builds}, {"victory", plan->victory}, {"skips", plan->skips}};
    if (a.warm_start || !st.warm_start.empty())
      j["warm_start"] = run_json(st).value("warm_start", nlohmann::json::array());
    if (db_id) j["db"] = {{"path", db->path()}, {"id", db_id}};
    for (const std::string& id : f.leaders) {
      const LeaderRecord& l = *st.leader(id);
      j["leaders"].push_back({{"id", id},
                              {"menu", print_menu(l.genome.menu)},
                              {"line", (st.game.colony ? "colony " : "") +
                                           print_menu_line(l.genome.menu, l.genome.params)},
                              {"params", l.genome.params},
                              {"rating", l.rating},
                              {"lo", l.lo},
                              {"hi", l.hi}});
    }
    j["bots"] = nlohmann::json::array();
    for (const auto& [bot, m] : f.bots)
      j["bots"].push_back({{"bot", bot},
                           {"games", m.games},
                           {"margin", m.margin},
                           {"lo", m.lo},
                           {"hi", m.hi},
                           {"significant", m.significant}});
    if (!f.polish.from.empty()) {
      nlohmann::json steps = nlohmann::json::array();
      for (const PolishStep& s : f.polish.steps)
        steps.push_back({{"change", s.change},
                         {"menu", print_menu(s.genome.menu)},
                         {"gain", s.gain.mean},
                         {"lo", s.gain.lo},
                         {"hi", s.gain.hi}});
      j["polish"] = {{"from", f.polish.from}, {"games", f.polish.games}, {"steps", steps}};
    }
    if (!f.metagame.strategies.empty()) j["metagame"] = metagame_json(f.metagame);
    if (!f.rival_names.empty()) {
      j["rivals"] = nlohmann::json::array();
      const size_t best =
          size_t(std::find(f.leaders.begin(), f.leaders.end(), f.best) - f.leaders.begin());
      for (size_t r = 0; r < f.rival_names.size(); ++r) {
        const MatchRecord& m = f.rival_cells[best][r];
        j["rivals"].push_back({{"rival", f.rival_names[r]},
                               {"games", m.games},
                               {"margin", m.margin},
                               {"lo", m.lo},
                               {"hi", m.hi},
                               {"significant", m.significant}});
      }
    }
    ctx.out << j.dump(2) << "\n";
    return 0;
  }

  ctx.out << fmt::format(
      "Trained {} (seed {}): {} generation{} x {} chamber{}, {} games in {:.1f} s ({:.0f} "
      "games/s)\n\n",
      st.kingdom.name, st.seed, st.generations_done, st.generations_done == 1 ? "" : "s",
      st.params.chambers, st.params.chambers == 1 ? "" : "s", st.total_games(), st.seconds, gps);
  if (a.warm_start || !st.warm_start.empty())
    ctx.out << warm_start_line(st.warm_start, a.warm) << "\n\n";
  const int players = st.game.players;
  if (players == 2)
    ctx.out << "Final leaders (rating: weighted win% - loss% against the last opponents, 95% "
               "interval):\n";
  else
    ctx.out << fmt::format(
        "{} players. Final leaders (rating: weighted score in fields of the last opponents, "
        "0 = the fair win share 1/{}, 95% interval):\n",
        players, players);
  for (const std::string& id : f.leaders) {
    const LeaderRecord& l = *st.leader(id);
    ctx.out << fmt::format("  {:<12} {:>7} [{:+.1f}, {:+.1f}]  {}{}\n", id, signed_pct(l.rating),
                           100 * l.lo, 100 * l.hi, print_menu_line(l.genome.menu, l.genome.params),
                           id == f.best ? "   <- best" : "");
    if (id == f.polish.leader.id)
      ctx.out << fmt::format(
          "  {:<12} polished from {} (rating: mean vs the other final leaders)\n", "",
          f.polish.from);
  }
  if (plan) {
    ctx.out << "\n";
    for (const std::string& line : report::plan_lines(*plan)) ctx.out << line << "\n";
  }
  if (const PolishRecord& pr = f.polish; !pr.from.empty()) {
    if (pr.steps.empty())
      ctx.out << fmt::format(
          "\nPolish: no single edit of {} raises its mean margin over the final leaders and "
          "bots ({} games)\n",
          pr.from, pr.games);
    else {
      ctx.out << fmt::format(
          "\nPolish: {} is {} with {} edit{} ({} games; gain in mean margin "
          "over the final leaders and bots, 95% interval):\n",
          pr.leader.id, pr.from, pr.steps.size(), pr.steps.size() == 1 ? "" : "s", pr.games);
      for (const PolishStep& s : pr.steps)
        ctx.out << fmt::format("  {:<40} {:>7} [{:+.1f}, {:+.1f}]  of {} tried\n", s.change,
                               signed_pct(s.gain.mean), 100 * s.gain.lo, 100 * s.gain.hi,
                               s.candidates);
    }
    if (!pr.pruned.empty()) {
      ctx.out << fmt::format(
          "Parsimony: {} simplification{} that change{} nothing significant ({} games; the "
          "pruned strategy against the unpruned one: {} [{:+.1f}, {:+.1f}] over the field, "
          "{} [{:+.1f}, {:+.1f}] over the final leaders):\n",
          pr.pruned.size(), pr.pruned.size() == 1 ? "" : "s", pr.pruned.size() == 1 ? "s" : "",
          pr.prune_games, signed_pct(pr.prune_cost.mean), 100 * pr.prune_cost.lo,
          100 * pr.prune_cost.hi, signed_pct(pr.prune_cost_leaders.mean),
          100 * pr.prune_cost_leaders.lo, 100 * pr.prune_cost_leaders.hi);
      for (const PolishStep& s : pr.pruned)
        ctx.out << fmt::format("  {:<40} {:>7} [{:+.1f}, {:+.1f}]\n", s.change,
                               signed_pct(s.gain.mean), 100 * s.gain.lo, 100 * s.gain.hi);
    }
  }
  if (!f.bots.empty()) {
    if (players == 2)
      ctx.out << fmt::format("\n{} against the library bots ({} games each, win% - loss%):\n",
                             f.best, st.params.final_games);
    else
      ctx.out << fmt::format(
          "\n{} in a field of {} copies of each library bot ({} games each, score; win share):\n",
          f.best, players - 1, st.params.final_games);
    for (const auto& [bot, m] : f.bots)
      ctx.out << fmt::format(
          "  {:<22} {:>7} [{:+.1f}, {:+.1f}]{}  {}\n", bot, signed_pct(m.margin), 100 * m.lo,
          100 * m.hi,
          players == 2 ? "" : fmt::format("  share {:.1f}%", 100 * win_share(m.margin, players)),
          m.significant ? (m.margin > 0 ? "better" : "worse") : "not significant");
  }
  if (!f.rival_names.empty()) {
    const size_t best =
        size_t(std::find(f.leaders.begin(), f.leaders.end(), f.best) - f.leaders.begin());
    ctx.out << fmt::format(
        "\n{} against the rivals ({} games each, {}):\n", f.best, f.rival_cells[best][0].games,
        players == 2 ? "win% - loss%" : fmt::format("in fields of {} copies; score", players - 1));
    for (size_t r = 0; r < f.rival_names.size(); ++r) {
      const MatchRecord& m = f.rival_cells[best][r];
      ctx.out << fmt::format(
          "  {:<22} {:>7} [{:+.1f}, {:+.1f}]  {}\n", f.rival_names[r], signed_pct(m.margin),
          100 * m.lo, 100 * m.hi,
          m.significant ? (m.margin > 0 ? "better" : "worse") : "not significant");
    }
  }
  if (const MetagameRecord& m = f.metagame; !m.strategies.empty()) {
    auto names = [&](const std::vector<size_t>& idx, const char* sep) {
      std::string o;
      for (size_t i : idx) o += (o.empty() ? "" : sep) + m.strategies[i];
      return o;
    };
    if (m.complex)
      ctx.out << fmt::format("\nMetagame: complex, every strategy is beaten by another: {} > {}\n",
                             names(m.cycle, " > "), m.strategies[m.cycle.front()]);
    else
      ctx.out << fmt::format("\nMetagame: simple, beaten significantly by nobody: {}\n",
                             names(m.unbeaten, ", "));
    std::vector<size_t> order(m.strategies.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t x, size_t y) { return m.mix[x] > m.mix[y]; });
    std::string mix;
    for (size_t i : order)
      if (m.mix[i] >= 0.005)
        mix +=
            fmt::format("{}{} {:.0f}%", mix.empty() ? "" : ", ", m.strategies[i], 100 * m.mix[i]);
    ctx.out << "Equilibrium mix: " << mix << "\n";
  }
  ctx.out << fmt::format("\nrun folder: {}\nreport: {}\n", cfg.out_dir, report_path(cfg.out_dir));
  if (db_id) ctx.out << fmt::format("strategy database: {} (entry #{})\n", db->path(), db_id);
  return 0;
}

}  // namespace

void add_train_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<TrainArgs>();
  CLI::App* cmd = app.add_subcommand(
      "train",
      "Train strategies for a kingdom by coevolution, starting from Big Money and the library's "
      "bots: each generation every pool member plays every leader and a small hall of fame of "
      "earlier bests (game counts stop early once the result is clear), the best members that "
      "buy differently become the leaders, and mutated children refill the pool. Writes "
      "run.json and checkpoint.json into the output folder after every generation; see "
      "docs/training.md. On a cluster: mpirun -n N kingdomlab train KINGDOM --out /shared/DIR "
      "(or srun) trains this one kingdom with each generation's games spread over the N ranks "
      "(each with --threads threads, default its machine's cores shared among its ranks); the "
      "result is the same as in one process, rank 0 writes the folder, and a run stopped by a "
      "lost rank resumes with --resume at any number of ranks; see docs/cluster.md.");
  cmd->add_option("kingdom", a->kingdom,
                  "A preset name (kingdomlab kingdom list) or a kingdom file")
      ->required();
  add_training_options(cmd, a.get());
  cmd->add_option("--out,-o", a->out, "Output folder (default runs/<kingdom>-<seed>)");
  cmd->add_flag("--resume", a->resume, "Continue the run in the output folder from its checkpoint");
  cmd->add_flag("--overwrite", a->overwrite, "Start again even if the folder holds a run");
  cmd->add_option("--db", a->db,
                  "Strategy database to record the run in and warm-start from (default "
                  "$XDG_DATA_HOME/kingdomlab/strategies.db, else "
                  "~/.local/share/kingdomlab/strategies.db)")
      ->type_name("FILE");
  cmd->add_flag("--no-db", a->no_db, "Do not record the run in the strategy database");
  CLI::Option* warm = cmd->add_flag(
      "--warm-start", a->warm_start,
      "Also start the first pool from the leaders of the most similar kingdoms in the "
      "strategy database (cards this kingdom lacks dropped); see docs/database.md");
  cmd->add_option("--warm-min-shared", a->warm.min_shared,
                  "Warm start: a stored kingdom must share at least this many kingdom cards")
      ->check(CLI::Range(0, 10))
      ->needs(warm);
  cmd->add_option("--warm-kingdoms", a->warm.max_kingdoms,
                  "Warm start: from at most this many stored kingdoms, nearest first")
      ->check(CLI::Range(1, 1000))
      ->needs(warm);
  cmd->add_option("--warm-leaders", a->warm.max_leaders,
                  "Warm start: at most this many leaders of each, best first")
      ->check(CLI::Range(1, 1000))
      ->needs(warm);
  cmd->add_flag("--quiet,-q", a->quiet, "No progress line");
  cmd->add_flag("--json", a->json, "Print the final summary as JSON on stdout");
  cmd->callback([a, &ctx] { ctx.code = run_train(*a, ctx); });
}

}  // namespace kl

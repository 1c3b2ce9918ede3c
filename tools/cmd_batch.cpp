// kingdomlab batch: trains many kingdoms with the same settings into one folder, over the ranks
// of an MPI run when started by mpirun or srun (docs/cluster.md).
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

#include "cards/kingdom.h"
#include "evolution/io/run_data.h"
#include "reports/model.h"
#include "reports/plan.h"
#include "reports/report.h"
#include "tools/batch.h"
#include "tools/cluster.h"
#include "tools/commands.h"

namespace kl {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

struct BatchArgs {
  std::vector<std::string> kingdoms;
  TrainArgs train;
  bool rivals_from_kingdom = false;
};

// The part of a run's data that says which training it is: a finished run is kept only when it
// is the one this batch would train (any thread count).
json identity(json run) {
  json id = {{"seed", run["seed"]}, {"kingdom", run["kingdom"]}, {"params", run["params"]}};
  id["params"].erase("threads");
  if (run.contains("card_file")) id["card_file"] = run["card_file"];
  return id;
}

enum class Status { kFresh, kResume, kFinished };

// Where kingdom e stands in its folder. Throws UsageError when the folder holds another run.
Status status_of(const BatchEntry& e) {
  const std::string dir = e.cfg.out_dir;
  const std::string run_file = dir + "/run.json", checkpoint = dir + "/checkpoint.json";
  if (fs::exists(run_file)) {
    json run;
    try {
      run = read_json(run_file);
    } catch (const std::exception&) {
      // Half-written or damaged: the checkpoint (if any) decides.
    }
    if (run.value("complete", false)) {
      if (identity(run) != identity(run_json(initial_run_state(e.cfg))))
        throw UsageError(fmt::format(
            "{} holds a finished run of other settings (seed, kingdom, options or card file): use "
            "another --out, or remove the folder to train it again",
            dir));
      return Status::kFinished;
    }
  }
  if (!fs::exists(checkpoint)) return Status::kFresh;
  RunState st = initial_run_state(e.cfg);
  try {
    restore_checkpoint_file(checkpoint, st);
  } catch (const std::exception& ex) {
    throw UsageError(ex.what());
  }
  return Status::kResume;
}

// The summary row of a finished kingdom, from its run data.
json summary_row(const BatchEntry& e) {
  const json run = read_json(e.cfg.out_dir + "/run.json");
  json row = {{"kingdom", run["kingdom"].value("name", e.folder)},
              {"folder", e.folder},
              {"source", e.source},
              {"best", run["final"]["best"]},
              {"line", ""},
              {"why", ""},
              {"best_why", run["final"].value("best_why", json())},
              {"games", run["games"]},
              {"seconds", run["seconds"]}};
  if (const json* leader = find_leader_json(run, run["final"]["best"].get<std::string>()))
    row["line"] = leader->value("line", "");
  if (const std::optional<report::Plan> plan =
          report::make_plan(report::read_run(run), report::plain_style()))
    row["why"] = plan->why;
  return row;
}

std::string cell(std::string text) {
  for (char& ch : text)
    if (ch == '|' || ch == '\n') ch = ch == '|' ? '/' : ' ';
  return text;
}

std::string summary_markdown(const json& s) {
  std::string o = fmt::format(
      "# Batch: {} kingdom{}, seed {}\n\n{} games; {} of training (the sum over the kingdoms).\n\n"
      "| kingdom | folder | best | its strategy | why it is the best | games | s |\n"
      "| --- | --- | --- | --- | --- | --- | --- |\n",
      s["kingdoms"].get<int>(), s["kingdoms"].get<int>() == 1 ? "" : "s", s["seed"].get<uint64_t>(),
      s["games"].get<int64_t>(), clock_text(s["seconds"].get<double>()));
  for (const json& r : s["rows"])
    o += fmt::format("| {} | {} | {} | `{}` | {} | {} | {:.0f} |\n",
                     cell(r["kingdom"].get<std::string>()), cell(r["folder"].get<std::string>()),
                     cell(r["best"].get<std::string>()), cell(r["line"].get<std::string>()),
                     cell(r["why"].get<std::string>()), r["games"].get<int64_t>(),
                     r["seconds"].get<double>());
  return o;
}

void write_text(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) throw WriteError(fmt::format("{}: cannot write", tmp));
  }
  fs::rename(tmp, path);
}

int run_batch(const BatchArgs& a, CliContext& ctx) {
  // MPI starts first, so that only rank 0 speaks; every rank then reads the same arguments and
  // files and fails (or not) the same way before any training starts.
  const int rank = cluster_rank(), ranks = cluster_size();
  const ClusterScope mpi;  // (ends MPI when the command ends)
  std::ostringstream silent;
  CliContext quiet_ctx{silent, silent, 0, ctx.cards_path, ctx.cards_text};
  CliContext& here = rank == 0 ? ctx : quiet_ctx;
  std::vector<BatchEntry> entries;
  std::vector<Status> status;
  const std::string out =
      a.train.out.empty() ? fmt::format("runs/batch-{}", a.train.seed) : a.train.out;
  try {
    TrainArgs t = a.train;
    // The cores of a machine are shared among the ranks on it, unless --threads says.
    t.threads = cluster_threads(a.train.threads);
    entries = batch_entries(a.kingdoms, t, a.rivals_from_kingdom, out, here);
    for (const BatchEntry& e : entries) status.push_back(status_of(e));
    fs::create_directories(out);
  } catch (const UsageError&) {
    if (rank != 0) return 2;  // rank 0 says it
    throw;
  }

  const auto start = std::chrono::steady_clock::now();
  const int n = int(entries.size());
  int done = 0, trained = 0;
  double trained_seconds = 0;
  std::mutex warn;
  auto work = [&](int i) {
    BatchEntry e = entries[size_t(i)];
    if (status[size_t(i)] == Status::kFinished) return true;
    e.cfg.resume = fs::exists(e.cfg.out_dir + "/checkpoint.json");
    train(e.cfg);
    try {
      write_report(e.cfg.out_dir);
    } catch (const std::exception& ex) {
      std::lock_guard<std::mutex> lock(warn);
      std::cerr << "kingdomlab: warning: " << e.folder << ": report not written: " << ex.what()
                << "\n";
    }
    return false;
  };
  auto on_done = [&](const ItemDone& d) {
    ++done;
    if (!d.skipped) {
      ++trained;
      trained_seconds += d.seconds;
    }
    if (a.train.quiet) return;
    const int left = n - done;
    std::string eta;
    if (left > 0 && trained > 0)
      eta = fmt::format("; ETA {}",
                        clock_text(trained_seconds / trained * left / std::min(ranks, left)));
    ctx.err << fmt::format(
        "batch {}/{}: {} {}{}{}\n", done, n, entries[size_t(d.item)].folder,
        d.skipped ? "finished earlier" : fmt::format("trained in {:.1f} s", d.seconds),
        ranks > 1 && !d.skipped ? fmt::format(" on rank {}", d.rank) : "", eta);
    ctx.err.flush();
  };
  if (rank == 0 && !a.train.quiet) {
    int finished = 0, resumed = 0;
    for (Status s : status) {
      finished += s == Status::kFinished;
      resumed += s == Status::kResume;
    }
    const int threads = threads_or_all(entries.front().cfg.threads);
    ctx.err << fmt::format(
        "batch: {} kingdom{} into {} ({} finished earlier, {} to resume) on {} rank{} x {} "
        "thread{}\n",
        n, n == 1 ? "" : "s", out, finished, resumed, ranks, ranks == 1 ? "" : "s", threads,
        threads == 1 ? "" : "s");
  }
  cluster_for_each(n, work, on_done, [&](int i) { return entries[size_t(i)].folder; });
  if (rank != 0) return 0;

  // Rank 0 alone writes the summary, from the run folders, in the order of the arguments.
  json s;
  s["version"] = 1;
  s["seed"] = a.train.seed;
  s["kingdoms"] = n;
  int64_t games = 0;
  double seconds = 0;
  s["rows"] = json::array();
  for (const BatchEntry& e : entries) {
    json row = summary_row(e);
    games += row["games"].get<int64_t>();
    seconds += row["seconds"].get<double>();
    s["rows"].push_back(std::move(row));
  }
  s["games"] = games;
  s["seconds"] = seconds;
  s["wall_seconds"] =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  write_json_atomic(out + "/summary.json", s);
  const std::string md = summary_markdown(s);
  write_text(out + "/summary.md", md);
  if (a.train.json) {
    ctx.out << s.dump(2) << "\n";
  } else {
    ctx.out << md << fmt::format("\nsummary: {}/summary.md, {}/summary.json\n", out, out);
  }
  return 0;
}

}  // namespace

std::vector<BatchEntry> batch_entries(const std::vector<std::string>& args, const TrainArgs& a,
                                      bool rivals_from_kingdom, const std::string& out,
                                      CliContext& ctx) {
  std::vector<std::string> sources;
  for (const std::string& arg : args) {
    if (!fs::is_directory(arg)) {
      sources.push_back(arg);
      continue;
    }
    std::vector<std::string> files;
    for (const fs::directory_entry& f : fs::directory_iterator(arg))
      if (f.is_regular_file() && f.path().filename().string()[0] != '.')
        files.push_back(f.path().string());
    if (files.empty()) throw UsageError(fmt::format("{}: no kingdom files in the folder", arg));
    std::sort(files.begin(), files.end());
    sources.insert(sources.end(), files.begin(), files.end());
  }
  if (sources.empty()) throw UsageError("no kingdoms given");
  std::vector<BatchEntry> entries;
  std::map<std::string, std::string> folders;  // folder -> the source that has it
  for (const std::string& src : sources) {
    Kingdom k;
    try {
      k = find_kingdom(src);
    } catch (const KingdomError& e) {
      throw UsageError(e.what());
    }
    const bool file = fs::is_regular_file(src);
    if (rivals_from_kingdom && !file)
      throw UsageError(fmt::format(
          "--rivals-from-kingdom: \"{}\" is not a file (a Provincial leaderboard file)", src));
    TrainArgs t = a;
    if (rivals_from_kingdom) t.rivals.push_back(src);
    BatchEntry e{src, file ? fs::path(src).stem().string() : slug(k.name),
                 training_config(t, k, ctx)};
    if (auto [it, fresh] = folders.emplace(e.folder, src); !fresh)
      throw UsageError(fmt::format("\"{}\" and \"{}\" would both be trained into {}/{}", it->second,
                                   src, out, e.folder));
    e.cfg.out_dir = out + "/" + e.folder;
    entries.push_back(std::move(e));
  }
  return entries;
}

void add_batch_command(CLI::App& app, CliContext& ctx) {
  auto a = std::make_shared<BatchArgs>();
  CLI::App* cmd = app.add_subcommand(
      "batch",
      "Train many kingdoms with the same seed and options as `train`, each into OUT/<kingdom>/ "
      "(a run folder with its checkpoint and report), and write OUT/summary.md and "
      "OUT/summary.json. A rerun skips the finished kingdoms and resumes the interrupted ones. "
      "Started by mpirun or srun, the ranks share the kingdoms, each asking for the next when it "
      "finishes one: `mpirun -n 4 kingdomlab batch ...`, `mpirun --hostfile FILE ...` or Slurm's "
      "`srun kingdomlab batch ...`, OUT on a disk every machine sees; see docs/cluster.md");
  cmd->add_option("kingdoms", a->kingdoms,
                  "Preset names, kingdom files, or folders of kingdom files")
      ->required();
  add_training_options(cmd, &a->train);
  cmd->add_option("--out,-o", a->train.out, "Output folder (default runs/batch-<seed>)");
  cmd->add_flag("--rivals-from-kingdom", a->rivals_from_kingdom,
                "Each kingdom file also names the rivals of its final leaders (Provincial "
                "leaderboard files, as train FILE --rivals FILE)");
  cmd->add_flag("--quiet,-q", a->train.quiet, "No progress lines");
  cmd->add_flag("--json", a->train.json, "Print the summary as JSON on stdout");
  cmd->callback([a, &ctx] { ctx.code = run_batch(*a, ctx); });
}

}  // namespace kl

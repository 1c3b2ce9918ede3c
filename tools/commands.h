// The kingdomlab subcommands, one file each (tools/cmd_*.cpp), and what they share.
#pragma once

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>

#include "evolution/arena/stats.h"

namespace kl {

// Bad input from the user: reported as one line, exit code 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Where a command writes, and the exit code it leaves.
struct CliContext {
  std::ostream& out;
  std::ostream& err;
  int code = 0;
  std::string cards_path, cards_text;  // the --cards file applied to this run, if any
};

// Each adds its subcommand to app; when chosen, the subcommand runs and sets ctx.code.
void add_match_command(CLI::App& app, CliContext& ctx);
void add_tournament_command(CLI::App& app, CliContext& ctx);
void add_game_command(CLI::App& app, CliContext& ctx);
void add_bench_command(CLI::App& app, CliContext& ctx);
void add_cards_command(CLI::App& app, CliContext& ctx);
void add_kingdom_command(CLI::App& app, CliContext& ctx);
void add_train_command(CLI::App& app, CliContext& ctx);
void add_report_command(CLI::App& app, CliContext& ctx);
void add_design_command(CLI::App& app, CliContext& ctx);
void add_db_command(CLI::App& app, CliContext& ctx);
void add_selfcheck_command(CLI::App& app, CliContext& ctx);
void add_strength_command(CLI::App& app, CliContext& ctx);
void add_agree_command(CLI::App& app, CliContext& ctx);
void add_batch_command(CLI::App& app, CliContext& ctx);

class StrategyDb;
// The strategy database at `path` (empty: default_db_path()), opened or created. Throws
// UsageError when it cannot be.
std::unique_ptr<StrategyDb> open_strategy_db(const std::string& path);

// Formatting shared by commands.
inline std::string pct(double x) { return fmt::format("{:.1f}%", 100 * x); }
inline std::string pct_interval(Interval i) {
  return fmt::format("[{:.1f}, {:.1f}]", 100 * i.lo, 100 * i.hi);
}
// The thread count a --threads value means (0 = all cores).
int threads_or_all(int t);

}  // namespace kl

// kingdomlab report: renders RUN_DIR/run.json into RUN_DIR/index.html.
#include <filesystem>

#include "reports/report.h"
#include "tools/commands.h"

namespace kl {

namespace {

int cmd_report(const std::string& dir, bool open_path, std::ostream& out) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw UsageError(fmt::format("no such run directory: {}", dir));
  if (!fs::is_regular_file(fs::path(dir) / "run.json", ec))
    throw UsageError(
        fmt::format("{} has no run.json (write one with kingdomlab train --out {})", dir, dir));
  try {
    write_report(dir);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  const std::string path = report_path(dir);
  if (open_path) {
    const fs::path abs = fs::absolute(path, ec);
    out << "file://" << (ec ? path : abs.lexically_normal().string()) << "\n";
  } else {
    out << path << "\n";
  }
  return 0;
}

}  // namespace

void add_report_command(CLI::App& app, CliContext& ctx) {
  auto dir = std::make_shared<std::string>();
  auto open_path = std::make_shared<bool>(false);
  CLI::App* report = app.add_subcommand(
      "report",
      "Render a training run (RUN_DIR/run.json) as one self-contained HTML page, "
      "RUN_DIR/index.html, and print its path.");
  report->add_option("RUN_DIR", *dir, "The run's folder (kingdomlab train --out)")->required();
  report->add_flag("--open-path", *open_path,
                   "Print the page as an absolute file:// address to open in a browser");
  report->callback([dir, open_path, &ctx] { ctx.code = cmd_report(*dir, *open_path, ctx.out); });
}

}  // namespace kl

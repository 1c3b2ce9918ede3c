// kingdomlab report (to be implemented).
#include "tools/commands.h"

namespace kl {

void add_report_command(CLI::App& app, CliContext& ctx) {
  (void)app;
  (void)ctx;
}

}  // namespace kl

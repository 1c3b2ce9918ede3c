// kingdomlab train (to be implemented).
#include "tools/commands.h"

namespace kl {

void add_train_command(CLI::App& app, CliContext& ctx) {
  (void)app;
  (void)ctx;
}

}  // namespace kl

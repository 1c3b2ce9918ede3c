#include "tools/cli.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>
#include <thread>

#include "cards/card_file.h"
#include "evolution/io/run_data.h"
#include "evolution/io/strategy_db.h"
#include "tools/commands.h"

namespace kl {

int threads_or_all(int t) {
  return t > 0 ? t : int(std::max(1u, std::thread::hardware_concurrency()));
}

namespace {

// An error message as one line of readable length, whatever it quotes.
std::string one_line(std::string_view message) {
  constexpr size_t kMaxLength = 1000;
  std::string out;
  for (char ch : message.substr(0, kMaxLength)) out += ch == '\n' || ch == '\r' ? ' ' : ch;
  if (message.size() > kMaxLength) out += "...";
  return out;
}

// Bad input: one line on stderr, exit code 2.
int error(std::ostream& err, std::string_view message) {
  err << "kingdomlab: error: " << one_line(message) << "\n";
  return 2;
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  CLI::App app{
      "kingdomlab: a fast Dominion simulator that trains strategies for a kingdom.\n"
      "Run `kingdomlab COMMAND --help` for a command's options."};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Show help for every command");
  // Options of the program (--cards) may also follow the command name: a command passes the
  // options it does not know up to here. Set before the commands are added, which inherit it.
  app.fallthrough();
  // Every option's --help shows its default (the value the variable holds before parsing).
  app.option_defaults()->always_capture_default();
  CliContext ctx{out, err, 0, {}, {}};
  // Option callbacks run before any command's callback, so the cards are changed before anything
  // reads them (Registry::program()'s rule). Each run starts from the implemented cards.
  app.add_option_function<std::string>(
         "--cards",
         [&ctx](const std::string& path) {
           // Read once: the text applied is the text a training run records.
           std::ifstream in(path, std::ios::binary);
           if (!in) throw CardFileError(fmt::format("{}: cannot read the file", path));
           std::string text(std::istreambuf_iterator<char>(in), {});
           if (in.bad()) throw CardFileError(fmt::format("{}: cannot read the file", path));
           Registry::reset_program();
           apply_card_file(Registry::program(), text, path);
           ctx.cards_path = path;
           ctx.cards_text = std::move(text);
         },
         "Card file (TOML) for this run: change implemented cards ([override.Smithy] cost = 5) "
         "and add custom cards ([card.\"Super Village\"]) that kingdoms, strategies and every "
         "command can then use. Before or after the command name. Format: docs/card-design.md")
      ->type_name("FILE");
  add_match_command(app, ctx);
  add_tournament_command(app, ctx);
  add_game_command(app, ctx);
  add_bench_command(app, ctx);
  add_cards_command(app, ctx);
  add_kingdom_command(app, ctx);
  add_train_command(app, ctx);
  add_batch_command(app, ctx);
  add_report_command(app, ctx);
  add_design_command(app, ctx);
  add_db_command(app, ctx);
  add_selfcheck_command(app, ctx);
  add_strength_command(app, ctx);
  add_agree_command(app, ctx);

  try {
    const auto subs = app.get_subcommands({});
    int first = 1;  // the command name: the first argument after the program's options
    if (first + 1 < argc && std::string_view(argv[first]) == "--cards") first += 2;
    if (first < argc && std::string_view(argv[first]).starts_with("--cards=")) ++first;
    if (first < argc && argv[first][0] != '-' &&
        std::none_of(subs.begin(), subs.end(),
                     [&](const CLI::App* a) { return a->get_name() == argv[first]; })) {
      std::string known;
      for (const CLI::App* sub : subs) known += (known.empty() ? "" : ", ") + sub->get_name();
      throw UsageError(
          fmt::format("unknown command \"{}\" (commands: {})", excerpt(argv[first]), known));
    }
    app.parse(argc, argv);
    return ctx.code;
  } catch (const CLI::CallForHelp&) {
    // The help of the deepest subcommand given (kingdom random --help: random's).
    const CLI::App* sub = &app;
    for (bool deeper = true; deeper;) {
      deeper = false;
      for (const CLI::App* s : sub->get_subcommands()) {
        sub = s;
        deeper = true;
      }
    }
    out << sub->help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::ParseError& e) {
    return error(err, e.what());
  } catch (const UsageError& e) {
    return error(err, e.what());
  } catch (const std::invalid_argument& e) {
    return error(err, e.what());
  } catch (const DbError& e) {
    // A database that cannot be opened, is damaged or is not kingdomlab's (strategy_db.h).
    return error(err, e.what());
  } catch (const std::filesystem::filesystem_error& e) {
    // A path given cannot be used: say which and why, in words.
    return error(err, fmt::format("{}: {}", excerpt(e.path1().string(), 200), e.code().message()));
  } catch (const WriteError& e) {
    // Not bad input but a failure (disk full, no permission): exit code 1, without "internal".
    err << "kingdomlab: error: " << one_line(e.what()) << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    err << "kingdomlab: error: out of memory\n";
    return 1;
  } catch (const std::exception& e) {
    err << "kingdomlab: internal error: " << one_line(e.what()) << "\n";
    return 1;
  }
}

}  // namespace kl

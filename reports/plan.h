// The plan in words: how to play a trained kingdom, in sentences a player can follow, for the
// run's one best strategy (final.best). The report puts it at the top; `train` prints it in its
// summary. Every number comes from the run data (the best's diagnostics games, final.best_why,
// final.plan); nothing here plays a game.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "reports/model.h"

namespace kl::report {

struct Plan {
  std::string best;  // its id
  std::string line;  // the one-line strategy to copy (menu and play parameters)
  // Sentences; an empty one has no data behind it (older run data) and is left out.
  std::string why;       // why it is the best: who beats it, its closest matchup
  std::string opening;   // what it buys on turns 1 and 2, for 5/2 and 4/3 hands
  std::string builds;    // the cards it gains, in the order they first come
  std::string victory;   // when it starts on Victory cards
  std::string skips;     // the kingdom cards it leaves out and what adding each would cost
  std::string examples;  // how to replay the example games
};

// How text and strategy names are written: plain (the summary) or HTML (the report: escaped
// text, a leader's letter tag).
struct PlanStyle {
  std::function<std::string(const std::string&)> text;  // data text (card names, numbers)
  std::function<std::string(const std::string&)> name;  // a strategy: a leader id or a bot name
};
PlanStyle plain_style();

// The plan of a finished run; nullopt while the run has no final best.
std::optional<Plan> make_plan(const Run& run, const PlanStyle& style);

// The plan as plain text lines for a terminal ("How to play: ...").
std::vector<std::string> plan_lines(const Plan& plan);

}  // namespace kl::report

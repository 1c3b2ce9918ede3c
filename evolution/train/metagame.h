// The metagame of a set of strategies: their head-to-head margins read as a symmetric zero-sum
// game. Which mix of them an optimal player would use (the Nash equilibrium, solved exactly as a
// linear program with GLPK), how much each strategy can be exploited, a rating that copies of one
// strategy cannot inflate (Nash averaging, Balduzzi et al. 2018), and whether the kingdom is
// simple (one strategy nobody beats) or complex (a cycle: A beats B beats C beats A).
// docs/training.md ("The metagame") explains the numbers.
#pragma once

#include <cstddef>
#include <vector>

#include "evolution/arena/stats.h"

namespace kl {

// A payoff matrix: cell[i][j] is strategy i's margin ((wins - losses) / games) against j with
// its 95% interval. It must be square and antisymmetric (cell[j][i] = -cell[i][j]); the diagonal
// is ignored (taken as 0).
using Payoffs = std::vector<std::vector<Estimate>>;

struct Equilibrium {
  // The mix: weight per strategy, summing to 1. Among several equilibria, the leximin one (its
  // smallest weights as large as possible): unique, and copies of a strategy share equally. For
  // a generic (noisy) matrix the equilibrium is unique anyway.
  std::vector<double> mix;
  // The game's value for the mix (0 for an antisymmetric matrix, up to rounding): the mix's
  // margin against the strategy that does best against it.
  double value = 0;
  // Nash averaging: each strategy's expected margin against the mix, with a 95% interval from
  // the cells' intervals. At most ~0 for everyone; a copy of a strategy leaves it unchanged.
  std::vector<Estimate> vs_mix;
  // Each strategy's worst margin against any strategy of the matrix (its exploitability is
  // minus this), and who achieves it.
  std::vector<double> worst;
  std::vector<size_t> worst_by;
  // Whether the mix puts (almost) all its weight on one strategy.
  bool pure() const;
};

// Solves the symmetric zero-sum game of `payoffs` (means only; intervals feed vs_mix). Throws
// std::invalid_argument for a non-square or empty matrix, std::runtime_error if GLPK fails.
Equilibrium solve_equilibrium(const Payoffs& payoffs);

// Simple or complex. i beats j when cell[i][j]'s interval is above 0. The kingdom is simple when
// some strategy is beaten by nobody (`unbeaten` lists them: play one of those); otherwise it is
// complex, and then the "beats" relation has a cycle. `cycle` is a shortest cycle whenever there
// is one (cycle[0] beats cycle[1] ... beats cycle.back() beats cycle[0]), empty otherwise.
struct Verdict {
  bool complex = false;
  std::vector<size_t> cycle;
  std::vector<size_t> unbeaten;
};
Verdict classify(const Payoffs& payoffs);

}  // namespace kl

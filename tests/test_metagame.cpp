// The metagame: the equilibrium LP, Nash averaging and the simple/complex verdict, on small
// matrices whose answers are worked out by hand in the comments.
#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "evolution/train/metagame.h"

namespace kl {
namespace {

// An antisymmetric payoff matrix from the upper triangle's means, every cell with the interval
// mean ± half.
Payoffs matrix(const std::vector<std::vector<double>>& m, double half) {
  const size_t n = m.size();
  Payoffs p(n, std::vector<Estimate>(n));
  for (size_t i = 0; i < n; ++i)
    for (size_t j = i + 1; j < n; ++j) {
      p[i][j] = {m[i][j], m[i][j] - half, m[i][j] + half};
      p[j][i] = {-m[i][j], -m[i][j] - half, -m[i][j] + half};
    }
  return p;
}

// Rock, Paper, Scissors: each beats the next by 0.3.
Payoffs rps(double half = 0.05) { return matrix({{0, -0.3, 0.3}, {0, 0, -0.3}, {0, 0, 0}}, half); }

TEST(Metagame, RockPaperScissorsMixesEvenlyAndIsComplex) {
  const Equilibrium eq = solve_equilibrium(rps());
  ASSERT_EQ(eq.mix.size(), 3u);
  for (double x : eq.mix) EXPECT_NEAR(x, 1.0 / 3, 1e-6);
  EXPECT_NEAR(eq.value, 0, 1e-6);
  EXPECT_FALSE(eq.pure());
  for (const Estimate& r : eq.vs_mix) EXPECT_NEAR(r.mean, 0, 1e-6);
  const Verdict v = classify(rps());
  EXPECT_TRUE(v.complex);
  EXPECT_TRUE(v.unbeaten.empty());
  ASSERT_EQ(v.cycle.size(), 3u);
  // Each member of the cycle beats the next one.
  const Payoffs p = rps();
  for (size_t k = 0; k < 3; ++k) EXPECT_GT(p[v.cycle[k]][v.cycle[(k + 1) % 3]].lo, 0);
}

TEST(Metagame, UnevenCycleWeightsByHand) {
  // a = [[0,-1,2],[1,0,-1],[-2,1,0]] (scaled by 0.1): the mix x with x·a[.][j] = 0 for every
  // column: x1 = 2 x2, x0 = x2, x1 = 2 x0, so x = (1, 2, 1) / 4.
  const Payoffs p = matrix({{0, -0.1, 0.2}, {0, 0, -0.1}, {0, 0, 0}}, 0.01);
  const Equilibrium eq = solve_equilibrium(p);
  EXPECT_NEAR(eq.mix[0], 0.25, 1e-6);
  EXPECT_NEAR(eq.mix[1], 0.50, 1e-6);
  EXPECT_NEAR(eq.mix[2], 0.25, 1e-6);
}

TEST(Metagame, DominantStrategyIsPureAndSimple) {
  // A beats B and C, B beats C.
  const Payoffs p = matrix({{0, 0.2, 0.4}, {0, 0, 0.1}, {0, 0, 0}}, 0.05);
  const Equilibrium eq = solve_equilibrium(p);
  EXPECT_NEAR(eq.mix[0], 1, 1e-6);
  EXPECT_TRUE(eq.pure());
  // Nash averaging: each strategy's margin against A.
  EXPECT_NEAR(eq.vs_mix[0].mean, 0, 1e-6);
  EXPECT_NEAR(eq.vs_mix[1].mean, -0.2, 1e-6);
  EXPECT_NEAR(eq.vs_mix[2].mean, -0.4, 1e-6);
  // The interval is the cell's (weight 1 on A).
  EXPECT_NEAR(eq.vs_mix[1].lo, -0.25, 1e-6);
  EXPECT_NEAR(eq.vs_mix[1].hi, -0.15, 1e-6);
  // Exploitability: B's worst result is against A, C's too.
  EXPECT_NEAR(eq.worst[1], -0.2, 1e-6);
  EXPECT_EQ(eq.worst_by[1], 0u);
  EXPECT_NEAR(eq.worst[2], -0.4, 1e-6);
  EXPECT_EQ(eq.worst_by[2], 0u);
  const Verdict v = classify(p);
  EXPECT_FALSE(v.complex);
  EXPECT_EQ(v.unbeaten, std::vector<size_t>{0});
  EXPECT_TRUE(v.cycle.empty());
}

TEST(Metagame, ACycleWithinNoiseIsNotACycle) {
  // The same cycle, but every interval contains 0: nobody beats anybody significantly.
  const Verdict v = classify(rps(0.4));
  EXPECT_FALSE(v.complex);
  EXPECT_EQ(v.unbeaten.size(), 3u);
  EXPECT_TRUE(v.cycle.empty());
}

TEST(Metagame, AnUnbeatenStrategyMakesItSimpleEvenBesideACycle) {
  // D beats Rock, Paper and Scissors, which cycle among themselves.
  const Payoffs p =
      matrix({{0, -0.3, 0.3, -0.1}, {0, 0, -0.3, -0.1}, {0, 0, 0, -0.1}, {0, 0, 0, 0}}, 0.05);
  const Verdict v = classify(p);
  EXPECT_FALSE(v.complex);
  EXPECT_EQ(v.unbeaten, std::vector<size_t>{3});
  EXPECT_EQ(v.cycle.size(), 3u);
  EXPECT_TRUE(solve_equilibrium(p).pure());
}

TEST(Metagame, ACopyDoesNotInflateNashAveraging) {
  // Rock twice: the copy ties Rock and plays like it against everyone.
  const Payoffs p =
      matrix({{0, 0, -0.3, 0.3}, {0, 0, -0.3, 0.3}, {0, 0, 0, -0.3}, {0, 0, 0, 0}}, 0.05);
  const Equilibrium eq = solve_equilibrium(p);
  // Rock's third of the weight is shared by the two copies.
  EXPECT_NEAR(eq.mix[0] + eq.mix[1], 1.0 / 3, 1e-6);
  EXPECT_NEAR(eq.mix[0], eq.mix[1], 1e-6);
  EXPECT_NEAR(eq.mix[2], 1.0 / 3, 1e-6);
  // Everyone is still rated 0 against the mix: the copy gains Paper nothing.
  for (const Estimate& r : eq.vs_mix) EXPECT_NEAR(r.mean, 0, 1e-6);
  // The plain average margin, by contrast, moves: Paper's goes from 0 to +0.1.
  const double paper_avg = (p[2][0].mean + p[2][1].mean + p[2][3].mean) / 3;
  EXPECT_NEAR(paper_avg, 0.1, 1e-6);
}

TEST(Metagame, ARealTrainingMatrixSolves) {
  // The final matrix of a training (5 leaders, 6 bots) on which the leximin steps once ran into
  // an LP that GLPK called infeasible: the tolerances of successive floors did not add up.
  const Payoffs p =
      matrix({{0, 0.0387, -0.1051, -0.0498, 0.0366, 0.9549, 0.7697, 0.7340, 0.4053, 0.0765, 0.4383},
              {0, 0, 0.0213, -0.0343, 0.0128, 0.9707, 0.8234, 0.7996, 0.5311, 0.1774, 0.4442},
              {0, 0, 0, 0.1235, -0.0094, 0.9332, 0.6793, 0.6381, 0.5161, 0.1073, 0.0487},
              {0, 0, 0, 0, 0.0362, 0.9471, 0.7477, 0.6789, 0.4551, -0.0197, 0.2881},
              {0, 0, 0, 0, 0, 0.9695, 0.8311, 0.7950, 0.5300, 0.1570, 0.4440},
              {0, 0, 0, 0, 0, 0, -0.6579, -0.6561, -0.7580, -0.9300, -0.9727},
              {0, 0, 0, 0, 0, 0, 0, -0.0727, -0.1400, -0.6503, -0.8318},
              {0, 0, 0, 0, 0, 0, 0, 0, -0.1380, -0.6003, -0.7813},
              {0, 0, 0, 0, 0, 0, 0, 0, 0, -0.4984, -0.5458},
              {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -0.0791},
              {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
             0.02);
  const Equilibrium eq = solve_equilibrium(p);
  ASSERT_EQ(eq.mix.size(), p.size());
  double total = 0;
  for (double x : eq.mix) {
    EXPECT_GE(x, 0);
    total += x;
  }
  EXPECT_NEAR(total, 1, 1e-9);
  EXPECT_NEAR(eq.value, 0, 1e-6);  // antisymmetric: the value is 0
  // An equilibrium: nobody does better than the value against the mix.
  for (const Estimate& r : eq.vs_mix) EXPECT_LE(r.mean, eq.value + 1e-6);
}

TEST(Metagame, BadMatricesAreRejected) {
  EXPECT_THROW(solve_equilibrium({}), std::invalid_argument);
  Payoffs ragged = rps();
  ragged[1].pop_back();
  EXPECT_THROW(solve_equilibrium(ragged), std::invalid_argument);
  EXPECT_THROW(classify(ragged), std::invalid_argument);
}

TEST(Metagame, OneStrategyIsItsOwnEquilibrium) {
  const Equilibrium eq = solve_equilibrium(matrix({{0}}, 0.1));
  EXPECT_EQ(eq.mix, std::vector<double>{1.0});
  EXPECT_FALSE(classify(matrix({{0}}, 0.1)).complex);
}

}  // namespace
}  // namespace kl

#include "evolution/train/metagame.h"

#include <fmt/format.h>
#include <glpk.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>

namespace kl {

namespace {

constexpr double kZ = 1.96;

double mean(const Payoffs& a, size_t i, size_t j) { return i == j ? 0 : a[i][j].mean; }

// The equilibrium LP of the row player: maximise v subject to, for every column j,
// sum_i x_i a[i][j] >= v, sum_i x_i = 1, x >= 0. Columns 1..n are x, n+1 is v, n+2 is t, a
// floor that rows n+2..2n+1 (x_i - t >= 0) can impose on chosen x_i.
class EquilibriumLp {
 public:
  explicit EquilibriumLp(const Payoffs& a)
      : n_(int(a.size())), lp_(glp_create_prob(), glp_delete_prob) {
    glp_prob* lp = lp_.get();
    glp_add_cols(lp, n_ + 2);
    for (int i = 1; i <= n_; ++i) glp_set_col_bnds(lp, i, GLP_DB, 0.0, 1.0);
    glp_set_col_bnds(lp, v_col(), GLP_FR, 0.0, 0.0);
    glp_set_col_bnds(lp, t_col(), GLP_FR, 0.0, 0.0);
    glp_add_rows(lp, 2 * n_ + 1);
    std::vector<int> idx(size_t(n_) + 2);
    std::vector<double> val(size_t(n_) + 2);
    for (int j = 1; j <= n_; ++j) {
      for (int i = 1; i <= n_; ++i) {
        idx[size_t(i)] = i;
        val[size_t(i)] = mean(a, size_t(i - 1), size_t(j - 1));
      }
      idx[size_t(n_) + 1] = v_col();
      val[size_t(n_) + 1] = -1.0;
      glp_set_mat_row(lp, j, n_ + 1, idx.data(), val.data());
      glp_set_row_bnds(lp, j, GLP_LO, 0.0, 0.0);
    }
    for (int i = 1; i <= n_; ++i) {
      idx[size_t(i)] = i;
      val[size_t(i)] = 1.0;
    }
    glp_set_mat_row(lp, n_ + 1, n_, idx.data(), val.data());
    glp_set_row_bnds(lp, n_ + 1, GLP_FX, 1.0, 1.0);
    for (int i = 1; i <= n_; ++i) {
      const int r = n_ + 1 + i;
      idx[1] = i;
      val[1] = 1.0;
      idx[2] = t_col();
      val[2] = -1.0;
      glp_set_mat_row(lp, r, 2, idx.data(), val.data());
      glp_set_row_bnds(lp, r, GLP_FR, 0.0, 0.0);
    }
    glp_set_obj_dir(lp, GLP_MAX);
  }

  // Maximises v; returns it.
  double solve_value() {
    solve(v_col());
    return col(v_col());
  }
  // From now on only mixes that guarantee at least v (equilibria, when v is the value).
  void require_value(double v) { glp_set_col_bnds(lp_.get(), v_col(), GLP_FX, v, v); }
  // x_i may not go below `lo` (or is 0 with lo < 0: out of the support).
  void bound(int i, double lo) {
    if (lo < 0)
      glp_set_col_bnds(lp_.get(), i + 1, GLP_FX, 0.0, 0.0);
    else
      glp_set_col_bnds(lp_.get(), i + 1, GLP_DB, lo, 1.0);
  }
  // Whether x_i must be at least the floor t.
  void floored(int i, bool on) {
    glp_set_row_bnds(lp_.get(), n_ + 2 + i, on ? GLP_LO : GLP_FR, 0.0, 0.0);
  }
  void floor_at_least(double t) { glp_set_col_bnds(lp_.get(), t_col(), GLP_LO, t, 0.0); }
  void floor_free() { glp_set_col_bnds(lp_.get(), t_col(), GLP_FR, 0.0, 0.0); }
  // Maximises the floor t; returns it.
  double max_floor() {
    solve(t_col());
    return col(t_col());
  }
  // Maximises x_i; returns it.
  double max_weight(int i) {
    solve(i + 1);
    return col(i + 1);
  }
  double weight(int i) const { return std::max(0.0, col(i + 1)); }

 private:
  int v_col() const { return n_ + 1; }
  int t_col() const { return n_ + 2; }
  double col(int c) const { return glp_get_col_prim(lp_.get(), c); }
  void solve(int objective) {
    for (int c = 1; c <= n_ + 2; ++c) glp_set_obj_coef(lp_.get(), c, c == objective ? 1.0 : 0.0);
    glp_smcp parm;
    glp_init_smcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    const int rc = glp_simplex(lp_.get(), &parm);
    if (rc != 0 || glp_get_status(lp_.get()) != GLP_OPT)
      throw std::runtime_error(
          fmt::format("the equilibrium linear program failed (GLPK: rc {}, status {})", rc,
                      glp_get_status(lp_.get())));
  }

  int n_;
  std::unique_ptr<glp_prob, decltype(&glp_delete_prob)> lp_;
};

// The leximin equilibrium: among all equilibria, the one whose smallest support weight is as
// large as possible, then the next smallest, and so on. It is unique, and exact copies of a
// strategy get equal weights (the maximum-entropy equilibrium of Nash averaging has both
// properties too, but is not a linear program).
//
// Tolerances: GLPK's own are 1e-7, so each step leaves the next one a slack well above that
// (kSlack), and a weight only counts as support above kSupport. A payoff matrix measured in games
// is noisy in the second decimal, so weights below 1e-5 mean nothing anyway; admitting them made
// the floors of successive steps so tight that GLPK found them infeasible. Should a step still
// fail, `first` (an equilibrium, from the value's LP) is returned rather than no answer.
std::vector<double> leximin_equilibrium(EquilibriumLp& lp, size_t n, std::vector<double> first) {
  constexpr double kSupport = 1e-5, kSlack = 1e-6;
  try {
    // The support of all equilibria: who can have weight in one.
    std::vector<int> free;
    for (size_t k = 0; k < n; ++k)
      if (lp.max_weight(int(k)) > kSupport) free.push_back(int(k));
    for (size_t k = 0; k < n; ++k)
      if (std::find(free.begin(), free.end(), int(k)) == free.end()) lp.bound(int(k), -1);
    std::vector<double> x(n, 0.0);
    while (!free.empty()) {
      for (int k : free) lp.floored(k, true);
      lp.floor_free();
      const double t = lp.max_floor();
      lp.floor_at_least(t - kSlack);
      // Who cannot rise above the floor is fixed at it; at least one such exists.
      std::vector<int> still;
      for (int k : free) {
        if (lp.max_weight(k) > t + 10 * kSlack) {
          still.push_back(k);
          continue;
        }
        x[size_t(k)] = t;
      }
      if (still.size() == free.size()) {  // rounding: fix them all at the floor
        for (int k : free) x[size_t(k)] = t;
        break;
      }
      for (int k : free) {
        lp.floored(k, false);
        if (std::find(still.begin(), still.end(), k) == still.end()) lp.bound(k, t - kSlack);
      }
      free = std::move(still);
    }
    first = std::move(x);
  } catch (const std::runtime_error&) {
    // `first` stays: an equilibrium, if not the leximin one.
  }
  double total = 0;
  for (double w : first) total += w;
  if (total > 0)
    for (double& w : first) w /= total;
  return first;
}

void check_square(const Payoffs& a) {
  if (a.empty()) throw std::invalid_argument("metagame: no strategies");
  for (const auto& row : a)
    if (row.size() != a.size()) throw std::invalid_argument("metagame: the matrix is not square");
}

}  // namespace

bool Equilibrium::pure() const {
  return !mix.empty() && *std::max_element(mix.begin(), mix.end()) > 0.999;
}

Equilibrium solve_equilibrium(const Payoffs& a) {
  check_square(a);
  const size_t n = a.size();
  Equilibrium eq;
  {
    EquilibriumLp lp(a);
    eq.value = lp.solve_value();
    std::vector<double> first(n);
    for (size_t i = 0; i < n; ++i) first[i] = lp.weight(int(i));
    lp.require_value(eq.value - 1e-7);
    eq.mix = leximin_equilibrium(lp, n, std::move(first));
  }
  for (size_t i = 0; i < n; ++i) {
    double m = 0, var = 0, worst = 1e9;
    size_t by = i;
    for (size_t j = 0; j < n; ++j) {
      if (j == i) continue;
      const Estimate& c = a[i][j];
      m += eq.mix[j] * c.mean;
      const double se = (c.hi - c.lo) / (2 * kZ);
      var += eq.mix[j] * eq.mix[j] * se * se;
      if (c.mean < worst) worst = c.mean, by = j;
    }
    const double half = kZ * std::sqrt(var);
    eq.vs_mix.push_back({m, m - half, m + half});
    eq.worst.push_back(n > 1 ? worst : 0);
    eq.worst_by.push_back(by);
  }
  return eq;
}

Verdict classify(const Payoffs& a) {
  check_square(a);
  const size_t n = a.size();
  auto beats = [&](size_t i, size_t j) { return i != j && a[i][j].lo > 0; };
  Verdict v;
  for (size_t j = 0; j < n; ++j) {
    bool beaten = false;
    for (size_t i = 0; i < n && !beaten; ++i) beaten = beats(i, j);
    if (!beaten) v.unbeaten.push_back(j);
  }
  // Shortest cycle: a breadth-first search from every start back to itself.
  for (size_t s = 0; s < n; ++s) {
    std::vector<size_t> parent(n, n), queue{s};
    std::vector<bool> seen(n, false);
    bool closed = false;
    size_t last = n;
    for (size_t q = 0; q < queue.size() && !closed; ++q) {
      const size_t u = queue[q];
      for (size_t w = 0; w < n && !closed; ++w) {
        if (!beats(u, w)) continue;
        if (w == s) {
          closed = true;
          last = u;
        } else if (!seen[w]) {
          seen[w] = true;
          parent[w] = u;
          queue.push_back(w);
        }
      }
    }
    if (!closed) continue;
    std::vector<size_t> cycle;
    for (size_t u = last; u != s; u = parent[u]) cycle.push_back(u);
    cycle.push_back(s);
    std::reverse(cycle.begin(), cycle.end());
    if (v.cycle.empty() || cycle.size() < v.cycle.size()) v.cycle = std::move(cycle);
  }
  v.complex = v.unbeaten.empty();
  return v;
}

}  // namespace kl

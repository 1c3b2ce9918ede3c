#include "evolution/arena/stats.h"

#include <cmath>
#include <limits>

namespace kl {

Interval wilson(int64_t k, int64_t n, double z) {
  if (n <= 0) return {0, 1};
  const double p = double(k) / double(n), nn = double(n), z2 = z * z;
  const double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
  const double half = z * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Estimate mean_interval(double sum, double sumsq, int64_t n, double z) {
  Estimate e;
  if (n <= 0) return e;
  e.mean = sum / double(n);
  if (n < 2) {
    e.lo = -std::numeric_limits<double>::infinity();
    e.hi = std::numeric_limits<double>::infinity();
    return e;
  }
  const double var = std::max(0.0, (sumsq - sum * sum / double(n)) / double(n - 1));
  const double half = z * std::sqrt(var / double(n));
  e.lo = e.mean - half;
  e.hi = e.mean + half;
  return e;
}

}  // namespace kl

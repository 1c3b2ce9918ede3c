// Confidence intervals for win rates and score margins.
#pragma once

#include <cstdint>

namespace kl {

struct Interval {
  double lo = 0, hi = 0;
};

// 95% Wilson score interval for k successes in n trials (z = 1.96).
Interval wilson(int64_t k, int64_t n, double z = 1.96);

struct Estimate {
  double mean = 0, lo = 0, hi = 0;
  // The interval excludes zero.
  bool significant() const { return lo > 0 || hi < 0; }
  bool operator==(const Estimate&) const = default;
};

// Mean of n independent unit scores (given their sum and sum of squares) with a 95% normal
// interval. With n < 2 the interval is the widest possible, [-inf, inf].
Estimate mean_interval(double sum, double sumsq, int64_t n, double z = 1.96);

}  // namespace kl

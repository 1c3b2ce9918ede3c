// Shuffling, shared by setup, drawing and determinize (internal to sim/).
#pragma once

#include "sim/rng.h"
#include "sim/types.h"

namespace kl {

// Fisher-Yates over [first, first + n). Each 64-bit random number serves two swaps (its two
// 32-bit halves, each mapped to a range by multiply-shift).
inline void shuffle_range(CardId* first, int n, Rng& rng) {
  auto swap_with = [first](int i, uint32_t r) {
    const int j = int((uint64_t(r) * uint64_t(i + 1)) >> 32);
    const CardId t = first[i];
    first[i] = first[j];
    first[j] = t;
  };
  int i = n - 1;
  for (; i > 1; i -= 2) {
    const uint64_t r = rng.next();
    swap_with(i, uint32_t(r >> 32));
    swap_with(i - 1, uint32_t(r));
  }
  if (i == 1) swap_with(1, uint32_t(rng.next() >> 32));
}

}  // namespace kl

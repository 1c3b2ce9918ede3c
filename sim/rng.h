// Per-game pseudo-random numbers: xoshiro256** seeded by splitmix64 from (run seed, game index).
#pragma once

#include <cstdint>

namespace kl {

// One splitmix64 step: advances x and returns a well-mixed 64-bit value.
constexpr uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Mixes two values into one 64-bit hash (order matters).
constexpr uint64_t mix64(uint64_t a, uint64_t b) {
  uint64_t x = a ^ (b * 0x9e3779b97f4a7c15ull);
  return splitmix64(x);
}

class Rng {
 public:
  Rng() { seed(0, 0); }
  // The stream for game `index` of a run with seed `seed`; independent of thread count.
  Rng(uint64_t seed, uint64_t index) { this->seed(seed, index); }

  void seed(uint64_t seed, uint64_t index) {
    uint64_t x = mix64(seed, index);
    for (auto& v : s_) v = splitmix64(x);
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n), n > 0 (Lemire's multiply-shift; bias < n / 2^32, negligible here).
  uint32_t below(uint32_t n) { return uint32_t(((next() >> 32) * uint64_t(n)) >> 32); }

  // Uniform double in [0, 1).
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }

 private:
  static constexpr uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace kl

// A player that answers every decision with a random legal choice (tests and fuzzing).
#pragma once

#include "sim/agent.h"
#include "sim/rng.h"

namespace kl {

class RandomAgent : public Agent {
 public:
  explicit RandomAgent(uint64_t seed) : rng_(seed, 0x5eed) {}
  void choose(const State& s, const Decision& d, Choice& out) override;
  // Any card, or none (one time in four).
  int pick_on_shuffle(const State& s, int p, const CardId* cards, int n) override;

 private:
  Rng rng_;
};

}  // namespace kl

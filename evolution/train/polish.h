// The final polish (docs/training.md): a local search around the run's best strategy. Evolution
// samples single mutations at random, so an edit that needs one particular card at one particular
// place (a first Silver before Warehouse, a Duchy threshold one lower) is drawn a handful of times
// in a whole run, if at all. The polish tries every single edit of the best instead, against a
// fixed field (the final leaders and the library bots, the field the best was picked on), and
// keeps an edit only when fresh games confirm that it raises the mean margin over that field.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "evolution/arena/stats.h"
#include "evolution/strategy/strategy.h"
#include "evolution/train/genome.h"

namespace kl {

// Every genome one edit away from g, canonical (canonical()), without duplicates and without g:
// delete an entry; a count one lower, one higher, or unlimited (an unlimited entry: 1 or 2
// copies); move an entry to another place; insert any card of the space at any place (1, 2 or
// unlimited copies; menus stay within space.max_entries); replace an entry's card (same count);
// a Victory threshold one lower or higher (within 0..Provinces); a play parameter of a card the
// menu names one step (1/6 of its range, at least 1 for integer parameters) lower or higher.
// `what[k]` describes the edit that made out[k] ("insert Silver×1 at 2", "Duchy≤5").
std::vector<Genome> neighbours(const Genome& g, const MutationSpace& space,
                               std::vector<std::string>* what = nullptr);

struct PolishParams {
  int rounds = 3;                // accepted edits at most (each one a round); 0: no polish
  int64_t screen_groups = 8;     // stage 1: every neighbour, game pairs per field member
  int keep_screened = 48;        // ... the best this many go on
  int64_t race_groups = 64;      // stage 2: game pairs per field member (stage 1's included)
  int keep_raced = 6;            // ... the best this many are confirmed
  int64_t confirm_groups = 500;  // stage 3: fresh game pairs per field member
  double alpha = 0.05;           // an edit is kept when its gain's lower bound (one-sided alpha,
                                 // Bonferroni over the confirmed) is above 0
  // ... and it loses no more than this against any single field member (the 95% upper bound of
  // its gain against that member is at least -max_loss): a mean can rise by exploiting several
  // similar leaders while collapsing against the one member unlike them.
  double max_loss = 0.05;
  bool operator==(const PolishParams&) const = default;
};

// One accepted edit.
struct PolishStep {
  Genome genome;       // the strategy after the edit
  std::string change;  // what changed ("insert Silver×1 at 2")
  Estimate gain;       // its mean margin over the field minus the one before, in fresh games (95%)
  int candidates = 0;  // neighbours tried in this round
  bool operator==(const PolishStep&) const = default;
};

struct PolishResult {
  Genome genome;                  // the polished strategy (the start when no edit was kept)
  std::vector<PolishStep> steps;  // the accepted edits, in order
  int rounds = 0;                 // rounds played (the last one found nothing unless = rounds)
  int64_t games = 0;
};

// Hill-climbs from `start`: each round plays every neighbour and the current genome against
// every field member on the same seeds (common shuffles, so scores compare pair by pair), in three
// stages that keep the best by mean margin over the field (each member weighted equally, as
// best_on_average() does); the best of the last stage whose paired gain over the current genome,
// on seeds the selection did not see, is significantly above 0 and that loses no more than
// prm.max_loss against any member is kept. Stops after
// `prm.rounds` kept edits or a round without one. Every random stream derives from `seed`, so
// the result does not depend on threads. Parallel (oneTBB) over neighbours and field members.
PolishResult polish(const Genome& start, const std::vector<const Strategy*>& field,
                    const GameConfig& game, const MutationSpace& space, uint64_t seed,
                    const PolishParams& prm);

}  // namespace kl

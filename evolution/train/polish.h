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

#include "evolution/arena/jobs.h"
#include "evolution/arena/stats.h"
#include "evolution/strategy/strategy.h"
#include "evolution/train/genome.h"

namespace kl {

// Every genome one edit away from g, canonical (canonical()), without duplicates and without g:
// delete an entry; a count one lower, one higher, or unlimited (an unlimited entry: 1 or 2
// copies); move an entry to another place; insert any card of the space at any place (1, 2 or
// unlimited copies; menus stay within space.max_entries); split an unlimited entry by another
// card after its first 1 or 2 copies (1, 2 or unlimited of it: "Gold" -> "Gold×2 Harem Gold");
// replace an entry's card (same count); a Victory threshold one lower or higher (within
// 0..Provinces); a play parameter of a card the menu names one step (1/6 of its range, at least
// 1 for integer parameters) lower or higher.
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
  // Parsimony (prune()): simplifications of the polished strategy are tried after the polish.
  bool prune = true;
  int64_t prune_screen_groups = 32;    // every simplification, game pairs per field member
  int64_t prune_confirm_groups = 250;  // the best two, fresh game pairs per field member
  // A simplification is kept when it is not significantly worse than the current strategy and
  // costs at most this much against the unpruned start (95% lower bound of its paired gain).
  double prune_tolerance = 0.01;
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

// Every genome one simplification shorter than g, canonical and without duplicates: delete an
// entry; merge two entries of one card into one (at the place of either, with their counts
// added; unlimited when either is). `what[k]` describes it ("delete Copper at 9", "merge
// Swindler×1 at 2 into Swindler at 7").
std::vector<Genome> simplifications(const Genome& g, std::vector<std::string>* what = nullptr);

struct PruneResult {
  Genome genome;                  // the pruned strategy (the start when nothing went)
  std::vector<PolishStep> steps;  // the simplifications kept (gain: against the strategy before)
  // The pruned strategy against the start, paired, in the last kept step's fresh games: over the
  // whole field, and over its first `leaders` members only (95%); zero when nothing went.
  Estimate vs_start, vs_start_leaders;
  int64_t games = 0;
};

// Parsimony: of two equally strong strategies, the shorter. Greedily tries every
// simplification of the current genome against the field on shared seeds; the two best by paired
// gain are confirmed on fresh seeds (with the start and the current genome), and the first that
// is not significantly worse than the current genome (95%), whose 95% lower bound against the
// start is at least -prm.prune_tolerance, and that passes the polish's guards (no collapse
// against a member; not beaten by one of the first `leaders` field members that does not beat
// the current genome) is kept. Stops when none is kept. Deterministic in `seed`.
PruneResult prune(const Genome& start, const std::vector<const Strategy*>& field, size_t leaders,
                  const GameConfig& game, uint64_t seed, const PolishParams& prm,
                  const JobRunner* jobs = nullptr);

// Hill-climbs from `start`: each round plays every neighbour and the current genome against
// every field member on the same seeds (common shuffles, so scores compare pair by pair), in three
// stages that keep the best by mean margin over the field (each member weighted equally, as
// best_on_average() does); the best of the last stage whose paired gain over the current genome,
// on seeds the selection did not see, is significantly above 0, that loses no more than
// prm.max_loss against any member and that is not beaten (95%) by one of the first `leaders`
// field members (the final leaders) unless that member beats the current genome too, is kept.
// Stops after
// `prm.rounds` kept edits or a round without one. Every random stream derives from `seed`, so
// the result does not depend on threads. Parallel over neighbours and field members (`jobs`, as
// prune() and card_costs(): where the game batches run; nullptr: oneTBB in this process).
PolishResult polish(const Genome& start, const std::vector<const Strategy*>& field, size_t leaders,
                    const GameConfig& game, const MutationSpace& space, uint64_t seed,
                    const PolishParams& prm, const JobRunner* jobs = nullptr);

// What adding a card the best skips would cost (the plan in words, docs/training.md): for each
// kingdom card of the space that g's menu does not name, g with that card inserted (1 copy or
// unlimited, at every place) plays g itself, `screen_groups` seed groups each; of the inserts
// that buy the card in at least 1% of their games (an entry that never fires changes nothing),
// the one that does best is measured again in `confirm_groups` fresh groups against g. A card no
// insert buys is left out. Deterministic in `seed`.
struct CardCost {
  std::string card;
  std::string change;  // "insert Chapel×1 at 3"
  Genome genome;       // g with the card inserted
  Estimate margin;     // its margin against g (95%): below 0, adding the card costs that much
  int64_t games = 0;   // of the confirmation
  bool operator==(const CardCost&) const = default;
};
std::vector<CardCost> card_costs(const Genome& g, const MutationSpace& space,
                                 const GameConfig& game, uint64_t seed, int64_t screen_groups,
                                 int64_t confirm_groups, int64_t* games_played = nullptr,
                                 const JobRunner* jobs = nullptr);

}  // namespace kl

// The one way Attacks reach other players: reactions first (Moat in hand, Lighthouse in play),
// then the attack on each player who is not immune, in turn order from the attacker's left.
#pragma once

#include "sim/state.h"

namespace kl {

// Call from an Attack card's effect as its last step. On its first call it opens the attack's
// reaction window (a Moment with trigger kAttack; reactions may make players immune); on the
// next it pushes `victim` once per affected player (event player = victim, a = attacker, card =
// the Attack, b = victim_b) and finishes e. Tracks its progress in e.flags (kAttackStarted) and
// e.moment; e.step, a, b and c stay the card's.
void attack(State& s, Event& e, EffectFn victim, int victim_b = 0);

// A Reaction's effect that makes its player unaffected by the Attack (Moat, Lighthouse).
// Its event's `a` is the attack's moment.
void react_immune(State& s, Event& e);

}  // namespace kl

// The one way Attacks reach other players: reactions first, then the attack on each player who
// is not immune, in turn order from the attacker's left.
#pragma once

#include "sim/state.h"

namespace kl {

// Call from an Attack card's effect as its last step. On its first call it offers every other
// player's Reactions (which may set e.immune); on the next it pushes `victim` once per affected
// player (event player = victim, a = attacker, card = the Attack) and finishes e.
// Tracks its progress in e.flags (kAttackStarted); e.step, a and b stay the card's.
void attack(State& s, Event& e, EffectFn victim);

// A Reaction's effect that makes its player unaffected by the Attack (Moat).
// Its event's `a` is the stack index of the attack.
void react_immune(State& s, Event& e);

}  // namespace kl

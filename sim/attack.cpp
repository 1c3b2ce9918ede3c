#include "sim/attack.h"

namespace kl {

void attack(State& s, Event& e, EffectFn victim, int victim_b) {
  const int n = s.num_players();
  const int me = e.player;
  if (!(e.flags & kAttackStarted)) {
    e.flags |= kAttackStarted;
    if (!s.has_reactions_anywhere(Trigger::kAttack)) {
      e.moment = 0xFF;  // nobody in this game can react: straight to the victims
    } else {
      Moment m;
      m.trigger = Trigger::kAttack;
      m.player = uint8_t(me);
      m.card = e.card;
      e.moment = uint8_t(s.new_moment(m));
      // Each other player's reactions, in turn order (pushed in reverse: the left player first).
      bool pushed = false;
      for (int i = n - 1; i >= 1; --i) {
        const int v = (me + i) % n;
        if (s.has_reactions(v, Trigger::kAttack)) {
          s.push_reactions(e.moment, v);
          pushed = true;
        }
      }
      if (pushed) return;
    }
  }
  State::done(e);
  uint8_t immune = 0;
  if (e.moment != 0xFF) {
    immune = s.moment(e.moment).immune;
    s.free_moment(e.moment);
  }
  const CardId card = e.card;
  for (int i = n - 1; i >= 1; --i) {
    const int v = (me + i) % n;
    if (!(immune & (1 << v))) s.push(victim, v, card, me, victim_b);
  }
}

void react_immune(State& s, Event& e) {
  s.moment(e.a).immune |= uint8_t(1 << e.player);
  State::done(e);
}

}  // namespace kl

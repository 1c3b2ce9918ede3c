#include "sim/attack.h"

namespace kl {

namespace {

// Offers player e.player the Reactions in hand, one kind at a time. a = attack's stack index,
// b = next card kind to consider.
void offer_reactions(State& s, Event& e) {
  if (e.step == 1) {
    const CardId asked = CardId(e.b - 1);
    if (s.answer().option == 1) {
      e.step = 0;
      s.push(s.def(asked).on_reaction, e.player, asked, e.a);
      return;  // the reaction runs, then this offer continues with the next kind
    }
  }
  e.step = 0;
  const CardList& hand = s.player(e.player).hand;
  for (int k = e.b; k < s.num_kinds(); ++k) {
    const CardId c = CardId(k);
    if (!s.is(c, kReaction) || !s.def(c).on_reaction || hand.find(c) < 0) continue;
    e.b = int16_t(k + 1);
    e.step = 1;
    Decision d;
    d.kind = DecisionKind::kYesNo;
    d.reason = Reason::kRevealReaction;
    d.player = e.player;
    d.source = s.event_at(e.a).card;
    d.card = c;
    s.ask(d);
    return;
  }
  State::done(e);
}

}  // namespace

void attack(State& s, Event& e, EffectFn victim) {
  const int n = s.num_players();
  const int me = e.player;
  const int index = s.stack_index(e);
  if (!(e.flags & kAttackStarted)) {
    // First call: reactions, in turn order (pushed in reverse so the left player goes first).
    e.flags |= kAttackStarted;
    for (int i = n - 1; i >= 1; --i) {
      const int v = (me + i) % n;
      bool reaction = false;  // most hands hold none: skip the offer altogether
      for (CardId c : s.player(v).hand) reaction |= s.is(c, kReaction);
      if (reaction) s.push(offer_reactions, v, e.card, index, 0);
    }
    return;
  }
  State::done(e);
  const uint8_t immune = e.immune;
  const CardId card = e.card;
  for (int i = n - 1; i >= 1; --i) {
    const int v = (me + i) % n;
    if (!(immune & (1 << v))) s.push(victim, v, card, me);
  }
}

void react_immune(State& s, Event& e) {
  s.event_at(e.a).immune |= uint8_t(1 << e.player);
  State::done(e);
}

}  // namespace kl

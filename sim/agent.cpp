#include "sim/agent.h"

#include <stdexcept>
#include <string>

namespace kl {

void start_agents(State& s, Agent* const* agents) {
  for (int p = 0; p < s.num_players(); ++p) {
    agents[p]->start(s, p);
    s.set_autoplay_treasures(p, agents[p]->autoplays_treasures());
  }
  bind_agents(s, agents);
}

void bind_agents(State& s, Agent* const* agents) {
  for (int p = 0; p < s.num_players(); ++p) s.set_shuffle_picker(p, agents[p]);
}

void play_game(State& s, Agent* const* agents) {
  start_agents(s, agents);
  bool trusted[kMaxPlayers];
  for (int p = 0; p < s.num_players(); ++p) trusted[p] = agents[p]->trusted();
  Choice c;
  while (s.advance()) {
    const Decision& d = s.decision();
    c.n = 0;
    c.option = 0;
    Agent* a = agents[d.decider];
    a->choose(s, d, c);
    if (trusted[d.decider]) {
      s.respond_trusted(c);
      continue;
    }
    if (!s.respond(c))
      throw std::logic_error("illegal answer from player " + std::to_string(d.decider) +
                             " to a decision of kind " + std::to_string(int(d.kind)) +
                             (d.source != kNoCard ? " from " + s.def(d.source).name : ""));
  }
}

}  // namespace kl

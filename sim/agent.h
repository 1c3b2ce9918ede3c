// The one interface every kind of player implements, and the loop that runs a game with them.
#pragma once

#include "sim/decision.h"
#include "sim/state.h"

namespace kl {

class Agent {
 public:
  virtual ~Agent() = default;
  // Called once when a game starts, with the seat this agent plays.
  virtual void start(const State& s, int seat) {
    (void)s;
    (void)seat;
  }
  // Answers d (s.decision()), asked of the agent of seat d.decider, for player d.player (the
  // same seat except in a possessed turn). The answer must be legal.
  virtual void choose(const State& s, const Decision& d, Choice& out) = 0;
  // True for agents that only ever answer legally (the engine then skips re-checking in Release).
  // Read once when a game starts, like autoplays_treasures().
  virtual bool trusted() const { return false; }
  // True for agents that always play every Treasure in hand (the engine then does it unasked).
  virtual bool autoplays_treasures() const { return false; }
  // A shuffle_pick Project (Star Chart): s.player(p) has just shuffled the n cards at `cards`
  // (index n - 1 lands on top of them); returns the index of the card to put on top, or -1 to
  // leave them as they fell. Asked of the agent deciding for p, in the middle of the move.
  virtual int pick_on_shuffle(const State& s, int p, const CardId* cards, int n) {
    (void)s;
    (void)p;
    (void)cards;
    (void)n;
    return -1;
  }
};

// Tells each agent its seat (Agent::start) and applies its autoplay setting; the first step of
// play_game, for loops that watch a game between decisions (diagnostics, game logs).
void start_agents(State& s, Agent* const* agents);

// Makes agents the ones s asks in the middle of a move (Agent::pick_on_shuffle). start_agents
// does it; a copy of a state keeps the original's, so a copy played on by copies of the agents
// must be bound to them.
void bind_agents(State& s, Agent* const* agents);

// Plays s to the end, asking agents[d.decider] for each decision d.
// Throws std::logic_error naming the decision when an agent answers illegally.
void play_game(State& s, Agent* const* agents);

}  // namespace kl

#include "tests/mechanism_cards.h"

#include <algorithm>

#include "sim/attack.h"
#include "sim/state.h"

namespace kl::test {

namespace {

// The Action Supply piles of the game (by their pile_of() card), as a kNameCard allow mask.
uint64_t action_piles(const State& s) {
  uint64_t mask = 0;
  for (int k = 0; k < s.num_kinds(); ++k)
    if (s.in_supply(CardId(k)) && s.is(CardId(k), kAction) && s.pile_of(CardId(k)) == k)
      mask |= uint64_t(1) << k;
  return mask;
}

// --------------------------------------------------------------- Events

void errand(State& s, Event& e) {
  s.ban_buy(e.card);  // once per turn
  s.gain(e.player, kSilver);
  State::done(e);
}

// Signpost and Ferryboat: name an Action Supply pile, then move the token there.
template <PileToken kToken>
void move_token(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kName);
    d.allow = action_piles(s);
    d.min = 1;
    e.step = 1;
    if (!d.allow) return State::done(e);
    return s.ask(d);
  }
  if (s.answer().n == 1) s.place_token(e.player, kToken, s.answer().cards[0]);
  State::done(e);
}

void voyage(State& s, Event& e) {
  s.ban_buy(e.card);
  if (s.previous_player() != e.player) s.add_extra_turn(e.player, kNoBuyingCards);
  State::done(e);
}

// --------------------------------------------------------------- Project, Landmarks

bool owns_project(const State& s, const Moment& m, int, CardId self) {
  return s.has_project(m.player, self);
}
void drill_yard(State& s, Event& e) {
  s.add_actions(1);
  State::done(e);
}

bool holds_banner(const State& s, const Moment& m, int, CardId self) {
  return s.artifact_owner(self) == m.player;
}
void banner(State& s, Event& e) {
  s.add_buys(1);
  State::done(e);
}
void bannerman(State& s, Event& e) {
  s.take_artifact(e.player, s.find_effect(1990));
  State::done(e);
}

int hoardstone(const State& s, int p) { return s.player(p).owned[kSilver]; }

void cairn_setup(State& s, CardId self) { s.add_pile_vp(self, 6 * s.num_players()); }
bool gained_action(const State& s, const Moment& m, int, CardId) { return s.is(m.card, kAction); }
void cairn_take(State& s, Event& e) {
  s.take_pile_vp(s.moment(e.a).player, e.card, 1);
  State::done(e);
}

// --------------------------------------------------------------- Ways

// Way of the Hare: (+2 Cards +1 Action are vanilla) return this to its pile.
void way_of_the_hare(State& s, Event& e) {
  s.return_to_pile(e.player, e.self, Zone::kPlay);
  State::done(e);
}

// --------------------------------------------------------------- Ally, Trait, Prophecy

void guild_of_testers(State& s, Event& e) {
  const int p = s.moment(e.a).player;
  if (e.step == 0) {
    if (s.player(p).favors < 2) return State::done(e);
    Decision d = decision_for(e, DecisionKind::kYesNo, Reason::kUseAbility);
    d.player = uint8_t(p);
    d.card = e.card;
    e.step = 1;
    return s.ask(d);
  }
  if (s.answer().option == 1) {
    s.add_favors(p, -2);
    s.draw(p, 1);
  }
  State::done(e);
}

void thrifty_setup(State& s, CardId self) {
  const CardId pile = s.trait_pile(self);
  for (int k = 0; k < s.num_kinds(); ++k)
    if (pile != kNoCard && s.pile_of(CardId(k)) == pile)
      s.set_base_cost(CardId(k), std::max(0, s.def(CardId(k)).cost - 1));
}

bool prophecy_on(const State& s, const Moment&, int, CardId) { return s.prophecy_active(); }
void dawnbreak(State& s, Event& e) {
  s.add_buys(1);
  State::done(e);
}

// --------------------------------------------------------------- Cards

void courier(State& s, Event& e) {
  s.add_favors(e.player, 1);
  State::done(e);
}

void sunrise(State& s, Event& e) {
  s.remove_sun(1);
  State::done(e);
}

void night_lamp(State& s, Event& e) {
  s.gain(e.player, kSilver, Zone::kDeck);
  State::done(e);
}

void pantry(State& s, Event& e) {
  s.add_coffers(e.player, 1);
  s.add_villagers(e.player, 1);
  State::done(e);
}

void tollman_victim(State& s, Event& e) {
  s.set_minus_coin(e.player);
  s.set_minus_card(e.player);
  State::done(e);
}
void tollman(State& s, Event& e) { attack(s, e, tollman_victim); }

void raider(State& s, Event& e) {
  s.gain(e.player, s.find("Trophy"));  // kNoCard when Trophy is not in the game: no gain
  State::done(e);
}

void rummager_victim(State& s, Event& e) {
  const CardId ruin = s.find("Old Wall");
  const CardId top = ruin == kNoCard ? kNoCard : s.pile_top(ruin);
  if (top != kNoCard) s.gain(e.player, top);
  State::done(e);
}
void rummager(State& s, Event& e) { attack(s, e, rummager_victim); }

bool would_gain_not_silver(const State&, const Moment& m, int owner, CardId) {
  return owner == m.player && m.card != kSilver && m.zone != Zone::kNone;
}
void swapper_react(State& s, Event& e) {
  State::gain_instead(s.moment(e.a), kSilver);
  State::done(e);
}

void dropcloth_discarded(State& s, Event& e) {
  s.add_vp_tokens(e.player, 1);
  State::done(e);
}

void mimic(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kPlay);
    for (int k = 0; k < s.num_kinds(); ++k) {
      const CardId c = CardId(k);
      if (s.in_supply(c) && s.is(c, kAction) && s.cost(c) < s.cost(e.card) && c != e.card &&
          s.debt_cost(c) == 0 && !s.potion_cost(c))
        d.allow |= uint64_t(1) << k;
    }
    d.min = 1;
    if (!d.allow) return State::done(e);
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.play_as(e, s.answer().cards[0]);
}

void puppeteer(State& s, Event& e) {
  s.add_extra_turn((e.player + 1) % s.num_players(), kPossessed, e.player);
  State::done(e);
}

void gravedigger(State& s, Event& e) {
  if (e.step == 0) {
    Decision d = decision_for(e, DecisionKind::kNameCard, Reason::kPlay);
    for (int k = 0; k < s.num_kinds(); ++k)
      if (s.face_up_in_trash(CardId(k)) > 0 && s.is(CardId(k), kAction) &&
          !s.is(CardId(k), kDuration))
        d.allow |= uint64_t(1) << k;
    if (!d.allow) return State::done(e);
    d.min = 1;
    e.step = 1;
    return s.ask(d);
  }
  State::done(e);
  if (s.answer().n == 1) s.play_from_trash(e.player, s.answer().cards[0]);
}

CardDef def(const char* name, EffectId fx, int cost, Types types, bool kingdom = true) {
  CardDef d;
  d.name = name;
  d.set = "Test";
  d.effect = fx;
  d.cost = uint8_t(cost);
  d.types = types;
  d.kingdom = kingdom;
  return d;
}

}  // namespace

void add_mechanism_cards(Registry& r) {
  {
    EffectId fx = 950;
    // Events.
    CardDef e = def("Errand", fx++, 2, kEvent, false);
    e.on_buy = errand;
    e.changes_costs = true;
    r.add(e);
    e = def("Pledge", fx++, 0, kEvent, false);
    e.debt = 3;
    e.plus_coins = 2;  // vanilla, like a card's (no +Buy: it would never end a possessed turn)
    r.add(e);
    e = def("Signpost", fx++, 2, kEvent, false);
    e.on_buy = move_token<kPlusCardToken>;
    r.add(e);
    e = def("Ferryboat", fx++, 3, kEvent, false);
    e.on_buy = move_token<kCostToken>;
    e.changes_costs = true;
    r.add(e);
    e = def("Voyage", fx++, 4, kEvent, false);
    e.on_buy = voyage;
    e.changes_costs = true;
    r.add(e);
    // Project and Landmarks.
    e = def("Drill Yard", fx++, 4, kProject, false);
    e.add_reaction(Reaction{Trigger::kStartTurn, Zone::kSupply, false, owns_project, drill_yard});
    r.add(e);
    e = def("Hoardstone", fx++, 0, kLandmark, false);
    e.score = hoardstone;
    r.add(e);
    e = def("Cairn", fx++, 0, kLandmark, false);
    e.on_setup = cairn_setup;
    e.add_reaction(Reaction{Trigger::kGain, Zone::kSupply, false, gained_action, cairn_take});
    r.add(e);
    // Ways.
    e = def("Way of the Yak", fx++, 0, kWay, false);
    e.plus_actions = 2;
    r.add(e);
    e = def("Way of the Hare", fx++, 0, kWay, false);
    e.plus_cards = 2;
    e.plus_actions = 1;
    e.on_play = way_of_the_hare;
    r.add(e);
    // Ally, Trait, Prophecy.
    e = def("Guild of Testers", fx++, 0, kAlly, false);
    e.add_reaction(Reaction{Trigger::kStartTurn, Zone::kSupply, false, nullptr, guild_of_testers});
    r.add(e);
    e = def("Thrifty", fx++, 0, kTrait, false);
    e.on_setup = thrifty_setup;
    r.add(e);
    e = def("Dawnbreak", fx++, 0, kProphecy, false);
    e.add_reaction(Reaction{Trigger::kStartTurn, Zone::kSupply, false, prophecy_on, dawnbreak});
    r.add(e);
    // Artifact: Banner (its holder: +1 Buy at the start of their Buy phase), brought by
    // Bannerman ($2 Action: take the Banner).
    e = def("Banner", 1990, 0, kArtifact, false);
    e.add_reaction(Reaction{Trigger::kStartBuy, Zone::kSupply, false, holds_banner, banner});
    r.add(e);
    e = def("Bannerman", 1991, 2, kAction);
    e.on_play = bannerman;
    e.needs = {"Banner"};
    r.add(e);
    // A Gathering card (Empires' Defiled Shrine leaves its pile alone): $3 Action, +$2.
    e = def("Tithe Jar", 1992, 3, kAction | kGathering);
    e.plus_coins = 2;
    r.add(e);
    // Cards.
    CardDef c = def("Courier", fx++, 3, kAction | kLiaison);
    c.plus_cards = c.plus_actions = 1;
    c.on_play = courier;
    r.add(c);
    c = def("Sunrise", fx++, 3, kAction | kOmen);
    c.plus_cards = c.plus_actions = 1;
    c.on_play = sunrise;
    r.add(c);
    c = def("Night Lamp", fx++, 3, kNight);
    c.on_play = night_lamp;
    r.add(c);
    c = def("Foundry", fx++, 0, kAction);
    c.debt = 4;
    c.plus_coins = 3;
    r.add(c);
    c = def("Pantry", fx++, 2, kAction);
    c.on_play = pantry;
    r.add(c);
    c = def("Tollman", fx++, 3, kAction | kAttack);
    c.plus_coins = 2;
    c.on_play = tollman;
    r.add(c);
    c = def("Tent", fx++, 2, kAction);
    c.plus_actions = 2;
    c.pile_cards = {{"Tent", 5}, {"Pavilion", 5}};
    r.add(c);
    c = def("Pavilion", fx++, 5, kAction, false);
    c.plus_cards = c.plus_actions = 1;
    c.plus_coins = 1;
    r.add(c);
    c = def("Wardens", fx++, 4, kAction);
    c.pile_cards = {{"Warden Ada", 4}, {"Warden Ben", 3}, {"Warden Cal", 3}};
    c.pile_shuffled = true;
    r.add(c);
    c = def("Warden Ada", fx++, 3, kAction, false);
    c.plus_cards = 2;
    r.add(c);
    c = def("Warden Ben", fx++, 4, kAction, false);
    c.plus_cards = c.plus_actions = c.plus_coins = 1;
    r.add(c);
    c = def("Warden Cal", fx++, 5, kAction, false);
    c.plus_coins = 2;
    r.add(c);
    c = def("Raider", fx++, 4, kAction);
    c.plus_coins = 1;
    c.on_play = raider;
    c.needs = {"Trophy"};
    r.add(c);
    c = def("Trophy", fx++, 0, kTreasure, false);
    c.coin = 1;
    c.pile = 12;
    r.add(c);
    c = def("Rummager", fx++, 3, kAction | kAttack | kLooter);
    c.plus_actions = 1;
    c.on_play = rummager;
    c.needs = {"Rubble Heap"};
    r.add(c);
    c = def("Rubble Heap", fx++, 0, kAction | kRuins, false);
    c.pile_cards = {{"Old Wall", 25}, {"Broken Cart", 25}};
    c.pile_shuffled = true;
    c.pile_per_other = 10;
    c.needed_in_supply = true;
    r.add(c);
    c = def("Old Wall", fx++, 0, kAction | kRuins, false);
    c.plus_coins = 1;
    r.add(c);
    c = def("Broken Cart", fx++, 0, kAction | kRuins, false);
    c.plus_cards = 1;
    r.add(c);
    c = def("Charmer", fx++, 3, kAction);
    c.plus_coins = 2;
    c.heirloom = "Lucky Coin";
    r.add(c);
    c = def("Lucky Coin", fx++, 0, kTreasure | kHeirloom, false);
    c.coin = 1;
    c.plus_buys = 1;
    r.add(c);
    c = def("Swapper", fx++, 4, kAction | kReaction);
    c.plus_coins = 2;
    c.add_reaction(
        Reaction{Trigger::kWouldGain, Zone::kHand, true, would_gain_not_silver, swapper_react});
    r.add(c);
    c = def("Mimic", fx++, 5, kAction);
    c.on_play = mimic;
    r.add(c);
    c = def("Puppeteer", fx++, 6, kAction);
    c.on_play = puppeteer;
    r.add(c);
    c = def("Gravedigger", fx++, 4, kAction);
    c.on_play = gravedigger;
    r.add(c);
    c = def("Dropcloth", fx++, 2, kVictory);
    c.vp = 1;
    c.on_discard = dropcloth_discarded;
    r.add(c);
    // Stand-ins for the Shelters until Dark Ages brings the real ones (game_config looks them
    // up by name).
    if (!r.find("Hovel")) {
      c = def("Hovel", fx++, 1, kReaction | kShelter, false);
      r.add(c);
      c = def("Necropolis", fx++, 1, kAction | kShelter, false);
      c.plus_actions = 2;
      r.add(c);
      c = def("Overgrown Estate", fx++, 1, kVictory | kShelter, false);
      r.add(c);
    }
  }
}

const Registry& mechanism_registry() {
  static const Registry reg = [] {
    Registry r = Registry::built_in();
    add_mechanism_cards(r);
    return r;
  }();
  return reg;
}

}  // namespace kl::test

// Test-only cards and landscapes, one or two per engine mechanism of the later sets (landscapes,
// Night, Debt, Coffers and Villagers, pile tokens, split, mixed and non-Supply piles, Heirlooms,
// gain replacements, playing as another card, limited and possessed extra turns, playing from
// the trash). No real card's rules: each exercises the machinery the sets will build on. The
// mechanism tests (test_mechanisms.cpp) and the random-game test use them.
#pragma once

#include "cards/registry.h"

namespace kl::test {

// Every implemented card plus the test-only ones (set "Test"):
//   Events     Errand ($2: gain a Silver; once per turn), Pledge ($0 + 3 Debt: +$2),
//              Signpost ($2: your +1 Card token onto an Action Supply pile you name),
//              Ferryboat ($3: your -$2 cost token onto an Action Supply pile you name),
//              Voyage ($4: once per turn, if the previous turn was not yours, an extra turn in
//              which you cannot buy cards)
//   Project    Drill Yard ($4: at the start of your turn, +1 Action)
//   Landmarks  Hoardstone (1 VP per Silver you have), Cairn (6 VP per player on it; when you
//              gain an Action card, take 1 VP from it)
//   Ways       Way of the Yak (+2 Actions), Way of the Hare (+2 Cards +1 Action; return this to
//              its pile)
//   Ally       Guild of Testers (at the start of your turn, you may spend 2 Favors: +1 Card)
//   Trait      Thrifty (cards of its pile cost $1 less)
//   Prophecy   Dawnbreak (while active: at the start of each turn, +1 Buy)
//   Artifact   Banner (its holder: +1 Buy at the start of their Buy phase), brought by Bannerman
//              ($2 Action: take the Banner)
//   Gathering  Tithe Jar ($3 Action-Gathering: +$2)
//   Cards      Courier ($3 Action-Liaison: +1 Card +1 Action +1 Favor), Sunrise ($3
//              Action-Omen: +1 Sun, +1 Card +1 Action), Night Lamp ($3 Night: gain a Silver onto
//              your deck), Foundry ($0 + 4 Debt Action: +$3), Pantry ($2 Action: +1 Coffers
//              +1 Villager), Tollman ($3 Action-Attack: +$2; each other player takes their -$1
//              and -1 Card tokens), Tent/Pavilion (a split pile: Tent $2 +2 Actions over
//              Pavilion $5 +1 Card +1 Action +$1), Wardens (a shuffled pile of Warden Ada $3 +2
//              Cards, Warden Ben $4 +1 Card +1 Action +$1, Warden Cal $5 +$2), Raider ($4:
//              +$1, gain a Trophy, a non-Supply $0 Treasure worth $1), Rummager ($3
//              Action-Looter: +1 Action; each other player gains the top card of the Rubble
//              Heap, a shuffled Supply pile of 25 Old Wall ($0 Ruins, +$1) and 25 Broken
//              Cart ($0 Ruins, +1 Card), 10 kept per other player), Charmer ($3, +$2; its Heirloom
//              Lucky Coin replaces a starting Copper: $1, +1 Buy), Swapper ($4 Action-Reaction,
//              +$2: when you would gain a card other than Silver, you may reveal this to gain a
//              Silver instead), Mimic ($5: play this as an Action from the Supply costing less than
//              it), Puppeteer ($6: the player to your left takes an extra turn, which you control),
//              Gravedigger ($4: play a face-up Action card from the trash, leaving it there
//              face down for the turn), Dropcloth ($2 Victory, 1 VP: when you discard this
//              other than during Clean-up, +1 VP token); plain Hovel, Necropolis and Overgrown
//              Estate Shelters while Dark Ages is not in.
const Registry& mechanism_registry();
// Adds the test-only cards to r (Registry::program() for a test that trains with them; undo
// with Registry::reset_program()).
void add_mechanism_cards(Registry& r);

}  // namespace kl::test

// The card language (cards/effect_lang.h): compiling card files, each primitive in play (edge
// cases included: empty deck, nothing to trash, an attack blocked by Moat, Throne Room on a
// written card), its errors, its heuristic player, and the written official cards against
// their originals.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>

#include "cards/card_file.h"
#include "cards/effect_lang.h"
#include "cards/tokens.h"
#include "evolution/player/card_ai.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/genome.h"
#include "tests/cli_runner.h"
#include "tests/scenario.h"

namespace kl {
namespace {

using test::Names;
using test::Scenario;

const char* const kWrittenFile = KL_SOURCE_DIR "/tests/data/written_cards.toml";

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream t;
  t << in.rdbuf();
  return t.str();
}

// Every implemented card, with tests/data/written_cards.toml and `extra` applied.
Registry written(const std::string& extra = "") {
  Registry reg = Registry::built_in();
  apply_card_file(reg, read(kWrittenFile) + "\n" + extra, "written_cards.toml");
  return reg;
}

// Runs to the end of the Action phase: the Treasure phase, or the Buy phase when the hand has no
// Treasure.
void to_buy_phase(Scenario& sc) {
  const Decision& d = sc.next();
  EXPECT_TRUE(d.kind == DecisionKind::kPlayTreasures || d.kind == DecisionKind::kBuy)
      << int(d.kind);
}

std::string error_of(const std::string& text) {
  Registry reg = Registry::built_in();
  try {
    apply_card_file(reg, text, "t.toml");
  } catch (const CardFileError& e) {
    return e.what();
  }
  return "";
}

TEST(EffectLang, TheTestDataWritesAtLeastFortyCards) {
  const Registry reg = written();
  int n = 0;
  for (const CardDef& d : reg.all()) n += d.program != nullptr;
  EXPECT_GE(n, 40);
}

TEST(EffectLang, PlainBonusesBecomeTheVanillaRow) {
  const Registry reg = written();
  const CardDef& smithy = *reg.find("Smithy");
  EXPECT_EQ(smithy.plus_cards, 3);
  EXPECT_EQ(smithy.on_play, nullptr);  // nothing left to interpret
  EXPECT_EQ(smithy.effect, kLanguageEffect);
  const CardDef& witch = *reg.find("Witch");
  EXPECT_EQ(witch.plus_cards, 2);
  EXPECT_NE(witch.on_play, nullptr);  // the attack
  EXPECT_NE(witch.on_play, Registry::standard().find("Witch")->on_play);
}

TEST(EffectLang, OthersGainACurseAndMoatBlocksIt) {
  const Registry reg = written();
  Scenario sc({"Witch", "Moat"}, 3, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Witch"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(1, Zone::kHand, {"Moat", "Copper"});
  sc.set(2, Zone::kHand, {"Copper"});
  sc.turn(0);
  sc.play("Witch");
  const Decision& d = sc.expect(DecisionKind::kYesNo);  // the written Moat's reaction
  EXPECT_EQ(d.reason, Reason::kRevealReaction);
  EXPECT_EQ(d.player, 1);
  sc.yes();
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.count(1, Zone::kDiscard, "Curse"), 0);  // unaffected
  EXPECT_EQ(sc.count(2, Zone::kDiscard, "Curse"), 1);
}

TEST(EffectLang, DiscardDownToAsksTheVictimOnlyAboveTheLimit) {
  const Registry reg = written();
  Scenario sc({"Militia"}, 3, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Militia"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Estate", "Silver"});
  sc.set(2, Zone::kHand, {"Copper", "Copper"});
  sc.turn(0);
  sc.play("Militia");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(d.min, 2);
  sc.choose({"Estate", "Estate"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.coins(), 2);
  EXPECT_EQ(sc.s.player(1).hand.size(), 3);
  EXPECT_EQ(sc.s.player(2).hand.size(), 2);
}

TEST(EffectLang, TrashUpToAndNothingToTrash) {
  const Registry reg = written();
  Scenario sc({"Chapel"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Chapel", "Copper", "Estate", "Curse", "Silver"});
  sc.turn(0);
  sc.play("Chapel");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kTrash);
  EXPECT_EQ(d.max, 4);
  sc.choose({"Estate", "Curse"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.trashed("Estate"), 1);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  // An empty hand: nothing is asked.
  Scenario empty({"Chapel"}, 2, Edition::kSecond, 1, reg);
  empty.set(0, Zone::kHand, {"Chapel"});
  empty.turn(0);
  empty.play("Chapel");
  to_buy_phase(empty);
}

TEST(EffectLang, RemodelGainsUpToTwoMoreThanTheTrashedCard) {
  const Registry reg = written();
  Scenario sc({"Remodel", "Smithy"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Remodel", "Silver"});
  sc.turn(0);
  sc.play("Remodel");  // the Silver is the only card to trash: not asked
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_max, 5);
  sc.choose({"Duchy"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Duchy"), 1);
  // Nothing in hand to trash: nothing is gained.
  Scenario none({"Remodel"}, 2, Edition::kSecond, 1, reg);
  none.set(0, Zone::kHand, {"Remodel"});
  none.turn(0);
  none.play("Remodel");
  to_buy_phase(none);
  EXPECT_EQ(none.s.player(0).discard.size(), 0);
}

TEST(EffectLang, DiscardThenDrawPerCardWithAnEmptyDeck) {
  const Registry reg = written();
  Scenario sc({"Cellar"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Cellar", "Estate", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, {"Gold"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Cellar");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate"});
  to_buy_phase(sc);
  // Gold, then the two Estates shuffled back in: two cards drawn.
  EXPECT_EQ(sc.s.player(0).hand.size(), 3);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.s.actions(), 1);
}

TEST(EffectLang, ChooseOneRunsTheChosenOption) {
  const Registry reg = written();
  Scenario sc({"Nobles"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Nobles"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Nobles");
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.num_options, 2);
  sc.option(1);
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.actions(), 2);
  EXPECT_EQ(sc.s.player(0).hand.size(), 0);
}

TEST(EffectLang, IfYouDid) {
  const Registry reg = written();
  Scenario sc({"Moneylender"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Moneylender", "Copper", "Estate"});
  sc.turn(0);
  sc.play("Moneylender");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.coins(), 3);
  Scenario no({"Moneylender"}, 2, Edition::kSecond, 1, reg);
  no.set(0, Zone::kHand, {"Moneylender", "Estate"});  // no Copper: nothing asked, no $
  no.turn(0);
  no.play("Moneylender");
  to_buy_phase(no);
  EXPECT_EQ(no.s.coins(), 0);
}

TEST(EffectLang, NextTurnIsADuration) {
  const Registry reg = written();
  Scenario sc({"Wharf"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Wharf"});
  sc.set(0, Zone::kDeck, test::many("Copper", 12));
  sc.turn(0);
  sc.play("Wharf");
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.player(0).hand.size(), 2);
  EXPECT_EQ(sc.s.buys(), 2);
  sc.answer(Choice::none());
  // Through the buy, clean-up and the other player's turn: Wharf stays in play; at the start of
  // the next turn +2 Cards +1 Buy.
  for (;;) {
    const Decision& d = sc.next();
    if (d.player == 0 && d.kind == DecisionKind::kPlayTreasures) break;
    sc.answer(Choice::none());
  }
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Wharf"), 1);
}

TEST(EffectLang, ThroneRoomPlaysAWrittenCardTwice) {
  const Registry reg = written();
  Scenario sc({"Throne Room", "Moneylender"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Throne Room", "Moneylender", "Copper", "Copper"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Moneylender"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Copper"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.coins(), 6);
  EXPECT_EQ(sc.trashed("Copper"), 2);
}

TEST(EffectLang, TrashThisOnceUnderThroneRoom) {
  const Registry reg = written();
  Scenario sc({"Throne Room", "Mining Village"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Throne Room", "Mining Village"});
  sc.set(0, Zone::kPlay, {"Mining Village"});  // another copy, played earlier: it stays
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Mining Village"});
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);  // trash it for +$2
  sc.expect(DecisionKind::kChooseOption);
  sc.option(1);  // again: it is gone, the +$2 still comes
  to_buy_phase(sc);
  EXPECT_EQ(sc.trashed("Mining Village"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Mining Village"), 1);
  EXPECT_EQ(sc.s.coins(), 4);
}

TEST(EffectLang, OnGainAndEndVp) {
  const Registry reg = written(R"(
[card."Silver Mine"]
cost = 4
types = ["Victory"]
on_gain = [ {gain = "Silver"} ]
end_vp = {per = 3, types = "Action"}
)");
  Scenario sc({"Silver Mine", "Smithy"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kDiscard, {});
  sc.s.gain(0, sc.id("Silver Mine"));
  sc.next();
  EXPECT_EQ(sc.count(0, Zone::kDiscard, "Silver"), 1);
  sc.set(0, Zone::kDeck, {});
  sc.set(0, Zone::kHand, {"Smithy", "Smithy"});
  EXPECT_EQ(sc.s.vp(0), 0);  // 2 Actions: none
  sc.set(0, Zone::kHand, {"Smithy", "Smithy", "Smithy"});
  EXPECT_EQ(sc.s.vp(0), 1);  // 3 Actions: 1 VP per Silver Mine
  // The written Gardens: 1 VP per 10 cards.
  Scenario g({"Gardens"}, 2, Edition::kSecond, 1, reg);
  g.set(0, Zone::kHand, {"Gardens"});
  g.set(0, Zone::kDeck, test::many("Copper", 19));
  g.set(0, Zone::kDiscard, {});
  EXPECT_EQ(g.s.vp(0), 2);
}

TEST(EffectLang, VictimChoosesAndTheAiPicksTheLesserEvil) {
  const Registry reg = written();
  Scenario sc({"Torturer"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Torturer"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Copper"});
  sc.set(1, Zone::kHand, {"Copper", "Copper", "Estate", "Silver", "Gold"});
  sc.turn(0);
  sc.play("Torturer");
  const Decision& d = sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(d.player, 1);
  EXPECT_EQ(test::ai_answer(sc).option, 0);  // discard 2 rather than a Curse in hand
  sc.option(1);
  to_buy_phase(sc);
  EXPECT_EQ(sc.count(1, Zone::kHand, "Curse"), 1);
}

TEST(EffectLang, TheAiTrashesJunkAndRemodelsGold) {
  const Registry reg = written();
  Scenario sc({"Chapel"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Chapel", "Curse", "Estate", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Chapel");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(test::names_of(sc, test::ai_answer(sc)), Names({"Curse", "Estate"}));
}

TEST(EffectLang, EachOtherIsNoAttack) {
  const Registry reg = written();
  Scenario sc({"Council Room", "Moat"}, 3, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Council Room"});
  sc.set(0, Zone::kDeck, test::many("Copper", 4));
  sc.set(1, Zone::kHand, {"Moat"});
  sc.set(1, Zone::kDeck, {"Gold"});
  sc.set(2, Zone::kHand, {});
  sc.set(2, Zone::kDeck, {});
  sc.set(2, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Council Room");
  to_buy_phase(sc);  // no Moat offered: not an Attack
  EXPECT_EQ(sc.s.buys(), 2);
  EXPECT_EQ(sc.cards(1, Zone::kHand), Names({"Gold", "Moat"}));
  EXPECT_EQ(sc.s.player(2).hand.size(), 0);  // nothing to draw
}

TEST(EffectLang, DiscardTopThenGainOntoTheDeck) {
  const Registry reg = written();
  Scenario sc({"Sea Hag"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Sea Hag"});
  sc.set(1, Zone::kDeck, {"Gold", "Copper"});
  sc.set(1, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Sea Hag");
  to_buy_phase(sc);
  EXPECT_EQ(sc.cards(1, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.cards(1, Zone::kDeck), Names({"Curse", "Copper"}));
  // An empty deck and discard pile: nothing to discard, the Curse still comes.
  Scenario empty({"Sea Hag"}, 2, Edition::kSecond, 1, reg);
  empty.set(0, Zone::kHand, {"Sea Hag"});
  empty.set(1, Zone::kDeck, {});
  empty.set(1, Zone::kDiscard, {});
  empty.turn(0);
  empty.play("Sea Hag");
  to_buy_phase(empty);
  EXPECT_EQ(empty.cards(1, Zone::kDeck), Names({"Curse"}));
}

TEST(EffectLang, ReduceCostsGainExactlyAndTopdeckFromTheDiscardPile) {
  const Registry reg = written();
  Scenario sc({"Bridge", "Upgrade", "Harbinger", "Smithy"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Bridge", "Upgrade", "Harbinger", "Estate"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.set(0, Zone::kDiscard, {"Gold", "Estate"});
  sc.turn(0, 2);
  sc.play("Harbinger");
  const Decision& h = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(h.from, Zone::kDiscard);
  sc.choose({"Gold"});
  sc.play("Bridge");  // runs Harbinger's answer first
  EXPECT_EQ(sc.s.player(0).deck.back(), sc.id("Gold"));
  // Upgrade's draw takes the Gold; then trash the Estate ($2 now $1) into a card costing $2.
  sc.play("Upgrade");
  sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(sc.s.cost(sc.id("Smithy")), 3);  // Bridge: $1 less this turn
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  sc.choose({"Estate"});
  const Decision& g = sc.expect(DecisionKind::kGain);
  EXPECT_EQ(g.cost_min, 2);
  EXPECT_EQ(g.cost_max, 2);
}

TEST(EffectLang, ConditionsElseAndCurrencies) {
  const Registry reg = written(R"(
[card.Assay]
cost = 3
types = ["Action"]
effect = [ {trash = {up_to = 1}},
           {if = {trashed = "Treasure", then = [ {coffers = 2} ], else = [ {villagers = 1} ]}},
           {if = {empty_piles = 1, then = [ {draw_until = 4} ]}} ]
)");
  Scenario sc({"Assay"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Assay", "Silver", "Estate"});
  sc.set(0, Zone::kDeck, test::many("Copper", 5));
  sc.turn(0);
  sc.play("Assay");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Silver"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.player(0).coffers, 2);
  EXPECT_EQ(sc.s.player(0).villagers, 0);
  EXPECT_EQ(sc.s.player(0).hand.size(), 1);  // no empty pile: no draw
  Scenario other({"Assay"}, 2, Edition::kSecond, 1, reg);
  other.set(0, Zone::kHand, {"Assay", "Silver", "Estate"});
  other.set(0, Zone::kDeck, test::many("Copper", 5));
  other.pile("Assay", 0);
  other.turn(0);
  other.play("Assay");
  other.expect(DecisionKind::kChooseCards);
  other.choose({"Estate"});
  to_buy_phase(other);
  EXPECT_EQ(other.s.player(0).coffers, 0);
  EXPECT_EQ(other.s.player(0).villagers, 1);
  EXPECT_EQ(other.s.player(0).hand.size(), 4);  // Silver + 3 drawn to 4
}

TEST(EffectLang, ErrorsNameTheLineAndTheNearestWord) {
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {drw = 2} ]\n"),
            "t.toml:4: unknown step \"drw\" (did you mean \"draw\"?)");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {others = [ {gain = "
                     "\"Curse\"} ]} ]\n"),
            "t.toml:4: \"others\" is an Attack: [card.\"X\"] needs the type \"Attack\" (or "
            "write \"each_other\" for a part that is not an Attack)");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {gain = \"Slver\"} "
                     "]\n"),
            "t.toml:4: unknown card \"Slver\" (did you mean \"Silver\"?)");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {next_turn = [ {draw "
                     "= 1} ]} ]\n"),
            "t.toml:4: \"next_turn\" makes a Duration: [card.\"X\"] needs the type \"Duration\"");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {play = 2} ]\n"),
            "t.toml:4: \"play\" takes a table like {types = \"Action\", times = 2} (play an "
            "Action card from your hand twice)");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {trash = {up_too = "
                     "2}} ]\n"),
            "t.toml:4: unknown field \"up_too\" of \"trash\" (did you mean \"up_to\"?)");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {draw = 1, buys = 2} "
                     "]\n"),
            "t.toml:4: a step is a table with one primitive, like {draw = 2} or {gain = "
            "\"Silver\"}, not a table of 2 keys");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffect = [ {draw = 100} ]\n"),
            "t.toml:4: \"draw\" must be 0 to 99 (got 100)");
  EXPECT_EQ(error_of("[card.X]\ncost = 3\ntypes = [\"Action\"]\neffekt = [ {draw = 1} ]\n"),
            "t.toml:4: unknown field \"effekt\" in [card.\"X\"] (did you mean \"effect\"?)");
}

TEST(EffectLang, TheDesignerExamplesCompileAndPlay) {
  const std::string designs = KL_SOURCE_DIR "/tests/data/designs.toml";
  Registry reg = Registry::built_in();
  apply_card_file(reg, read(designs), "designs.toml");
  int n = 0;
  for (const CardDef& d : reg.all()) n += d.program != nullptr;
  EXPECT_EQ(n, 17);
  const test::CliRun r =
      test::cli({"--cards", designs, "match", "Harbor Witch×2 Gold Silver",
                 "Night Watch×2 Gold Silver", "--games", "40", "--threads", "1"});
  EXPECT_EQ(r.code, 0) << r.err;
  // The primitives of while-in-play, look, play and set aside, in whole games.
  const test::CliRun r2 =
      test::cli({"--cards", designs, "match", "Twin Bell Toll Road Hidden Cove Gold Silver",
                 "Scout Tower×2 Gold Silver", "--games", "40", "--threads", "1"});
  EXPECT_EQ(r2.code, 0) << r2.err;
  // Mats and set aside "this" / until the end of the turn.
  const test::CliRun r3 =
      test::cli({"--cards", designs, "match", "Stash×2 Homing Keepsake Gold Silver",
                 "Big Money Ultimate", "--games", "40", "--threads", "1"});
  EXPECT_EQ(r3.code, 0) << r3.err;
  // The gain-trigger card: a Silver Vein gained brings a Silver.
  Scenario sc({"Silver Vein"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kDiscard, {});
  sc.s.gain(0, sc.id("Silver Vein"));
  sc.next();
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Silver", "Silver Vein"}));
}

TEST(EffectLang, PerCardAndOnTrash) {
  Registry reg = Registry::built_in();
  apply_card_file(reg, read(KL_SOURCE_DIR "/tests/data/designs.toml"), "designs.toml");
  Scenario sc({"Scrap Yard", "Lucky Coin", "Chapel"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Scrap Yard", "Estate", "Estate", "Copper"});
  sc.turn(0);
  sc.play("Scrap Yard");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Estate", "Estate"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.coins(), 2);  // +$1 per card trashed
  Scenario coin({"Lucky Coin"}, 2, Edition::kSecond, 1, reg);
  coin.set(0, Zone::kHand, {"Lucky Coin"});
  coin.s.trash(0, coin.id("Lucky Coin"), Zone::kHand);
  coin.next();
  EXPECT_EQ(coin.s.player(0).vp_tokens, 2);
}

// ------------------------------------------------------------ while in play, look, reveal,
// play, set aside

TEST(EffectLang, WhileInPlayCardsCostLessPerCopy) {
  const Registry reg = written();
  Scenario sc({"Highway", "Quarry", "Smithy"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Highway", "Highway", "Quarry"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper"});
  sc.turn(0);
  EXPECT_EQ(sc.s.cost(kGold), 6);
  sc.play("Highway");
  sc.next();
  EXPECT_EQ(sc.s.cost(kGold), 5);
  sc.play("Highway");
  sc.expect(DecisionKind::kPlayTreasures);
  EXPECT_EQ(sc.s.cost(kGold), 4);  // each copy in play
  EXPECT_EQ(sc.s.cost(sc.id("Smithy")), 2);
  sc.choose({"Quarry"});
  sc.expect(DecisionKind::kBuy);
  EXPECT_EQ(sc.s.cost(sc.id("Smithy")), 0);  // Quarry: Actions only
  EXPECT_EQ(sc.s.cost(kGold), 4);
}

TEST(EffectLang, LookTrashDiscardAndPutTheRestBack) {
  const Registry reg = written();
  Scenario sc({"Sentry"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Sentry"});
  sc.set(0, Zone::kDeck, {"Silver", "Curse", "Estate", "Gold"});
  sc.turn(0);
  sc.play("Sentry");  // draws the Silver, looks at Curse and Estate
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(t.reason, Reason::kTrash);
  EXPECT_EQ(t.from, Zone::kAside);
  EXPECT_EQ(t.num_cards, 2);
  EXPECT_EQ(test::names_of(sc, test::ai_answer(sc)), Names({"Curse", "Estate"}));
  sc.choose({"Curse"});
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kDiscard);
  EXPECT_EQ(d.num_cards, 1);
  sc.choose({});
  to_buy_phase(sc);
  EXPECT_EQ(sc.trashed("Curse"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Estate", "Gold"}));  // put back on top
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Silver"}));
  EXPECT_EQ(sc.s.player(0).aside.size(), 0);
}

TEST(EffectLang, TheRestGoesBackInTheOrderChosen) {
  const Registry reg = written();
  Scenario sc({"Cartographer"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Cartographer"});
  sc.set(0, Zone::kDeck, {"Copper", "Silver", "Gold", "Estate", "Duchy"});
  sc.turn(0);
  sc.play("Cartographer");
  sc.expect(DecisionKind::kChooseCards);  // discard any of Silver, Gold, Estate, Duchy
  sc.choose({"Estate"});
  const Decision& o = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(o.reason, Reason::kOrder);
  EXPECT_EQ(o.min, 3);
  // The heuristic player puts the best on top (chosen last).
  const Choice ai = test::ai_answer(sc);
  ASSERT_EQ(ai.n, 3);
  EXPECT_EQ(sc.s.def(ai.cards[2]).name, "Gold");
  sc.choose({"Gold", "Duchy", "Silver"});  // the last chosen on top
  to_buy_phase(sc);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver", "Duchy", "Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Estate"}));
}

TEST(EffectLang, LookAtMoreThanTheDeckHoldsAndMustTrashOne) {
  const Registry reg = written();
  Scenario sc({"Lookout"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Lookout"});
  sc.set(0, Zone::kDeck, {"Gold", "Copper"});
  sc.set(0, Zone::kDiscard, {});
  sc.turn(0);
  sc.play("Lookout");
  const Decision& t = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(t.num_cards, 2);  // only two cards to look at
  EXPECT_EQ(t.min, 1);
  EXPECT_EQ(test::names_of(sc, test::ai_answer(sc)), Names({"Copper"}));
  sc.choose({"Copper"});
  to_buy_phase(sc);  // must discard one: the only one left, without asking
  EXPECT_EQ(sc.trashed("Copper"), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Gold"}));
  EXPECT_EQ(sc.s.player(0).deck.size(), 0);
}

TEST(EffectLang, LookedCardsToHandAllOfAType) {
  const Registry reg = written(R"(
[card.Scout2]
cost = 4
types = ["Action"]
effect = [ {actions = 1}, {look = 3}, {to_hand = {from = "looked", all = true, types = "Victory"}},
           {rest = "discard"} ]
)");
  Scenario sc({"Scout2"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Scout2"});
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Duchy", "Gold"});
  sc.turn(0);
  sc.play("Scout2");
  to_buy_phase(sc);  // nothing to choose
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Duchy", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Copper"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Gold"}));
}

TEST(EffectLang, RevealUntilTwoTreasures) {
  const Registry reg = written();
  Scenario sc({"Adventurer"}, 2, Edition::kFirst, 1, reg);
  sc.set(0, Zone::kHand, {"Adventurer"});
  sc.set(0, Zone::kDeck, {"Estate", "Copper", "Duchy", "Gold", "Silver"});
  sc.turn(0);
  sc.play("Adventurer");
  to_buy_phase(sc);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Copper", "Gold"}));
  EXPECT_EQ(sc.cards(0, Zone::kDiscard), Names({"Duchy", "Estate"}));
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Silver"}));
}

TEST(EffectLang, PlayAnActionTwice) {
  const Registry reg = written();
  ASSERT_EQ(reg.find("Throne Room", Edition::kSecond)->effect, kLanguageEffect);
  Scenario sc({"Throne Room", "Smithy"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Throne Room", "Smithy", "Copper"});
  sc.set(0, Zone::kDeck, test::many("Silver", 6));
  sc.turn(0);
  sc.play("Throne Room");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kPlay);
  EXPECT_EQ(d.min, 0);  // "you may"
  EXPECT_EQ(test::names_of(sc, test::ai_answer(sc)), Names({"Smithy"}));
  sc.choose({"Smithy"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 6);
  EXPECT_EQ(sc.s.actions(), 0);  // the plays took no Action
}

TEST(EffectLang, SetAsideUntilTheNextTurn) {
  const Registry reg = written();
  Scenario sc({"Haven"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Haven", "Gold", "Copper"});
  sc.set(0, Zone::kDeck, {"Estate"});
  sc.turn(0);
  sc.play("Haven");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kMat);
  sc.choose({"Gold"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.mat_size(0, 2), 1);  // face down (Haven's mat) until the next turn
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 0);
  sc.answer(Choice::none());
  for (;;) {
    const Decision& n = sc.next();
    if (n.player == 0 && n.kind == DecisionKind::kPlayTreasures) break;
    sc.answer(Choice::none());
  }
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);  // back at the start of the turn
  EXPECT_EQ(sc.s.mat_size(0, 2), 0);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Haven"), 1);  // a Duration: in play until this Clean-up
}

TEST(EffectLang, AWrittenThroneRoomOnAWrittenDurationStaysInPlayWithIt) {
  const Registry reg = written();
  Scenario sc({"Throne Room", "Haven"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Throne Room", "Haven", "Gold", "Silver"});
  sc.set(0, Zone::kDeck, {"Copper", "Copper", "Estate", "Estate", "Estate"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Haven"});
  sc.expect(DecisionKind::kChooseCards);  // the first Haven's set aside
  sc.choose({"Gold"});
  sc.expect(DecisionKind::kChooseCards);  // the second's
  sc.choose({"Silver"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.mat_size(0, 2), 2);
  sc.answer(Choice::none());
  for (;;) {
    const Decision& n = sc.next();
    if (n.player == 0 && n.kind == DecisionKind::kPlayTreasures) break;
    sc.answer(Choice::none());
  }
  EXPECT_EQ(sc.count(0, Zone::kHand, "Gold"), 1);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Silver"), 1);
  // Both stayed in play through the Clean-up: the Duration and the card that played it.
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Haven"), 1);
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Throne Room"), 1);
}

TEST(EffectLang, ErrorsOfTheNewPrimitives) {
  const std::string head = "[card.X]\ncost = 3\ntypes = [\"Action\"]\n";
  EXPECT_EQ(error_of(head + "effect = [ {look = 2}, {draw = 1} ]"),
            "t.toml:4: \"look\" needs a {rest = ...} step after it in the same list (where the "
            "looked cards left go: \"back\", \"discard\", \"hand\" or \"trash\")");
  EXPECT_EQ(error_of(head + "effect = [ {rest = \"back\"} ]"),
            "t.toml:4: \"rest\" ends a look: it needs a {look = N} step before it");
  EXPECT_EQ(error_of(head + "effect = [ {look = 2}, {rest = \"bak\"} ]"),
            "t.toml:4: unknown zone \"bak\" (did you mean \"back\"?)");
  EXPECT_EQ(error_of(head + "effect = [ {trash = {from = \"looked\", any = true}} ]"),
            "t.toml:4: \"trash\" of the looked cards needs a {look = N} step before it");
  EXPECT_EQ(error_of(head + "effect = [ {look = 1}, {choose = [ [ {draw = 1} ], [ ] ]}, "
                            "{rest = \"back\"} ]"),
            "t.toml:4: \"choose\" between \"look\" and its \"rest\": the looked cards are "
            "aside; end the look with {rest = ...} first");
  EXPECT_EQ(error_of(head + "effect = [ {set_aside = {exactly = 1, until = \"next_turn\"}} ]"),
            "t.toml:4: \"set_aside\" of a card from the hand until the next turn makes a "
            "Duration: [card.\"X\"] needs the type \"Duration\" (or set aside {this = true}, or "
            "until \"end_of_turn\")");
  EXPECT_EQ(error_of(head + "effect = [ {play = {from = \"supply\"}} ]")
                .starts_with("t.toml:4: \"play\" from the Supply (\"leaving it there\") is not in "
                             "the language yet"),
            true);
  EXPECT_EQ(error_of(head + "effect = [ {look = 9} ]"),
            "t.toml:4: \"look\" must be 1 to 8 (got 9)");
  EXPECT_EQ(error_of(head + "while_in_play = {cost_les = 1}"),
            "t.toml:4: \"while_in_play\" takes a table like {cost_less = 1} (while this is in "
            "play, cards cost $1 less) or {cost_less = 2, types = \"Action\"}");
  EXPECT_EQ(error_of(head + "while_in_play = {cost_less = 1, typs = \"Action\"}"),
            "t.toml:4: unknown field \"typs\" of \"while_in_play\" (did you mean \"types\"?)");
  EXPECT_EQ(error_of(head + "effect = [ {plya = {}} ]"),
            "t.toml:4: unknown step \"plya\" (did you mean \"play\"?)");
}

// Answers nothing through the rest of player 0's turn and the other players' turns, to player
// 0's first decision of its next turn.
void to_next_turn(Scenario& sc) {
  const int turn = sc.s.turn();
  sc.answer(Choice::none());
  for (;;) {
    const Decision& n = sc.next();
    if (n.player == 0 && sc.s.current() == 0 && sc.s.turn() != turn) return;
    sc.answer(Choice::none());
  }
}

// The language's heuristic answer to the pending decision for strategy st, by price points (no
// buy rules: test::ai_answer's player values no buy in a Scenario's Action phase).
Choice lang_answer(Scenario& sc, const Strategy& st) {
  const std::vector<double> params = resolve_params(st);
  const PlayCtx ctx{&st, params.data()};
  const Decision& d = sc.s.decision();
  Choice c;
  find_card_ai(sc.s.def(d.source))->decide(sc.s, d, ctx, c);
  EXPECT_TRUE(sc.s.is_legal(c));
  return c;
}

TEST(EffectLang, ChooseOneDrawsOnlyWhenTheDrawPileBeatsTheSurePlusCoins) {
  const Registry reg = written();
  ASSERT_EQ(reg.find("Steward")->effect, kLanguageEffect);
  const Strategy& bm = *find_bot("Big Money");
  auto steward = [&](const Names& deck, const Names& discard) {
    Scenario sc({"Steward"}, 2, Edition::kSecond, 1, reg);
    sc.set(0, Zone::kHand, {"Steward", "Gold", "Silver"});  // $5
    sc.set(0, Zone::kDeck, deck);
    sc.set(0, Zone::kDiscard, discard);
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    return lang_answer(sc, bm).option;
  };
  // +$2 makes $7 (a $6 buy); 2 Coppers drawn make at most $7 too, and may make less: the sure $.
  EXPECT_EQ(steward(test::many("Copper", 4), test::many("Gold", 8)), 1);
  // 2 Golds drawn reach $8: draw. (The Golds in the discard pile above are not drawn next.)
  EXPECT_EQ(steward(test::many("Gold", 4), test::many("Copper", 8)), 0);
  // An empty deck draws from the discard pile.
  EXPECT_EQ(steward({}, test::many("Gold", 4)), 0);
}

// A written remodel that finds nothing Remodel takes (a Curse, an Estate early, a Gold or Silver
// late): a Victory card into one worth more VP, else a Treasure worth at least lang.remodel_gain
// less than its best gain. With $3 more (Expand) a Copper becomes a Silver; with $2 (Remodel)
// nothing is worth it.
TEST(EffectLang, AWrittenRemodelUpgradesVictoryCardsThenTreasures) {
  const Registry reg = written();
  const Strategy& bm = *find_bot("Big Money");
  const std::vector<double> params = resolve_params(bm);
  const PlayCtx ctx{&bm, params.data()};
  auto pick = [&](const char* card, const Names& hand, int provinces) {
    Scenario sc({card}, 2, Edition::kSecond, 1, reg);
    sc.set(0, Zone::kHand, hand);
    sc.pile("Province", provinces);
    sc.turn(0);
    if (!worth_playing(sc.s, 0, sc.id(card), ctx)) return Names{};
    sc.play(card);
    sc.expect(DecisionKind::kChooseCards);
    return test::names_of(sc, lang_answer(sc, bm));
  };
  EXPECT_EQ(pick("Expand", {"Expand", "Copper", "Silver", "Gold"}, 8), Names({"Copper"}));
  EXPECT_EQ(pick("Expand", {"Expand", "Silver", "Gold"}, 8), Names({"Silver"}));
  EXPECT_EQ(pick("Remodel", {"Remodel", "Copper", "Silver", "Gold"}, 8), Names{});  // not played
  EXPECT_EQ(pick("Expand", {"Expand", "Duchy", "Copper"}, 3), Names({"Duchy"}));
  EXPECT_EQ(pick("Expand", {"Expand", "Estate", "Copper"}, 3), Names({"Estate"}));
  EXPECT_EQ(pick("Remodel", {"Remodel", "Estate", "Copper"}, 3), Names{});  // no $4 Victory card
}

// "Choose one": the trash option is worth the junk it takes (a Curse 40, an Estate while
// Provinces are plenty 25) less 20 for each other card it must trash.
TEST(EffectLang, ChooseOneTrashesTwoJunkCardsButNoGoodOnes) {
  const Registry reg = written();
  const Strategy& bm = *find_bot("Big Money");
  auto steward = [&](const Names& hand) {
    Scenario sc({"Steward"}, 2, Edition::kSecond, 1, reg);
    sc.set(0, Zone::kHand, hand);
    sc.set(0, Zone::kDeck, test::many("Copper", 4));
    sc.turn(0);
    sc.play("Steward");
    sc.expect(DecisionKind::kChooseOption);
    return lang_answer(sc, bm).option;
  };
  EXPECT_EQ(steward({"Steward", "Curse", "Estate", "Silver", "Silver"}), 2);
  EXPECT_NE(steward({"Steward", "Silver", "Silver", "Silver", "Silver"}), 2);
  EXPECT_NE(steward({"Steward", "Curse", "Gold", "Gold", "Gold"}), 2);  // 40 - 20 < a Province
}

// Only a text whose play must trash (from the hand, or a looked card) or plays a card is checked
// before it is played (CardProgram::play_check, found when compiled); the others always are.
TEST(EffectLang, OnlyATextThatMustTrashOrPlaysACardIsCheckedBeforePlay) {
  const Registry reg = written();
  for (const char* name : {"Smithy", "Chapel", "Moneylender", "Steward", "Council Room"}) {
    ASSERT_NE(reg.find(name)->program, nullptr) << name;
    EXPECT_FALSE(reg.find(name)->program->play_check) << name;
  }
  for (const char* name : {"Remodel", "Throne Room", "Lookout"}) {
    ASSERT_NE(reg.find(name)->program, nullptr) << name;
    EXPECT_TRUE(reg.find(name)->program->play_check) << name;
  }
  const Strategy& bm = *find_bot("Big Money");
  const std::vector<double> params = resolve_params(bm);
  const PlayCtx ctx{&bm, params.data()};
  auto worth = [&](const char* card, const Names& hand) {
    Scenario sc({card}, 2, Edition::kSecond, 1, reg);
    sc.set(0, Zone::kHand, hand);
    sc.turn(0);
    return worth_playing(sc.s, 0, sc.id(card), ctx);
  };
  // A Remodel with nothing to remodel is not played; with an Estate it is.
  EXPECT_FALSE(worth("Remodel", {"Remodel", "Copper", "Copper", "Copper", "Copper"}));
  EXPECT_TRUE(worth("Remodel", {"Remodel", "Estate", "Copper", "Copper", "Copper"}));
  EXPECT_TRUE(worth("Steward", {"Steward", "Copper", "Copper", "Copper", "Copper"}));
}

TEST(EffectLang, ANativeVillageMatFillsAndEmpties) {
  const Registry reg = written();
  const CardDef& nv = *reg.find("Native Village");
  ASSERT_EQ(nv.effect, kLanguageEffect);
  EXPECT_TRUE(nv.private_mats & (1 << kNativeVillageMat));  // face down: redealt in lookahead
  Scenario sc({"Native Village"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Native Village", "Native Village", "Native Village"});
  sc.set(0, Zone::kDeck, {"Gold", "Silver", "Copper"});
  sc.turn(0);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  EXPECT_EQ(test::ai_answer(sc).option, 0);  // an empty mat: put
  sc.option(0);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  sc.option(0);
  sc.next();  // the put
  EXPECT_EQ(sc.s.mat_count(0, kNativeVillageMat, kGold), 1);
  EXPECT_EQ(sc.s.mat_count(0, kNativeVillageMat, kSilver), 1);
  EXPECT_EQ(sc.cards(0, Zone::kDeck), Names({"Copper"}));
  EXPECT_EQ(sc.s.actions(), 3);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  // $5 on the mat and none in hand: taking it lifts this turn's buy.
  EXPECT_EQ(lang_answer(sc, *find_bot("Big Money")).option, 1);
  sc.option(1);
  to_buy_phase(sc);
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold", "Silver"}));
  EXPECT_EQ(sc.s.mat_size(0, kNativeVillageMat), 0);
}

TEST(EffectLang, TheNativeVillageAiTakesABigMatWithoutALift) {
  const Registry reg = written();
  Scenario sc({"Native Village"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Native Village", "Gold", "Gold", "Silver"});  // $8: nothing lifts
  sc.set(0, Zone::kDeck, {"Copper"});
  sc.set(0, Zone::kDiscard, {"Estate", "Estate", "Copper"});
  for (CardId c : {kEstate, kEstate}) sc.s.to_mat(0, kNativeVillageMat, c, Zone::kDiscard);
  sc.turn(0);
  sc.play("Native Village");
  sc.expect(DecisionKind::kChooseOption);
  const Strategy& bm = *find_bot("Big Money");
  EXPECT_EQ(lang_answer(sc, bm).option, 0);  // 2 cards: below lang.mat_take_size (3)
  sc.s.to_mat(0, kNativeVillageMat, kCopper, Zone::kDiscard);
  EXPECT_EQ(lang_answer(sc, bm).option, 1);  // 3 cards
  Strategy st = bm;
  st.params["lang.native_village.mat_take_size"] = 4;  // this card's own value
  EXPECT_EQ(lang_answer(sc, st).option, 0);
  st.params["lang.mat_take_size"] = 2;  // the shared value does not override the card's own
  EXPECT_EQ(lang_answer(sc, st).option, 0);
  st.params.erase("lang.native_village.mat_take_size");
  st.params["lang.island.mat_take_size"] = 9;  // another card's
  EXPECT_EQ(lang_answer(sc, st).option, 1);
  st.params["lang.mat_take_size"] = 4;  // the shared value, for every card without its own
  EXPECT_EQ(lang_answer(sc, st).option, 0);
}

TEST(EffectLang, IslandPutsItselfAndACardOnItsMatOnceUnderThroneRoom) {
  const Registry reg = written();
  ASSERT_EQ(reg.find("Island")->effect, kLanguageEffect);
  Scenario sc({"Island", "Throne Room"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Throne Room", "Island", "Estate", "Copper", "Gold"});
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Island"});
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kMat);
  EXPECT_EQ(test::names_of(sc, test::ai_answer(sc)), Names({"Estate"}));  // the least worth
  sc.choose({"Estate"});
  sc.expect(DecisionKind::kChooseCards);  // the replay: Island is on the mat already
  sc.choose({"Copper"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.mat_count(0, kIslandMat, sc.id("Island")), 1);
  EXPECT_EQ(sc.s.mat_count(0, kIslandMat, kEstate), 1);
  EXPECT_EQ(sc.s.mat_count(0, kIslandMat, kCopper), 1);
  EXPECT_EQ(sc.cards(0, Zone::kPlay), Names({"Throne Room"}));
  EXPECT_EQ(sc.cards(0, Zone::kHand), Names({"Gold"}));
}

const char* const kSetAsideCards = R"(
[card.Homing]
cost = 3
types = ["Action"]
effect = [ {coins = 2}, {set_aside = {this = true, until = "next_turn"}} ]

[card.Boomerang]
cost = 3
types = ["Action"]
effect = [ {coins = 1}, {set_aside = {this = true, until = "end_of_turn"}} ]

[card.Keeper]
cost = 3
types = ["Action"]
effect = [ {draw = 1}, {actions = 1}, {set_aside = {up_to = 1, until = "end_of_turn"}} ]
)";

TEST(EffectLang, SetAsideThisUntilTheNextTurnOnceUnderThroneRoom) {
  const Registry reg = written(kSetAsideCards);
  Scenario sc({"Homing", "Throne Room"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Throne Room", "Homing"});
  sc.set(0, Zone::kDeck, test::many("Copper", 12));
  sc.turn(0);
  sc.play("Throne Room");
  sc.expect(DecisionKind::kChooseCards);
  sc.choose({"Homing"});
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.coins(), 4);  // both plays' +$2
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Homing"), 0);
  EXPECT_EQ(sc.s.mat_size(0, kSetAsideMat), 1);  // set aside once
  to_next_turn(sc);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Homing"), 1);  // back at the start of the turn
  EXPECT_EQ(sc.s.player(0).hand.size(), 6);
  EXPECT_EQ(sc.s.mat_size(0, kSetAsideMat), 0);
  // Not a Duration: nothing stayed in play for it.
  EXPECT_EQ(sc.count(0, Zone::kPlay, "Throne Room"), 0);
}

TEST(EffectLang, SetAsideUntilTheEndOfTheTurnJoinsTheNextHand) {
  const Registry reg = written(kSetAsideCards);
  Scenario sc({"Boomerang", "Keeper"}, 2, Edition::kSecond, 1, reg);
  sc.set(0, Zone::kHand, {"Keeper", "Boomerang", "Estate", "Copper"});
  sc.set(0, Zone::kDeck, test::many("Copper", 12));
  sc.turn(0);
  sc.play("Keeper");
  const Decision& d = sc.expect(DecisionKind::kChooseCards);
  EXPECT_EQ(d.reason, Reason::kMat);
  EXPECT_EQ(d.min, 0);
  // A Copper this turn's buy does not need ($2 buys what $1 buys), not the Estate (it would come
  // back into the next hand).
  EXPECT_EQ(test::names_of(sc, test::ai_answer(sc)), Names({"Copper"}));
  sc.choose({"Copper"});
  sc.play("Boomerang");
  to_buy_phase(sc);
  EXPECT_EQ(sc.s.coins(), 1);
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat), 1);
  EXPECT_EQ(sc.s.mat_size(0, kSetAsideMat), 1);
  sc.answer(Choice::none());  // no Treasures, then no buy
  while (sc.next().player == 0 && sc.s.current() == 0) sc.answer(Choice::none());
  // After the Clean-up drew 5 (Coppers): both back into the hand.
  EXPECT_EQ(sc.s.player(0).hand.size(), 7);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Copper"), 6);
  EXPECT_EQ(sc.count(0, Zone::kHand, "Boomerang"), 1);
  EXPECT_EQ(sc.s.mat_size(0, kHavenMat) + sc.s.mat_size(0, kSetAsideMat), 0);
}

TEST(EffectLang, ErrorsOfMatsAndSetAside) {
  const std::string head = "[card.X]\ncost = 3\ntypes = [\"Action\"]\n";
  EXPECT_EQ(error_of(head + "effect = [ {to_mat = {top = 1}} ]"),
            "t.toml:4: \"to_mat\" needs the card's mat: add mat = \"native_village\" (face down, "
            "its owner may look) or mat = \"island\" (face up) to [card.\"X\"]");
  EXPECT_EQ(error_of(head + "mat = \"native_vilage\"\neffect = [ {from_mat = \"hand\"} ]"),
            "t.toml:4: unknown mat \"native_vilage\" (did you mean \"native_village\"?)");
  EXPECT_EQ(error_of(head + "mat = \"island\"\neffect = [ {draw = 1} ]"),
            "t.toml:4: \"mat\" is for the card's {to_mat = ...} and {from_mat = ...} steps: no "
            "step uses it");
  EXPECT_EQ(error_of(head + "mat = \"island\"\neffect = [ {to_mat = \"tihs\"} ]"),
            "t.toml:5: \"to_mat\" takes \"this\" or a table like {exactly = 1} (cards from the "
            "hand) or {top = 1} (the top card of the deck), not \"tihs\"");
  EXPECT_EQ(error_of(head + "mat = \"island\"\neffect = [ {to_mat = {top = 1, exactly = 1}} ]"),
            "t.toml:5: \"exactly\" is for cards from the hand, not with \"top\"");
  EXPECT_EQ(error_of(head + "mat = \"island\"\neffect = [ {from_mat = \"hnd\"} ]"),
            "t.toml:5: unknown zone \"hnd\" (did you mean \"hand\"?)");
  EXPECT_EQ(error_of(head + "effect = [ {set_aside = {this = true, until = \"end_of_trun\"}} ]"),
            "t.toml:4: unknown \"until\" \"end_of_trun\" (did you mean \"end_of_turn\"?)");
  EXPECT_EQ(error_of(head + "effect = [ {set_aside = {this = true, exactly = 1, until = "
                            "\"next_turn\"}} ]"),
            "t.toml:4: \"exactly\" is for cards from the hand, not with \"this\"");
  EXPECT_EQ(error_of(head + "effect = [ {set_aside = {this = true}} ]"),
            "t.toml:4: \"set_aside\" needs \"until\": when the cards come back into the hand "
            "(\"next_turn\": at the start of your next turn; \"end_of_turn\": after this turn's "
            "Clean-up)");
  EXPECT_EQ(error_of(head + "on_gain = [ {set_aside = {this = true, until = \"next_turn\"}} ]"),
            "t.toml:4: \"set_aside\" is only in \"effect\", not in \"on_gain\"");
}

TEST(EffectLang, EachWrittenCardHasItsOwnPlayParameters) {
  const Registry reg = written();
  const CardDef* chapel = reg.find("Chapel", Edition::kSecond);
  const CardDef* steward = reg.find("Steward");
  ASSERT_EQ(chapel->effect, kLanguageEffect);
  ASSERT_EQ(steward->effect, kLanguageEffect);
  // Training mutates each written card's own copy of every lang.* parameter, not the shared one.
  const MutationSpace space = mutation_space(reg.config({chapel, steward}, 2));
  std::set<std::string> names;
  for (const PlayParam* p : space.params) names.insert(p->name);
  EXPECT_TRUE(names.count("lang.chapel.keep_money"));
  EXPECT_TRUE(names.count("lang.steward.keep_money"));
  EXPECT_FALSE(names.count("lang.keep_money"));
  EXPECT_TRUE(param_of("lang.chapel.keep_money", *chapel));
  EXPECT_FALSE(param_of("lang.chapel.keep_money", *steward));
  const PlayParam* own = find_play_param("LANG.Chapel.keep_money");
  ASSERT_NE(own, nullptr);
  EXPECT_EQ(own->name, "lang.chapel.keep_money");
  EXPECT_EQ(play_params()[own->shared].name, "lang.keep_money");
  EXPECT_EQ(own->lo, play_params()[own->shared].lo);
  EXPECT_EQ(find_play_param("lang.chapel.no_such_thing"), nullptr);
  EXPECT_EQ(find_play_param("chapel.chapel.keep_money"), nullptr);  // only lang.* have copies
  EXPECT_EQ(param_slug("Harbor Witch"), "harbor_witch");
  // A strategy's text sets them; resolve_params appends them after the registered ones.
  const Strategy st = parse_strategy(
      "strategy \"Two written\"\n  buy Chapel\n  param lang.chapel.keep_money = 3\n"
      "  param lang.steward.keep_money = 9\n  param lang.keep_money = 5\nend\n",
      "t.strategy", reg);
  EXPECT_EQ(st.params.at("lang.chapel.keep_money"), 3);
  const std::vector<double> v = resolve_params(st);
  ASSERT_EQ(v.size(), play_params().size() + 1 + 2 * 3);
  EXPECT_EQ(v[play_params().size()], 2);
  EXPECT_EQ(v[own->shared], 5);  // the shared value stays for the other written cards
  try {
    parse_strategy("strategy \"x\"\n  param lang.chapel.keep_mony = 3\nend\n", "t.strategy", reg);
    ADD_FAILURE() << "no error";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("did you mean"), std::string::npos) << e.what();
  }
  try {
    parse_strategy("strategy \"x\"\n  param lang.chapel.keep_money = 99\nend\n", "t.strategy", reg);
    ADD_FAILURE() << "no error";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("expected a value from 0 to 15"), std::string::npos)
        << e.what();
  }
}

TEST(EffectLang, CardsJsonSaysWhichWrittenCardsHaveAnEffect) {
  const test::CliRun r = test::cli({"--cards", kWrittenFile, "cards", "--set", "base", "--json"});
  Registry::reset_program();  // the in-process run's cards stay otherwise (cards-agree below)
  ASSERT_EQ(r.code, 0) << r.err;
  std::map<std::string, nlohmann::json> by_name;
  for (const nlohmann::json& c : nlohmann::json::parse(r.out)) by_name[c["name"]] = c;
  // Vanilla written cards: their steps are all the vanilla row.
  for (const char* vanilla : {"Smithy", "Village", "Festival", "Laboratory", "Market"}) {
    EXPECT_EQ(by_name.at(vanilla)["effect"], false) << vanilla;
    EXPECT_EQ(by_name.at(vanilla)["text"], nlohmann::json::array()) << vanilla;
  }
  EXPECT_EQ(by_name.at("Smithy")["cards"], 3);
  EXPECT_EQ(by_name.at("Witch")["effect"], true);
  EXPECT_EQ(by_name.at("Witch")["text"], nlohmann::json({"effect"}));
  EXPECT_EQ(by_name.at("Moat")["text"], nlohmann::json({"when_attacked"}));
  EXPECT_EQ(by_name.at("Gardens")["text"], nlohmann::json({"end_vp"}));
  EXPECT_EQ(by_name.at("Chapel")["effect"], true);
  // The cards of the set not written in the language: their C++ effects.
  for (const auto& [name, c] : by_name)
    if (!c.contains("text")) {
      EXPECT_TRUE(c["effect"]) << name;  // the C++ ones
    }
}

TEST(EffectLang, AWrittenSmithyPlaysTheOriginalsGames) {
  // The same menu, seeds and games: a Smithy written in the language gives identical results.
  // Witch (an Attack) and Wharf (a Duration) run the interpreter; their games are the same too.
  const test::CliRun r = test::cli({"cards-agree", kWrittenFile, "--only",
                                    "Smithy,Village,Witch,Wharf,Highway,Lookout,Haven,Sentry",
                                    "--games", "200", "--threads", "2"});
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("8 of 8 agree"), std::string::npos) << r.out;
  // Highway (while in play), Lookout (look) and Haven (set aside) play the originals' games too;
  // the written Sentry agrees within the intervals (its discard rule is the language's).
  for (const char* card : {"Smithy", "Village", "Witch", "Wharf", "Highway", "Lookout", "Haven"}) {
    const size_t at = r.out.find(std::string("\n") + card);
    ASSERT_NE(at, std::string::npos) << card;
    EXPECT_NE(r.out.substr(at, r.out.find('\n', at + 1) - at).find("identical games"),
              std::string::npos)
        << r.out;
  }
  EXPECT_NE(r.out.find("Smithy"), std::string::npos);
  EXPECT_NE(r.out.find("agree (identical games)"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace kl

// What `kingdomlab design` reads from a finished run and says about the card (tools/cmd_design.cpp,
// docs/design.md), apart from the command so that tests can check it on a run they build.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "sim/card_def.h"

namespace kl {

// A top-three final leader "buys" the card when its own buy rules chose it (bought it, or
// picked it for a gain) in at least this share of its games.
inline constexpr double kDesignBoughtShare = 0.1;
inline constexpr int kDesignTopLeaders = 3;

// One kingdom's row from its run.json: whether a top leader's rules chose `card` (a gain a card
// fell back to when the rules picked nothing does not count), the leader, its menu, the share
// of its games, copies chosen per game and the turn of the first. Counts come from the leaders'
// diagnostic games; runs written before those counted choices fall back to the rating games'
// `bought` (which counts fallback gains too). Throws std::exception on data that lacks them.
nlohmann::json analyse_design_run(const nlohmann::json& run, const std::string& card);

// The one-line verdict for a headline ({"lo", "hi"}: the 95% interval of the share of kingdoms
// where the card was bought): which band the interval lies in, "not clear yet" when it spans 50%.
std::string design_verdict(const nlohmann::json& headline);

// The card's text: "Witch — Action-Attack, $5: +2 Cards. Each other player gains a Curse." (the
// published text, cards/card_list.tsv) while it plays as printed, at whatever cost; a card a card
// file changed or made is described by what it plays: "Smithy — Action, $4: +4 Cards.",
// "Hex — Action-Attack, $4: +1 Card, then the effect of Witch.".
std::string design_card_text(const CardDef& c);

}  // namespace kl

// Instrumented games: how a strategy's games go, turn by turn (for reports). Slower than the
// rating games, which never pay for this; a training run measures only its final leaders.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "evolution/strategy/strategy.h"
#include "sim/state.h"

namespace kl {

// The $ amounts whose chance per turn diagnostics measure: $5, $6 (Gold) and $8 (Province).
inline constexpr int kCoinMarks[3] = {5, 6, 8};

struct Diagnostics {
  int64_t games = 0;
  double average_turns = 0;  // the subject's own turns per game
  double vp_tokens = 0;      // the subject's VP tokens at game end, per game
  // Shares of games by how they ended: provinces, colonies, piles, turn cap.
  double provinces = 0, colonies = 0, piles = 0, turn_cap = 0;
  std::vector<double> seat_win_rate;   // wins alone when moving first, second, ...
  std::vector<double> vp_per_turn;     // average VP after each own turn (index 0 = turn 1)
  std::vector<double> money_per_turn;  // average $ available at the first buy of each own turn
  std::map<std::string, double> first_buy_turn;  // average own turn of the first gain, by card
  std::map<std::string, double> gains_per_game;  // average gains per game, by card
  // The same for the cards the subject's buy rules chose (bought, or picked for a gain), not
  // those an opponent's attack or a card's fallback gave it: what it builds by choice.
  std::map<std::string, double> first_chosen_turn, chosen_per_game;
  std::map<std::string, double> chosen_games;  // share of games in which the rules chose it
  // Share of games by the subject's own turns (index 0 = games of 1 turn), to the longest game.
  std::vector<double> game_length;
  // Per own turn (as money_per_turn): the share of the games still going where the $ available
  // at the turn's first buy reached 5, 6 and 8 (index 0, 1, 2 = kCoinMarks).
  std::vector<double> coins_at_least[3];
  // Per card and own turn (as vp_per_turn): copies gained on that turn, per game.
  std::map<std::string, std::vector<double>> gains_by_turn;
  // The opening: per split of the first two turns' $ ("5/2", "4/3"), the share of games with it,
  // and what the subject gained on those turns, the richer turn first ("Witch / Silver";
  // "nothing" for a turn without a gain), the most frequent first, with their shares within
  // the split (at most 4).
  struct Opening {
    std::string split;
    double share = 0;
    std::vector<std::pair<std::string, double>> buys;
    bool operator==(const Opening&) const = default;
  };
  std::vector<Opening> openings;  // most games first
  // Per buy rule of the subject (its index in Strategy::rules): the share of games in which the
  // rule chose a buy or a gain at least once (a gain the rules did not choose, a card's
  // fallback, counts for none).
  std::vector<double> rule_games;
  bool operator==(const Diagnostics&) const = default;
};

// Plays `games` (rounded up to seed groups) game.players-player games of `subject` against the
// opponents in turn (group i against copies of opponents[i % size] in the other seats, the subject
// in each seat once, seeds (seed, i); for 2 players pairs with seats swapped) and measures the
// subject. Curves stop at the last turn that at least 10% of the games reach.
// The result does not depend on `threads` (0 = all cores).
Diagnostics measure_diagnostics(const Strategy& subject,
                                const std::vector<const Strategy*>& opponents,
                                const GameConfig& game, uint64_t seed, int64_t games,
                                int threads = 0);

// Diagnostics as bytes and back (to send them between processes: evolution/arena/jobs.h);
// decode_diagnostics(encode_diagnostics(d)) == d. Throws std::runtime_error on bytes too short.
std::string encode_diagnostics(const Diagnostics& d);
Diagnostics decode_diagnostics(std::string_view bytes);

}  // namespace kl

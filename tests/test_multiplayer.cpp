// Training for 3 to 6 players (docs/multiplayer.md): the N-player score, pairings in fields,
// diagnostics, training runs (determinism, resume, run data) and the command line.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cards/kingdom.h"
#include "evolution/arena/diagnostics.h"
#include "evolution/arena/match.h"
#include "evolution/arena/pairing.h"
#include "evolution/io/run_data.h"
#include "evolution/strategy/bots.h"
#include "evolution/strategy/strategy_text.h"
#include "evolution/train/coevolution.h"
#include "sim/rng.h"
#include "tests/cli_runner.h"
#include "tests/scenario.h"
#include "tests/temp_dir.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using test::cli;

Kingdom three_player_kingdom() { return test::witch_kingdom("Test Witch 3p", 3); }

Strategy menu_strategy(const char* text) { return to_strategy(parse_menu(text), text, false); }

using test::TempDir;

TrainConfig tiny_config(uint64_t seed = 5) {
  TrainConfig c;
  c.kingdom = three_player_kingdom();
  c.game = game_config(c.kingdom, seed);
  c.seed = seed;
  c.params.generations = 3;
  c.params.pool = 7;
  c.params.leaders = 3;
  c.params.test.min_games = 9;
  c.params.test.max_games = 30;
  c.params.final_games = 30;
  c.params.diagnostic_games = 30;
  c.threads = 2;
  return c;
}

// --- the score

TEST(MultiplayerScore, WinShareRescaledSoThatFairIsZero) {
  // 2 players: win, tie, loss.
  EXPECT_EQ(game_score(2, true, 1), 1.0);
  EXPECT_EQ(game_score(2, true, 2), 0.0);
  EXPECT_EQ(game_score(2, false, 1), -1.0);
  // 3 players: share 1, 1/2, 1/3, 0 -> 3/2 (share - 1/3).
  EXPECT_DOUBLE_EQ(game_score(3, true, 1), 1.0);
  EXPECT_DOUBLE_EQ(game_score(3, true, 2), 0.25);
  EXPECT_DOUBLE_EQ(game_score(3, true, 3), 0.0);
  EXPECT_DOUBLE_EQ(game_score(3, false, 1), -0.5);
  EXPECT_DOUBLE_EQ(game_score(3, false, 2), -0.5);
  // 4 players: a 2-way tie is share 1/2 -> 4/3 (1/2 - 1/4) = 1/3; a loss -1/3.
  EXPECT_DOUBLE_EQ(game_score(4, true, 2), 1.0 / 3);
  EXPECT_DOUBLE_EQ(game_score(4, false, 1), -1.0 / 3);
  // One game of each kind in a field balances out: winner + losers = 0.
  EXPECT_DOUBLE_EQ(game_score(5, true, 1) + 4 * game_score(5, false, 1), 0.0);
  // And back.
  EXPECT_DOUBLE_EQ(win_share(0.0, 3), 1.0 / 3);
  EXPECT_DOUBLE_EQ(win_share(1.0, 3), 1.0);
  EXPECT_DOUBLE_EQ(win_share(-0.5, 3), 0.0);
  EXPECT_DOUBLE_EQ(win_share(0.25, 3), 0.5);
}

TEST(MultiplayerScore, LooksComeInWholeGroups) {
  SequentialTest t;
  t.min_games = 20;
  t.max_games = 400;
  const std::vector<int64_t> two = t.looks(), three = t.looks(3);
  EXPECT_EQ(two.front(), 20);
  EXPECT_EQ(two.back(), 400);
  EXPECT_EQ(three.front(), 21);  // 7 groups of 3
  EXPECT_EQ(three.back(), 402);  // 134 groups
  for (int64_t g : three) EXPECT_EQ(g % 3, 0) << g;
  EXPECT_EQ(t.looks(4).front(), 20);
  EXPECT_EQ(t.looks(4).back(), 400);
}

// Simulated N-player fields of synthetic games: in each game A wins alone with probability
// (1 + (N - 1) margin) / N shifted by a seat advantage (+5% in seat 1, -5% in the last seat),
// ties for the win with one other player with probability 5%, and otherwise loses, so that
// group scores (game_score) behave like real ones and the true mean score is `margin`.
struct Simulated {
  double stop_rate = 0, wrong_rate = 0, mean_games = 0;
};
Simulated simulate(const SequentialTest& t, int n, double margin, int runs, uint64_t seed) {
  Rng rng(seed, uint64_t(margin * 1000) + 1);
  const std::vector<int64_t> looks = t.looks(n);
  // A tie (share 1/2) is worth 1/2 of a win: keep the expected share at 1/N + margin (N-1)/N.
  const double tie = 0.05, share = (1 + (n - 1) * margin) / n, win = share - tie / 2;
  Simulated out;
  for (int r = 0; r < runs; ++r) {
    int64_t groups = 0;
    double sum = 0, sq = 0;
    bool stopped = false;
    for (size_t k = 0; k < looks.size() && !stopped; ++k) {
      while (n * groups < looks[k]) {
        double x = 0;
        for (int seat = 0; seat < n; ++seat) {
          const double shift = n == 1 ? 0 : 0.05 - 0.1 * seat / (n - 1);
          const double u = rng.uniform();
          x += u < win + shift         ? game_score(n, true, 1)
               : u < win + shift + tie ? game_score(n, true, 2)
                                       : game_score(n, false, 1);
        }
        x /= n;
        ++groups;
        sum += x;
        sq += x * x;
      }
      if (k + 1 < looks.size() && t.clear(groups, sum, sq)) stopped = true;
    }
    out.mean_games += double(n * groups) / runs;
    if (stopped) {
      out.stop_rate += 1.0 / runs;
      if (margin == 0 || (sum > 0) != (margin > 0)) out.wrong_rate += 1.0 / runs;
    }
  }
  return out;
}

TEST(MultiplayerScore, SequentialTestErrorRatesBySimulation) {
  SequentialTest t;  // the defaults: 20..400 games, alpha 0.05
  const int kRuns = 3000;
  for (int n : {3, 4}) {
    // No difference: stopping early is an error; at most alpha (plus simulation noise).
    const Simulated even = simulate(t, n, 0.0, kRuns, 1);
    EXPECT_LE(even.stop_rate, t.alpha + 3 * std::sqrt(t.alpha / kRuns)) << n;
    EXPECT_GT(even.mean_games, 0.9 * double(t.max_games)) << n;
    // A real difference: stops with the wrong sign at most alpha / 2, and saves games.
    for (double m : {0.1, 0.2, 0.3})
      EXPECT_LE(simulate(t, n, m, kRuns, 2).wrong_rate, t.alpha / 2) << n << " margin " << m;
    EXPECT_LT(simulate(t, n, 0.3, kRuns, 3).mean_games, 0.35 * double(t.max_games)) << n;
  }
  // The test can fail: without the Bonferroni correction the error rate is far above alpha.
  SequentialTest loose = t;
  loose.alpha = 0.05 * double(t.looks(3).size()) * 2;
  EXPECT_GT(simulate(loose, 3, 0.0, kRuns, 5).stop_rate, t.alpha);
}

// The table of docs/multiplayer.md (opt-in: --gtest_also_run_disabled_tests).
TEST(MultiplayerScore, DISABLED_ErrorRateTable) {
  SequentialTest t;
  for (double m : {0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8}) {
    const Simulated s = simulate(t, 3, m, 20000, 7);
    std::printf("| %.2f | %.1f%% | %.2f%% | %.0f |\n", m, 100 * s.stop_rate, 100 * s.wrong_rate,
                s.mean_games);
  }
}

// --- pairings in fields

TEST(MultiplayerPairing, AStrategyThatAlwaysWinsHasShareOne) {
  const GameConfig g = game_config(three_player_kingdom(), 1);
  const Strategy money = menu_strategy("Gold Silver | Duchy≤4 Estate≤2");
  const Strategy copper = menu_strategy("Copper");
  SequentialTest fixed;
  fixed.min_games = fixed.max_games = 60;
  const PairingResult r = play_pairing(money, copper, g, 3, fixed);
  EXPECT_EQ(r.games, 60);
  EXPECT_EQ(r.pairs, 20);
  EXPECT_EQ(r.wins, 60);
  EXPECT_EQ(r.losses + r.ties, 0);
  EXPECT_DOUBLE_EQ(r.margin().mean, 1.0);
  EXPECT_DOUBLE_EQ(win_share(r.margin().mean, 3), 1.0);
  // Seen from the Copper strategy: it loses every game, the lowest score of a 3-player field.
  const PairingResult back = play_pairing(copper, money, g, 3, fixed);
  EXPECT_EQ(back.losses, 60);
  EXPECT_DOUBLE_EQ(back.margin().mean, -0.5);
  // And the sequential test stops such a pairing at its first look (7 groups).
  SequentialTest adaptive;
  adaptive.min_games = 20;
  adaptive.max_games = 400;
  const PairingResult quick = play_pairing(money, copper, g, 3, adaptive);
  EXPECT_TRUE(quick.stopped_early);
  EXPECT_EQ(quick.games, 21);
}

// A pairing plays the same games as run_match with the same seed (group g: State::setup(game,
// seed, g), A in each seat once), so the counts agree. The Chapel bot has play parameters, which
// its players must keep when there are several of them (one per seat).
TEST(MultiplayerPairing, SameGamesAsAMatch) {
  const Strategy* chapel = find_bot("Chapel");
  ASSERT_NE(chapel, nullptr);
  ASSERT_FALSE(chapel->params.empty());
  const Strategy witch = menu_strategy("Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  for (int n : {2, 3, 4}) {
    Kingdom k = three_player_kingdom();
    k.players = n;
    const GameConfig g = game_config(k, 1);
    SequentialTest fixed;
    fixed.min_games = fixed.max_games = 60 * n;
    const PairingResult r = play_pairing(witch, *chapel, g, 21, fixed);
    MatchConfig m;
    m.strategies.push_back(&witch);
    for (int i = 1; i < n; ++i) m.strategies.push_back(chapel);
    m.game = g;
    m.seed = 21;
    m.games = 60 * n;
    m.threads = 1;
    const MatchResult mr = run_match(m);
    ASSERT_EQ(mr.games, r.games) << n;
    EXPECT_EQ(mr.stats[0].wins, r.wins) << n;
    EXPECT_EQ(mr.stats[0].losses, r.losses) << n;
    EXPECT_EQ(mr.stats[0].ties, r.ties) << n;
  }
}

TEST(MultiplayerPairing, AMirrorScoresExactlyTheFairShare) {
  const GameConfig g = game_config(three_player_kingdom(), 1);
  const Strategy witch = menu_strategy("Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  SequentialTest t;
  t.min_games = 21;
  t.max_games = 90;
  // Every seat of a group plays the same game, so the shares of a group sum to one: 1/3 each.
  const PairingResult r = play_pairing(witch, witch, g, 11, t);
  EXPECT_FALSE(r.stopped_early);
  EXPECT_EQ(r.games, 90);
  EXPECT_EQ(r.sum, 0.0);
  EXPECT_EQ(r.margin().mean, 0.0);
  EXPECT_EQ(r.wins + r.losses + r.ties, r.games);
}

TEST(MultiplayerPairing, TiesAreSplitAndTheScoreFollowsTheCounts) {
  const GameConfig g = game_config(three_player_kingdom(), 2);
  const Strategy witch = menu_strategy("Witch×2 Gold Silver | Duchy≤4 Estate≤2");
  const Strategy smithy = menu_strategy("Smithy×2 Gold Silver | Duchy≤4 Estate≤2");
  SequentialTest fixed;
  fixed.min_games = fixed.max_games = 600;
  const PairingResult r = play_pairing(witch, smithy, g, 4, fixed);
  ASSERT_EQ(r.games, 600);
  EXPECT_EQ(r.wins + r.losses + r.ties, r.games);
  ASSERT_GT(r.ties, 0) << "the check below needs ties";
  // A tie gives 1/2 or 1/3 of a win: the mean score lies between those two readings.
  const double n = double(r.games);
  const double low = (3 * (double(r.wins) + double(r.ties) / 3) / n - 1) / 2;
  const double high = (3 * (double(r.wins) + double(r.ties) / 2) / n - 1) / 2;
  EXPECT_GE(r.margin().mean, low - 1e-12);
  EXPECT_LE(r.margin().mean, high + 1e-12);
  // Witch beats Smithy-BM in a 3-player field too.
  EXPECT_GT(r.margin().lo, 0);
  // The B side's choices are its copies' (any of them): Smithy in most games, never Witch.
  State s;
  s.setup(g, 4, 0);
  EXPECT_GE(r.chose[1][s.find("Smithy")], r.games * 9 / 10);
  EXPECT_EQ(r.chose[1][s.find("Witch")], 0);
  // Deterministic, and extend_pairing continues the same series.
  SequentialTest half;
  half.min_games = half.max_games = 300;
  PairingResult part = play_pairing(witch, smithy, g, 4, half);
  extend_pairing(part, witch, smithy, g, 4, 600);
  EXPECT_EQ(part.games, r.games);
  EXPECT_EQ(part.wins, r.wins);
  EXPECT_EQ(part.sum, r.sum);
  EXPECT_EQ(part.sumsq, r.sumsq);
}

TEST(MultiplayerDiagnostics, EverySeatIsMeasured) {
  const GameConfig g = game_config(three_player_kingdom(), 1);
  const Strategy money = menu_strategy("Gold Silver | Duchy≤4 Estate≤2");
  const Strategy copper = menu_strategy("Copper");
  const Diagnostics d = measure_diagnostics(money, {&copper}, g, 9, 40, 2);
  EXPECT_EQ(d.games, 42);  // whole groups of 3
  ASSERT_EQ(d.seat_win_rate.size(), 3u);
  for (double w : d.seat_win_rate) EXPECT_EQ(w, 1.0);  // it wins every game from every seat
  EXPECT_EQ(measure_diagnostics(money, {&copper}, g, 9, 40, 1), d);
}

// --- training

TEST(MultiplayerTraining, SameRunAtAnyThreadCount) {
  TrainConfig one = tiny_config(), two = tiny_config();
  one.threads = 1;
  two.threads = 2;
  const RunState a = train(one), b = train(two);
  ASSERT_EQ(a.chambers.size(), 1u);
  ASSERT_EQ(a.chambers[0].history.size(), 3u);
  EXPECT_EQ(a.chambers, b.chambers);
  EXPECT_EQ(a.games, b.games);
  EXPECT_EQ(test::without_timing(run_json(a)), test::without_timing(run_json(b)));
  // The 2-player run of the same kingdom and seed is another run.
  TrainConfig duo = tiny_config();
  duo.kingdom.players = 2;
  duo.game = game_config(duo.kingdom, duo.seed);
  EXPECT_NE(train(duo).chambers, a.chambers);
}

TEST(MultiplayerTraining, ResumeEndsExactlyLikeAnUninterruptedRun) {
  TempDir full("full"), killed("killed");
  TrainConfig cfg = tiny_config();
  cfg.out_dir = full.str();
  train(cfg);
  TrainConfig dies = cfg;
  dies.out_dir = killed.str();
  dies.stop_after = 1;
  dies.threads = 1;
  train(dies);
  EXPECT_FALSE(read_json(killed.str() + "/run.json")["complete"].get<bool>());
  TrainConfig again = cfg;
  again.out_dir = killed.str();
  again.resume = true;
  train(again);
  EXPECT_EQ(test::without_timing(read_json(killed.str() + "/run.json")),
            test::without_timing(read_json(full.str() + "/run.json")));
  // A checkpoint of the 3-player run does not resume as a 2-player one.
  TrainConfig other = cfg;
  other.kingdom.players = 2;
  other.game = game_config(other.kingdom, other.seed);
  other.resume = true;
  EXPECT_THROW(train(other), std::invalid_argument);
}

TEST(MultiplayerTraining, RunJsonFollowsTheContract) {
  TempDir dir("contract");
  TrainConfig cfg = tiny_config();
  cfg.params.polish.rounds = 0;  // exactly the 3 leaders (a polished one: test_polish.cpp)
  cfg.out_dir = dir.str();
  train(cfg);
  const json j = read_json(dir.str() + "/run.json");
  EXPECT_EQ(j["kingdom"]["players"], 3);
  const json& f = j["final"];
  // The round robin: every ordered pair played (no mirror), each cell with its win share.
  const json& cells = f["tournament"]["cells"];
  ASSERT_EQ(cells.size(), 3u);
  bool asymmetric = false;
  for (size_t r = 0; r < 3; ++r)
    for (size_t c = 0; c < 3; ++c) {
      if (r == c) {
        EXPECT_TRUE(cells[r][c].is_null());
        continue;
      }
      const json& m = cells[r][c];
      EXPECT_EQ(m["games"], 30);
      EXPECT_EQ(m["wins"].get<int>() + m["losses"].get<int>() + m["ties"].get<int>(), 30);
      EXPECT_NEAR(m["share"].get<double>(), (1 + 2 * m["margin"].get<double>()) / 3, 1e-12);
      EXPECT_GE(m["share"].get<double>(), 0);
      EXPECT_LE(m["share"].get<double>(), 1);
      asymmetric |= m["margin"] != -cells[c][r]["margin"].get<double>();
    }
  EXPECT_TRUE(asymmetric) << "a field of 3 is not a mirror";
  // The bots, in fields too; no metagame, and the run says why.
  ASSERT_FALSE(f["bots"].empty());
  for (const json& b : f["bots"]) EXPECT_TRUE(b.contains("share"));
  for (const json& row : f["leaders_vs_bots"]["cells"])
    for (const json& m : row) EXPECT_TRUE(m.contains("share"));
  EXPECT_FALSE(f.contains("metagame"));
  EXPECT_NE(f["metagame_skipped"].get<std::string>().find("3-player"), std::string::npos);
  EXPECT_TRUE(f["bot_matrix"]["cells"].empty());
  // Diagnostics: a win rate for each of the 3 seats.
  for (const auto& [id, d] : j["diagnostics"].items())
    EXPECT_EQ(d["seat_win_rate"].size(), 3u) << id;
  // A 2-player run has neither shares nor the note.
  TempDir duo_dir("duo");
  TrainConfig duo = tiny_config();
  duo.kingdom.players = 2;
  duo.game = game_config(duo.kingdom, duo.seed);
  duo.out_dir = duo_dir.str();
  train(duo);
  const json d = read_json(duo_dir.str() + "/run.json");
  EXPECT_FALSE(d["final"].contains("metagame_skipped"));
  EXPECT_FALSE(d["final"]["bots"][0].contains("share"));
  EXPECT_TRUE(d["final"].contains("metagame"));
}

// --- the command line

TEST(MultiplayerCommands, TrainTakesTwoToSixPlayers) {
  TempDir dir("cli");
  const std::vector<std::string> small = {
      "--generations",      "1",  "--pool",      "4",      "--leaders",     "2",
      "--min-games",        "6",  "--max-games", "12",     "--final-games", "12",
      "--diagnostic-games", "12", "--quiet",     "--json", "--threads",     "2"};
  auto args = [&](std::vector<std::string> head) {
    head.insert(head.end(), small.begin(), small.end());
    return head;
  };
  const test::CliRun r =
      cli(args({"train", "first-game", "--players", "3", "--out", dir.str() + "/p3"}));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(json::parse(r.out)["players"], 3);
  EXPECT_EQ(read_json(dir.str() + "/p3/run.json")["kingdom"]["players"], 3);
  for (const char* bad : {"1", "7"}) {
    const test::CliRun b =
        cli(args({"train", "first-game", "--players", bad, "--out", dir.str() + "/bad"}));
    EXPECT_EQ(b.code, 2) << bad;
    EXPECT_NE(b.err.find("--players"), std::string::npos) << b.err;
  }
  // A kingdom file that says players = 4.
  const std::string file = dir.str() + "/four.toml";
  {
    std::ofstream k(file);
    k << "name = \"Four\"\ncards = [\"Cellar\", \"Market\", \"Merchant\", \"Militia\", \"Mine\", "
         "\"Moat\", \"Remodel\", \"Smithy\", \"Village\", \"Workshop\"]\nplayers = 4\n";
  }
  const test::CliRun four = cli(args({"train", file, "--out", dir.str() + "/p4"}));
  ASSERT_EQ(four.code, 0) << four.err;
  EXPECT_EQ(json::parse(four.out)["players"], 4);
  // design and match refuse what the engine cannot play.
  EXPECT_EQ(cli({"design", "Smithy", "--players", "7"}).code, 2);
  EXPECT_EQ(cli({"match", "Big Money", "Smithy", "--players", "7"}).code, 2);
}

TEST(MultiplayerCommands, MatchFieldReportsTheShare) {
  const test::CliRun r =
      cli({"match", "Gold Silver | Duchy≤4 Estate≤2", "Copper", "Gold Silver | Duchy≤4 Estate≤2",
           "--players", "3", "--field", "--games", "30", "--json", "--threads", "1"});
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["players"], 3);
  ASSERT_EQ(j["field"].size(), 2u);
  // Against Copper-only players it wins everything; against its own copies it gets 1/3 exactly.
  EXPECT_EQ(j["field"][0]["games"], 30);
  EXPECT_EQ(j["field"][0]["wins"], 30);
  EXPECT_DOUBLE_EQ(j["field"][0]["share"]["mean"].get<double>(), 1.0);
  EXPECT_DOUBLE_EQ(j["field"][1]["share"]["mean"].get<double>(), 1.0 / 3);
  EXPECT_EQ(j["field"][1]["score"]["significant"], false);
  EXPECT_EQ(cli({"match", "Big Money", "Smithy", "--field", "--diagnostics", "10"}).code, 2);
}

}  // namespace
}  // namespace kl

// The HTML report: every leader and matrix cell is on the page, significance comes from the data,
// nothing is fetched from outside, bad run data is a clear error, and a big run stays small.
#include <fmt/format.h>
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "reports/html.h"
#include "reports/report.h"
#include "tests/cli_runner.h"
#include "tests/temp_dir.h"

namespace kl {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

fs::path fixture_dir() { return fs::path(KL_SOURCE_DIR) / "tests" / "data" / "run-fixture"; }

json fixture() {
  std::ifstream f(fixture_dir() / "run.json");
  EXPECT_TRUE(f) << "missing fixture " << (fixture_dir() / "run.json");
  return json::parse(f);
}

size_t count(const std::string& s, const std::string& needle) {
  size_t n = 0;
  for (size_t at = s.find(needle); at != std::string::npos; at = s.find(needle, at + 1)) ++n;
  return n;
}

bool has(const std::string& s, const std::string& needle) {
  return s.find(needle) != std::string::npos;
}

// Runs headless Chromium on an HTML file at a window width; the DOM after its scripts ran, or
// nullopt when Chromium fails.
std::optional<std::string> chromium_dom(const fs::path& html, const fs::path& profile, int width) {
  const std::string cmd = fmt::format(
      "timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-quic "
      "--no-first-run --disable-background-networking --disable-component-update --disable-sync "
      "--hide-scrollbars --window-size={},900 --user-data-dir='{}' --dump-dom 'file://{}' "
      "2>/dev/null",
      width, profile.string(), fs::absolute(html).string());
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return std::nullopt;
  std::string dom;
  char buf[65536];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) dom.append(buf, n);
  if (pclose(p) != 0) return std::nullopt;
  return dom;
}

// A fresh directory under the system temp dir, removed afterwards.
using test::TempDir;

// Every <td class="cell ..."> element of the page, as its opening tag.
std::vector<std::string> cell_tags(const std::string& html) {
  std::vector<std::string> out;
  const std::regex re("<td class=\"cell[^>]*>");
  for (auto it = std::sregex_iterator(html.begin(), html.end(), re); it != std::sregex_iterator();
       ++it)
    out.push_back(it->str());
  return out;
}

// The opening tag of the matrix cell whose title starts with `title_start`.
std::string cell_with_title(const std::string& html, const std::string& title_start) {
  for (const std::string& tag : cell_tags(html))
    if (has(tag, "title=\"" + title_start)) return tag;
  return "";
}

// The page makes no request: no absolute or protocol-relative address in src/href, no @import,
// no url() pointing outside.
void expect_self_contained(const std::string& html) {
  EXPECT_FALSE(has(html, "http://")) << "http:// on the page";
  EXPECT_FALSE(has(html, "https://")) << "https:// on the page";
  EXPECT_FALSE(has(html, "@import"));
  EXPECT_FALSE(std::regex_search(html, std::regex("url\\(\\s*['\"]?\\s*(https?:|//)")));
  EXPECT_FALSE(std::regex_search(html, std::regex("(src|href)\\s*=\\s*['\"]?\\s*[a-z]*:?//")))
      << "an external src/href";
  EXPECT_FALSE(std::regex_search(html, std::regex("<(link|iframe|img|object|embed)\\b")))
      << "an element that loads a file";
  EXPECT_FALSE(std::regex_search(html, std::regex("<script[^>]*\\bsrc\\s*=")));
}

// A generated run of `gens` generations and `chambers` chambers, `leaders` leaders each, with
// everything the contract allows filled in; deterministic.
json synthetic_run(int gens, int chambers, int leaders) {
  std::mt19937_64 rng(12345);
  std::uniform_real_distribution<double> u(0, 1);
  const std::vector<std::string> kingdom = {"Cellar", "Market",  "Merchant", "Militia", "Mine",
                                            "Moat",   "Remodel", "Smithy",   "Village", "Workshop"};
  json cards = json::object();
  const std::vector<std::tuple<std::string, int, std::vector<std::string>>> faces = {
      {"Cellar", 2, {"Action"}},   {"Market", 5, {"Action"}},
      {"Merchant", 3, {"Action"}}, {"Militia", 4, {"Action", "Attack"}},
      {"Mine", 5, {"Action"}},     {"Moat", 2, {"Action", "Reaction"}},
      {"Remodel", 4, {"Action"}},  {"Smithy", 4, {"Action"}},
      {"Village", 3, {"Action"}},  {"Workshop", 3, {"Action"}},
      {"Copper", 0, {"Treasure"}}, {"Silver", 3, {"Treasure"}},
      {"Gold", 6, {"Treasure"}},   {"Estate", 2, {"Victory"}},
      {"Duchy", 5, {"Victory"}},   {"Province", 8, {"Victory"}},
      {"Curse", 0, {"Curse"}}};
  for (const auto& [name, cost, types] : faces)
    cards[name] = {{"cost", cost}, {"potion", false}, {"types", types}};

  auto margin_json = [&](double m, int64_t games) {
    const double half = 1.96 / std::sqrt(double(games)) * 0.9;
    const int64_t ties = games / 20, decided = games - ties;
    const int64_t wins = std::llround(double(decided) * (1 + m) / 2);
    return json{{"wins", wins},   {"losses", decided - wins},
                {"ties", ties},   {"games", games},
                {"margin", m},    {"lo", m - half},
                {"hi", m + half}, {"significant", std::fabs(m) > half}};
  };
  auto strength = [](int g) { return 0.6 * (1 - std::exp(-g / 5.0)); };

  json run = {{"version", 1},
              {"program", "kingdomlab 0.1"},
              {"complete", true},
              {"kingdom",
               {{"name", "Synthetic"},
                {"cards", kingdom},
                {"edition", "2nd"},
                {"colony", false},
                {"shelters", false},
                {"opening", "random"},
                {"players", 2}}},
              {"cards", cards},
              {"seed", 1},
              {"params",
               {{"generations", gens},
                {"pool", 100},
                {"leaders", leaders},
                {"chambers", chambers},
                {"threads", 2},
                {"max_games", 400},
                {"min_games", 20}}},
              {"games", 123456789},
              {"seconds", 3600.0},
              {"generations_done", gens}};
  json final_ids = json::array();
  run["chambers"] = json::array();
  for (int c = 0; c < chambers; ++c) {
    json ch = {{"index", c}, {"generations", json::array()}, {"progression", json::array()}};
    for (int g = 1; g <= gens; ++g) {
      json gen = {{"generation", g}, {"games", 40000}, {"leaders", json::array()}};
      for (int l = 0; l < leaders; ++l) {
        json buys = json::array();
        std::string menu;
        const int n = 2 + int(u(rng) * 4);
        for (int k = 0; k < n; ++k) {
          const std::string card = k == n - 1 ? "Silver"
                                   : k == 0   ? "Gold"
                                              : kingdom[size_t(u(rng) * 10)];
          const int count = k == n - 1 || k == 0 ? 99 : 1 + int(u(rng) * 3);
          buys.push_back({{"card", card}, {"count", count}});
          menu += (menu.empty() ? "" : " ") + card + (count < 99 ? fmt::format("×{}", count) : "");
        }
        const int duchy = int(u(rng) * 6), estate = int(u(rng) * 3);
        menu += fmt::format(" | Duchy≤{} Estate≤{}", duchy, estate);
        const std::string id = fmt::format("c{}-g{}-l{}", c, g, l);
        const double rating = 0.3 - 0.12 * l + 0.02 * u(rng);
        gen["leaders"].push_back(
            {{"id", id},
             {"menu", menu},
             {"strategy", fmt::format("strategy \"{}\" menu {}\n", id, menu)},
             {"rating", rating},
             {"lo", rating - 0.06},
             {"hi", rating + 0.06},
             {"games", 2000},
             {"buys", buys},
             {"greening", {{"province", 99}, {"duchy", duchy}, {"estate", estate}}},
             {"params", json::object()}});
        if (g == gens) final_ids.push_back(id);
      }
      ch["generations"].push_back(gen);
      if (g >= 2) {
        json vs = json::array();
        for (int e = 1; e < g; ++e) {
          json m = margin_json(strength(g) - strength(e) + 0.06 * (u(rng) - 0.5), 400);
          vs.push_back({{"generation", e},
                        {"margin", m["margin"]},
                        {"lo", m["lo"]},
                        {"hi", m["hi"]},
                        {"games", 400}});
        }
        ch["progression"].push_back({{"generation", g}, {"vs", vs}});
      }
    }
    run["chambers"].push_back(ch);
  }
  const size_t n = final_ids.size();
  std::vector<std::vector<double>> m(n, std::vector<double>(n, 0));
  for (size_t i = 0; i < n; ++i)
    for (size_t j = i + 1; j < n; ++j) m[i][j] = 0.5 * (u(rng) - 0.5), m[j][i] = -m[i][j];
  json cells = json::array();
  for (size_t i = 0; i < n; ++i) {
    json row = json::array();
    for (size_t j = 0; j < n; ++j) row.push_back(i == j ? json() : margin_json(m[i][j], 400));
    cells.push_back(row);
  }
  const std::vector<std::string> bot_names = {"Big Money", "Big Money Duchy", "Smithy", "Militia",
                                              "Moat",      "Market"};
  json bot_cells = json::array();
  for (size_t i = 0; i < n; ++i) {
    json row = json::array();
    for (size_t b = 0; b < bot_names.size(); ++b)
      row.push_back(margin_json(0.6 * u(rng) - 0.1, 400));
    bot_cells.push_back(row);
  }
  json bots = json::array();
  for (size_t b = 0; b < bot_names.size(); ++b) {
    bots.push_back(bot_cells[0][b]);
    bots.back()["bot"] = bot_names[b];
  }
  run["final"] = {{"leaders", final_ids},
                  {"best", final_ids[0]},
                  {"tournament", {{"players", final_ids}, {"cells", cells}}},
                  {"leaders_vs_bots", {{"bots", bot_names}, {"cells", bot_cells}}},
                  {"bots", bots}};
  json diags = json::object();
  for (const auto& id : final_ids) {
    std::vector<double> vp, money;
    for (int t = 1; t <= 24; ++t) {
      vp.push_back(3 + 30 / (1 + std::exp(-(t - 12) / 2.5)));
      money.push_back(3.5 + 3 * (1 - std::exp(-t / 6.0)));
    }
    diags[id.get<std::string>()] = {
        {"games", 2000},
        {"average_turns", 17 + u(rng)},
        {"end_reasons",
         {{"provinces", 0.9}, {"piles", 0.08}, {"colonies", 0.0}, {"turn_cap", 0.02}}},
        {"seat_win_rate", {0.55, 0.47}},
        {"vp_per_turn", vp},
        {"money_per_turn", money},
        {"first_buy_turn", {{"Silver", 1.3}, {"Smithy", 2.2}, {"Gold", 5.0}, {"Province", 9.5}}},
        {"gains_per_game", {{"Silver", 4.0}, {"Smithy", 1.8}, {"Gold", 3.3}, {"Province", 4.2}}}};
    // The per-turn details a current run writes.
    json by_turn = json::object(), marks = json::object();
    for (const char* c : {"Silver", "Smithy", "Gold", "Province"}) {
      std::vector<double> g;
      for (int t = 1; t <= 24; ++t) g.push_back(0.3 * u(rng));
      by_turn[c] = g;
    }
    for (const char* mark : {"5", "6", "8"}) {
      std::vector<double> c;
      for (int t = 1; t <= 24; ++t) c.push_back(u(rng));
      marks[mark] = c;
    }
    std::vector<double> length(30, 0.0);
    for (int t = 12; t < 30; ++t) length[size_t(t)] = 1.0 / 18;
    diags[id.get<std::string>()]["gains_by_turn"] = by_turn;
    diags[id.get<std::string>()]["coins_at_least"] = marks;
    diags[id.get<std::string>()]["game_length"] = length;
  }
  run["diagnostics"] = diags;
  return run;
}

TEST(Report, EveryLeaderAppears) {
  const json run = fixture();
  const std::string html = render_report(run);
  for (const json& id : run["final"]["leaders"]) {
    const std::string s = id.get<std::string>();
    EXPECT_EQ(count(html, "<tr class=\"leader\" data-leader=\"" + s + "\""), 1u) << s;
    EXPECT_EQ(count(html, "<article class=\"diag\" data-leader=\"" + s + "\""), 1u) << s;
  }
  // Every leader of the final generation, in buy-order tiles with its menu and rating.
  for (const json& l : run["chambers"][0]["generations"][2]["leaders"]) {
    EXPECT_TRUE(has(html, fmt::format(">{}</div>", l["menu"].get<std::string>()))) << l["menu"];
  }
  EXPECT_TRUE(has(html, "+19.0%"));
  EXPECT_TRUE(has(html, "[12.0, 26.0]"));
  // The best leader of every generation, in the progression table.
  for (const json& g : run["chambers"][0]["generations"]) {
    const std::string id = g["leaders"][0]["id"];
    EXPECT_TRUE(has(html, "<tr data-leader=\"" + id + "\"") ||
                has(html, "<tr class=\"same\" data-leader=\"" + id + "\""))
        << id;
  }
}

TEST(Report, DiagnosticChartsComeFromTheData) {
  json run = fixture();
  const std::string id = run["final"]["leaders"][0];
  const std::string before = render_report(run);
  EXPECT_FALSE(has(before, "chart mini length"));  // older run data: no such charts, no error
  json& d = run["diagnostics"][id];
  d["game_length"] = {0, 0, 0, 0.25, 0, 0.5, 0.25};
  d["coins_at_least"] = {{"5", {0.08, 0.3, 0.6}}, {"8", {0.0, 0.05, 0.125}}, {"6", {0, 0.1, 0.2}}};
  d["gains_by_turn"] = {{"Gold", {0.0, 0.0, 0.5, 0.25}}};
  const std::string html = render_report(run);
  const size_t at = html.find("<article class=\"diag\" data-leader=\"" + id + "\"");
  ASSERT_NE(at, std::string::npos);
  const std::string a = html.substr(at, html.find("</article>", at) - at);
  // Game length: one bar per length that occurred, with its share.
  EXPECT_EQ(count(html, "chart mini length"), 1u);
  EXPECT_EQ(count(a, "<rect class=\"bar\""), 3u);
  EXPECT_TRUE(has(a, "6 turns: 50.0% of the games")) << a;
  // The chances, in $ order whatever the file's order, as shares without a sign.
  const size_t five = a.find(">$5+<"), six = a.find(">$6+<"), eight = a.find(">$8+<");
  ASSERT_NE(eight, std::string::npos);
  EXPECT_LT(five, six);
  EXPECT_LT(six, eight);
  EXPECT_TRUE(has(a, "turn 3: $8 or more in 12% of the games")) << a;
  EXPECT_TRUE(has(a, ">100%<"));  // chances always on a 0-100% scale, to compare leaders
  EXPECT_FALSE(has(a, ">+100%<"));
  // When Gold is gained: a bar per turn that has gains, the tallest full height.
  EXPECT_TRUE(has(a, "When (turns 1–4)"));
  const size_t spark = a.find("aria-label=\"Gold gained by turn\"");
  ASSERT_NE(spark, std::string::npos);
  const std::string sv = a.substr(spark, a.find("</svg>", spark) - spark);
  EXPECT_EQ(count(sv, "<rect"), 2u);
  EXPECT_TRUE(has(sv, "Gold: 0.50 per game on turn 3"));
  EXPECT_TRUE(has(sv, "height=\"17.0\""));  // 0.5 is the largest: 18 px less the base line
  // A key that is no amount of $ is an error naming it.
  d["coins_at_least"]["five"] = {0.1};
  try {
    render_report(run);
    ADD_FAILURE() << "accepted \"five\"";
  } catch (const std::invalid_argument& e) {
    EXPECT_TRUE(has(e.what(), "coins_at_least")) << e.what();
  }
  // The key is echoed cut and on one line, however long (a fuzzed run.json had 466 bytes with
  // newlines there).
  d["coins_at_least"].erase("five");
  d["coins_at_least"][": $8\n    buys Province" + std::string(3000, 'z')] = {0.1};
  try {
    render_report(run);
    ADD_FAILURE() << "accepted a key of 3,000 letters";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_TRUE(has(what, "the key must be an amount of $")) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    EXPECT_LT(what.size(), 200u) << what;
  }
}

TEST(Report, VpTokensShownOnlyWhenScored) {
  json run = fixture();
  EXPECT_FALSE(has(render_report(run), "VP tokens"));
  const std::string id = run["final"]["leaders"][0].get<std::string>();
  run["diagnostics"][id]["vp_tokens"] = 7.25;
  const std::string html = render_report(run);
  EXPECT_EQ(count(html, "VP tokens"), 1u);
  EXPECT_TRUE(has(html, "VP tokens <b>7.2</b>") || has(html, "VP tokens <b>7.3</b>"));
}

TEST(Report, StrategyTilesReadInBuyOrder) {
  const std::string html = render_report(fixture());
  const size_t row = html.find("data-leader=\"c0-g3-l0\"");
  ASSERT_NE(row, std::string::npos);
  const size_t end = html.find("</tr>", row);
  const std::string r = html.substr(row, end - row);
  // Victory rules first, then the entries: Gold, Militia×1, Smithy×2, Silver.
  std::vector<size_t> at;
  for (const char* c :
       {">Province<", ">Duchy<", ">Estate<", ">Gold<", ">Militia<", ">Smithy<", ">Silver<"})
    at.push_back(r.find(c));
  for (size_t i = 0; i < at.size(); ++i) ASSERT_NE(at[i], std::string::npos) << i;
  EXPECT_TRUE(std::is_sorted(at.begin(), at.end()));
  EXPECT_TRUE(has(r, "<span class=\"badge\">×1</span>"));
  EXPECT_TRUE(has(r, "<span class=\"badge\">×2</span>"));
  EXPECT_TRUE(has(r, "<span class=\"cap\">≤5</span>"));  // Duchy≤5
  EXPECT_TRUE(has(r, "<span class=\"cap\">≤2</span>"));  // Estate≤2
}

TEST(Report, MatrixHasEveryCellWithItsCounts) {
  const json run = fixture();
  const std::string html = render_report(run);
  const size_t n = run["final"]["tournament"]["players"].size();
  const std::vector<std::string> cells = cell_tags(html);
  ASSERT_EQ(cells.size(), n * n - n);
  for (const std::string& c : cells) EXPECT_TRUE(has(c, " title=\"")) << c;
  const std::string ab =
      cell_with_title(html, "A vs B: 210 wins, 170 losses, 20 ties in 400 games");
  ASSERT_FALSE(ab.empty());
  EXPECT_TRUE(has(ab, "class=\"cell pos")) << ab;
  const std::string ba =
      cell_with_title(html, "B vs A: 170 wins, 210 losses, 20 ties in 400 games");
  EXPECT_TRUE(has(ba, "class=\"cell neg")) << ba;
  // The one pairing whose interval includes 0 is grey both ways, and only it.
  EXPECT_TRUE(has(cell_with_title(html, "B vs C: 196 wins"), "class=\"cell ns")) << html;
  EXPECT_TRUE(has(cell_with_title(html, "C vs B: 188 wins"), "class=\"cell ns"));
  EXPECT_EQ(count(html, "<td class=\"cell ns"), 2u);
}

TEST(Report, GreyComesFromTheDataNotAFixedBand) {
  json run = fixture();
  auto& cells = run["final"]["tournament"]["cells"];
  // A tiny margin the writer calls significant is coloured; a big one it does not is grey.
  cells[1][2]["significant"] = true;
  cells[0][2]["significant"] = false;
  std::string html = render_report(run);
  EXPECT_TRUE(has(cell_with_title(html, "B vs C: 196 wins"), "class=\"cell pos"));
  EXPECT_TRUE(has(cell_with_title(html, "A vs C: 250 wins"), "class=\"cell ns"));
  // Without the flag the interval decides.
  for (auto& row : cells)
    for (auto& c : row)
      if (!c.is_null()) c.erase("significant");
  html = render_report(run);
  EXPECT_TRUE(has(cell_with_title(html, "B vs C: 196 wins"), "class=\"cell ns"));
  EXPECT_TRUE(has(cell_with_title(html, "A vs C: 250 wins"), "class=\"cell pos"));
  EXPECT_EQ(count(html, "<td class=\"cell ns"), 2u);
}

TEST(Report, ProgressionChartAndHeatMap) {
  const json run = fixture();
  const std::string html = render_report(run);
  EXPECT_EQ(count(html, "<svg class=\"chart progression\""), 1u);
  const size_t heat = html.find("<svg class=\"chart heat\"");
  ASSERT_NE(heat, std::string::npos);
  const std::string svg = html.substr(heat, html.find("</svg>", heat) - heat);
  EXPECT_EQ(count(svg, "<rect"), 3u);  // 2 vs 1, 3 vs 1, 3 vs 2
  EXPECT_TRUE(has(svg, "<title>generation 3 vs 2: +4.0% [−5.0, 13.0], 400 games, not significant"))
      << svg;
  EXPECT_TRUE(has(html, "generation 3 vs the 2 earlier: +20.0%"));
}

TEST(Report, KingdomTilesAndMarks) {
  const json run = fixture();
  const std::string html = render_report(run);
  const size_t start = html.find("<div class=\"kingdom\" id=\"kingdom\">");
  ASSERT_NE(start, std::string::npos);
  const std::string k = html.substr(start, html.find("<div class=\"marks\">", start) - start);
  EXPECT_EQ(count(k, "<div class=\"card"), 10u);
  for (const json& c : run["kingdom"]["cards"])
    EXPECT_TRUE(has(k, "<span class=\"nm\">" + c.get<std::string>() + "</span>")) << c;
  // Mixed types get split colours: Attack red and Reaction blue next to the Action colour.
  EXPECT_TRUE(has(k, "title=\"Militia · costs $4 · Action–Attack\""));
  EXPECT_TRUE(has(k, "--band:linear-gradient(90deg,#9c8c6e 0% 50%,#c4423a 50% 100%)"));
  EXPECT_TRUE(has(k, "--band:linear-gradient(90deg,#9c8c6e 0% 50%,#2e6db4 50% 100%)"));
  EXPECT_TRUE(has(html, "Platinum &amp; Colony: no"));
  EXPECT_TRUE(has(html, "Shelters: no"));
  EXPECT_TRUE(has(html, "Opening hands: 4/3 or 5/2"));
}

TEST(Report, ExplainsItself) {
  const std::string html = render_report(fixture());
  EXPECT_TRUE(has(html, "left-most card it can afford"));
  EXPECT_TRUE(has(html, "Grey cells are not statistically significant"));
  EXPECT_TRUE(has(html, "<b>Rating</b>"));
  EXPECT_TRUE(has(html, "colour-blind"));
  EXPECT_TRUE(has(html, "@media print"));
  EXPECT_TRUE(has(html, "id=\"bots\""));
  EXPECT_TRUE(has(html, ">Big Money</b>"));
}

TEST(Report, ShowsEveryFinalLeaderAgainstTheBots) {
  const json run = synthetic_run(6, 2, 3);
  const std::string html = render_report(run);
  EXPECT_TRUE(has(html, "Every final leader against the bots"));
  const size_t leaders = run["final"]["leaders"].size(), bots = 6;
  // One cell per leader and bot (the tournament has its own cells, the best's table none).
  const size_t at = html.find("Every final leader against the bots");
  const std::string table = html.substr(at, html.find("</table>", at) - at);
  EXPECT_EQ(count(table, "<td class=\"bcell"), leaders * bots);
  EXPECT_EQ(count(table, "\u2190 best"), 1u);
  // Older runs have no leaders_vs_bots: only the best's table.
  EXPECT_FALSE(has(render_report(fixture()), "Every final leader against the bots"));
}

// The fixture with a metagame section: its leaders (A, B, C) and one bot. `complex` gives a
// cycle A > B > C > A and nobody unbeaten; otherwise A is unbeaten.
json with_metagame(bool complex) {
  json run = fixture();
  const json& ls = run["final"]["leaders"];
  auto row = [](const json& name, double w, double vs, double ver, double worst,
                const std::string& by) {
    return json{{"strategy", name},
                {"weight", w},
                {"vs_mix", {{"mean", vs}, {"lo", vs - 0.02}, {"hi", vs + 0.02}}},
                {"verified", {{"mean", ver}, {"lo", ver - 0.03}, {"hi", ver + 0.03}}},
                {"worst", worst},
                {"worst_against", by}};
  };
  auto edge = [](const json& a, const json& b, double m) {
    return json{{"strategy", a},  {"beats", b},         {"wins", 60},  {"losses", 40},
                {"ties", 0},      {"games", 100},       {"margin", m}, {"lo", m - 0.05},
                {"hi", m + 0.05}, {"significant", true}};
  };
  json mg;
  mg["verdict"] = complex ? "complex" : "simple";
  mg["unbeaten"] = complex ? json::array() : json::array({ls[0]});
  mg["cycle"] = complex ? json::array({edge(ls[0], ls[1], 0.123), edge(ls[1], ls[2], 0.2),
                                       edge(ls[2], ls[0], 0.3)})
                        : json::array();
  mg["verify_games"] = 12345;
  mg["strategies"] = json::array({row(ls[0], complex ? 0.4 : 1.0, 0, 0.01, -0.1, "Big Money"),
                                  row(ls[1], complex ? 0.35 : 0, -0.05, -0.04, -0.2, ls[0]),
                                  row(ls[2], complex ? 0.25 : 0, -0.071, -0.06, -0.3, ls[0]),
                                  row("Big Money", 0, -0.5, -0.5, -0.7, ls[0])});
  run["final"]["metagame"] = mg;
  return run;
}

TEST(Report, MetagameShowsTheMixTheVerdictAndNashRatings) {
  const std::string simple = render_report(with_metagame(false));
  ASSERT_TRUE(has(simple, "<section id=\"metagame\">"));
  EXPECT_TRUE(has(simple, "Simple kingdom"));
  EXPECT_FALSE(has(simple, "Complex kingdom"));
  const size_t at = simple.find("<section id=\"metagame\">");
  const std::string section = simple.substr(at, simple.find("</section>", at) - at);
  EXPECT_EQ(count(section, "<tr"), 5u);  // the header and 4 strategies
  EXPECT_TRUE(has(section, "Big Money"));
  EXPECT_TRUE(has(section, "12,345 games"));
  // Nash averaging beside each final leader's rating: C is rated -7.1% against the mix.
  const size_t board = simple.find("<table class=\"board\">");
  const std::string leaderboard = simple.substr(board, simple.find("</table>", board) - board);
  EXPECT_EQ(count(leaderboard, "vs the mix:"), 3u);
  EXPECT_TRUE(has(leaderboard, "\u22127.1%")) << "C's Nash rating";

  const std::string complex = render_report(with_metagame(true));
  EXPECT_TRUE(has(complex, "Complex kingdom"));
  EXPECT_TRUE(has(complex, "+12.3%"));  // the cycle's first edge, with its margin
  // The verdict is repeated where the progression is shown.
  const size_t prog = complex.find("<section id=\"progression\">");
  ASSERT_NE(prog, std::string::npos);
  EXPECT_TRUE(has(complex.substr(prog, 3000), "Complex kingdom"));
  // Runs from before the metagame render without the section.
  EXPECT_FALSE(has(render_report(fixture()), "<section id=\"metagame\">"));
  // A broken metagame is a clear error.
  json bad = with_metagame(true);
  bad["final"]["metagame"]["verdict"] = "tangled";
  EXPECT_THROW(render_report(bad), std::invalid_argument);
  bad = with_metagame(true);
  bad["final"]["metagame"]["strategies"][1].erase("weight");
  try {
    render_report(bad);
    ADD_FAILURE() << "no error";
  } catch (const std::invalid_argument& e) {
    EXPECT_TRUE(has(e.what(), "final.metagame.strategies[1].weight")) << e.what();
  }
}

TEST(Report, ProgressionMarksAGenerationThatLosesToAnEarlierBest) {
  json run = fixture();
  json& p = run["chambers"][0]["progression"];
  ASSERT_FALSE(p.empty());
  json& v = p.back()["vs"][0];
  v["margin"] = -0.2;
  v["lo"] = -0.25;
  v["hi"] = -0.15;
  const std::string html = render_report(run);
  EXPECT_EQ(count(html, "class=\"cyc\""), 1u);
  v["hi"] = 0.05;  // not significant: no mark
  EXPECT_EQ(count(render_report(run), "class=\"cyc\""), 0u);
}

// Found by fuzzing: a progression entry of generation 1e9 drew a billion columns (the report
// never ended), and a leader name was echoed whole in the error.
TEST(Report, GenerationNumbersAreBoundedAndLeaderNamesCut) {
  const auto error_of = [](const json& run) {
    try {
      render_report(run);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  json run = fixture();
  run["chambers"][0]["progression"].back()["generation"] = 1000000000;
  EXPECT_TRUE(has(error_of(run), "a generation number from 1 to 100000")) << error_of(run);
  run = fixture();
  run["chambers"][0]["progression"].back()["vs"][0]["generation"] = 0;
  EXPECT_TRUE(has(error_of(run), "a generation number from 1 to 100000")) << error_of(run);
  run = fixture();
  run["chambers"][0]["generations"].back()["generation"] = 1;
  EXPECT_TRUE(has(error_of(run), "not after generation")) << error_of(run);
  run = fixture();
  run["final"]["best"] = std::string(5000, 'z');
  const std::string e = error_of(run);
  EXPECT_TRUE(has(e, "which no generation has")) << e;
  EXPECT_LT(e.size(), 300u) << e;
}

TEST(Report, ShowsTheRivals) {
  json run = synthetic_run(4, 1, 2);
  EXPECT_FALSE(has(render_report(run), "<section id=\"rivals\">"));
  const size_t n = run["final"]["leaders"].size();
  json cells = json::array();
  for (size_t i = 0; i < n; ++i) {
    json row = json::array();
    for (int r = 0; r < 2; ++r)
      row.push_back({{"wins", 30 + 10 * r},
                     {"losses", 70 - 10 * r},
                     {"ties", 0},
                     {"games", 100},
                     {"margin", -0.4 + 0.2 * r},
                     {"lo", -0.5 + 0.2 * r},
                     {"hi", -0.3 + 0.2 * r},
                     {"significant", true}});
    cells.push_back(row);
  }
  run["final"]["leaders_vs_rivals"] = {{"rivals", {"prov#0", "prov#1"}}, {"cells", cells}};
  const std::string html = render_report(run);
  const size_t at = html.find("<section id=\"rivals\">");
  ASSERT_NE(at, std::string::npos);
  const std::string section = html.substr(at, html.find("</section>", at) - at);
  EXPECT_TRUE(has(section, "prov#0"));
  EXPECT_TRUE(has(section, "\u221240.0%"));  // the best's margin against prov#0
  EXPECT_EQ(count(section, "<td class=\"bcell"), n * 2);
  run["final"]["leaders_vs_rivals"]["cells"][0].erase(0);
  EXPECT_THROW(render_report(run), std::invalid_argument);
}

TEST(Report, ReadsSeedsOverTheWholeRange) {
  json run = fixture();
  run["seed"] = uint64_t(18446744073709551615ull);  // 2^64 - 1: a valid --seed
  EXPECT_TRUE(has(render_report(run), "18446744073709551615"));
  run["seed"] = -1;
  EXPECT_THROW(render_report(run), std::invalid_argument);
}

TEST(Report, NoExternalReferences) {
  expect_self_contained(render_report(fixture()));
  expect_self_contained(render_report(synthetic_run(6, 2, 3)));
  // The check itself notices an outside address.
  EXPECT_NONFATAL_FAILURE(expect_self_contained("<a href=\"//example.org/\">x</a>"), "external");
}

TEST(Report, EscapesEverythingFromTheData) {
  json run = fixture();
  run["kingdom"]["name"] = "<script>alert(1)</script> & \"Co\"";
  run["kingdom"]["cards"][0] = "Bad<Card>";
  run["cards"]["Bad<Card>"] = {{"cost", 2}, {"types", {"Action"}}};
  run["chambers"][0]["generations"][2]["leaders"][0]["menu"] = "Gold <b>bold</b>";
  run["final"]["bots"][0]["bot"] = "Evil' onmouseover='x";
  const std::string html = render_report(run);
  EXPECT_FALSE(has(html, "<script>alert"));
  EXPECT_FALSE(has(html, "Bad<Card>"));
  EXPECT_FALSE(has(html, "<b>bold</b>"));
  EXPECT_FALSE(has(html, "Evil' onmouseover"));
  EXPECT_TRUE(has(html, "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;"));
  EXPECT_TRUE(has(html, "Bad&lt;Card&gt;"));
  EXPECT_TRUE(has(html, "Gold &lt;b&gt;bold&lt;/b&gt;"));
}

TEST(Report, MalformedRunDataIsAClearError) {
  auto error_of = [](const json& j) -> std::string {
    try {
      render_report(j);
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
    return "(no error)";
  };
  json run = fixture();
  run["kingdom"].erase("cards");
  EXPECT_EQ(error_of(run), "run.json: missing key \"kingdom.cards\"");
  run = fixture();
  run["chambers"][0]["generations"][1]["leaders"][2]["rating"] = "high";
  EXPECT_EQ(error_of(run),
            "run.json: \"chambers[0].generations[1].leaders[2].rating\" should be a number, not a "
            "string");
  run = fixture();
  run["final"]["tournament"]["cells"][1].erase(0);
  EXPECT_TRUE(has(error_of(run), "final.tournament.cells[1]")) << error_of(run);
  run = synthetic_run(4, 1, 2);
  run["final"]["leaders_vs_bots"]["cells"][1].erase(0);
  EXPECT_TRUE(has(error_of(run), "final.leaders_vs_bots.cells[1]")) << error_of(run);
  run = fixture();
  run["final"]["leaders"][1] = "c9-g9-l9";
  EXPECT_TRUE(has(error_of(run), "c9-g9-l9")) << error_of(run);
  run = fixture();
  run["version"] = 2;
  EXPECT_TRUE(has(error_of(run), "version 2")) << error_of(run);
  EXPECT_TRUE(has(error_of(json::array()), "should be an object")) << error_of(json::array());
}

TEST(Report, WriteReportNamesTheFile) {
  TempDir dir;
  try {
    write_report(dir.path.string());
    ADD_FAILURE() << "no error for a missing run.json";
  } catch (const std::invalid_argument& e) {  // bad input: the command exits with code 2
    EXPECT_TRUE(has(e.what(), (dir.path / "run.json").string())) << e.what();
  }
  dir.write("run.json", "{\"version\": 1, \"kingdom\": ");
  try {
    write_report(dir.path.string());
    ADD_FAILURE() << "no error for broken JSON";
  } catch (const std::invalid_argument& e) {
    EXPECT_TRUE(has(e.what(), (dir.path / "run.json").string() + ": not valid JSON")) << e.what();
  }
  json run = fixture();
  run.erase("chambers");
  dir.write("run.json", run.dump());
  try {
    write_report(dir.path.string());
    ADD_FAILURE() << "no error for a missing key";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              (dir.path / "run.json").string() + ": missing key \"chambers\"");
  }
  EXPECT_FALSE(fs::exists(dir.path / "index.html"));
}

TEST(Report, WriteReportIsAtomicAndMatchesRender) {
  TempDir dir;
  const json run = fixture();
  dir.write("run.json", run.dump(2));
  dir.write("index.html", "old");
  write_report(dir.path.string());
  EXPECT_EQ(dir.read("index.html"), render_report(run));
  EXPECT_FALSE(fs::exists(dir.path / "index.html.tmp"));
  EXPECT_EQ(report_path(dir.path.string()), (dir.path / "index.html").string());
}

using test::cli;
using test::CliRun;

TEST(Report, CommandLine) {
  TempDir dir;
  const std::string d = dir.path.string();
  CliRun r = cli({"report", d});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "run.json")) << r.err;
  EXPECT_EQ(count(r.err, "\n"), 1u) << r.err;

  r = cli({"report", d + "/does-not-exist"});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "does-not-exist")) << r.err;
  EXPECT_EQ(count(r.err, "\n"), 1u) << r.err;

  json run = fixture();
  run["kingdom"].erase("cards");
  dir.write("run.json", run.dump());
  r = cli({"report", d});
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(has(r.err, "kingdom.cards")) << r.err;
  EXPECT_EQ(count(r.err, "\n"), 1u) << r.err;

  dir.write("run.json", fixture().dump());
  r = cli({"report", d});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, (dir.path / "index.html").string() + "\n");
  EXPECT_TRUE(fs::exists(dir.path / "index.html"));
  r = cli({"report", d, "--open-path"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("file:///", 0), 0u) << r.out;
  EXPECT_TRUE(has(r.out, "/index.html\n")) << r.out;
}

TEST(Report, RunStillGoing) {
  json run = fixture();
  run["complete"] = false;
  run["generations_done"] = 2;
  run["params"]["generations"] = 30;
  run.erase("final");
  run.erase("diagnostics");
  run["chambers"][0]["generations"].erase(2);
  const std::string html = render_report(run);
  EXPECT_TRUE(has(html, "in progress"));
  EXPECT_TRUE(has(html, "2 of 30"));
  EXPECT_TRUE(has(html, "The final tournament has not been played yet"));
  for (const json& l : run["chambers"][0]["generations"][1]["leaders"])
    EXPECT_TRUE(has(html, "<tr class=\"leader\" data-leader=\"" + l["id"].get<std::string>()));
  EXPECT_TRUE(cell_tags(html).empty());
}

TEST(Report, Synthetic32Generations3ChambersIsSmallAndFast) {
  const json run = synthetic_run(32, 3, 5);
  const auto t0 = std::chrono::steady_clock::now();
  const std::string html = render_report(run);
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  fmt::print("32 generations x 3 chambers: rendered in {:.1f} ms, {:.0f} kB (run data {:.0f} kB)\n",
             ms, double(html.size()) / 1024, double(run.dump().size()) / 1024);
  EXPECT_LT(html.size(), 2u * 1024 * 1024);
  EXPECT_EQ(cell_tags(html).size(), 15u * 14u);
  for (const json& id : run["final"]["leaders"])
    EXPECT_TRUE(has(html, "<tr class=\"leader\" data-leader=\"" + id.get<std::string>() + "\""));
  EXPECT_EQ(count(html, "<svg class=\"chart progression\""), 3u);
  EXPECT_TRUE(has(html, "id=\"chambers\""));  // the cross-chamber section
  EXPECT_TRUE(has(html, ">Chamber 3<"));
  expect_self_contained(html);
}

// Where Chromium is installed: the page loads, its script runs to the end, the DOM is complete.
TEST(Report, LoadsInAHeadlessBrowser) {
  const char* chromium = "/usr/bin/chromium";
  if (!fs::exists(chromium)) GTEST_SKIP() << "no " << chromium;
  TempDir dir;
  dir.write("run.json", fixture().dump());
  write_report(dir.path.string());
  const std::string cmd = fmt::format(
      "timeout 120 {} --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
      "--disable-background-networking --disable-component-update --disable-sync "
      "--user-data-dir='{}' --dump-dom 'file://{}' 2>/dev/null",
      chromium, (dir.path / "profile").string(), fs::absolute(dir.path / "index.html").string());
  FILE* p = popen(cmd.c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string dom;
  char buf[65536];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) dom.append(buf, n);
  const int status = pclose(p);
  ASSERT_EQ(status, 0) << "chromium failed: " << cmd;
  EXPECT_TRUE(has(dom, "<html lang=\"en\" class=\"js\">")) << dom.substr(0, 300);
  EXPECT_TRUE(has(dom, "id=\"leaderboard\""));
  EXPECT_EQ(cell_tags(dom).size(), 6u);
  EXPECT_EQ(count(dom, "<tr class=\"leader\""), 3u);
  EXPECT_TRUE(has(dom, "<svg class=\"chart progression\""));
}

// Measures every tile once laid out: a word drawn on two lines, a word wider than the name's
// box, or a name taller than the tile's content box is a line "BAD ..." in the parent page's
// <pre id="check">, after "view VIEW".
constexpr const char* kTileCheck = R"js(
<script>
(function () {
  var out = [], tiles = 0, words = 0;
  document.querySelectorAll('.card .nm').forEach(function (nm) {
    ++tiles;
    var card = nm.closest('.card'), text = nm.firstChild, name = nm.textContent;
    var box = nm.getBoundingClientRect(), cb = card.getBoundingClientRect();
    var cs = getComputedStyle(card);
    var top = cb.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
    var bottom = cb.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom);
    if (box.top < top - 0.5 || box.bottom > bottom + 0.5)
      out.push('BAD ' + name + ': taller than the tile (' + Math.round(box.height) + ' px)');
    var re = /\S+/g, m;
    while ((m = re.exec(name))) {
      ++words;
      var r = document.createRange();
      r.setStart(text, m.index);
      r.setEnd(text, m.index + m[0].length);
      var lines = {};
      Array.prototype.forEach.call(r.getClientRects(), function (q) {
        if (q.width > 0) lines[Math.round(q.top)] = 1;
      });
      if (Object.keys(lines).length > 1) out.push('BAD ' + name + ': ' + m[0] + ' broken');
      var w = r.getBoundingClientRect();
      if (w.left < box.left - 0.5 || w.right > box.right + 0.5)
        out.push('BAD ' + name + ': ' + m[0] + ' wider than the tile');
    }
  });
  out.push('tiles ' + tiles + ' words ' + words);
  parent.document.getElementById('check').textContent += 'view ' + VIEW + '\n' + out.join('\n') + '\n';
})();
</script>)js";

TEST(Report, TileFitShrinksLongNamesAndWidensOnlyTheLongest) {
  EXPECT_EQ(report::fit_tile_name("Smithy").font_px, 12.5);
  EXPECT_EQ(report::fit_tile_name("Smithy").width_px, 84);
  EXPECT_LT(report::fit_tile_name("Laboratory").font_px, 12.5);
  EXPECT_EQ(report::fit_tile_name("Laboratory").width_px, 84);
  EXPECT_LT(report::fit_tile_name("Philosopher's Stone").font_px,
            report::fit_tile_name("Stone").font_px);
  const report::TileFit huge = report::fit_tile_name("Supercalifragilisticexpialidocious");
  EXPECT_EQ(huge.font_px, 10.5);
  EXPECT_GT(huge.width_px, 200);
  for (const char* n : {"Laboratory", "Bureaucrat", "Chancellor", "Moneylender", "Cartographer"})
    EXPECT_GE(report::fit_tile_name(n).font_px, 10.5) << n;
}

// Every published card name on a tile, at desktop and phone widths and with the print styles:
// names stay whole and inside their tiles (the layout engine decides, not an estimate).
TEST(Report, TileNamesStayWholeInABrowser) {
  if (!fs::exists("/usr/bin/chromium"))
    GTEST_SKIP() << "no /usr/bin/chromium: tile layout unchecked";
  std::vector<std::string> names;
  std::ifstream list(fs::path(KL_SOURCE_DIR) / "cards" / "card_list.tsv");
  for (std::string line; std::getline(list, line);)
    if (!line.empty() && line[0] != '#') {
      const size_t tab = line.find('\t');  // set, name, text
      names.push_back(line.substr(tab + 1, line.find('\t', tab + 1) - tab - 1));
    }
  ASSERT_GT(names.size(), 250u);
  names.push_back("Supercalifragilisticexpialidocious");  // a custom card: a wider tile
  names.push_back("Jack of All Trades Plus");
  const std::string page = render_tile_sheet(names);
  const size_t body_end = page.rfind("</body>");
  ASSERT_NE(body_end, std::string::npos);
  const size_t media = page.find("@media print {");
  ASSERT_NE(media, std::string::npos);
  // One browser start for all views: each is an iframe of its own width (its own viewport, so
  // media queries apply), and the print view has the print styles applied on screen.
  std::string outer = "<!DOCTYPE html><html><body><pre id=\"check\"></pre>";
  struct View {
    const char* name;
    int width;
    bool print;
  };
  const View views[] = {{"desktop", 1280, false}, {"phone", 420, false}, {"print", 700, true}};
  for (const View& v : views) {
    std::string doc = page;
    doc.insert(body_end, fmt::format("<script>var VIEW = '{}';</script>{}", v.name, kTileCheck));
    if (v.print) doc.replace(media, 14, "@media all {   ");
    std::string attr;
    for (char c : doc) attr += c == '&' ? "&amp;" : c == '"' ? "&quot;" : std::string(1, c);
    outer +=
        fmt::format("<iframe style=\"width:{}px;height:900px;border:0\" srcdoc=\"{}\"></iframe>",
                    v.width, attr);
  }
  outer += "</body></html>";
  TempDir dir;
  dir.write("tiles.html", outer);
  const auto dom = chromium_dom(dir.path / "tiles.html", dir.path / "profile", 1400);
  ASSERT_TRUE(dom) << "chromium failed";
  const size_t at = dom->find("<pre id=\"check\">");
  ASSERT_NE(at, std::string::npos) << dom->substr(0, 300);
  const std::string report = dom->substr(at, dom->find("</pre>", at) - at);
  for (const View& v : views) {
    const size_t from = report.find(fmt::format("view {}\n", v.name));
    ASSERT_NE(from, std::string::npos) << v.name << " did not report:\n" << report;
    const std::string part = report.substr(from, report.find("view ", from + 1) - from);
    EXPECT_TRUE(has(part, fmt::format("tiles {} words", names.size()))) << part;
    EXPECT_FALSE(has(part, "BAD ")) << v.name << " (" << v.width << " px):\n" << part;
  }
}

// --- one best, everywhere (issue 42)

std::string file_text(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// A small real training (first-game, 2 generations), recorded in its own database; trained once
// for the tests below (its folder is removed when the test program ends).
struct SmallRun {
  TempDir dir;
  test::CliRun train, best;
  json summary;
};
const SmallRun& small_run() {
  static const std::unique_ptr<SmallRun> r = [] {
    auto run = std::make_unique<SmallRun>();
    const std::string out = (run->dir.path / "run").string();
    const std::string db = (run->dir.path / "strategies.db").string();
    const std::vector<std::string> common = {"first-game", "-g",
                                             "2",          "--pool",
                                             "12",         "--leaders",
                                             "3",          "--min-games",
                                             "10",         "--max-games",
                                             "40",         "--final-games",
                                             "200",        "--diagnostic-games",
                                             "200",        "--polish",
                                             "1",          "-o",
                                             out,          "--db",
                                             db,           "-t",
                                             "2"};
    std::vector<std::string> args = {"train"};
    args.insert(args.end(), common.begin(), common.end());
    run->train = test::cli(args);
    args.push_back("--resume");  // the same run again (only the summary is printed)
    args.push_back("--json");
    args.push_back("--no-db");
    run->summary = json::parse(test::cli(args).out);
    run->best = test::cli({"db", "best", "first-game", "--db", db});
    return run;
  }();
  return *r;
}

TEST(OneBest, EveryOutputNamesTheSameBest) {
  const SmallRun& r = small_run();
  ASSERT_EQ(r.train.code, 0) << r.train.err;
  const std::string best = r.summary.at("best");
  // The summary marks it, and its "How to play" line is its one-line strategy.
  const std::regex marked("\\n  (\\S+) .*<- best\\n");
  std::smatch m;
  ASSERT_TRUE(std::regex_search(r.train.out, m, marked)) << r.train.out;
  EXPECT_EQ(m[1].str(), best);
  std::string line;
  for (const json& l : r.summary.at("leaders"))
    if (l.at("id") == best) line = l.at("line");
  ASSERT_FALSE(line.empty());
  EXPECT_TRUE(has(r.train.out, "How to play: " + line)) << r.train.out;
  EXPECT_EQ(r.summary.at("plan").at("line"), line);
  EXPECT_TRUE(r.summary.at("best_why").at("beaten_by").is_array());
  // db best prints the same line.
  ASSERT_EQ(r.best.code, 0) << r.best.err;
  EXPECT_EQ(r.best.out.substr(0, r.best.out.find('\n')), line);
  // The report: the BEST badge, the plan and the metagame section name it.
  const std::string html = file_text(r.dir.path / "run" / "index.html");
  const size_t badge = html.find("<div class=\"best\"");
  ASSERT_NE(badge, std::string::npos);
  const size_t row = html.rfind("<tr class=\"leader\" data-leader=\"", badge);
  ASSERT_NE(row, std::string::npos);
  EXPECT_EQ(html.substr(row, html.find('>', row) - row),
            "<tr class=\"leader\" data-leader=\"" + best + "\"");
  const size_t plan = html.find("<section id=\"plan\"");
  ASSERT_NE(plan, std::string::npos);
  EXPECT_LT(plan, html.find("<section id=\"leaderboard\""));  // at the top
  EXPECT_TRUE(has(html.substr(plan, 600), "title=\"" + best + "\"")) << html.substr(plan, 600);
  EXPECT_TRUE(has(html, "<code class=\"line\">" + report::esc(line) + "</code>"));
  const size_t meta = html.find("<section id=\"metagame\"");
  ASSERT_NE(meta, std::string::npos);
  EXPECT_TRUE(has(html.substr(meta, 3000),
                  "The best strategy, <span class=\"tag sm\" title=\"" + best + "\""));
}

TEST(OneBest, TheReportStatesThePlanInWords) {
  const SmallRun& r = small_run();
  ASSERT_EQ(r.train.code, 0) << r.train.err;
  const json run = json::parse(file_text(r.dir.path / "run" / "run.json"));
  const std::string html = render_report(run);
  const size_t plan = html.find("<section id=\"plan\"");
  ASSERT_NE(plan, std::string::npos);
  const std::string section = html.substr(plan, html.find("</section>", plan) - plan);
  for (const char* head :
       {"Why this one.", "Opening.", "Building.", "Greening.", "Skipped cards.", "Example games."})
    EXPECT_TRUE(has(section, head)) << head << " missing:\n" << section;
  // The opening comes from the best's own games: the split shares in the run data.
  const std::string best = run["final"]["best"];
  const json& openings = run["diagnostics"][best]["openings"];
  ASSERT_FALSE(openings.empty());
  std::string split = openings[0]["split"];  // "4/3"
  split.insert(split.find('/') + 1, "$");
  EXPECT_TRUE(has(section, fmt::format("With ${} ({:.0f}% of its games): ", split,
                                       100 * openings[0]["share"].get<double>())))
      << section;
  // Each skipped card measured, with the margin the run data has.
  for (const json& c : run["final"]["plan"]["card_costs"])
    EXPECT_TRUE(has(section, report::esc(c["card"].get<std::string>()) +
                                 fmt::format(" {:+.1f}%", 100 * c["margin"]["mean"].get<double>())))
        << c.dump();
  // The example games, linked and shown.
  ASSERT_EQ(run["final"]["plan"]["examples"].size(), 2u);
  EXPECT_TRUE(has(section, "href=\"#game-1\""));
  EXPECT_TRUE(has(html, "<details id=\"game-1\" open>"));
  EXPECT_TRUE(
      has(html, report::esc(run["final"]["plan"]["examples"][1]["result"].get<std::string>())));
}

TEST(OneBest, TilesShowRunningTotalsAndFadeWhatNeverFires) {
  ASSERT_EQ(small_run().train.code, 0) << small_run().train.err;
  json run = json::parse(file_text(small_run().dir.path / "run" / "run.json"));
  // The best's menu made to repeat a card, its second entry firing in 0.5% of its games.
  const std::string best = run["final"]["best"];
  json* leader = nullptr;
  for (json& ch : run["chambers"])
    for (json& l : ch["generations"].back()["leaders"])
      if (l["id"] == best) leader = &l;
  if (run["final"].contains("polish") && run["final"]["polish"]["leader"].is_object() &&
      run["final"]["polish"]["leader"]["id"] == best)
    leader = &run["final"]["polish"]["leader"];
  ASSERT_NE(leader, nullptr);
  (*leader)["buys"] = json::array({{{"card", "Smithy"}, {"count", 2}},
                                   {{"card", "Gold"}, {"count", 99}},
                                   {{"card", "Smithy"}, {"count", 3}},
                                   {{"card", "Silver"}, {"count", 99}}});
  run["diagnostics"][best]["entry_games"] = {0.9, 0.8, 0.005, 1.0};
  const std::string html = render_report(run);
  const size_t plan = html.find("<section id=\"plan\"");
  const std::string section = html.substr(plan, html.find("</section>", plan) - plan);
  EXPECT_TRUE(has(section, "<span class=\"badge\">\u00d72</span>"));
  EXPECT_TRUE(has(section, "<span class=\"badge\">\u00d75</span>")) << "the running total";
  EXPECT_FALSE(has(section, "<span class=\"badge\">\u00d73</span>"));
  EXPECT_EQ(count(section, "class=\"card faded"), 1u);
  EXPECT_TRUE(has(section, "buys it until it owns 5 in all (3 more than the entries before)"));
  EXPECT_TRUE(has(section, "chose a buy or gain in 0.5% of its games"));
}

// The report in a real browser at a desktop and a phone width: no sideways scrolling of the page
// (a wide table may scroll inside its own box) and the plan at the top. Skipped only when
// Chromium cannot start at all.
TEST(OneBest, TheReportFitsA420PixelScreen) {
  const SmallRun& r = small_run();
  ASSERT_EQ(r.train.code, 0) << r.train.err;
  TempDir dir;
  dir.write("probe.html", "<!DOCTYPE html><html><body><p id=\"ok\">ok</p></body></html>");
  const auto probe = fs::exists("/usr/bin/chromium")
                         ? chromium_dom(dir.path / "probe.html", dir.path / "profile", 800)
                         : std::nullopt;
  if (!probe || !has(*probe, "id=\"ok\""))
    GTEST_SKIP() << "chromium cannot start here (/usr/bin/chromium --headless): layout unchecked";
  const std::string page = file_text(r.dir.path / "run" / "index.html");
  const size_t body_end = page.rfind("</body>");
  ASSERT_NE(body_end, std::string::npos);
  // Every element that reaches past the viewport's right edge, unless a box that scrolls or
  // clips holds it.
  const std::string check = R"js(<script>
window.addEventListener('load', function () {
  var root = document.documentElement, out = [];
  out.push('width ' + root.clientWidth + ' scroll ' + root.scrollWidth);
  document.querySelectorAll('body *').forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.width === 0 || r.right <= root.clientWidth + 0.5) return;
    for (var p = e.parentElement; p; p = p.parentElement) {
      var o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll' || o === 'hidden') return;
    }
    out.push('OVER <' + e.tagName.toLowerCase() + ' class="' + e.getAttribute('class') +
             '"> reaches ' + Math.round(r.right) + ' px');
  });
  var plan = document.getElementById('plan');
  out.push(plan && plan.getBoundingClientRect().height > 50 ? 'plan shown' : 'plan missing');
  parent.document.getElementById('check').textContent += 'view ' + VIEW + '\n' +
      out.slice(0, 30).join('\n') + '\n';
});
</script>)js";
  std::string outer = "<!DOCTYPE html><html><body><pre id=\"check\"></pre>";
  for (const int width : {1280, 420}) {
    std::string doc = page;
    doc.insert(body_end, fmt::format("<script>var VIEW = {};</script>", width) + check);
    std::string attr;
    for (char c : doc) attr += c == '&' ? "&amp;" : c == '"' ? "&quot;" : std::string(1, c);
    outer += fmt::format(
        "<iframe style=\"width:{}px;height:900px;border:0\" srcdoc=\"{}\"></iframe>", width, attr);
  }
  outer += "</body></html>";
  dir.write("views.html", outer);
  const auto dom = chromium_dom(dir.path / "views.html", dir.path / "profile", 1400);
  ASSERT_TRUE(dom) << "chromium failed";
  const size_t at = dom->find("<pre id=\"check\">");
  ASSERT_NE(at, std::string::npos);
  const std::string report = dom->substr(at, dom->find("</pre>", at) - at);
  for (const int width : {1280, 420}) {
    const size_t from = report.find(fmt::format("view {}\n", width));
    ASSERT_NE(from, std::string::npos) << width << " did not report:\n" << report;
    const std::string part = report.substr(from, report.find("view ", from + 1) - from);
    EXPECT_TRUE(has(part, fmt::format("width {} scroll {}\n", width, width))) << part;
    EXPECT_FALSE(has(part, "OVER ")) << part;
    EXPECT_TRUE(has(part, "plan shown")) << part;
  }
}

}  // namespace
}  // namespace kl

#include "reports/design_report.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "evolution/io/run_data.h"
#include "reports/html.h"
#include "reports/style.h"

namespace kl {

namespace {

using nlohmann::json;
using report::esc;

std::string fraction_text(const json& h) {
  return fmt::format("{} of {} kingdoms", h.at("bought").get<int64_t>(),
                     h.at("kingdoms").get<int64_t>());
}

std::string headline_html(const json& h, const std::string& label) {
  const double f = h.at("fraction").get<double>();
  return fmt::format(
      "<div><dt>{}</dt><dd><strong>{}</strong> {} <span title=\"95% Wilson interval\">{}</span> "
      "{}</dd></div>",
      esc(label), esc(report::pct(f)), esc(fraction_text(h)),
      esc(report::pct_range(h.at("lo").get<double>(), h.at("hi").get<double>())),
      report::interval_bar(f, h.at("lo").get<double>(), h.at("hi").get<double>(), 0, 1));
}

std::string rows_html(const json& rows, const std::string& prefix) {
  std::string o =
      "<div class=\"scroll\"><table class=\"plain\"><thead><tr><th>Kingdom</th><th>Bought</th>"
      "<th>Top-3 buyers</th><th>Copies chosen / game</th><th>First chosen (turn)</th><th>Best menu "
      "with "
      "the card</th><th>Cards</th></tr></thead><tbody>";
  for (const json& r : rows) {
    const std::string dir = r.at("dir").get<std::string>();
    std::string cards;
    for (const json& c : r.at("cards")) cards += (cards.empty() ? "" : ", ") + c.get<std::string>();
    const bool bought = r.at("bought").get<bool>();
    const report::Fill fill = report::margin_fill(bought ? 0.6 : -0.6);
    o += fmt::format(
        "<tr><td><a href=\"{}{}/index.html\">{}</a></td>"
        "<td style=\"background:{};color:{}\">{}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td>{}</td><td>{}</td></tr>",
        esc(prefix), esc(dir), esc(dir), fill.background, fill.light_ink ? "#fff" : "#111",
        bought ? "yes" : "no", r.at("buyers").get<int>(),
        esc(report::fixed(r.at("copies").get<double>(), 1)),
        r.at("first_turn").is_null() ? "\u2014"
                                     : esc(report::fixed(r.at("first_turn").get<double>(), 1)),
        esc(r.at("menu").get<std::string>()), esc(cards));
  }
  return o + "</tbody></table></div>";
}

std::string render(const json& d) {
  const std::string card = d.at("card").get<std::string>();
  const json& p = d.at("params");
  std::string o =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">";
  o += fmt::format("<title>{} \u2014 kingdomlab design report</title><style>", esc(card));
  o += report::stylesheet();
  o += "</style></head><body><div class=\"page\">";
  o += "<header class=\"top\"><div class=\"eyebrow\">kingdomlab \u00b7 card design report</div>";
  o += fmt::format("<div class=\"title\"><h1>{} (${})</h1></div><dl class=\"facts\">", esc(card),
                   d.at("cost").get<int>());
  o += headline_html(d.at("headline"), "Bought");
  if (d.contains("compare"))
    o += headline_html(d.at("compare").at("headline"),
                       fmt::format("With {} (${})", d.at("compare").at("file").get<std::string>(),
                                   d.at("compare").at("cost").get<int>()));
  auto fact = [&](const std::string& k, const std::string& v) {
    o += "<div><dt>" + esc(k) + "</dt><dd>" + esc(v) + "</dd></div>";
  };
  std::string sets;
  for (const json& s : d.at("sets")) sets += (sets.empty() ? "" : ", ") + s.get<std::string>();
  fact("Sets", sets.empty() ? "all" : sets);
  fact("Kingdoms", std::to_string(p.at("kingdoms").get<int>()));
  fact("Generations", std::to_string(p.at("generations").get<int>()));
  fact("Pool", std::to_string(p.at("pool").get<int>()));
  if (p.value("players", 2) != 2) fact("Players", std::to_string(p.at("players").get<int>()));
  fact("Seed", std::to_string(d.at("seed").get<uint64_t>()));
  if (d.contains("seconds")) fact("Time", report::duration(d.at("seconds").get<double>()));
  o += "</dl>";
  if (d.contains("verdict"))
    o += "<p class=\"lead\" id=\"verdict\"><b>Verdict:</b> " +
         esc(d.at("verdict").get<std::string>()) + "</p>";
  if (d.contains("card_text"))
    o += "<p id=\"card-text\">" + esc(d.at("card_text").get<std::string>()) + "</p>";
  if (d.contains("compare") && d.at("compare").contains("verdict"))
    o += fmt::format("<p class=\"lead\"><b>With {}:</b> {} <span class=\"small\">{}</span></p>",
                     esc(d.at("compare").at("file").get<std::string>()),
                     esc(d.at("compare").at("verdict").get<std::string>()),
                     esc(d.at("compare").value("card_text", std::string())));
  o += "</header>";
  o += fmt::format(
      "<section id=\"method\"><p>A kingdom counts as <em>bought</em> when at least one of its "
      "{} best final strategies chose {} in at least {} of its games: bought it, or picked it "
      "for a gain by its own buy rules (a gain a card falls back to when the rules pick nothing "
      "does not count). Copies and first gain come from the diagnostic games of the best such "
      "strategy (of the best strategy when none buys it), counting only what its rules chose. "
      "The interval is the 95% Wilson interval.</p></section>",
      p.at("top_leaders").get<int>(), esc(card),
      esc(report::pct(p.at("bought_share").get<double>())));
  o +=
      "<section id=\"kingdoms\"><h2>Kingdoms</h2>" + rows_html(d.at("kingdoms"), "") + "</section>";
  if (d.contains("compare")) {
    const json& c = d.at("compare");
    const json& df = c.at("difference");
    o += fmt::format(
        "<section id=\"compare\"><h2>With {}</h2><p>Difference: <strong>{}</strong> points, 95% "
        "interval {} (paired by kingdom); {} kingdom(s) lost the card, {} gained it; McNemar "
        "exact p = {}.</p>",
        esc(c.at("file").get<std::string>()), esc(report::signed_pct(df.at("value").get<double>())),
        esc(report::pct_range(df.at("lo").get<double>(), df.at("hi").get<double>())),
        df.at("lost").get<int64_t>(), df.at("gained").get<int64_t>(),
        esc(fmt::format("{:.3g}", df.at("p").get<double>())));
    o += rows_html(c.at("kingdoms"), "compare/") + "</section>";
  }
  o += "</div></body></html>\n";
  return o;
}

}  // namespace

std::string render_design_report(const json& design) {
  try {
    return render(design);
  } catch (const json::exception& e) {
    throw std::invalid_argument(fmt::format("design.json: {}", json_problem(e)));
  }
}

void write_design_report(const std::string& dir) {
  const std::filesystem::path d(dir);
  report::write_file_atomic(d / "index.html",
                            render_design_report(report::read_json_file(d / "design.json")));
}

}  // namespace kl

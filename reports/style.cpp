// The report's stylesheet and its one small script (optional: the page reads the same without).
#include "reports/style.h"

namespace kl::report {

const char* stylesheet() {
  return R"css(
:root {
  --ink: #1d232b; --soft: #5b6572; --faint: #8a939e; --line: #e3e6ea; --paper: #ffffff;
  --bg: #f6f7f9; --accent: #2166ac; --pos: #2166ac; --neg: #d6600e; --ns: #e9eaec;
  --mono: ui-monospace, "SF Mono", "Cascadia Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace;
}
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0; background: var(--bg); color: var(--ink);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
    "Noto Sans", sans-serif;
}
.page { max-width: 1200px; margin: 0 auto; padding: 28px 32px 48px; }
h1, h2, h3 { line-height: 1.2; margin: 0; }
h1 { font-size: 34px; font-weight: 750; letter-spacing: -0.02em; }
h2 { font-size: 23px; font-weight: 700; letter-spacing: -0.01em; }
h3 { font-size: 16px; font-weight: 650; }
p { margin: 6px 0 0; }
small, .small { font-size: 12.5px; color: var(--soft); }
code, .mono { font-family: var(--mono); font-size: 12.5px; }
a { color: var(--accent); text-decoration: none; }
.eyebrow { text-transform: uppercase; letter-spacing: 0.12em; font-size: 11.5px; font-weight: 650;
  color: var(--faint); }

header.top { background: var(--paper); border: 1px solid var(--line); border-radius: 16px;
  padding: 26px 30px 24px; box-shadow: 0 1px 2px rgba(20, 30, 40, 0.04); }
header.top .title { display: flex; align-items: baseline; gap: 14px; flex-wrap: wrap;
  margin: 4px 0 14px; }
.status { font-size: 12px; font-weight: 650; padding: 3px 10px; border-radius: 99px;
  background: #e4f1e4; color: #2d6a32; }
.status.running { background: #fdf0d8; color: #8a5a00; }
.facts { display: flex; flex-wrap: wrap; gap: 8px 26px; margin: 0; padding: 0; }
.facts div { display: flex; flex-direction: column; }
.facts dt { font-size: 11px; text-transform: uppercase; letter-spacing: 0.08em; color: var(--faint);
  font-weight: 600; }
.facts dd { margin: 0; font-size: 16px; font-weight: 600; font-variant-numeric: tabular-nums; }
.kingdom { display: flex; flex-wrap: wrap; gap: 10px; margin: 20px 0 12px; }
.marks { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.pill { display: inline-block; font-size: 12.5px; padding: 3px 11px; border-radius: 99px;
  border: 1px solid var(--line); background: #fafbfc; color: var(--soft); }
.pill.on { background: #eef4fb; border-color: #c7d9ee; color: #1b4f86; font-weight: 600; }
.typekey { display: flex; flex-wrap: wrap; gap: 6px 16px; margin-top: 12px; font-size: 12.5px;
  color: var(--soft); }
.typekey span { display: inline-flex; align-items: center; gap: 6px; }
.typekey i { width: 22px; height: 9px; border-radius: 3px; display: inline-block; }
nav.toc { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 18px 2px 0; font-size: 13.5px; }

section { background: var(--paper); border: 1px solid var(--line); border-radius: 16px;
  padding: 24px 30px 26px; margin-top: 22px; box-shadow: 0 1px 2px rgba(20, 30, 40, 0.04); }
section > .intro { color: var(--soft); max-width: 860px; margin: 6px 0 16px; }
.note { background: #f4f6f9; border-radius: 10px; padding: 10px 14px; font-size: 13px;
  color: var(--soft); margin-top: 14px; max-width: 900px; }
.note b { color: var(--ink); }
.banner { background: #fff6e0; border: 1px solid #f0d9a0; color: #6b4a00; border-radius: 12px;
  padding: 10px 16px; margin-top: 16px; font-size: 14px; }

/* Card tiles: small physical cards, a coloured band by type, a coin with the cost. A long name
   gets a smaller --fs or a wider --w (fit_tile_name); words never break. */
.card { position: relative; display: inline-flex; flex-direction: column; justify-content: center;
  width: var(--w, 84px); height: 64px; padding: 10px 5px 14px; border-radius: 8px; background: var(--tint);
  border: 1px solid rgba(40, 30, 10, 0.18); box-shadow: 0 1px 2px rgba(40, 30, 10, 0.12);
  text-align: center; flex: none; vertical-align: middle; }
.card .band { position: absolute; left: 0; right: 0; top: 0; height: 8px; background: var(--band);
  border-radius: 7px 7px 0 0; }
.card .nm { font-size: var(--fs, 12.5px); font-weight: 650; line-height: 1.12; color: #2a2418;
  overflow-wrap: normal; word-break: normal; hyphens: manual; }
.card .coin { position: absolute; left: 5px; bottom: 4px; width: 19px; height: 19px;
  border-radius: 50%; background: radial-gradient(circle at 35% 30%, #ffe89a, #e2b33a 60%, #b8871c);
  border: 1px solid #9a7012; color: #3b2a00; font-size: 11px; font-weight: 750; line-height: 17px;
  text-align: center; }
.card .potion { position: absolute; left: 22px; bottom: 4px; width: 13px; height: 17px;
  border-radius: 50% 50% 45% 45%; background: #4f7fd0; color: #fff; font-size: 9px;
  font-weight: 700; line-height: 17px; }
.card .badge { position: absolute; right: -6px; top: -8px; min-width: 24px; padding: 1px 6px;
  border-radius: 99px; background: #26303b; color: #fff; font-size: 11.5px; font-weight: 700;
  line-height: 17px; box-shadow: 0 0 0 2px var(--paper); }
.card .cap { position: absolute; right: 4px; bottom: 4px; font-size: 10.5px; font-weight: 700;
  color: #2d5a2f; background: rgba(255, 255, 255, 0.75); padding: 0 4px; border-radius: 5px; }
.card.unknown { --tint: #eeeeee; --band: #9a9a9a; }
.tiles { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 3px; padding-top: 8px; }
.tiles .then { color: #b4bac2; font-size: 16px; width: 10px; text-align: center; }
.tiles .split { width: 1px; align-self: stretch; background: var(--line); margin: 0 8px; }
.chip { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.chip i { width: 6px; height: 16px; border-radius: 2px; background: var(--band);
  display: inline-block; }
.chip .c { color: var(--faint); font-size: 12px; font-variant-numeric: tabular-nums; }

/* Leaderboard. */
table { border-collapse: collapse; }
table.board { width: 100%; }
.board th { text-align: left; font-size: 11.5px; text-transform: uppercase; letter-spacing: 0.08em;
  color: var(--faint); font-weight: 650; padding: 0 12px 8px 0; border-bottom: 1px solid var(--line); }
.board td { padding: 16px 12px 14px 0; border-bottom: 1px solid var(--line); vertical-align: top; }
.board tr:last-child td { border-bottom: 0; }
.board tr.chamber td { padding: 18px 0 4px; font-weight: 700; color: var(--soft); font-size: 13px;
  text-transform: uppercase; letter-spacing: 0.08em; }
.tag { display: inline-flex; align-items: center; justify-content: center; min-width: 34px;
  height: 34px; padding: 0 6px; border-radius: 10px; background: #26303b; color: #fff;
  font-weight: 750; font-size: 17px; }
.best { margin-top: 6px; font-size: 10.5px; font-weight: 750; text-transform: uppercase;
  letter-spacing: 0.08em; color: #1b4f86; }
.tag.sm { min-width: 24px; height: 24px; font-size: 13px; border-radius: 7px; }
.menu { font-family: var(--mono); font-size: 12px; color: var(--soft); margin-top: 10px;
  overflow-wrap: anywhere; }
.rating { font-size: 20px; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.rating small { display: block; font-weight: 500; }
details { margin-top: 6px; font-size: 12.5px; }
details summary { cursor: pointer; color: var(--accent); }
details pre { font-family: var(--mono); font-size: 12px; background: #f6f7f9; padding: 10px 12px;
  border-radius: 8px; overflow-x: auto; white-space: pre-wrap; }
svg.ibar { display: block; margin-top: 6px; }
.plain svg.ibar { margin-top: 0; }
svg.ibar .track { stroke: #d5d9de; stroke-width: 2; }
svg.ibar .zero { stroke: #8a939e; stroke-width: 1.2; }
svg.ibar .iv.pos { fill: #9cc0e4; } svg.ibar .iv.neg { fill: #f3bb8f; }
svg.ibar .iv.ns { fill: #d3d6da; } svg.ibar .dot { fill: #1d232b; }

/* Tournament matrix. */
.scroll { overflow-x: auto; }
table.matrix { font-variant-numeric: tabular-nums; margin-top: 4px; }
.matrix th { font-weight: 650; font-size: 13px; padding: 4px 6px; color: var(--soft); }
.matrix thead th { text-align: center; vertical-align: bottom; }
.matrix.many td { width: 44px; min-width: 44px; font-size: 12.5px; }
.matrix.many th.row .m { max-width: 150px; }
.matrix th { white-space: nowrap; }
.matrix th.row { text-align: left; white-space: nowrap; }
.matrix th.row .m { font-family: var(--mono); font-weight: 400; font-size: 11px; color: var(--faint);
  display: inline-block; max-width: 290px; overflow: hidden; text-overflow: ellipsis;
  vertical-align: middle; margin-left: 8px; }
.matrix td { width: 54px; min-width: 54px; height: 38px; text-align: center; font-size: 13.5px;
  font-weight: 650; border: 2px solid var(--paper); border-radius: 6px; }
.matrix td.cell { cursor: default; }
.matrix td.cell:hover, .matrix td.ccell:hover, .matrix td.bcell:hover { outline: 2px solid #26303b; outline-offset: -2px; }
.matrix td.ns { background: var(--ns); color: #8b9099; font-weight: 500; }
.matrix td.none { background: repeating-linear-gradient(45deg, #f3f3f3 0 4px, #e8e8e8 4px 8px);
  color: #9a9a9a; }
.matrix td.self { background: #fafafa; color: #c0c4ca; }
.matrix td.avg { font-weight: 750; border-left: 10px solid var(--paper); white-space: nowrap; }
#bots h3 { margin-top: 26px; }
.matrix .cb { border-left: 6px solid var(--paper); }
.matrix tr.rb td, .matrix tr.rb th { border-top: 8px solid var(--paper); }
.matrix th.hl { color: var(--ink); background: #eef1f5; border-radius: 6px; }
.scale { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; margin-top: 14px;
  font-size: 12.5px; color: var(--soft); }
.scale .sw { display: inline-flex; align-items: center; justify-content: center; width: 40px;
  height: 24px; border-radius: 5px; font-size: 11.5px; font-weight: 650; }

table.plain { font-variant-numeric: tabular-nums; }
.plain th { text-align: left; font-size: 11.5px; text-transform: uppercase; letter-spacing: 0.07em;
  color: var(--faint); font-weight: 650; padding: 0 16px 6px 0; border-bottom: 1px solid var(--line); }
.plain td { padding: 7px 16px 7px 0; border-bottom: 1px solid #f0f1f3; vertical-align: middle; }
.plain td.num { text-align: right; }
.plain tr.ns td.m { color: #8b9099; }
.verdict { font-size: 12.5px; color: var(--soft); }
.meta .bar { display: inline-block; height: 9px; border-radius: 4px; background: #0072b2;
  vertical-align: middle; }
.nash { margin-top: 2px; }
.cyc { color: #c4423a; font-weight: 650; cursor: help; }

/* Charts. */
svg.chart { max-width: 100%; height: auto; overflow: visible; }
svg.chart text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
svg.chart .grid { stroke: #eceef1; stroke-width: 1; }
svg.chart .zero { stroke: #9aa2ac; stroke-width: 1.2; }
svg.chart .axis, svg.chart .xtick { stroke: #9aa2ac; stroke-width: 1; }
svg.chart .tick { font-size: 10.5px; fill: #6b7580; }
svg.chart .label { font-size: 11.5px; fill: #4d5661; font-weight: 600; }
svg.chart .legend { font-size: 11.5px; fill: #3d4651; }
svg.chart .band { opacity: 0.16; }
svg.chart .line { fill: none; stroke-width: 2.2; stroke-linejoin: round; stroke-linecap: round; }
svg.chart .line.dashed { stroke-dasharray: 5 4; stroke-width: 1.8; }
svg.chart .whisker { stroke-width: 1.2; opacity: 0.55; }
svg.chart .hit { fill: transparent; }
svg.chart .pt:hover circle:not(.hit) { r: 4.5; }
svg.heat text { font-size: 10px; fill: #6b7580; font-family: system-ui, Arial, sans-serif; }
svg.heat .ns { fill: #e6e7e9; }
svg.heat rect:hover { stroke: #1d232b; stroke-width: 1.5; }
svg.heat .label { font-size: 11.5px; fill: #4d5661; font-weight: 600; }

.prog { display: grid; grid-template-columns: minmax(0, 600px) minmax(0, 1fr); gap: 18px 34px;
  margin-top: 8px; align-items: start; }
.prog + .prog { margin-top: 34px; padding-top: 24px; border-top: 1px solid var(--line); }
.prog h3 { grid-column: 1 / -1; }
.prog figure { margin: 0; }
.prog figcaption { font-size: 12.5px; color: var(--soft); margin: 2px 0 14px; }
table.gens { width: 100%; font-variant-numeric: tabular-nums; font-size: 13px; }
.gens th { white-space: nowrap; text-align: left; font-size: 11px; text-transform: uppercase; letter-spacing: 0.07em;
  color: var(--faint); font-weight: 650; padding: 0 10px 6px 0; border-bottom: 1px solid var(--line); }
.gens td { padding: 4px 10px 4px 0; border-bottom: 1px solid #f1f2f4; vertical-align: top; }
.gens td.g { color: var(--faint); width: 34px; }
.gens td.mn { font-family: var(--mono); font-size: 11.5px; overflow-wrap: anywhere; }
.gens td.num { text-align: right; white-space: nowrap; }
.gens tr.same td.mn { color: #a6adb6; }

/* Diagnostics. */
.diags { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 20px; }
article.diag { border: 1px solid var(--line); border-radius: 12px; padding: 16px 18px 14px; }
article.diag header { display: flex; gap: 12px; align-items: center; }
article.diag header .menu { margin: 0; }
.kv { display: flex; flex-wrap: wrap; gap: 4px 22px; margin: 12px 0 6px; font-size: 13.5px; }
.kv b { font-variant-numeric: tabular-nums; }
.ends { display: flex; height: 14px; border-radius: 7px; overflow: hidden; margin: 8px 0 4px;
  background: #eee; }
.ends span { display: block; height: 100%; }
.endkey { display: flex; flex-wrap: wrap; gap: 2px 14px; font-size: 12px; color: var(--soft); }
.endkey i { display: inline-block; width: 10px; height: 10px; border-radius: 3px; margin-right: 5px;
  vertical-align: -1px; }
.minicharts { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 16px; margin: 12px 0 4px; }
.minicharts svg.chart { width: 100%; }
table.buys { width: 100%; font-size: 13px; font-variant-numeric: tabular-nums; margin-top: 8px; }
.buys th { white-space: nowrap; text-align: left; font-size: 11px; text-transform: uppercase; letter-spacing: 0.07em;
  color: var(--faint); font-weight: 650; padding: 0 10px 4px 0; border-bottom: 1px solid var(--line); }
.buys td { padding: 3px 10px 3px 0; border-bottom: 1px solid #f3f4f6; }
.buys td.num { text-align: right; width: 80px; }
.buys .bar { display: inline-block; height: 9px; border-radius: 4px; background: #9cc0e4;
  vertical-align: 0; margin-right: 8px; }
.buys td.when { width: 1%; white-space: nowrap; padding-right: 0; }
.buys td:nth-child(3) { white-space: nowrap; }
svg.spark { display: block; }
svg.spark .base { stroke: #d5d9de; stroke-width: 1; }
svg.chart .bar:hover { opacity: 0.8; }
footer { margin: 26px 4px 0; font-size: 12.5px; color: var(--faint); }

/* How to play: the plan in words. */
section.plan { border-color: #c7d9ee; }
.plan .lead { font-size: 16px; margin: 8px 0 2px; }
.copy { margin: 12px 0 4px; }
.copy code.line { display: block; margin-top: 4px; padding: 8px 10px; background: #f6f7f9;
  border-radius: 8px; overflow-wrap: anywhere; user-select: all; }
ul.steps { margin: 12px 0 0; padding-left: 20px; max-width: 900px; }
ul.steps li { margin: 6px 0; }
.card.faded { opacity: 0.35; }
pre.log { font-family: var(--mono); font-size: 12px; background: #f6f7f9; padding: 10px 12px;
  border-radius: 8px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 640px;
  overflow-y: auto; }
#games details summary { font-size: 14px; }
table.plain { display: block; max-width: 100%; overflow-x: auto; }

@media (max-width: 900px) {
  .page { padding: 14px; }
  .prog { grid-template-columns: minmax(0, 1fr); }
  .diags { grid-template-columns: minmax(0, 1fr); }
}
/* A phone: sections lose their side padding, the leaderboard's rows stack (rating below the
   strategy), nothing is wider than the screen (wide tables scroll inside their own box). */
@media (max-width: 640px) {
  .page { padding: 8px; }
  header.top, section { padding: 16px 12px 18px; border-radius: 12px; }
  h1 { font-size: 27px; }
  table.board, .board tbody, .board tr, .board td { display: block; width: auto !important; }
  .board thead { display: none; }
  .board tr.leader { display: grid; grid-template-columns: 44px minmax(0, 1fr);
    border-bottom: 1px solid var(--line); padding: 10px 0; }
  .board tr.leader td { border: 0; padding: 0 0 6px; min-width: 0; }
  .board tr.leader td:first-child { grid-row: span 2; }
  .minicharts { grid-template-columns: minmax(0, 1fr); }
  article.diag { padding: 12px 10px; }
  .kv { gap: 4px 14px; }
}
@media print {
  body { background: #fff; font-size: 12px; }
  .page { max-width: none; padding: 0; }
  header.top, section { box-shadow: none; border: 0; border-radius: 0; padding: 8px 0 12px;
    break-inside: auto; }
  section { border-top: 1.5px solid #c9ced4; margin-top: 14px; }
  h2 { break-after: avoid; }
  nav.toc, details { display: none; }
  .prog, .diags { grid-template-columns: minmax(0, 1fr); }
  .prog, article.diag, .board tr, .matrix { break-inside: avoid; }
  .card { box-shadow: none; width: calc(var(--w, 84px) * 0.86); height: 57px;
    padding: 9px 4px 13px; }
  .card .nm { font-size: calc(var(--fs, 12.5px) * 0.86); }
  .tiles .then { width: 8px; }
  a { color: inherit; }
}
)css";
}

const char* script() {
  // Highlights the row and column headers of the hovered matrix cell; the page needs none of it.
  return R"js(
(function () {
  document.querySelectorAll('table.matrix').forEach(function (t) {
    function mark(td, on) {
      if (!td || td.dataset.r === undefined) return;
      var r = t.querySelector('th.row[data-r="' + td.dataset.r + '"]');
      var c = t.querySelector('th.col[data-c="' + td.dataset.c + '"]');
      [r, c].forEach(function (h) { if (h) h.classList.toggle('hl', on); });
    }
    t.addEventListener('mouseover', function (e) { mark(e.target.closest('td'), true); });
    t.addEventListener('mouseout', function (e) { mark(e.target.closest('td'), false); });
  });
  document.documentElement.classList.add('js');
})();
)js";
}

}  // namespace kl::report

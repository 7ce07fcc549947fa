/**
 * Styles of the runtime's shadow roots (one constructed sheet shared by every element). Page-level styles
 * (fonts, colours, the light-DOM text) are in runtime.css; colours come from its custom properties.
 */
export const sheet = new CSSStyleSheet();
sheet.replaceSync(`
:host { display: block; }
[hidden] { display: none !important; }
.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
button, input, select { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--cl-focus); outline-offset: 2px; border-radius: 6px; }

/* lesson layout */
.lesson-header { margin: 0 0 18px; }
.lesson-tools { float: right; margin: 4px 0 8px 12px; }
.print-button { min-height: 44px; padding: 8px 16px; border-radius: 10px; border: 1px solid var(--cl-accent); background: transparent; color: var(--cl-accent-strong); font-weight: 600; cursor: pointer; }
.print-button:hover { background: var(--cl-accent-soft); }
.lesson-title { font-size: clamp(1.55rem, 1.1rem + 2vw, 2.3rem); line-height: 1.15; margin: 0 0 6px; letter-spacing: -0.01em; }
.lesson-meta { margin: 0; color: var(--cl-muted); font-size: .92rem; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; }
.lesson-summary { margin: 8px 0 0; color: var(--cl-muted); font-size: 1.05rem; max-width: 70ch; }
.lesson-main { display: grid; gap: 18px 20px; grid-template-columns: minmax(0, 1fr) minmax(280px, 360px); grid-template-rows: auto 1fr;
  grid-template-areas: "stage panel" "content panel"; align-items: start; }
.lesson-stage { grid-area: stage; min-width: 0; }
.lesson-panel { grid-area: panel; display: flex; flex-direction: column; gap: 14px; min-width: 0; }
.lesson-content { grid-area: content; display: flex; flex-direction: column; gap: 18px; min-width: 0; }
.lesson-main.no-panel { grid-template-columns: minmax(0, 1fr); grid-template-areas: "stage" "content"; }
.lesson-main.no-panel .lesson-panel { display: none; }
.lesson-main.no-stage .lesson-stage { display: none; }
.lesson-main.no-stage:not(.no-panel) { grid-template-areas: "content panel" "content panel"; }
@media (max-width: 860px) {
  .lesson-main, .lesson-main.no-stage:not(.no-panel) { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto; grid-template-areas: "stage" "panel" "content"; }
}
/* scene */
.stage { position: relative; height: min(var(--stage-height, 440px), 72vh); min-height: 220px; border-radius: 14px; overflow: hidden; background: #0b1020; box-shadow: 0 10px 30px rgba(15, 23, 42, .18); }
@media (max-width: 600px) { .stage { height: min(var(--stage-height, 440px), 92vw); } }
/* touch-action of the canvas: scene.js (none while the camera controls take the fingers, the page's own otherwise) */
.canvas-wrap, .canvas-wrap canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
.canvas-wrap canvas:focus-visible { outline-offset: -4px; border-radius: 14px; }
.labels { position: absolute; inset: 0; pointer-events: none; overflow: hidden; }
.label { position: absolute; left: 0; top: 0; padding: 2px 8px; border-radius: 999px; background: rgba(10, 14, 28, .62); font-size: .82rem; font-weight: 600; white-space: nowrap; text-shadow: 0 1px 2px rgba(0,0,0,.6); will-change: transform; }
.label.size-small { font-size: .72rem; }
.label.size-large { font-size: 1rem; }
.caption { position: absolute; left: 12px; right: 12px; bottom: 12px; margin: 0 auto; max-width: 640px; padding: 10px 14px; border-radius: 10px; background: rgba(8, 12, 24, .78); color: #f4f6fb; font-size: .98rem; line-height: 1.4; text-align: center; backdrop-filter: blur(4px); }
.stage-play { position: absolute; top: 10px; left: 10px; width: 44px; height: 44px; border-radius: 50%; border: 1px solid rgba(255,255,255,.35); background: rgba(8, 12, 24, .6); color: #fff; cursor: pointer; font-size: .9rem; }
.stage-play:hover, .stage-tool:hover { background: rgba(8, 12, 24, .85); }
.stage-tools { position: absolute; top: 10px; right: 10px; display: flex; gap: 8px; }
.stage-tool { display: grid; place-items: center; width: 44px; height: 44px; border-radius: 10px; border: 1px solid rgba(255,255,255,.3); background: rgba(8, 12, 24, .6); color: #fff; cursor: pointer; font-size: 1.05rem; line-height: 1; }
.stage-hint { position: absolute; left: 62px; right: 114px; top: 10px; margin: 0; padding: 6px 12px; width: fit-content; max-width: calc(100% - 176px); border-radius: 10px; background: rgba(8, 12, 24, .82); color: #f4f6fb; font-size: .85rem; line-height: 1.35; pointer-events: none; }
.keys-hint { top: 62px; left: 12px; right: 12px; max-width: none; margin: 0 auto; text-align: center; }
.stage:fullscreen { height: 100vh; border-radius: 0; }
.no-webgl { position: absolute; inset: 0; display: flex; flex-direction: column; justify-content: center; gap: 8px; padding: 12px; color: #e8ecf6; text-align: center; }
.no-webgl-line { order: 1; margin: 0; line-height: 1.4; }
.no-webgl .still { flex: 1; min-height: 0; width: 100%; object-fit: contain; }
.description { margin-top: 8px; font-size: .92rem; color: var(--cl-muted); }
.description summary { cursor: pointer; font-weight: 600; }
.description-text { margin: 6px 0 0; line-height: 1.5; }

/* panels and boxes */
.panel, .section, .glossary, .quiz, .chart { background: var(--cl-surface); border: 1px solid var(--cl-border); border-radius: 14px; padding: 14px 16px; }
.section, .glossary, .quiz, .chart { padding: 18px 20px; }
.panel-heading { margin: 0 0 10px; font-size: 1rem; letter-spacing: .02em; }
.box-heading { margin: 0 0 10px; font-size: 1.3rem; }
.stack { display: flex; flex-direction: column; gap: 12px; }
.box-body { line-height: 1.6; }

/* controls */
.control { display: flex; flex-direction: column; gap: 6px; }
.control .row { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
.control label { font-weight: 600; font-size: .95rem; }
.control output { font-variant-numeric: tabular-nums; color: var(--cl-accent-strong); font-weight: 700; white-space: nowrap; }
input[type=range] { width: 100%; accent-color: var(--cl-accent); height: 28px; margin: 0; cursor: pointer; }
.toggle label { display: flex; align-items: center; gap: 10px; cursor: pointer; font-weight: 600; }
.toggle input { position: absolute; opacity: 0; width: 44px; height: 26px; margin: 0; cursor: pointer; }
.switch { flex: none; position: relative; width: 44px; height: 26px; border-radius: 999px; background: var(--cl-track); transition: background .15s; }
.switch::after { content: ""; position: absolute; top: 3px; left: 3px; width: 20px; height: 20px; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.3); transition: transform .15s; }
.toggle input:checked + .switch { background: var(--cl-accent); }
.toggle input:checked + .switch::after { transform: translateX(18px); }
.toggle input:focus-visible + .switch { outline: 3px solid var(--cl-focus); outline-offset: 2px; }
select { width: 100%; padding: 8px 10px; border-radius: 8px; border: 1px solid var(--cl-border-strong); background: var(--cl-bg); }
.play, .check, .nav button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 44px; padding: 8px 16px; border-radius: 10px; border: 1px solid var(--cl-accent); background: var(--cl-accent); color: var(--cl-on-accent, #fff); font-weight: 600; cursor: pointer; }
.play { width: 100%; }
.play:hover, .check:hover, .nav button:hover:not(:disabled) { filter: brightness(1.08); }
.nav button { background: transparent; color: var(--cl-accent-strong); white-space: nowrap; }
.nav button:disabled { opacity: .4; cursor: default; }
.readout { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; padding: 8px 12px; border-radius: 10px; background: var(--cl-accent-soft); }
.readout-label { font-weight: 600; }
.readout-value { white-space: nowrap; font-variant-numeric: tabular-nums; font-weight: 700; font-size: 1.1rem; color: var(--cl-accent-strong); }

/* story */
.story { container-type: inline-size; }
.story .nav { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; gap: 8px; margin-top: 12px; }
.story .count { font-size: .85rem; color: var(--cl-muted); text-align: center; }
/* a narrow panel (a phone, a framed lesson): the step count above, the buttons below it at either side */
@container (max-width: 300px) {
  .story .nav { grid-template-columns: auto auto; justify-content: space-between; }
  .story .count { grid-column: 1 / -1; grid-row: 1; }
}
.dots { display: flex; gap: 6px; flex-wrap: wrap; margin-bottom: 8px; }
/* a dot is a bar drawn inside its button, so that the button can be larger than the bar */
.dot { position: relative; width: 26px; height: 8px; padding: 0; border: none; border-radius: 999px; background: none; cursor: pointer; }
.dot::before { content: ""; position: absolute; inset: 0; border-radius: 999px; background: var(--cl-track); }
.dot[aria-current=step]::before { background: var(--cl-accent); }
.step-title { margin: 0 0 6px; font-size: 1.08rem; }
.step { line-height: 1.55; }

/* glossary and legend */
.term-row { padding: 8px 0; border-top: 1px solid var(--cl-border); }
.term { display: block; font-style: normal; font-weight: 700; color: var(--cl-accent-strong); }
.definition { margin-top: 2px; }
.legend-row { display: flex; align-items: center; gap: 10px; padding: 4px 6px; border-radius: 8px; }
.legend-row[tabindex] { cursor: pointer; }
.legend-row[tabindex]:hover, .legend-row[aria-pressed=true] { background: var(--cl-accent-soft); }
.swatch { flex: none; width: 16px; height: 16px; border-radius: 5px; border: 1px solid rgba(0,0,0,.2); }

/* quiz */
.question { padding: 12px 0 16px; border-top: 1px solid var(--cl-border); }
.prompt { font-weight: 700; margin: 0 0 10px; font-size: 1.05rem; }
.choices { display: flex; flex-direction: column; gap: 8px; }
.choice { display: flex; width: 100%; min-height: 44px; align-items: center; gap: 10px; text-align: start; padding: 10px 12px; border-radius: 10px; border: 1px solid var(--cl-border-strong); background: var(--cl-bg); cursor: pointer; line-height: 1.4; }
.choice:hover { border-color: var(--cl-accent); }
.mark { flex: none; width: 18px; height: 18px; border-radius: 50%; border: 2px solid var(--cl-border-strong); display: grid; place-items: center; font-size: 12px; font-weight: 800; }
.choice[data-state=selected] { border-color: var(--cl-accent); background: var(--cl-accent-soft); }
.choice[data-state=selected] .mark { border-color: var(--cl-accent); background: radial-gradient(circle, var(--cl-accent) 45%, transparent 50%); }
.choice[data-state=correct] { border-color: var(--cl-good); background: var(--cl-good-soft); }
.choice[data-state=correct] .mark { border-color: var(--cl-good); background: var(--cl-good); }
.choice[data-state=correct] .mark::after { content: "✓"; color: #fff; }
.choice[data-state=wrong] { border-color: var(--cl-bad); background: var(--cl-bad-soft); }
.choice[data-state=wrong] .mark { border-color: var(--cl-bad); background: var(--cl-bad); }
.choice[data-state=wrong] .mark::after { content: "✕"; color: #fff; }
.question-actions { margin-top: 10px; }
.feedback { margin: 10px 0 0; line-height: 1.5; }
.feedback.is-correct { color: var(--cl-good); font-weight: 600; }
.feedback.is-wrong { color: var(--cl-bad); font-weight: 600; }
.score { margin: 8px 0 0; font-weight: 700; }

/* chart */
.chart { margin: 0; }
.chart-title { font-weight: 700; margin-bottom: 8px; }
.chart-svg { width: 100%; height: auto; display: block; }
.chart-svg .grid { stroke: var(--cl-border); stroke-width: 1; }
.chart-svg .axis { stroke: var(--cl-muted); stroke-width: 1.2; }
.chart-svg .tick { fill: var(--cl-muted); font-size: 12px; font-variant-numeric: tabular-nums; }
.chart-svg .axis-label { fill: var(--cl-text); font-size: 13px; font-weight: 600; }
.chart-svg .curve { fill: none; stroke-width: 2.5; stroke-linejoin: round; }
.chart-svg .marker-line { stroke: var(--cl-muted); stroke-dasharray: 4 4; }
.chart-svg .marker { stroke: #fff; stroke-width: 2; }

/* Touch screens and small screens: every control a target of 44x44 CSS px or more (WCAG 2.5.5). */
@media (pointer: coarse), (max-width: 600px) {
  input[type=range] { height: 44px; }
  select { min-height: 44px; }
  .toggle label { min-height: 44px; }
  .legend-row[tabindex] { min-height: 44px; }
  .description summary { padding: 11px 0; }
  .dots { gap: 0; margin: -18px 0 -10px -9px; }
  .dot { width: 44px; height: 44px; border-radius: 10px; }
  .dot::before { inset: 18px 9px; }
}

/* notices */
.notices:empty { display: none; }
.cl-notice { margin: 6px 0; padding: 8px 12px; border-radius: 8px; border: 1px solid #e0a100; background: #fff7e0; color: #5c4300; font-size: .88rem; line-height: 1.4; }

/* print: the texts, a still of the scene at each story step, the quiz without answers (a letter in each choice's
   mark, in the order shown), then the answer key, which names the right choices by those letters */
.print-only { display: none; }
@media print {
  .lesson-main, .lesson-main.no-stage:not(.no-panel), .lesson-panel { display: block; }
  .lesson-panel, .lesson-content { margin-top: 12px; }
  .stage { height: 8cm; box-shadow: none; break-inside: avoid; }
  .lesson-tools, .stage-play, .stage-tools, .stage-hint, .description, .notices, .nav, .dots, .question-actions, .feedback, .score { display: none !important; }
  .panel, .section, .glossary, .quiz, .chart, .answer-key { border: 1px solid #9aa3b2; border-radius: 8px; background: none; }
  .step { break-inside: avoid; padding: 10px 0; }
  .print-only, img.still[src] { display: block; }
  img.still:not([src]) { display: none; }
  .still { width: 100%; max-width: 13cm; margin: 8px 0 0; border-radius: 8px; }
  .question { break-inside: avoid; }
  .choice, .choice[data-state] { border: 0 !important; background: none !important; padding: 2px 0; }
  .choice .mark, .choice[data-state] .mark { background: none !important; border: 1.5px solid #172033 !important; }
  .choice .mark::after { content: none !important; }
  .choice .mark { width: 20px; height: 20px; color: #172033; }
  .choice .mark::before { content: attr(data-letter); }
  .answer-key { break-before: page; padding: 18px 20px; }
  .answer-key li { margin: 6px 0; }
}
`);

// Accessibility end-to-end driver: every screen and dialog of the app served by plyyard-liveview,
// in a phone-sized headless Chromium page with touch, checked three ways:
// - axe-core with the WCAG 2.1 A and AA rules (wcag2a, wcag2aa, wcag21a, wcag21aa) in the first
//   theme, and its colour rules (text contrast) in each other theme; any violation fails, printed
//   with its rule, impact and nodes;
// - reflow: at a 320 CSS px wide view (WCAG 1.4.10) and at 200% zoom on a 412 px phone, emulated as
//   a 206 CSS px wide view with device scale factor 2 (WCAG 1.4.4: what a phone at 200% lays out),
//   the page must be no wider than the view, no box may scroll sideways inside it or have its
//   content stick out of it, no text may be cut off and no icon button's glyph may spill out of it;
//   a failure names the screen and the widest element; pausing a two-player clock must not move
//   the board, at the phone's size and at each reflow view;
// - the pieces against their squares: each piece's body or outline ≥ 3:1 (WCAG 1.4.11), computed
//   from the colours the page paints, in every theme; the review's marks (?!, ?, ??) ≥ 4.5:1 on
//   their move's chip in every theme; 📊 Estatísticas opened by a tap, with a game against the bot
//   kept, in English, Russian and Portuguese (its table and chart at 320 px and 200%); and
//   reduced motion: with
//   prefers-reduced-motion the spinner does not spin.
// The 🌐 Multiplayer screens run against a room service (the app's default server, started by
// accessibility.sh): the create form, the help, 📷 scanning by a fake camera and refused, a room's
// page with its invite QR code, a live game between two pages with its dialogs and its result, the
// name asked when joining by a pasted link, and a link that is no invite.
// Screenshots of every screen at each width go to ARTIFACT_DIR.
// Usage: node accessibility.mjs LIVEVIEW_URL ARTIFACT_DIR WORK_DIR
import { chromium } from "playwright-core";
import { baseArgs, e2e, hit, installBoardProbe, STEP_MS, typeInto } from "./common.mjs";
import { createRequire } from "node:module";
import path from "node:path";

const [liveviewUrl, artifacts, work] = process.argv.slice(2);
const log = (...a) => console.log("[e2e-a11y]", ...a);
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
// What a theme changes is colour: after the first theme's full pass, the others run only the
// WCAG rules that read colours (it saves a third of the run).
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const PHONE = { width: 412, height: 880 };
// The reflow views: [name, CSS px width, height]. The device scale factor is 2 throughout, so the
// 206 px view is a 412 px phone zoomed to 200%.
const REFLOW_VIEWS = [["w320", 320, 700], ["zoom200", 206, 440]];
const THEMES = ["classic", "green", "night", "contrast"];

// The screens, each reached from a fresh page load by its steps: a data-hit to tap, or a function.
// `ready` is the selector that shows the screen is there. A screen that `continues` goes on from the
// one before it without a new page load (a game is played once for its dialogs and its review).
// A tap on a control is its click event, not a pointer at coordinates: each new screen scrolls
// itself to the top a moment after it shows, and a click aimed before that scroll lands on
// whatever moved under it (a lesson tab missed one run in a few that way).
const tap = (name) => async (page) => {
  await page.waitForSelector(hit(name), { timeout: STEP_MS });
  await page.dispatchEvent(hit(name), "click");
};
const dialog = (id) => `[data-dialog="${id}"]`;
// Opens a folded <details> by its summary, as a tap on it does.
const clickSummary = (name) => async (page) => {
  await page.waitForSelector(`${hit(name)} summary`, { timeout: STEP_MS });
  await page.dispatchEvent(`${hit(name)} summary`, "click");
};
// A PDN square number (1 = b8 … 32 = g1) as the board's square index (rank * 8 + file, a1 = 0).
const squareOf = (number) => {
  const row = Math.floor((number - 1) / 4), within = (number - 1) % 4;
  return (7 - row) * 8 + (row % 2 === 0 ? 2 * within + 1 : 2 * within);
};
// Two Russian moves by taps (c3-d4, h6-g5) in a two-player game: a game worth reviewing.
async function twoMoves(page) {
  // The board is tapped at its squares' places: only once the new screen has scrolled to its top.
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: STEP_MS });
  for (const [index, move] of ["22-18", "12-16"].entries()) {
    for (const number of move.split("-")) await page.click(hit(`sq-${squareOf(Number(number))}`), { timeout: STEP_MS });
    await page.waitForFunction((n) => [...document.querySelectorAll(".move-list .mv")]
      .filter((m) => m.textContent.trim()).length >= n, index + 1, { timeout: STEP_MS });
  }
}
// Starts the game chosen on the home screen, a new one over any unfinished one.
async function startGame(page) {
  await tap("start")(page);
  await page.waitForSelector(`${hit("status")}, ${dialog("confirm-abandon")}`, { timeout: STEP_MS });
  if (await page.$(dialog("confirm-abandon"))) await tap("abandon-confirm")(page);
  await page.waitForSelector(hit("status"), { timeout: STEP_MS });
}
const twoPlayerGame = [tap("game-russian"), tap("mode-two"), startGame, twoMoves];
// The board's top edge on the page, in CSS px.
const boardTop = (page) => page.evaluate(() => document.querySelector(".board-wrap").getBoundingClientRect().top + window.scrollY);
// Pauses the running clock and says how far the board moved (issue 47: the notice took a line of
// its own and pushed the board down at 200% text); resumes it first when it was paused.
async function pauseMovesBoardBy(page) {
  if (await page.$(".seat .paused")) {
    await tap("clock-pause")(page);
    await page.waitForSelector(".seat .paused", { state: "detached", timeout: STEP_MS });
    await settle(page);
  }
  const before = await boardTop(page);
  await tap("clock-pause")(page);
  await page.waitForSelector(".seat .paused", { timeout: STEP_MS });
  await settle(page);
  return (await boardTop(page)) - before;
}
// A two-player game with a 5+3 clock, paused after two moves: pausing must leave the board where it is.
const pausedClock = async (page) => {
  const moved = await pauseMovesBoardBy(page);
  if (Math.abs(moved) > 0.5) throw new Error(`pausing the clock moved the board by ${moved.toFixed(1)} px`);
};
// Against the bot (the player White): c3-d4 by taps, then the bot's answer.
async function moveAndBotAnswer(page) {
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: STEP_MS });
  for (const number of [22, 18]) await page.click(hit(`sq-${squareOf(number)}`), { timeout: STEP_MS });
  await page.waitForFunction(() => [...document.querySelectorAll(".move-list .mv")]
    .filter((m) => m.textContent.trim()).length >= 2, null, { timeout: STEP_MS });
}
// The app in `lang` (the settings' code: Pt, En, Ru), chosen in ⚙ as a person does; it stays
// chosen (kept with the settings) until chosen again.
const inLanguage = (lang) => async (page) => {
  await tap("open-settings")(page);
  await tap(`lang-${lang}`)(page);
  await page.waitForSelector(`${hit(`lang-${lang}`)}[aria-checked="true"]`, { timeout: STEP_MS });
  await tap("back")(page);
};
// 📊 Estatísticas opened by a tap in `lang`, with the game against the bot above kept (the player's
// side: its table and its chart are drawn). Issue 47: the table was wider than a phone in
// Portuguese and Russian, and the folded statistics went unchecked. Portuguese comes last: the app
// is left in it for the screens after.
const STATISTICS_LANGS = [["En", "en"], ["Ru", "ru"], ["Pt", "pt-BR"]];
const statisticsIn = ([lang, htmlLang]) => ({
  name: `games-statistics-${htmlLang}`,
  steps: [inLanguage(lang), tap("open-games"), clickSummary("games-stats")],
  ready: `[data-hit=app][lang="${htmlLang}"] ${hit("games-stats")}[open] ${hit("stats-table")}`,
  settled: (p) => p.waitForSelector(`${hit("games-stats")}[open] ${hit("stats-legend")} .bar.loss`, { timeout: STEP_MS }),
});
const SCREENS = [
  { name: "home", steps: [], ready: hit("start") },
  { name: "home-revessker", steps: [tap("game-revessker")], ready: hit("open-rule-set") },
  { name: "dialog-rule-set", steps: [tap("game-revessker"), tap("open-rule-set")], ready: dialog("rule-set") },
  { name: "dialog-level", steps: [tap("mode-bot"), tap("open-ai-level")], ready: dialog("ai-level") },
  { name: "dialog-themes", steps: [tap("open-themes")], ready: dialog("themes") },
  { name: "dialog-import", steps: [tap("open-import")], ready: dialog("import") },
  { name: "settings", steps: [tap("open-settings")], ready: ".screen.settings" },
  ...["revessker", "brazilian", "russian"].map((slug) => (
    { name: `rules-${slug}`, steps: [tap("open-rules"), tap(`rules-tab-${slug}`)], ready: `${hit(`rules-tab-${slug}`)}.chosen` })),
  ...["revessker", "brazilian", "russian"].map((slug) => (
    { name: `learn-${slug}`, steps: [tap("open-learn"), tap(`learn-tab-${slug}`)], ready: `${hit(`learn-tab-${slug}`)}.chosen` })),
  { name: "puzzles", steps: [tap("game-russian"), tap("open-puzzles")], ready: hit("puzzle-meta") },
  { name: "online", steps: [tap("open-online")], ready: ".screen.online-menu" },
  { name: "game-vs-bot-russian", steps: [tap("game-russian"), tap("mode-bot"), startGame], ready: hit("status"), pieces: true },
  { name: "game-vs-bot-revessker", steps: [tap("game-revessker"), tap("mode-bot"), startGame], ready: hit("status"), pieces: true },
  { name: "dialog-resign", steps: [...twoPlayerGame, tap("resign")], ready: dialog("resign") },
  { name: "game-over", continues: true, steps: [tap("resign-confirm")], ready: dialog("game-over") },
  {
    name: "review", continues: true, steps: [tap("result-review")],
    // The engine reviews in the background: the screen is checked once it is done, as it stays.
    ready: hit("review-progress"), settled: (p) => p.waitForFunction(() => document.body.innerText.includes("Análise concluída"), null, { timeout: STEP_MS }),
    marks: true,
  },
  // 📚 Partidas: the games played above are kept (the resigned one, the ones left for a new game).
  { name: "games", steps: [tap("open-games")], ready: hit("games-list") },
  { name: "games-statistics", continues: true, steps: [clickSummary("games-stats")], ready: `${hit("games-stats")}[open] section.statistics:not(:has(${hit("stats-loading")}))` },
  // A game against the bot with a result, for the statistics below: resigned after one move each.
  {
    name: "game-over-vs-bot",
    steps: [tap("game-russian"), tap("mode-bot"), startGame, moveAndBotAnswer, tap("resign"), tap("resign-confirm")],
    ready: dialog("game-over"),
  },
  ...STATISTICS_LANGS.map(statisticsIn),
  { name: "game-kept-replayed", steps: [tap("open-games"), tap("games-open-0")], ready: hit("review-back") },
  { name: "dialog-games-export", steps: [tap("open-games"), tap("games-select-all"), tap("games-export")], ready: hit("games-export-text") },
  { name: "dialog-games-delete", steps: [tap("open-games"), tap("games-select-all"), tap("games-delete")], ready: hit("games-delete-confirm") },
  { name: "dialog-games-import", steps: [tap("open-games"), tap("games-import")], ready: hit("games-import-text") },
  // 🎯 Meus erros beside 🧩 Golpes (no reviewed game of the player's here: the section says so).
  { name: "mistakes", steps: [tap("game-russian"), tap("open-puzzles"), tap("puzzles-section-mistakes")], ready: `${hit("mistakes-none")}, ${hit("mistake-meta")}` },
  {
    name: "game-clock-paused", steps: [tap("game-russian"), tap("mode-two"), tap("clock-5+3"), startGame, twoMoves, pausedClock],
    ready: ".seat .paused", pieces: true,
    // At each reflow view too (200% zoom among them), the pause is tried again.
    everyView: async (page) => { const moved = await pauseMovesBoardBy(page); return Math.abs(moved) > 0.5 ? [`pausing the clock moved the board by ${moved.toFixed(1)} px`] : []; },
  },
];

// 🌐 Multiplayer against the room service the script started (the app's default server): the
// host is this page, and a second page (its own browser context, the guest) joins its room by the
// invite link, typed into the menu's field as a person pastes it. Each theme plays its own room.
let browser, context;
let guest = null;
let inviteLink = null;
const { playMove, waitMoves, waitText } = e2e("e2e-a11y", work, artifacts);
const contextOptions = { viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: "pt-BR" };
async function closeGuest() {
  if (guest) await guest.context.close().catch(() => {});
  guest = null;
}
// Creates a Russian draughts room with 5 minutes a move on the room service; the host sits White.
async function createRoom(page) {
  await closeGuest();
  await tap("open-online")(page);
  await tap("online-create")(page);
  for (const name of ["online-place-server", "online-game-Russian", "online-time-300", "online-create-room"]) await tap(name)(page);
  await waitText(page, hit("online-chair-White"), "(você)", "the host sits White");
}
// The guest opens the app, gives a name, pastes the invite and joins; the host starts the game,
// each plays a move, and the guest offers a draw.
async function guestJoinsAndPlays(page) {
  await tap("invite-close")(page);
  const guestContext = await browser.newContext(contextOptions);
  await guestContext.addInitScript(installBoardProbe);
  guest = { context: guestContext, page: await guestContext.newPage() };
  await guest.page.goto(liveviewUrl);
  await tap("open-online")(guest.page);
  await typeInto(guest.page, hit("online-name"), "Sasha");
  await typeInto(guest.page, hit("online-link"), inviteLink);
  await tap("online-join-link")(guest.page);
  await waitText(page, hit("online-chair-Black"), "Sasha", "the host sees the guest seated");
  await tap("online-start")(page);
  await waitText(page, hit("online-turn"), "Sua vez", "the host to move");
  await playMove(page, "white", 0);
  await waitMoves(guest.page, 1, "the guest sees ply 1");
  await playMove(guest.page, "black", 1);
  await waitMoves(page, 2, "the host sees ply 2");
  await tap("online-offer-draw")(guest.page);
}
// The camera: this browser's fake one (a test pattern) once the page may use it, or refused.
const camera = (allowed) => async () => {
  if (allowed) await context.grantPermissions(["camera"], { origin: new URL(liveviewUrl).origin });
  else await context.clearPermissions();
};
// Types `text` into the menu's invite field and taps "Entrar".
const pasteLink = (text) => async (page) => {
  await typeInto(page, hit("online-link"), typeof text === "function" ? text() : text);
  await tap("online-join-link")(page);
};
const ONLINE_SCREENS = [
  { name: "online-create", steps: [tap("open-online"), tap("online-create"), tap("online-game-Revessker")], ready: hit("online-rules-Classic") },
  { name: "dialog-online-help", steps: [tap("open-online"), tap("online-help")], ready: dialog("online-help") },
  { name: "online-scan", steps: [camera(true), tap("open-online"), tap("online-scan")], ready: `${hit("scan-state")}[data-camera=Running]` },
  { name: "online-scan-refused", steps: [camera(false), tap("open-online"), tap("online-scan")], ready: hit("scan-message") },
  // A room's page, the host waiting alone, then its invite with the QR code.
  { name: "online-room", steps: [createRoom], ready: hit("online-invite") },
  {
    name: "dialog-online-invite", continues: true, steps: [tap("online-invite")], ready: `${hit("invite-qr")} svg`,
    settled: async (page) => { inviteLink = await page.inputValue(hit("invite-link")); },
  },
  // A live game between two pages: the host's page, a draw offered by the guest.
  { name: "online-game", continues: true, steps: [guestJoinsAndPlays], ready: hit("online-accept-draw"), pieces: true },
  { name: "dialog-online-leave", continues: true, steps: [tap("online-leave")], ready: dialog("online-warning") },
  { name: "dialog-online-resign", continues: true, steps: [tap("online-stay"), tap("online-resign")], ready: dialog("online-resign") },
  { name: "online-result", continues: true, steps: [tap("online-confirm-resign")], ready: hit("online-result") },
  // Joining by a pasted link with no name given yet: the name is asked first.
  {
    name: "dialog-online-join", steps: [closeGuest, tap("open-online"), (page) => typeInto(page, hit("online-name"), ""), pasteLink(() => inviteLink)],
    ready: dialog("online-ask-name"),
  },
  { name: "online-bad-link", steps: [tap("open-online"), pasteLink("plyyard sala K7QM2X")], ready: hit("online-message") },
];
SCREENS.push(...ONLINE_SCREENS);
// A11Y_SCREENS=name,name… checks only those screens (with the ones they continue from), to try a
// change to one screen without the whole run; unset, every screen is checked.
const wanted = process.env.A11Y_SCREENS ? new Set(process.env.A11Y_SCREENS.split(",")) : null;
if (wanted) {
  const keep = new Set();
  SCREENS.forEach((screen, i) => {
    if (!wanted.has(screen.name)) return;
    for (let j = i; j >= 0; j--) { keep.add(SCREENS[j]); if (!SCREENS[j].continues) break; }
  });
  SCREENS.splice(0, SCREENS.length, ...SCREENS.filter((screen) => keep.has(screen)));
}

const failures = [];
const fail = (message) => { failures.push(message); console.error(`[e2e-a11y] FAIL ${message}`); };
// Two frames after the last change: the layout and paint the checks read are done.
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

async function open(page, screen) {
  await page.setViewportSize(PHONE);
  if (!screen.continues) {
    await page.goto(liveviewUrl);
    await page.waitForSelector(hit("start"), { timeout: STEP_MS });
  }
  for (const step of screen.steps) await step(page);
  await page.waitForSelector(screen.ready, { timeout: STEP_MS });
  if (screen.settled) await screen.settled(page);
  await settle(page);
}

async function axeCheck(page, where, colourOnly) {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async ([tags, rules]) => {
    const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
    const result = await window.axe.run(document, { runOnly, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary.replace(/\s+/g, " ").slice(0, 300)}`),
    })).filter((v) => v.nodes.length > 0);
  }, [WCAG_TAGS, colourOnly ? COLOUR_RULES : null]);
  for (const v of violations) {
    const shown = v.nodes.slice(0, 8).map((n) => `    ${n}`);
    if (v.nodes.length > 8) shown.push(`    … and ${v.nodes.length - 8} more`);
    fail(`${where}: axe ${v.id} (${v.impact}): ${v.help}\n${shown.join("\n")}`);
  }
  return violations.length;
}

// Whether the page fits its view: the page and the app no wider than the view, no box scrolling
// sideways, no text cut off (an ellipsis or a hidden overflow). Returns what does not fit.
async function reflowProblems(page, view) {
  // The width set, not window.innerWidth: a mobile page wider than its view widens the layout
  // viewport (the browser zooms out), and innerWidth then reports the page's width.
  return page.evaluate((view) => {
    const describe = (el) => {
      const hitName = el.getAttribute("data-hit");
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      const text = (el.innerText || el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls}${hitName ? `[data-hit=${hitName}]` : ""} "${text}"`;
    };
    const problems = [];
    const page = document.documentElement.scrollWidth;
    const app = document.querySelector("[data-hit=app]");
    if (page > view || app.scrollWidth > app.clientWidth) {
      // The widest element: the one whose right edge reaches furthest, the innermost of equals.
      let widest = null, right = view;
      const all = [...document.querySelectorAll("body *")];
      const fixed = all.filter((el) => getComputedStyle(el).position === "fixed");
      for (const el of all) {
        const r = el.getBoundingClientRect().right + window.scrollX;
        // A fixed box (a dialog's backdrop) spans whatever the page has grown to: never the cause.
        if (fixed.some((f) => f.contains(el))) continue;
        if (r > right + 0.01 || (widest && r >= right - 0.5 && widest.contains(el))) { widest = el; right = Math.max(r, right); }
      }
      // Text runs past its box too (a word too long for its line): the text node then is the widest.
      if (!widest) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          range.selectNodeContents(node);
          const r = range.getBoundingClientRect().right + window.scrollX;
          if (r > right + 0.01 && !fixed.some((f) => f.contains(node))) { widest = node.parentElement; right = r; }
        }
      }
      problems.push(`page ${page} px wide in a ${view} px view (app ${app.scrollWidth}); widest: ${widest ? describe(widest) : "?"} reaching ${Math.round(right)} px`);
    }
    // An icon button (←, 🎨, ❔) holds its glyph inside its borders: at 200% text 🎨 spilled out of
    // a 44 px box (issue 47).
    const range = document.createRange();
    for (const el of document.querySelectorAll("button.icon")) {
      if (!el.getClientRects().length) continue;
      range.selectNodeContents(el);
      const glyph = range.getBoundingClientRect(), box = el.getBoundingClientRect(), s = getComputedStyle(el);
      const inner = { left: box.left + parseFloat(s.borderLeftWidth), right: box.right - parseFloat(s.borderRightWidth),
        top: box.top + parseFloat(s.borderTopWidth), bottom: box.bottom - parseFloat(s.borderBottomWidth) };
      if (glyph.width && (glyph.left < inner.left - 0.5 || glyph.right > inner.right + 0.5 || glyph.top < inner.top - 0.5 || glyph.bottom > inner.bottom + 0.5))
        problems.push(`icon spills out of its button: ${describe(el)} (glyph ${Math.round(glyph.left)}–${Math.round(glyph.right)} × ${Math.round(glyph.top)}–${Math.round(glyph.bottom)}, box ${Math.round(inner.left)}–${Math.round(inner.right)} × ${Math.round(inner.top)}–${Math.round(inner.bottom)})`);
    }
    for (const el of document.querySelectorAll("body *")) {
      if (el.closest(".sr-only, svg, textarea")) continue;
      const style = getComputedStyle(el);
      if (el.scrollWidth <= el.clientWidth + 1 || style.display === "inline") continue;
      if (["auto", "scroll"].includes(style.overflowX)) problems.push(`scrolls sideways inside: ${describe(el)} (${el.scrollWidth} px in ${el.clientWidth})`);
      else if (["hidden", "clip"].includes(style.overflowX) && el.innerText.trim()) problems.push(`text cut off: ${describe(el)} (${el.scrollWidth} px in ${el.clientWidth})`);
      // Visible overflow: what sticks out of its card on the right, even while the page still fits.
      else if (style.overflowX === "visible") problems.push(`runs out of its box: ${describe(el)} (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    return problems;
  }, view);
}

// Each piece on the board against its square: the better of its body's and its outline's contrast.
async function pieceContrast(page) {
  return page.evaluate(() => {
    const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    const probe = document.createElement("canvas").getContext("2d");
    const rgb = (colour) => {
      // Chromium gives color-mix() and names as computed; a canvas normalises any of them to #rrggbb.
      probe.fillStyle = "#000"; probe.fillStyle = colour;
      const hex = probe.fillStyle;
      return hex.startsWith("#") ? [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) : null;
    };
    const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const worst = {};
    for (const cell of document.querySelectorAll(".board .cell")) {
      const piece = cell.querySelector(".piece");
      const sq = cell.querySelector(".sq");
      if (!piece || !sq) continue;
      // A draughts piece is a disc with a rim; a Revessker piece is a glyph, drawn over a filled
      // body for White (the glyph's lines are then its outline) or with a stroke for Black.
      const body = piece.querySelector(".disc:not(.under), .chess.body, .chess.glyph");
      if (!body) continue;
      const glyph = body.matches(".chess.body") ? piece.querySelector(".chess.glyph") : null;
      const square = rgb(getComputedStyle(sq).fill);
      const style = getComputedStyle(body);
      const fill = rgb(style.fill);
      const edge = glyph ? rgb(getComputedStyle(glyph).fill)
        : style.stroke && style.stroke !== "none" && parseFloat(style.strokeWidth) >= 1 ? rgb(style.stroke) : null;
      if (!square || !fill) continue;
      // The body against the square; the outline counts only when it shows as one (3:1 against the
      // body too): a black rim on a black disc draws no shape of its own.
      const outline = edge && ratio(edge, fill) >= 3 ? ratio(edge, square) : 0;
      const best = Math.max(ratio(fill, square), outline);
      const side = piece.classList.contains("white") ? "white" : "black";
      const key = `${side} on ${cell.classList.contains("light") ? "light" : "dark"}`;
      if (!(key in worst) || best < worst[key].ratio) worst[key] = { ratio: best, body: style.fill, square: getComputedStyle(sq).fill };
    }
    return worst;
  });
}

// The review's marks (?!, ?, ??) against what they are painted on, from the colours the page
// computes in the theme shown: each mark's class is put on a move of the list in turn (and taken
// off again), as the review puts it on a marked move, and its text colour compared with the move's
// chip over its card (the backgrounds composited up to the first opaque one). Marks the review
// really drew are checked as they are. Text: 4.5:1 (WCAG 1.4.3). Issue 47: "?!" was 2.7:1.
async function markContrast(page) {
  return page.evaluate(() => {
    const parse = (colour) => {
      const m = colour.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const background = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
      }
      let rgb = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse()) rgb = [r, g, b].map((v, i) => a * v + (1 - a) * rgb[i]);
      return rgb;
    };
    const measure = (el, mark) => {
      const text = parse(getComputedStyle(el).color);
      const behind = background(el);
      return { mark, ratio: ratio(text, behind), text: getComputedStyle(el).color, behind: behind.map(Math.round).join(",") };
    };
    const found = [];
    const move = document.querySelector(".review-moves .mv");
    if (!move) return null;
    for (const mark of ["inaccuracy", "mistake", "blunder"]) {
      for (const drawn of document.querySelectorAll(`.review-moves .mv.${mark}`)) found.push(measure(drawn, `${mark} (drawn)`));
      if (move.classList.contains(mark)) continue;
      move.classList.add(mark);
      found.push(measure(move, mark));
      move.classList.remove(mark);
    }
    return found;
  });
}

async function setTheme(page, theme) {
  await page.setViewportSize(PHONE);
  await page.goto(liveviewUrl);
  await tap("open-themes")(page);
  await tap(`theme-theme-${theme}`)(page);
  await page.waitForSelector(`.app.theme-${theme}`, { timeout: STEP_MS });
}

// With prefers-reduced-motion the spinner the bot's turn shows stands still.
async function reducedMotion(page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const spin = await page.evaluate(() => {
    const s = document.createElement("span");
    s.className = "spinner";
    document.querySelector("[data-hit=app]").appendChild(s);
    const style = getComputedStyle(s);
    const moving = style.animationName !== "none" && parseFloat(style.animationDuration) > 0.01;
    s.remove();
    return moving ? `${style.animationName} ${style.animationDuration}` : null;
  });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  if (spin) fail(`reduced motion: the spinner still spins (${spin})`);
}

const started = Date.now();
// A fake camera (Chromium's test pattern) for 📷 Ler QR Code; the page may use it only once granted.
browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...baseArgs, "--use-fake-device-for-media-stream"] });
try {
  context = await browser.newContext(contextOptions);
  await context.addInitScript(installBoardProbe);
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") log("console:", m.text()); });
  let shot = 0;
  // In CSS pixels (half the device's): the long rules pages at 206 px are tens of thousands of
  // pixels tall, and their full size costs seconds each. The other themes get their first screen.
  const screenshot = async (name, fullPage = true) => {
    shot += 1;
    await page.screenshot({ path: path.join(artifacts, `${String(shot).padStart(3, "0")}-${name}.png`), fullPage, scale: "css" });
  };
  let violations = 0;
  for (const theme of THEMES) {
    await setTheme(page, theme);
    if (theme === THEMES[0]) await reducedMotion(page);
    for (const screen of SCREENS) {
      const where = `${screen.name} (${theme})`;
      try {
        await open(page, screen);
        await screenshot(`${theme}-${screen.name}`, theme === THEMES[0]);
        violations += await axeCheck(page, where, theme !== THEMES[0]);
        if (screen.pieces) {
          for (const [key, { ratio, body, square }] of Object.entries(await pieceContrast(page))) {
            log(`${where}: ${key} squares ${ratio.toFixed(2)}:1 (${body} on ${square})`);
            if (ratio < 3) fail(`${where}: ${key} squares only ${ratio.toFixed(2)}:1 (${body} on ${square}); pieces need 3:1`);
          }
        }
        if (screen.marks) {
          const marks = await markContrast(page);
          if (!marks) fail(`${where}: no move in the review's list to check the marks on`);
          for (const { mark, ratio, text, behind } of marks || []) {
            log(`${where}: mark ${mark} ${ratio.toFixed(2)}:1 (${text} on rgb(${behind}))`);
            if (ratio < 4.5) fail(`${where}: the ${mark} mark is only ${ratio.toFixed(2)}:1 (${text} on rgb(${behind})); text needs 4.5:1`);
          }
        }
        if (theme !== THEMES[0]) continue;
        for (const [view, width, height] of REFLOW_VIEWS) {
          await page.setViewportSize({ width, height });
          await settle(page);
          await screenshot(`${view}-${screen.name}`);
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          log(`${screen.name} at ${view}: page ${wide} px wide in ${width} px`);
          for (const problem of await reflowProblems(page, width)) fail(`${screen.name} at ${view}: ${problem}`);
          if (screen.everyView) for (const problem of await screen.everyView(page)) fail(`${screen.name} at ${view}: ${problem}`);
        }
      } catch (e) {
        await screenshot(`failed-${theme}-${screen.name}`).catch(() => {});
        fail(`${where}: could not check: ${e.message.split("\n")[0]}`);
      }
    }
  }
  await closeGuest();
  log(`${SCREENS.length} screens × ${THEMES.length} themes, ${violations} axe violations, ${failures.length} failures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await browser.close();
}
if (failures.length) {
  console.error(`[e2e-a11y] ${failures.length} failures`);
  process.exitCode = 1;
} else {
  log("PASS");
}

// 📚 Partidas end-to-end driver, in a phone-sized headless Chromium with touch (412×915, taps)
// through plyyard-liveview. Phase "play": a Russian game against the bot played to its end by taps
// (the first piece that may move, to its first landing: poor play that the bot punishes, so the
// review finds mistakes). The shell script then restarts the app on the same data. Phase
// "archive": the game is in 📚 Partidas after the restart; it is opened and reviewed ("📈
// Analisar"); one of its mistakes is solved in 🎯 Meus erros with the engine's move read from the
// exercise's context; it is exported as PDN, deleted, and the PDN typed back key by key into the
// import, which keeps it again.
// Along the way, as a player does them: the first HINTED_MOVES moves are the engine's own (💡, its
// piece and path tapped), and the review must not mark any of them erro or erro grave (issue 47's
// swinging review); during the game a move of the list is tapped to look back at its position and
// the game comes back (the board stays in view); in the review a move far down the list is tapped
// and the board, kept at the top, is still on screen, and the PDN opened is brought into view.
// Usage: node games.mjs LIVEVIEW_URL ARTIFACT_DIR WORK_DIR play|archive
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { baseArgs, e2e, hit, STEP_MS, typeInto } from "./common.mjs";

const [liveviewUrl, artifacts, work, phase] = process.argv.slice(2);
const { log, screenshot } = e2e("e2e-games", work, artifacts);
const MOVABLE = "pode jogar", LANDING = "destino";
const MAX_MOVES = 150;
// The player's first moves played by 💡 (the engine's move); the rest by poor taps, so the bot
// wins and the review finds mistakes for 🎯 Meus erros.
const HINTED_MOVES = 5;
// The move of the list looked back at during the game, after this many of the player's moves.
const LOOK_BACK_AFTER = 3;
// The review of a whole game, position by position, in a debug build.
const REVIEW_MS = 180000;

async function phone() {
  const dir = path.join(work, `profile-${phase}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium", headless: true, args: baseArgs,
    viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  const page = context.pages()[0] || await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") log("console:", m.text()); });
  return { context, page };
}

// A square's name ("c3") as the board's index (rank * 8 + file, a1 = 0).
const indexOf = (square) => (Number(square[1]) - 1) * 8 + (square.charCodeAt(0) - 97);
const names = (page) => page.$$eval('[role="gridcell"]', (cells) => cells.map((c) => c.getAttribute("aria-label") || ""));
const isLanding = (name) => name.split(", ").slice(1).some((part) => part.startsWith("destino"));

async function tapSquare(page, square) {
  await page.tap(hit(`sq-${indexOf(square)}`), { timeout: STEP_MS });
}

// Taps a button once the screen it is on has scrolled itself to the top.
async function tap(page, name) {
  await page.waitForSelector(hit(name), { timeout: STEP_MS });
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: STEP_MS }).catch(() => {});
  await page.tap(hit(name), { timeout: STEP_MS });
}

async function play(page) {
  await page.goto(liveviewUrl);
  await tap(page, "game-russian");
  await tap(page, "mode-bot");
  await tap(page, "start");
  await page.waitForSelector('[role="gridcell"]', { timeout: STEP_MS });
  let moves = 0;
  for (;;) {
    await page.waitForFunction((movable) => document.querySelector('[data-dialog="game-over"]')
      || [...document.querySelectorAll('[role="gridcell"]')].some((c) => (c.getAttribute("aria-label") || "").includes(movable)),
    MOVABLE, { timeout: STEP_MS });
    if (await page.$('[data-dialog="game-over"]')) break;
    if (++moves > MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves`);
    if (moves === LOOK_BACK_AFTER + 1) await lookBack(page);
    const hinted = moves <= HINTED_MOVES;
    if (hinted) {
      await page.tap(hit("hint"), { timeout: STEP_MS });
      await page.waitForSelector(".hinted", { timeout: STEP_MS });
    }
    const piece = hinted
      ? await page.$eval(".hinted", (g) => g.closest('[role="gridcell"]').getAttribute("aria-label").split(",")[0])
      : (await names(page)).find((n) => n.includes(MOVABLE)).split(",")[0];
    await tapSquare(page, piece);
    await page.waitForFunction(() => [...document.querySelectorAll('[role="gridcell"]')]
      .some((c) => (c.getAttribute("aria-label") || "").split(", ").slice(1).some((p) => p.startsWith("destino"))), null, { timeout: STEP_MS });
    for (let step = 0; step < 12; step++) {
      // The hint's path when playing the engine's move, else the first landing.
      const landing = hinted
        ? await page.$$eval('[role="gridcell"].hint', (cells) => cells.map((c) => c.getAttribute("aria-label") || ""))
          .then((hintCells) => hintCells.find(isLanding) || null)
        : (await names(page)).find(isLanding);
      if (hinted && landing === null && (await names(page)).some(isLanding)) {
        throw new Error(`no landing of the hint's path: ${(await names(page)).join(" | ")}`);
      }
      if (!landing) break;
      const square = landing.split(",")[0];
      await tapSquare(page, square);
      await page.waitForFunction((sq) => {
        const name = [...document.querySelectorAll('[role="gridcell"]')].map((c) => c.getAttribute("aria-label") || "")
          .find((n) => n === sq || n.startsWith(`${sq},`));
        return name !== undefined && !name.split(", ").slice(1).some((p) => p.startsWith("destino"));
      }, square, { timeout: STEP_MS });
    }
  }
  const result = await page.textContent('[data-dialog="game-over"]');
  await screenshot(page, "game-over");
  log(`played ${moves} moves by taps: ${result.replace(/\s+/g, " ").slice(0, 80)}`);
}

// Issue 47's item 15: a move of the list tapped during the game shows its position on the
// board, in view, and "Voltar à partida" brings the game back unchanged.
async function lookBack(page) {
  const before = await names(page);
  await page.tap(hit("game-move-0"), { timeout: STEP_MS });
  await page.waitForSelector(hit("look-back"), { timeout: STEP_MS });
  const where = (await page.textContent(hit("look-back"))).replace(/\s+/g, " ").trim();
  if (!where.includes("Posição após 1.")) throw new Error(`looking back says ${where}`);
  const earlier = await names(page);
  if (earlier.join("|") === before.join("|")) throw new Error("the board still shows the game as it stands");
  await page.waitForFunction(() => {
    const r = document.querySelector(".screen.game .board-wrap").getBoundingClientRect();
    return r.top >= -1 && r.bottom <= window.innerHeight + 1;
  }, null, { timeout: STEP_MS });
  await screenshot(page, "looking-back");
  await page.tap(hit("look-back-live"), { timeout: STEP_MS });
  await page.waitForFunction(() => !document.querySelector('[data-hit="look-back"]'), null, { timeout: STEP_MS });
  if ((await names(page)).join("|") !== before.join("|")) throw new Error("the game did not come back as it stood");
  log(`looked back: ${where}; the game came back`);
}

// Issue 47's item 1: the player's moves played by 💡 are the engine's own; the review marks none
// of them erro or erro grave.
async function hintedMovesUnmarked(page) {
  const marks = await page.$$eval('.review-moves .mv', (buttons) => buttons.map((b) => b.className));
  const hinted = [];
  for (let ply = 0; ply < 2 * HINTED_MOVES; ply += 2) hinted.push(`${ply / 2 + 1}. ${marks[ply]}`);
  log(`the hinted moves' marks: ${hinted.join(" · ")}`);
  for (let ply = 0; ply < 2 * HINTED_MOVES; ply += 2) {
    if (/mistake|blunder/.test(marks[ply] || "")) throw new Error(`the engine's own move ${ply / 2 + 1} is marked: ${marks[ply]}`);
  }
}

// Issue 47's item 8: a move tapped far down the review's list keeps the board on screen (kept at
// the top on a phone), and the record opened is brought into view.
async function reviewKeepsTheBoardInView(page) {
  const last = await page.$$eval('.review-moves .mv', (b) => b.length - 1);
  await page.tap(hit(`review-move-${last}`), { timeout: STEP_MS });
  const inView = (selector) => page.waitForFunction((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r && r.top >= -1 && r.bottom <= window.innerHeight + 1;
  }, selector, { timeout: STEP_MS });
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: STEP_MS });
  await inView(".screen.review .board-wrap");
  await inView(hit("review-verdict"));
  await screenshot(page, "review-last-move", { viewport: true });
  await page.tap(hit("review-export"), { timeout: STEP_MS });
  await page.waitForSelector(hit("review-record"), { timeout: STEP_MS });
  await inView(hit("review-record-box"));
  await screenshot(page, "review-record", { viewport: true });
  log(`review: move ${last + 1} tapped with the board in view; the record opened in view`);
}

// Issue 47's item 2: a game ticked, then hidden by a search: the selection keeps only what is
// shown, so Apagar and Exportar cannot act on a game the player no longer sees, and the game
// shown again is not ticked.
async function hiddenSelectionDropped(page) {
  await tap(page, "games-select-0");
  await page.waitForFunction(() => !document.querySelector('[data-hit="games-delete"]').disabled, null, { timeout: STEP_MS });
  const ticked = (await page.textContent(hit("games-delete"))).replace(/\s+/g, " ").trim();
  await typeInto(page, hit("games-search"), "zzz");
  await page.waitForSelector(hit("games-none"), { timeout: STEP_MS });
  await page.waitForFunction(() => ["games-delete", "games-export"]
    .every((name) => document.querySelector(`[data-hit="${name}"]`).disabled), null, { timeout: STEP_MS });
  await screenshot(page, "selection-hidden", { viewport: true });
  await typeInto(page, hit("games-search"), "");
  await page.waitForSelector(hit("games-select-0"), { timeout: STEP_MS });
  if (await page.isChecked(hit("games-select-0"))) throw new Error("the game hidden by the search is still ticked");
  log(`selection: "${ticked}" with the game shown; none once a search hid it, nor after`);
}

async function archive(page) {
  await page.goto(liveviewUrl);
  await tap(page, "open-games");
  await page.waitForSelector(hit("games-list"), { timeout: STEP_MS });
  const rows = await page.$$eval(".game-row", (r) => r.map((e) => e.textContent.replace(/\s+/g, " ").trim()));
  if (rows.length !== 1 || !rows[0].includes("Damas Russas") || !rows[0].includes("Bot")) {
    throw new Error(`after the restart the list shows ${JSON.stringify(rows)}`);
  }
  log(`after the restart: ${rows[0]}`);
  await screenshot(page, "partidas");

  // Open it and review it.
  await tap(page, "games-open-0");
  await tap(page, "review-analyse");
  await page.waitForFunction(() => document.body.innerText.includes("Análise concluída"), null, { timeout: REVIEW_MS });
  const summary = await page.textContent(hit("review-summary"));
  log(`reviewed: ${summary.replace(/\s+/g, " ").slice(0, 160)}`);
  await screenshot(page, "reviewed");
  await hintedMovesUnmarked(page);
  await reviewKeepsTheBoardInView(page);
  await tap(page, "review-back");
  await page.waitForFunction(() => document.querySelector(".game-row")?.textContent.includes("analisada"), null, { timeout: STEP_MS });

  // 🎯 Meus erros: one of the game's mistakes, solved with the engine's move.
  await tap(page, "games-back");
  await tap(page, "open-puzzles");
  await tap(page, "puzzles-section-mistakes");
  await page.waitForSelector(`${hit("mistake-meta")}, ${hit("mistakes-none")}`, { timeout: STEP_MS });
  if (await page.$(hit("mistakes-none"))) throw new Error("the reviewed game gave no exercise (no erro or erro grave)");
  await tap(page, "mistake-context");
  const context = await page.textContent(hit("mistake-context-card"));
  const best = context.match(/O motor jogaria:?\s*([a-h][1-8](?:[-:x][a-h][1-8])+)/);
  if (!best) throw new Error(`no engine's move in the context: ${context}`);
  const squares = best[1].split(/[-:x]/);
  for (const square of squares) await tapSquare(page, square);
  await page.waitForFunction(() => (document.querySelector('[data-hit="mistake-status"]')?.textContent || "").includes("✓"),
    null, { timeout: STEP_MS });
  log(`mistake solved with ${best[1]}: ${(await page.textContent(hit("mistake-status"))).trim()}`);
  await screenshot(page, "mistake-solved");
  await tap(page, "back");

  // Export, delete, import back.
  await tap(page, "open-games");
  await hiddenSelectionDropped(page);
  await tap(page, "games-select-0");
  await tap(page, "games-export");
  const pdn = await page.inputValue(hit("games-export-text"));
  if (!/\[Result "(1-0|0-1|1\/2-1\/2|2-0|0-2|1-1)"\]/.test(pdn) || !/1\. ?\S+/.test(pdn)) throw new Error(`the export is not the game's PDN: ${pdn.slice(0, 400)}`);
  log(`exported ${pdn.length} characters of PDN`);
  await tap(page, "games-export-close");
  await tap(page, "games-delete");
  await tap(page, "games-delete-confirm");
  await page.waitForSelector(hit("games-empty"), { timeout: STEP_MS });
  await tap(page, "games-import");
  // The game its games are of: chosen as a player does (the app opens on its last game, Brazilian).
  await tap(page, "games-import-russian");
  await page.waitForSelector(`${hit("games-import-russian")}[aria-checked="true"]`, { timeout: STEP_MS });
  // Key by key, the whole record, as a player types it (typeInto checks the field holds it all:
  // the field keeps its own text while keys arrive faster than the app's renders).
  const typing = Date.now();
  await typeInto(page, hit("games-import-text"), pdn);
  log(`typed the PDN (${pdn.length} keys) in ${((Date.now() - typing) / 1000).toFixed(1)} s`);
  await tap(page, "games-import-go");
  await page.waitForSelector(hit("games-import-report"), { timeout: STEP_MS });
  const report = (await page.textContent(hit("games-import-report"))).replace(/\s+/g, " ").trim();
  log(`import: ${report}`);
  await tap(page, "games-import-close");
  await page.waitForFunction(() => document.querySelectorAll(".game-row").length === 1, null, { timeout: STEP_MS });
  const back = await page.textContent(".game-row");
  if (!back.includes("Damas Russas")) throw new Error(`the imported game reads ${back}`);
  await screenshot(page, "imported");
  log(`imported back: ${back.replace(/\s+/g, " ").trim()}`);
}

const { context, page } = await phone();
try {
  if (phase === "play") await play(page); else await archive(page);
} catch (error) {
  await screenshot(page, `failed-${phase}`).catch(() => {});
  console.error(`[e2e-games] FAIL ${error.stack}`);
  await context.close();
  process.exit(1);
}
await context.close();

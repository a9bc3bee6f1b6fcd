// Learning end-to-end driver: one phone-sized headless Chromium page of the app served by
// plyyard-liveview. A short Russian game by taps, then 📈 Análise: the engine reviews it in the
// background until "Análise concluída", and a tap on the evaluation graph goes to that position.
// Then 🧩 Golpes: the puzzle shown is solved by tapping its whole line (read from the shipped
// file), the defence answering on the board, to "🏆 Resolvido!"; its live region says the landings
// of each piece picked up, each move with the defence's answer, and the end.
// Usage: node learn.mjs LIVEVIEW_URL ARTIFACT_DIR WORK_DIR PUZZLE_FILE
import { e2e, hit, STEP_MS } from "./common.mjs";
import fs from "node:fs";

const [liveviewUrl, artifacts, work, puzzleFile] = process.argv.slice(2);
const { log, browser, screenshot } = e2e("e2e-learn", work, artifacts);
// A PDN square number (1 = b8 … 32 = g1) as the board's square index (rank * 8 + file, a1 = 0).
const squareOf = (number) => {
  const row = Math.floor((number - 1) / 4), within = (number - 1) % 4;
  const file = row % 2 === 0 ? 2 * within + 1 : 2 * within;
  return (7 - row) * 8 + file;
};
const squaresOf = (text) => text.split(/[-x]/).map((n) => squareOf(Number(n)));
const waitText = (page, text, what) => page.waitForFunction((t) => document.body.innerText.includes(t), text, { timeout: STEP_MS })
  .catch(async (e) => { await screenshot(page, `failed-${what}`); throw new Error(`${what}: ${e.message}`); });

const { context, page } = await browser("learn", []);
try {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto(liveviewUrl);
  await page.click(hit("game-russian"), { timeout: STEP_MS });
  await page.click(hit("mode-two"));
  await page.click(hit("start"));
  // c3-d4, h6-g5, a3-b4, g5-h4 by taps.
  const moves = ["22-18", "12-16", "21-17", "16-20"];
  for (const [index, text] of moves.entries()) {
    for (const square of squaresOf(text)) await page.click(hit(`sq-${square}`), { timeout: STEP_MS });
    await page.waitForFunction((n) => [...document.querySelectorAll(".move-list .mv")].filter((m) => m.textContent.trim()).length >= n,
      index + 1, { timeout: STEP_MS });
  }
  await page.click(hit("open-review"));
  const started = Date.now();
  await waitText(page, "Análise concluída", "review-done");
  log(`review of ${moves.length} moves done in ${Date.now() - started} ms`);
  await screenshot(page, "review-done");
  await page.click(hit("graph-2"));
  await page.waitForFunction(() => document.querySelector('[data-hit="review-verdict"]').textContent.startsWith("1. "), null, { timeout: STEP_MS });
  const verdict = await page.textContent(hit("review-verdict"));
  log("graph tap shows", verdict);
  if (!/h6-g5|g5/.test(verdict)) throw new Error(`the graph's position 2 is Black's first move, not: ${verdict}`);
  await screenshot(page, "review-graph-tap");

  await page.click(hit("review-back"));
  await page.click(hit("home"));
  await page.click(hit("open-puzzles"), { timeout: STEP_MS });
  await page.waitForSelector(hit("puzzle-meta"), { timeout: STEP_MS });
  const meta = await page.textContent(hit("puzzle-meta"));
  const id = meta.match(/#(ru-\d+)/)[1];
  const puzzle = fs.readFileSync(puzzleFile, "utf8").split("\n").filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l)).find((p) => p.id === id);
  if (!puzzle) throw new Error(`puzzle ${id} is not in ${puzzleFile}`);
  log(`puzzle ${id}: ${puzzle.line.join(" ")}`);
  await screenshot(page, "puzzle");
  // What a screen reader hears: the live region, after each step, names the move just played
  // and the defence's answer as the board is lettered ("18x9" is "d4:b6").
  const algebraic = (text) => squaresOf(text).map((i) => "abcdefgh"[i % 8] + (Math.floor(i / 8) + 1)).join(text.includes("x") ? ":" : "-");
  const said = () => page.evaluate(() => document.querySelector('[data-hit="announce"]')?.textContent.trim() ?? "");
  const waitSaid = (start, what) => page.waitForFunction((t) => (document.querySelector('[data-hit="announce"]')?.textContent ?? "").startsWith(t),
    start, { timeout: STEP_MS }).catch(async () => { await screenshot(page, `failed-${what}`); throw new Error(`${what}: "${await said()}", not "${start}…"`); });
  for (let step = 0; step < puzzle.line.length; step += 2) {
    const [first, ...rest] = squaresOf(puzzle.line[step]);
    await page.click(hit(`sq-${first}`), { timeout: STEP_MS });
    await page.waitForFunction((f) => (document.querySelector('[data-hit="announce"]')?.textContent ?? "").includes(`${f}, destinos: `),
      algebraic(puzzle.line[step]).slice(0, 2), { timeout: STEP_MS }).catch(async () => { throw new Error(`landings not said: "${await said()}"`); });
    for (const square of rest) await page.click(hit(`sq-${square}`), { timeout: STEP_MS });
    const mine = algebraic(puzzle.line[step]);
    const last = step + 1 === puzzle.line.length;
    await waitSaid(last ? `Seu lance: ${mine}. 🏆 Resolvido!`
      : `Seu lance: ${mine}, a defesa responde ${algebraic(puzzle.line[step + 1])}. ✓ Certo!`, `puzzle-said-${step}`);
    await waitText(page, last ? "Resolvido!" : "Certo!", `puzzle-step-${step}`);
    log(`live region: ${await said()}`);
  }
  await screenshot(page, "puzzle-solved");
  log("PASS");
} catch (e) {
  await screenshot(page, "failed").catch(() => {});
  console.error(e);
  process.exitCode = 1;
} finally {
  await context.close();
}

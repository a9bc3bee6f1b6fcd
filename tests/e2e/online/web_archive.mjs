// 📚 Partidas in the web build (the archive in the page's local storage), driven by web.mjs after
// its bot game ends: after a reload the game is listed (its result, its number of moves); it is
// opened and its replay stepped through to the last position; exported (the dialog's PDN, and the
// file the download button saves); deleted after the confirmation; typed back key by key into the
// import; listed again after a reload. Then one game's entry is cut in half by hand before a
// reload: the other game is still listed, the player told once, and the entry kept aside.
import fs from "node:fs";
import path from "node:path";
import { hit, STEP_MS, typeInto } from "./common.mjs";

const rows = (page) => page.$$eval(".game-row", (r) => r.map((e) => e.textContent.replace(/\s+/g, " ").trim()));
const gameKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("plyyard/games/")).sort());

// Taps a button once its screen has scrolled itself to the top.
async function tap(page, name) {
  await page.waitForSelector(hit(name), { timeout: STEP_MS });
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: STEP_MS }).catch(() => {});
  await page.tap(hit(name), { timeout: STEP_MS });
}

// Reloads the page and opens 📚 Partidas; resolves once the list (or its empty state) is drawn.
async function reloadToGames(page) {
  await page.reload();
  await tap(page, "open-games");
  await page.waitForSelector(`${hit("games-list")}, ${hit("games-empty")}`, { timeout: STEP_MS });
}

// `game`: what the finished game showed ({ plies, pieces, result }), read by web.mjs.
export async function archiveInTheBrowser(page, game, { log, screenshot, work }) {
  const started = Date.now();

  // ---- after a reload the finished game is in 📚 Partidas ----
  await reloadToGames(page);
  const listed = await rows(page);
  // Counted as the move list numbers them, White's and Black's move together (issue 47: the list
  // once said "54 lances" of a game numbered to 27); the player, White, moved first.
  const moves = `${Math.ceil(game.plies / 2)} lances`;
  if (listed.length !== 1 || !listed[0].includes("Damas Russas") || !listed[0].includes(game.result) || !listed[0].includes(moves)) {
    await screenshot(page, "failed-partidas");
    throw new Error(`after the reload 📚 Partidas shows ${JSON.stringify(listed)}, not one Russian game, ${game.result}, ${moves}`);
  }
  if (await page.$(hit("games-problem"))) throw new Error(`a clean archive told a problem: ${await page.textContent(hit("games-problem"))}`);
  log(`web archive: after the reload: ${listed[0]}`);
  await screenshot(page, "web-partidas");

  // ---- opened: its replay, first position to last ----
  await tap(page, "games-open-0");
  await page.waitForSelector(hit("review-first"), { timeout: STEP_MS });
  const current = () => page.evaluate(() => {
    const cur = document.querySelector(".review-moves .mv.current");
    return cur ? Number(cur.getAttribute("data-hit").replace("review-move-", "")) : -1;
  });
  const pieces = () => page.evaluate(() => document.querySelectorAll('[role="gridcell"] .piece').length);
  const moveCount = await page.$$eval(".review-moves .mv", (l) => l.length);
  if (moveCount !== game.plies) throw new Error(`the replay lists ${moveCount} moves, the game had ${game.plies}`);
  await tap(page, "review-first");
  await page.waitForFunction(() => !document.querySelector(".review-moves .mv.current"), null, { timeout: STEP_MS });
  if ((await pieces()) !== 24) throw new Error(`the replay's first position has ${await pieces()} pieces`);
  for (let step = 0; step < 6; step++) {
    await tap(page, "review-next");
    await page.waitForFunction((ply) => document.querySelector(`.review-moves .mv.current[data-hit="review-move-${ply}"]`),
      step, { timeout: STEP_MS }).catch(async () => { throw new Error(`▶ ${step + 1} times shows move ${await current()}`); });
  }
  await tap(page, "review-previous");
  await page.waitForFunction(() => document.querySelector('.review-moves .mv.current[data-hit="review-move-4"]'), null, { timeout: STEP_MS });
  await screenshot(page, "web-replay-move-5");
  await tap(page, "review-last");
  await page.waitForFunction((ply) => document.querySelector(`.review-moves .mv.current[data-hit="review-move-${ply}"]`),
    game.plies - 1, { timeout: STEP_MS });
  if ((await pieces()) !== game.pieces) throw new Error(`the replay's last position has ${await pieces()} pieces, the game ended with ${game.pieces}`);
  log(`web archive: replay stepped ⏮ ▶×6 ◀ ⏭: ${game.plies} moves, ${game.pieces} pieces at the end as on the game's board`);
  await screenshot(page, "web-replay-last");
  await tap(page, "review-back");

  // ---- export: the dialog's PDN and the downloaded file ----
  await tap(page, "games-select-0");
  await tap(page, "games-export");
  await page.waitForFunction((sel) => (document.querySelector(sel)?.value || "").length > 0, hit("games-export-text"), { timeout: STEP_MS });
  const pdn = await page.inputValue(hit("games-export-text"));
  const firstMove = pdn.match(/\n1\. ?(\S+)/);
  if (!pdn.startsWith("[Event") || !/\[Result "(1-0|0-1|1\/2-1\/2|2-0|0-2|1-1)"\]/.test(pdn) || !firstMove) {
    throw new Error(`the export is not the game's PDN: ${pdn.slice(0, 400)}`);
  }
  const exportedPlies = pdn.replace(/\[[^\]]*\]/g, "").replace(/\{[^}]*\}/g, "").split(/\s+/)
    .filter((w) => w && !/^\d+\.$/.test(w) && !/^(1-0|0-1|1\/2-1\/2|2-0|0-2|1-1|\*)$/.test(w)).length;
  if (exportedPlies !== game.plies) throw new Error(`the export has ${exportedPlies} moves, the game ${game.plies}: ${pdn}`);
  await screenshot(page, "web-export");
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: STEP_MS }), tap(page, "games-download")]);
  const file = path.join(work, "web-export.pdn");
  await download.saveAs(file);
  const saved = fs.readFileSync(file, "utf8");
  if (saved !== pdn) throw new Error(`the downloaded file (${download.suggestedFilename()}, ${saved.length} bytes) differs from the dialog's text`);
  log(`web archive: exported ${pdn.length} characters of PDN (${exportedPlies} moves, from 1. ${firstMove[1]}); downloaded as ${download.suggestedFilename()}, the same text`);
  await tap(page, "games-export-close");

  // ---- deleted after the confirmation ----
  await tap(page, "games-delete");
  await page.waitForSelector(hit("games-delete-confirm"), { timeout: STEP_MS });
  if ((await rows(page)).length !== 1) throw new Error("the game went before the confirmation");
  await tap(page, "games-delete-confirm");
  await page.waitForSelector(hit("games-empty"), { timeout: STEP_MS });
  const left = await gameKeys(page);
  if (left.some((k) => /^plyyard\/games\/\d+$/.test(k))) throw new Error(`deleted, yet local storage keeps ${left}`);

  // ---- typed back in, key by key; still there after a reload ----
  await tap(page, "games-import");
  await tap(page, "games-import-russian");
  await page.waitForSelector(`${hit("games-import-russian")}[aria-checked="true"]`, { timeout: STEP_MS });
  const typing = Date.now();
  await typeInto(page, hit("games-import-text"), pdn);
  log(`web archive: typed the PDN (${pdn.length} keys) in ${((Date.now() - typing) / 1000).toFixed(1)} s`);
  await tap(page, "games-import-go");
  await page.waitForSelector(hit("games-import-report"), { timeout: STEP_MS });
  const report = (await page.textContent(hit("games-import-report"))).replace(/\s+/g, " ").trim();
  await screenshot(page, "web-imported");
  await tap(page, "games-import-close");
  await page.waitForFunction(() => document.querySelectorAll(".game-row").length === 1, null, { timeout: STEP_MS });
  await reloadToGames(page);
  const back = await rows(page);
  if (back.length !== 1 || !back[0].includes("Damas Russas") || !back[0].includes(moves)) {
    throw new Error(`after the import and a reload the list shows ${JSON.stringify(back)}`);
  }
  log(`web archive: imported (${report}); after a reload: ${back[0]}`);

  // ---- a hand-damaged entry: the other game still listed, the player told once, the entry kept aside ----
  // A second game: the imported one's record under a new id, a minute older, as a later version
  // of the app might have kept it (the list entry is left as it was: it is made again).
  const [victim, other] = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^plyyard\/games\/\d+$/.test(k));
    const record = JSON.parse(localStorage.getItem(key));
    const id = record.id - 1000;
    localStorage.setItem(`plyyard/games/${id}`, JSON.stringify({ ...record, id, ended_at_ms: record.ended_at_ms - 60000 }));
    return [key, `plyyard/games/${id}`];
  });
  await reloadToGames(page);
  if ((await rows(page)).length !== 2) throw new Error(`a second game's entry is not listed: ${JSON.stringify(await rows(page))}`);
  const cut = await page.evaluate((key) => {
    const text = localStorage.getItem(key);
    localStorage.setItem(key, text.slice(0, text.length / 2));
    return text.slice(0, text.length / 2);
  }, victim);
  await reloadToGames(page);
  const problems = await page.$$eval(hit("games-problem"), (l) => l.map((p) => p.textContent.trim()));
  const survivors = await rows(page);
  await screenshot(page, "web-damaged-entry");
  if (problems.length !== 1 || !problems[0].includes("não puderam ser lidas: 1") || !problems[0].includes("Partidas na lista: 1")) {
    throw new Error(`the damaged entry was told as ${JSON.stringify(problems)}`);
  }
  if (survivors.length !== 1 || !survivors[0].includes(moves)) throw new Error(`besides the damaged entry the list shows ${JSON.stringify(survivors)}`);
  const keys = await gameKeys(page);
  const aside = keys.find((k) => k.startsWith(`${victim}.damaged-`));
  if (!aside || keys.includes(victim) || !keys.includes(other)) throw new Error(`after setting aside, local storage holds ${keys}`);
  if ((await page.evaluate((k) => localStorage.getItem(k), aside)) !== cut) throw new Error(`${aside} does not keep the damaged text`);
  log(`web archive: a game's entry cut in half: told "${problems[0]}"; the other listed; kept as ${aside}`);
  await reloadToGames(page);
  if (await page.$(hit("games-problem"))) throw new Error("the set-aside entry was told again after another reload");
  if ((await rows(page)).length !== 1) throw new Error("the other game is gone after another reload");
  log(`web archive: told once (not after the next reload); ${((Date.now() - started) / 1000).toFixed(1)} s for 📚 Partidas in the web build`);
}

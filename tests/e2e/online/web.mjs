// Web build end-to-end driver: the app's wasm build served by plyyard-server, in a phone-sized
// headless Chromium with touch (412×915, taps). It measures the time to the first board drawn;
// plays the bot (its search runs in a Web Worker) and reloads mid-game (the game comes back from
// the browser's storage); goes offline and reloads (the service worker serves the app) and plays
// the game to its end by taps, timing the UI thread's work for every tap; then joins a room
// through the invite's web link and plays moves against a native client (the liveview app); and
// last, a phone whose fake camera shows a second room's QR code joins it from the scan screen (the
// frames are read in the QR Web Worker) and plays. After the bot game, web_archive.mjs drives 📚
// Partidas on the page's local storage.
// Usage: node web.mjs WEB_URL LIVEVIEW_URL ARTIFACT_DIR WORK_DIR
import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { fakeCameraArgs, baseArgs, e2e, hit, installBoardProbe, STEP_MS, typeInto } from "./common.mjs";
import { archiveInTheBrowser } from "./web_archive.mjs";

const [webUrl, liveviewUrl, artifacts, work] = process.argv.slice(2);
const { log, browser, screenshot, waitText, waitMoves, playMove } = e2e("e2e-web", work, artifacts);

// Installed in every page: the main thread's work for each input event, from its dispatch (a
// capture listener on window runs first) to a bubbling listener on window, which runs after the
// app's own (Dioxus listens on its root element) and after the microtasks its handler queued: the
// app's handler, Dioxus's render and its DOM patch. Then the style and layout that change needs,
// forced at once. No frame or vsync wait is counted.
function installTapProbe() {
  window.plyTapWork = [];
  const started = new Map();
  for (const type of ["pointerdown", "pointerup", "click"]) {
    window.addEventListener(type, (event) => started.set(event, performance.now()), { capture: true });
    window.addEventListener(type, (event) => {
      const start = started.get(event);
      if (start === undefined) return;
      started.delete(event);
      const script = performance.now() - start;
      void document.body.offsetHeight;
      window.plyTapWork.push({ type, script, ms: performance.now() - start });
    });
  }
}

async function phone(name, extraArgs = []) {
  const dir = path.join(work, `profile-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium", headless: true, args: [...baseArgs, ...extraArgs],
    viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  await context.addInitScript(installBoardProbe);
  await context.addInitScript(installTapProbe);
  const page = context.pages()[0] || await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") log(`${name} console:`, m.text()); });
  page.on("pageerror", (e) => log(`${name} page error:`, e.message));
  return { context, page };
}

// The offline game's moves as the move list shows them.
const listed = (page) => page.$$eval(".move-list .mv", (l) => l.map((m) => m.textContent.trim()).filter((t) => t && t !== "…"));
async function waitPlies(page, n, what) {
  await page.waitForFunction((n) =>
    [...document.querySelectorAll(".move-list .mv")].filter((m) => m.textContent.trim() && m.textContent.trim() !== "…").length >= n
    || document.querySelector('[data-dialog="game-over"]') !== null,
  n, { timeout: STEP_MS }).catch(async (e) => { await screenshot(page, `failed-${what}`); throw new Error(`${what}: ${e.message}`); });
}
const over = (page) => page.evaluate(() => document.querySelector('[data-dialog="game-over"]') !== null);

// One white move by taps: the first piece that shows landing squares, then landings until done.
async function tapMove(page) {
  const whites = await page.$$eval('[data-hit^="sq-"]', (cells) =>
    cells.filter((c) => c.querySelector(".piece.white")).map((c) => c.getAttribute("data-hit")));
  for (const square of whites) {
    await page.tap(hit(square));
    const ok = await page.waitForFunction((sq) => {
      const b = window.plyBoard();
      return b.selected.includes(sq) && b.targets.length > 0;
    }, square, { timeout: 3000 }).then(() => true, () => false);
    if (!ok) continue;
    for (let step = 0; step < 12; step++) {
      const b = await page.evaluate(() => window.plyBoard());
      if (b.targets.length === 0) break;
      await page.tap(hit(b.targets[0]));
      await page.waitForFunction((marks) => window.plyBoard().marks !== marks, b.marks, { timeout: STEP_MS });
    }
    return true;
  }
  return false;
}

// Navigation (no cache: a fresh profile) to the home screen and, by the player's taps, to the
// first board of a bot game.
async function firstBoard(page) {
  const started = Date.now();
  await page.goto(webUrl);
  await page.waitForSelector(hit("game-russian"), { timeout: STEP_MS });
  const home = Date.now() - started;
  await page.tap(hit("game-russian"));
  await page.tap(hit("mode-bot"));
  await page.tap(hit("colour-white"));
  await page.tap(hit("start"));
  await page.waitForSelector(hit("sq-18"), { timeout: STEP_MS });
  return { home, board: Date.now() - started };
}
const median = (l) => [...l].sort((a, b) => a - b)[Math.floor(l.length / 2)];

// A native client (liveview) that creates a room of `game` on the room service, sits White as
// `player` and opens the invite dialog.
async function hostRoom(name, player, game) {
  const client = await browser(name, []);
  await client.page.goto(liveviewUrl);
  await client.page.click(hit("open-online"), { timeout: STEP_MS });
  await typeInto(client.page, hit("online-name"), player);
  await client.page.click(hit("online-create"));
  await client.page.click(hit("online-place-server"));
  await client.page.click(hit(`online-game-${game}`));
  await client.page.click(hit("online-create-room"));
  await waitText(client.page, hit("online-chair-White"), `${player} (você)`, `${name} seated White`);
  await client.page.click(hit("online-invite"));
  return client;
}

let guest, host, host2, scanner;
const { context, page } = await phone("player");
try {
  // ---- first board: three cold runs in fresh profiles, then the player's own ----
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const cold = await phone(`cold-${run}`);
    runs.push(await firstBoard(cold.page));
    await cold.context.close();
  }
  runs.push(await firstBoard(page));
  log(`bench: navigation to the home screen drawn: ${runs.map((r) => r.home).join(", ")} ms (median ${median(runs.map((r) => r.home))})`);
  log(`bench: navigation to the first board drawn: ${runs.map((r) => r.board).join(", ")} ms (median ${median(runs.map((r) => r.board))})`);
  await screenshot(page, "web-board");

  // ---- the build's big files are named after their content and kept for good; the page revalidates ----
  const caching = await page.evaluate(async () => {
    const names = performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname.slice(1));
    const wasm = names.find((n) => /^plyyard_bg\.[0-9a-f]{16}\.wasm$/.test(n));
    const glue = names.find((n) => /^plyyard\.[0-9a-f]{16}\.js$/.test(n));
    const header = async (n) => (await fetch(n, { cache: "no-store" })).headers.get("cache-control");
    return { wasm, glue, wasmCache: wasm && await header(wasm), glueCache: glue && await header(glue), page: await header("./") };
  });
  if (!caching.wasm || !caching.glue) throw new Error(`the page did not load content-named files: ${JSON.stringify(caching)}`);
  if (!/immutable/.test(caching.wasmCache) || !/immutable/.test(caching.glueCache) || caching.page !== "no-cache") {
    throw new Error(`caching headers: ${JSON.stringify(caching)}`);
  }
  log(`content-named files kept for good (${caching.wasm}: ${caching.wasmCache}); the page: ${caching.page}`);

  // ---- the bot answers from its worker; a reload brings the game back ----
  if (!(await tapMove(page))) throw new Error("no first move");
  await waitPlies(page, 2, "bot-answered");
  await tapMove(page);
  await waitPlies(page, 4, "bot-answered-again");
  const before = await listed(page);
  log("before the reload", before.join(" "));
  // The page registers its service worker once it is idle after start: let it take control
  // before the reload, as it has long done for a player by the second visit.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: STEP_MS })
    .catch(() => { throw new Error("no service worker took control of the first page"); });
  await page.reload();
  await page.waitForSelector(hit("resume"), { timeout: STEP_MS });
  await page.tap(hit("resume"));
  await page.waitForSelector(hit("sq-18"), { timeout: STEP_MS });
  const after = await listed(page);
  if (JSON.stringify(after) !== JSON.stringify(before)) throw new Error(`the reload lost the game: ${before} / ${after}`);
  await screenshot(page, "web-after-reload");

  // ---- offline: the service worker serves the app; play to the end ----
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: STEP_MS })
    .catch(() => { throw new Error("no service worker controls the page"); });
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector(hit("resume"), { timeout: STEP_MS });
  await page.tap(hit("resume"));
  await page.waitForSelector(hit("sq-18"), { timeout: STEP_MS });
  log("offline reload served by the service worker");
  let plies = (await listed(page)).length;
  for (let turn = 0; turn < 150 && !(await over(page)); turn++) {
    if (!(await tapMove(page))) break;
    await waitPlies(page, plies + 2, `bot-answer-${turn}`);
    plies = (await listed(page)).length;
  }
  if (!(await over(page))) throw new Error(`the game did not end (${plies} plies)`);
  log(`the offline game ended after ${plies} plies`);
  const tapWork = await page.evaluate(() => window.plyTapWork);
  if (tapWork.length < 10) throw new Error(`the tap probe saw only ${tapWork.length} input events`);
  const spread = (list, key) => {
    const sorted = list.map((w) => w[key]).sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
    return `median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
  };
  for (const type of ["pointerdown", "pointerup", "click"]) {
    const list = tapWork.filter((w) => w.type === type);
    if (list.length === 0) throw new Error(`the tap probe saw no ${type}`);
    log(`bench: UI-thread work of a tap's ${type} over the game since the last reload (${list.length} taps): handler and render ${spread(list, "script")}; with style and layout ${spread(list, "ms")}`);
  }
  await screenshot(page, "web-game-over");
  await context.setOffline(false);

  // ---- 📚 Partidas: the game kept in local storage, replayed, exported, deleted, typed back ----
  const ending = await page.textContent('[data-dialog="game-over"]');
  // The dialog speaks to the player (White): "🏆 Você venceu!", "🏳 Você perdeu" or "🤝 Empate".
  const result = ending.includes("Empate") ? "Empate" : ending.includes("Você venceu") ? "Vitória" : "Derrota";
  const pieces = await page.evaluate(() => document.querySelectorAll('[role="gridcell"] .piece').length);
  await archiveInTheBrowser(page, { plies, pieces, result }, { log, screenshot, work });

  // ---- every screen opens at its top, even when opened from low on Home ----
  const short = await phone("scroll");
  await short.page.setViewportSize({ width: 412, height: 560 });
  await short.page.goto(webUrl);
  await short.page.waitForSelector(hit("open-settings"), { timeout: STEP_MS });
  for (const [open, title] of [["open-rules", "h1"], ["open-settings", "h1"], ["open-learn", "h1"]]) {
    await short.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const low = await short.page.evaluate(() => window.scrollY);
    if (low < 50) throw new Error(`Home is not taller than the view (scrollY ${low}): the check would prove nothing`);
    await short.page.tap(hit(open));
    await short.page.waitForSelector(hit("back"), { timeout: STEP_MS });
    await short.page.waitForFunction(() => window.scrollY === 0, null, { timeout: STEP_MS }).catch(async () => {
      await screenshot(short.page, `failed-scroll-${open}`);
      throw new Error(`${open} opened scrolled down to ${await short.page.evaluate(() => window.scrollY)} px`);
    });
    const top = await short.page.$eval(title, (h) => h.getBoundingClientRect().top);
    if (top < 0) throw new Error(`${open}: its title is above the view (${top} px)`);
    await short.page.tap(hit("back"));
    await short.page.waitForSelector(hit("open-settings"), { timeout: STEP_MS });
  }
  await short.context.close();
  log("Regras, Configurações and Aprender open at their top from low on Home");

  // ---- a room: the native client (liveview) hosts, the web build joins by the web link ----
  host = await hostRoom("host", "Ana", "Russian");
  const link = await host.page.inputValue(hit("invite-link"));
  log("web invite link", link);
  if (!link.startsWith(webUrl.replace(/\/$/, "") + "/join#")) throw new Error(`the invite is not the web form: ${link}`);
  await host.page.click(hit("invite-close"));
  guest = await phone("guest");
  await guest.page.goto(link);
  // A guest who never gave a name is asked for one before joining.
  await guest.page.waitForSelector(hit("ask-name"), { timeout: STEP_MS });
  await typeInto(guest.page, hit("ask-name"), "Gil Sá");
  await guest.page.click(hit("ask-name-join"));
  await guest.page.waitForSelector(hit("online-chair-Black"), { timeout: STEP_MS });
  await waitText(guest.page, hit("online-chair-Black"), "Gil Sá (você)", "web guest seated Black");
  await waitText(host.page, hit("online-chair-Black"), "Gil", "host sees the web guest");
  await host.page.click(hit("online-start"));
  await waitText(host.page, hit("online-turn"), "Sua vez", "host to move");
  await playMove(host.page, "white", 0);
  await waitMoves(guest.page, 1, "web guest sees ply 1");
  await playMove(guest.page, "black", 1);
  await waitMoves(host.page, 2, "host sees the web guest's move");
  await playMove(host.page, "white", 2);
  await waitMoves(guest.page, 3, "web guest sees ply 3");
  await screenshot(guest.page, "web-guest-in-room");

  // ---- a reload mid-game goes straight back to the room, in the same chair ----
  await guest.page.reload();
  await waitText(guest.page, hit("online-chair-Black"), "(você)", "after a reload the web guest is back in its chair");
  if (await guest.page.$(hit("start"))) throw new Error("the reload showed Home, not the room");
  await waitMoves(guest.page, 3, "the reloaded guest sees the game's 3 moves");
  await screenshot(guest.page, "web-guest-after-reload");
  await playMove(guest.page, "black", 3);
  await waitMoves(host.page, 4, "host sees the reloaded guest's move");
  log("a reload in the room went back to the room and the game went on");

  // ---- a second room: the web build's camera reads its QR code (a fake camera) and joins ----
  host2 = await hostRoom("host2", "Edu", "Brazilian");
  const qrPng = path.join(work, "web-qr.png");
  await host2.page.locator(hit("invite-qr")).screenshot({ path: qrPng });
  await host2.page.click(hit("invite-close"));
  const y4m = path.join(work, "web-qr.y4m");
  const camera = fakeCameraArgs(qrPng, y4m);
  scanner = await phone("scanner", camera);
  await scanner.page.goto(webUrl);
  await scanner.page.tap(hit("open-online"), { timeout: STEP_MS });
  await typeInto(scanner.page, hit("online-name"), "Fê");
  const scanStarted = Date.now();
  await scanner.page.tap(hit("online-scan"));
  await waitText(scanner.page, hit("online-chair-Black"), "Fê (você)", "the web build joined by its camera");
  log(`web camera: scan started to seated ${Date.now() - scanStarted} ms`);
  await screenshot(scanner.page, "web-scanned-and-seated");
  await waitText(host2.page, hit("online-chair-Black"), "Fê", "second host sees the scanner");
  await host2.page.click(hit("online-start"));
  await waitText(host2.page, hit("online-turn"), "Sua vez", "second host to move");
  await playMove(host2.page, "white", 0);
  await waitMoves(scanner.page, 1, "scanner sees ply 1");
  await playMove(scanner.page, "black", 1);
  await waitMoves(host2.page, 2, "second host sees the scanner's move");
  log("PASS");
} catch (e) {
  await screenshot(page, "failed").catch(() => {});
  if (guest) await screenshot(guest.page, "failed-guest").catch(() => {});
  if (host) await screenshot(host.page, "failed-host").catch(() => {});
  if (host2) await screenshot(host2.page, "failed-host2").catch(() => {});
  if (scanner) await screenshot(scanner.page, "failed-scanner").catch(() => {});
  console.error(e);
  process.exitCode = 1;
} finally {
  await context.close();
  if (guest) await guest.context.close();
  if (host) await host.context.close();
  if (host2) await host2.context.close();
  if (scanner) await scanner.context.close();
}

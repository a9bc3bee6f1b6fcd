// Touch end-to-end driver: one phone-sized headless Chromium page (412×915, touch emulation) of
// the app served by plyyard-liveview. A Russian draughts game against the bot: a finger drags the
// c3 man to d4 (the piece follows the finger and the move is played by the square under it,
// though a touch keeps reporting to the square it started on), then after the bot's answer a
// tap, then a tap, plays the next move; with move confirmation on, a drag waits for the confirm tap;
// face to face with a clock, the page hidden pauses the running clock.
//
// A drag's events carry the times a finger's would (the piece carried for 200 ms, the finger at rest
// on the landing square before it lifts), not the times this script happens to send them at: a
// finger lifted while still moving fast starts a fling in Chromium, and a tap that lands in the
// next ~150 ms stops that fling and is swallowed (pointerdown and pointerup, but no click), which
// is how the confirm tap was lost on fast machines.
// Usage: node touch.mjs LIVEVIEW_URL ARTIFACT_DIR WORK_DIR
import { e2e, hit, STEP_MS } from "./common.mjs";

const [liveviewUrl, artifacts, work] = process.argv.slice(2);
const { log, browser, screenshot } = e2e("e2e-touch", work, artifacts);
// Squares are numbered rank * 8 + file from a1 = 0.
const square = (name) => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

const { context, page } = await browser("touch", []);
try {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setDeviceMetricsOverride", { width: 412, height: 915, deviceScaleFactor: 2, mobile: true });
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
  // `timestamp` (seconds since the epoch) is when the event happened; without it, now.
  const touch = (type, x, y, timestamp) => cdp.send("Input.dispatchTouchEvent", {
    type, ...(timestamp === undefined ? {} : { timestamp }), touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }],
  });
  const centre = async (name) => {
    const box = await page.locator(hit(`sq-${square(name)}`)).boundingBox();
    if (!box) throw new Error(`no square ${name} on the page`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  // One finger's drag from square `a` to square `b`, timed as a person's (see the top). The times
  // lie in the past, a second before the press is sent, so they stay in order with every later
  // event (sent at "now") however fast or slow this script runs. `carried` runs once the finger is
  // over `b`, before it lifts (the checks of what the page shows meanwhile).
  const drag = async (a, b, carried) => {
    const from = await centre(a), to = await centre(b);
    const start = Date.now() / 1000 - 1, at = (ms) => start + ms / 1000;
    await touch("touchStart", from.x, from.y, at(0));
    await page.waitForSelector(`${hit(`sq-${square(a)}`)}.selected`, { timeout: STEP_MS });
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      await touch("touchMove", from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps, at(100 + 25 * i));
    }
    await carried(to);
    // At rest on `b` for 150 ms, then lifted: no fling.
    await touch("touchMove", to.x, to.y, at(400));
    await touch("touchEnd", to.x, to.y, at(450));
  };
  const moves = () => page.$$eval(".move-list .mv", (l) => l.map((m) => m.textContent.trim()).filter((t) => t && t !== "…"));
  const waitMoves = (n, what) => page.waitForFunction((n) =>
    [...document.querySelectorAll(".move-list .mv")].filter((m) => m.textContent.trim() && m.textContent.trim() !== "…").length >= n,
  n, { timeout: STEP_MS }).catch(async (e) => { await screenshot(page, `failed-${what}`); throw new Error(`${what}: ${e.message}`); });

  await page.goto(liveviewUrl);
  await page.click(hit("game-russian"), { timeout: STEP_MS });
  await page.click(hit("mode-bot"));
  await page.click(hit("colour-white"));
  await page.click(hit("start"));
  await page.waitForSelector(hit(`sq-${square("c3")}`), { timeout: STEP_MS });
  await screenshot(page, "start");

  // ---- a finger drag from c3 to d4 ----
  await drag("c3", "d4", async (to) => {
    // The piece is under the finger: the lifted piece ends over d4, not on c3 (each move is a
    // round trip to the app, so wait for the last one to be drawn).
    const near = await page.waitForFunction(([sel, x, y]) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y) <= 12;
    }, [hit("dragged-piece"), to.x, to.y], { timeout: STEP_MS }).then(() => true, () => false);
    const lifted = await page.locator(hit("dragged-piece")).boundingBox().catch(() => null);
    log("lifted piece", lifted, "finger", to);
    if (!near) throw new Error("the dragged piece never came under the finger");
    await screenshot(page, "dragging");
  });
  await waitMoves(1, "drag-played");
  const first = (await moves())[0];
  log("first move", first);
  if (!["22-18", "c3-d4"].includes(first)) throw new Error(`the drag played ${first}, not c3-d4`);
  if (await page.$(hit("dragged-piece"))) throw new Error("the dragged piece stayed on the board after the drop");

  // ---- the bot answers; then tap, tap ----
  await waitMoves(2, "bot-answered");
  const tapAt = async (name) => { const p = await centre(name); await touch("touchStart", p.x, p.y); await touch("touchEnd", p.x, p.y); };
  // The first white piece that shows a landing square when tapped (a capture may be forced).
  const whites = await page.$$eval('[data-hit^="sq-"]', (cells) =>
    cells.filter((c) => c.querySelector(".piece.white")).map((c) => Number(c.getAttribute("data-hit").slice(3))));
  const nameOf = (index) => String.fromCharCode(97 + (index % 8)) + String(Math.floor(index / 8) + 1);
  let landing = null;
  for (const index of whites) {
    await tapAt(nameOf(index));
    const shown = await page.waitForFunction((sq) =>
      document.querySelector(`[data-hit="sq-${sq}"].selected`) && document.querySelector(".cell.target"),
    index, { timeout: 5000 }).then(() => true, () => false);
    if (!shown) continue;
    landing = await page.$eval(".cell.target", (c) => Number(c.getAttribute("data-hit").slice(3)));
    break;
  }
  if (landing === null) throw new Error("no white piece showed a landing square when tapped");
  await tapAt(nameOf(landing));
  await waitMoves(3, "tap-tap-played");
  log("moves", await moves());
  await screenshot(page, "after-taps");

  // ---- with "✔ Confirmar lances: Sempre", a drag waits for the confirm tap ----
  const tapHit = async (name) => {
    await page.locator(hit(name)).scrollIntoViewIfNeeded();
    const box = await page.locator(hit(name)).boundingBox();
    await touch("touchStart", box.x + box.width / 2, box.y + box.height / 2);
    await touch("touchEnd", box.x + box.width / 2, box.y + box.height / 2);
  };
  await tapHit("home");
  await page.waitForSelector(hit("open-settings"), { timeout: STEP_MS });
  await tapHit("open-settings");
  await page.waitForSelector(hit("confirm-always"), { timeout: STEP_MS });
  await tapHit("confirm-always");
  await page.waitForSelector(`${hit("confirm-always")}.chosen`, { timeout: STEP_MS });
  await tapHit("back");
  await page.waitForSelector(hit("start"), { timeout: STEP_MS });
  await tapHit("start");
  // The game of four moves is still in progress: the app asks before throwing it away.
  await page.waitForSelector(hit("abandon-confirm"), { timeout: STEP_MS });
  const asked = await page.textContent(hit("abandon-game"));
  if (!/[1-9][0-9]* lances?/.test(asked)) throw new Error(`the question names the game in progress: "${asked}"`);
  await screenshot(page, "asked-before-a-new-game");
  await tapHit("abandon-confirm");
  await page.waitForFunction(() => document.querySelector(".move-list") === null, null, { timeout: STEP_MS });
  await drag("c3", "d4", () => page.waitForSelector(hit("dragged-piece"), { timeout: STEP_MS }));
  await page.waitForSelector(hit("confirm-move"), { timeout: STEP_MS });
  await screenshot(page, "waiting-for-confirm");
  if ((await moves()).length !== 0) throw new Error("with confirmation on, the drag played at once");
  // Counts the clicks the browser makes of the taps on the confirm button, so a failure says
  // whether the tap never became a click or the app ignored the click.
  await page.evaluate(() => {
    window.confirmClicks = 0;
    document.addEventListener("click", (e) => {
      if (e.target.closest('[data-hit="confirm-move"]')) window.confirmClicks += 1;
    }, true);
  });
  await tapHit("confirm-move");
  await waitMoves(1, "confirmed-move-played").catch(async (e) => {
    const clicks = await page.evaluate(() => window.confirmClicks);
    throw new Error(`${e.message} (the browser made ${clicks} click(s) of the confirm tap)`);
  });
  log("confirmed", (await moves())[0]);

  // Face to face with a clock: the page hidden (the phone locked, another app in front) pauses
  // the running clock. The page says it is hidden as a webview does, by its visibility and the
  // `visibilitychange` event.
  await tapHit("home");
  await page.waitForSelector(hit("mode-two"), { timeout: STEP_MS });
  await tapHit("mode-two");
  await tapHit("clock-5+3");
  await tapHit("start");
  await page.waitForSelector(hit("abandon-confirm"), { timeout: STEP_MS });
  await tapHit("abandon-confirm");
  await page.waitForFunction(() => document.querySelector(".move-list") === null, null, { timeout: STEP_MS });
  await drag("c3", "d4", () => page.waitForSelector(hit("dragged-piece"), { timeout: STEP_MS }));
  await tapHit("confirm-move");
  await waitMoves(1, "clocked-move-played");
  await page.waitForSelector(hit("clock-pause"), { timeout: STEP_MS });
  if (await page.evaluate(() => document.body.textContent.includes("Relógio pausado"))) throw new Error("paused before the page was hidden");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.waitForFunction(() => document.body.textContent.includes("Relógio pausado"), null, { timeout: STEP_MS })
    .catch(async (e) => { await screenshot(page, "failed-clock-not-paused"); throw new Error(`hidden page, clock still running: ${e.message}`); });
  await screenshot(page, "clock-paused-in-background");
  log("hidden page: clock paused");
  log("PASS");
} catch (e) {
  await screenshot(page, "failed").catch(() => {});
  console.error(e);
  process.exitCode = 1;
} finally {
  await context.close();
}

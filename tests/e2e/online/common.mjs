// Shared by the end-to-end drivers: headless Chromium pages of the app served by
// plyyard-liveview, a probe of the board installed in every page, screenshots, waits for the page
// to change (never fixed pauses), and a move played by tapping a piece and its landing squares.
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const STEP_MS = 30000;
// How long a tapped piece may take to show as selected. A piece that cannot move ignores the tap
// and the page does not change at all, so this wait has to be bounded; 5 s is far above a
// liveview round trip even on a loaded machine, and a selection that arrives later is harmless
// (the next piece's tap selects that piece instead).
export const PIECE_MS = 5000;

export const hit = (name) => `[data-hit="${name}"]`;

// Installed in every page: what a tap can change on the board (the selected piece, the path
// chosen so far, the next landing squares), how many moves the room lists, and whether a move
// waits for the network. Page-side waits below read it.
export function installBoardProbe() {
  window.plyBoard = () => {
    const hits = (sel) => [...document.querySelectorAll(sel)].map((c) => c.getAttribute("data-hit"));
    const list = document.querySelector('[data-hit="online-moves"]');
    const selected = hits(".cell.selected");
    const targets = hits(".cell.target");
    return {
      selected, targets,
      marks: [selected, hits(".cell.on-path"), targets].map((l) => l.join(",")).join("|"),
      count: list ? Number(list.getAttribute("data-count")) : 0,
      pending: document.querySelector('[data-hit="online-pending"]') !== null,
    };
  };
}

// A fake camera showing the picture `png` (a QR code): writes it as the y4m video Chromium plays
// and returns the browser flags that make it the camera (the permission prompt answered yes).
export function fakeCameraArgs(png, y4m) {
  execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-loop", "1", "-i", png, "-t", "4", "-r", "10",
    "-vf", "scale=480:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p",
    "-pix_fmt", "yuv420p", y4m]);
  return ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${y4m}`];
}

export const baseArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  // A test's own certificate (web_build.sh serves over https with a test CA): Chromium trusts
  // the key it names, as a phone trusts a public authority's certificate.
  ...(process.env.E2E_TRUSTED_SPKI ? [`--ignore-certificate-errors-spki-list=${process.env.E2E_TRUSTED_SPKI}`] : [])];

// The helpers bound to one run: its log tag, its work and artifact folders.
export function e2e(tag, work, artifacts) {
  const log = (...a) => console.log(`[${tag}]`, ...a);
  // `touch`: a touch screen, so `page.tap` sends real touch events (taps as a phone makes them).
  async function browser(name, extra, { touch = false } = {}) {
    const dir = path.join(work, `profile-${name}`);
    fs.rmSync(dir, { recursive: true, force: true });
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: "/usr/bin/chromium", headless: true,
      args: [...baseArgs, ...extra], viewport: { width: 412, height: 900 }, hasTouch: touch,
    });
    await context.addInitScript(installBoardProbe);
    const page = context.pages()[0] || await context.newPage();
    page.on("console", (m) => { if (m.type() === "error") log(`${name} console:`, m.text()); });
    return { context, page };
  }

  let shot = 0;
  // The whole page, or with `{ viewport: true }` what the phone's screen shows (a board kept at
  // the top while scrolled is drawn where the player sees it only in the screen's picture).
  async function screenshot(page, name, { viewport = false } = {}) {
    shot += 1;
    const file = path.join(artifacts, `${String(shot).padStart(2, "0")}-${name}.png`);
    await page.screenshot({ path: file, fullPage: !viewport });
    log("screenshot", file);
  }
  async function waitText(page, selector, text, what) {
    await page.waitForFunction(([sel, t]) => {
      const el = document.querySelector(sel);
      return el && el.textContent.includes(t);
    }, [selector, text], { timeout: STEP_MS }).catch(async (e) => {
      await screenshot(page, `failed-${what}`);
      throw new Error(`${what}: ${selector} never showed "${text}" (${e.message})`);
    });
  }
  async function moveCount(page) {
    return page.evaluate(() => {
      const list = document.querySelector('[data-hit="online-moves"]');
      return list ? Number(list.getAttribute("data-count")) : 0;
    });
  }
  async function waitMoves(page, n, what) {
    await page.waitForFunction((n) => {
      const list = document.querySelector('[data-hit="online-moves"]');
      return list && Number(list.getAttribute("data-count")) >= n;
    }, n, { timeout: STEP_MS }).catch(async (e) => {
      await screenshot(page, `failed-${what}`);
      throw new Error(`${what}: never ${n} moves (${e.message})`);
    });
  }

  // Plays one move for `colour` by clicking: a piece, then its highlighted squares until the move
  // is complete. Returns when the board holds one move more than before (or the move waits for the
  // network). Every wait is for the page to change, never a fixed pause.
  const board = (page) => page.evaluate(() => window.plyBoard());
  const wentOut = (b, shownBefore) => b.count > shownBefore || b.pending;
  async function playMove(page, colour, shownBefore) {
    const squares = await page.$$eval(`[data-hit^="sq-"]`, (cells, colour) =>
      cells.filter((c) => c.querySelector(`.piece.${colour}`)).map((c) => c.getAttribute("data-hit")), colour);
    let tried = false;
    for (const square of squares) {
      // A move that went out late, after an earlier wait gave up, must not be followed by a second.
      if (tried && wentOut(await board(page), shownBefore)) return;
      tried = true;
      await page.click(hit(square));
      const selected = await page.waitForFunction((sq) => {
        const b = window.plyBoard();
        return b.selected.includes(sq) && b.targets.length > 0;
      }, square, { timeout: PIECE_MS }).then(() => true, () => false);
      if (!selected) continue;
      let now = await board(page);
      for (let step = 0; step < 12 && now.targets.length > 0 && !wentOut(now, shownBefore); step++) {
        const target = now.targets[0];
        await page.click(hit(target));
        // A landing tap always changes the marks: the path grows, or the move is made and the
        // selection clears.
        await page.waitForFunction((marks) => window.plyBoard().marks !== marks, now.marks, { timeout: STEP_MS })
          .catch((e) => { throw new Error(`tapping ${target} after ${square} changed nothing (${e.message})`); });
        now = await board(page);
      }
      // The move went out when the move list grows or the move waits for the network.
      const played = await page.waitForFunction((before) => {
        const b = window.plyBoard();
        return b.count > before || b.pending;
      }, shownBefore, { timeout: STEP_MS }).then(() => true, () => false);
      if (played) return;
    }
    throw new Error(`no ${colour} move could be played (moves shown before: ${shownBefore})`);
  }
  return { log, browser, screenshot, waitText, moveCount, waitMoves, playMove, board };
}

// Types `text` into the field `selector` as a person does: a tap on the field, its old text
// selected and deleted, then one real key press per character (never `fill`, which sends no key:
// a shortcut that steals keys from a field would go unseen). Checks the field holds exactly the
// text afterwards and that the page did not leave the field's screen.
export async function typeInto(page, selector, text) {
  await page.click(selector, { timeout: STEP_MS });
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text, { delay: 15 });
  await page.waitForFunction(([sel, t]) => {
    const el = document.querySelector(sel);
    return el && el.value === t;
  }, [selector, text], { timeout: STEP_MS }).catch(async (e) => {
    const now = await page.evaluate((sel) => document.querySelector(sel)?.value ?? "(the field is gone)", selector);
    throw new Error(`typing "${text}" into ${selector} left "${now}" (${e.message})`);
  });
}

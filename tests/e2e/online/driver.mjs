// Online end-to-end driver: two headless Chromium pages play through the app served by
// plyyard-liveview. The host creates a room and shows its invite QR code; the guest's fake
// camera (a y4m video made from a screenshot of that QR code) scans it and joins; they play;
// the guest's connection is dropped mid-game and a move is made while offline; the connection
// comes back, the move is acknowledged once; a draw is offered and declined; the guest resigns.
//
// A TCP proxy between the app and the room service lets the test cut the guest's socket.
// Usage: node driver.mjs LIVEVIEW_URL SERVER_PORT PROXY_PORT ARTIFACT_DIR WORK_DIR
import { chromium } from "playwright-core";
import net from "node:net";
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";

const [liveviewUrl, serverPort, proxyPort, artifacts, work] = process.argv.slice(2);
const STEP_MS = 30000;
// How long a tapped piece may take to show as selected. A piece that cannot move ignores the tap
// and the page does not change at all, so this wait has to be bounded; 5 s is far above a
// liveview round trip even on a loaded machine, and a selection that arrives later is harmless
// (the next piece's tap selects that piece instead).
const PIECE_MS = 5000;
const log = (...a) => console.log("[e2e-online]", ...a);

// ---- the proxy: every connection is numbered; some can be cut, new ones refused ----
const links = [];
let refusing = false;
const proxy = net.createServer((inbound) => {
  if (refusing) { inbound.destroy(); return; }
  const outbound = net.connect(Number(serverPort), "127.0.0.1");
  const link = { inbound, outbound, index: links.length, open: true };
  links.push(link);
  const close = () => { link.open = false; inbound.destroy(); outbound.destroy(); };
  inbound.on("error", close); outbound.on("error", close);
  inbound.on("close", close); outbound.on("close", close);
  inbound.pipe(outbound); outbound.pipe(inbound);
});
await new Promise((ok) => proxy.listen(Number(proxyPort), "127.0.0.1", ok));

// Installed in every page: what a tap can change on the board (the selected piece, the path
// chosen so far, the next landing squares), how many moves the room lists, and whether a move
// waits for the network. Page-side waits below read it.
function installBoardProbe() {
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

const baseArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
async function browser(name, extra) {
  const dir = path.join(work, `profile-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: "/usr/bin/chromium", headless: true,
    args: [...baseArgs, ...extra], viewport: { width: 412, height: 900 },
  });
  await context.addInitScript(installBoardProbe);
  const page = context.pages()[0] || await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") log(`${name} console:`, m.text()); });
  return { context, page };
}

const hit = (name) => `[data-hit="${name}"]`;
let shot = 0;
async function screenshot(page, name) {
  shot += 1;
  const file = path.join(artifacts, `${String(shot).padStart(2, "0")}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
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

let host, guest;
try {
  // ---- host: create a Russian draughts room ----
  host = await browser("host", []);
  await host.page.goto(liveviewUrl);
  await host.page.click(hit("open-online"), { timeout: STEP_MS });
  // This browser has no camera (no fake device): the scan screen says so clearly.
  await host.page.click(hit("online-scan"));
  await host.page.waitForSelector(hit("scan-message"), { timeout: STEP_MS });
  const cameraMessage = await host.page.getAttribute(hit("scan-message"), "data-message");
  if (!["NoCamera", "CameraDenied"].includes(cameraMessage)) throw new Error(`camera message ${cameraMessage}`);
  await screenshot(host.page, "host-no-camera");
  await host.page.click(hit("online-back"));
  await host.page.fill(hit("online-name"), "Ana");
  await host.page.click(hit("online-create"));
  await host.page.click(hit("online-game-Russian"));
  await host.page.click(hit("online-create-room"));
  await waitText(host.page, hit("online-chair-White"), "Ana (você)", "host seated White");
  await screenshot(host.page, "host-room");
  await host.page.click(hit("online-invite"));
  await host.page.waitForSelector(`${hit("invite-qr")} svg`, { timeout: STEP_MS });
  const link = await host.page.inputValue(hit("invite-link"));
  log("invite link", link);
  if (!link.startsWith("plyyard://join?")) throw new Error(`bad invite link ${link}`);
  const qrPng = path.join(work, "qr.png");
  await host.page.locator(hit("invite-qr")).screenshot({ path: qrPng });
  fs.copyFileSync(qrPng, path.join(artifacts, "invite-qr.png"));
  await screenshot(host.page, "host-invite-qr");
  await host.page.click(hit("invite-close"));

  // ---- the guest's fake camera shows the host's QR code ----
  const y4m = path.join(work, "qr.y4m");
  execFileSync("ffmpeg", ["-loglevel", "error", "-y", "-loop", "1", "-i", qrPng, "-t", "4", "-r", "10",
    "-vf", "scale=480:480:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p",
    "-pix_fmt", "yuv420p", y4m]);
  const guestFirstLink = links.length;
  guest = await browser("guest", ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
    `--use-file-for-fake-video-capture=${y4m}`]);
  await guest.page.goto(liveviewUrl);
  await guest.page.click(hit("open-online"), { timeout: STEP_MS });
  await guest.page.fill(hit("online-name"), "Bia");
  const scanStarted = Date.now();
  await guest.page.click(hit("online-scan"));
  await guest.page.waitForTimeout(800);
  await screenshot(guest.page, "guest-scanning");
  await waitText(guest.page, hit("online-chair-Black"), "Bia (você)", "guest joined by the QR code and sat Black");
  await screenshot(guest.page, "guest-joined");
  await waitText(host.page, hit("online-chair-Black"), "Bia", "host sees the guest");
  log(`scan to seated: ${Date.now() - scanStarted} ms`);

  // ---- a third player picks a photo of the QR code: the room is full, they watch ----
  const watcher = await browser("watcher", []);
  await watcher.page.goto(liveviewUrl);
  await watcher.page.click(hit("open-online"), { timeout: STEP_MS });
  await watcher.page.fill(hit("online-name"), "Cid");
  await watcher.page.click(hit("online-scan"));
  await watcher.page.setInputFiles(hit("scan-photo"), qrPng);
  await waitText(watcher.page, hit("online-notice"), "Sala cheia", "the watcher is told the room is full");
  await screenshot(watcher.page, "watcher-room-full");
  await watcher.context.close();

  // ---- play ----
  await host.page.click(hit("online-start"));
  await waitText(host.page, hit("online-turn"), "Sua vez", "host to move");
  await playMove(host.page, "white", 0);
  await waitMoves(guest.page, 1, "guest sees ply 1");
  await playMove(guest.page, "black", 1);
  await waitMoves(host.page, 2, "host sees ply 2");
  await playMove(host.page, "white", 2);
  await waitMoves(guest.page, 3, "guest sees ply 3");
  await screenshot(host.page, "host-mid-game");

  // ---- the guest's connection drops; a move is made offline ----
  refusing = true;
  for (const l of links.slice(guestFirstLink)) if (l.open) { l.inbound.destroy(); l.outbound.destroy(); }
  await guest.page.waitForSelector(hit("online-offline"), { timeout: STEP_MS });
  await playMove(guest.page, "black", 3);
  await waitText(guest.page, hit("online-pending"), "quando a conexão voltar", "the offline move waits");
  await screenshot(guest.page, "guest-offline-move-waiting");
  await host.page.waitForSelector(`${hit("online-chair-Black")} [data-presence="desconectado"]`, { timeout: STEP_MS });
  await screenshot(host.page, "host-sees-guest-disconnected");
  if ((await moveCount(host.page)) !== 3) throw new Error("a move reached the host while the guest was offline");
  await host.page.waitForTimeout(1500);
  refusing = false;
  await waitText(guest.page, hit("online-notice"), "Lance confirmado", "the offline move is acknowledged after the reconnect");
  await waitMoves(host.page, 4, "host sees the offline move");
  await screenshot(guest.page, "guest-reconnected");
  // The guest's list may still be catching up with the acknowledgement: compare once it has 4.
  await waitMoves(guest.page, 4, "guest shows the 4 moves");
  const hostMoves = await host.page.$$eval(`${hit("online-moves")} .mv`, (l) => l.map((x) => x.textContent).filter((t) => t));
  const guestMoves = await guest.page.$$eval(`${hit("online-moves")} .mv`, (l) => l.map((x) => x.textContent).filter((t) => t));
  if (JSON.stringify(hostMoves) !== JSON.stringify(guestMoves) || hostMoves.length !== 4)
    throw new Error(`move lists differ: ${hostMoves} / ${guestMoves}`);
  log("moves after the reconnect", hostMoves.join(" "));

  // ---- a draw offered and declined, then a result ----
  await playMove(host.page, "white", 4);
  await waitMoves(guest.page, 5, "guest sees ply 5");
  await guest.page.click(hit("online-offer-draw"));
  await host.page.waitForSelector(hit("online-decline-draw"), { timeout: STEP_MS });
  await screenshot(host.page, "host-draw-offered");
  await host.page.click(hit("online-decline-draw"));
  await guest.page.waitForSelector(hit("online-offer-draw"), { timeout: STEP_MS });
  await guest.page.click(hit("online-resign"));
  await guest.page.click(hit("online-confirm-resign"));
  await waitText(host.page, hit("online-result"), "desistência", "host sees the result");
  await waitText(guest.page, hit("online-result"), "desistência", "guest sees the result");
  await screenshot(host.page, "host-result");
  await screenshot(guest.page, "guest-result");
  log("PASS");
} catch (error) {
  console.error("[e2e-online] FAIL:", error.message);
  for (const [name, b] of [["host", host], ["guest", guest]]) {
    if (b) await screenshot(b.page, `failure-${name}`).catch(() => {});
  }
  process.exitCode = 1;
} finally {
  for (const b of [host, guest]) if (b) await b.context.close().catch(() => {});
  proxy.close();
  for (const l of links) if (l.open) { l.inbound.destroy(); l.outbound.destroy(); }
}

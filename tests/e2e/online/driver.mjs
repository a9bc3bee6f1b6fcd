// Online end-to-end driver: two headless Chromium pages play through the app served by
// plyyard-liveview. The host creates a room and shows its invite QR code; the guest's fake
// camera (a y4m video made from a screenshot of that QR code) scans it and joins; they play;
// the guest's connection is dropped mid-game and a move is made while offline; the connection
// comes back, the move is acknowledged once; a draw is offered and declined; the guest resigns.
//
// A TCP proxy between the app and the room service lets the test cut the guest's socket.
// Usage: node driver.mjs LIVEVIEW_URL SERVER_PORT PROXY_PORT ARTIFACT_DIR WORK_DIR
import net from "node:net";
import fs from "node:fs";
import path from "node:path";

import { fakeCameraArgs, e2e, hit, STEP_MS, typeInto } from "./common.mjs";

const [liveviewUrl, serverPort, proxyPort, artifacts, work] = process.argv.slice(2);
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

const { log, browser, screenshot, waitText, moveCount, waitMoves, playMove } = e2e("e2e-online", work, artifacts);

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
  // Typed key by key: the T, h, s of these names are shortcuts elsewhere in the app.
  await typeInto(host.page, hit("online-name"), "Thiago");
  await host.page.click(hit("online-create"));
  // This test's room lives on the room service behind the proxy, not on the host's device.
  await host.page.click(hit("online-place-server"));
  await host.page.click(hit("online-game-Russian"));
  await host.page.click(hit("online-create-room"));
  await waitText(host.page, hit("online-chair-White"), "Thiago (você)", "host seated White");
  await screenshot(host.page, "host-room");
  await host.page.click(hit("online-invite"));
  await host.page.waitForSelector(`${hit("invite-qr")} svg`, { timeout: STEP_MS });
  const link = await host.page.inputValue(hit("invite-link"));
  log("invite link", link);
  if (!/^http:\/\/127\.0\.0\.1:\d+\/join#server=/.test(link)) throw new Error(`bad invite link ${link}`);
  const qrPng = path.join(work, "qr.png");
  await host.page.locator(hit("invite-qr")).screenshot({ path: qrPng });
  fs.copyFileSync(qrPng, path.join(artifacts, "invite-qr.png"));
  await screenshot(host.page, "host-invite-qr");
  await host.page.click(hit("invite-close"));

  // ---- the guest's fake camera shows the host's QR code ----
  const y4m = path.join(work, "qr.y4m");
  const camera = fakeCameraArgs(qrPng, y4m);
  const guestFirstLink = links.length;
  guest = await browser("guest", camera);
  await guest.page.goto(liveviewUrl);
  await guest.page.click(hit("open-online"), { timeout: STEP_MS });
  await typeInto(guest.page, hit("online-name"), "Sasha");
  const scanStarted = Date.now();
  await guest.page.click(hit("online-scan"));
  await guest.page.waitForTimeout(800);
  await screenshot(guest.page, "guest-scanning");
  await waitText(guest.page, hit("online-chair-Black"), "Sasha (você)", "guest joined by the QR code and sat Black");
  await screenshot(guest.page, "guest-joined");
  await waitText(host.page, hit("online-chair-Black"), "Sasha", "host sees the guest");
  log(`scan to seated: ${Date.now() - scanStarted} ms`);

  // ---- a third player picks a photo of the QR code: the room is full, they watch ----
  const watcher = await browser("watcher", []);
  await watcher.page.goto(liveviewUrl);
  await watcher.page.click(hit("open-online"), { timeout: STEP_MS });
  await typeInto(watcher.page, hit("online-name"), "Cid Lira?");
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

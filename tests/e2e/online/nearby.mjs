// Nearby end-to-end driver: no plyyard-server process. Two app instances (plyyard-liveview), each
// shown in a headless Chromium page. The host's app holds the room itself ("Neste aparelho (rede
// local)"); the guest's app runs in its own network namespace, joined to the host's by a veth
// pair, so it reaches the host's room by a LAN address, not loopback. The guest's fake camera
// reads the host's QR code and joins; they play; the host's app is SIGKILLed mid-game and started
// again on its data directory: the room, the seats and every acknowledged move come back, the
// guest reconnects and plays on; the guest resigns.
//
// This driver starts the host's app itself (so it can kill it); the script starts the guest's.
// Usage: node nearby.mjs HOST_BIN HOST_PORT HOST_DATA GUEST_URL LAN_PREFIX ARTIFACT_DIR WORK_DIR
// With NEARBY_BENCH=1 it also measures the host app's memory and idle CPU while it holds a room.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { fakeCameraArgs, e2e, hit, STEP_MS, typeInto } from "./common.mjs";

const [hostBin, hostPort, hostData, guestUrl, lanPrefix, artifacts, work] = process.argv.slice(2);
const hostUrl = `http://127.0.0.1:${hostPort}/`;
const bench = process.env.NEARBY_BENCH === "1";
const { log, browser, screenshot, waitText, moveCount, waitMoves, playMove } = e2e("e2e-nearby", work, artifacts);

// ---- the host's app process ----
let hostApp = null;
async function startHostApp() {
  const out = fs.openSync(path.join(work, "host-app.log"), "a");
  hostApp = spawn(hostBin, ["--listen", `127.0.0.1:${hostPort}`], {
    env: { ...process.env, LANG: "pt_BR.UTF-8", PLYYARD_DATA_DIR: hostData },
    stdio: ["ignore", out, out],
  });
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    try { if ((await fetch(hostUrl)).ok) return; } catch { /* not yet */ }
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error("the host's app did not answer in 30 s");
}
function killHostApp() {
  if (hostApp) { hostApp.kill("SIGKILL"); hostApp = null; }
}
// Resident memory (KiB) and CPU time (clock ticks) of the host's app, from /proc.
function rssKiB() {
  const status = fs.readFileSync(`/proc/${hostApp.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}
function cpuTicks() {
  const fields = fs.readFileSync(`/proc/${hostApp.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

async function openRoomScreen(page) {
  await page.goto(hostUrl);
  await page.click(hit("open-online"), { timeout: STEP_MS });
}

let host, guest;
try {
  await startHostApp();
  host = await browser("nearby-host", []);
  await openRoomScreen(host.page);
  const rssBefore = rssKiB();
  await typeInto(host.page, hit("online-name"), "Ana");
  await host.page.click(hit("online-create"));
  // The default place is this device.
  const placeClass = await host.page.getAttribute(hit("online-place-here"), "class");
  if (!placeClass.includes("chosen")) throw new Error(`"Neste aparelho" is not the default (${placeClass})`);
  await screenshot(host.page, "host-create-on-this-device");
  await host.page.click(hit("online-game-Russian"));
  const createClicked = Date.now();
  await host.page.click(hit("online-create-room"));
  await waitText(host.page, hit("online-chair-White"), "Ana (você)", "host seated White in its own room");
  await host.page.click(hit("online-invite"));
  await host.page.waitForSelector(`${hit("invite-qr")} svg`, { timeout: STEP_MS });
  const createToQr = Date.now() - createClicked;
  const link = await host.page.inputValue(hit("invite-link"));
  log("invite link", link);
  if (!link.includes(encodeURIComponent(`ws://${lanPrefix}`)))
    throw new Error(`the invite does not carry the LAN address ${lanPrefix}…: ${link}`);
  if (link.includes("127.0.0.1")) throw new Error(`the invite carries loopback: ${link}`);
  const qrPng = path.join(work, "nearby-qr.png");
  await host.page.locator(hit("invite-qr")).screenshot({ path: qrPng });
  await screenshot(host.page, "host-invite-qr");
  await host.page.click(hit("invite-close"));
  // The host's app carries the web app (built with PLYYARD_WEB_BUNDLE): the invite's web link
  // serves it from this device, so a friend with no Ply Yard plays in the browser.
  const bundle = process.env.PLYYARD_WEB_BUNDLE;
  if (bundle) {
    const page = await fetch(link);
    const html = await page.text();
    if (!page.ok || !html.includes("plyyard")) throw new Error(`the invite link does not open the web app (${page.status})`);
    // The build names its wasm after its content (plyyard_bg.HASH.wasm); the page names it too.
    const wasmName = fs.readdirSync(bundle).find((name) => /^plyyard_bg\.[0-9a-f]{16}\.wasm$/.test(name));
    if (!wasmName) throw new Error(`no plyyard_bg.HASH.wasm in ${bundle}`);
    const wasm = await fetch(new URL(`/${wasmName}`, link), { headers: { "accept-encoding": "identity" } });
    const bytes = Buffer.from(await wasm.arrayBuffer());
    const built = fs.readFileSync(path.join(bundle, wasmName));
    if (!wasm.ok || !bytes.equals(built)) throw new Error(`the host serves another wasm (${wasm.status}, ${bytes.length} bytes, built ${built.length})`);
    // Every module the glue imports (wasm-bindgen's snippets, in folders) is served too: a missing
    // one leaves the friend's browser with a blank page.
    const glueName = fs.readdirSync(bundle).find((name) => /^plyyard\.[0-9a-f]{16}\.js$/.test(name));
    const glue = fs.readFileSync(path.join(bundle, glueName), "utf8");
    const imports = [...glue.matchAll(/from ['"]\.\/(snippets\/[^'"]+)['"]/g)].map((m) => m[1]);
    if (imports.length === 0) throw new Error(`${glueName} imports no snippet: the check would prove nothing`);
    for (const name of imports) {
      const answer = await fetch(new URL(`/${name}`, link), { headers: { "accept-encoding": "identity" } });
      const served = Buffer.from(await answer.arrayBuffer());
      if (!answer.ok || !served.equals(fs.readFileSync(path.join(bundle, name)))) {
        throw new Error(`the host does not serve ${name} as built (${answer.status})`);
      }
    }
    log(`the host's app serves the bundled web app at ${new URL("/", link)} (wasm ${bytes.length} bytes, ${imports.length} snippets)`);
  } else {
    log("PLYYARD_WEB_BUNDLE not set: the host's app carries no web app, so its serving is not checked");
  }
  const shown = await host.page.textContent(hit("online-hosted-at"));
  if (!/Sala em \d+\.\d+\.\d+\.\d+:\d+/.test(shown)) throw new Error(`the host does not see its address: ${shown}`);
  log("host shows", shown.trim());

  // ---- a page from a LAN address over plain http cannot open the camera: it says so ----
  const plain = await browser("nearby-plain-http", ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"]);
  await plain.page.goto(guestUrl);
  await plain.page.click(hit("open-online"), { timeout: STEP_MS });
  await plain.page.click(hit("online-scan"));
  await plain.page.waitForSelector(hit("scan-message"), { timeout: STEP_MS });
  const plainMessage = await plain.page.getAttribute(hit("scan-message"), "data-message");
  if (plainMessage !== "InsecurePage") throw new Error(`a plain-http page's camera message: ${plainMessage}`);
  await screenshot(plain.page, "plain-http-camera-needs-https");
  await plain.context.close();

  // ---- the guest, in its own namespace, scans the QR code ----
  const y4m = path.join(work, "nearby-qr.y4m");
  const camera = fakeCameraArgs(qrPng, y4m);
  // The guest's page comes from a LAN address over http: let Chromium treat it as secure, as a
  // phone's own app would be, so the camera may open.
  guest = await browser("nearby-guest", [...camera, `--unsafely-treat-insecure-origin-as-secure=${guestUrl.replace(/\/$/, "")}`]);
  await guest.page.goto(guestUrl);
  await guest.page.click(hit("open-online"), { timeout: STEP_MS });
  await typeInto(guest.page, hit("online-name"), "Bia");
  const scanClicked = Date.now();
  await guest.page.click(hit("online-scan"));
  await waitText(guest.page, hit("online-chair-Black"), "Bia (você)", "guest joined over the LAN and sat Black");
  const scanToSeated = Date.now() - scanClicked;
  await waitText(host.page, hit("online-chair-Black"), "Bia", "host sees the guest");
  await screenshot(guest.page, "guest-joined-over-the-lan");

  // ---- play ----
  await host.page.click(hit("online-start"));
  await waitText(host.page, hit("online-turn"), "Sua vez", "host to move");
  await playMove(host.page, "white", 0);
  await waitMoves(guest.page, 1, "guest sees ply 1");
  await playMove(guest.page, "black", 1);
  await waitMoves(host.page, 2, "host sees ply 2");
  await playMove(host.page, "white", 2);
  await waitMoves(guest.page, 3, "guest sees ply 3");
  // The host's own list shows ply 3 once the acknowledgement is back, which may be after the guest
  // saw it: read it then (reading earlier gave 2 moves, and the 3 restored ones looked "lost").
  await waitMoves(host.page, 3, "host shows its own ply 3");
  const movesBefore = await host.page.$$eval(`${hit("online-moves")} .mv`, (l) => l.map((x) => x.textContent).filter((t) => t));

  if (bench) {
    const rssHolding = rssKiB();
    const ticksStart = cpuTicks();
    const idleMs = 10000;
    await host.page.waitForTimeout(idleMs);
    const ticks = cpuTicks() - ticksStart;
    log(`BENCH host app resident memory: ${rssBefore} KiB before the room, ${rssHolding} KiB holding it with two players (+${rssHolding - rssBefore} KiB)`);
    log(`BENCH host app idle CPU holding the room: ${ticks} ticks in ${idleMs / 1000} s = ${(ticks / (idleMs / 10)).toFixed(2)}% of a core (includes its liveview page)`);
  }

  // ---- the host's app is killed mid-game and started again ----
  killHostApp();
  await guest.page.waitForSelector(hit("online-offline"), { timeout: STEP_MS });
  // After a few tries the guest is told in plain words what is likely going on.
  await waitText(guest.page, hit("online-offline-nearby"), "O anfitrião saiu do Ply Yard", "the guest is told the host is away");
  await screenshot(guest.page, "guest-host-app-killed");
  await startHostApp();
  await openRoomScreen(host.page);
  await host.page.click(hit("online-rejoin"), { timeout: STEP_MS });
  await waitText(host.page, hit("online-chair-White"), "Ana (você)", "host back in its room after the restart");
  await waitMoves(host.page, 3, "the acknowledged moves are back");
  const movesAfter = await host.page.$$eval(`${hit("online-moves")} .mv`, (l) => l.map((x) => x.textContent).filter((t) => t));
  if (JSON.stringify(movesAfter) !== JSON.stringify(movesBefore)) throw new Error(`moves after the restart ${movesAfter} differ from ${movesBefore}`);
  await waitText(host.page, hit("online-chair-Black"), "Bia", "the guest keeps the Black chair");
  await guest.page.waitForSelector(hit("online-offline"), { state: "detached", timeout: STEP_MS });
  await screenshot(host.page, "host-back-after-restart");
  await playMove(guest.page, "black", 3);
  await waitMoves(host.page, 4, "host sees the guest's move after the restart");
  await playMove(host.page, "white", 4);
  await waitMoves(guest.page, 5, "guest sees ply 5");
  if ((await moveCount(guest.page)) !== 5) throw new Error("the guest's list is not at 5 moves");

  // ---- a result ----
  await guest.page.click(hit("online-resign"));
  await guest.page.click(hit("online-confirm-resign"));
  await waitText(host.page, hit("online-result"), "desistência", "host sees the result");
  await waitText(guest.page, hit("online-result"), "desistência", "guest sees the result");
  await screenshot(host.page, "host-result");
  await screenshot(guest.page, "guest-result");
  log(`create to QR on screen: ${createToQr} ms`);
  log(`scan started to guest seated (camera start, decode, connect, join): ${scanToSeated} ms`);
  log("PASS");
} catch (error) {
  console.error("[e2e-nearby] FAIL:", error.message);
  for (const [name, b] of [["host", host], ["guest", guest]]) {
    if (b) await screenshot(b.page, `failure-${name}`).catch(() => {});
  }
  process.exitCode = 1;
} finally {
  for (const b of [host, guest]) if (b) await b.context.close().catch(() => {});
  killHostApp();
}

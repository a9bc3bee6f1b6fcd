// Nearby end-to-end driver: no plyyard-server process. Two app instances (plyyard-liveview), each
// shown in a headless Chromium page. The host's app holds the room itself ("Neste aparelho (rede
// local)"); the guest's app runs in its own network namespace, joined to the host's by a veth
// pair, so it reaches the host's room by a LAN address, not loopback. The guest finds the room
// under 📡 Salas por perto (DNS-SD across the pair) and knocks; before that a stranger knocks from
// another address and the host refuses by a tap (no secret comes), and a third address floods
// knocks and is cut off (`knockers.mjs`, raw WebSockets in the namespace); the host accepts the
// guest by a tap, after both screens show the same four digits. A watcher's fake camera reads
// the host's QR code and joins. They play; the host's app is SIGKILLed mid-game and started
// again on its data directory: the room, the seats and every acknowledged move come back, the
// guest reconnects and plays on; the guest resigns.
//
// This driver starts the host's app itself (so it can kill it); the script starts the guest's.
// Usage: NEARBY_NS=NAMESPACE node nearby.mjs HOST_BIN HOST_PORT HOST_DATA GUEST_URL LAN_PREFIX ARTIFACT_DIR WORK_DIR
// With NEARBY_BENCH=1 it also measures the host app's memory and idle CPU while it holds a room.
// It always prints BENCH lines for the room created → listed on the guest and knock → seated.
import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { fakeCameraArgs, e2e, hit, STEP_MS, typeInto } from "./common.mjs";

const [hostBin, hostPort, hostData, guestUrl, lanPrefix, artifacts, work] = process.argv.slice(2);
const hostUrl = `http://127.0.0.1:${hostPort}/`;
const bench = process.env.NEARBY_BENCH === "1";
const namespace = process.env.NEARBY_NS;
const here = path.dirname(new URL(import.meta.url).pathname);

// A raw knocker (`knockers.mjs MODE`) in the guest's namespace from address `local`; its JSON
// lines are logged, and `done` resolves to its exit code.
function knocker(mode, local, port, room) {
  const sudo = process.getuid() === 0 ? [] : ["sudo"];
  const argv = [...sudo, "ip", "netns", "exec", namespace, process.execPath, path.join(here, "knockers.mjs"), mode, `${lanPrefix}1`, port, room, local];
  const child = spawn(argv[0], argv.slice(1), { stdio: ["ignore", "pipe", "pipe"] });
  const lines = [];
  child.stdout.on("data", (data) => { for (const line of data.toString().split("\n").filter(Boolean)) { lines.push(line); log(`${mode}:`, line); } });
  child.stderr.on("data", (data) => log(`${mode} stderr:`, data.toString().trim()));
  const done = new Promise((ok) => child.on("exit", (code) => ok(code)));
  return { lines, done };
}
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

let host, guest, watcher;
try {
  await startHostApp();
  host = await browser("nearby-host", [], { touch: true });
  await openRoomScreen(host.page);
  const rssBefore = rssKiB();
  // ---- the guest's app looks for rooms nearby before the host opens one ----
  guest = await browser("nearby-guest", [], { touch: true });
  await guest.page.goto(guestUrl);
  await guest.page.click(hit("open-online"), { timeout: STEP_MS });
  await typeInto(guest.page, hit("online-name"), "Bia");
  await guest.page.tap(hit("online-nearby"));
  await guest.page.waitForSelector(hit("nearby-searching"), { timeout: STEP_MS });

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
  const roomCreated = Date.now();
  // ---- 📡 Salas por perto: the room appears on the guest's list, by DNS-SD over the LAN ----
  const listed = await guest.page.waitForSelector('[data-hit^="nearby-room-"]', { timeout: STEP_MS });
  const createdToListed = Date.now() - roomCreated;
  const code = (await listed.getAttribute("data-hit")).replace("nearby-room-", "");
  const listedText = await listed.textContent();
  if (!listedText.includes("Sala de Ana") || !listedText.includes("Damas Russas")) throw new Error(`the listed room reads ${listedText}`);
  await screenshot(guest.page, "guest-rooms-nearby");
  await host.page.click(hit("online-invite"));
  await host.page.waitForSelector(`${hit("invite-qr")} svg`, { timeout: STEP_MS });
  const createToQr = Date.now() - createClicked;
  const link = await host.page.inputValue(hit("invite-link"));
  log("invite link", link);
  if (!link.includes(encodeURIComponent(`ws://${lanPrefix}`)))
    throw new Error(`the invite does not carry the LAN address ${lanPrefix}…: ${link}`);
  if (link.includes("127.0.0.1")) throw new Error(`the invite carries loopback: ${link}`);
  if (!decodeURIComponent(link).includes(code)) throw new Error(`the listed room ${code} is not the invite's: ${link}`);
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

  const servicePort = /:(\d+)/.exec(shown)[1];

  // ---- a stranger knocks from another address: the host refuses by a tap, no secret comes ----
  const eve = knocker("eve", `${lanPrefix}3`, servicePort, code);
  await waitText(host.page, '[data-dialog="knock"]', "Eve quer entrar", "the host is asked about Eve");
  await screenshot(host.page, "host-knock-from-eve");
  await host.page.tap(hit("knock-refuse"));
  if ((await eve.done) !== 0) throw new Error(`the stranger's knock went wrong: ${eve.lines.join(" | ")}`);
  // ---- a third address floods knocks: cut off, and the host's room goes on ----
  const flood = knocker("flood", `${lanPrefix}4`, servicePort, code);
  if ((await flood.done) !== 0) throw new Error(`the flood was not cut off: ${flood.lines.join(" | ")}`);
  await host.page.waitForSelector('[data-dialog="knock"]', { state: "detached", timeout: STEP_MS });

  // ---- the guest knocks; both screens show the same digits; the host accepts by a tap ----
  const knocked = Date.now();
  await guest.page.tap(hit(`nearby-room-${code}`));
  await guest.page.waitForSelector(hit("knock-guest-code"), { timeout: STEP_MS });
  const guestCode = (await guest.page.textContent(hit("knock-guest-code"))).trim();
  if (!/^\d{4}$/.test(guestCode)) throw new Error(`the guest's code reads ${guestCode}`);
  await waitText(host.page, hit("knock-host-code"), guestCode, "the host sees the guest's digits");
  if (!(await host.page.textContent('[data-dialog="knock"]')).includes("Bia quer entrar")) throw new Error("the host's dialog does not name Bia");
  await screenshot(guest.page, "guest-knocking-code");
  await screenshot(host.page, "host-knock-from-bia");
  await host.page.tap(hit("knock-accept"));
  await waitText(guest.page, hit("online-chair-Black"), "Bia (você)", "guest let in over the LAN and sat Black");
  const knockToSeated = Date.now() - knocked;
  await waitText(host.page, hit("online-chair-Black"), "Bia", "host sees the guest");
  await screenshot(guest.page, "guest-joined-over-the-lan");

  // ---- a watcher scans the QR code (the main way in; no knock) ----
  const y4m = path.join(work, "nearby-qr.y4m");
  const camera = fakeCameraArgs(qrPng, y4m);
  // The watcher's page comes from a LAN address over http: let Chromium treat it as secure, as a
  // phone's own app would be, so the camera may open.
  watcher = await browser("nearby-watcher", [...camera, `--unsafely-treat-insecure-origin-as-secure=${guestUrl.replace(/\/$/, "")}`], { touch: true });
  await watcher.page.goto(guestUrl);
  await watcher.page.click(hit("open-online"), { timeout: STEP_MS });
  await typeInto(watcher.page, hit("online-name"), "Caio");
  // The room is full: its announcement was withdrawn.
  await watcher.page.tap(hit("online-nearby"));
  await watcher.page.waitForSelector(hit("nearby-searching"), { timeout: STEP_MS });
  await watcher.page.waitForTimeout(2000);
  if (await watcher.page.$(hit(`nearby-room-${code}`))) throw new Error("a full room is still announced");
  const scanClicked = Date.now();
  await watcher.page.tap(hit("nearby-use-qr"));
  await waitText(watcher.page, hit("online-chair-Black"), "Bia", "the watcher joined by the QR code over the LAN");
  const scanToSeated = Date.now() - scanClicked;
  await screenshot(watcher.page, "watcher-joined-by-qr");
  await watcher.context.close();
  watcher = null;

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
  log(`scan started to watcher in the room (camera start, decode, connect, join): ${scanToSeated} ms`);
  log(`BENCH nearby: host's room created → listed on the guest (DNS-SD over the LAN): ${createdToListed} ms`);
  log(`BENCH nearby: guest's knock → seated (knock, the host's code read and tapped, invite, join): ${knockToSeated} ms`);
  log("PASS");
} catch (error) {
  console.error("[e2e-nearby] FAIL:", error.message);
  for (const [name, b] of [["host", host], ["guest", guest], ["watcher", watcher]]) {
    if (b) await screenshot(b.page, `failure-${name}`).catch(() => {});
  }
  process.exitCode = 1;
} finally {
  for (const b of [host, guest, watcher]) if (b) await b.context.close().catch(() => {});
  killHostApp();
}

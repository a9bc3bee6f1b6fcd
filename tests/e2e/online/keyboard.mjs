// Keyboard-only end-to-end driver: a whole game against the bot played with the keyboard alone,
// in Portuguese and then in Russian, through plyyard-liveview in a headless Chromium. Tab reaches
// each control (the language in Settings, the bot mode, "Start"), then the board: a cell is
// reached by typing its file letter and rank digit, Enter picks the piece and then each landing.
// Which cells may move and where is read from the cells' spoken names, as a screen reader reads
// them. Every text the live region says is collected; the script asserts that it told the
// player's moves, the bot's answers, a compulsory capture and the result, in the page's language,
// and that the result's dialog takes the focus.
// Usage: node keyboard.mjs LIVEVIEW_URL ARTIFACT_DIR WORK_DIR
import { e2e, hit, STEP_MS } from "./common.mjs";

const [liveviewUrl, artifacts, work] = process.argv.slice(2);
const { log, browser, screenshot } = e2e("e2e-keys", work, artifacts);

// What the app says, per language (src/i18n/<lang>/app.rs): the phrases a cell's name carries,
// and those the live region must have said by the end of the game.
const WORDS = {
  pt: {
    movable: "pode jogar", landing: "destino", bot: "Resposta do bot", capture: "Captura obrigatória",
    results: ["Vitória das brancas", "Vitória das pretas", "Empate"],
  },
  ru: {
    movable: "может ходить", landing: "поле ", bot: "Ответ бота", capture: "Бой обязателен",
    results: ["Победа белых", "Победа чёрных", "Ничья"],
  },
};
// A game longer than this many of the player's moves is a failure (a stuck loop, not a game).
const MAX_MOVES = 150;

// The live region's every text, in order (it is re-rendered in place: watch the whole page).
function collectAnnouncements() {
  window.plySaid = [];
  new MutationObserver(() => {
    const text = document.querySelector('[data-hit="announce"]')?.textContent.trim();
    if (text && window.plySaid[window.plySaid.length - 1] !== text) window.plySaid.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

// Presses Tab until the focused element matches `selector` (keyboard only: no click, no focus()).
async function tabTo(page, selector, what) {
  for (let i = 0; i < 120; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  await screenshot(page, `failed-tab-${what}`);
  throw new Error(`Tab never reached ${what} (${selector})`);
}

// The first cell named as a landing of the piece picked up ("e5, destino com captura"), or null.
function firstLanding(word) {
  const names = [...document.querySelectorAll('[role="gridcell"]')].map((c) => c.getAttribute("aria-label") || "");
  const name = names.find((n) => n.split(", ").slice(1).some((part) => part.startsWith(word)));
  return name ? name.split(",")[0] : null;
}

const cellNames = (page) =>
  page.$$eval('[role="gridcell"]', (cells) => cells.map((c) => c.getAttribute("aria-label") || ""));

// Types a square's name on the board (its file letter, then its rank digit) and presses Enter.
async function pressSquare(page, square) {
  if (!(await page.evaluate(() => document.activeElement?.getAttribute("role") === "gridcell"))) {
    await tabTo(page, '[role="gridcell"]', "the board");
  }
  // The app moves the focus after each key (over liveview's socket): wait for it to land.
  const focusedOn = (name) => page.waitForFunction((n) => {
    const label = document.activeElement?.getAttribute("aria-label") || "";
    return label === n || label.startsWith(`${n},`);
  }, name, { timeout: 5000 });
  const from = await page.evaluate(() => (document.activeElement?.getAttribute("aria-label") || "").split(",")[0]);
  await page.keyboard.press(square[0]);
  await focusedOn(`${square[0]}${from[1]}`);
  await page.keyboard.press(square[1]);
  await focusedOn(square).catch(async () => {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") || "");
    throw new Error(`typing ${square} focused "${focused}"`);
  });
  await page.keyboard.press("Enter");
}

// Opens the app and chooses its language in Settings, with the keyboard.
async function chooseLanguage(page, lang) {
  await page.goto(liveviewUrl);
  await page.waitForSelector(hit("start"), { timeout: STEP_MS });
  await tabTo(page, hit("open-settings"), "Settings");
  await page.keyboard.press("Enter");
  const choice = `lang-${lang[0].toUpperCase()}${lang.slice(1)}`;
  await tabTo(page, hit(choice), choice);
  await page.keyboard.press("Enter");
  await page.waitForFunction((code) => (document.querySelector('[data-hit="app"]')?.getAttribute("lang") || "").startsWith(code),
    lang, { timeout: STEP_MS });
  await tabTo(page, hit("back"), "back");
  await page.keyboard.press("Enter");
  await page.waitForSelector(hit("start"), { timeout: STEP_MS });
}

async function playWholeGame(page, lang) {
  const words = WORDS[lang];
  await tabTo(page, hit("mode-bot"), "the bot mode");
  await page.keyboard.press("Enter");
  await tabTo(page, hit("start"), "Start");
  await page.keyboard.press("Enter");
  await page.waitForSelector(`${hit("status")}, [data-dialog="confirm-abandon"]`, { timeout: STEP_MS });
  if (await page.$('[data-dialog="confirm-abandon"]')) {
    await tabTo(page, hit("abandon-confirm"), "the abandon confirmation");
    await page.keyboard.press("Enter");
  }
  await page.waitForSelector('[role="gridcell"]', { timeout: STEP_MS });
  let moves = 0;
  // The turns on which the cells said a capture was compulsory: the live region must say so too.
  let forcedCaptures = 0;
  for (;;) {
    // The player's turn (a cell may move) or the end.
    await page.waitForFunction((movable) =>
      document.querySelector('[data-dialog="game-over"]')
      || [...document.querySelectorAll('[role="gridcell"]')].some((c) => (c.getAttribute("aria-label") || "").includes(movable)),
    words.movable, { timeout: STEP_MS });
    if (await page.$('[data-dialog="game-over"]')) break;
    if (++moves > MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves`);
    const names = await cellNames(page);
    if (names.some((name) => name.toLowerCase().includes(words.capture.toLowerCase()))) forcedCaptures += 1;
    const piece = names.find((name) => name.includes(words.movable)).split(",")[0];
    await pressSquare(page, piece);
    // The piece is picked up: its landings are named.
    await page.waitForFunction(firstLanding, words.landing, { timeout: STEP_MS });
    // Each landing of the path in turn, until the move is played (no landing is offered).
    for (let step = 0; ; step++) {
      const landing = await page.evaluate(firstLanding, words.landing);
      if (landing === null) break;
      if (step > 12) throw new Error(`a path of more than 12 landings from ${piece}`);
      await pressSquare(page, landing);
      // The next landing of a capture path is offered, or the move is played: either way the
      // square just pressed is no longer a landing.
      await page.waitForFunction(([square, word]) => {
        // An empty square's name is the square alone ("d4").
        const name = [...document.querySelectorAll('[role="gridcell"]')].map((c) => c.getAttribute("aria-label") || "")
          .find((n) => n === square || n.startsWith(`${square},`));
        return name !== undefined && !name.split(", ").slice(1).some((part) => part.startsWith(word));
      }, [landing, words.landing], { timeout: STEP_MS });
    }
  }
  // The result's dialog takes the focus, so a screen reader reads it at once.
  await page.waitForFunction(() => document.activeElement?.closest('[data-dialog="game-over"]') != null, null, { timeout: 5000 })
    .catch(() => { throw new Error(`${lang}: the result's dialog did not take the focus`); });
  await screenshot(page, `${lang}-game-over`);
  const said = await page.evaluate(() => window.plySaid);
  log(`${lang}: ${moves} moves by keys (${forcedCaptures} with a compulsory capture); the live region said ${said.length} things, last: "${said[said.length - 1]}"`);
  const saidAll = said.join(" | ");
  const expected = [["the bot's answers", words.bot]];
  if (forcedCaptures > 0) expected.push([`a compulsory capture (${forcedCaptures} turns)`, words.capture]);
  for (const [what, phrase] of expected) {
    if (!saidAll.includes(phrase)) throw new Error(`${lang}: the live region never said ${what} ("${phrase}"): ${saidAll.slice(0, 600)}`);
  }
  if (!said.some((s) => /\d[-:x]\d|[a-h][1-8][-:x][a-h][1-8]/.test(s))) throw new Error(`${lang}: no move was told: ${saidAll.slice(0, 600)}`);
  if (!words.results.some((r) => saidAll.includes(r))) throw new Error(`${lang}: the result was never told: ${saidAll.slice(-400)}`);
}

const { context, page } = await browser("keys", []);
await context.addInitScript(collectAnnouncements);
const started = Date.now();
try {
  for (const lang of ["pt", "ru"]) {
    await chooseLanguage(page, lang);
    await playWholeGame(page, lang);
  }
  log(`keyboard: two whole games in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  await screenshot(page, "failed").catch(() => {});
  // What a screen reader would have read: every cell with more than its name.
  const names = await cellNames(page).catch(() => []);
  console.error(`[e2e-keys] cells: ${names.filter((n) => n.includes(",")).join(" | ")}`);
  console.error(`[e2e-keys] ${error.stack}`);
  console.error(`[e2e-keys] FAIL ${error.message}`);
  await context.close();
  process.exit(1);
}
await context.close();

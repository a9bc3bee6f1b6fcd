// 200% text end-to-end driver (issue 47): the pages text_200.sh wrote (the app's markup and style
// sheet in given states) laid out by headless Chromium on a 412×915 phone, first at the default
// text size, then at 200% text in two ways: the browser's default font size doubled (CDP
// Page.setFontSizes, 16 → 32 px: every rem doubles, and so do the style sheet's rem-sized width
// queries), and the page's root font doubled (html { font-size: 200% }: every rem doubles while
// the width queries stay as at 100%, as with Android Chrome's text scaling, where the issue's
// filters touched their edges). Unlike 200% zoom (accessibility.sh's 206 px view) the view stays
// 412 px wide. Checks, at each size:
// - each icon button (🎨, ←, ❔) holds its glyph inside its box (its padding box, borders excluded),
//   and the top bar's ← and 🎨 keep their corners;
// - each of 📚 Partidas' filter labels keeps at least 4 px from its button's left and right edges,
//   and each button stays inside its group's band;
// - pausing the clock does not move the board (its top on the paused page equals the running one's)
//   and the paused notice is shown;
// - a long capture in the move list ("e3:c5:a7") stays inside its own column.
// Screenshots go to ARTIFACT_DIR (text100-*.png, text200-*.png). Exits non-zero on any failure,
// naming the page, the size and the element.
// Usage: node text200.mjs PAGES_DIR ARTIFACT_DIR
import { chromium } from "playwright-core";
import { baseArgs } from "./common.mjs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pagesDir, artifacts] = process.argv.slice(2);
const log = (...a) => console.log("[e2e-text200]", ...a);
const PHONE = { width: 412, height: 915 };
// [name, the browser's default font size in px, the root's font size or null].
const SIZES = [["text100", 16, null], ["text200", 32, null], ["text200-root", 16, "200%"]];
// The end dialog and the promotion are checked for the page's width and shown for the eye.
const PAGES = ["revessker", "clock-running", "clock-paused", "long-capture", "game-over", "queen-promotion", "games-filters"];
// The part of each page shown close up in its second screenshot.
const FOCUS = { "revessker": ".topbar", "clock-running": ".seat.top", "clock-paused": ".seat.top", "long-capture": ".moves", "game-over": ".dialog", "queen-promotion": ".dialog", "games-filters": ".games-filters" };
// Sub-pixel rounding of text boxes.
const SLACK = 0.5;

const failures = [];
const fail = (where, what) => { failures.push(`${where}: ${what}`); log("FAIL", where, what); };

// In the page: the rectangle of an element's text (its glyphs as laid out), or null when empty.
const TEXT_RECT = `(el) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  const r = range.getBoundingClientRect();
  return r.width > 0 ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : null;
}`;

async function measure(page) {
  return page.evaluate((textRectSource) => {
    const textRect = eval(textRectSource);
    const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
    // The padding box: the border box less the borders.
    const paddingBox = (el) => {
      const r = box(el), s = getComputedStyle(el);
      return { left: r.left + parseFloat(s.borderLeftWidth), right: r.right - parseFloat(s.borderRightWidth),
        top: r.top + parseFloat(s.borderTopWidth), bottom: r.bottom - parseFloat(s.borderBottomWidth) };
    };
    const named = (el) => el.getAttribute("data-hit") || el.getAttribute("aria-label") || el.textContent.trim();
    return {
      icons: [...document.querySelectorAll("button.icon")].map((el) => ({ name: named(el), inner: paddingBox(el), text: textRect(el) })),
      // The top bar's two icons: ← in the left-hand corner, the other (🎨) in the right-hand one.
      corners: [...document.querySelectorAll(".topbar:not(.room-topbar)")].filter((bar) => bar.querySelectorAll(":scope > .icon").length === 2)
        .map((bar) => { const [first, last] = bar.querySelectorAll(":scope > .icon"); return { bar: box(bar), first: box(first), last: { ...box(last), name: named(last) } }; }),
      // Each filter with its group's content box (the grey band less its padding).
      filters: [...document.querySelectorAll(".games-filters .seg")].map((el) => {
        const group = el.parentElement, g = paddingBox(group), s = getComputedStyle(group);
        const inside = { left: g.left + parseFloat(s.paddingLeft), right: g.right - parseFloat(s.paddingRight) };
        return { name: named(el), outer: box(el), group: inside, text: textRect(el) };
      }),
      board: document.querySelector(".board-wrap") ? box(document.querySelector(".board-wrap")).top : null,
      paused: [...document.querySelectorAll(".seat .paused")].map((el) => ({ shown: el.getClientRects().length > 0, text: el.textContent })),
      moves: [...document.querySelectorAll(".move-list li")].map((li) => ({
        row: box(li), cells: [...li.querySelectorAll(".mv")].map((mv) => ({ move: mv.textContent, cell: box(mv), text: textRect(mv) })),
      })),
      pageWidth: document.documentElement.scrollWidth,
    };
  }, TEXT_RECT);
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: baseArgs });
try {
  for (const [size, px, root] of SIZES) {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true, locale: "pt-BR" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: px, fixed: Math.round(px * 13 / 16) } });
    const boardTop = {};
    for (const name of PAGES) {
      const where = `${name} at ${size}`;
      await page.goto(pathToFileURL(path.join(pagesDir, `${name}.html`)).href);
      if (root) await page.addStyleTag({ content: `html { font-size: ${root}; }` });
      await page.evaluate(() => document.fonts.ready);
      const m = await measure(page);
      // The view as the phone shows it, and the part each page is about, close up.
      await page.screenshot({ path: path.join(artifacts, `${size}-${name}.png`) });
      const part = await page.$(FOCUS[name]);
      if (part) await part.screenshot({ path: path.join(artifacts, `${size}-${name}-part.png`) });
      if (m.pageWidth > PHONE.width) fail(where, `the page is ${m.pageWidth} px wide in a ${PHONE.width} px view`);
      for (const icon of m.icons) {
        if (!icon.text) continue;
        const out = ["left", "top"].filter((k) => icon.text[k] < icon.inner[k] - SLACK)
          .concat(["right", "bottom"].filter((k) => icon.text[k] > icon.inner[k] + SLACK));
        if (out.length) fail(where, `the icon ${icon.name} spills out of its button (${out.join(", ")}): glyph ${JSON.stringify(icon.text)}, box ${JSON.stringify(icon.inner)}`);
      }
      for (const { bar, first, last } of m.corners) {
        if (Math.abs(first.left - bar.left) > 1 || Math.abs(last.right - bar.right) > 1 || last.left < first.right)
          fail(where, `the top bar's icons are out of their corners (${first.left.toFixed(1)} and ${last.left.toFixed(1)}–${last.right.toFixed(1)} px in ${bar.left.toFixed(1)}–${bar.right.toFixed(1)})`);
        if (last.right - last.left > 2.5 * (first.right - first.left)) fail(where, `the icon ${last.name} stretches across the bar`);
      }
      for (const filter of m.filters) {
        if (!filter.text) continue;
        const left = filter.text.left - filter.outer.left, right = filter.outer.right - filter.text.right;
        if (left < 4 || right < 4) fail(where, `the filter "${filter.name}" touches its edges (${left.toFixed(1)} px left, ${right.toFixed(1)} px right)`);
        if (filter.outer.left < filter.group.left - SLACK || filter.outer.right > filter.group.right + SLACK)
          fail(where, `the filter "${filter.name}" sticks out of its group (${filter.outer.left.toFixed(1)}–${filter.outer.right.toFixed(1)} px in ${filter.group.left.toFixed(1)}–${filter.group.right.toFixed(1)})`);
      }
      for (const { row, cells } of m.moves) {
        cells.forEach((c, i) => {
          if (!c.text) return;
          const edge = Math.min(c.cell.right, row.right);
          if (c.text.right > edge + SLACK) fail(where, `the move ${c.move} runs out of its column (its text ends at ${c.text.right.toFixed(1)} px, the column at ${edge.toFixed(1)})`);
          const next = cells[i + 1];
          if (next && next.text && c.text.right > next.text.left + SLACK && c.text.bottom > next.text.top + SLACK && c.text.top < next.text.bottom - SLACK)
            fail(where, `the move ${c.move} runs into ${next.move}`);
        });
      }
      if (name.startsWith("clock-")) {
        boardTop[name] = m.board;
        const shown = m.paused.some((p) => p.shown);
        if (shown !== (name === "clock-paused")) fail(where, `the paused notice is ${shown ? "shown" : "not shown"}`);
      }
      log(where, "checked:", m.icons.length, "icons,", m.filters.length, "filters,", m.moves.length, "move rows");
    }
    const moved = boardTop["clock-paused"] - boardTop["clock-running"];
    if (Math.abs(moved) > SLACK) fail(`clock at ${size}`, `pausing moved the board by ${moved.toFixed(1)} px`);
    else log(`clock at ${size}: the board's top stays at ${boardTop["clock-running"].toFixed(1)} px when paused`);
    await context.close();
  }
} finally {
  await browser.close();
}
if (failures.length) {
  console.error(`[e2e-text200] ${failures.length} failure(s)`);
  process.exit(1);
}
log("PASS");

// Runs the web build's engine measurement (plyyard_engine_bench) RUNS times in headless Chromium
// (Debian's /usr/bin/chromium, driven by playwright-core, which never downloads a browser), on a
// page served from loopback, and prints the runs as one JSON array (engine_wasm.rs keeps each
// game's best). Run from a folder whose node_modules holds playwright-core (engine_wasm.rs copies
// it into tests/e2e's node folder). Usage: node engine_wasm_chromium.mjs WWW_DIR [RUNS]
import { chromium } from "playwright-core";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const dir = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
const named = (pattern) => fs.readdirSync(dir).find((name) => pattern.test(name));
const glueName = named(/^plyyard\.[0-9a-f]{16}\.js$/);
const wasmName = named(/^plyyard_bg\.[0-9a-f]{16}\.wasm$/);
const types = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
// The web build's files (the glue imports its snippets), and a blank page to load the glue from:
// not the app's index.html, whose app would start beside the measurement.
const root = path.resolve(dir);
const server = http.createServer((request, response) => {
  const name = decodeURIComponent(new URL(request.url, "http://x").pathname);
  const file = path.resolve(root, "." + name);
  if (name === "/bench.html") {
    response.writeHead(200, { "content-type": types[".html"] }).end("<!doctype html><title>engine bench</title>");
  } else if (file.startsWith(root + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
    response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(response);
  } else {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true });
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/bench.html`);
  const all = await page.evaluate(
    async ({ glueUrl, wasmUrl, runs }) => {
      const glue = await import(glueUrl);
      await glue.default({ module_or_path: wasmUrl });
      const all = [];
      for (let run = 0; run < runs; run++) all.push(JSON.parse(glue.plyyard_engine_bench()));
      return all;
    },
    { glueUrl: `${origin}/${glueName}`, wasmUrl: `${origin}/${wasmName}`, runs },
  );
  console.log(JSON.stringify(all));
} finally {
  await browser.close();
  server.close();
}

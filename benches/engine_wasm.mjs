// Runs the web build's engine measurement (plyyard_engine_bench) RUNS times in Node.js, whose V8
// is the engine of Chromium, and prints the runs as one JSON array (engine_wasm.rs keeps each
// game's best). Usage: node engine_wasm.mjs WWW_DIR [RUNS]
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
// scripts/build-web.sh names both files after their content: plyyard.HASH.js, plyyard_bg.HASH.wasm.
const named = (pattern) => fs.readdirSync(dir).find((name) => pattern.test(name));
const glue = await import(pathToFileURL(path.join(dir, named(/^plyyard\.[0-9a-f]{16}\.js$/))).href);
await glue.default({ module_or_path: fs.readFileSync(path.join(dir, named(/^plyyard_bg\.[0-9a-f]{16}\.wasm$/))) });
const all = [];
for (let run = 0; run < runs; run++) all.push(JSON.parse(glue.plyyard_engine_bench()));
console.log(JSON.stringify(all));

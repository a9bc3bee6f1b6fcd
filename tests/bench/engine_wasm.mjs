// Runs the web build's engine measurement (plyyard_engine_bench) in Node.js, whose V8 is the
// engine of Chromium, and prints its JSON. Usage: node engine_wasm.mjs WWW_DIR
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = process.argv[2];
const glue = await import(pathToFileURL(path.join(dir, "plyyard.js")).href);
await glue.default({ module_or_path: fs.readFileSync(path.join(dir, "plyyard_bg.wasm")) });
console.log(glue.plyyard_engine_bench());

// The bot's Web Worker: loads the same wasm as the page (whose main() starts no UI here) and
// answers each search job (JSON, see src/platform/bot_job.rs) with the move found, so the page
// never freezes while the bot thinks.
import init, { plyyard_worker } from "./plyyard.js";

const ready = init();
self.onmessage = async (event) => {
  await ready;
  self.postMessage(plyyard_worker(event.data));
};

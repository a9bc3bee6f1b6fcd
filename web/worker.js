// The engine's Web Worker: loads the same wasm as the page (whose main() starts no UI here) and
// hands it each request (JSON, see src/platform/worker_job.rs): a bot search or a picture to
// read a QR code from, answered once, or a game review, answered position by position. The
// wasm posts its answers itself.
import init, { plyyard_worker } from "./plyyard.js";

const ready = init();
self.onmessage = async (event) => {
  await ready;
  plyyard_worker(event.data);
};

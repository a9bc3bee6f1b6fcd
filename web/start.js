// Starts the app: the wasm module draws the UI in #main; its bot searches in worker.js. A file of
// its own rather than an inline script, so the page's Content-Security-Policy allows scripts of
// this origin only.
import init from "./plyyard.js";

const started = init();
// Installing and playing offline need a service worker, which browsers allow only in a secure
// context (https, or localhost). A page from a host's LAN address still plays. It is registered
// once the app has started and the page is idle: its install downloads every file again, which
// would otherwise compete with the first screen on a slow phone.
if ("serviceWorker" in navigator && window.isSecureContext) {
  const register = () => navigator.serviceWorker.register("./sw.js").catch((e) => console.warn("Ply Yard: no offline copy:", e));
  started.finally(() => ("requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register, 500)));
}

// Ply Yard's service worker: keeps this build's files so the app opens and plays the bot with
// no network. The cache is named after the build (build-web.sh writes its hash below), so a new
// build replaces the old files; the room service's /ws and /health are never cached.
const CACHE = "plyyard-__BUILD__";
// The puzzle files (134 KB gzipped) too: 🧩 Golpes downloads them on first use, and offline later.
const CORE = ["./", "index.html", "start.js", "plyyard.js", "plyyard_bg.wasm", "worker.js", "manifest.webmanifest", "icon.svg", "icon-512.png",
  "russian.txt", "brazilian.txt", "revessker.txt"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(CORE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("plyyard-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Cache first; whatever else the app loads (wasm-bindgen's snippets) is kept on first use.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.endsWith("/ws") || url.pathname.endsWith("/health")) return;
  // The invite page is the app itself: /join#… (or /join?…) opens index.html, which reads the address.
  const request = url.pathname.endsWith("/join") ? new Request("index.html") : event.request;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      const answer = await fetch(request);
      if (answer.ok) cache.put(request, answer.clone());
      return answer;
    }),
  );
});

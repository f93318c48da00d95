/*
 * Hatchery service worker (CHR-41, CHR-42). Deliberately minimal: it has no fetch handler, so every request — the
 * app's files, GraphQL, /auth, /api, the websocket — goes to the network exactly as without it; nothing is cached.
 * A new version takes over at once (skipWaiting + clients.claim); the page reloads itself when that happens while an
 * older version was active (src/features/service-worker/registerServiceWorker.ts).
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

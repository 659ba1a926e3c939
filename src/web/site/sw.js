// Offline after the first visit (docs/web.md): the site's files are cached on install and served from the
// cache first; the version comes from the build, so a new build replaces the old cache.
const VERSION = '@MUSTER_WEB_VERSION@';
const FILES = ['./', 'index.html', 'app.js', 'style.css', 'manifest.webmanifest', 'icon.svg',
  'muster-core.js', 'muster-core.wasm', 'muster-core.data', 'fonts/DejaVuSans.ttf', 'fonts/DejaVuSans-Bold.ttf'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(VERSION).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});
self.addEventListener('fetch', (e) => {
  if (e.request.method !== 'GET') return;
  e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((hit) => hit || fetch(e.request)));
});

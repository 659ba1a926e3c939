// The web page's weight and speed (docs/web.md, docs/performance.md), in headless Chromium: what the first
// visit downloads (gzip -9, as a static host serves it), how soon the page is ready to use, and the median
// time of one validation in the page and of all the page asks after an edit (the verdict, fix-its and every
// choice probed) on the 600-point Swedish example. Targets: first load <= 3 MB compressed, interactive <= 1 s, one validation <= 1 ms.
// Usage: node tests/bench/web.mjs [WEB_DIR] [NPM_DIR]   (after make web and installer/web-test-deps.sh)
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';

const root = resolve(new URL('../..', import.meta.url).pathname);
const webDir = resolve(process.argv[2] ?? join(root, 'build/web'));
const npmDir = resolve(process.argv[3] ?? join(root, 'build/npm'));
const puppeteer = createRequire(join(npmDir, 'package.json'))('puppeteer-core');

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };
const served = new Set();  // every path the page asked for (compressed after the run: gzip here would slow the serving)
const server = createServer((req, res) => {
  let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.endsWith('/')) path += 'index.html';
  try {
    const body = readFileSync(join(webDir, path));
    served.add(path);
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;
const profile = mkdtempSync(join(tmpdir(), 'muster-web-bench-'));
const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu'], userDataDir: profile });
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { timeout: 60000 });
  const [module, data, ready] = await page.evaluate(() =>
    ['muster-module', 'muster-data', 'muster-ready'].map((m) => performance.getEntriesByName(m)[0].startTime));
  const firstLoad = [...served].filter((p) => !p.startsWith('/fonts/'));  // the fonts come on the first print
  const bytes = firstLoad.reduce((n, p) => n + gzipSync(readFileSync(join(webDir, p)), { level: 9 }).length, 0);

  const army = readFileSync(join(root, 'lists/examples/swedish-600.muster'), 'utf8');
  const times = await page.evaluate((army) => {
    const s = window.musterSession;
    if (s.open(army, 'swedish-600.muster')) throw new Error('the example did not open');
    // Batches of 10, since a browser's clock may tick only every 0.1 ms.
    const time = (f) => {
      const t = [];
      for (let i = 0; i < 50; i++) {
        const start = performance.now();
        for (let k = 0; k < 10; k++) f();
        t.push((performance.now() - start) / 10);
      }
      return t.sort((a, b) => a - b);
    };
    return { verdict: time(() => s.verdict()), state: time(() => s.state(0, 0, 0)) };
  }, army);
  const median = (t) => t[t.length >> 1].toFixed(3);
  console.log(`first load: ${(bytes / 1e6).toFixed(2)} MB compressed in ${firstLoad.length} files (target <= 3 MB)`);
  console.log(`interactive: ${Math.round(ready)} ms after the navigation started (target <= 1000 ms): module ` +
    `fetched and compiled at ${Math.round(module)} ms, the data library loaded at ${Math.round(data)} ms`);
  console.log(`one validation of swedish-600 in the page: median ${median(times.verdict)} ms (target <= 1 ms)`);
  console.log(`all the page shows after an edit (verdict, fix-its, every choice probed): median ${median(times.state)} ms`);
} finally {
  await browser.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}

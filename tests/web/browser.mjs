// The page in a real headless Chromium (Debian's), driven by puppeteer-core (tests/web/package-lock.json):
// a legal 600-point Swedish army built by clicks, a Fix, the army kept over a reload, the page offline,
// a .muster file opened and saved byte for byte as `muster set` writes it, a typed e-mail pasted and read
// as `muster import` reads it, the roster, cards and sheet printed as the desktop's PDFs, an army changed
// with the keyboard alone, another language, a phone's touch; screenshots at 1280×800 and 390×844 and
// the printed pages as PNG go to OUT for a person to look at.
// Usage: node tests/web/browser.mjs SOURCE_DIR WEB_DIR NPM_DIR MUSTER DATA_DIR OUT
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const [source, webDir, npmDir, muster, dataDir, out] = process.argv.slice(2);
for (const [need, how] of [[join(webDir, 'index.html'), 'make web'], [join(npmDir, 'node_modules/puppeteer-core'), 'installer/web-test-deps.sh']])
  if (!existsSync(need)) {
    console.log(`${need} is missing: run ${how}`);
    process.exit(77);
  }
const puppeteer = createRequire(join(npmDir, 'package.json'))('puppeteer-core');
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'downloads'), { recursive: true });

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };
const server = createServer((req, res) => {
  let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.endsWith('/')) path += 'index.html';
  try {
    const body = readFileSync(join(webDir, path));
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/`;

function check(ok, what) {
  if (!ok) throw new Error(what);
  console.log('ok -', what);
}

const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--lang=en-GB'], userDataDir: join(out, 'profile') });
let failed = false;
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.log('page error:', e.message));
  page.on('dialog', (d) => d.dismiss());
  await page.setViewport({ width: 1280, height: 800 });
  const ready = () => page.waitForSelector('body[data-ready]', { timeout: 60000 });
  const text = (sel) => page.$eval(sel, (e) => e.textContent);
  // A select's option by the data id the core gave it; selecting fires change like a person's choice.
  const choose = (sel, id) => page.$eval(sel, (s, id) => {
    const o = [...s.options].find((x) => x.dataset.id === id);
    s.value = o.value;
    s.dispatchEvent(new Event('change'));
  }, id);
  const click = async (sel) => { await page.waitForSelector(sel); await page.click(sel); };
  const units = () => page.$$eval('li.unit', (l) => l.length);
  // A file the page downloads, named by `pattern`, once it is whole.
  const downloaded = async (pattern, before = []) => {
    for (let i = 0; i < 300; i++) {
      const f = readdirSync(join(out, 'downloads')).find((x) => pattern.test(x) && !before.includes(x));
      if (f) return join(out, 'downloads', f);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no download matching ${pattern}`);
  };

  await page.goto(url);
  await ready();
  check(await page.$('#dialog[open] #create'), 'a first visit opens the New army form');
  check((await text('#title')) === 'Muster — army builder', 'the page starts in the browser\'s language (en-GB)');
  await page.select('#new-system', 'baroque');
  await page.select('#new-list', 'swedish');
  await page.$eval('#new-budget', (e) => { e.value = ''; });
  await page.type('#new-budget', '600');
  await page.type('#new-year', '1632');
  await click('#create');
  await page.waitForSelector('#roster');

  // The army of lists/examples/swedish-600.muster, by clicks.
  const army = [
    { general: 'expert', units: [['SW-G1a', ['SW-O2']], ['SW-G1a', []], ['SW-G2a', []]] },
    { general: 'reliable', units: [['SW-G4a', ['SW-O5']], ['SW-G6a', []], ['SW-G7a', []]] },
    { general: 'reliable', units: [['SW-G6a', ['SW-O7', 'SW-O11']], ['SW-G6b', []], ['SW-G8a', ['SW-O10']]] },
  ];
  await choose('#structure', 'average');
  for (let c = 0; c < army.length; c++) {
    await click('#add-command');
    await page.waitForSelector(`fieldset[data-command="${c}"]`);
    await choose(`fieldset[data-command="${c}"] select.general`, army[c].general);
    await page.select('#target', String(c));
    for (const [i, [profile]] of army[c].units.entries()) {
      await click(`.entries button[data-id="${profile}"]`);
      await page.waitForFunction((c, i) => document.querySelectorAll(`fieldset[data-command="${c}"] li.unit`).length > i, {}, c, i);
    }
  }
  // Options once every unit is there: some limits count the units they are a fraction of.
  for (let c = 0; c < army.length; c++)
    for (const [i, [, options]] of army[c].units.entries()) {
      if (!options.length) continue;
      await click(`fieldset[data-command="${c}"] li.unit:nth-child(${i + 1}) .unit-name`);
      for (const o of options) {
        await click(`#unit input.option[data-id="${o}"]`);
        await page.waitForSelector(`#unit input.option[data-id="${o}"]:checked`);
      }
    }
  // The last option ticked, unticked: the core's drop edit gives its points back; ticked again, taken.
  {
    const o = army.flatMap((c) => c.units).flatMap(([, options]) => options).at(-1);
    const total = async () => Number((await text('.points span')).match(/\d+/)[0]);
    const ticked = await total();
    await click(`#unit input.option[data-id="${o}"]`);
    await page.waitForSelector(`#unit input.option[data-id="${o}"]:not(:checked)`);
    const unticked = await total();
    await click(`#unit input.option[data-id="${o}"]`);
    await page.waitForSelector(`#unit input.option[data-id="${o}"]:checked`);
    check(unticked < ticked && (await total()) === ticked, `an option unticked is dropped (${ticked} → ${unticked} points) and ticked again is taken`);
  }
  await click('fieldset[data-command="0"] input.c-in-c');
  await page.waitForSelector('fieldset[data-command="0"] input.c-in-c:checked');
  await click('.purchases button[data-id="baggage_fortification"]');
  for (let i = 0; i < 10; i++) {
    await page.waitForSelector('.purchases button[data-id="exploration_dice"]');
    await page.click('.purchases button[data-id="exploration_dice"]');
  }
  await page.waitForFunction(() => document.querySelector('.verdict')?.textContent.includes('600'));
  const verdict = await text('.verdict');
  check(await page.$('.verdict.legal'), `the army built by clicks is legal: ${verdict}`);
  await page.screenshot({ path: join(out, 'legal-1280x800.png'), fullPage: false });
  // Every message has its arguments: none shows a {placeholder} (the select's options are text too).
  const unfilled = async () => (await page.evaluate(() => document.body.innerText + [...document.querySelectorAll('option')]
    .map((o) => o.textContent).join(' '))).match(/\{[a-z_]+\}/g);
  check(!(await unfilled()), 'no message shows an unfilled {argument}');

  // A refused choice is shown refused, with the finding that explains it.
  const refused = await page.$$eval('.entries button.refused', (b) => b.map((x) => x.textContent));
  check(refused.length > 0 && refused.every((r) => r.includes('—')), `refused list entries say why (${refused.length})`);

  // Over the budget, then the finding's Fix.
  await page.select('#target', '0');
  await click('.entries button[data-id="SW-G1a"]');
  await page.waitForSelector('.verdict.illegal');
  const fixes = await page.$$('.fix');
  check(fixes.length > 0, 'the illegal army has a Fix button');
  await fixes[0].click();
  await page.waitForSelector('.verdict.legal');
  check(true, 'Fix made the army legal again');
  await click('#undo');
  await page.waitForSelector('.verdict.illegal');
  await click('#redo');
  await page.waitForSelector('.verdict.legal');
  check(true, 'undo and redo take the Fix back and again');

  // Kept: a reload finds the army as it was.
  await page.reload();
  await ready();
  check((await text('.verdict')) === verdict, 'the army is kept over a reload');

  // Offline: once the service worker has the site, the page loads with the network off.
  await page.waitForFunction(() => document.body.dataset.offline === 'ready' && navigator.serviceWorker.controller, { timeout: 60000 });
  await page.setOfflineMode(true);
  await page.reload();
  await ready();
  check((await text('.verdict')) === verdict, 'offline, the page loads and shows the kept army');
  await page.setOfflineMode(false);

  // Open a .muster file, change it, save it: the bytes `muster set` writes for the same change.
  const input = await page.$('#file');
  await input.uploadFile(join(source, 'lists/examples/royalist-600.muster'));
  await page.waitForFunction(() => document.querySelector('.verdict')?.textContent.includes('Royalist'));
  await page.$eval('#budget', (e) => { e.value = '650'; e.dispatchEvent(new Event('change')); });
  await page.waitForFunction(() => document.querySelector('.verdict')?.textContent.includes('650'));
  // The player's own words: a unit's name and note, the army's notes, a general's name (typed, then Tab).
  const words = { label: 'Rupert\'s Lifeguard', note: 'Hold the ford.\nCharge on turn 3 — not before!', notes: 'Edgehill <1642> & after',
    general: 'Prince Rupert' };
  await click('[data-command="0"] li.unit .unit-name');
  const typeInto = async (selector, value) => {
    await page.$eval(selector, (e, v) => { e.focus(); e.value = v; e.dispatchEvent(new Event('change')); }, value);
    await page.waitForFunction((v) => localStorage.getItem('muster.roster').includes(v.split('\n')[0].replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')), {}, value);
  };
  await typeInto('#unit-label', words.label);
  await typeInto('#unit-note', words.note);
  await typeInto('#army-notes', words.notes);
  await typeInto('[data-command="0"] .general-name', words.general);
  check((await page.$eval('[data-command="0"] li.unit .unit-name', (e) => e.textContent)).startsWith(words.label) &&
    (await page.$eval('#unit-note', (e) => e.value)) === words.note, 'the unit shows the name and note typed for it');
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: join(out, 'downloads') });
  await click('#save');
  let saved = [];
  for (let i = 0; i < 100 && !saved.some((f) => f.endsWith('.muster')); i++) {
    await new Promise((r) => setTimeout(r, 100));
    saved = readdirSync(join(out, 'downloads'));
  }
  const copy = join(out, 'royalist-600.muster');
  copyFileSync(join(source, 'lists/examples/royalist-600.muster'), copy);
  execFileSync(muster, ['set', copy, '--budget', '650', '--label', `1/1=${words.label}`, '--note', `1/1=${words.note}`,
    '--notes', words.notes, '--general-name', `1=${words.general}`, '--data-dir', dataDir]);
  const file = saved.find((f) => f.endsWith('.muster'));
  check(file && readFileSync(join(out, 'downloads', file)).equals(readFileSync(copy)), `the saved ${file}, names and notes typed, is byte for byte what muster set writes`);

  // A typed list as a player sends it (an e-mail with greetings and slips), pasted: the army `muster import` reads.
  const typed = join(source, 'tests/import/corpus/en-swedish-email.eml');
  await click('#import');
  await page.waitForSelector('#import-text');
  await page.$eval('#import-text', (e, v) => { e.value = v; }, readFileSync(typed, 'utf8'));
  await click('#import-read');
  await page.waitForFunction(() => document.querySelector('.verdict')?.textContent.includes('Swedish'));
  const notes = await page.$$eval('.import-findings li', (l) => l.map((x) => x.textContent));
  check(notes.some((n) => n.includes('line 15') && n.includes('Finnish Hakkapelitta')), `the reader's notes are shown with their lines: ${notes[1]}`);
  await page.screenshot({ path: join(out, 'import-1280x800.png') });
  await click('#dialog .close');
  const imported = await page.evaluate(() => localStorage.getItem('muster.roster'));
  const cliImport = execFileSync(muster, ['import', typed, '--data-dir', dataDir, '--lang', 'en'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  check(imported === cliImport, 'the pasted e-mail is read into the army muster import reads, byte for byte');

  // Printing: the desktop's PDFs, from the same layouts and fonts.
  const importedFile = join(out, 'imported.muster');
  writeFileSync(importedFile, imported);
  await click('#print');
  await page.select('#print-paper', 'a4');
  for (const kind of ['roster', 'cards', 'sheet']) {
    const before = readdirSync(join(out, 'downloads'));
    await click(`#print-${kind}`);
    const pdf = await downloaded(new RegExp(`-${kind}\\.pdf$`), before);
    const desktop = join(out, `desktop-${kind}.pdf`);
    execFileSync(muster, kind === 'sheet' ? ['sheet', 'baroque', '-o', desktop, '--paper', 'a4', '--data-dir', dataDir, '--lang', 'en']
      : [kind, importedFile, '-o', desktop, '--paper', 'a4', '--data-dir', dataDir, '--lang', 'en']);
    const words = (f) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' });
    const pages = (f) => execFileSync('pdfinfo', [f], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/)[1];
    check(pages(pdf) === pages(desktop) && words(pdf) === words(desktop),
      `the page's ${kind} PDF (${pages(pdf)} pages) reads as the desktop's, word for word`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, join(out, `printed-${kind}`)]);
  }
  await click('#dialog .close');

  // The keyboard alone: Tab to a control, Enter; the focus stays where it was after the page is drawn again.
  const tabTo = async (sel) => {
    for (let i = 0; i < 300; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s), sel)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reaches ${sel}`);
  };
  const commands = await page.$$eval('fieldset.command[data-command]:not([data-command="-1"])', (l) => l.length);
  await tabTo('#add-command');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('fieldset.command:not([data-command="-1"])').length > n, {}, commands);
  check(await page.evaluate(() => document.activeElement?.id === 'add-command'), 'Enter on Add command adds one and keeps the focus there');
  const before = await units();
  await tabTo('.entries button.choice:not([disabled])');
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('li.unit').length === n + 1, {}, before);
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('li.unit').length === n + 2, {}, before);
  check(true, 'Enter on a list entry adds a unit, and again, without finding the entry again');
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
  await page.waitForFunction((n) => document.querySelectorAll('li.unit').length === n + 1, {}, before);
  check(true, 'Ctrl+Z takes the last unit back');

  // Another language, from the same bundles.
  await page.select('#language', 'de');
  await page.waitForFunction(() => document.querySelector('#title').textContent === 'Muster — Armeebauer');
  check((await text('#add-command')) !== 'Add command', `the page speaks German: ${await text('#add-command')}`);
  await page.screenshot({ path: join(out, 'german-1280x800.png') });
  check(!(await unfilled()), 'no German message shows an unfilled {argument}');

  // A phone.
  await page.select('#language', 'en');
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await page.reload();
  await ready();
  await page.screenshot({ path: join(out, 'phone-390x844.png') });
  const unit = await page.$('li.unit .unit-name');
  await unit.scrollIntoView();
  await unit.tap();
  await page.waitForSelector('#unit input.option');
  check(true, 'a unit tapped on a 390×844 screen shows its options');
  const phoneUnits = await units();
  const entry = await page.$('.entries button.choice:not([disabled])');
  await entry.scrollIntoView();
  await entry.tap();
  await page.waitForFunction((n) => document.querySelectorAll('li.unit').length === n + 1, {}, phoneUnits);
  check(true, 'a list entry tapped on the phone adds a unit');
  const small = await page.$$eval('button, select, input[type=text], input[type=number]', (l) => l
    .filter((e) => e.offsetParent && e.getBoundingClientRect().height < 44).map((e) => e.id || e.className || e.tagName));
  check(small.length === 0, `every control on the phone is a 44 px target${small.length ? ': not ' + small.join(', ') : ''}`);
  await page.screenshot({ path: join(out, 'phone-390x844-full.png'), fullPage: true });
} catch (e) {
  failed = true;
  console.log('FAILED:', e.message);
  const pages = await browser.pages();
  if (pages.length) await pages[pages.length - 1].screenshot({ path: join(out, 'failure.png') }).catch(() => {});
} finally {
  await browser.close();
  server.close();
}
process.exitCode = failed ? 1 : 0;

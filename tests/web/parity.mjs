// The same answers everywhere (docs/web.md): runs `muster` and `node build/web/muster.mjs` with the same
// arguments on every example, fixture, typed list and golden case of the CLI, in the five languages, and
// fails on any difference of standard output, standard error or exit code.
// Usage: node tests/web/parity.mjs SOURCE_DIR MUSTER DATA_DIR WEB_DIR
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [source, muster, dataDir, webDir] = process.argv.slice(2);
if (!webDir) {
  console.error('usage: node parity.mjs SOURCE_DIR MUSTER DATA_DIR WEB_DIR');
  process.exit(2);
}
if (!existsSync(join(webDir, 'muster.mjs'))) {
  console.log(`${webDir}/muster.mjs is missing: build the web version with make web`);
  process.exit(77);
}

function files(dir, pattern) {
  const out = [];
  for (const name of readdirSync(join(source, dir)).sort()) {
    const path = join(dir, name);
    if (statSync(join(source, path)).isDirectory()) out.push(...files(path, pattern));
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}

const cases = [];
// Every golden case of the CLI, with its arguments as tests/cli/CMakeLists.txt writes them.
const golden = readFileSync(join(source, 'tests/cli/CMakeLists.txt'), 'utf8');
const vars = { fx: 'tests/cli/fixtures', corpus: 'tests/import/corpus' };
for (const m of golden.matchAll(/^muster_golden\((\S+) \d+ (.*)\)$/gm)) {
  const args = m[2].replace(/\$\{(\w+)\}/g, (_, v) => vars[v]).split(/\s+/);
  if (args[0] !== 'lint') cases.push([...args, '--lang', 'en']);  // no lint in the web build (docs/web.md)
}
const examples = files('lists/examples', /\.muster$/);
for (const f of examples) {
  cases.push(['check', f, '--format', 'json', '--lang', 'en'], ['check', f, '--breakdown', '--lang', 'en']);
  for (const format of ['text', 'markdown', 'bbcode']) cases.push(['export', f, '--format', format, '--lang', 'en']);
  cases.push(['fix', f, '--format', 'json', '--lang', 'en'], ['complete', f, '--top', '3', '--lang', 'en']);
}
for (const f of [...files('tests/cli/fixtures', /\.muster$/), ...files('tests/fixtures', /\.muster$/)])
  cases.push(['check', f, '--format', 'json', '--lang', 'en']);
for (const f of files('tests/import/corpus', /./)) cases.push(['import', f, '--lang', 'en']);
// The messages in every language: formatted by ICU in `muster`, by src/web/messages_plain.cpp in the web build.
for (const lang of ['de', 'fr', 'it', 'es', 'en'])
  for (const f of [...examples, 'tests/cli/fixtures/submissions'])
    cases.push(['check', f, '--breakdown', '--lang', lang], ['export', f, '--lang', lang]);
for (const lang of ['de', 'fr', 'it', 'es'])
  cases.push(['fix', 'tests/cli/fixtures/submissions/illegal-swedish.muster', '--lang', lang],
    ['complete', 'tests/cli/fixtures/submissions/illegal-swedish.muster', '--lang', lang]);

function run(command, args, env) {
  return new Promise((resolve) => {
    const p = spawn(command, args, { cwd: source, env: { ...process.env, ...env } });
    const out = [], err = [];
    p.stdout.on('data', (d) => out.push(d));
    p.stderr.on('data', (d) => err.push(d));
    p.on('close', (code) => resolve({ code, out: Buffer.concat(out).toString(), err: Buffer.concat(err).toString() }));
  });
}

// No case writes a file: fix runs without --apply, and the golden cases' -o files are refused.
let failures = 0;
const queue = cases.map((args, i) => async () => {
  const env = { LANG: 'C.UTF-8', LC_ALL: '', LC_MESSAGES: '' };
  const native = await run(muster, args, { ...env, MUSTER_DATA_DIR: dataDir });
  const web = await run(process.execPath, [join(webDir, 'muster.mjs'), ...args], env);
  const norm = (s) => s.replaceAll(dataDir, '<data>').replaceAll(join(webDir, 'data'), '<data>');
  for (const part of ['code', 'out', 'err']) {
    const a = part === 'code' ? native.code : norm(native[part]);
    const b = part === 'code' ? web.code : norm(web[part]);
    if (a === b) continue;
    failures++;
    const at = typeof a === 'string' ? [...a].findIndex((c, k) => c !== b[k]) : 0;
    console.log(`DIFFERENT ${part} of muster ${args.join(' ')}`);
    if (typeof a === 'string') {
      console.log(`  muster:     ${JSON.stringify(a.slice(Math.max(0, at - 60), at + 100))}`);
      console.log(`  muster.mjs: ${JSON.stringify(b.slice(Math.max(0, at - 60), at + 100))}`);
    } else console.log(`  exit ${a} vs ${b}`);
    break;
  }
  if (i % 25 === 0) console.log(`${i + 1}/${cases.length}`);
});
async function worker() {
  while (queue.length) await queue.shift()();
}
await Promise.all([worker(), worker()]);
console.log(`${cases.length} commands compared, ${failures} different`);
process.exitCode = failures ? 1 : 0;

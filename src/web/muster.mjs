#!/usr/bin/env node
// `node muster.mjs COMMAND ...`: the `muster` program compiled to WebAssembly (muster-cli.wasm), with the
// same commands, options, output and exit codes; the data is the site's own data/ folder (docs/web.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const createMusterCli = createRequire(import.meta.url)('./muster-cli.js');

const module = await createMusterCli({
  thisProgram: 'muster',
  // Read here: emscripten 3.1.6 would fetch() a file path, which Node's fetch refuses.
  wasmBinary: readFileSync(join(here, 'muster-cli.wasm')),
  noExitRuntime: false,
  // The environment the program reads (LANG, LC_ALL...) is the process's, and its data this site's.
  preRun: [(m) => {
    for (const [k, v] of Object.entries(process.env)) m.ENV[k] = v;
    m.ENV.MUSTER_DATA_DIR = join(here, 'data');
  }],
  quit: (code) => { process.exitCode = code; },
});
try {
  process.exitCode = module.callMain(process.argv.slice(2));
} catch (e) {
  // EXIT_RUNTIME reports the exit code by throwing ExitStatus once main has returned.
  if (e && e.name === 'ExitStatus') process.exitCode = e.status;
  else throw e;
}

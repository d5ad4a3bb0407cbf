// Same seed, same layout natively and in wasm: the web build's node program (bench/layout/wasm_main.cpp, the
// generator and aos4's rules compiled as the site compiles them) generates the golden seeds' tables and compares
// them with tests/golden/layouts, which the native unit tests match exactly. No page is needed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const tests = [
  {
    name: 'the golden aos4 layouts come out the same in wasm as natively',
    async run() {
      const program = path.join(root, 'build/web/bench/layout/battleboard_layout_wasm.js');
      const run = spawnSync('node', ['--no-experimental-fetch', program, path.join(root, 'tests/golden/layouts'), '0'], {
        encoding: 'utf8',
      });
      const output = run.stdout + run.stderr;
      console.log(output.trimEnd().replace(/^/gm, '     '));
      assert.equal(run.status, 0, 'the wasm program agrees with the golden files');
      const lines = output.split('\n').filter((l) => l.includes('golden'));
      assert.equal(lines.length, 2, 'both golden seeds compared');
      for (const line of lines) assert.match(line, /^same as golden/, line);
    },
  },
];

// "Add a game system": a player adds the example plugin's bundle (written by the build) from the device through
// the real file chooser, uses it, finds it again offline after a reload, and removes it; and every bundle the
// app must refuse (broken, wrong hash, a disallowed import, a trap on load) is refused with its message, a
// plugin that loops forever is stopped after 2 s and marked broken, and the player's battles stay as they were.
// The refused modules are made here, byte by byte, as the smallest WebAssembly that shows each fault.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addPiece, chooseSystem, clickWidget, frames, openApp, openTab, revealWidget, settled, state, waitFor,
} from './lib/app.mjs';
import { fingers, middleOf } from './lib/touch.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '../../build/web');
const bundles = path.join(web, 'plugin-bundles');
const exampleBundle = () => fs.readFileSync(path.join(bundles,
  fs.readdirSync(bundles).find((f) => /^example-.*\.bbplugin$/.test(f))));
const phone = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

// A plugin bundle as docs/formats.md lays it out.
function bundle(header, module) {
  const text = Buffer.from(JSON.stringify(header));
  const fixed = Buffer.alloc(16);
  fixed.write('BBPLUGIN', 0, 'latin1');
  fixed.writeUInt32LE(1, 8);
  fixed.writeUInt32LE(text.length, 12);
  return Buffer.concat([fixed, text, module]);
}
const headerOf = (bytes) => JSON.parse(bytes.subarray(16, 16 + bytes.readUInt32LE(12)).toString());
const moduleOf = (bytes) => bytes.subarray(16 + bytes.readUInt32LE(12));
const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');
const bundleFor = (header, module) => bundle({ ...header, sha256: sha256(module) }, module);

// The smallest WebAssembly encoder these modules need.
const leb = (n) => { const out = []; do { let b = n & 0x7f; n >>= 7; const done = (n === 0 && !(b & 0x40)) || (n === -1 && (b & 0x40)); if (!done) b |= 0x80; out.push(b); if (done) break; } while (true); return out; };
const uleb = (n) => { const out = []; do { let b = n & 0x7f; n >>>= 7; if (n) b |= 0x80; out.push(b); } while (n); return out; };
const name = (text) => [...uleb(text.length), ...Buffer.from(text)];
const vec = (items) => [...uleb(items.length), ...items.flat()];
const section = (id, body) => (body.length ? [id, ...uleb(body.length), ...body] : []);
const I32 = 0x7f;
// funcs: [{params, results, code (without the final end), export}]; imports: [{module, name}] of () -> ().
function wasm({ imports = [], funcs, data = null }) {
  const types = [[0x60, 0, 0], ...funcs.map((f) => [0x60, ...vec(f.params.map((p) => [p])), ...vec(f.results.map((r) => [r]))])];
  const at = imports.length;
  return Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec(types)),
    ...section(2, imports.length ? vec(imports.map((i) => [...name(i.module), ...name(i.name), 0x00, 0x00])) : []),
    ...section(3, vec(funcs.map((f, i) => uleb(i + 1)))),
    ...section(5, vec([[0x00, 16]])),  // 1 MiB of memory
    ...section(6, vec([[I32, 0x01, 0x41, ...leb(262144), 0x0b]])),  // the allocator's next free byte
    ...section(7, vec([[...name('memory'), 0x02, 0x00],
      ...funcs.map((f, i) => [...name(f.export), 0x00, ...uleb(at + i)])])),
    ...section(10, vec(funcs.map((f) => { const body = [0x00, ...f.code, 0x0b]; return [...uleb(body.length), ...body]; }))),
    ...section(11, data ? vec([[0x00, 0x41, ...leb(1024), 0x0b, ...uleb(data.length), ...data]]) : []),
  ]);
}
// A plugin's entry points: its API version, a bump allocator, a free that keeps everything, and `call`.
function plugin({ call, imports, initialize, data }) {
  const funcs = [
    { export: 'bb_plugin_api_version', params: [], results: [I32], code: [0x41, ...leb(3)] },
    { export: 'bb_plugin_alloc', params: [I32], results: [I32],
      code: [0x23, 0, 0x23, 0, 0x20, 0, 0x6a, 0x41, 8, 0x6a, 0x24, 0] },
    { export: 'bb_plugin_free', params: [I32], results: [], code: [] },
    { export: 'bb_plugin_call', params: [I32, I32, I32, I32, I32, I32], results: [I32], code: call },
  ];
  if (initialize) funcs.push({ export: '_initialize', params: [], results: [], code: initialize });
  return wasm({ imports, funcs, data });
}
const failAll = [0x41, 3];  // every call answers "failed"
// Answers "describe" (8 bytes, starting with 'd') with the reply at 1024, and loops forever on anything else.
const describeThenLoop = (size) => [
  0x20, 1, 0x41, 8, 0x46, 0x20, 0, 0x2d, 0, 0, 0x41, ...leb(100), 0x46, 0x71,
  0x04, 0x40, 0x20, 4, 0x41, ...leb(1024), 0x36, 2, 0, 0x20, 5, 0x41, ...leb(size), 0x36, 2, 0, 0x41, 0, 0x0f, 0x0b,
  0x03, 0x40, 0x0c, 0, 0x0b, 0x41, 0];

// The example plugin's own description, asked of its module here (describe reads no request).
function exampleDescription(module) {
  const e = new WebAssembly.Instance(new WebAssembly.Module(module), {
    env: { emscripten_notify_memory_growth() {} }, wasi_snapshot_preview1: { proc_exit() { throw new Error('exit'); } },
  }).exports;
  if (e._initialize) e._initialize();
  const op = Buffer.from('describe');
  const input = e.bb_plugin_alloc(op.length), slots = e.bb_plugin_alloc(8);
  new Uint8Array(e.memory.buffer).set(op, input);
  assert.equal(e.bb_plugin_call(input, op.length, input + op.length, 0, slots, slots + 4), 0);
  const view = new DataView(e.memory.buffer);
  return Buffer.from(new Uint8Array(e.memory.buffer, view.getUint32(slots, true), view.getUint32(slots + 4, true)));
}

// What running a plugin in a Worker costs at its start, against the page's own thread: compile, instantiate and
// describe the module each way, five times, medians in ms (printed for BENCHMARKS.md, never asserted).
async function measureWorkerStart(page, module) {
  const times = await page.evaluate(async (bytes) => {
    const module = new Uint8Array(bytes);
    const op = new TextEncoder().encode('describe');
    const imports = { env: { emscripten_notify_memory_growth() {} }, wasi_snapshot_preview1: { proc_exit() {} } };
    const onPage = async () => {
      const started = performance.now();
      const { instance } = await WebAssembly.instantiate(module, imports);
      const e = instance.exports;
      if (e._initialize) e._initialize();
      const input = e.bb_plugin_alloc(op.length), slots = e.bb_plugin_alloc(8);
      new Uint8Array(e.memory.buffer).set(op, input);
      e.bb_plugin_call(input, op.length, input + op.length, 0, slots, slots + 4);
      return performance.now() - started;
    };
    const inWorker = async () => {
      const started = performance.now();
      const compiled = await WebAssembly.compile(module);
      const worker = new Worker('plugin_worker.js');
      await new Promise((resolve) => {
        worker.onmessage = resolve;
        worker.postMessage({ type: 'load', module: compiled, operation: op, request: new Uint8Array(0) });
      });
      const took = performance.now() - started;
      worker.terminate();
      return took;
    };
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const page = [], worker = [];
    for (let i = 0; i < 5; i++) { page.push(await onPage()); worker.push(await inWorker()); }
    return { page: median(page), worker: median(worker) };
  }, [...module]);
  console.log(`plugin start (example, ${module.length} bytes): page thread ${times.page.toFixed(1)} ms, ` +
    `Worker ${times.worker.toFixed(1)} ms (medians of 5)`);
}

// The file chooser the "Add a game system" button opens, given a file.
async function addBundle(page, tap, file, bytes) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tap('add-system')]);
  await chooser.setFiles({ name: file, mimeType: 'application/octet-stream', buffer: bytes });
}
const message = (s) => s.values['add-system:message'] || '';

export const tests = [
  {
    name: 'a player adds the example game system from its bundle, uses it offline after a reload, and removes it',
    context: { ...phone, serviceWorkers: 'allow' },
    timeout: 100000,
    async run({ page, context, url, screenshot }) {
      const finger = await fingers(page, context);
      const tap = async (key) => {
        await revealWidget(page, key);
        await finger.tap(middleOf(await settled(page, (st) => st.widgets?.[key], `widget ${key}`)));
      };
      await openApp(page, url);
      const example = exampleBundle();
      await measureWorkerStart(page, moduleOf(example));
      await addBundle(page, tap, 'example.bbplugin', example);
      let s = await waitFor(page, (st) => st.values['add-system:offered'], 'the bundle offered');
      assert.equal(s.values['add-system:offered'], `Example Skirmish ${headerOf(example).version} by Battleboard`);
      await screenshot('offered');
      await tap('add-system:confirm');
      s = await waitFor(page, (st) => /^Added Example Skirmish/.test(message(st)), 'the system added');
      const added = s.systems.find((x) => x.id === 'example');
      assert.deepEqual([added.added, added.author, added.broken], [true, 'Battleboard', '']);
      assert.ok(s.systems.some((x) => x.id === 'aos4' && !x.added), 'the built-in systems stay, not marked added');

      // Used like any system: its catalogue, a piece placed, its own panel answered from its Worker.
      await tap('system');
      await tap('system:example');
      s = await waitFor(page, (st) => st.system === 'example' && st.loading === '', 'the example chosen');
      await openTab(page, 'terrain');
      await tap('add:supply-crate');
      s = await waitFor(page, (st) => st.pieces.length === 1, 'a crate placed');
      await openTab(page, 'selection');
      s = await waitFor(page, (st) => st.values['panel:crate:verdict'] !== undefined, 'the crate panel, from the Worker');
      assert.equal(s.values['panel:crate:verdict'], 'Open: a fighter touching it may scavenge.');
      await screenshot('in-use');

      // Offline, after a reload: the app from the service worker, the system from the device.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
      await context.setOffline(true);
      await page.reload();
      s = await waitFor(page, (st) => st.frame > 2 && st.saves.ready && st.system === 'example' && st.loading === '',
        'the example battle restored offline', 30000);
      assert.equal(s.error, '');
      assert.equal(s.pieces.length, 1, 'the crate is still there');
      assert.ok(s.catalogue.length > 0);
      const saves = s.saves.list.length;

      // Removed, asked once more; the battle with it is kept and says what it needs.
      await chooseSystem(page, 'wfb8');
      await tap('added-system:example:remove');
      await screenshot('remove-asked');
      await tap('added-system:example:confirm-remove');
      s = await waitFor(page, (st) => /^Removed Example Skirmish/.test(message(st)), 'the system removed');
      assert.ok(!s.systems.some((x) => x.id === 'example'), 'no longer listed');
      assert.equal(s.saves.list.length, saves, 'every save kept');
      await page.reload();
      s = await waitFor(page, (st) => st.frame > 2 && st.saves.ready && st.loading === '', 'reloaded offline');
      assert.ok(!s.systems.some((x) => x.id === 'example'), 'still gone after a reload');
      await screenshot('removed');
    },
  },
  {
    name: 'broken, tampered, sandbox-breaking, trapping and endless modules are refused or stopped, battles untouched',
    timeout: 100000,
    async run({ page, url, screenshot }) {
      const tap = async (key) => { await revealWidget(page, key); await clickWidget(page, key); };
      await openApp(page, url);
      await chooseSystem(page, 'tow');
      await addPiece(page, 'tower');
      await openTab(page, 'battle');
      const before = await state(page);
      const refuses = async (file, bytes, pattern) => {
        await addBundle(page, tap, file, bytes);
        let s = await waitFor(page, (st) => st.values['add-system:offered'] || pattern.test(message(st)), `${file} read`);
        if (s.values['add-system:offered']) {
          await tap('add-system:confirm');
          s = await waitFor(page, (st) => pattern.test(message(st)), `${file} refused`);
        }
        assert.match(message(s), pattern);
        assert.deepEqual(s.systems, before.systems, `${file}: the list of systems is unchanged`);
        assert.equal(s.system, 'tow');
        assert.deepEqual(s.pieces, before.pieces, `${file}: the battle is unchanged`);
        assert.deepEqual(s.saves.list, before.saves.list, `${file}: the saves are unchanged`);
        return s;
      };
      const example = exampleBundle();
      const header = headerOf(example);
      await refuses('cut.bbplugin', example.subarray(0, 100), /Could not add cut\.bbplugin: .*cut short or damaged/);
      const tampered = Buffer.from(example);
      tampered[tampered.length - 10] ^= 0xff;
      await refuses('tampered.bbplugin', tampered, /does not match its SHA-256/);
      const sneaky = plugin({ call: failAll, imports: [{ module: 'env', name: 'fetch' }] });
      await refuses('sneaky.bbplugin', bundleFor({ ...header, id: 'sneaky', name: 'Sneaky' }, sneaky),
        /Could not add Sneaky: it asks for env\.fetch, which a game system may not use.*Nothing was added/);
      const trap = plugin({ call: failAll, initialize: [0x00] });
      await refuses('trap.bbplugin', bundleFor({ ...header, id: 'trap', name: 'Trap' }, trap),
        /Could not add Trap: it failed while loading \(unreachable/);
      await screenshot('refused');

      // A plugin that describes itself, then never answers: added, then stopped 2 s into its first real call.
      const description = exampleDescription(moduleOf(example));
      const endless = plugin({ call: describeThenLoop(description.length), data: [...description] });
      await addBundle(page, tap, 'endless.bbplugin', bundleFor({ ...header, name: 'Endless' }, endless));
      await waitFor(page, (st) => st.values['add-system:offered'], 'the endless bundle offered');
      await tap('add-system:confirm');
      await waitFor(page, (st) => /^Added Endless/.test(message(st)), 'the endless plugin added');
      await chooseSystem(page, 'example');
      let s = await waitFor(page, (st) => st.systems.find((x) => x.id === 'example').broken !== '', 'stopped', 10000);
      assert.match(s.error, /Endless stopped: it did not answer within 2 s/);
      assert.match(s.systems.find((x) => x.id === 'example').broken, /did not answer within 2 s/);
      await screenshot('stopped');
      // Marked broken on the device: not opened at the next start until the player retries.
      await page.reload();
      await waitFor(page, (st) => st.frame > 2 && st.saves.ready && st.loading === '', 'reloaded');
      await chooseSystem(page, 'tow').catch(() => {});
      s = await waitFor(page, (st) => st.system === 'tow', 'the tow battle back');
      assert.deepEqual(s.pieces, before.pieces, 'the battle is as it was');
      assert.match(s.systems.find((x) => x.id === 'example').broken, /did not answer within 2 s/);
      await clickWidget(page, 'system');
      await clickWidget(page, 'system:example');
      s = await waitFor(page, (st) => /stopped earlier/.test(st.error), 'not opened again');
      assert.equal(s.system, 'tow');
      await tap('added-system:example:retry');
      await waitFor(page, (st) => st.systems.find((x) => x.id === 'example').broken === '', 'retry allowed');
      await tap('added-system:example:remove');
      await tap('added-system:example:confirm-remove');
      s = await waitFor(page, (st) => !st.systems.some((x) => x.id === 'example'), 'removed');
      assert.deepEqual(s.systems, before.systems);
      assert.deepEqual(s.pieces, before.pieces);
      await frames(page);
    },
  },
];

// bench/startup: what a player waits for. Loads Battleboard and the bare ImGui page alternately in fresh
// headless Chromium contexts (no cache) and reports, as medians and app/bare ratios:
//   - gzip -9 bytes of everything fetched before the first frame (the files are compressed here, so the
//     number does not depend on the test server);
//   - time to first frame (performance.now() when the first frame has been drawn);
// then loads every game system in one page and reports the WebAssembly memory of the app and each plugin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { serve } from '../../tests/browser/lib/server.mjs';
import { chooseSystem } from '../../tests/browser/lib/app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '../../build/web');
const cache = process.env.BB_CACHE || path.join(os.homedir(), '.cache/battleboard');
const { chromium } = createRequire(path.join(cache, 'node/'))('playwright-core');
const runs = Number(process.env.RUNS || 7);

const pages = { app: 'site/', bare: 'bench/bare/' };
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Records the moment of the first frame: both pages call Module.onFirstFrame once it is on screen.
const hookFirstFrame = () => {
  let module;
  Object.defineProperty(window, 'Module', {
    configurable: true,
    get: () => module,
    set: (value) => {
      module = value;
      const original = value.onFirstFrame;
      value.onFirstFrame = function () {
        window.__firstFrame = performance.now();
        if (original) original.apply(this, arguments);
      };
    },
  });
};

async function loadOnce(browser, base, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  await tab.addInitScript(hookFirstFrame);
  await tab.goto(base + pages[page]);
  await tab.waitForFunction(() => window.__firstFrame !== undefined, null, { timeout: 60000 });
  const result = await tab.evaluate(() => ({
    firstFrame: window.__firstFrame,
    fetched: [location.pathname, ...performance.getEntriesByType('resource')
      .filter((r) => r.startTime < window.__firstFrame).map((r) => new URL(r.name).pathname)],
  }));
  await context.close();
  // Requests for files that do not exist (a browser's favicon probe) cost a 404 and no bytes worth counting.
  const files = result.fetched.map((p) => path.join(web, p.endsWith('/') ? p + 'index.html' : p)).filter(fs.existsSync);
  return { ms: result.firstFrame, bytes: files.reduce((sum, f) => sum + gzipSize(f), 0), files };
}

async function memoryWithEveryPlugin(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  await tab.goto(base + pages.app);
  await tab.waitForFunction(() => window.battleboard.state() && window.battleboard.state().frame > 2);
  const systems = (await tab.evaluate(() => window.battleboard.state().systems)).map((s) => s.id);
  for (const id of systems) await chooseSystem(tab, id);
  // BBPlugins and wasmMemory are top-level names of the app's Emscripten script.
  const memory = await tab.evaluate(() => ({
    app: wasmMemory.buffer.byteLength,
    plugins: BBPlugins.instances.slice(1).map((p) => p.exports.memory.buffer.byteLength),
  }));
  await context.close();
  return { systems, ...memory };
}

const server = await serve(web);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
try {
  const samples = { app: [], bare: [] };
  for (let i = 0; i < runs; i++)
    for (const page of i % 2 ? ['bare', 'app'] : ['app', 'bare']) samples[page].push(await loadOnce(browser, server.url, page));
  const row = (page) => ({ bytes: median(samples[page].map((s) => s.bytes)), ms: median(samples[page].map((s) => s.ms)) });
  const app = row('app'), bare = row('bare');
  console.log(`runs: ${runs} each, alternating; fresh context per load`);
  console.log('page   gzip bytes before first frame   time to first frame (median)');
  console.log(`app    ${String(app.bytes).padStart(10)}                     ${app.ms.toFixed(0).padStart(6)} ms`);
  console.log(`bare   ${String(bare.bytes).padStart(10)}                     ${bare.ms.toFixed(0).padStart(6)} ms`);
  console.log(`ratio  ${(app.bytes / bare.bytes).toFixed(2).padStart(10)}x                    ${(app.ms / bare.ms).toFixed(2).padStart(6)}x   (goal: 1.25x or less)`);
  console.log('app files before first frame: ' + samples.app[0].files.map((f) => path.relative(web, f)).join(', '));
  const memory = await memoryWithEveryPlugin(browser, server.url);
  const mib = (n) => (n / 1048576).toFixed(1) + ' MiB';
  const total = memory.app + memory.plugins.reduce((a, b) => a + b, 0);
  console.log(`wasm memory with every plugin loaded: app ${mib(memory.app)} + ${memory.systems.map((s, i) => `${s} ${mib(memory.plugins[i])}`).join(' + ')} = ${mib(total)} (goal: 48 MiB or less)`);
} finally {
  await browser.close();
  await server.close();
}

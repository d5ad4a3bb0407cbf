// bench/startup: what a player waits for. Loads Battleboard and the bare ImGui page alternately in fresh
// headless Chromium contexts (no cache) and reports, as medians and app/bare ratios:
//   - gzip -9 bytes of what the first frame waits for: every file requested before the runtime started (the
//     files are compressed here, so the number does not depend on the test server);
//   - time to first frame (performance.now() when the first frame has been drawn);
//   - for the app, the bytes fetched and the time until the rest of its code (battleboard.deferred.wasm) runs;
// over loopback, or with NETWORK=slow4g over an emulated slow mobile link;
// then loads every game system in one page and reports the WebAssembly memory of the app and each plugin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { serve } from '../../tests/browser/lib/server.mjs';
import { chooseSystem } from '../../tests/browser/lib/app.mjs';
import { noteFirstFrame } from '../../tests/browser/lib/first_frame.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '../../build/web');
const cache = process.env.BB_CACHE || path.join(os.homedir(), '.cache/battleboard');
const { chromium } = createRequire(path.join(cache, 'node/'))('playwright-core');
const runs = Number(process.env.RUNS || 7);

const pages = { app: 'site/', bare: 'bench/bare/' };
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// NETWORK=slow4g loads over Lighthouse's mobile link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
const networks = { slow4g: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 } };
const network = networks[process.env.NETWORK];

async function loadOnce(browser, base, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  if (network) await (await context.newCDPSession(tab)).send('Network.emulateNetworkConditions', network);
  await tab.addInitScript(noteFirstFrame);
  await tab.goto(base + pages[page]);
  await tab.waitForFunction(() => window.firstFrameAt !== undefined, null, { timeout: 120000 });
  // The app fetches the rest of its code while its first frame is drawn (boot.js): note when it runs too.
  const codeReady = page !== 'app' ? undefined : await (await tab.waitForFunction(
    () => window.battleboard.code().state === 'running' && performance.now(), null, { timeout: 120000, polling: 'raf' },
  )).jsonValue();
  const result = await tab.evaluate(() => {
    const requests = performance.getEntriesByType('resource');
    const named = (list) => [location.pathname, ...list.map((r) => new URL(r.name).pathname)];
    return {
      firstFrame: window.firstFrameAt,
      // The runtime starts only once these are in; what is requested later is fetched while the first frame
      // is drawn and cannot hold it up.
      waitedFor: named(requests.filter((r) => r.startTime < window.runtimeStartedAt)),
      all: named(requests),
    };
  });
  await context.close();
  // Requests for files that do not exist (a browser's favicon probe) cost a 404 and no bytes worth counting.
  const gzipped = (paths) => paths.map((p) => path.join(web, p.endsWith('/') ? p + 'index.html' : p))
    .filter(fs.existsSync).reduce((sum, f) => sum + gzipSize(f), 0);
  return {
    ms: result.firstFrame, bytes: gzipped(result.waitedFor), files: result.waitedFor,
    readyMs: codeReady, readyBytes: gzipped(result.all),
  };
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
  console.log(`runs: ${runs} each, alternating; fresh context per load; network: ${process.env.NETWORK || 'loopback'}`);
  console.log('page   gzip bytes the first frame waits for   time to first frame (median)');
  console.log(`app    ${String(app.bytes).padStart(10)}                            ${app.ms.toFixed(0).padStart(6)} ms`);
  console.log(`bare   ${String(bare.bytes).padStart(10)}                            ${bare.ms.toFixed(0).padStart(6)} ms`);
  console.log(`ratio  ${(app.bytes / bare.bytes).toFixed(2).padStart(10)}x                           ${(app.ms / bare.ms).toFixed(2).padStart(6)}x   (goal: 1.25x or less)`);
  const ready = { bytes: median(samples.app.map((s) => s.readyBytes)), ms: median(samples.app.map((s) => s.readyMs)) };
  console.log(`app with all its code running: ${ready.bytes} bytes fetched (${(ready.bytes / bare.bytes).toFixed(2)}x), ${ready.ms.toFixed(0)} ms (${(ready.ms / bare.ms).toFixed(2)}x)`);
  console.log('files the app\'s first frame waits for: ' + samples.app[0].files.join(', '));
  const memory = await memoryWithEveryPlugin(browser, server.url);
  const mib = (n) => (n / 1048576).toFixed(1) + ' MiB';
  const total = memory.app + memory.plugins.reduce((a, b) => a + b, 0);
  console.log(`wasm memory with every plugin loaded: app ${mib(memory.app)} + ${memory.systems.map((s, i) => `${s} ${mib(memory.plugins[i])}`).join(' + ')} = ${mib(total)} (goal: 48 MiB or less)`);
} finally {
  await browser.close();
  await server.close();
}

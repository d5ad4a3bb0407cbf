// bench/frame: the CPU time of one frame of the app in headless Chromium (the animation-frame callback that
// runs the whole ImGui frame and hands it to WebGL), for a busy table against an empty board, side by side in
// the same browser, alternating. The busy table: 40 pieces, a battleplan (objectives and territories), the
// Sight tab's overlay showing and the setup check running. Goal (issue 12): at most 2 ms a frame.
import { chromium, launchOptions } from '../../tests/browser/lib/browser.mjs';
import { serve } from '../../tests/browser/lib/server.mjs';
import {
  chooseSystem, clickWidget, frames, openApp, openTab, state, waitFor,
} from '../../tests/browser/lib/app.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(here, '../../build/web/site');
const runs = Number(process.env.RUNS || 3);
const sampled = Number(process.env.FRAMES || 240);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Times every animation-frame callback: Emscripten's main loop runs the app's frame in one.
const timeFrames = () => {
  const raf = window.requestAnimationFrame.bind(window);
  window.__frameTimes = [];
  window.requestAnimationFrame = (callback) => raf((t) => {
    const start = performance.now();
    callback(t);
    window.__frameTimes.push(performance.now() - start);
  });
};

async function setUp(page, busy) {
  await chooseSystem(page, 'aos4');
  if (!busy) return;
  await openTab(page, 'battle');
  await clickWidget(page, 'battleplan');
  const s = await state(page);
  await clickWidget(page, Object.keys(s.widgets).find((k) => k.startsWith('battleplan:')));
  await waitFor(page, (st) => st.battleplan !== '', 'a battleplan');
  await openTab(page, 'terrain');
  for (let i = 0; i < 40; i++) {
    await clickWidget(page, 'add:obstacle');
    await waitFor(page, (st) => st.pieces.length === i + 1, `piece ${i + 1}`);
  }
  await openTab(page, 'sight');
  await waitFor(page, (st) => st.sight.showing, 'the sight overlay');
}

async function measure(browser, url, busy) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript(timeFrames);
  await openApp(page, url);
  await setUp(page, busy);
  await page.mouse.move(5, 5);  // the pointer off the board: no hover changes between frames
  await frames(page, 10);
  await page.evaluate(() => { window.__frameTimes = []; });
  await page.waitForFunction((n) => window.__frameTimes.length >= n, sampled, { timeout: 300000 });
  const times = await page.evaluate(() => window.__frameTimes);
  const s = await state(page);
  await context.close();
  return { median: median(times), p90: [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)],
    pieces: s.pieces.length, breaches: s.findings.length };
}

const server = await serve(site);
const browser = await chromium.launch(launchOptions);
const results = { empty: [], busy: [] };
try {
  for (let run = 0; run < runs; run++) {
    for (const kind of ['empty', 'busy']) results[kind].push(await measure(browser, server.url, kind === 'busy'));
  }
} finally {
  await browser.close();
  await server.close();
}
const ms = (kind, key) => median(results[kind].map((r) => r[key]));
console.log(`frames sampled per run: ${sampled}, runs: ${runs}`);
for (const kind of ['empty', 'busy']) {
  const last = results[kind][results[kind].length - 1];
  console.log(`${kind.padEnd(6)} median ${ms(kind, 'median').toFixed(3)} ms  p90 ${ms(kind, 'p90').toFixed(3)} ms` +
    `  (${last.pieces} pieces, ${last.breaches} findings)`);
}
console.log(`busy / empty: ${(ms('busy', 'median') / ms('empty', 'median')).toFixed(2)}`);

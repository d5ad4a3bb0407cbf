// bench/idle: what an open table costs while nobody touches it (a phone's battery at the gaming table).
// Loads Battleboard (a game system chosen, three pieces placed) and the bare ImGui page (which builds and draws
// every frame, as Battleboard did before frames on demand and the redraw gate) in turn, lets each sit still, and reports the CPU time
// Chromium's processes spent meanwhile (GPU process and page renderer, from /proc), as medians and app/bare
// ratios. Linux only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { serve } from '../../tests/browser/lib/server.mjs';
import { launchOptions } from '../../tests/browser/lib/browser.mjs';
import { addPiece, chooseSystem, openApp, state } from '../../tests/browser/lib/app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '../../build/web');
const cache = process.env.BB_CACHE || path.join(os.homedir(), '.cache/battleboard');
const { chromium } = createRequire(path.join(cache, 'node/'))('playwright-core');
const runs = Number(process.env.RUNS || 3);
const idleMs = Number(process.env.IDLE_MS || 5000);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString());
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// CPU seconds used so far by each kind of Chromium process (browser, renderer, gpu-process, ...).
function cpuByProcessKind() {
  const seconds = {};
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.includes('chromium')) continue;
      const kind = (command.match(/--type=([a-z-]+)/) || [null, 'browser'])[1];
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      seconds[kind] = (seconds[kind] || 0) + (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    } catch { /* the process ended while being read */ }
  }
  return seconds;
}

async function idleOnce(browser, base, page) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  if (page === 'app') {
    await openApp(tab, base + 'site/');
    await chooseSystem(tab, 'aos4');
    for (const kind of ['area-terrain', 'obstacle', 'place-of-power']) await addPiece(tab, kind);
  } else {
    await tab.goto(base + 'bench/bare/');
    await tab.waitForFunction(() => window.Module && window.Module.calledRun);
  }
  await tab.mouse.move(5, 795);  // the pointer rests off every control, as a phone's finger is lifted
  await tab.waitForTimeout(1000);  // a benchmark, not a test: let the page settle
  const before = cpuByProcessKind();
  const appBefore = page === 'app' ? await state(tab) : null;
  await tab.waitForTimeout(idleMs);
  const after = cpuByProcessKind();
  const appAfter = page === 'app' ? await state(tab) : null;
  const drawn = appAfter ? appAfter.drawn - appBefore.drawn : null;
  const built = appAfter ? appAfter.frame - appBefore.frame : null;
  await context.close();
  const used = (kind) => ((after[kind] || 0) - (before[kind] || 0)) / (idleMs / 1000);
  return { gpu: used('gpu-process'), renderer: used('renderer'), drawn, built };
}

const server = await serve(web);
const browser = await chromium.launch(launchOptions);
try {
  const samples = { app: [], bare: [] };
  for (let i = 0; i < runs; i++)
    for (const page of i % 2 ? ['bare', 'app'] : ['app', 'bare']) samples[page].push(await idleOnce(browser, server.url, page));
  const row = (page, key) => median(samples[page].map((s) => s[key]));
  console.log(`runs: ${runs} each, alternating; ${idleMs / 1000} s still per run; CPU cores busy (CPU-seconds per second)`);
  console.log('page   gpu process   renderer   total');
  for (const page of ['app', 'bare']) {
    const gpu = row(page, 'gpu'), renderer = row(page, 'renderer');
    console.log(`${page.padEnd(6)} ${gpu.toFixed(3).padStart(11)} ${renderer.toFixed(3).padStart(10)} ${(gpu + renderer).toFixed(3).padStart(7)}`);
  }
  const total = (page) => row(page, 'gpu') + row(page, 'renderer');
  console.log(`ratio  ${(row('app', 'gpu') / row('bare', 'gpu')).toFixed(2).padStart(10)}x ${(row('app', 'renderer') / row('bare', 'renderer')).toFixed(2).padStart(9)}x ${(total('app') / total('bare')).toFixed(2).padStart(6)}x`);
  console.log(`app frames built while still: ${samples.app.map((s) => s.built).join(', ')}`);
  console.log(`app frames drawn while still: ${samples.app.map((s) => s.drawn).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
}

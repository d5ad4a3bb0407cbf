// Runs the browser tests (tests/browser/*.test.mjs) in Debian's Chromium against the built site.
// Each test gets a fresh browser context; the last line is "browser: N passed, M failed".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, launchOptions } from './lib/browser.mjs';
import { serve } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const site = path.join(root, 'build/web/site');
const shots = path.join(root, 'build/web/screenshots');
const only = process.argv[2];  // optional: run tests whose name contains this
const kTestTimeout = 90000;  // a test with many steps may ask for more (test.timeout)

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  })]).finally(() => clearTimeout(timer));
}

// Two tests run side by side in one browser, each in its own context (BB_BROWSER_LANES changes how many). The
// software renderer keeps both cores busy, so each test takes about twice as long as alone: its time limit, a
// guard against a hung test and never a measure of speed, grows by the same factor.
const kLanes = Math.max(1, Number(process.env.BB_BROWSER_LANES || 2));

async function collectTests() {
  const files = fs.readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort();
  const found = [];
  for (const file of files) {
    const { tests } = await import(pathToFileURL(path.join(here, file)));
    for (const test of tests) {
      const name = `${file.replace('.test.mjs', '')}: ${test.name}`;
      if (!only || name.includes(only)) found.push({ name, test });
    }
  }
  return found;
}

async function runOne(browser, server, { name, test }) {
  // The service worker would serve files from its cache, past page.route(); only the offline tests want it.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...test.context,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const screenshot = (label) => page.screenshot({ path: path.join(shots, `${name.replace(/[^a-z0-9]+/gi, '-')}-${label}.png`) });
  try {
    await withTimeout(test.run({ page, context, url: server.url, screenshot, browser, errors }),
      (test.timeout || kTestTimeout) * kLanes, name);
    if (errors.length && !test.allowPageErrors) throw new Error('page errors: ' + errors.join('; '));
    return { ok: true, report: `ok   ${name}` };
  } catch (error) {
    // The whole message (an assertion's diff spans many lines), then where it was thrown.
    const message = String(error && error.message || error);
    const where = String(error && error.stack || '').split('\n').filter((l) => /^\s+at /.test(l)).slice(0, 3);
    await screenshot('failure').catch(() => {});
    return { ok: false, report: `FAIL ${name}\n     ${[...message.split('\n'), ...where.map((l) => l.trim())].join('\n     ')}` };
  } finally {
    await context.close().catch(() => {});
  }
}

async function main() {
  if (!fs.existsSync(path.join(site, 'index.html'))) throw new Error('build the web app first (no ' + site + ')');
  // A full run starts from no screenshots, so a failure picture left by an earlier run is never mistaken for this one's.
  if (!only) fs.rmSync(shots, { recursive: true, force: true });
  fs.mkdirSync(shots, { recursive: true });
  const queue = await collectTests();
  const server = await serve(site);
  const browser = await chromium.launch(launchOptions);
  let passed = 0, skipped = 0;
  const failures = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next.test.knownFailing) {  // listed, never hidden: the reason is printed with every run
        skipped++;
        console.log(`SKIP ${next.name}\n     known failing: ${next.test.knownFailing}`);
        continue;
      }
      const started = Date.now();
      const { ok, report } = await runOne(browser, server, next);
      if (ok) passed++;
      else failures.push(next.name);
      console.log(`${report}\n     (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  };
  try {
    await Promise.all(Array.from({ length: kLanes }, lane));
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
  // Named again at the end: a log cut to its tail (as CI keeps it) still says which tests failed.
  for (const name of failures) console.log(`failed: ${name}`);
  console.log(`browser: ${passed} passed, ${failures.length} failed` + (skipped ? ` (${skipped} known failing, skipped)` : ''));
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error) => {
  console.log(String(error && error.stack || error));
  console.log('browser: 0 passed, 1 failed');
  process.exitCode = 1;
});

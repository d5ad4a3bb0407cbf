// The installable app: a valid manifest, a service worker that keeps the build for offline use, a Content
// Security Policy the app lives within, and no request leaving the app's own origin.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseSystem, openApp, state, waitFor } from './lib/app.mjs';
import { launchWithProfile } from './lib/browser.mjs';
import { serve } from './lib/server.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/web');

// Every file under `folder`, by its path there, with a hash of its bytes.
function filesIn(folder) {
  const found = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    found[path.relative(folder, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return found;
}

const allowWorker = { serviceWorkers: 'allow' };

// Records Content Security Policy violations from the start of every page load.
const watchPolicy = () => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
};

async function waitForWorker(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

export const tests = [
  {
    name: 'Chromium finds nothing stopping installation',
    async run({ page, url }) {
      const browser = await launchWithProfile({ viewport: { width: 1280, height: 800 } });
      try {
        const tab = browser.pages()[0] || await browser.newPage();
        await openApp(tab, url);
        await waitForWorker(tab);
        const client = await browser.newCDPSession(tab);
        const { installabilityErrors } = await client.send('Page.getInstallabilityErrors');
        assert.deepEqual(installabilityErrors.map((e) => e.errorId), [], JSON.stringify(installabilityErrors));
      } finally {
        await browser.close();
      }
      const manifest = await (await page.request.get(url + 'manifest.webmanifest')).json();
      assert.equal(manifest.display, 'standalone');
      assert.deepEqual(manifest.icons.map((i) => i.sizes + ' ' + i.purpose),
        ['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) assert.equal((await page.request.get(url + icon.src)).status(), 200);
    },
  },
  {
    name: 'after one visit the app opens and loads game systems with no network',
    context: allowWorker,
    async run({ page, url, context, screenshot }) {
      await openApp(page, url);
      await waitForWorker(page);
      const build = (await (await page.request.get(url + 'version.txt')).text()).trim();
      await context.setOffline(true);
      await page.reload();
      await waitFor(page, (s) => s.frame > 2, 'frames while offline');
      const s = await chooseSystem(page, 'wfb8');
      assert.equal(s.error, '');
      assert.ok(s.catalogue.length > 10);
      // The camera scanner's code reader too, though the page fetches it only when the scanner first opens.
      const reader = await page.evaluate(async () => (await fetch('scanner/zxing-wasm/reader/zxing_reader.wasm')).status);
      assert.equal(reader, 200);
      await screenshot('offline');
      const cached = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('battleboard-')));
      assert.deepEqual(cached, ['battleboard-' + build], 'one cache, named for this build');
    },
  },
  {
    name: 'the site archive for a static host holds exactly the built site, and the app starts from it unpacked',
    async run({ page }) {
      const cache = fs.readFileSync(path.join(web, 'CMakeCache.txt'), 'utf8');
      const version = cache.match(/^CMAKE_PROJECT_VERSION:\w+=(.+)$/m)[1];
      const archive = path.join(web, `battleboard-site-${version}.tar.gz`);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-archive-'));
      const server = await serve(folder);
      try {
        execFileSync('tar', ['xzf', archive, '-C', folder]);
        const unpacked = filesIn(folder);
        for (const file of ['index.html', 'sw.js', 'manifest.webmanifest', 'battleboard.wasm', 'plugins/index.json',
          'plugins/aos4.wasm', 'scanner/camera_scanner_worker.js', 'scanner/zxing-wasm/reader/zxing_reader.wasm']) {
          assert.ok(unpacked[file], `the archive holds ${file}`);
        }
        assert.deepEqual(unpacked, filesIn(path.join(web, 'site')), 'the archive holds the site folder, file for file');
        await openApp(page, server.url);
        const s = await chooseSystem(page, 'aos4');
        assert.equal(s.error, '');
        assert.ok(s.catalogue.length > 10, 'a game system loaded from the unpacked archive');
      } finally {
        await server.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'every request stays on the app origin and the security policy holds',
    async run({ page, url }) {
      const origins = new Set();
      page.on('request', (r) => origins.add(new URL(r.url()).origin));
      await page.addInitScript(watchPolicy);
      await openApp(page, url);
      for (const id of ['aos4', 'wfb8', 'tow', 'wh40k10', 'wh40k7']) await chooseSystem(page, id);
      assert.deepEqual([...origins], [new URL(url).origin]);
      assert.deepEqual(await page.evaluate(() => window.__violations), []);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      assert.doesNotMatch(policy, /(^|\s)'unsafe-eval'/, 'no unsafe-eval');
      assert.ok((await state(page)).frame > 0);
    },
  },
];

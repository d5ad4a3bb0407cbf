// Two phones where WebRTC cannot connect (issue 30, item 3): two Chromium instances, the second launched with
// `--force-webrtc-ip-handling-policy=disable_non_proxied_udp` and that policy in its profile, so it sends no UDP. They join
// through the QR flow with fake cameras (each file written from the other page's screenshot of its code before
// that page opens its camera); after 15 s the first names the likely causes; both players tap "Sync by scanning",
// each scans the other's battle code, and both end with every piece of both, kept over a reload. Fingers tap, as
// on a phone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frames, openApp, settled, state, waitFor } from './lib/app.mjs';
import { chromium, launchOptions } from './lib/browser.mjs';
import { codeOnScreen, kFrame, writeY4m } from './lib/fake_camera.mjs';
import { fingers, middleOf } from './lib/touch.mjs';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/web/screenshots');

const phone = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };
const Offered = 2, Answered = 4;

// One phone: its own Chromium (a profile folder of its own, holding `preferences`) with a fake camera whose file is
// written before each scan.
async function phoneIn(name, preferences = {}, extraArgs = []) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'battleboard-phone-'));
  const camera = path.join(folder, 'camera.y4m');
  writeY4m(camera, Buffer.alloc(kFrame * kFrame, 200));  // nothing to read yet
  fs.mkdirSync(path.join(folder, 'profile', 'Default'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'profile', 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(path.join(folder, 'profile'), {
    ...launchOptions, ...phone, serviceWorkers: 'block',
    args: [...launchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`, ...extraArgs],
  });
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const finger = await fingers(page, context);
  const shoot = (label) => page.screenshot({ path: path.join(shots, `live-scan-${name}-${label}.png`) });
  const close = async () => {
    await context.close().catch(() => {});
    fs.rmSync(folder, { recursive: true, force: true });
  };
  return { name, page, finger, camera, shoot, close, errors };
}

// Scrolls the open tab with a finger until the widget is in view.
async function reveal(p, key) {
  for (let i = 0; i < 12; i++) {
    await frames(p.page);
    const s = await state(p.page);
    if (s.widgets[key]) return;
    const area = s.widgets['tab-content'];
    if (!area) break;
    const [at, end] = (s.values['scroll:tab-content'] || '0/0').split('/').map(Number);
    const down = at < end;
    const x = area.x + area.width / 2, low = area.y + area.height * 0.8, high = area.y + area.height * 0.2;
    await p.finger.swipe({ x, y: down ? low : high }, { x, y: down ? high : low });
  }
  throw new Error(`${p.name}: widget ${key} never came into view`);
}

async function tap(p, key) {
  if (!(await state(p.page)).widgets[key]) await reveal(p, key);
  await p.finger.tap(middleOf(await settled(p.page, (st) => st.widgets?.[key], `${p.name}: widget ${key}`)));
}

// A game system and pieces, chosen and added with taps.
async function setUp(p, system, kinds) {
  await openApp(p.page, p.url);
  if (!(await state(p.page)).widgets.system) await tap(p, 'tab:battle');
  await tap(p, 'system');
  await tap(p, 'system:' + system);
  const { catalogue } = await waitFor(p.page, (s) => s.system === system && s.loading === '', `${p.name}: ${system}`);
  await tap(p, 'tab:terrain');
  for (const index of kinds) {
    const count = (await state(p.page)).pieces.length;
    await tap(p, 'add:' + catalogue[index]);
    await waitFor(p.page, (s) => s.pieces.length === count + 1, `${p.name}: a new ${catalogue[index]}`);
  }
  await tap(p, 'tab:battle');
  await tap(p, 'play-together');
}

// `from` shows a code (the page's value `key`); it becomes `to`'s camera picture, and `to` taps `scan`.
async function scanAcross(from, to, key, scan) {
  const code = (await waitFor(from.page, (s) => s.values[key], `${from.name}: ${key}`)).values[key];
  await frames(from.page);
  writeY4m(to.camera, codeOnScreen(await from.shoot(key.replace(/\W+/g, '-')), code));
  await tap(to, scan);
  return code;
}

const kinds = (s) => JSON.stringify(s.pieces.map((p) => p.kind).sort());

export const tests = [
  {
    name: 'where WebRTC cannot connect, two phones sync their battles by scanning each other\'s codes',
    timeout: 120000,
    async run({ url }) {
      const a = await phoneIn('first');
      // The flag, and the same policy as the profile's own setting (what Chrome's WebRtcIPHandling policy
      // and extensions set): this headless Chromium reads only the latter.
      const policy = 'disable_non_proxied_udp';
      const b = await phoneIn('second', { webrtc: { ip_handling_policy: policy } },
        [`--force-webrtc-ip-handling-policy=${policy}`]);
      a.url = b.url = url;
      try {
        // Different pieces on each phone.
        await setUp(a, 'wh40k10', [0, 1]);
        await setUp(b, 'wh40k10', [2]);
        const mine = { a: kinds(await state(a.page)), b: kinds(await state(b.page)) };

        // The join codes cross by camera: the first phone's offer, the second's answer.
        await tap(a, 'live:offer');
        const offer = await scanAcross(a, b, 'live:code', 'live:scan');
        assert.match(offer, /#bj1\./);
        await waitFor(b.page, (s) => s.live.stage === Answered && s.values['live:code'], 'the second phone\'s answer');
        await scanAcross(b, a, 'live:code', 'live:scan');
        await waitFor(a.page, (s) => s.widgets['live:qr'] && s.live.stage === Offered, 'the first phone, still waiting');

        // No channel opens: after 15 s the first names the likely causes and both offer "Sync by scanning".
        const slow = await waitFor(a.page, (s) => s.values['live:help'] && s.widgets['live:sync-scan'], 'the likely causes', 30000);
        assert.equal(slow.live.stage, Offered);
        await a.shoot('slow');
        await waitFor(b.page, (s) => s.widgets['live:sync-scan'], 'Sync by scanning on the second phone', 30000);
        await tap(a, 'live:sync-scan');
        await tap(b, 'live:sync-scan');

        // The second scans the first's battle and merges it; then the first scans the second's, which holds both.
        let s = await waitFor(a.page, (st) => st.values['live:sync-code'], 'the first phone\'s sync code');
        assert.match(s.values['live:sync-code'], new RegExp('^' + url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '#bs2\\.'));
        assert.equal(s.values['live:sync-codes'], '1', 'a small battle is one code');
        assert.match(s.values['live:status'], /^Syncing by scanning/, 'the window says what happens, not the channel\'s wait');
        assert.ok(Number(s.values['live:sync-qr-modules']) <= 117, `QR version 25 or lower (${s.values['live:sync-qr-modules']} modules)`);
        // Each merge says whether the other phone still lacks something of this one; the phones take turns until
        // one says both hold the same battle (twice, or three times when both made a piece under one number and
        // the piece that lost its number is placed again).
        let [shower, scanner] = [a, b];
        for (let turn = 1; ; turn++) {
          const before = (await state(scanner.page)).values['live:sync-message'] || '';
          await scanAcross(shower, scanner, 'live:sync-code', 'live:sync-camera');
          s = await waitFor(scanner.page, (st) => st.values['live:sync-message'] !== before &&
            /merged/.test(st.values['live:sync-message'] || ''), `${scanner.name} to merge (turn ${turn})`);
          await scanner.shoot(`merged-${turn}`);
          if (/both phones now hold the same battle/.test(s.values['live:sync-message'])) break;
          assert.match(s.values['live:sync-message'], /Now let the other phone scan this phone's code/);
          assert.ok(turn < 3, 'two scans, or three after a number both phones used');
          [shower, scanner] = [scanner, shower];
        }
        const both = kinds(s);
        assert.equal(s.pieces.length, 3, `every piece of both phones (${both})`);
        for (const kind of [...JSON.parse(mine.a), ...JSON.parse(mine.b)]) assert.ok(JSON.parse(both).includes(kind));
        assert.equal(kinds(await state(b.page)), both, 'the same pieces on both');
        // The merged battle is in the autosave: the second phone reloaded still has it.
        await b.page.reload();
        await waitFor(b.page, (st) => st.frame > 2 && st.saves.ready && st.system === 'wh40k10' && kinds(st) === both,
          'the merged battle after a reload');
        assert.deepEqual([...a.errors, ...b.errors], []);
      } catch (error) {
        for (const p of [a, b]) {
          const st = await state(p.page).catch(() => null);
          if (st) console.log(p.name, JSON.stringify(st.live), JSON.stringify(Object.fromEntries(Object.entries(st.values).filter(([k]) => k.startsWith('live') || k.startsWith('scan')))));
          await p.shoot('failed').catch(() => {});
        }
        throw error;
      } finally {
        await a.close();
        await b.close();
      }
    },
  },
];

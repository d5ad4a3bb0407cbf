// The app's own QR code scanner, in a second Chromium with a fake camera that shows a prepared picture: the file
// is named once at launch, and written before each scan opens the camera. A share link's QR code, shot from the
// first page's Share window, opens the shared setup; another QR code, a reader that cannot be fetched and a
// browser without a camera are named in messages; Close and Back close the camera. Fingers tap, as on a phone;
// nothing the scanner fetches leaves the site, and the page's security policy holds.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPiece, chooseSystem, clickWidget, openApp, press, settled, state, waitFor } from './lib/app.mjs';
import { chromium, launchOptions } from './lib/browser.mjs';
import { codeOnScreen, framed, writeY4m } from './lib/fake_camera.mjs';
import { fingers, middleOf } from './lib/touch.mjs';

const cache = process.env.BB_CACHE || path.join(os.homedir(), '.cache/battleboard');
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/web/screenshots');
const shoot = (page, name) => page.screenshot({ path: path.join(shots, `scanner-${name}.png`) });

const phone = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } };

// Any text as a QR code, from the QR Code generator sources scripts/setup unpacked (its Python edition).
function textCode(text) {
  const source = fs.readdirSync(path.join(cache, 'src')).find((d) => d.startsWith('qr-code-generator-'));
  const rows = execFileSync('python3', ['-c', `
import sys
sys.path.insert(0, sys.argv[1])
from qrcodegen import QrCode
qr = QrCode.encode_text(sys.stdin.read(), QrCode.Ecc.MEDIUM)
n = qr.get_size()
print("\\n".join("".join("1" if qr.get_module(x, y) else "0" for x in range(-4, n + 4)) for y in range(-4, n + 4)))
`, path.join(cache, 'src', source, 'python')], { input: text }).toString().trim().split('\n');
  const modulePixels = 12;
  return framed(rows.length * modulePixels, (x, y) => (rows[Math.floor(y / modulePixels)][Math.floor(x / modulePixels)] === '1' ? 0 : 255));
}

const layout = (s) => s.pieces.map((p) => [p.kind, p.x, p.y, p.rotation]);

export const tests = [
  {
    name: 'a share link\'s QR code scanned with the camera opens the shared setup; another QR code is named',
    timeout: 120000,
    async run({ page, url }) {
      // The first page lays out a table and shows its QR code.
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await addPiece(page, 'obstacle');
      await addPiece(page, 'place-of-power');
      const setup = await state(page);
      await clickWidget(page, 'share');
      const shared = await waitFor(page, (s) => s.values['share:link'] && s.widgets['share:scan'], 'the share window');
      const link = shared.values['share:link'];
      await clickWidget(page, 'share:qr');
      await waitFor(page, (s) => s.values['qr:modules'], 'the QR code');
      const linkCode = codeOnScreen(await shoot(page, 'first-page-qr'), link);
      // The Share window's own "Scan a code": this browser has no camera to give (no fake one), and says so.
      await press(page, 40, 40);  // closes the QR code
      await clickWidget(page, 'share:scan');
      const noCamera = (await waitFor(page, (s) => s.values['scan:message'], 'the camera\'s message')).values['scan:message'];
      assert.match(noCamera, /^(No camera was found on this device\.|The camera was not allowed\.)/);
      assert.equal(await page.locator('#camera-scanner').count(), 0, 'nothing is left over the app');

      const camera = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'battleboard-camera-')), 'camera.y4m');
      writeY4m(camera, framed(16, () => 200));  // a plain grey picture: no code to read
      const second = await chromium.launch({
        ...launchOptions,
        args: [...launchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${camera}`],
      });
      try {
        const context = await second.newContext({ ...phone, serviceWorkers: 'block' });
        const other = await context.newPage();
        const origins = new Set();
        other.on('request', (r) => origins.add(new URL(r.url()).origin));
        await other.addInitScript(() => {
          window.__violations = [];
          document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
        });
        await openApp(other, url);
        const finger = await fingers(other, context);
        const tap = async (key) => finger.tap(middleOf(await settled(other, (s) => s.widgets[key], `widget ${key}`)));
        // With no game system chosen yet, the panel shows the Saves tab's contents.
        const button = (await waitFor(other, (s) => s.widgets['scan-code'] && s.widgets['paste-link'], 'Scan a code')).widgets['scan-code'];
        assert.ok(button.height >= 44, `Scan a code is ${button.height} px tall`);

        // A reader that cannot be fetched (offline, before the app was installed) is said in plain words.
        await context.route('**/zxing_reader.wasm', (route) => route.fulfill({ status: 404, body: 'missing' }));
        await tap('scan-code');
        const failed = await waitFor(other, (s) => s.values['scan:message'], 'the reader\'s message');
        assert.equal(failed.values['scan:message'], 'The code reader could not be loaded. Reload the page while online, then scan again.');
        assert.equal(await other.locator('#camera-scanner').count(), 0, 'the camera is closed');
        await context.unroute('**/zxing_reader.wasm');
        await tap('scan:dismiss');

        // Nothing to read: the camera's picture fills the screen under the hint until Close.
        await tap('scan-code');
        const hint = other.locator('#camera-scanner-hint');
        await hint.filter({ hasText: 'Point the camera at a Battleboard QR code' }).waitFor();
        await other.waitForFunction(() => document.querySelector('#camera-scanner video').videoWidth > 0);
        const close = await other.locator('#camera-scanner-close').boundingBox();
        assert.ok(close.width >= 44 && close.height >= 44, `Close is ${close.width} x ${close.height} px`);
        await shoot(other, 'camera-open');
        await finger.tap(middleOf(close));
        await other.locator('#camera-scanner').waitFor({ state: 'detached' });
        assert.equal((await state(other)).values['scan:message'], undefined, 'closing by hand says nothing');
        // Back (Android's, or the browser's) closes it too, before it would leave the app.
        await tap('scan-code');
        await hint.filter({ hasText: 'Point the camera' }).waitFor();
        await other.evaluate(() => history.back());
        await other.locator('#camera-scanner').waitFor({ state: 'detached' });

        // Another QR code: named, shortened, and nothing opens. Read as a browser without WebCodecs reads it (each
        // frame drawn small on the page, not handed to the worker as a VideoFrame).
        const menu = 'https://example.org/menu#drinks-and-a-very-long-list-of-everything-the-club-bar-serves-tonight';
        writeY4m(camera, textCode(menu));
        await other.evaluate(() => { window.keptVideoFrame = window.VideoFrame; delete window.VideoFrame; });
        await tap('scan-code');
        const refused = await waitFor(other, (s) => s.values['scan:message'], 'the message for another QR code');
        await other.evaluate(() => { window.VideoFrame = window.keptVideoFrame; });
        assert.equal(refused.values['scan:message'], `This QR code is not a Battleboard code: "${menu.slice(0, 60)}..."`);
        assert.equal(refused.values['preview:banner'], undefined);
        assert.equal(await other.locator('#camera-scanner').count(), 0, 'the camera is closed');
        await shoot(other, 'other-code');
        await tap('scan:dismiss');

        // The share link: the shared setup's preview, as opening the link would, then kept.
        writeY4m(camera, linkCode);
        await tap('scan-code');
        const preview = await waitFor(other, (s) => s.values['preview:banner'] && s.widgets['preview:keep'], 'the shared setup');
        await shoot(other, 'shared-setup');
        assert.equal(preview.values['preview:system'], 'aos4');
        assert.equal(preview.values['preview:pieces'], '2');
        await tap('preview:keep');
        const kept = await waitFor(other, (s) => s.system === 'aos4' && s.loading === '' && s.pieces.length === 2, 'the kept setup');
        assert.deepEqual(layout(kept), layout(setup));

        assert.deepEqual([...origins], [new URL(url).origin], 'every request stays on the site');
        assert.deepEqual(await other.evaluate(() => window.__violations), []);
      } finally {
        await second.close();
        fs.rmSync(path.dirname(camera), { recursive: true, force: true });
      }
    },
  },
];

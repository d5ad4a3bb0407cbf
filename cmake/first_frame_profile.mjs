// node first_frame_profile.mjs SITE PROFILE
// Runs the instrumented app (linked with -sSPLIT_MODULE=1) in headless Chromium through its first frame, once in
// each window below (desktop, phones, tablet), and writes the merged wasm-split profile: the functions that
// ran. wasm-split keeps those in battleboard.wasm; everything else waits in battleboard.deferred.wasm.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, launchOptions } from '../tests/browser/lib/browser.mjs';
import { noteFirstFrame } from '../tests/browser/lib/first_frame.mjs';
import { serve } from '../tests/browser/lib/server.mjs';

const [site, profile] = process.argv.slice(2).map((p) => path.resolve(p));
const windows = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  'small phone': { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  'phone on its side': { viewport: { width: 667, height: 375 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

// The instrumented module's __write_profile(address, size) writes the profile into memory and returns its size.
const readProfile = () => {
  const size = 1 << 20;
  const address = Module._malloc(size);
  const written = Module.asm.__write_profile(address, size);
  return Array.from(Module.HEAPU8.subarray(address, address + written));
};

const server = await serve(site);
const browser = await chromium.launch(launchOptions);
const parts = [];
try {
  for (const [name, options] of Object.entries(windows)) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.addInitScript(noteFirstFrame);
    await page.goto(server.url);
    await page.waitForFunction(() => window.firstFrameAt !== undefined, null, { timeout: 120000 });
    // Until the rest of the code runs, the app's frames wait and the page's answers queue (boot.js), but a
    // player's input still reaches SDL's event handlers, which queue it: a touch, a click, a wheel, a key, a
    // resize and leaving the page run them.
    if (options.hasTouch) {
      const cdp = await context.newCDPSession(page);
      const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
      await touch('touchStart', [{ x: 200, y: 500 }]);
      await touch('touchMove', [{ x: 210, y: 520 }]);
      await touch('touchEnd', []);
    } else {
      await page.mouse.move(640, 400);
      await page.mouse.down();
      await page.mouse.up();
      await page.mouse.wheel(0, 120);
      await page.keyboard.press('Shift');
      await page.keyboard.press('a');
    }
    await page.setViewportSize({ width: options.viewport.width - 20, height: options.viewport.height - 20 });
    // A player may also switch away or leave before the rest arrives; a page being closed cannot fetch code.
    await page.evaluate(() => {
      window.dispatchEvent(new FocusEvent('blur'));
      window.dispatchEvent(new FocusEvent('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('beforeunload'));
    });
    await page.evaluate(() => new Promise((done) => {
      let left = 60;
      const tick = () => (--left > 0 ? requestAnimationFrame(tick) : done());
      requestAnimationFrame(tick);
    }));
    const part = `${profile}.${name.replaceAll(' ', '-')}`;
    fs.writeFileSync(part, Buffer.from(await page.evaluate(readProfile)));
    parts.push(part);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
execFileSync('wasm-split', ['--merge-profiles', ...parts, '-o', profile], { stdio: 'inherit' });

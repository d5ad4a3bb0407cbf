// The foundation: the page loads and draws, a game system loads on demand, pieces are placed, dragged,
// turned and deleted with a real mouse and fingers, and broken plugins are reported without a crash.
import assert from 'node:assert/strict';
import { noteFirstFrame } from './lib/first_frame.mjs';
import { decodePng } from './lib/png.mjs';
import { fingers, middleOf } from './lib/touch.mjs';
import {
  addPiece, chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, pressKey, revealWidget, state, toScreen, waitFor,
} from './lib/app.mjs';

const felt = [62, 92, 58];
const near = (colour, target, tolerance = 12) => colour.every((c, i) => Math.abs(c - target[i]) <= tolerance);

export const tests = [
  {
    name: 'the page shows progress, then draws the app',
    async run({ page, url, screenshot }) {
      await page.goto(url);
      // The loading message is part of the page itself, so it shows before any script has run.
      assert.equal(await page.locator('#loading-text').textContent().then((t) => t.length > 0), true);
      const first = await waitFor(page, (s) => s.frame > 2, 'first frames');
      assert.equal(await page.locator('#loading').isHidden(), true);
      const later = await frames(page, 3).then(() => state(page));
      assert.ok(later.frame > first.frame, 'frames keep coming');
      const image = decodePng(await page.screenshot());
      assert.ok(image.distinctColours() > 20, 'the canvas is not blank');
      await screenshot('start');
    },
  },
  {
    name: "the first frame needs only the start of the app's code; the rest comes while it is drawn, with no wait",
    async run({ page, url }) {
      await page.addInitScript(noteFirstFrame);
      await page.goto(url);
      await page.waitForFunction(() => window.battleboard.code().state === 'running', null, { timeout: 60000 });
      const loads = await page.evaluate(() => ({
        runtimeStarted: window.runtimeStartedAt,
        started: Object.fromEntries(performance.getEntriesByType('resource')
          .map((r) => [new URL(r.name).pathname, r.startTime])),
        code: window.battleboard.code(),
      }));
      assert.ok(loads.started['/battleboard.wasm'] < loads.runtimeStarted, 'the start of the code comes first');
      assert.ok(loads.started['/battleboard.deferred.wasm'] >= loads.runtimeStarted, 'the rest is fetched once it runs');
      assert.deepEqual(loads.code, { state: 'running', blockingReads: 0, firstFrameWaited: false },
        'a first visit draws its first frame at once, and the app never had to read the rest itself');
      await chooseSystem(page, 'aos4');
      assert.deepEqual((await state(page)).board, { width: 60, depth: 44 });
    },
  },
  {
    name: 'a page left before the rest of its code arrives closes without an error',
    async run({ page, url }) {
      // The first load's download of the rest is held until the page has been reloaded: the page is closed
      // while its first frame is up and the rest is missing (the harness fails the test on any page error).
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      let first = true;
      await page.route('**/battleboard.deferred.wasm', async (route) => {
        if (first) {
          first = false;
          await held;
        }
        await route.continue().catch(() => {});
      });
      await page.addInitScript(noteFirstFrame);
      await page.goto(url);
      await page.waitForFunction(() => window.firstFrameAt !== undefined, null, { timeout: 60000 });
      await page.reload();
      release();
      await page.waitForFunction(() => window.battleboard.code().state === 'running', null, { timeout: 60000 });
      assert.equal((await page.evaluate(() => window.battleboard.code())).blockingReads, 0);
    },
  },
  {
    name: 'when the rest of the code cannot be downloaded, the page says so',
    async run({ page, url, screenshot }) {
      await page.route('**/battleboard.deferred.wasm', (route) => route.fulfill({ status: 503, body: 'busy' }));
      await page.goto(url);
      await page.locator('#loading.failed').waitFor({ timeout: 60000 });
      assert.match(await page.locator('#loading-text').textContent(),
        /could not start: the rest of the app could not be downloaded .*reload the page/);
      await screenshot('rest-of-code-failed');
    },
  },
  {
    name: 'a game system is loaded on demand and its board drawn to scale',
    async run({ page, url, screenshot }) {
      const requests = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await openApp(page, url);
      // The plugin index is read at start; a plugin's module only once its system is chosen.
      const modules = () => requests.filter((p) => p.startsWith('/plugins/') && p.endsWith('.wasm'));
      assert.ok(requests.includes('/plugins/index.json'), 'the plugin index is read at start');
      assert.deepEqual(modules(), [], 'no plugin before it is chosen');
      await chooseSystem(page, 'aos4');
      await frames(page);  // the toolbars take their rows above the board once a system is chosen
      const s = await state(page);
      assert.deepEqual(modules(), ['/plugins/aos4.wasm']);
      assert.deepEqual(s.board, { width: 60, depth: 44 });
      await frames(page, 3);
      const image = decodePng(await page.screenshot());
      const middle = toScreen(s, 30.5, 21.5);
      assert.ok(near(image.pixel(middle.x, middle.y), felt), 'felt green in the middle of the board');
      const outside = toScreen(s, -1.5, 21.5);
      assert.ok(!near(image.pixel(outside.x, outside.y), felt), 'no felt beyond the edge');
      // 60" across at the reported scale.
      const left = toScreen(s, 0.3, 10), right = toScreen(s, 59.7, 10), beyond = toScreen(s, 60.4, 10);
      assert.ok(near(image.pixel(left.x, left.y), felt, 40) && near(image.pixel(right.x, right.y), felt, 40));
      assert.ok(!near(image.pixel(beyond.x, beyond.y), felt, 12));
      await screenshot('aos4');
    },
  },
  {
    name: 'an idle table is not drawn again, yet stays on screen; a hover draws at once',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      const piece = await addPiece(page, 'obstacle');
      // Once the app sleeps (frames on demand), a wake-up with nothing new builds frames but draws none of them:
      // an unchanged picture never reaches the GPU again.
      const asleep = () => page.evaluate(async () => {
        const frame = () => window.battleboard.state().frame;
        let still = 0, last = frame();
        for (let i = 0; still < 30; i++) {
          if (i > 1200) throw new Error('the app never stopped building frames');
          await new Promise((resolve) => requestAnimationFrame(resolve));
          still = frame() === last ? still + 1 : 0;
          last = frame();
        }
      });
      await asleep();
      const before = await state(page);
      await page.evaluate(() => window.Module.requestFrame());
      await asleep();
      let s = await state(page);
      assert.ok(s.frame > before.frame, 'the wake-up built frames');
      assert.equal(s.drawn, before.drawn, `an unchanged picture is drawn again (${s.drawn} of ${s.frame} frames drawn)`);
      // The browser still shows the last picture drawn: the board and the piece on it.
      const image = decodePng(await page.screenshot());
      const board = toScreen(s, 3.5, 40.5), middle = toScreen(s, piece.x, piece.y);
      assert.ok(near(image.pixel(board.x, board.y), felt), 'the felt is on screen');
      assert.ok(!near(image.pixel(middle.x, middle.y), felt, 20), 'the piece is on screen');
      await screenshot('idle');
      // A mouse resting over a tab highlights it: a new picture, drawn.
      const tab = s.widgets['tab:battle'];
      await page.mouse.move(tab.x + tab.width / 2, tab.y + tab.height / 2);
      await waitFor(page, (now) => now.drawn > s.drawn, 'the hovered tab drawn');
    },
  },
  {
    name: 'a piece is added, dragged, turned and deleted with the mouse',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      const piece = await addPiece(page, 'obstacle');
      let s = await state(page);
      assert.equal(s.selected, piece.id);
      const from = toScreen(s, piece.x, piece.y);
      const to = { x: from.x + 8 * s.view.pixelsPerInch, y: from.y + 5 * s.view.pixelsPerInch };
      await dragMouse(page, from, to);
      s = await state(page);
      const moved = s.pieces.find((p) => p.id === piece.id);
      assert.ok(Math.abs(moved.x - (piece.x + 8)) <= 0.125, `x ${moved.x} should be ${piece.x + 8}`);
      assert.ok(Math.abs(moved.y - (piece.y - 5)) <= 0.125, `y ${moved.y} should be ${piece.y - 5}`);
      assert.equal(moved.x * 8, Math.round(moved.x * 8), 'snapped to 1/8"');

      // The rotate handle sits 28 px beyond the piece's top edge (1" deep half-footprint for a 6"x2" wall).
      const centre = toScreen(s, moved.x, moved.y);
      const handle = { x: centre.x, y: centre.y - 1 * s.view.pixelsPerInch - 28 };
      const sideways = { x: centre.x - 60, y: centre.y };  // drag the handle round to the left: 90 degrees
      await dragMouse(page, handle, sideways);
      s = await state(page);
      assert.equal(s.pieces.find((p) => p.id === piece.id).rotation, 90);
      await openTab(page, 'selection');
      await clickWidget(page, 'turn-right');
      s = await waitFor(page, (st) => st.pieces[0].rotation === 105, 'a 15 degree turn');
      await screenshot('turned');

      await pressKey(page, 'Delete');  // held for frames: a press within one frame can be missed
      s = await waitFor(page, (st) => st.pieces.length === 0, 'the piece to be deleted');
      assert.equal(s.selected, null);
    },
  },
  {
    name: 'fingers select and drag pieces',
    context: { hasTouch: true, isMobile: true, viewport: { width: 480, height: 800 }, deviceScaleFactor: 2 },
    async run({ page, url, context, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'terrain');
      // Finger-sized rows leave a few catalogue entries in view: the list is scrolled to the one wanted (the
      // finger swipe over the list is the catalogue test's), and a finger taps it.
      const finger = await fingers(page, context);
      const addByFinger = async (kind) => {
        const before = (await state(page)).pieces.length;
        await revealWidget(page, 'add:' + kind);
        await frames(page);
        await finger.tap(middleOf((await state(page)).widgets['add:' + kind]));
        const s = await waitFor(page, (st) => st.pieces.length === before + 1, `a new ${kind}`);
        assert.equal(s.pieces[before].kind, kind);
        return s.pieces[before];
      };
      const a = await addByFinger('obstacle');
      const b = await addByFinger('place-of-power');
      let s = await state(page);
      assert.equal(s.selected, b.id);
      assert.equal(s.values['open-tab'], 'tab:terrain', 'adding from the catalogue keeps the catalogue open');
      const client = await context.newCDPSession(page);
      const touch = async (type, point) => {
        await client.send('Input.dispatchTouchEvent', {
          type, touchPoints: type === 'touchEnd' ? [] : [{ x: point.x, y: point.y, id: 1 }],
        });
        await frames(page, 1);
      };
      const tap = async (point) => {
        await touch('touchStart', point);
        await frames(page);
        await touch('touchEnd', point);
      };
      const backToTerrain = async () => {
        await finger.tap(middleOf((await state(page)).widgets['tab:terrain']));
        await waitFor(page, (st) => st.values['open-tab'] === 'tab:terrain', 'the Terrain tab again');
      };
      // A tap on the piece just added, already the selection, shows its rules.
      await tap(toScreen(s, b.x, b.y));
      await waitFor(page, (st) => st.values['open-tab'] === 'tab:selection', 'the Piece tab for the tapped piece');
      await backToTerrain();
      // Tap the first piece: it becomes the selection, its rules shown.
      const at = toScreen(s, a.x, a.y);
      await tap(at);
      s = await waitFor(page, (st) => st.selected === a.id && st.values['open-tab'] === 'tab:selection', 'a tap to select');
      await backToTerrain();
      // Drag it 6" to the right with a finger: a drag moves it and leaves the catalogue open.
      await touch('touchStart', at);
      for (let i = 1; i <= 10; i++) await touch('touchMove', { x: at.x + 0.6 * i * s.view.pixelsPerInch, y: at.y });
      await touch('touchEnd', { x: at.x + 6 * s.view.pixelsPerInch, y: at.y });
      s = await state(page);
      assert.equal(s.values['open-tab'], 'tab:terrain', 'a drag does not switch tabs');
      const moved = s.pieces.find((p) => p.id === a.id);
      assert.ok(Math.abs(moved.x - (a.x + 6)) <= 0.25, `x ${moved.x} should be about ${a.x + 6}`);
      await screenshot('touch');
    },
  },
  {
    name: 'on a phone a finger scrolls the catalogue to reach entries below the fold',
    context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } },
    async run({ page, url, context, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'terrain');
      let s = await waitFor(page, (st) => st.widgets['add:obstacle'], 'the catalogue');
      // The catalogue's order: the five terrain types, then the Citadel Terrain List from A.
      const order = ['faction-terrain', 'arcane-ruins', 'awakened-wyldwood', 'azyrite-ruined-chapel', 'azyrite-ruins',
        'azyrite-shattered-plaza', 'bad-moon-loonshrine', 'baleful-realmgate'];
      const hidden = order.find((id) => !s.widgets['add:' + id]);
      assert.ok(hidden, 'an entry below the fold at first');
      const start = middleOf(s.widgets['add:area-terrain']);
      await (await fingers(page, context)).swipe(start, { x: start.x, y: start.y - 120 });
      s = await waitFor(page, (st) => st.widgets['add:' + hidden], `${hidden} scrolled into view`);
      assert.equal(s.pieces.length, 0, 'scrolling pressed no button');
      await screenshot('scrolled');
      await addPiece(page, hidden);
    },
  },
  {
    name: 'on a HiDPI screen the canvas has device pixels and pieces are still hit',
    context: { viewport: { width: 900, height: 600 }, deviceScaleFactor: 2 },
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      const size = await page.evaluate(() => {
        const c = document.getElementById('canvas');
        return { width: c.width, css: c.getBoundingClientRect().width };
      });
      assert.equal(size.width, size.css * 2);
      await chooseSystem(page, 'aos4');
      const piece = await addPiece(page, 'area-terrain');
      let s = await state(page);
      await dragMouse(page, toScreen(s, piece.x, piece.y), toScreen(s, piece.x - 4, piece.y + 3));
      s = await state(page);
      const moved = s.pieces[0];
      assert.ok(Math.abs(moved.x - (piece.x - 4)) <= 0.125 && Math.abs(moved.y - (piece.y + 3)) <= 0.125);
      await screenshot('hidpi');
    },
  },
  {
    name: 'a missing plugin is reported and the app keeps running',
    async run({ page, url }) {
      await page.route('**/plugins/aos4.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
      await openApp(page, url);
      await clickWidget(page, 'system');
      await clickWidget(page, 'system:aos4');
      const s = await waitFor(page, (st) => st.error !== '', 'an error message');
      assert.match(s.error, /aos4/);
      assert.match(s.error, /404/);
      assert.equal(s.system, null);
      await frames(page, 3);  // times out unless the app keeps running
      assert.ok((await state(page)).frame > s.frame, 'still drawing');
    },
  },
  {
    name: 'a plugin file that is not WebAssembly is reported and the app keeps running',
    async run({ page, url, screenshot }) {
      await page.route('**/plugins/aos4.wasm', (route) => route.fulfill({
        status: 200, contentType: 'application/wasm', body: Buffer.from('this is not a plugin at all'),
      }));
      await openApp(page, url);
      await clickWidget(page, 'system');
      await clickWidget(page, 'system:aos4');
      const s = await waitFor(page, (st) => st.error !== '', 'an error message');
      assert.match(s.error, /Could not load the aos4 plugin/);
      await frames(page, 3);  // times out unless the app keeps running
      assert.ok((await state(page)).frame > s.frame, 'still drawing');
      await screenshot('broken-plugin');
    },
  },
];

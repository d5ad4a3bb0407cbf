// Frames on demand (issue 27): an open table nobody touches builds no frames, and whatever changes what the app
// shows without input wakes it at once. Counted in the page with requestAnimationFrame (the browser's own frame
// clock) against the app's frame counter from the read-only state hook, never with wall-clock timings.
import assert from 'node:assert/strict';
import { addPiece, chooseSystem, clickWidget, openApp, openTab, waitFor } from './lib/app.mjs';

// Waits until the app has built no frame for 30 animation frames in a row (it is asleep), then counts the app's
// frames over `count` more animation frames.
const framesWhileStill = (page, count) =>
  page.evaluate(async (count) => {
    const frame = () => window.battleboard.state().frame;
    const nextAnimationFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let still = 0, last = frame();
    for (let i = 0; still < 30; i++) {
      if (i > 1200) throw new Error('the app never stopped building frames');
      await nextAnimationFrame();
      const now = frame();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const start = frame();
    for (let i = 0; i < count; i++) await nextAnimationFrame();
    return frame() - start;
  }, count);

// Arms a recorder in the page: from now on, each animation frame notes the app's frame counter and whether
// `happened(state)` holds (the event the app must answer). `afterEvent()` then gives how many animation frames
// passed from the first one that saw the event to the first one that saw a new app frame.
const armRecorder = (page, happened) =>
  page.evaluate((happened) => {
    const seen = new Function('s', 'return ' + happened);
    const asleepAt = window.battleboard.state().frame;
    const log = { asleepAt, eventTick: null, frameTick: null, tick: 0 };
    window.__wakeLog = log;
    const tick = () => {
      const s = window.battleboard.state();
      if (log.eventTick === null && (window.__wakeEvent || seen(s))) log.eventTick = log.tick;
      if (log.eventTick !== null && log.frameTick === null && s.frame > asleepAt) log.frameTick = log.tick;
      log.tick++;
      if (log.frameTick === null) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, happened);
const afterEvent = async (page) => {
  await page.waitForFunction(() => window.__wakeLog.frameTick !== null, null, { timeout: 15000 });
  const log = await page.evaluate(() => window.__wakeLog);
  return log.frameTick - log.eventTick;
};

// The recorder's callback may run before or after the app's in the same animation frame: the app's frame is
// seen in the animation frame of the event or the next one.
const kWithinOneFrame = 1;

export const tests = [
  {
    name: 'an idle table builds no frames; input builds them again',
    async run({ page, url }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      for (const kind of ['area-terrain', 'obstacle']) await addPiece(page, kind);
      await page.mouse.move(5, 795);  // the pointer rests off every control
      assert.equal(await framesWhileStill(page, 120), 0, 'frames built over 120 animation frames of nothing');
      await armRecorder(page, 'false');
      await page.evaluate(() => window.addEventListener('pointermove', () => { window.__wakeEvent = true; }, { once: true }));
      await page.mouse.move(400, 300);
      assert.ok((await afterEvent(page)) <= kWithinOneFrame, 'a pointer move builds a frame at once');
    },
  },
  {
    name: 'a plugin arriving with nothing touched is drawn within one frame',
    async run({ page, url }) {
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      await page.route('**/plugins/*.wasm', async (route) => { await held; await route.continue(); });
      await openApp(page, url);
      await clickWidget(page, 'system');
      await clickWidget(page, 'system:aos4');
      await waitFor(page, (s) => s.loading === 'aos4', 'the plugin being fetched');
      await page.mouse.move(5, 795);
      assert.equal(await framesWhileStill(page, 30), 0, 'asleep while the plugin is held back');
      await armRecorder(page, "s.system === 'aos4'");
      release();
      assert.ok((await afterEvent(page)) <= kWithinOneFrame, 'the loaded system is drawn at once');
      await waitFor(page, (s) => s.system === 'aos4' && s.loading === '', 'the system open');
    },
  },
  {
    name: 'a new viewport size and a message from another tab are drawn within one frame',
    async run({ page, url }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await page.mouse.move(5, 795);
      assert.equal(await framesWhileStill(page, 30), 0);
      await armRecorder(page, 'false');
      await page.evaluate(() => window.addEventListener('resize', () => { window.__wakeEvent = true; }, { once: true }));
      await page.setViewportSize({ width: 1000, height: 700 });
      assert.ok((await afterEvent(page)) <= kWithinOneFrame, 'the resized page is drawn at once');
      await page.evaluate(() => { window.__wakeEvent = false; });
      assert.equal(await framesWhileStill(page, 30), 0);
      // A second tab of the app adds a piece: its message wakes this one, which draws the piece.
      const other = await page.context().newPage();
      await openApp(other, url);
      await waitFor(other, (s) => s.system === 'aos4', 'the second tab on the same battle');
      assert.equal(await framesWhileStill(page, 30), 0);
      await page.evaluate(() => {
        const listener = new BroadcastChannel('battleboard-tabs');
        listener.onmessage = () => { window.__wakeEvent = true; listener.close(); };
      });
      await armRecorder(page, 'false');
      await addPiece(other, 'obstacle');
      assert.ok((await afterEvent(page)) <= kWithinOneFrame, 'another tab\'s message is drawn at once');
      await waitFor(page, (s) => s.pieces.some((p) => p.kind === 'obstacle'), 'the other tab\'s piece');
      await other.close();
    },
  },
  {
    name: 'a job in progress builds a frame every animation frame until it is done, then the app sleeps',
    async run({ page, url }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'terrain');
      await page.evaluate(() => {
        const log = { busyTicks: 0, stalled: 0 };
        window.__jobLog = log;
        let last = null;
        const tick = () => {
          const s = window.battleboard.state();
          if (s.generation && s.generation.busy) {
            if (last !== null && s.frame === last) log.stalled++;
            log.busyTicks++;
          }
          last = s.frame;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await clickWidget(page, 'generate-layout');
      await waitFor(page, (s) => s.pieces.length === 8 && !s.generation.busy, '8 generated features');
      const log = await page.evaluate(() => window.__jobLog);
      assert.ok(log.busyTicks > 0, 'the job was seen running');
      assert.ok(log.stalled <= 1, `the job went on without frames for ${log.stalled} animation frames`);
      await page.mouse.move(5, 795);
      assert.equal(await framesWhileStill(page, 60), 0, 'no frames once the job is done');
    },
  },
];

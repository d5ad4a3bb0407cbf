// Every screen from a 320 px phone to a 2560 px monitor, upright and on its side: no text drawn on the board
// (the status line, the battleplan's notes, zone owners, the tape's reading, the first-steps card) lies under
// one of the board's buttons, the buttons are on screen, the tape's reading stays on screen, and the tabs' names
// are whole where there is room for them. A screenshot of each layout is kept. On touch screens a single tap on a
// tab switches to it. One page per pointer kind, resized: the app lays itself out again every frame.
import assert from 'node:assert/strict';
import { chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, state, tapWidget, waitFor } from './lib/app.mjs';
import { boardToScreen, fingers } from './lib/touch.mjs';

const kButtons = ['undo', 'redo', 'fit', 'turn', 'measure', 'share'];

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const middle = (r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
const inside = (r, w, h) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w + 0.5 && r.y + r.height <= h + 0.5;

// The battleplan's notes and zone owners on the board, and a tape laid out to the board's right edge.
async function setUp(page, lay) {
  await chooseSystem(page, 'aos4');
  await openTab(page, 'battle');
  await tapWidget(page, 'battleplan');
  await tapWidget(page, 'battleplan:border-war');
  await waitFor(page, (st) => st.battleplan === 'border-war', 'the battleplan');
  await clickWidget(page, 'measure');
  const s = await waitFor(page, (st) => st.measure.active, 'the tape measure');
  await lay(boardToScreen(s, s.board.width - 12, s.board.depth / 2), boardToScreen(s, s.board.width - 0.5, s.board.depth / 2 + 2));
  await waitFor(page, (st) => st.measure.length > 0, 'a tape laid');
}

// At every size each tab's name must be drawn whole (not cut to "Bat...").
// `fingers`: buttons must be finger-sized (44 px) both ways.
async function checkSizes(page, sizes, screenshot, tabs = null, fingers = false) {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await frames(page, 3);  // the app reads the new size at its next frame and lays out again
    const now = await waitFor(page, (st) => st.widgets.undo && st.widgets.share, `the layout at ${width}x${height}`);
    const where = `${width}x${height}`;
    const buttons = kButtons.map((k) => [k, now.widgets[k]]);
    for (const [k, r] of buttons) {
      assert.ok(r, `${k} drawn at ${where}`);
      assert.ok(inside(r, width, height), `${k} on screen at ${where}: ${JSON.stringify(r)}`);
      if (fingers) assert.ok(r.width >= 44 && r.height >= 44, `${k} finger-sized at ${where}: ${JSON.stringify(r)}`);
    }
    // On a phone upright from 360 px, both toolbars share one row, leaving the board the rest.
    if (width >= 360 && height > width) assert.equal(now.widgets.undo.y, now.widgets.share.y, `the toolbars on one row at ${where}`);
    const texts = Object.entries(now.widgets).filter(([k]) => k === 'board-status' || k.startsWith('text:'));
    assert.ok(texts.some(([k]) => k.startsWith('text:zone:')), `zone owners drawn at ${where}`);
    for (const [t, tr] of texts)
      for (const [b, br] of buttons) assert.ok(!overlaps(tr, br), `${t} under ${b} at ${where}: ${JSON.stringify([tr, br])}`);
    assert.ok(now.widgets['text:tape'] && inside(now.widgets['text:tape'], width, height), `the tape's reading on screen at ${where}`);
    assert.ok(now.view.bottom <= height, `the board on screen at ${where}`);
    const cut = Object.keys(now.widgets).filter((k) => k.startsWith('tab:') && now.values[k + ':label'] !== 'whole');
    assert.deepEqual(cut, [], `tab names drawn whole at ${where}`);
    await screenshot(where);
    if (tabs) {
      // One real tap (down and up at once, as page.touchscreen sends it) switches the tab.
      const tab = tabs[sizes.findIndex(([w, h]) => w === width && h === height) % tabs.length];
      await page.touchscreen.tap(...Object.values(middle(now.widgets[tab])));
      await waitFor(page, (st) => st.values['open-tab'] === tab, `one tap on ${tab} at ${where}`);
    }
  }
}

export const tests = [
  {
    name: 'phones and tablets upright and on their side: no text under the board\'s buttons, the tape\'s reading on screen',
    context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } },
    timeout: 150000,
    async run({ page, url, context, screenshot }) {
      await openApp(page, url);
      const finger = await fingers(page, context);
      await setUp(page, (from, to) => finger.swipe(from, to));
      // Every tab's name whole everywhere: on the smallest phone and phones on their side the tabs wrap.
      await checkSizes(page, [[320, 568], [568, 320], [667, 375], [360, 640], [390, 844], [844, 390], [768, 1024],
        [1024, 768]],
        screenshot, ['tab:terrain', 'tab:dice', 'tab:battle'], true);
    },
  },
  {
    name: 'laptops and monitors both ways round: no text under the board\'s buttons, the tape\'s reading on screen',
    context: { viewport: { width: 1366, height: 768 } },
    timeout: 150000,
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await setUp(page, (from, to) => dragMouse(page, from, to));
      await checkSizes(page, [[1366, 768], [768, 1366], [2560, 1440], [1440, 2560]], screenshot);
    },
  },
];

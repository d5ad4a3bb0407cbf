// The tape measure: with the mouse between two pieces (the tape's length and the gap edge to edge, as the rules
// measure), with a finger across open ground, and nothing on the board picked or moved while measuring.
import assert from 'node:assert/strict';
import { decodePng } from './lib/png.mjs';
import { addPiece, chooseSystem, clickWidget, dragFinger, dragMouse, openApp, state, toScreen, waitFor } from './lib/app.mjs';

const tape = ([r, g, b]) => r > 220 && g > 200 && b < 160;
const close = (actual, expected, what) => assert.ok(Math.abs(actual - expected) <= 0.15, `${what}: ${actual} against ${expected}`);

// The gap between two unturned rectangles, edge to edge.
function gap(a, b) {
  const dx = Math.max(0, Math.abs(a.x - b.x) - (a.width + b.width) / 2);
  const dy = Math.max(0, Math.abs(a.y - b.y) - (a.depth + b.depth) / 2);
  return Math.hypot(dx, dy);
}

export const tests = [
  {
    name: 'a tape laid with the mouse between two pieces and with a finger over open ground',
    context: { hasTouch: true },
    async run({ page, context, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      const first = await addPiece(page, 'obstacle');
      const second = await addPiece(page, 'obstacle');
      assert.equal(first.rotation, 0);
      let s = await state(page);
      const before = JSON.stringify(s.pieces);

      await clickWidget(page, 'measure');
      s = await waitFor(page, (st) => st.measure.active, 'the tape measure on');
      await dragMouse(page, toScreen(s, first.x, first.y), toScreen(s, second.x, second.y));
      s = await waitFor(page, (st) => st.measure.length > 0, 'a tape laid');
      close(s.measure.length, Math.hypot(second.x - first.x, second.y - first.y), 'tape length');
      assert.deepEqual(s.measure.ends, [first.label, second.label]);
      close(s.measure.gap, gap(first, second), 'gap edge to edge');
      assert.equal(JSON.stringify(s.pieces), before, 'no piece moved');
      assert.equal(s.selected, second.id, 'the selection stays where it was');
      const image = decodePng(await page.screenshot());
      const middle = toScreen(s, (first.x + second.x) / 2, (first.y + second.y) / 2);
      assert.ok(tape(image.pixel(Math.round(middle.x), Math.round(middle.y))), 'the tape is drawn between them');
      await screenshot('pieces');

      // A finger across open ground near the left edge: 24" up the table, no gap to give.
      await dragFinger(page, context, toScreen(s, 3, 5), toScreen(s, 3, 29));
      s = await waitFor(page, (st) => Math.abs(st.measure.from[1] - 5) < 0.2, 'a new tape from the finger');
      close(s.measure.length, 24, 'finger tape');
      assert.equal(s.measure.gap, null);
      assert.equal(JSON.stringify(s.pieces), before, 'still no piece moved');
      await screenshot('finger');

      // Done: the tape is put away and a drag moves pieces again.
      await clickWidget(page, 'measure');
      s = await waitFor(page, (st) => !st.measure.active, 'the tape measure off');
      assert.equal(s.measure.length, undefined);
      await dragMouse(page, toScreen(s, first.x, first.y), toScreen(s, first.x + 2, first.y));
      s = await waitFor(page, (st) => st.pieces[0].x !== first.x, 'the piece dragged again');
      close(s.pieces[0].x, first.x + 2, 'dragged piece');
    },
  },
  {
    name: 'on a phone the status line keeps clear of Measure and Share, and a finger lays the tape',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true },
    async run({ page, context, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await addPiece(page, 'obstacle');
      await addPiece(page, 'obstacle');  // on the first: a breach, the longest status line
      let s = await waitFor(page, (st) => st.widgets['board-status'] && st.widgets.measure, 'the status line');
      const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      for (const button of ['measure', 'share'])
        assert.ok(!overlaps(s.widgets['board-status'], s.widgets[button]), `the status line clear of ${button}`);

      const button = s.widgets.measure;
      await dragFinger(page, context, { x: button.x + button.width / 2, y: button.y + button.height / 2 },
        { x: button.x + button.width / 2, y: button.y + button.height / 2 }, 1);
      s = await waitFor(page, (st) => st.measure.active, 'a tap on Measure');
      await dragFinger(page, context, toScreen(s, 6, 6), toScreen(s, 54, 6));
      s = await waitFor(page, (st) => st.measure.length > 40, 'a tape across the board');
      close(s.measure.length, 48, 'tape across the board');
      for (const button of ['measure', 'share'])
        assert.ok(!overlaps(s.widgets['board-status'], s.widgets[button]), `the tape hint clear of ${button}`);
      await screenshot('phone');
    },
  },
];

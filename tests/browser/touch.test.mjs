// Touch at the table: a finger that scrolls never changes data, tabs switch on one tap, pinch zooms about
// the fingers, pieces drag by the right inches when zoomed, and the opponent's (turned) view maps taps to the
// right board point. Phone upright and on its side, and a laptop.
import assert from 'node:assert/strict';
import {
  addPiece, chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, revealWidget, state, tapWidget, typeInto,
  waitFor,
} from './lib/app.mjs';
import { boardToScreen, fingers, middleOf, screenToBoard } from './lib/touch.mjs';

// Two device pixels a point: a software-rendered canvas at three takes over twice as long to draw, and what a
// finger does never depends on it. The pinch runs at three, as on many phones, to show the points still map.
const phone = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };
const phoneAt3x = { ...phone, deviceScaleFactor: 3 };
const laptop = { viewport: { width: 1366, height: 768 } };
const phoneOnItsSide = { ...phone, viewport: { width: 844, height: 390 } };
const touchLaptop = { hasTouch: true, viewport: { width: 1366, height: 768 } };

// A finger that starts on a widget and travels up the panel: a scroll.
async function scrollFrom(page, finger, key) {
  const r = await revealWidget(page, key);
  const from = middleOf(r);
  await finger.swipe(from, { x: from.x + 4, y: from.y - 90 });
}

const scrollChangesNothing = (context) => ({
  name: `a scroll started on a slider, a drag field or a checkbox changes nothing (${context.viewport.width}x${context.viewport.height})`,
  context,
  timeout: 180000,  // software rendering of a phone's screen is slow
  async run({ page, url, context: browserContext, screenshot }) {
    await openApp(page, url);
    await chooseSystem(page, 'aos4');
    const finger = await fingers(page, browserContext);
    // The battlefield size's drag field.
    let before = await state(page);
    await scrollFrom(page, finger, 'custom-size');
    let s = await state(page);
    assert.deepEqual(s.board, before.board, 'the battlefield size is unchanged');
    // A piece's rotation slider.
    const piece = await addPiece(page, 'obstacle');
    await openTab(page, 'selection');
    await scrollFrom(page, finger, 'rotation');
    s = await state(page);
    assert.equal(s.pieces[0].rotation, piece.rotation, 'the rotation is unchanged');
    // A scoring line's checkbox on the score sheet.
    await openTab(page, 'battle');
    await clickWidget(page, 'battleplan');
    await clickWidget(page, 'battleplan:border-war');
    await tapWidget(page, 'panel:score:sheet');
    await typeInto(page, 'panel:score:name:0', 'Ann');
    await typeInto(page, 'panel:score:name:1', 'Bob');
    await tapWidget(page, 'panel:score:start-round');
    await waitFor(page, (st) => st.score?.roundsPlayed === 1, 'round 1 on the score sheet');
    before = await state(page);
    await scrollFrom(page, finger, 'panel:score:r1:p0:line:home-objective');
    s = await state(page);
    assert.deepEqual(s.score.totals, before.score.totals, 'no scoring line was ticked');
    await screenshot('after-scrolls');
    // A plain tap on the same checkbox does tick it.
    await frames(page);
    await finger.tap(middleOf(await revealWidget(page, 'panel:score:r1:p0:line:home-objective')));
    const ticked = await waitFor(page, (st) => st.score.totals[0] > before.score.totals[0], 'a tap to tick the line');
    // The score entry is one undo step: Undo takes it back exactly, Redo puts it back.
    await finger.tap(middleOf(ticked.widgets.undo));
    await waitFor(page, (st) => JSON.stringify(st.score.totals) === JSON.stringify(before.score.totals), 'undo of the score');
    await finger.tap(middleOf(ticked.widgets.redo));
    await waitFor(page, (st) => JSON.stringify(st.score.totals) === JSON.stringify(ticked.score.totals), 'redo of the score');
  },
});

export const tests = [
  scrollChangesNothing(touchLaptop),
  scrollChangesNothing(phone),
  scrollChangesNothing(phoneOnItsSide),
  {
    name: 'a pinch zooms the board about the point between the fingers; Fit brings the whole board back',
    context: phoneAt3x,
    async run({ page, url, context, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      const finger = await fingers(page, context);
      let s = await state(page);
      const centre = boardToScreen(s, 20, 25);
      const ppi = s.view.pixelsPerInch;
      await finger.pinch(centre, 60, 150);
      s = await state(page);
      assert.ok(s.view.zoom > 2, `zoom ${s.view.zoom}`);
      assert.ok(Math.abs(s.view.pixelsPerInch / ppi - s.view.zoom) < 0.01);
      const under = screenToBoard(s, centre);
      assert.ok(Math.abs(under.x - 20) < 0.5 && Math.abs(under.y - 25) < 0.5,
        `the board point under the pinch stayed put: ${JSON.stringify(under)}`);
      await screenshot('pinched');
      await finger.tap(middleOf(s.widgets.fit));
      s = await waitFor(page, (st) => st.view.zoom === 1, 'Fit');
      assert.equal(s.view.pixelsPerInch, ppi);
    },
  },
  {
    name: 'a piece dragged at 2x zoom moves by the inches the pointer moved; the mouse wheel zooms',
    context: laptop,
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      const piece = await addPiece(page, 'obstacle');
      let s = await state(page);
      const over = boardToScreen(s, piece.x, piece.y);
      await page.mouse.move(over.x, over.y);
      await frames(page);
      while ((await state(page)).view.zoom < 2) {
        await page.mouse.wheel(0, -100);
        await frames(page);
      }
      s = await state(page);
      const at = boardToScreen(s, piece.x, piece.y);
      assert.ok(Math.abs(at.x - over.x) < 2 && Math.abs(at.y - over.y) < 2, 'the wheel zooms about the pointer');
      await dragMouse(page, at, boardToScreen(s, piece.x + 3, piece.y - 2));
      s = await state(page);
      assert.ok(Math.abs(s.pieces[0].x - (piece.x + 3)) <= 0.125, `x ${s.pieces[0].x}`);
      assert.ok(Math.abs(s.pieces[0].y - (piece.y - 2)) <= 0.125, `y ${s.pieces[0].y}`);
      await screenshot('zoomed-drag');
    },
  },
  {
    name: 'Turn shows the opponent\'s view and a tap still lands on the right piece',
    context: touchLaptop,
    async run({ page, url, context, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      const a = await addPiece(page, 'obstacle');
      const b = await addPiece(page, 'place-of-power');
      const finger = await fingers(page, context);
      let s = await state(page);
      await finger.tap(middleOf(s.widgets.turn));
      s = await waitFor(page, (st) => st.view.turned, 'the turned view');
      // In the turned view piece a is on the other side of the screen from where it was.
      await finger.tap(boardToScreen(s, a.x, a.y));
      s = await waitFor(page, (st) => st.selected === a.id, 'a tap selecting piece a');
      await finger.tap(boardToScreen(s, b.x, b.y));
      await waitFor(page, (st) => st.selected === b.id, 'a tap selecting piece b');
      await screenshot('turned');
    },
  },
];

// "Can he see me, am I in cover, and why": the Sight tab's two bases are dragged over a 40K ruin with the mouse
// and a finger, and the wh40k10 plugin's answer is read back and seen drawn on the board.
import assert from 'node:assert/strict';
import { decodePng } from './lib/png.mjs';
import { addPiece, chooseSystem, dragMouse, frames, openApp, openTab, state, toScreen, waitFor } from './lib/app.mjs';

const Visible = 0, Hidden = 2;
const clear = [90, 220, 120], hidden = [235, 60, 50];
const near = (colour, target, tolerance = 30) => colour.every((c, i) => Math.abs(c - target[i]) <= tolerance);

// The colour of the sight line a quarter of the way from the observer to the target.
async function lineColour(page, s) {
  const { observer, target } = s.sight;
  const at = toScreen(s, observer.x + (target.x - observer.x) / 4, observer.y + (target.y - observer.y) / 4);
  return decodePng(await page.screenshot()).pixel(Math.round(at.x), Math.round(at.y));
}

export const tests = [
  {
    name: 'a ruin between two models hides the target; moved clear it is seen; inside the ruin it has cover',
    context: { hasTouch: true },
    async run({ page, url, context, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wh40k10');
      const ruin = await addPiece(page, 'ruins');
      await openTab(page, 'sight');
      let s = await waitFor(page, (st) => st.sight.showing && st.sight.distance > 0, 'the sight tool');
      // The bases start either side of the middle of the board, where the ruin was put.
      assert.ok(s.sight.observer.x < ruin.x && ruin.x < s.sight.target.x, 'the ruin stands between them');
      assert.equal(s.sight.visibility, Hidden, 'no seeing through a ruin neither model is in');
      assert.ok(s.sight.reasons.some((r) => r.piece === ruin.id && /ruin/i.test(r.text)), JSON.stringify(s.sight.reasons));
      assert.ok(near(await lineColour(page, s), hidden), 'the line is drawn in the hidden colour');
      await screenshot('hidden');

      // The mouse drags the target well clear of the ruin: nothing is in the way any more.
      const from = toScreen(s, s.sight.target.x, s.sight.target.y);
      await dragMouse(page, from, toScreen(s, s.sight.target.x, s.board.depth - 4));
      s = await waitFor(page, (st) => Math.abs(st.sight.target.y - (st.board.depth - 4)) < 0.3, 'the target moved');
      assert.equal(s.sight.visibility, Visible, JSON.stringify(s.sight.reasons));
      assert.equal(s.sight.inCover, false);
      assert.ok(near(await lineColour(page, s), clear), 'the line is drawn in the clear colour');
      await screenshot('clear');

      // A finger drags the target into the middle of the ruin: seeing into a ruin is allowed, and it has cover.
      const client = await context.newCDPSession(page);
      const touch = async (type, at) => {
        await client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ ...at, id: 1 }] });
        await frames(page, 1);
      };
      const start = toScreen(s, s.sight.target.x, s.sight.target.y), end = toScreen(s, ruin.x, ruin.y);
      await touch('touchStart', start);
      for (let i = 1; i <= 10; i++) {
        await touch('touchMove', { x: start.x + (end.x - start.x) * i / 10, y: start.y + (end.y - start.y) * i / 10 });
      }
      await touch('touchEnd', end);
      s = await waitFor(page, (st) => Math.hypot(st.sight.target.x - ruin.x, st.sight.target.y - ruin.y) < 0.3, 'the target in the ruin');
      assert.equal(s.sight.visibility, Visible, 'a model outside may see into a ruin');
      assert.equal(s.sight.inCover, true, 'wholly within a ruin gives the Benefit of Cover');
      assert.match(s.sight.cover, /\+1/);
      assert.ok(s.sight.reasons.some((r) => r.piece === ruin.id && /wholly within/.test(r.text)));
      assert.equal((await state(page)).pieces[0].x, ruin.x, 'dragging a sight base never moves the terrain under it');
      await screenshot('in-cover');
    },
  },
];

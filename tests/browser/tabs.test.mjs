// Two tabs of the app on one device (issue 27): each shows the other's changes as they are made (pieces added
// and moved, a score), undo in one takes back only its own change, and after both reload every change of both is
// still there.
import assert from 'node:assert/strict';
import {
  addPiece, chooseSystem, dragMouse, openApp, openTab, state, tapWidget, toScreen, waitFor,
} from './lib/app.mjs';

const layout = (s) => JSON.stringify(s.pieces.map((p) => [p.id, p.kind, p.x, p.y]));
const score = (s) => [s.values['panel:vp:r1:p0'], s.values['panel:vp:r1:p1']];

export const tests = [
  {
    name: 'two tabs see each other\'s pieces, moves and score, undo takes back only one\'s own, and a reload keeps every edit',
    timeout: 150000,
    async run({ page: a, context, url, screenshot }) {
      await openApp(a, url);
      await chooseSystem(a, 'wh40k10');
      const kinds = (await state(a)).catalogue;
      await addPiece(a, kinds[0]);
      // The second tab opens on the autosave, then each adds a piece the other sees.
      const b = await context.newPage();
      await openApp(b, url);
      await waitFor(b, (s) => s.system === 'wh40k10' && s.pieces.length === 1, 'the first tab\'s battle in the second');
      await addPiece(b, kinds[1]);
      await waitFor(a, (s) => s.pieces.some((p) => p.kind === kinds[1]), 'the second tab\'s piece in the first');
      await addPiece(a, kinds[2]);
      await waitFor(b, (s) => s.pieces.length === 3, 'the first tab\'s new piece in the second');
      // A piece moved in the first tab moves in the second.
      let s = await state(a);
      const moved = s.pieces[0];
      await dragMouse(a, toScreen(s, moved.x, moved.y), toScreen(s, moved.x + 6, moved.y + 4));
      s = await waitFor(a, (st) => st.pieces[0].x !== moved.x, 'the drag');
      const dragged = layout(s);
      await waitFor(b, (st) => layout(st) === dragged, 'the move in the second tab');
      // The second tab adds a piece after that move; undo in the first takes back its own move only.
      await addPiece(b, kinds[3]);
      await waitFor(a, (st) => st.pieces.length === 4, 'the second tab\'s later piece in the first');
      await tapWidget(a, 'undo');
      s = await waitFor(a, (st) => st.pieces[0].x === moved.x, 'the move undone in the first tab');
      assert.equal(s.pieces.length, 4, 'the other tab\'s piece survives the undo');
      const placed = layout(s);
      await waitFor(b, (st) => layout(st) === placed, 'the undo in the second tab');
      // Each tab scores for one player: both points are kept (plugin panel actions replayed in the other tab).
      for (const page of [a, b]) {
        await openTab(page, 'battle');
        await tapWidget(page, 'panel:vp:score');
      }
      await tapWidget(b, 'panel:vp:start');
      // The rounds sit below the names, often out of sight: their values say the sheet has started.
      await waitFor(a, (st) => st.values['panel:vp:r1:p0'] !== undefined, 'the score sheet started in the first tab');
      await tapWidget(b, 'panel:vp:r1:p0:plus');
      await tapWidget(a, 'panel:vp:r1:p1:plus');
      for (const page of [a, b]) await waitFor(page, (st) => score(st).join() === '1,1', 'both players\' points');
      await screenshot('first-tab');
      // Both reload: the autosave holds every edit of both tabs.
      await a.reload();
      await b.reload();
      for (const page of [a, b]) {
        await openApp(page, url);
        s = await waitFor(page, (st) => st.system === 'wh40k10' && st.pieces.length === 4, 'the battle after a reload');
        assert.equal(layout(s), placed, 'every piece where it was put');
        await openTab(page, 'battle');
        await tapWidget(page, 'panel:vp:score');
        await waitFor(page, (st) => score(st).join() === '1,1', 'the score after a reload');
      }
      await screenshot('first-tab-reloaded');
      await b.screenshot({ path: 'build/web/screenshots/tabs-second-tab-reloaded.png' });
      await b.close();
    },
  },
];

// Undo and redo restore the battle exactly (a drag, a delete, a battleplan, a generated layout, a score), from the buttons, the
// keyboard and the "Deleted ... Undo" toast, and the steps survive a reload. Every game system keeps its own
// battlefield through switching systems and reloading.
import assert from 'node:assert/strict';
import {
  addPiece, chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, press, pressKey, state, tapWidget, toScreen, waitFor,
} from './lib/app.mjs';

// What undo must give back exactly.
const battle = (s) => JSON.stringify({
  board: s.board, battleplan: s.battleplan, objectives: s.objectives, territories: s.territories,
  pieces: s.pieces.map((p) => [p.id, p.kind, p.x, p.y, p.rotation, p.width, p.depth, p.rolls]),
  vp: Object.entries(s.values).filter(([k]) => k.startsWith('panel:vp:r')).sort(),
});

const stored = (page, key) => page.evaluate(async (k) => {
  const db = await new Promise((resolve) => { const r = indexedDB.open('battleboard'); r.onsuccess = () => resolve(r.result); });
  const text = await new Promise((resolve) => {
    const r = db.transaction('saves').objectStore('saves').get(k);
    r.onsuccess = () => resolve(r.result);
  });
  db.close();
  return text || null;
}, key);

async function waitStored(page, key, predicate, what) {
  for (let i = 0; i < 200; i++) {
    const text = await stored(page, key);
    if (text && predicate(text)) return text;
    await frames(page);
  }
  throw new Error('timed out waiting for ' + what);
}

export const tests = [
  {
    name: 'undo and redo restore the exact battle after a drag, a battleplan, a generated layout and a delete',
    context: { viewport: { width: 1366, height: 768 } },
    timeout: 150000,
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wh40k10');
      const piece = await addPiece(page, (await state(page)).catalogue[0]);
      const steps = [battle(await state(page))];
      // A drag: one step however many frames it took.
      let s = await state(page);
      await dragMouse(page, toScreen(s, piece.x, piece.y), toScreen(s, piece.x + 5, piece.y + 3));
      steps.push(battle(await state(page)));
      // A battleplan.
      await openTab(page, 'battle');
      await clickWidget(page, 'battleplan');
      s = await state(page);
      const plan = Object.keys(s.widgets).find((k) => k.startsWith('battleplan:') && k !== 'battleplan:');
      await clickWidget(page, plan);
      s = await waitFor(page, (st) => st.battleplan !== '', 'a battleplan');
      steps.push(battle(s));
      // A generated layout (issue 14): one step, however many pieces it added.
      await openTab(page, 'terrain');
      await tapWidget(page, 'generate-layout');
      s = await waitFor(page, (st) => st.pieces.length > 1, 'a generated layout');
      steps.push(battle(s));
      const placed = s.pieces.length;
      // A delete, taken back from the toast.
      await press(page, toScreen(s, s.pieces[0].x, s.pieces[0].y).x, toScreen(s, s.pieces[0].x, s.pieces[0].y).y);
      await waitFor(page, (st) => st.selected === s.pieces[0].id, 'the piece selected');
      await openTab(page, 'selection');
      await tapWidget(page, 'delete');
      s = await waitFor(page, (st) => st.pieces.length === placed - 1 && st.widgets['toast-undo'], 'the delete and its toast');
      await screenshot('deleted-toast');
      await clickWidget(page, 'toast-undo');
      s = await waitFor(page, (st) => st.pieces.length === placed, 'the piece back');
      assert.equal(battle(s), steps[steps.length - 1], 'the toast put back the exact battle');
      // Back through every step with the button and Ctrl+Z, then forward again with Ctrl+Shift+Z and Ctrl+Y.
      for (let i = steps.length - 2; i >= 0; i--) {
        if (i % 2) await clickWidget(page, 'undo'); else await pressKey(page, 'Control+z');
        s = await waitFor(page, (st) => battle(st) === steps[i], `undo to step ${i}`);
      }
      for (let i = 1; i < steps.length; i++) {
        if (i % 2) await pressKey(page, 'Control+Shift+z'); else await pressKey(page, 'Control+y');
        s = await waitFor(page, (st) => battle(st) === steps[i], `redo to step ${i}`);
      }
      // The steps are kept on the device: after a reload, undo still goes back.
      await waitStored(page, 'undo:wh40k10', (text) => JSON.parse(text).steps.length >= steps.length, 'the kept steps');
      await page.reload();
      await waitFor(page, (st) => st.system === 'wh40k10' && st.pieces && st.pieces.length === placed, 'the battle back');
      await clickWidget(page, 'undo');
      await waitFor(page, (st) => battle(st) === steps[steps.length - 2], 'undo after a reload');
      await screenshot('undone-after-reload');
    },
  },
  {
    name: 'each of the five game systems keeps its own battlefield through switching and reloading',
    timeout: 240000,
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      const systems = (await state(page)).systems.map((x) => x.id);
      assert.equal(systems.length, 5);
      const boards = {};
      for (const [i, id] of systems.entries()) {
        await chooseSystem(page, id);
        const catalogue = (await state(page)).catalogue;
        for (let n = 0; n <= i % 2; n++) await addPiece(page, catalogue[n]);
        boards[id] = battle(await state(page));
      }
      for (const id of systems) {
        await waitStored(page, 'autosave:' + id, (text) => text.includes('"pieces"'), `the ${id} autosave`);
      }
      await page.reload();
      await waitFor(page, (st) => st.system === systems[systems.length - 1] && st.pieces, 'the last system back');
      for (const id of [...systems].reverse()) {
        await chooseSystem(page, id);
        const s = await waitFor(page, (st) => st.pieces && battle(st) === boards[id], `the ${id} battlefield`);
        assert.equal(battle(s), boards[id]);
      }
      await screenshot('systems-back');
    },
  },
];

// Generating a legal layout from the app: the same core generator the organisers' CLI uses, checked by the
// game system's own plugin.
import assert from 'node:assert/strict';
import { decodePng } from './lib/png.mjs';
import { addPiece, chooseSystem, clickWidget, frames, openApp, openTab, state, toScreen, waitFor } from './lib/app.mjs';

const felt = [62, 92, 58];
const near = (colour, target, tolerance = 12) => colour.every((c, i) => Math.abs(c - target[i]) <= tolerance);

export const tests = [
  {
    name: 'a rolled aos4 battleplan gets a generated layout with no breach, keeping the piece already placed',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await clickWidget(page, 'roll-battleplan');
      // Any of the 12 (Starstrike sets out no objective before its first battle round).
      const planned = await waitFor(page, (s) => s.battleplan !== '', 'a battleplan');
      const kept = await addPiece(page, 'obstacle');
      await openTab(page, 'terrain');
      await clickWidget(page, 'generate-layout');
      const s = await waitFor(page, (st) => st.pieces.length === 8, '8 features on the 2000-point board');
      const still = s.pieces.find((p) => p.id === kept.id);
      assert.deepEqual([still.x, still.y, still.rotation], [kept.x, kept.y, kept.rotation], 'the hand-placed piece stays');
      assert.equal(s.objectives.length, planned.objectives.length, 'the battleplan objectives stay');
      // The generator answers for its own pieces; the one dropped by hand in the middle may sit on an objective.
      const generated = s.pieces.filter((p) => p.id !== kept.id).map((p) => p.id);
      const theirs = s.findings.filter((f) => f.breach && f.pieces.some((id) => generated.includes(id)));
      assert.deepEqual(theirs, [], 'no breach involving a generated piece');
      for (const p of s.pieces) {
        assert.ok(p.x > 0 && p.x < s.board.width && p.y > 0 && p.y < s.board.depth, `${p.label} on the board`);
      }
      // Each generated piece is drawn where the state says: its centre is no longer plain felt.
      const image = decodePng(await page.screenshot());
      const covered = s.pieces.filter((p) => {
        const at = toScreen(s, p.x, p.y);
        return !near(image.pixel(Math.round(at.x), Math.round(at.y)), felt);
      });
      assert.equal(covered.length, s.pieces.length, 'every piece drawn at its place, in a colour apart from the felt');
      await screenshot('generated');
      // Pressing again on a full board explains itself and changes nothing.
      await clickWidget(page, 'generate-layout');
      await frames(page, 5);
      assert.equal((await state(page)).pieces.length, 8);
    },
  },
];

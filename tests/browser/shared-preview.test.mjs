// The opponent's view of a shared link on a phone: names instead of ids, the score so far, a piece's rules on a
// tap and the tape measure on the shared board, all while it stays read-only.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPiece, chooseSystem, clickWidget, openApp, settled, tapWidget, waitFor } from './lib/app.mjs';
import { fingers } from './lib/touch.mjs';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/web/screenshots');
const shoot = (page, name) => page.screenshot({ path: path.join(shots, `shared-preview-${name}.png`) });

const phone = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } };

const centre = (r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
// Where the shared board shows its (only) piece; a link numbers pieces afresh.
const pieceAt = (s) => {
  const key = Object.keys(s.values).find((k) => k.startsWith('preview:piece:'));
  if (!key) return undefined;
  const [x, y] = s.values[key].split(',').map(Number);
  return { x, y };
};

export const tests = [
  {
    name: 'a shared link on the opponent\'s phone shows names, the score, a piece\'s rules on a tap, measures and checks sight',
    context: phone,
    async run({ page, context, url }) {
      // The player: Border War and a Place of Power.
      await openApp(page, url);
      let s = await chooseSystem(page, 'aos4');
      const editionId = s.edition;
      await tapWidget(page, 'battleplan');  // finger-sized rows: below the fold on a phone
      await tapWidget(page, 'battleplan:border-war');
      await waitFor(page, (st) => st.battleplan === 'border-war', 'Border War');
      const piece = await addPiece(page, 'place-of-power');
      await clickWidget(page, 'share');
      const link = (await waitFor(page, (st) => st.values['share:link'], 'the share window')).values['share:link'];

      // The opponent opens it on another phone.
      const other = await context.newPage();
      await openApp(other, url);
      await other.goto(link);
      s = await waitFor(other, (st) => st.values['preview:banner'] && st.values['preview:names'] === 'loaded',
        'the shared setup with its names');
      assert.equal(s.values['preview:battleplan'], 'Border War');
      assert.notEqual(s.values['preview:edition'], editionId, 'the edition by name, not its id');
      assert.match(s.values['preview:edition'], /General's Handbook|Rules updates/);
      await shoot(other, 'names');

      // A tap on the piece shows its rules; nothing on the shared board moves.
      const { tap, swipe } = await fingers(other, context);
      // The board settles below the banner over the preview's first frames: aim where the piece stays.
      await tap(await settled(other, pieceAt, 'the shared piece in place'));
      s = await waitFor(other, (st) => st.values['preview:selected'], 'the piece\'s rules');
      assert.equal(s.values['preview:selected'], piece.label);
      assert.ok(s.values['preview:rules'].length > 20, 'its rules in words');
      await shoot(other, 'rules');

      // The tape measure across the shared board, level with the piece.
      const from = pieceAt(s);
      await tap(centre(s.widgets['preview:measure']));
      await swipe({ x: 30, y: from.y }, { x: 330, y: from.y });
      s = await waitFor(other, (st) => st.values['preview:measure'], 'a tape reading');
      assert.match(s.values['preview:measure'], /^\d+\.\d"$/);
      assert.ok(parseFloat(s.values['preview:measure']) > 10, s.values['preview:measure']);
      assert.deepEqual(pieceAt(s), from, 'the shared board is unchanged');
      assert.equal(s.values['preview:pieces'], '1');
      assert.ok(s.values['preview:banner'], 'still read-only');
      await shoot(other, 'measured');

      // The sight check on the shared board: the system answers about its two bases.
      await tap(centre(s.widgets['preview:sight']));
      s = await waitFor(other, (st) => /^[0-2]$/.test(st.values['preview:sight'] ?? ''), 'the sight answer');
      await shoot(other, 'sight');
      assert.deepEqual(pieceAt(s), from, 'the shared board is still unchanged');
      assert.ok(s.values['preview:banner'], 'still read-only');
    },
  },
  {
    name: 'a shared plain score sheet shows each player\'s points so far',
    async run({ page, context, url }) {
      await openApp(page, url);
      await chooseSystem(page, 'wfb8');
      await tapWidget(page, 'panel:vp:score');
      await tapWidget(page, 'panel:vp:start');
      for (let i = 0; i < 3; i++) await tapWidget(page, 'panel:vp:r1:p0:plus');
      await tapWidget(page, 'panel:vp:r1:p1:plus');
      await waitFor(page, (s) => s.values['panel:vp:r1:p0'] === '3' && s.values['panel:vp:r1:p1'] === '1', 'points entered');
      await clickWidget(page, 'share');
      const link = (await waitFor(page, (s) => s.values['share:link'], 'the share window')).values['share:link'];
      const other = await context.newPage();
      await openApp(other, url);
      await other.goto(link);
      const s = await waitFor(other, (st) => st.values['preview:score'], 'the score');
      assert.equal(s.values['preview:score'], 'Player 1 3 VP; Player 2 1 VP');
    },
  },
  {
    name: 'a golden Age of Sigmar link with a scored Border War shows the score the plugin reads from it',
    async run({ page, url }) {
      // The battle's state travels in the aos4 plugin's own layout, which only the plugin reads.
      const golden = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../golden');
      const link = readFileSync(path.join(golden, 'links/aos4-border-war-scored-v6.txt'), 'utf8').trim();
      const expected = JSON.parse(readFileSync(path.join(golden, 'summaries/aos4-border-war-scored.json'), 'utf8'));
      await openApp(page, url);
      await page.goto(`${url}#${link}`);
      const s = await waitFor(page, (st) => st.values['preview:score'], 'the score');
      assert.equal(s.values['preview:score'], expected.players.map((p) => `${p.name} ${p.score} VP`).join('; '));
    },
  },
];

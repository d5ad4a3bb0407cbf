// Plain victory points for a system without a battlepack of its own (40K 10th), kept by its plugin through the
// plugin SDK and drawn as the plugin's "vp" panel: names, points round by round, who leads, kept over a reload,
// cleared only after a second tap.
import assert from 'node:assert/strict';
import { chooseSystem, openApp, openTab, state, tapWidget, typeInto, waitFor } from './lib/app.mjs';

const standing = (page, text) => waitFor(page, (s) => s.values['panel:vp:standing'] === text, `"${text}"`);

async function tapTimes(page, key, times) {
  for (let i = 0; i < times; i++) {
    const before = (await state(page)).frame;
    await tapWidget(page, key);
    await waitFor(page, (s) => s.frame > before, 'the tap drawn');
  }
}

export const tests = [
  {
    name: 'two players score round by round on a 40K table, the lead is shown, and the score survives a reload',
    timeout: 150000,
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await waitFor(page, (s) => s.saves && s.saves.ready, 'the saves to be read');
      await chooseSystem(page, 'wh40k10');
      await openTab(page, 'battle');
      await tapWidget(page, 'panel:vp:score');
      await tapWidget(page, 'panel:vp:start');
      await typeInto(page, 'panel:vp:name:0', 'Ann');
      await typeInto(page, 'panel:vp:name:1', 'Bob');
      await tapTimes(page, 'panel:vp:r1:p0:plus', 3);
      await tapTimes(page, 'panel:vp:r1:p1:plus', 1);
      await standing(page, 'Ann leads by 2 (3 to 1).');
      await tapWidget(page, 'panel:vp:next-round');
      await waitFor(page, (s) => s.widgets['panel:vp:r2:p1:plus'] || s.values['panel:vp:r2:p1'] !== undefined, 'round 2');
      await tapTimes(page, 'panel:vp:r2:p1:plus', 4);
      await standing(page, 'Bob leads by 2 (5 to 3).');
      await tapTimes(page, 'panel:vp:r2:p1:minus', 1);
      const s = await standing(page, 'Bob leads by 1 (4 to 3).');
      assert.equal(s.values['panel:vp:r1:p0'], '3');
      assert.equal(s.values['panel:vp:r2:p1'], '3');
      await screenshot('scored');

      await page.reload();
      await waitFor(page, (st) => st.system === 'wh40k10', 'the 40K table back after a reload');
      await openTab(page, 'battle');
      await tapWidget(page, 'panel:vp:score');
      await standing(page, 'Bob leads by 1 (4 to 3).');

      // One tap on Clear only asks; the second clears.
      await tapWidget(page, 'panel:vp:clear');
      await waitFor(page, (st) => st.widgets['panel:vp:clear-confirm'], 'the question');
      assert.equal((await state(page)).values['panel:vp:standing'], 'Bob leads by 1 (4 to 3).');
      await tapWidget(page, 'panel:vp:clear-confirm');
      await waitFor(page, (st) => st.widgets['panel:vp:start'], 'an empty score');
    },
  },
];

// Android's Back (the browser's Back here): it closes the Share window, the Play together window, the terrain box,
// the full-screen QR code and an open combo first, and only then leaves the app, which keeps the battlefield for
// when the player comes back.
import assert from 'node:assert/strict';
import { addPiece, chooseSystem, clickWidget, openApp, openTab, revealWidget, state, waitFor } from './lib/app.mjs';

const entry = (page) => page.evaluate(() => history.state);

export const tests = [
  {
    name: 'Back closes the Share, Play together and terrain box windows, the QR code and a combo before it leaves the '
      + 'app, and nothing is lost',
    context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      const piece = await addPiece(page, 'obstacle');
      assert.equal(await entry(page), 'battleboard', 'the app\'s own entry, nothing open');

      await clickWidget(page, 'share');
      await waitFor(page, (s) => s.widgets['share:close'], 'the Share window');
      assert.equal(await entry(page), 'battleboard-open', 'an entry for the open window');
      await screenshot('share-open');
      await page.goBack();
      let s = await waitFor(page, (st) => !st.widgets['share:close'] && st.widgets.share, 'the Share window closed');
      assert.equal(s.pieces.length, 1);
      assert.equal(page.url(), url, 'still in the app');

      // A combo: Back closes it and chooses nothing.
      await openTab(page, 'battle');
      await clickWidget(page, 'battleplan');
      await waitFor(page, (st) => st.widgets['battleplan:border-war'], 'the battleplan combo open');
      await page.goBack();
      s = await waitFor(page, (st) => !st.widgets['battleplan:border-war'], 'the combo closed');
      assert.equal(s.battleplan, '', 'no battleplan chosen');

      // The Play together window, the terrain box and the QR code over the whole screen: Back closes each (the QR
      // code first, then the Share window under it), the address and the battlefield as they were.
      const battlefield = (st) => JSON.stringify(st.pieces.map((p) => [p.kind, p.x, p.y]));
      const before = battlefield(await state(page));
      const backCloses = async (shown, what) => {
        await waitFor(page, (st) => st.widgets[shown], what);
        await page.waitForFunction(() => history.state === 'battleboard-open', null, { polling: 50 });
        await page.goBack();
        const st = await waitFor(page, (x) => !x.widgets[shown], `${what} closed`);
        assert.equal(page.url(), url, `still in the app after Back closed ${what}`);
        assert.equal(battlefield(st), before, `the battlefield as it was after Back closed ${what}`);
      };
      await revealWidget(page, 'play-together');  // at the foot of the Battle tab
      await clickWidget(page, 'play-together');
      await backCloses('live:close', 'the Play together window');
      await openTab(page, 'terrain');
      await revealWidget(page, 'box-open');
      await clickWidget(page, 'box-open');
      await backCloses('box:close', 'the terrain box');
      await clickWidget(page, 'share');
      await waitFor(page, (st) => st.widgets['share:qr'], 'the QR code button');
      await clickWidget(page, 'share:qr');
      await backCloses('qr', 'the QR code');
      await backCloses('share:close', 'the Share window under it');

      // Closed by its own button, the window leaves no entry behind: the next Back leaves the app.
      await clickWidget(page, 'share');
      await waitFor(page, (st) => st.widgets['share:close'], 'the Share window again');
      await clickWidget(page, 'share:close');
      await page.waitForFunction(() => history.state === 'battleboard', null, { polling: 50 });  // its entry gone
      await page.goBack();
      assert.notEqual(page.url(), url, 'the second Back left the app');

      await page.goForward();
      await waitFor(page, (st) => st.frame > 2 && st.saves.ready && st.loading === '', 'the app again');
      s = await state(page);
      assert.equal(s.system, 'aos4');
      assert.deepEqual(s.pieces.map((p) => [p.kind, p.x, p.y]), [[piece.kind, piece.x, piece.y]], 'nothing lost');
    },
  },
];

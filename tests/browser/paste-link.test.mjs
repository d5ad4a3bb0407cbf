// "Paste link": a link copied from a chat opens as the shared view, from the clipboard where the browser allows the
// app to read it and from a field (typed with the phone's keyboard) where it does not; a damaged link only says so.
import assert from 'node:assert/strict';
import { addPiece, chooseSystem, clickWidget, openApp, openTab, revealWidget, state, waitFor } from './lib/app.mjs';
import { fingers, middleOf } from './lib/touch.mjs';
import { fieldHolds, logFocus, tapField } from './lib/phone_keyboard.mjs';

const copy = (page, text) => page.evaluate((t) => navigator.clipboard.writeText(t), text);

export const tests = [
  {
    name: 'a link pasted from the clipboard or into a field opens as the shared view; a damaged one only says so',
    context: {
      hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2,
      permissions: ['clipboard-read', 'clipboard-write'],
    },
    async run({ page, context, url, screenshot }) {
      await logFocus(context);
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await addPiece(page, 'obstacle');
      await addPiece(page, 'place-of-power');
      await clickWidget(page, 'share');
      const link = (await waitFor(page, (s) => s.values['share:link'], 'the link')).values['share:link'];
      await clickWidget(page, 'share:close');
      // The player's own table, which no link may change.
      await openTab(page, 'terrain');
      await addPiece(page, 'obstacle');
      const own = (await state(page)).pieces;
      const finger = await fingers(page, context);
      const pasteLink = async () => {
        await openTab(page, 'saves');
        await finger.tap(middleOf(await revealWidget(page, 'paste-link')));
      };

      await copy(page, `Our table for Thursday: ${link} see you there`);
      await pasteLink();
      let s = await waitFor(page, (st) => st.values['preview:banner'] && st.values['preview:pieces'] === '2', 'the shared view');
      await screenshot('pasted');
      await clickWidget(page, 'preview:close');
      s = await waitFor(page, (st) => !st.values['preview:banner'], 'back to the own table');
      assert.deepEqual(s.pieces, own);

      await copy(page, link.slice(0, link.length - 10));
      await pasteLink();
      s = await waitFor(page, (st) => st.values['link:error'], 'the message');
      assert.match(s.values['link:error'], /^Could not open the shared link\. This link is damaged .*Your battlefield is unchanged\.$/);
      assert.deepEqual(s.pieces, own);
      await clickWidget(page, 'link:dismiss');

      // A browser that does not let the app read the clipboard: a field to paste (here, type) the link into.
      await page.evaluate(() => {
        navigator.clipboard.readText = () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError'));
      });
      await pasteLink();
      await waitFor(page, (st) => st.widgets['paste-text'], 'the field for the link');
      await tapField(page, finger, 'paste-text');
      await page.keyboard.insertText(link);
      await fieldHolds(page, link);
      await finger.tap(middleOf(await revealWidget(page, 'paste-open')));
      s = await waitFor(page, (st) => st.values['preview:banner'] && st.values['preview:pieces'] === '2', 'the shared view again');
      assert.deepEqual(s.pieces, own, 'the own table untouched');
    },
  },
];

// Two phones at one table (issue 30): two browser contexts of one Chromium, each a phone. The first shows its
// join code; the second opens that code's address as a phone's camera app would and answers; the answer reaches
// the first through its "Paste a code" field (a finger tap, then text as a phone keyboard sends it). Then the
// battle is the same on both: a piece added on either appears on the other, a roll on the second is in the
// first's roll log with the same result, and when the second phone leaves the first says so.
import assert from 'node:assert/strict';
import { addPiece, chooseSystem, openApp, openTab, state, waitFor } from './lib/app.mjs';
import { Stage, answer, kChannelMs, pasteCode, phonePage, showCode, tap } from './lib/live.mjs';

const kinds = (s) => JSON.stringify(s.pieces.map((p) => [p.kind, p.x, p.y]).sort());

export const tests = [
  {
    name: 'two phones join by code, share one battle both ways with rolls as results, and one hears the other leave',
    timeout: 150000,
    async run({ browser, url }) {
      const a = await phonePage(browser);
      const b = await phonePage(browser);
      try {
        await openApp(a.page, url);
        await chooseSystem(a.page, 'wh40k10');
        const catalogue = (await state(a.page)).catalogue;
        await addPiece(a.page, catalogue[0]);
        // The first phone opens Play together and shows its code.
        await openTab(a.page, 'battle');
        await tap(a.page, a.finger, 'play-together');
        const offer = await showCode(a);
        let s = await state(a.page);
        assert.ok(offer.startsWith(url), `the code is the site's address (${offer})`);
        assert.ok(Number(s.values['live:qr-modules']) <= 57,
          `the QR code is version 10 or lower (${s.values['live:qr-modules']} modules)`);
        await a.page.screenshot({ path: 'build/web/screenshots/live-offer.png' });

        // The second phone's camera app opens the address: it answers with its own code.
        const reply = await answer(b, offer, { opened: true });
        await b.page.screenshot({ path: 'build/web/screenshots/live-answer.png' });
        await pasteCode(a, reply);
        for (const p of [a.page, b.page])
          await waitFor(p, (st) => st.live.stage === Stage.Connected, 'the channel open and the hellos agreed', kChannelMs);

        // The second phone takes the first's battle.
        s = await waitFor(b.page, (st) => st.system === 'wh40k10' && st.pieces.length === 1, 'the first phone\'s battle');
        assert.equal(kinds(s), kinds(await state(a.page)));
        assert.match(s.live.status, /connected/);
        await tap(a.page, a.finger, 'live:close');
        await tap(b.page, b.finger, 'live:close');

        // A piece added on the first appears on the second, and one added on the second on the first.
        await addPiece(a.page, catalogue[1]);
        await waitFor(b.page, (st) => st.pieces.some((p) => p.kind === catalogue[1]), 'the first phone\'s new piece');
        await addPiece(b.page, catalogue[2]);
        s = await waitFor(a.page, (st) => st.pieces.some((p) => p.kind === catalogue[2]), 'the second phone\'s piece');
        const both = kinds(s);
        await waitFor(b.page, (st) => kinds(st) === both, 'the same battle on both');

        // A roll on the second is in the first's roll log with the same result: sent, never rolled again.
        await openTab(b.page, 'dice');
        await tap(b.page, b.finger, 'dice:roll');
        s = await waitFor(b.page, (st) => st.dice.log.length > 0, 'the roll in the second phone\'s log');
        const roll = s.dice.log[s.dice.log.length - 1];
        s = await waitFor(a.page, (st) => st.dice && st.dice.log.some((e) => e.what === roll.what), 'the roll on the first');
        assert.deepEqual(s.dice.log[s.dice.log.length - 1], roll);
        await a.page.screenshot({ path: 'build/web/screenshots/live-connected-first.png' });
        await b.page.screenshot({ path: 'build/web/screenshots/live-connected-second.png' });

        // The second phone leaves: the first says so within 10 s and keeps its battle.
        await b.context.close();
        s = await waitFor(a.page, (st) => st.live.stage === Stage.Lost, 'the first phone to hear the other left', 10000);
        assert.match(s.live.message, /left/);
        await waitFor(a.page, (st) => st.widgets['live:offer'], 'the window open again, offering Reconnect');
        assert.equal(kinds(s), both, 'the battle stays');
        await a.page.screenshot({ path: 'build/web/screenshots/live-left.png' });
      } finally {
        await a.context.close().catch(() => {});
        await b.context.close().catch(() => {});
      }
    },
  },
  {
    name: 'a code nobody answers within 15 s names the likely causes and suggests a hotspot, and the phone plays on',
    timeout: 90000,
    async run({ browser, url }) {
      const a = await phonePage(browser);
      try {
        await openApp(a.page, url);
        await chooseSystem(a.page, 'wh40k10');
        await openTab(a.page, 'battle');
        await tap(a.page, a.finger, 'play-together');
        await showCode(a);
        // The page is left idle: the app builds no frames, so only the channel's own timer can show this.
        const s = await waitFor(a.page, (st) => st.live.slow && st.values['live:help'], 'the likely causes', 25000);
        assert.equal(s.live.stage, 2, 'still waiting for an answer');
        await a.page.screenshot({ path: 'build/web/screenshots/live-slow.png' });
        await tap(a.page, a.finger, 'live:close');
        const catalogue = (await state(a.page)).catalogue;
        await addPiece(a.page, catalogue[0]);
        await waitFor(a.page, (st) => st.pieces.length === 1, 'a piece added meanwhile');
      } finally {
        await a.context.close().catch(() => {});
      }
    },
  },
];

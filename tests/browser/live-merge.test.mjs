// Two phones at one table when things go wrong (issue 30): rolls made before connecting reach the other phone,
// undo takes back one's own change on both, a phone reloaded mid-game reconnects by codes and merges what both
// did apart (different score cells both kept, the same piece moved on both resolved the same way and named on
// both), a forged message changes nothing, and a hello of another app version is refused naming both.
// Two browser contexts are two phones; every input is a finger tap or drag, text arrives as a phone keyboard
// sends it. The second phone's page is also the misbehaving peer at the end: the test sends bytes over its data
// channel, which no app code would.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { addPiece, chooseSystem, dragFinger, openApp, openTab, state, toScreen, waitFor } from './lib/app.mjs';
import { Stage, answer, connected, pasteCode, phonePage, showCode, tap } from './lib/live.mjs';

const layout = (s) => JSON.stringify(s.pieces.map((p) => [p.id, p.kind, p.x, p.y]));
const score = (s) => [s.values['panel:vp:r1:p0'], s.values['panel:vp:r1:p1']].join();
const appVersion = /project\(battleboard VERSION ([0-9.]+)/.exec(readFileSync('CMakeLists.txt', 'utf8'))[1];

// The second phone's data channel and every part it sent, for playing a misbehaving peer.
function watchDataChannel() {
  const send = RTCDataChannel.prototype.send;
  window.peerSent = [];
  RTCDataChannel.prototype.send = function (data) {
    window.peerChannel = this;
    window.peerSent.push(Array.from(new Uint8Array(data.buffer ? data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) : data)));
    return send.call(this, data);
  };
}

async function drag(phone, piece, dx, dy) {
  const s = await state(phone.page);
  await dragFinger(phone.page, phone.context, toScreen(s, piece.x, piece.y), toScreen(s, piece.x + dx, piece.y + dy));
}

// The score sheet's folding group, opened once per page (a tap on it again would fold it).
async function openScore(phone) {
  await openTab(phone.page, 'battle');
  const s = await state(phone.page);
  if (s.values['panel:vp:r1:p0'] === undefined && !s.widgets['panel:vp:start'])
    await tap(phone.page, phone.finger, 'panel:vp:score');
}

export const tests = [
  {
    name: 'live table: rolls before joining, undo on both, a reload mid-game merged with names for a clash, a forged message and another version refused',
    timeout: 240000,
    async run({ browser, url }) {
      const a = await phonePage(browser);
      const b = await phonePage(browser, watchDataChannel);
      const shot = (p, name) => p.page.screenshot({ path: `build/web/screenshots/live-merge-${name}.png` });
      try {
        await openApp(a.page, url);
        await chooseSystem(a.page, 'wh40k10');
        const kinds = (await state(a.page)).catalogue;
        await addPiece(a.page, kinds[0]);
        await addPiece(a.page, kinds[1]);
        // A roll before anyone joins.
        await openTab(a.page, 'dice');
        await tap(a.page, a.finger, 'dice:roll');
        let s = await waitFor(a.page, (st) => st.dice.log.length === 1, 'the roll in the first phone\'s log');
        const roll = s.dice.log[0];

        await openTab(a.page, 'battle');
        await tap(a.page, a.finger, 'play-together');
        const reply = await answer(b, await showCode(a), { opened: true });
        await pasteCode(a, reply);
        await connected(a, b);
        s = await waitFor(b.page, (st) => st.pieces.length === 2 && st.dice?.log.length === 1, 'the battle and the roll');
        assert.deepEqual(s.dice.log[0], roll, 'the roll made before joining, as rolled');

        // Both open the score sheet; the first starts it.
        await openScore(a);
        await tap(a.page, a.finger, 'panel:vp:start');
        await openScore(b);
        await waitFor(b.page, (st) => st.values['panel:vp:r1:p0'] !== undefined, 'the score sheet on the second phone');

        // Undo takes back one's own change, on both phones, and keeps the other's.
        await addPiece(a.page, kinds[2]);
        await waitFor(b.page, (st) => st.pieces.length === 3, 'the first phone\'s piece on the second');
        await addPiece(b.page, kinds[3]);
        await waitFor(a.page, (st) => st.pieces.length === 4, 'the second phone\'s piece on the first');
        await tap(a.page, a.finger, 'undo');
        for (const p of [a, b]) {
          s = await waitFor(p.page, (st) => st.pieces.length === 3, 'the first phone\'s piece undone');
          assert.ok(!s.pieces.some((piece) => piece.kind === kinds[2]) && s.pieces.some((piece) => piece.kind === kinds[3]));
        }

        // The second phone reloads mid-game: the first hears it left; the second says it was at a table.
        await b.page.reload();
        await openApp(b.page, url);
        s = await waitFor(b.page, (st) => st.live.stage === Stage.Lost && st.pieces.length === 3, 'the reloaded phone');
        assert.match(s.live.message, /was at a live table/);
        await waitFor(a.page, (st) => st.live.stage === Stage.Lost, 'the first phone to hear the other left', 10000);
        await tap(a.page, a.finger, 'live:close');
        await tap(b.page, b.finger, 'live:close');

        // Apart: both move the first piece, the second also moves the second piece; each scores one player.
        const [first, second] = (await state(a.page)).pieces;
        await drag(a, first, 6, 0);
        await drag(b, first, 0, 6);
        await drag(b, second, -5, 3);
        s = await waitFor(b.page, (st) => st.pieces[1].x !== second.x, 'the second piece moved');
        const secondMoved = s.pieces[1];
        await openScore(a);
        await tap(a.page, a.finger, 'panel:vp:r1:p1:plus');
        await openScore(b);
        await tap(b.page, b.finger, 'panel:vp:r1:p0:plus');
        await waitFor(a.page, (st) => score(st) === '0,1', 'the first phone\'s point');
        await waitFor(b.page, (st) => score(st) === '1,0', 'the second phone\'s point');

        // Reconnect: a new code each way, then the two battles merge.
        await openTab(a.page, 'battle');
        await tap(a.page, a.finger, 'play-together');
        const again = await showCode(a);
        const back = await answer(b, again);
        await pasteCode(a, back);
        await connected(a, b);
        s = await waitFor(a.page, (st) => st.live.notice !== '', 'the clash named on the first phone');
        const onB = await waitFor(b.page, (st) => st.live.notice !== '' && layout(st) === layout(s), 'the same battle on both');
        for (const notice of [s.live.notice, onB.live.notice]) assert.match(notice, /at the same moment/);
        assert.notEqual(/yours was lost/.test(s.live.notice), /yours was lost/.test(onB.live.notice),
          'one phone kept its move, the other is told its move was lost');
        assert.equal(s.pieces[1].x, secondMoved.x, 'the move made on one phone only is kept');
        await shot(a, 'clash-first');
        await shot(b, 'clash-second');
        for (const p of [a, b]) {
          await openScore(p);
          await waitFor(p.page, (st) => score(st) === '1,1', 'both players\' points on both phones');
        }

        // A forged message: refused with a message, nothing changed.
        const before = layout(await state(a.page));
        await b.page.evaluate(() => window.peerChannel.send(new Uint8Array([0, 98, 98, 111, 112, 2, 0, 0, 0, 7])));
        s = await waitFor(a.page, (st) => /refused and changed nothing/.test(st.live.message), 'the forged message refused');
        assert.equal(layout(s), before);
        assert.equal(s.live.stage, Stage.Connected);

        // A hello from another app version: refused, naming both.
        const other = appVersion.replace(/\d+$/, (n) => String(Number(n) + 1));
        await b.page.evaluate(([mine, theirs]) => {
          const text = (bytes) => String.fromCharCode(...bytes);
          const hello = window.peerSent.find((part) => part[0] === 0 && part.length < 300 && text(part).includes(mine) &&
            text(part).includes('wh40k10'));
          const at = text(hello).indexOf(mine);
          const forged = hello.slice();
          for (let i = 0; i < theirs.length; i++) forged[at + i] = theirs.charCodeAt(i);
          window.peerChannel.send(new Uint8Array(forged));
        }, [appVersion, other]);
        s = await waitFor(a.page, (st) => st.live.stage === Stage.Refused, 'the other version refused');
        assert.ok(s.live.message.includes(appVersion) && s.live.message.includes(other), s.live.message);
        assert.equal(layout(s), before, 'the battle stays');
        await shot(a, 'refused');
      } finally {
        await a.context.close().catch(() => {});
        await b.context.close().catch(() => {});
      }
    },
  },
];

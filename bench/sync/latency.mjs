// bench/sync latency: how long a change made on one phone of a live table takes to reach the other phone's
// screen over loopback (a WebRTC data channel between two pages of one Chromium, host candidates), against the
// baseline of the same change reaching the screen of the page that made it. Each round adds a piece with a click
// on the first page; both pages watch their own state each animation frame and note when the piece is there.
// Prints medians and the 95th percentile in ms, and the ratio other/own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../tests/browser/lib/server.mjs';
import { chromium, launchOptions } from '../../tests/browser/lib/browser.mjs';
import {
  addPiece, chooseSystem, clickWidget, frames, openApp, openTab, revealWidget, settled, state, tapWidget, typeInto, waitFor,
} from '../../tests/browser/lib/app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '../../build/web');
const rounds = Number(process.env.ROUNDS || 20);
const Connected = 5;
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

// Resolves with the time (ms since 1970) of the first animation frame at which the page holds `count` pieces.
function watchPieces(page, count) {
  return page.evaluate((n) => new Promise((done) => {
    const look = () => {
      if (window.battleboard.state().pieces.length >= n) done(performance.timeOrigin + performance.now());
      else requestAnimationFrame(look);
    };
    look();
  }), count);
}

async function join(a, b) {
  await openTab(a, 'battle');
  await tapWidget(a, 'play-together');
  await tapWidget(a, 'live:offer');
  const offer = (await waitFor(a, (s) => s.live.code.includes('#bj1.'), 'the offer')).live.code;
  await openApp(b, offer);
  const answer = (await waitFor(b, (s) => s.live.code.includes('#bj1.'), 'the answer')).live.code;
  await typeInto(a, 'live:paste', answer);
  await tapWidget(a, 'live:use-code');
  for (const page of [a, b]) {
    await waitFor(page, (s) => s.live.stage === Connected, 'the channel');
    await tapWidget(page, 'live:close');
  }
}

const server = await serve(web);
const browser = await chromium.launch(launchOptions);
try {
  const pages = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    pages.push(await context.newPage());
  }
  const [a, b] = pages;
  await openApp(a, server.url + 'site/');
  await chooseSystem(a, 'wh40k10');
  const kinds = (await state(a)).catalogue;
  await addPiece(a, kinds[0]);
  await join(a, b);
  await openTab(a, 'terrain');
  const own = [], other = [];
  for (let round = 0; round < rounds; round++) {
    const count = (await state(a)).pieces.length + 1;
    const key = 'add:' + kinds[round % Math.min(4, kinds.length)];
    await revealWidget(a, key);
    const r = await settled(a, (s) => s.widgets?.[key], key);
    await a.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
    await frames(a);
    await a.mouse.down();
    await frames(a);
    const seenHere = watchPieces(a, count), seenThere = watchPieces(b, count);
    const made = Date.now();
    await a.mouse.up();
    const [here, there] = await Promise.all([seenHere, seenThere]);
    own.push(here - made);
    other.push(there - made);
    await waitFor(b, (s) => s.pieces.length === count, 'the other page to settle');
  }
  console.log(`rounds: ${rounds}; ms from the click's release on the first page until the piece is in a page's state at an animation frame`);
  console.log('page                  median    p95');
  for (const [name, times] of [['the page that made it', own], ['the other phone', other]])
    console.log(`${name.padEnd(21)} ${percentile(times, 0.5).toFixed(1).padStart(6)} ${percentile(times, 0.95).toFixed(1).padStart(6)}`);
  console.log(`ratio other/own (median): ${(percentile(other, 0.5) / percentile(own, 0.5)).toFixed(2)}x`);
} finally {
  await browser.close();
  await server.close();
}

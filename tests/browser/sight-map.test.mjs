// The Sight tab's heat map over a 40K board with ruins: the observer is dragged with the mouse and with a
// finger, and after each drag the map the app draws is the one the command line computes for the same setup
// (exported from the app) and observer, spot for spot and in the colours on screen. The map is drawn a band of
// rows at a time over several frames; the longest gap between frames while dragging is printed with what it was
// made of (the app's own work, the map's share of it), not asserted (a loaded machine).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePng } from './lib/png.mjs';
import {
  addPiece, chooseSystem, clickWidget, dragFinger, dragMouse, frames, openApp, openTab, state, toScreen, waitFor,
} from './lib/app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build/native/cli/battleboard');
const plugins = path.join(root, 'build/native/plugins');

// The legend (core/rules/sight_map spot_colour): hidden, partly hidden without cover, in cover, in the open.
const legend = [[120, 20, 40], [235, 125, 35], [240, 200, 40], [50, 165, 80]];
function legendIndex(code) {
  const visibility = code & 3, cover = code >> 2;
  if (visibility === 2) return 0;
  if (cover) return 2;
  return visibility === 1 ? 1 : 3;
}
// The map is drawn at alpha 150 over the board (web/app/board/sight_painter.cpp): which legend colour, laid over the
// board's own pixel there, is nearest the pixel seen.
const nearestLegend = (pixel, board) => legend
  .map((c, i) => [c.reduce((sum, v, k) => sum + ((v * 150 + board[k] * 105) / 255 - pixel[k]) ** 2, 0), i])
  .sort((a, b) => a[0] - b[0])[0][1];
function distanceToSegment(p, a, b) {
  const dx = b.x - a.x, dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

// Every frame's start time, kept by the page itself so the test's polling does not hide a long frame; and the
// app's own work (Emscripten's main loop calls preMainLoop and postMainLoop around each of its frames), so a long
// gap between frames can be told apart: the app's frame (map bands included) or the rest of the page and browser
// (the test's own state polling, compositing, the software renderer, other processes).
async function watchFrames(page) {
  await page.evaluate(() => {
    const g = window.frameGaps = { last: performance.now(), longest: 0, appInLongest: 0, appLongest: 0, app: 0 };
    let began = 0;
    window.Module.preMainLoop = () => { began = performance.now(); };
    window.Module.postMainLoop = () => {
      const took = performance.now() - began;
      g.app += took;
      g.appLongest = Math.max(g.appLongest, took);
    };
    const tick = (t) => {
      if (t - g.last > g.longest) {
        g.longest = t - g.last;
        g.appInLongest = g.app;
      }
      g.app = 0;
      g.last = t;
      window.frameGapsHandle = requestAnimationFrame(tick);
    };
    window.frameGapsHandle = requestAnimationFrame(tick);
  });
}
const resetGaps = (page) => page.evaluate(() => {
  Object.assign(window.frameGaps, { last: performance.now(), longest: 0, appInLongest: 0, appLongest: 0, app: 0 });
});
const gaps = (page) => page.evaluate(() => ({ ...window.frameGaps }));
const describeGaps = (g, mapMs) => `${g.longest.toFixed(0)} ms (the app's own work in it ${g.appInLongest.toFixed(0)} ms; ` +
  `the app's longest frame ${g.appLongest.toFixed(0)} ms; the last map drawn took at most ${mapMs.toFixed(0)} ms ` +
  `of a frame)`;

// The reverse map ("Who sees target") is the command line's --target ... --map.
async function compareWithCli(page, setupFile, screenshot, name, reverse = false) {
  await frames(page, 3);
  const s = await state(page);
  const { observer, target, map } = s.sight;
  const [fixed, mover] = reverse ? [['--target', target], ['--observer-base', observer]]
    : [['--observer', observer], ['--target-base', target]];
  const expected = JSON.parse(execFileSync(cli, [
    'sight', setupFile, fixed[0], `${fixed[1].x},${fixed[1].y},${fixed[1].base}`, '--map', '--json',
    mover[0], String(mover[1].base * 25.4), '--observer-height', String(observer.height),
    '--target-height', String(target.height), '--plugins', plugins,
  ], { encoding: 'utf8' }));
  assert.equal(expected.reverse, reverse);
  assert.equal(map.columns, expected.columns);
  assert.equal(map.rows, expected.rows);
  let differ = 0;
  const kinds = new Map();  // a spot of each kind, for the colour check
  for (let r = 0; r < map.rows; r++) {
    for (let c = 0; c < map.columns; c++) {
      const code = parseInt(map.spots.substr((r * map.columns + c) * 2, 2), 16);
      if (code !== expected.spots[r][c]) differ++;
      // Spots away from the markers and the drawn sight line, at the middle of a run of like spots.
      const x = (c + 0.5) * map.spacing, y = (r + 0.5) * map.spacing;
      const clear = [observer, target].every((m) => Math.hypot(m.x - x, m.y - y) > m.base + 1) &&
        distanceToSegment({ x, y }, observer, target) > 1.5;
      const alike = [-2, -1, 1, 2].every((d) => expected.spots[r + d]?.[c] === code && expected.spots[r][c + d] === code);
      if ((code & 3) !== 3 && clear && alike && !kinds.has(legendIndex(code))) kinds.set(legendIndex(code), { x, y, code });
    }
  }
  assert.equal(differ, 0, `${differ} of ${map.columns * map.rows} spots differ from the command line's map`);
  assert.ok(kinds.has(0) && kinds.size >= 2, 'the ruins hide some spots and not others');
  const shot = decodePng(await page.screenshot());
  await screenshot(name);
  // The same board without the map, for what lies under each colour.
  await clickWidget(page, 'sight-map:0');
  await waitFor(page, (st) => st.sight.map.mode === 0, 'the map off');
  await frames(page, 2);
  const bare = decodePng(await page.screenshot());
  for (const [kind, spot] of kinds) {
    const at = toScreen(s, spot.x, spot.y), px = Math.round(at.x), py = Math.round(at.y);
    const pixel = shot.pixel(px, py), board = bare.pixel(px, py);
    assert.equal(nearestLegend(pixel, board), kind, `spot ${spot.x},${spot.y} (code ${spot.code}) drawn as ${pixel} over ${board}`);
  }
  await clickWidget(page, `sight-map:${reverse ? 2 : 1}`);
  await waitFor(page, (st) => st.sight.map.mode === (reverse ? 2 : 1) && st.sight.map.current, 'the map back', 60000);
}

export const tests = [
  {
    name: 'the heat map follows the observer dragged by mouse and finger, and matches the command line\'s map',
    context: { hasTouch: true },
    timeout: 180000,  // the map is redrawn a band per frame: many frames on a loaded software renderer
    async run({ page, url, context, screenshot }) {
      assert.ok(fs.existsSync(cli), `the native command line is built at ${cli}`);
      await openApp(page, url);
      await chooseSystem(page, 'wh40k10');
      for (let i = 0; i < 4; i++) await addPiece(page, 'ruins');

      // The same setup for the command line, exported the way a player would.
      await openTab(page, 'saves');
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'battleboard-sight-map-'));
      const [file] = await Promise.all([page.waitForEvent('download'), clickWidget(page, 'export-file')]);
      const setupFile = path.join(folder, 'setup.battleboard.json');
      await file.saveAs(setupFile);

      await openTab(page, 'sight');
      let s = await state(page);
      await watchFrames(page);
      let from;
      await clickWidget(page, 'sight-map:1');
      s = await waitFor(page, (st) => st.sight.map.mode === 1 && st.sight.map.current, 'the heat map', 60000);
      const drawnBefore = s.sight.map.drawn;

      // The mouse drags the observer toward a near corner, across the ruins' shadows; the map follows.
      await resetGaps(page);
      from = s.sight.observer;
      await dragMouse(page, toScreen(s, from.x, from.y), toScreen(s, 8, 8), 6);
      s = await waitFor(page, (st) => Math.hypot(st.sight.observer.x - 8, st.sight.observer.y - 8) < 0.3 &&
        st.sight.map.current, 'the observer moved and its map drawn', 60000);
      const mouseGaps = await gaps(page);
      const mouseMapMs = s.sight.map.longest_frame_ms;
      assert.ok(s.sight.map.drawn > drawnBefore, 'the map was redrawn for the dragged observer');
      // Frame times are measured and printed, never asserted (a loaded machine); what is checked is that a map
      // is asked a band of rows at a time, so a frame can stop between bands (how many frames it then takes
      // depends on the machine: on a quiet one a whole map fits in one frame's share).
      const bandFrames = s.sight.map.frames;
      assert.ok(s.sight.map.bands > 1, `the map was drawn in ${s.sight.map.bands} band(s)`);
      await compareWithCli(page, setupFile, screenshot, 'after-mouse');

      // A finger drags it to the far side of the board.
      await resetGaps(page);
      from = s.sight.observer;
      await dragFinger(page, context, toScreen(s, from.x, from.y), toScreen(s, 50, 36), 6);
      s = await waitFor(page, (st) => Math.hypot(st.sight.observer.x - 50, st.sight.observer.y - 36) < 0.3 &&
        st.sight.map.current, 'the observer moved by finger and its map drawn', 60000);
      const fingerGaps = await gaps(page);
      const fingerMapMs = s.sight.map.longest_frame_ms;
      await compareWithCli(page, setupFile, screenshot, 'after-finger');
      // The reverse map: every spot from which the target can be seen.
      await clickWidget(page, 'sight-map:2');
      await waitFor(page, (st) => st.sight.map.mode === 2 && st.sight.map.current, 'the reverse map', 60000);
      await compareWithCli(page, setupFile, screenshot, 'who-sees-target', true);
      // What one poll of the state hook (as waitFor and frames make between drag steps) costs the page.
      const pollMs = await page.evaluate(() => {
        const t = performance.now();
        window.battleboard.state();
        return performance.now() - t;
      });
      await page.evaluate(() => {
        cancelAnimationFrame(window.frameGapsHandle);
        window.Module.preMainLoop = window.Module.postMainLoop = undefined;
      });
      fs.rmSync(folder, { recursive: true });
      console.log(`    longest frame gap while dragging with the map on: mouse ${describeGaps(mouseGaps, mouseMapMs)}, ` +
        `finger ${describeGaps(fingerGaps, fingerMapMs)}; ${s.sight.map.drawn} maps drawn, one over ${bandFrames} ` +
        `frame(s); one poll of the test's state hook ${pollMs.toFixed(0)} ms`);
    },
  },
  {
    name: 'raising the observer 6" in a ruin gives plunging fire, and the heat map is asked again for it',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wh40k10');
      const ruin = await addPiece(page, 'ruins');
      await openTab(page, 'sight');
      await clickWidget(page, 'sight-map:1');
      let s = await waitFor(page, (st) => st.sight.map.mode === 1 && st.sight.map.current, 'the heat map', 60000);
      const from = s.sight.observer;
      await dragMouse(page, toScreen(s, from.x, from.y), toScreen(s, ruin.x, ruin.y));
      s = await waitFor(page, (st) => Math.hypot(st.sight.observer.x - ruin.x, st.sight.observer.y - ruin.y) < 0.3, 'the observer in the ruin');
      assert.equal(s.sight.visibility, 0, 'wholly within a ruin it sees out');
      assert.ok(!s.sight.reasons.some((r) => /Plunging/.test(r.text)), 'not at ground level');
      const drawn = s.sight.map.drawn;
      for (let i = 0; i < 6; i++) await clickWidget(page, 'sight-up:observer:plus');
      s = await waitFor(page, (st) => st.sight.observer.elevation === 6, 'the observer 6" up');
      assert.ok(s.sight.reasons.some((r) => /Plunging fire/.test(r.text)), JSON.stringify(s.sight.reasons));
      assert.ok(s.sight.map.drawn > drawn, 'the map is asked again for the raised observer');
      await screenshot('plunging-fire');
    },
  },
];

// The Sight tab's heat map on a 40K board with ruins: an observer dragged across the board with the mouse
// redraws the map live; the colours under known spots and every spot's verdict match the command line's map
// of the same scene; a tap on the board puts the target there for its full verdict. Frame times while dragging
// are read from requestAnimationFrame timestamps and printed (not asserted: no timing assertions in tests).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePng } from './lib/png.mjs';
import { addPiece, chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, press, state, toScreen, waitFor } from './lib/app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'build/native/cli/battleboard');
const plugins = path.join(root, 'build/native/plugins');

// The legend colours (core/src/rules/sight_map.cpp) drawn at alpha 150 over the board's felt.
const felt = [62, 92, 58];
const legend = { hidden: [120, 20, 40], partly: [235, 125, 35], cover: [240, 200, 40], open: [50, 165, 80] };
const over = (c) => c.map((v, i) => Math.round((v * 150 + felt[i] * 105) / 255));
const nearest = (pixel) => Object.entries(legend)
  .map(([name, c]) => [name, over(c).reduce((sum, v, i) => sum + (v - pixel[i]) ** 2, 0)])
  .sort((a, b) => a[1] - b[1])[0][0];
const classOf = (code) => ((code & 3) === 2 ? 'hidden' : (code >> 2) ? 'cover' : (code & 3) === 1 ? 'partly' : 'open');

// The state's map: two hex digits a spot, rows from the board's y = 0 edge.
const spotOf = (map, x, y) => {
  const c = Math.floor(x / map.spacing), r = Math.floor(y / map.spacing);
  return parseInt(map.spots.substr((r * map.columns + c) * 2, 2), 16);
};

// The same scene as a setup file (ruins are rectangles), mapped by the command line.
function cliMap(s) {
  const setup = {
    format: 'battleboard-setup', version: 1, system: s.system, rules_edition: s.edition, battleplan: '',
    board: { width: s.board.width, depth: s.board.depth },
    pieces: s.pieces.map((p) => ({
      id: p.id, kind: p.kind, label: p.label, x: p.x, y: p.y, rotation: p.rotation, height: 5, levels: 1,
      footprint: [[-p.width / 2, -p.depth / 2], [p.width / 2, -p.depth / 2], [p.width / 2, p.depth / 2], [-p.width / 2, p.depth / 2]],
    })),
    objectives: [], territories: [],
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bb-sight-')), 'setup.battleboard.json');
  fs.writeFileSync(file, JSON.stringify(setup));
  const { observer } = s.sight;
  const out = execFileSync(cli, ['sight', file, '--observer', `${observer.x},${observer.y},${observer.base}`, '--map',
    '--target-base', String(s.sight.target.base * 25.4), '--json', '--plugins', plugins], { encoding: 'utf8' });
  return JSON.parse(out);
}

export const tests = [
  {
    name: 'the heat map follows a dragged observer and matches the command line spot for spot',
    timeout: 180000,
    async run({ page, url, screenshot }) {
      assert.ok(fs.existsSync(cli), 'build the native command line first (' + cli + ')');
      await openApp(page, url);
      await chooseSystem(page, 'wh40k10');
      const ruins = [await addPiece(page, 'ruins'), await addPiece(page, 'ruins')];
      await openTab(page, 'sight');
      await waitFor(page, (st) => st.sight.showing && st.sight.distance > 0, 'the sight tool');
      await clickWidget(page, 'sight-map:1');
      let s = await waitFor(page, (st) => st.sight.map.columns > 0, 'the heat map');
      assert.equal(s.sight.map.columns, s.board.width / 0.25);
      assert.equal(s.sight.map.error, '');
      await screenshot('map');

      // Frame timestamps while the observer is dragged up the board, then down past the ruins.
      await page.evaluate(() => {
        window.__frames = [];
        const tick = (t) => { window.__frames.push(t); requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
      });
      const drawn = s.sight.map.drawn;
      const start = { x: s.sight.observer.x, y: s.sight.observer.y };
      await dragMouse(page, toScreen(s, start.x, start.y), toScreen(s, start.x, s.board.depth - 6), 20);
      s = await state(page);
      await dragMouse(page, toScreen(s, s.sight.observer.x, s.sight.observer.y), toScreen(s, start.x + 2, 8), 20);
      s = await waitFor(page, (st) => Math.abs(st.sight.observer.y - 8) < 0.3, 'the observer moved');
      const times = await page.evaluate(() => window.__frames);
      const gaps = times.slice(1).map((t, i) => t - times[i]);
      console.log(`sight-map drag: ${gaps.length} frames, longest ${Math.max(...gaps).toFixed(1)} ms, ` +
        `median ${gaps.sort((a, b) => a - b)[gaps.length >> 1].toFixed(1)} ms, maps drawn ${s.sight.map.drawn - drawn}`);
      assert.ok(s.sight.map.drawn - drawn >= 10, 'the map was redrawn while the observer moved');
      await frames(page, 3);
      s = await state(page);
      await screenshot('dragged');

      // Every spot as the command line classifies it for the same scene and observer.
      const expected = cliMap(s);
      assert.equal(expected.columns, s.sight.map.columns);
      let differ = 0;
      for (let r = 0; r < expected.rows; r++)
        for (let c = 0; c < expected.columns; c++)
          differ += expected.spots[r][c] !== parseInt(s.sight.map.spots.substr((r * expected.columns + c) * 2, 2), 16);
      assert.equal(differ, 0, 'spots differing from the command line');

      // Colours under known spots: on the felt beyond each ruin from the observer (hidden), and in the open.
      const shot = decodePng(await page.screenshot());
      const { observer } = s.sight;
      const known = [];
      for (const ruin of ruins) {
        const dx = ruin.x - observer.x, dy = ruin.y - observer.y, d = Math.hypot(dx, dy);
        const beyond = { x: ruin.x + dx / d * (Math.max(ruin.width, ruin.depth) / 2 + 2.4), y: ruin.y + dy / d * (Math.max(ruin.width, ruin.depth) / 2 + 2.4) };
        known.push(beyond);
      }
      known.push({ x: observer.x + 0.4, y: 2.4 }, { x: 2.4, y: observer.y + 0.4 });
      let checked = 0;
      for (const spot of known) {
        if (spot.x < 1 || spot.y < 1 || spot.x > s.board.width - 1 || spot.y > s.board.depth - 1) continue;
        if (s.pieces.some((p) => Math.abs(spot.x - p.x) < p.width / 2 + 1 && Math.abs(spot.y - p.y) < p.depth / 2 + 1)) continue;
        const x = Math.floor(spot.x) + 0.375, y = Math.floor(spot.y) + 0.375;  // off the inch grid lines
        const code = expected.spots[Math.floor(y / 0.25)][Math.floor(x / 0.25)];
        const at = toScreen(s, x, y);
        const pixel = shot.pixel(Math.round(at.x), Math.round(at.y));
        assert.equal(nearest(pixel), classOf(code), `colour at ${x},${y}: ${pixel} for code ${code}`);
        checked++;
      }
      assert.ok(checked >= 2, 'known spots checked: ' + checked);
      assert.ok(expected.spots.flat().some((c) => (c & 3) === 2), 'some spot is hidden behind a ruin');

      // A tap on the board puts the target there and reads out its full verdict.
      const tapAt = { x: ruins[0].x, y: ruins[0].y };
      const to = toScreen(s, tapAt.x, tapAt.y);
      await press(page, to.x, to.y);
      s = await waitFor(page, (st) => Math.hypot(st.sight.target.x - tapAt.x, st.sight.target.y - tapAt.y) < 0.3, 'the tapped target');
      assert.equal(s.sight.inCover, true, JSON.stringify(s.sight.reasons));
      assert.equal(classOf(spotOf(s.sight.map, tapAt.x, tapAt.y)), 'cover');
      await screenshot('tapped');

      // The reverse: the spots from which the target can be seen.
      await clickWidget(page, 'sight-map:2');
      s = await waitFor(page, (st) => st.sight.map.mode === 2 && st.sight.map.columns > 0, 'the reverse map');
      assert.ok(s.sight.map.spots.length > 0);
      await screenshot('reverse');
    },
  },
];

// Deployment zones drawn by the players: on 40K's custom map a zone is drawn corner by corner with the mouse and
// a finger, a crossed outline is refused, a corner is dragged, the zone is renamed, and it all survives a reload.
import assert from 'node:assert/strict';
import { decodePng } from './lib/png.mjs';
import {
  chooseSystem, clickWidget, dragMouse, frames, openApp, press, tapWidget, toScreen, typeInto, waitFor,
} from './lib/app.mjs';

const zoneBlue = ([r, g, b]) => b > 170 && b > g + 30 && r < 150;
const near = (a, b) => Math.abs(a - b) < 0.01;

export const tests = [
  {
    name: 'a zone drawn corner by corner on the custom map, reshaped by a corner, renamed, kept over a reload',
    context: { hasTouch: true },
    async run({ page, context, url, screenshot }) {
      await openApp(page, url);
      await waitFor(page, (s) => s.saves && s.saves.ready, 'the saves to be read');
      await chooseSystem(page, 'wh40k10');
      await tapWidget(page, 'battleplan');
      await clickWidget(page, 'battleplan:custom');
      let s = await waitFor(page, (st) => st.battleplan === 'custom', 'the custom map');
      assert.equal(s.territories.length, 0, 'the custom map starts with no zones');

      // Three corners with the mouse, the fourth with a finger, then one that would cross the outline.
      await tapWidget(page, 'zone-draw');
      s = await waitFor(page, (st) => st.zones.drawing, 'drawing');
      const corners = [[0, 0], [60, 0], [60, 12.1], [0, 12]];  // 12.1 is a pixel or two off the 12" line
      for (const [x, y] of corners.slice(0, 3)) await press(page, toScreen(s, x, y).x, toScreen(s, x, y).y);
      const client = await context.newCDPSession(page);
      const finger = toScreen(s, ...corners[3]);
      await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...finger, id: 1 }] });
      await frames(page, 2);
      await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      s = await waitFor(page, (st) => st.zones.draft === 4, 'four corners');
      await press(page, toScreen(s, 30, 20).x, toScreen(s, 30, 20).y);
      await waitFor(page, (st) => st.zones.draft === 5, 'a fifth corner');
      await screenshot('drawing');
      await tapWidget(page, 'zone-finish');
      s = await waitFor(page, (st) => st.zones.message !== '', 'the refusal');
      assert.match(s.zones.message, /crosses itself/);
      assert.equal(s.territories.length, 0, 'nothing was added');
      await tapWidget(page, 'zone-undo');
      await tapWidget(page, 'zone-finish');
      s = await waitFor(page, (st) => st.territories.length === 1, 'the new zone');
      assert.equal(s.zones.drawing, false);
      const zone = s.territories[0];
      assert.equal(zone.name, 'Zone 1');
      // Taps land on the nearest half inch.
      assert.deepEqual(zone.points, [[0, 0], [60, 0], [60, 12], [0, 12]]);

      // Corner handles appear in the zones' colour; one is dragged out to a 9" deep zone on that side.
      await tapWidget(page, 'zone-edit');
      s = await waitFor(page, (st) => st.zones.editing, 'corner editing');
      await frames(page, 2);
      const handle = toScreen(s, 30, 12);  // no handle here yet: the top edge's middle is not a corner
      const corner = toScreen(s, 60, 12);
      const image = decodePng(await page.screenshot());
      assert.ok(zoneBlue(image.pixel(Math.round(corner.x - 3), Math.round(corner.y + 3))), 'a handle on the corner');
      assert.ok(!zoneBlue(image.pixel(Math.round(handle.x), Math.round(handle.y) + 6)), 'no handle off a corner');
      await dragMouse(page, corner, toScreen(s, 60, 9));
      s = await waitFor(page, (st) => near(st.territories[0].points[2][1], 9), 'the corner moved');
      assert.deepEqual(s.territories[0].points[2], [60, 9]);
      assert.equal(s.pieces.length, 0, 'dragging a corner adds or moves no piece');

      await typeInto(page, 'zone-name:0', 'Attacker');
      s = await waitFor(page, (st) => st.territories[0].name === 'Attacker', 'the new name');
      await screenshot('reshaped');

      await page.reload();
      s = await waitFor(page, (st) => st.system === 'wh40k10' && st.territories && st.territories.length === 1,
        'the zone back after a reload');
      assert.equal(s.territories[0].name, 'Attacker');
      assert.deepEqual(s.territories[0].points, [[0, 0], [60, 0], [60, 9], [0, 12]]);

      // Removing it leaves the map empty again. A map with zones starts with their list folded.
      await tapWidget(page, 'zones');
      await tapWidget(page, 'zone-remove:0');
      await waitFor(page, (st) => st.territories.length === 0, 'the zone removed');
    },
  },
];

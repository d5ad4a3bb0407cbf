// The 40K panels: a 7th edition fortification bought with upgrades, an obstacle section and its 6" range, the
// Building Damage Table rolled and kept on the building; 10th edition deployment maps and the cover calculator.
import assert from 'node:assert/strict';
import { decodePng } from './lib/png.mjs';
import {
  addPiece, chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, pressKey, revealWidget, state, tapWidget, toScreen,
  typeInto, waitFor,
} from './lib/app.mjs';

const piece = (s, id) => s.pieces.find((p) => p.id === id);
const fort = (key) => 'panel:fortification:' + key;
const breaches = (s, rule) => s.findings.filter((f) => f.breach && f.rule === rule);

// Buildings come last in the catalogue: filter it down to them first.
async function addBuilding(page, kind) {
  // A tab bar drawn for the first time settles its tabs' places a frame late: click until the tab is open.
  for (let i = 0; i < 5 && !(await state(page)).widgets['catalogue-filter']; i++) {
    await openTab(page, 'terrain');
    await frames(page, 2);
  }
  await typeInto(page, 'catalogue-filter', 'building');
  return addPiece(page, kind);
}

const red = ([r, g, b]) => r > 180 && g < 110 && b < 100;
const halo = ([r, g, b]) => r > 180 && g > 140 && b < 110;

// Whether any pixel on a short line across a point has the colour.
function colourAcross(image, at, vertical, colour) {
  for (let d = -8; d <= 8; d++) if (colour(vertical ? image.pixel(at.x, at.y + d) : image.pixel(at.x + d, at.y))) return true;
  return false;
}
const redAcross = (image, at, vertical) => colourAcross(image, at, vertical, red);

// Whether any pixel on a short line across a point is a deployment zone's blue edge.
function blueAcross(image, at, vertical) {
  for (let d = -4; d <= 4; d++) {
    const [r, g, b] = vertical ? image.pixel(at.x, at.y + d) : image.pixel(at.x + d, at.y);
    if (b > 170 && b > g + 30 && r < 150) return true;
  }
  return false;
}

const gold = ([r, g, b]) => r > 150 && g > 120 && b < 100;

async function chooseMap(page, id, objectives) {
  await tapWidget(page, 'battleplan');
  await clickWidget(page, 'battleplan:' + id);
  return waitFor(page, (st) => st.battleplan === id && st.objectives.length === objectives, `the ${id} map`);
}

// The Building Damage Table's results by total after modifiers, as the rules print them.
function damageResult(total) {
  if (total <= 1) return 'Breach!';
  return ['Tremor', 'Partial Collapse', 'Structural Collapse', 'Catastrophic Breach', 'Total Collapse'][total - 2] ?? 'Detonation!';
}

export const tests = [
  {
    name: 'a 7th edition building buys upgrades in its slots, each with its rules',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wh40k7');
      const building = await addBuilding(page, 'building-medium');
      await openTab(page, 'selection');
      // The fortification's panel is the plugin's own, drawn by the app's generic renderer.
      await tapWidget(page, fort('upgrades:ammo-store'));
      await waitFor(page, (st) => piece(st, building.id).attributes.upgrades === 'ammo-store', 'Ammo Store bought');
      await tapWidget(page, fort('upgrades:void-shield'));
      let s = await waitFor(page, (st) => st.values[fort('bill')] === '40', 'Ammo Store 15 + Void Shield 25');
      assert.equal(piece(s, building.id).attributes.upgrades, 'ammo-store,void-shield');
      assert.equal(s.values[fort('slots')], 'Building upgrades: 2 of 2 slots used');
      assert.equal(s.values[fort('findings')], undefined);
      await screenshot('two-upgrades');

      // A medium building has two slots: a third upgrade is reported, by the panel and by the setup check.
      await tapWidget(page, fort('upgrades:searchlights'));
      s = await waitFor(page, (st) => st.values[fort('slots')] === 'Building upgrades: 3 of 2 slots used',
        'three upgrades in two slots');
      assert.equal(s.values[fort('bill')], '45');
      assert.match(s.values[fort('findings')], /has 3 building upgrades; its size allows 2/);
      await frames(page, 3);
      assert.equal(breaches(await state(page), 'wh40k7/upgrade-slots').length, 1);
      await screenshot('too-many-upgrades');
      await tapWidget(page, fort('upgrades:searchlights'));
      s = await waitFor(page, (st) => st.values[fort('slots')] === 'Building upgrades: 2 of 2 slots used' &&
        st.findings.every((f) => !f.breach), 'back to two');

      // The Void Shield bought above can be restored.
      await tapWidget(page, 'panel:damage:void-shield');
      s = await waitFor(page, (st) => piece(st, building.id).rolls.some((r) => r.table === 'void-shield-restore'), 'a void shield roll');
      const restore = piece(s, building.id).rolls.find((r) => r.table === 'void-shield-restore');
      await waitFor(page, (st) => st.values['panel:damage:void-shield'] ===
        `Rolled ${restore.total}: ${restore.total >= 5 ? 'Restored' : 'Still down'}`, 'its result shown');
    },
  },
  {
    name: 'an obstacle section bought for a fortification must stand wholly within 6" of it',
    timeout: 240000,  // many steps, each a round trip through the plugin
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wh40k7');
      const building = await addBuilding(page, 'building-medium');
      await openTab(page, 'selection');
      // An obstacle section is set up beside the building, bought for it, and priced.
      await tapWidget(page, fort('add-section:tanglewire'));
      let s = await waitFor(page, (st) => st.pieces.length === 2 && st.values[fort('bill')] === '5', 'a section');
      const section = s.pieces[1];
      assert.equal(section.kind, 'tanglewire');
      assert.equal(section.attributes['bought-for'], String(building.id));
      assert.equal(s.selected, building.id, 'the building stays selected');
      assert.ok(s.findings.every((f) => !f.breach), 'set up wholly within 6"');
      await frames(page, 3);
      // The selected fortification shows its 6" range: the ring's edge runs 6" below the building.
      let image = decodePng(await page.screenshot());
      const ring = toScreen(s, building.x + 1, building.y - 3 - 6);
      assert.ok(colourAcross(image, ring, true, halo), 'the 6" ring in yellow');
      await screenshot('section');

      // Dragged 8" away it breaks the 6" rule: both pieces are outlined in red.
      const from = toScreen(s, section.x, section.y);
      const away = { x: from.x, y: from.y + 8 * s.view.pixelsPerInch };
      await dragMouse(page, from, away);
      s = await waitFor(page, (st) => breaches(st, 'wh40k7/obstacle-distance').length === 1, 'the range breach');
      assert.equal(s.selected, section.id);
      assert.deepEqual(breaches(s, 'wh40k7/obstacle-distance')[0].pieces.sort(), [building.id, section.id].sort());
      s = await waitFor(page, (st) => /it must be wholly within 6/.test(st.values['panel:bought:breaches'] ?? ''),
        'the section\'s panel names the breach');
      await frames(page, 3);
      image = decodePng(await page.screenshot());
      assert.ok(colourAcross(image, ring, true, red), 'the ring turns red');
      const moved = piece(s, section.id);
      assert.ok(redAcross(image, toScreen(s, moved.x - 2, moved.y + 0.5), true), 'breach red round the section');
      assert.ok(redAcross(image, toScreen(s, building.x, building.y - 3), true), 'breach red round the building');
      await screenshot('section-too-far');

      await dragMouse(page, away, from);
      s = await waitFor(page, (st) => st.findings.every((f) => !f.breach), 'legal again');
      await frames(page, 3);
      image = decodePng(await page.screenshot());
      const back = piece(s, section.id);
      assert.ok(!redAcross(image, toScreen(s, back.x - 2, back.y + 0.5), true), 'no red once back in range');

      // The section on the table is 7" long: longer than a section may be. Back to 6" it is legal again.
      const length = back.width >= back.depth ? 'piece:width' : 'piece:depth';
      await typeInto(page, length, '7');
      s = await waitFor(page, (st) => breaches(st, 'wh40k7/obstacle-length').length === 1, 'the length breach');
      assert.match(breaches(s, 'wh40k7/obstacle-length')[0].message, /is 7(\.0+)?" long/);
      await typeInto(page, length, '6');
      await waitFor(page, (st) => st.findings.every((f) => !f.breach), 'a 6" section is legal');

      // One Battlement & Battlefield upgrade: a gun emplacement on the roof, priced by the weapon chosen for it.
      await tapWidget(page, 'panel:bought:select-fortification');
      await waitFor(page, (st) => st.selected === building.id, 'the building selected from its section');
      await tapWidget(page, fort('battlement:gun-emplacement:quad-gun'));
      s = await waitFor(page, (st) => st.values[fort('bill')] === '55', 'Tanglewire 5 + Quad-gun 50');
      const gun = s.pieces.find((p) => p.kind === 'gun-emplacement');
      assert.deepEqual(gun.attributes, { 'bought-for': String(building.id), weapon: 'quad-gun' });
      assert.ok(Math.abs(gun.x - building.x) < 4 && Math.abs(gun.y - building.y) < 3, 'on the battlements');
      assert.ok(s.findings.every((f) => !f.breach));
      await tapWidget(page, fort('battlement:gun-emplacement:icarus-lascannon'));
      s = await waitFor(page, (st) => st.values[fort('bill')] === '40', 'Tanglewire 5 + Icarus Lascannon 35');
      assert.equal(s.pieces.filter((p) => p.kind === 'gun-emplacement').length, 1, 'the same emplacement, re-armed');
      assert.equal(piece(s, gun.id).attributes.weapon, 'icarus-lascannon');
      await screenshot('gun-emplacement');

    },
  },
  {
    name: 'rolls on the building damage table are kept on the building until it falls',
    timeout: 240000,  // many steps, each a round trip through the plugin
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wh40k7');
      let detonated = false;
      for (let building = 0; building < 15 && !detonated; building++) {
        const placed = await addBuilding(page, 'building-small');
        await openTab(page, 'selection');
        await tapWidget(page, 'panel:damage:modifier:+2');
        await waitFor(page, (st) => st.values['panel:damage:modifier'] === '+2', 'the +2 table chosen');
        let lost = 0;
        for (;;) {
          const before = piece(await state(page), placed.id).rolls.length;
          await tapWidget(page, 'panel:damage:roll');
          await waitFor(page, (st) => piece(st, placed.id).rolls.length > before, 'a damage roll kept on the building');
          await frames(page, 2);  // the plugin's panel redrawn with the roll
          const s = await state(page);
          const now = piece(s, placed.id);
          const [roll, d3] = now.rolls.slice(before);
          assert.equal(roll.table, 'building-damage-plus-2');
          assert.ok(roll.total >= 3 && roll.total <= 8, `D6+2 gave ${roll.total}`);
          assert.ok(s.values['panel:damage:result'].startsWith(`Rolled ${roll.total} (D6+2): ${damageResult(roll.total)}`),
            s.values['panel:damage:result']);
          if (roll.total === 5) {
            assert.equal(d3.table, 'building-armour-loss');
            lost += d3.total;
          } else {
            assert.equal(d3, undefined, 'only a Catastrophic Breach rolls again');
          }
          assert.equal(s.values['panel:damage:armour-lost'], `Armour Value lost: ${lost}`);
          assert.equal(now.attributes['armour-lost'] ?? '0', String(lost));
          const expected = roll.total === 6 ? 'ruins' : roll.total >= 7 ? 'wreckage' : 'standing';
          assert.equal(s.values['panel:damage:state'].toLowerCase(), expected);
          assert.equal(now.attributes.state ?? 'standing', expected);
          if (expected === 'standing') continue;
          assert.equal(s.widgets['panel:damage:roll'], undefined, 'no more rolls once destroyed');
          await screenshot(expected);
          if (expected === 'wreckage') {
            detonated = true;
            // The choice is kept on the piece, so a reload or a shared link still offers it.
            assert.equal(now.attributes['replace-with'], 'wreckage-and-rubble,impact-crater');
            await tapWidget(page, 'panel:damage:replace:impact-crater');
            const after = await waitFor(page, (st) => piece(st, placed.id).kind === 'impact-crater', 'a crater in its place');
            const crater = piece(after, placed.id);
            assert.deepEqual([crater.x, crater.y], [placed.x, placed.y]);
            assert.ok(Math.abs(crater.width - placed.width) < 0.01 && Math.abs(crater.depth - placed.depth) < 0.01,
              'about the size of the building');
            assert.deepEqual(crater.attributes, {});
            await screenshot('crater');
          } else {
            await pressKey(page, 'Delete');
            await waitFor(page, (st) => !piece(st, placed.id), 'the ruins cleared away');
          }
          break;
        }
      }
      assert.ok(detonated, 'a Detonation! in 15 buildings');
    },
  },
  {
    name: 'a 10th edition deployment map draws its zones and objectives, and the cover calculator answers',
    timeout: 240000,  // many steps, each a round trip through the plugin
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      let s = await chooseSystem(page, 'wh40k10');
      assert.deepEqual(s.board, { width: 60, depth: 44 });
      s = await chooseMap(page, 'hammer-and-anvil', 5);
      assert.deepEqual(s.objectives.map((o) => [o.x, o.y]), [[30, 22], [30, 6], [30, 38], [10, 22], [50, 22]]);
      assert.equal(s.objectives[0].label, 'Centre');
      await frames(page, 3);
      let image = decodePng(await page.screenshot());
      // Zones 18" deep along the short edges: their inner edges are drawn, the middle of the table is not.
      assert.ok(blueAcross(image, toScreen(s, 18, 30), false), 'zone A edge at 18"');
      assert.ok(blueAcross(image, toScreen(s, 42, 14), false), 'zone B edge at 42"');
      assert.ok(!blueAcross(image, toScreen(s, 30, 30), false), 'no zone edge across the middle');
      for (const o of s.objectives) {
        const at = toScreen(s, o.x, o.y - 0.55);  // below its label
        assert.ok(gold(image.pixel(at.x, at.y)), `objective marker at (${o.x}, ${o.y})`);
      }
      await screenshot('hammer-and-anvil');

      s = await chooseMap(page, 'dawn-of-war', 5);
      await frames(page, 3);
      image = decodePng(await page.screenshot());
      assert.ok(blueAcross(image, toScreen(s, 45, 10), true), 'zone A edge 10" in');
      assert.ok(blueAcross(image, toScreen(s, 45, 34), true), 'zone B edge 10" from the far edge');
      assert.ok(!blueAcross(image, toScreen(s, 18, 30), false), 'the old map is gone');

      // The custom map starts empty; players place the objectives their mission card asks for.
      s = await chooseMap(page, 'custom', 0);
      await openTab(page, 'terrain');
      await clickWidget(page, 'add-objective');
      s = await waitFor(page, (st) => st.objectives.length === 1, 'an objective on the custom map');
      await screenshot('custom');

      // Am I in cover? Save 3+ against AP 0 gets nothing from cover; against AP -1 it does. The calculator is
      // the plugin's own panel: steppers for the numbers, toggles, and its verdict worded by the plugin.
      await openTab(page, 'battle');
      const calc = (key) => 'panel:cover-save:' + key;
      const why = (st) => st.values[calc('why')] ?? '';
      const needed = (st) => st.values[calc('needed')];
      s = await waitFor(page, (st) => st.values[calc('save')] === '3' && st.values[calc('ap')] === '0', 'Save 3+, AP 0');
      await tapWidget(page, calc('cover'));
      s = await waitFor(page, (st) => /No Benefit of Cover/.test(why(st)), 'cover refused');
      assert.equal(needed(s), 'Saves on a 3+');
      await tapWidget(page, calc('ap:minus'));
      s = await waitFor(page, (st) => /Benefit of Cover: \+1 makes it 3\+/.test(why(st)), 'cover');
      assert.equal(needed(s), 'Saves on a 3+');
      await tapWidget(page, calc('save:plus'));
      await waitFor(page, (st) => st.values[calc('save')] === '4', 'Save 4+');
      await tapWidget(page, calc('ap:minus'));
      s = await waitFor(page, (st) => why(st).includes('armour save 6+'), 'Save 4+ against AP -2');
      assert.equal(needed(s), 'Saves on a 5+');
      // An invulnerable save is used when better, and cover never improves it.
      await tapWidget(page, calc('has-invulnerable'));
      s = await waitFor(page, (st) => st.values[calc('invulnerable')] === '4' && needed(st) === 'Saves on a 4+',
        'the invulnerable save');
      assert.match(why(s), /invulnerable save is better/);
      await revealWidget(page, calc('cover'));  // the verdict sits below it
      await screenshot('save-calculator');
      await tapWidget(page, calc('has-invulnerable'));
      await waitFor(page, (st) => st.values[calc('invulnerable')] === undefined, 'no invulnerable save');
      await tapWidget(page, calc('save:plus'));
      await waitFor(page, (st) => st.values[calc('save')] === '5', 'Save 5+');
      await tapWidget(page, calc('save:plus'));
      await waitFor(page, (st) => st.values[calc('save')] === '6', 'Save 6+');
      await tapWidget(page, calc('ap:minus'));
      s = await waitFor(page, (st) => needed(st) === 'No save possible', 'no save at all');
      assert.match(why(s), /leaves no armour save/);
    },
  },
];

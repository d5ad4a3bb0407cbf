// Warhammer Fantasy Battle 8th and The Old World in the app: rolling on a named example's tables from the
// piece, and the building panel the two plugins share (the occupiable agreement, occupant, shooters and the
// assault helper), drawn by the app's generic panel renderer.
import assert from 'node:assert/strict';
import {
  chooseSystem, clickWidget, openApp, openTab, pressKey, revealWidget, state, tapWidget, typeInto, waitFor,
} from './lib/app.mjs';

// Types into the catalogue filter, adds the one entry asked for and shows its rules.
async function addFiltered(page, filter, kind) {
  await openTab(page, 'terrain');
  await typeInto(page, 'catalogue-filter', filter);
  const s = await waitFor(page, (st) => st.widgets['add:' + kind], `${kind} in the filtered catalogue`);
  const before = s.pieces.length;
  await clickWidget(page, 'add:' + kind);
  const added = await waitFor(page, (st) => st.pieces.length === before + 1, `a new ${kind}`);
  await openTab(page, 'selection');
  return added.pieces[added.pieces.length - 1];
}

async function rollOn(page, table, pieceIndex = 0) {
  const count = (await state(page)).pieces[pieceIndex].rolls.length;
  await tapWidget(page, 'roll:' + table);
  return waitFor(page, (st) => st.pieces[pieceIndex].rolls.length > count, `a roll on ${table} kept on the piece`);
}

// The building panel is the plugin's own, drawn by the app's generic renderer: a choice is a row per option.
async function pick(page, choice, option) {
  await tapWidget(page, `${choice}:${option}`);
  await waitFor(page, (st) => st.values[choice] === option, `${option} chosen`);
}

// Types into a text field of a plugin's panel and finishes with Enter, which sends it to the plugin.
async function enter(page, key, text) {
  await typeInto(page, key, text);
  await pressKey(page, 'Enter');
  await waitFor(page, (st) => st.values[key] === text, `${key} to read ${text}`);
}

// What the panel shows under `key` (noted for the state hook each frame it is drawn).
const text = async (page, key) => (await waitFor(page, (st) => st.values[key] !== undefined, `value ${key}`)).values[key];

// Waits until the panel shows `expected` under `key`.
async function shows(page, key, expected) {
  await waitFor(page, (st) => st.values[key] === expected, `${key} to read ${JSON.stringify(expected)}`).catch(
    async () => assert.equal((await state(page)).values[key], expected, key));
}

// The Sorcerous Portal table as the plugin holds it (pinned to the seed by the plugin's own tests).
const portalSpell = (total) => total <= 4 ? 'Soulblight' : total <= 6 ? "Wyssan's Wildform" : total === 7
  ? 'Plague of Rust' : total <= 9 ? 'The Speed of Light' : 'Fireball';

export const tests = [
  {
    name: 'wfb8: a Sorcerous Portal is placed from the catalogue and rolled on, twice',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wfb8');
      await addFiltered(page, 'portal', 'sorcerous-portal');
      let s = await state(page);
      assert.equal(s.widgets['add:sorcerous-portal'], undefined, 'the catalogue is out of sight on the Piece tab');
      assert.deepEqual(s.pieces.map((p) => p.kind), ['sorcerous-portal']);

      s = await rollOn(page, 'sorcerous-portal');
      const first = s.pieces[0].rolls[0];
      assert.equal(first.table, 'sorcerous-portal');
      assert.ok(first.total >= 2 && first.total <= 12, `2D6 made ${first.total}`);
      let shown = await text(page, 'roll-result:sorcerous-portal');
      assert.match(shown, new RegExp(`^Rolled ${first.total} \\(\\d \\+ \\d\\): ${portalSpell(first.total)}`));
      await screenshot('rolled');

      s = await rollOn(page, 'sorcerous-portal');
      assert.equal(s.pieces[0].rolls.length, 2);
      const second = s.pieces[0].rolls[1];
      shown = await text(page, 'roll-result:sorcerous-portal');
      assert.match(shown, new RegExp(`^Rolled ${second.total} .*${portalSpell(second.total)}`), 'the latest roll is shown');
      await screenshot('rolled-again');
    },
  },
  {
    name: 'wfb8: a chained roll (Sinister Statue) shows both steps',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wfb8');
      await addFiltered(page, 'statue', 'sinister-statue');
      // A 1-3 on the statue's gaze rolls again for the hits: half the time, so a few tries find one.
      let s;
      for (let i = 0; i < 30; i++) {
        s = await rollOn(page, 'sinister-statue');
        if (s.pieces[0].rolls.at(-1).table === 'sinister-statue-hits') break;
      }
      const [gaze, hits] = s.pieces[0].rolls.slice(-2);
      assert.equal(gaze.table, 'sinister-statue');
      assert.equal(hits.table, 'sinister-statue-hits');
      const shown = await text(page, 'roll-result:sinister-statue');
      assert.equal(shown, `Rolled ${gaze.total}: Beams of light\nThen rolled ${hits.total}: ${hits.total} Strength 4 hit` +
        (hits.total === 1 ? '' : 's'));
      await screenshot('chained');
    },
  },
  {
    name: 'wfb8: a garrison is recorded on a building, with how many may shoot from its floors',
    timeout: 240000,  // many steps, each a round trip through the plugin
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wfb8');
      await addFiltered(page, 'building', 'building');
      assert.match(await text(page, 'panel:building:status'), /building with 2 floors, Line of Sight value 10\./);

      await pick(page, 'panel:building:occupant-troop-type', 'infantry');
      await enter(page, 'panel:building:occupant-name', 'Altdorf Halberdiers');
      await enter(page, 'panel:building:occupant-models', '20');
      await enter(page, 'panel:building:occupant-unit-strength', '20');
      const s = await waitFor(page, (st) => st.pieces[0].attributes['occupant-unit-strength'] === '20', 'the occupant');
      assert.deepEqual(s.pieces[0].attributes, {
        occupant: 'Altdorf Halberdiers', 'occupant-troop-type': 'infantry', 'occupant-models': '20',
        'occupant-unit-strength': '20',
      });
      await shows(page, 'panel:building:shooters', 'May shoot: 10 of 20 models');  // five per floor on two floors

      // A third floor: five more may shoot, and the Line of Sight value grows.
      await tapWidget(page, 'panel:building:floors:plus');  // from 2 floors to 3
      await shows(page, 'panel:building:shooters', 'May shoot: 15 of 20 models');
      assert.match(await text(page, 'panel:building:status'), /3 floors, Line of Sight value 15\./);
      await revealWidget(page, 'panel:building:shooters');
      await screenshot('garrison');

      // Cavalry may not garrison: the panel and the setup check say so.
      await pick(page, 'panel:building:occupant-troop-type', 'cavalry');
      await shows(page, 'panel:building:occupant-note', 'A cavalry unit is too big to garrison a building: only infantry, ' +
        'war beasts and swarms fit (and war machines where the top floor has room).');
      await waitFor(page, (st) => st.findings.some((f) => f.breach && f.rule === 'wfb8/garrison-troop-type'),
        'a breach in the setup check');
    },
  },
  {
    name: 'wfb8: the assault helper shows who fights on each side and what is lost',
    timeout: 240000,  // many steps, each a round trip through the plugin
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'wfb8');
      await addFiltered(page, 'building', 'building');
      await pick(page, 'panel:building:occupant-troop-type', 'infantry');
      await enter(page, 'panel:building:occupant-models', '20');
      await enter(page, 'panel:building:occupant-unit-strength', '20');
      // Eight knights (Unit Strength 24) assault: an assault party of Unit Strength 10 on each side.
      await pick(page, 'panel:building:assailant-troop-type', 'cavalry');
      await enter(page, 'panel:building:assailant-models', '8');
      await enter(page, 'panel:building:assailant-unit-strength', '24');
      await shows(page, 'panel:building:assailant-fights', 'Assailant: 3 models fight');
      await shows(page, 'panel:building:occupant-fights', 'Inside: 10 models fight');
      await revealWidget(page, 'panel:building:lost');
      await screenshot('assault');
      // Resized to the model on the table, 8" wide: over the 6" x 6" the rules assume, so the panel suggests
      // splitting it into sections.
      await typeInto(page, 'piece:width', '8');
      await shows(page, 'panel:building:widest', 'Widest point 8.00"');
      await shows(page, 'panel:building:status', 'Building: building with 2 floors, Line of Sight value 10.');
      assert.match(await text(page, 'panel:building:advice'),
        /^At 8\.00" across it is not under the 6\.00" x 6\.00" .*sections\.$/);
      assert.ok(Math.abs((await state(page)).pieces[0].width - 8) < 1e-9, 'the footprint is 8" wide');
      await revealWidget(page, 'panel:building:widest');
      await screenshot('multipart');
      // Chariots may not assault at all.
      await pick(page, 'panel:building:assailant-troop-type', 'chariot');
      await shows(page, 'panel:building:assault-note', 'Chariots may not assault a building.');
      // Agreed to be impassable, the building cannot hold the garrison any more.
      await tapWidget(page, 'panel:building:agreement');
      await shows(page, 'panel:building:status', 'Building is treated as impassable terrain, as the players agreed.');
      await waitFor(page, (st) => st.findings.some((f) => f.breach && f.rule === 'wfb8/garrison-in-impassable'),
        'a breach: a garrison in impassable terrain');
      assert.equal((await state(page)).pieces[0].attributes.occupiable, 'no');
    },
  },
  {
    name: 'tow: buildings are occupiable only when agreed; a tower is just wide enough',
    timeout: 240000,  // many steps, each a round trip through the plugin
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'tow');
      const house = await addFiltered(page, 'building', 'building');
      await shows(page, 'panel:building:widest', 'Widest point 6.00" (at least 4" needed)');
      assert.match(await text(page, 'panel:building:status'), /impassable unless the players agree/);
      const sizeFinding = (st, id) => st.findings.find((f) => f.rule === 'tow/occupiable-size' && f.pieces[0] === id);
      let s = await waitFor(page, (st) => sizeFinding(st, house.id), 'the size finding');
      assert.equal(sizeFinding(s, house.id).breach, false);
      await tapWidget(page, 'panel:building:agreement');
      s = await waitFor(page, (st) => st.pieces[0].attributes.occupiable === 'yes', 'the agreement kept on the piece');
      await shows(page, 'panel:building:status', 'Building is 6.00" at its widest point and the players agreed: it is occupiable.');

      // Rules text of the tower is the same; it measures exactly the 4" needed.
      const tower = await addFiltered(page, 'tower', 'tower');
      await shows(page, 'panel:building:widest', 'Widest point 4.00" (at least 4" needed)');
      await tapWidget(page, 'panel:building:agreement');
      await shows(page, 'panel:building:status', 'Tower is 4.00" at its widest point and the players agreed: it is occupiable.');
      s = await waitFor(page, (st) => /agreed: it is occupiable/.test(sizeFinding(st, tower.id)?.message), 'the finding');
      assert.equal(sizeFinding(s, tower.id).breach, false);
      assert.ok(!s.findings.some((f) => f.breach), 'no breach');
      await revealWidget(page, 'panel:building:widest');
      await screenshot('tower-agreed');

      // The model on the table is smaller: 3.5" each way is under the 4" needed, whatever the players agreed.
      await typeInto(page, 'piece:width', '3.5');
      await typeInto(page, 'piece:depth', '3.5');
      await shows(page, 'panel:building:widest', 'Widest point 3.50" (at least 4" needed)');
      await shows(page, 'panel:building:status', 'Tower is 3.50" at its widest point, less than the 4.00" an occupiable ' +
        'building needs: it is impassable whatever the players agreed.');
      s = await waitFor(page, (st) => sizeFinding(st, tower.id)?.breach, 'a breach: too small to occupy');
      await revealWidget(page, 'panel:building:widest');
      await screenshot('tower-too-small');
      await revealWidget(page, 'tab:battle');
      await openTab(page, 'battle');
      await screenshot('findings');
    },
  },
  {
    name: 'tow: only infantry of Unit Strength 20 or less occupy a building; half of it shoots; five fight a side',
    timeout: 240000,  // many steps, each a round trip through the plugin
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'tow');
      await addFiltered(page, 'tower', 'tower');
      await tapWidget(page, 'panel:building:agreement');
      await pick(page, 'panel:building:occupant-troop-type', 'infantry');
      await enter(page, 'panel:building:occupant-models', '25');
      await enter(page, 'panel:building:occupant-unit-strength', '25');
      await shows(page, 'panel:building:occupant-note', 'It may not occupy the building: its Unit Strength 25 is over 20.');
      await waitFor(page, (st) => st.findings.some((f) => f.rule === 'tow/occupant'), 'the occupant finding');
      await enter(page, 'panel:building:occupant-models', '15');
      await enter(page, 'panel:building:occupant-unit-strength', '15');
      await shows(page, 'panel:building:shooters', 'May shoot: 7 of 15 models');  // up to half, rounded down
      await pick(page, 'panel:building:assailant-troop-type', 'infantry');
      await enter(page, 'panel:building:assailant-models', '30');
      await shows(page, 'panel:building:assailant-fights', 'Assailant: 5 models fight');
      await shows(page, 'panel:building:occupant-fights', 'Inside: 5 models fight');
      await revealWidget(page, 'panel:building:lost');
      await screenshot('assault');
    },
  },
];

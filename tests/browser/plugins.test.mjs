// Game systems read at run time from plugins/index.json: a system dropped into an already built site appears
// with no rebuild and its plugin-described panel works end to end; data for a system that is not installed is
// kept and names the system it needs.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addPiece, chooseSystem, clickWidget, openApp, openTab, pressKey, state, tapWidget, typeInto, waitFor,
} from './lib/app.mjs';
import { fieldHolds, logFocus, phone, selectAll, tapField, typeLikeAPhone } from './lib/phone_keyboard.mjs';
import { serve } from './lib/server.mjs';
import { fingers } from './lib/touch.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '../../build/web');

// A copy of the built site with the example plugin's .wasm dropped into plugins/ and its entry in the index.
function siteWithExample() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-site-'));
  fs.cpSync(path.join(web, 'site'), folder, { recursive: true });
  const wasm = fs.readFileSync(path.join(web, 'extra-plugins/example.wasm'));
  fs.writeFileSync(path.join(folder, 'plugins/example.wasm'), wasm);
  const indexFile = path.join(folder, 'plugins/index.json');
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  index.plugins.push({
    id: 'example', name: 'Example Skirmish', version: '1.0.0', api: index.plugins[0].api, file: 'example.wasm',
    sha256: crypto.createHash('sha256').update(wasm).digest('hex'),
  });
  fs.writeFileSync(indexFile, JSON.stringify(index, null, 2));
  return folder;
}

const shown = (key, text) => (s) => s.values[key] === text;

async function step(page, widget, predicate, what) {
  await tapWidget(page, widget);
  return waitFor(page, predicate, what);
}

export const tests = [
  {
    name: 'a game system dropped into a built site appears and its panel works end to end',
    timeout: 240000,
    async run({ page, screenshot }) {
      const folder = siteWithExample();
      const server = await serve(folder);
      try {
        let s = await openApp(page, server.url);
        s = await waitFor(page, (st) => st.systems.some((x) => x.id === 'example'), 'the dropped-in system listed');
        assert.ok(s.systems.some((x) => x.id === 'aos4'), 'the built-in systems are still listed');
        await chooseSystem(page, 'example');
        const crate = await addPiece(page, 'supply-crate');
        await openTab(page, 'selection');
        s = await waitFor(page, (st) => st.values['panel:crate'] !== undefined, 'the crate panel');
        assert.equal(s.values['panel:crate:verdict'], 'Open: a fighter touching it may scavenge.');

        const attr = (st) => st.pieces.find((p) => p.id === crate.id).attributes;
        s = await step(page, 'panel:crate:supplies:plus', (st) => attr(st).supplies === '1', 'a whole number');
        assert.equal(s.values['panel:crate:supplies'], '1');
        await step(page, 'panel:crate:reach:plus', shown('panel:crate:reach', '0.5'), 'a decimal number');
        await step(page, 'panel:crate:locked', (st) => attr(st).locked === 'yes', 'the toggle');
        s = await waitFor(page, shown('panel:crate:verdict', 'Locked: nobody may scavenge it.'), 'the plugin-worded verdict');
        await step(page, 'panel:crate:owner:blue', shown('panel:crate:owner', 'blue'), 'a single choice');
        await step(page, 'panel:crate:contents:ammo', shown('panel:crate:cost', '5'), 'the first purchase');
        await step(page, 'panel:crate:contents:fuel', shown('panel:crate:cost', '20'), 'the bill total');
        await typeInto(page, 'panel:crate:note', 'Behind the tower');
        await pressKey(page, 'Enter');
        await waitFor(page, (st) => attr(st).note === 'Behind the tower', 'the typed note');
        await typeInto(page, 'panel:crate:taken:1:2', '3');
        await pressKey(page, 'Enter');
        await waitFor(page, (st) => attr(st)['taken-blue'] === '0,0,3', 'a typed grid cell');
        await step(page, 'panel:crate:duplicate', (st) => st.pieces.length === 2, 'a piece added by the plugin');
        s = await waitFor(page, (st) => st.values['panels:message'] === 'Another crate stands 4" to the right.', 'its message');
        assert.equal(s.pieces[1].attributes.owner, 'blue');
        await screenshot('crate-panel');

        // Dice on the plugin's own table until a booby trap, whose follow-up choice removes the crate.
        for (let i = 0; i < 80 && !/Booby trap/.test((await state(page)).values['panel:crate:scavenge'] || ''); i++) {
          const before = (await state(page)).frame;
          await tapWidget(page, 'panel:crate:scavenge');
          s = await waitFor(page, (st) => st.frame > before && /^[1-6]: (Empty|Supplies|Booby trap)$/.test(st.values['panel:crate:scavenge']), 'a roll');
        }
        s = await waitFor(page, (st) => /Booby trap/.test(st.values['panel:crate:scavenge']), 'a booby trap');
        assert.equal(s.pieces.find((p) => p.id === crate.id).attributes.trap, 'pending');
        await screenshot('booby-trap');
        await step(page, 'panel:crate:scavenge:destroy', (st) => st.pieces.length === 1, 'the crate destroyed');

        // The SDK's victory points, the example's battle state, live in the battlefield; they survive a reload
        // through the autosave.
        await openTab(page, 'battle');
        await tapWidget(page, 'panel:vp:score');
        await tapWidget(page, 'panel:vp:start');
        await step(page, 'panel:vp:r1:p1:plus', shown('panel:vp:r1:p1', '1'), 'a point for the second player');
        s = await waitFor(page, shown('panel:vp:standing', 'Player 2 leads by 1 (1 to 0).'), 'the score the SDK works out');
        assert.ok(s.pluginState.bytes > 0);
        await screenshot('score-sheet');
        // Reads the store only to know the autosave was written, with the plugin's state in it.
        await page.waitForFunction(async () => {
          const db = await new Promise((resolve) => { const r = indexedDB.open('battleboard'); r.onsuccess = () => resolve(r.result); });
          const text = await new Promise((resolve) => {
            const r = db.transaction('saves').objectStore('saves').get('autosave');
            r.onsuccess = () => resolve(r.result);
          });
          db.close();
          return text && JSON.parse(text).setup.plugin_state !== undefined;
        }, null, { polling: 100, timeout: 10000 });
        await page.reload();
        await openApp(page, server.url);
        await waitFor(page, (st) => st.system === 'example', 'the example back after a reload', 30000);
        await openTab(page, 'battle');
        await tapWidget(page, 'panel:vp:score');
        s = await waitFor(page, shown('panel:vp:standing', 'Player 2 leads by 1 (1 to 0).'), 'the score back after a reload');
        assert.equal(s.pieces.length, 1);
      } finally {
        await server.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'a plugin panel\'s text field and grid cells take a phone\'s keyboard; a closed keyboard keeps the note',
    context: phone,
    timeout: 240000,
    async run({ page, context, screenshot }) {
      await logFocus(context);
      const folder = siteWithExample();
      const server = await serve(folder);
      try {
        await openApp(page, server.url);
        await waitFor(page, (st) => st.systems.some((x) => x.id === 'example'), 'the dropped-in system listed');
        await chooseSystem(page, 'example');
        const crate = await addPiece(page, 'supply-crate');
        await openTab(page, 'selection');
        await waitFor(page, (st) => st.values['panel:crate'] !== undefined, 'the crate panel');
        const finger = await fingers(page, context);

        // The plugin keeps a text only when its field lets go: closing the keyboard does that.
        await typeLikeAPhone(page, finger, 'panel:crate:note', 'Behind the tow', 'Behind the tower');
        await page.evaluate(() => document.activeElement.blur());
        await waitFor(page, (st) => st.pieces.find((p) => p.id === crate.id).attributes.note === 'Behind the tower',
          'the note the plugin kept');

        // A grid cell of the crate's panel: the number keys, and what they type replaces the selected "0".
        const s = await tapField(page, finger, 'panel:crate:taken:0:1');
        assert.equal(s.textAgent.number, true);
        assert.equal(await page.evaluate(() => document.activeElement.inputMode), 'decimal');
        await selectAll(page);
        await page.keyboard.insertText('7');
        await fieldHolds(page, '7');
        await page.keyboard.press('Enter');
        await waitFor(page, (st) => st.pieces.find((p) => p.id === crate.id).attributes['taken-red'] === '0,7,0',
          'the count the plugin kept');
        await screenshot('phone-grid');
      } finally {
        await server.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'a file or save for a game system that is not installed is kept in Saves and names the system and version',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await waitFor(page, (st) => st.saves && st.saves.ready, 'saves ready');
      await chooseSystem(page, 'tow');
      await addPiece(page, 'tower');
      const setup = {
        format: 'battleboard-setup', version: 1, system: 'killteam', board: { width: 30, depth: 22 },
        pieces: [{ id: 1, kind: 'barricade', label: 'Barricade', x: 5, y: 5, levels: 1,
          footprint: [[-1, -1], [1, -1], [1, 1], [-1, 1]] }],
      };
      await openTab(page, 'saves');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickWidget(page, 'import-file')]);
      await chooser.setFiles({ name: 'kt.battleboard.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(setup)) });
      const s = await waitFor(page, (st) => /kt\.battleboard\.json/.test(st.saves.message), 'a message about the file');
      assert.equal(s.saves.error, true);
      assert.match(s.saves.message, /needs the game system "killteam", which is not installed/);
      assert.match(s.saves.message, /kept in Saves/);
      const kept = s.saves.list.find((e) => e.system === 'killteam');
      assert.ok(kept, 'the file is kept as a save');
      assert.equal(kept.pieces, 1);
      assert.equal(s.system, 'tow', 'the battlefield in use is unchanged');
      assert.equal(s.pieces.length, 1);
      await screenshot('kept');
      // Opening it says what is missing and keeps it.
      const index = s.saves.list.indexOf(kept);
      await tapWidget(page, `save:${index}:open`);
      const after = await waitFor(page, (st) => /Could not open/.test(st.saves.message), 'the refusal to open it');
      assert.match(after.saves.message, /"killteam"/);
      assert.ok(after.saves.list.some((e) => e.system === 'killteam'), 'still kept');
      assert.equal(after.system, 'tow');
      // A setup file names no version of its plugin; what is saved here names the installed one (save version 3).
      assert.equal(kept.systemVersion, '');
      const towVersion = await page.evaluate(async () =>
        (await (await fetch('plugins/index.json')).json()).plugins.find((p) => p.id === 'tow').version);
      assert.ok(towVersion);
      await page.waitForFunction(async (version) => {
        const db = await new Promise((resolve) => { const r = indexedDB.open('battleboard'); r.onsuccess = () => resolve(r.result); });
        const text = await new Promise((resolve) => {
          const r = db.transaction('saves').objectStore('saves').get('autosave');
          r.onsuccess = () => resolve(r.result);
        });
        db.close();
        const save = text && JSON.parse(text);
        return save && save.version === 3 && save.system_version === version;
      }, towVersion, { polling: 100, timeout: 10000 });
      // A save another device made with that system's plugin 2.1.0 names that version when it cannot open.
      // Test setup, not reading state: the save as that device kept it.
      const save = { format: 'battleboard-save', version: 3, name: 'Kill Team night', saved: 1, system_version: '2.1.0', setup };
      await page.evaluate((text) => new Promise((resolve, reject) => {
        const r = indexedDB.open('battleboard');
        r.onsuccess = () => {
          const tx = r.result.transaction('saves', 'readwrite');
          tx.objectStore('saves').put(text, 'save:1-0');
          tx.oncomplete = () => { r.result.close(); resolve(); };
          tx.onerror = () => reject(tx.error);
        };
      }), JSON.stringify(save));
      await page.reload();
      const reloaded = await waitFor(page, (st) => st.saves && st.saves.ready &&
        st.saves.list.some((e) => e.name === 'Kill Team night'), 'the other device\'s save');
      const night = reloaded.saves.list.find((e) => e.name === 'Kill Team night');
      assert.equal(night.systemVersion, '2.1.0');
      await openTab(page, 'saves');
      await tapWidget(page, `save:${reloaded.saves.list.indexOf(night)}:open`);
      const refused = await waitFor(page, (st) => /Could not open "Kill Team night"/.test(st.saves.message),
        'the refusal to open the save');
      assert.match(refused.saves.message,
        /It needs the game system "killteam" version 2\.1\.0, which is not installed.* The save is kept\.$/);
      await screenshot('save-needs-version');
    },
  },
];

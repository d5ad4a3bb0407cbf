// Saves: the battlefield kept in IndexedDB across reloads and app updates, named saves, export and import
// of .battleboard.json files, and the board as a PNG. Everything is driven by clicks on the canvas; the state
// hook only reads.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addPiece, chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, state, toScreen, typeInto, waitFor,
} from './lib/app.mjs';
import { decodePng } from './lib/png.mjs';
import { serve } from './lib/server.mjs';

const savesReady = (page) => waitFor(page, (s) => s.saves && s.saves.ready, 'the saves to be read');
const savedNamed = (s, name) => s.saves.list.find((entry) => entry.name === name);

// What a player would compare: the same pieces in the same places.
const layout = (s) => ({
  system: s.system, edition: s.edition, board: s.board, battleplan: s.battleplan,
  pieces: s.pieces.map((p) => [p.kind, p.x, p.y, p.rotation]),
});

// The autosave is written a moment after the last change; waits until the page has written it.
const autosaved = (page) => page.waitForFunction(async () => {
  const db = await new Promise((resolve) => { const r = indexedDB.open('battleboard'); r.onsuccess = () => resolve(r.result); });
  const text = await new Promise((resolve) => {
    const r = db.transaction('saves').objectStore('saves').get('autosave');
    r.onsuccess = () => resolve(r.result);
  });
  db.close();
  return text && JSON.parse(text).setup.pieces.length > 0;
}, null, { polling: 100, timeout: 10000 });

async function saveAs(page, name) {
  await openTab(page, 'saves');
  await typeInto(page, 'save-name', name);
  await clickWidget(page, 'save-as');
  return waitFor(page, (s) => savedNamed(s, name), `a save named ${name}`);
}

// Clicks a save's button ("open", "rename", "delete", ...) in the Saves tab's list.
async function onSave(page, name, button) {
  await openTab(page, 'saves');
  const s = await waitFor(page, (st) => savedNamed(st, name), `the save ${name}`);
  const index = s.saves.list.findIndex((entry) => entry.name === name);
  await clickWidget(page, `save:${index}:${button}`);
  return index;
}

async function importFile(page, files) {
  await openTab(page, 'saves').catch(() => {});  // with no system chosen the saves show without tabs
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), clickWidget(page, 'import-file')]);
  await chooser.setFiles(files);
}

async function download(page, widget, folder) {
  const [file] = await Promise.all([page.waitForEvent('download'), clickWidget(page, widget)]);
  const where = path.join(folder, file.suggestedFilename());
  await file.saveAs(where);
  return where;
}

const tempFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'battleboard-saves-'));

export const tests = [
  {
    name: 'a change survives a reload straight after it, game system and all',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await savesReady(page);
      await chooseSystem(page, 'aos4');
      const piece = await addPiece(page, 'obstacle');
      // A drag is many changes; the last ones are written when the page goes (pagehide), not on a timer.
      const s = await state(page);
      await dragMouse(page, toScreen(s, piece.x, piece.y), toScreen(s, piece.x + 6, piece.y - 4));
      const before = layout(await state(page));
      assert.notDeepEqual(before.pieces[0].slice(1, 3), [piece.x, piece.y], 'the piece moved');
      await page.reload();  // no waiting for the autosave
      const after = await waitFor(page, (s) => s.system === 'aos4' && s.pieces && s.pieces.length === 1, 'the battlefield back');
      assert.deepEqual(layout(after), before);
      await screenshot('restored');
    },
  },
  {
    name: 'a named save opens again, keeping the battlefield it replaces; rename and delete with confirm',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await savesReady(page);
      await chooseSystem(page, 'wfb8');
      await addPiece(page, (await state(page)).catalogue[0]);
      const saved = layout(await state(page));
      await saveAs(page, 'Round one');
      await addPiece(page, (await state(page)).catalogue[1]);
      assert.equal((await state(page)).pieces.length, 2);

      await onSave(page, 'Round one', 'open');
      let s = await waitFor(page, (st) => st.pieces.length === 1, 'the save opened');
      assert.deepEqual(layout(s), saved);
      const kept = s.saves.list.find((entry) => entry.name.startsWith('Kept before opening Round one'));
      assert.ok(kept, 'the two-piece battlefield was kept: ' + JSON.stringify(s.saves.list));
      assert.equal(kept.pieces, 2);
      assert.equal(kept.system, 'wfb8');
      await screenshot('list');

      await onSave(page, 'Round one', 'rename');
      const index = (await state(page)).saves.list.findIndex((entry) => entry.name === 'Round one');
      await typeInto(page, `save:${index}:rename-text`, 'Deployment');
      await clickWidget(page, `save:${index}:rename-ok`);
      await waitFor(page, (st) => savedNamed(st, 'Deployment') && !savedNamed(st, 'Round one'), 'the rename');

      await onSave(page, 'Deployment', 'delete');
      await frames(page, 3);
      assert.ok(savedNamed(await state(page), 'Deployment'), 'nothing is deleted before the confirm');
      await clickWidget(page, `save:${index}:delete-confirm`);
      await waitFor(page, (st) => !savedNamed(st, 'Deployment'), 'the delete');

      // Both changes reached the device: a reload lists the same saves.
      await page.reload();
      s = await savesReady(page);
      assert.deepEqual(s.saves.list.map((e) => e.name), [kept.name]);
    },
  },
  {
    name: 'an exported file imports into a fresh browser as the same battlefield',
    async run({ page, url, browser }) {
      const folder = tempFolder();
      await openApp(page, url);
      await savesReady(page);
      await chooseSystem(page, 'aos4');
      await addPiece(page, 'obstacle');
      await addPiece(page, 'place-of-power');
      const original = layout(await state(page));
      await openTab(page, 'saves');
      const file = await download(page, 'export-file', folder);
      assert.equal(path.basename(file), 'aos4-battlefield.battleboard.json');
      const setup = JSON.parse(fs.readFileSync(file, 'utf8'));
      assert.equal(setup.format, 'battleboard-setup');
      assert.equal(setup.pieces.length, 2);

      const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      try {
        const other = await fresh.newPage();
        await openApp(other, url);
        await savesReady(other);
        assert.equal((await state(other)).system, null);
        await importFile(other, file);
        const s = await waitFor(other, (st) => st.system === 'aos4' && st.pieces.length === 2, 'the imported battlefield');
        assert.deepEqual(layout(s), original);
        assert.match(s.saves.message, /Imported aos4-battlefield\.battleboard\.json/);
      } finally {
        await fresh.close();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'a broken or foreign import file is explained and changes nothing',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await savesReady(page);
      await chooseSystem(page, 'aos4');
      await addPiece(page, 'obstacle');
      await autosaved(page);
      const before = layout(await state(page));
      const savesBefore = (await state(page)).saves.list;

      await importFile(page, { name: 'broken.battleboard.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "battleboard-setup", "version": 1, "pie') });
      let s = await waitFor(page, (st) => /broken/.test(st.saves.message), 'a message about the broken file');
      assert.equal(s.saves.error, true);
      assert.match(s.saves.message, /Could not import broken\.battleboard\.json: The setup file is not valid JSON\. Nothing was changed\./);
      assert.deepEqual(layout(s), before);
      await screenshot('broken');

      await importFile(page, { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"title": "shopping"}') });
      s = await waitFor(page, (st) => /notes\.json/.test(st.saves.message), 'a message about the foreign file');
      assert.match(s.saves.message, /not a Battleboard setup/);
      assert.deepEqual(layout(s), before);
      assert.deepEqual(s.saves.list, savesBefore, 'no save was added or lost');

      // The autosave still holds the battlefield.
      await page.reload();
      s = await waitFor(page, (st) => st.system === 'aos4' && st.pieces && st.pieces.length === 1, 'the battlefield back');
      assert.deepEqual(layout(s), before);
    },
  },
  {
    name: 'a corrupt record in IndexedDB is reported and skipped while the good saves still open',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await savesReady(page);
      await chooseSystem(page, 'tow');
      await addPiece(page, (await state(page)).catalogue[0]);
      const good = layout(await state(page));
      await saveAs(page, 'Good');
      // Test setup, not reading state: damage the store the way a crash or a bad extension might.
      await page.evaluate(() => new Promise((resolve, reject) => {
        const r = indexedDB.open('battleboard');
        r.onsuccess = () => {
          const tx = r.result.transaction('saves', 'readwrite');
          tx.objectStore('saves').put('{"format": "battleboard-save", "version": 1, "name": "Bro', 'save:truncated');
          tx.objectStore('saves').put({ not: 'text' }, 'save:object');
          tx.oncomplete = () => { r.result.close(); resolve(); };
          tx.onerror = () => reject(tx.error);
        };
      }));
      await page.reload();
      const s = await savesReady(page);
      assert.deepEqual(s.saves.list.map((e) => e.name), ['Good']);
      assert.equal(s.saves.problems.length, 2, JSON.stringify(s.saves.problems));
      assert.ok(s.saves.problems.some((p) => /save:truncated.*could not be read and was skipped: it is not valid JSON/.test(p)));
      assert.ok(s.saves.problems.some((p) => /save:object.*it is not text/.test(p)));
      // The autosave, beside the broken records, still reopens; then a change, and the good save opens over it.
      await waitFor(page, (st) => st.system === 'tow' && st.loading === '', 'the autosaved battlefield');
      await addPiece(page, (await state(page)).catalogue[0]);
      await onSave(page, 'Good', 'open');
      const opened = await waitFor(page, (st) => st.pieces.length === 1, 'the good save opened');
      assert.deepEqual(layout(opened), good);
      await screenshot('problems');
    },
  },
  {
    name: 'a save survives an app update',
    context: { serviceWorkers: 'allow' },
    async run({ page, screenshot }) {
      // A copy of the site this test can turn into a new build.
      const site = tempFolder();
      fs.cpSync(path.resolve('build/web/site'), site, { recursive: true });
      const server = await serve(site);
      try {
        await openApp(page, server.url);
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
        await savesReady(page);
        await chooseSystem(page, 'wh40k10');
        await addPiece(page, (await state(page)).catalogue[0]);
        const saved = layout(await state(page));
        await saveAs(page, 'Before the update');

        const old = fs.readFileSync(path.join(site, 'version.txt'), 'utf8').trim();
        const next = 'update' + old.slice(6);
        for (const file of ['version.txt', 'sw.js'])
          fs.writeFileSync(path.join(site, file), fs.readFileSync(path.join(site, file), 'utf8').replaceAll(old, next));
        // Chromium checks for a new worker on its own schedule (it defers the check after a navigation):
        // ask for the check now, as a browser that has been open a while would have done.
        await page.reload();
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
        await page.waitForSelector('#update:not([hidden])', { timeout: 30000 });
        await screenshot('update-offered');
        await Promise.all([page.waitForEvent('load'), page.click('#update-reload')]);
        await waitFor(page, (s) => s.frame > 2, 'the new version');
        assert.deepEqual(await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('battleboard-'))),
          ['battleboard-' + next]);
        const s = await waitFor(page, (st) => st.saves && st.saves.ready && st.system === 'wh40k10', 'saves after the update');
        assert.deepEqual(s.saves.list.map((e) => e.name), ['Before the update']);
        assert.deepEqual(layout(s), saved);
      } finally {
        await server.close();
        fs.rmSync(site, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'the board downloads as a PNG of the battlefield alone',
    async run({ page, url }) {
      const folder = tempFolder();
      try {
        await openApp(page, url);
        await savesReady(page);
        await chooseSystem(page, 'aos4');
        const piece = await addPiece(page, 'obstacle');
        const s = await state(page);
        await openTab(page, 'saves');
        const file = await download(page, 'export-png', folder);
        assert.equal(path.basename(file), 'aos4-battlefield.png');
        fs.copyFileSync(file, path.resolve('build/web/screenshots/saves-board-export.png'));  // to look at
        const bytes = fs.readFileSync(file);
        assert.equal(bytes.toString('latin1', 1, 4), 'PNG');
        const image = decodePng(bytes);
        // The board fills the image but for an even margin of rulers, at least 20 px/inch: solve for both
        // from the image size and the board's proportions (a square board would need another way).
        const { width: w, depth: d } = s.board;
        const margin = (image.width * d - image.height * w) / (2 * (d - w));
        const ppi = (image.width - 2 * margin) / w;
        assert.ok(ppi >= 20 && margin >= 20 && margin <= 100, `${image.width}x${image.height}: ${ppi} px/inch, margin ${margin}`);
        assert.deepEqual(image.pixel(margin - 3, image.height / 2), [24, 26, 30], 'background left of the board');
        assert.match((await state(page)).saves.message, new RegExp(`${image.width}x${image.height}`));
        const at = (x, y) => image.pixel(margin + x * ppi, image.height - margin - y * ppi);
        const near = (a, b) => a.every((v, i) => Math.abs(v - b[i]) <= 3);
        assert.deepEqual(image.pixel(5, 5), [24, 26, 30], 'page background in the margin');
        // Felt between the grid lines, away from the piece.
        const felt = at(piece.x < s.board.width / 2 ? s.board.width - 2.5 : 2.5, 2.5);
        assert.ok(near(felt, [62, 92, 58]), 'felt: ' + felt);
        // Inside the piece, the colour the screen shows there.
        const shot = decodePng(await page.screenshot());
        const inside = { x: piece.x + piece.width / 2 - 0.4, y: piece.y + piece.depth / 2 - 0.4 };
        const onScreen = toScreen(s, inside.x, inside.y);
        const screenColour = shot.pixel(onScreen.x, onScreen.y);
        assert.ok(!near(screenColour, [62, 92, 58]), 'the screen shows the piece there');
        assert.ok(near(at(inside.x, inside.y), screenColour), `piece: ${at(inside.x, inside.y)} vs screen ${screenColour}`);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  },
];

// The player's terrain box and the printable setup sheet in the app: a box built in its window is what
// "Generate layout" draws from (every generated piece is one of the box's, by name and size) and survives a
// reload; "Setup sheet" downloads the same SVG page the CLI writes, whose keystones are the battlefield's own
// corners and whose QR code leads to the share link.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { chooseSystem, clickWidget, openApp, openTab, state, tapWidget, typeInto, waitFor } from './lib/app.mjs';

// Two kinds of the system's catalogue; sizes differ from the catalogue's so the box's own are recognisable.
const BOX = [
  { kind: 'obscuring-terrain', name: 'Ruined tower', width: '7', depth: '5.5', count: 2 },
  { kind: 'area-terrain', name: 'Toxic pool', width: '6', depth: '4', count: 2 },
  { kind: 'obscuring-terrain', name: 'Broken wall', width: '8', depth: '3', count: 1 },
];

// The app on Age of Sigmar with the terrain box's window open.
async function openBox(page, url) {
  await openApp(page, url);
  await chooseSystem(page, 'aos4');
  await openTab(page, 'terrain');
  await waitFor(page, (s) => s.terrainBox.ready, 'the boxes read from the device');
  await tapWidget(page, 'box-open');
}

async function addToBox(page, piece) {
  const before = (await state(page)).terrainBox.pieces.length;
  await clickWidget(page, 'box:kind');
  await clickWidget(page, 'box:kind:' + piece.kind);
  await waitFor(page, (s) => s.values['box:kind'] === piece.kind, 'the kind picked');
  await typeInto(page, 'box:name', piece.name);
  await typeInto(page, 'box:width', piece.width);
  await typeInto(page, 'box:depth', piece.depth);
  while (Number((await state(page)).values['box:count']) < piece.count) await clickWidget(page, 'box:more');
  await clickWidget(page, 'box:add');
  await waitFor(page, (s) => s.terrainBox.pieces.length === before + piece.count, `${piece.name} added`);
  while (Number((await state(page)).values['box:count']) > 1) await clickWidget(page, 'box:fewer');
}

// The sheet's keystone rule (core/src/layout/keystones.cpp): the corner with the least x + y (ties to lower y)
// and the one with the most.
function keystones(outline) {
  const before = (a, b) => a[0] + a[1] < b[0] + b[1] || (a[0] + a[1] === b[0] + b[1] && a[1] < b[1]);
  let low = outline[0], high = outline[0];
  for (const p of outline) {
    if (before(p, low)) low = p;
    if (before(high, p)) high = p;
  }
  return [low, high];
}

const unescape = (text) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const textById = (svg, id) => {
  const m = svg.match(new RegExp(`<text id="${id}"[^>]*>([^<]*)</text>`));
  return m ? unescape(m[1]) : null;
};

export const tests = [
  {
    name: 'a terrain box built in the app is what generation draws from, survives a reload, and the setup sheet downloads with its names, keystones and link',
    context: { acceptDownloads: true },
    timeout: 240000,  // some 40 typed fields and clicks in the box window, each waiting for frames, then a reload
    async run({ page, url, screenshot }) {
      await openBox(page, url);
      for (const piece of BOX) await addToBox(page, piece);

      // Edit one, add a stray and remove it.
      await clickWidget(page, 'box:edit:4');
      await typeInto(page, 'box:name', 'Wide wall');
      await typeInto(page, 'box:width', '9');
      await clickWidget(page, 'box:save');
      await waitFor(page, (s) => s.terrainBox.pieces[4].name === 'Wide wall' && s.terrainBox.pieces[4].width === 9,
        'the piece edited');
      await addToBox(page, { kind: BOX[1].kind, name: 'Stray', width: '2', depth: '2', count: 1 });
      await clickWidget(page, 'box:remove:5');
      await waitFor(page, (s) => s.terrainBox.pieces.length === 5, 'the stray removed');
      // A size out of range is refused with the core's words, and nothing is added.
      await typeInto(page, 'box:width', '60');
      await clickWidget(page, 'box:add');
      const refused = await waitFor(page, (s) => (s.values['box:message'] || '').includes('0.5" to 48"'), 'refused');
      assert.equal(refused.terrainBox.pieces.length, 5);
      await screenshot('box-window');
      await clickWidget(page, 'box:close');

      const box = (await state(page)).terrainBox.pieces;
      await tapWidget(page, 'box-use');
      await waitFor(page, (s) => s.terrainBox.inUse, 'generating from the box');
      await tapWidget(page, 'generate-layout');
      const made = await waitFor(page, (s) => s.pieces.length > 0 && !s.generation.busy, 'a generated layout', 60000);
      assert.ok(made.values['generate-outcome'].startsWith('Added'), made.values['generate-outcome']);
      const used = new Set();
      for (const p of made.pieces) {
        const own = box.find((b) => b.name === p.label);
        assert.ok(own, `${p.label} is in the box`);
        assert.equal(p.kind, own.kind, `${p.label} keeps its kind`);
        assert.ok(Math.abs(p.width - own.width) < 1e-6 && Math.abs(p.depth - own.depth) < 1e-6,
          `${p.label} is ${own.width}" x ${own.depth}" (${p.width} x ${p.depth})`);
        assert.ok(!used.has(p.label), `${p.label} placed once`);
        used.add(p.label);
      }
      await screenshot('generated-from-box');

      // The sheet of the table as it stands.
      const [download] = await Promise.all([page.waitForEvent('download'), tapWidget(page, 'setup-sheet')]);
      assert.equal(download.suggestedFilename(), 'battleboard-setup-aos4.svg');
      const svg = await readFile(await download.path(), 'utf8');
      assert.ok(svg.startsWith('<?xml') && svg.trim().endsWith('</svg>'), 'a whole SVG document');
      const s = await waitFor(page, (st) => (st.values['setup-sheet'] || '').startsWith('Setup sheet saved'), 'said');
      s.pieces.forEach((p, i) => {
        const n = i + 1;
        assert.equal(textById(svg, `piece-${n}`), `${n} ${p.label}`);
        const keys = textById(svg, `keystones-${n}`);
        const figures = [...keys.matchAll(/(-?\d+\.\d)"/g)].map((m) => Number(m[1]));
        const [a, b] = keystones(p.outline);
        const want = [a[0], a[1], b[0], b[1]];
        assert.equal(figures.length, 4, keys);
        figures.forEach((f, k) => assert.ok(Math.abs(f - want[k]) <= 0.051, `piece ${n} keystone ${k}: ${f} vs ${want[k]}`));
      });
      assert.match(textById(svg, 'board'), /seed \d+/, 'the generated table names its seed');

      // The link on the sheet is the Share window's, and the QR code is the same size of code.
      await clickWidget(page, 'share');
      const shared = await waitFor(page, (st) => st.values['share:link'], 'the share link');
      await clickWidget(page, 'share:qr');
      const qr = await waitFor(page, (st) => st.values['qr:modules'], 'the QR code');
      const link = shared.values['share:link'];
      const href = svg.match(/<a href="([^"]*)"><path d="([^"]*)"/);
      assert.ok(href, 'the QR code links somewhere');
      assert.equal(unescape(href[1]), link);
      // The finder patterns darken the first and last columns: the modules span size / (size + 8) of the 104 pt
      // code, whose quiet zone is four modules each side.
      const xs = [...href[2].matchAll(/[ML]([\d.]+) /g)].map((m) => Number(m[1]));
      const span = Math.max(...xs) - Math.min(...xs);
      const size = (8 * span) / (104 - span);
      assert.ok(Math.abs(size - Number(qr.values['qr:modules'])) < 0.1, `a ${size} module code, the link's`);
      const printed = [...svg.matchAll(/<text id="link-\d+"[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1])).join('');
      assert.equal(printed, link, 'the link is printed in full');

      // The box and its toggle come back after a reload.
      await page.reload();
      const back = await waitFor(page, (s) => s.system === 'aos4' && s.terrainBox.ready && s.pieces.length > 0,
        'the app back with its box');
      assert.deepEqual(back.terrainBox.pieces, box);
      assert.equal(back.terrainBox.inUse, true);

      await page.setContent(svg);  // the sheet itself, as a browser shows it
      await screenshot('setup-sheet');
    },
  },
  {
    name: 'a terrain box too small for the table asked for: the generator says why, and the board stays as it was',
    async run({ page, url, screenshot }) {
      await openBox(page, url);
      await addToBox(page, { ...BOX[0], count: 1 });
      await clickWidget(page, 'box:close');
      await tapWidget(page, 'box-use');
      await tapWidget(page, 'generate-more');
      await tapWidget(page, 'generate-layout');
      const s = await waitFor(page, (st) => !st.generation.busy && st.values['generate-outcome'], 'an outcome');
      assert.match(s.values['generate-outcome'], /The terrain box holds 1 pieces that can be placed; 2 were asked for/);
      assert.equal(s.pieces.length, 0);
      await screenshot('box-too-small');
    },
  },
];

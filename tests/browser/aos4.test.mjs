// Age of Sigmar at the table: roll a battleplan, set up 8 Citadel features legally, see a breach measured and
// highlighted on the board, fix it; keep the score over two battle rounds; see a battleplan's objectives by round.
import assert from 'node:assert/strict';
import { decodePng } from './lib/png.mjs';
import { legalLayout } from './lib/layout.mjs';
import {
  chooseBattleplan, chooseSystem, clickWidget, dragMouse, frames, openApp, openTab, revealWidget, state, tapWidget,
  toScreen, typeInto, waitFor,
} from './lib/app.mjs';

const felt = [62, 92, 58];
const near = (colour, target, tolerance = 16) => colour.every((c, i) => Math.abs(c - target[i]) <= tolerance);
const reddish = ([r, g, b]) => r > 170 && g < 110 && b < 100;

// Four small and four medium features, as the battlepack recommends; the first three are rectangular.
const features = [
  ['chapel', 'Chapel'], ['guardian-idol', 'Guardian Idol'], ['domicile-shell', 'Domicile Shell'],
  ['watchtower', 'Watchtower'], ['ophidian-archway', 'Ophidian Archway'], ['dragonfate-dais', 'Dragonfate Dais'],
  ['deathknell-watch', 'Deathknell Watch'], ['witchfate-tor', 'Witchfate Tor'],
];

async function addFeature(page, id, name) {
  const before = (await state(page)).pieces.length;
  await typeInto(page, 'catalogue-filter', name);
  await clickWidget(page, 'add:' + id);
  const s = await waitFor(page, (st) => st.pieces.length === before + 1, 'a new ' + id);
  return s.pieces[s.pieces.length - 1];
}

// A point of the piece to grab: inside it, clear of objective markers (picked first) and of the selected piece's
// rotate handle.
function grabPoint(s, piece) {
  const ppi = s.view.pixelsPerInch;
  const selected = s.pieces.find((p) => p.id === s.selected);
  const handle = selected && { x: toScreen(s, selected.x, selected.y).x, y: toScreen(s, selected.x, selected.y + selected.depth / 2).y - 28 };
  for (const [dx, dy] of [[0, 0], [0.25, 0], [-0.25, 0], [0, 0.25], [0, -0.25]]) {
    const at = { x: piece.x + dx * piece.width, y: piece.y + dy * piece.depth };
    const screen = toScreen(s, at.x, at.y);
    if (s.objectives.some((o) => Math.hypot(o.x - at.x, o.y - at.y) < 2)) continue;
    if (handle && Math.hypot(handle.x - screen.x, handle.y - screen.y) < 9 + 6 + 0.5 * ppi) continue;
    return at;
  }
  throw new Error('no free point to grab piece ' + piece.id);
}

async function dragPiece(page, id, to) {
  let s = await state(page);
  const piece = s.pieces.find((p) => p.id === id);
  const grab = grabPoint(s, piece);
  await dragMouse(page, toScreen(s, grab.x, grab.y), toScreen(s, grab.x + to.x - piece.x, grab.y + to.y - piece.y), 4);
  s = await state(page);
  const moved = s.pieces.find((p) => p.id === id);
  assert.ok(Math.hypot(moved.x - to.x, moved.y - to.y) < 0.2, `piece ${id} at ${moved.x},${moved.y}, not ${to.x},${to.y}`);
  return s;
}

const breaches = (s) => s.findings.filter((f) => f.breach);
const boxGap = (a, b) => Math.hypot(Math.max(0, Math.abs(a.x - b.x) - (a.width + b.width) / 2),
  Math.max(0, Math.abs(a.y - b.y) - (a.depth + b.depth) / 2));

// A spot 4" to the left or right of one rectangular piece for another, on the board and clear of objective
// markers; clear of the other pieces by the rules' 6" where possible, and always by enough to grab it again.
function breachSpot(s) {
  const rectangles = [0, 1, 2, 4, 5];
  for (const clearance of [6.5, 1]) {
    for (const mover of rectangles) {
      for (const fixed of rectangles) {
        if (fixed === mover) continue;
        const a = s.pieces[mover], b = s.pieces[fixed];
        for (const side of [1, -1]) {
          const spot = { x: b.x + side * ((a.width + b.width) / 2 + 4), y: b.y, width: a.width, depth: a.depth };
          const onBoard = spot.x - a.width / 2 > 3.5 && spot.x + a.width / 2 < s.board.width - 3.5;
          const clear = s.pieces.every((p, i) => i === mover || i === fixed || boxGap(spot, p) > clearance);
          const free = s.objectives.every((o) => boxGap(spot, { x: o.x, y: o.y, width: 0, depth: 0 }) > 4);
          if (onBoard && clear && free) return { mover, fixed, spot, side };
        }
      }
    }
  }
  throw new Error('no spot for a breach in this layout');
}

export const tests = [
  {
    name: 'a rolled battleplan, 8 features in a legal layout, a spacing breach shown and fixed',
    timeout: 300000,  // some 60 clicks and drags, each waiting for frames
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'battle');
      await clickWidget(page, 'roll-battleplan');
      let s = await waitFor(page, (st) => st.battleplan !== '', 'a rolled battleplan');
      const plan = s.battleplan;

      await openTab(page, 'terrain');
      for (const [id, name] of features) await addFeature(page, id, name);
      s = await state(page);
      assert.deepEqual(s.pieces.map((p) => p.kind), features.map(([id]) => id));
      const layout = legalLayout(s.board, s.objectives, s.pieces);
      assert.ok(layout, 'a legal layout exists for ' + plan);
      // Lower pieces in the list are drawn first, so moving them in order never buries the next one.
      for (let i = 0; i < layout.length; i++) s = await dragPiece(page, s.pieces[i].id, layout[i]);
      s = await waitFor(page, (st) => st.findings.length === 0, 'a legal setup');
      await screenshot('legal');

      // One rectangular feature goes 4" beside another: closer than the 6" the rules ask.
      const { mover, fixed, spot, side } = breachSpot(s);
      const fixedPiece = s.pieces[fixed];
      // Watched: a short row of pixels 1 to 4 px inside the fixed piece's far edge, away from grid lines. The
      // 6 px red band is centred on the edge under the piece's own dark outline, so where its solid part shows
      // depends on where the edge falls within a pixel: some pixel of the row is red, and none was before.
      const offGrid = (y) => Math.abs(y - Math.round(y));  // the row furthest from an inch line
      const watchY = [0.3, -0.3, 0.7, -0.7].map((dy) => fixedPiece.y + dy).reduce((a, b) => (offGrid(b) > offGrid(a) ? b : a));
      const edge = toScreen(s, fixedPiece.x - side * fixedPiece.width / 2, watchY);
      const watched = [1, 2, 3, 4].map((d) => ({ x: Math.round(edge.x + side * d), y: Math.round(edge.y) }));
      const row = async () => {
        const shot = decodePng(await page.screenshot());
        return watched.map((p) => shot.pixel(p.x, p.y));
      };
      await frames(page, 3);
      const legalRow = await row();
      assert.ok(!legalRow.some(reddish), `no red before the breach: ${legalRow.join(' | ')}`);
      s = await dragPiece(page, s.pieces[mover].id, spot);
      s = await waitFor(page, (st) => breaches(st).some((f) => f.rule === 'aos4/terrain-spacing'), 'a spacing breach');
      const breach = breaches(s).find((f) => f.rule === 'aos4/terrain-spacing' && f.pieces.includes(fixedPiece.id));
      assert.ok(breach, JSON.stringify(s.findings));
      assert.ok(breach.pieces.includes(s.pieces[mover].id));
      const measured = Number(breach.message.match(/(\d+(?:\.\d+)?)"/)[1]);
      assert.ok(Math.abs(measured - 4) <= 0.2, breach.message);
      await frames(page, 3);
      let pixels = await row();
      assert.ok(pixels.some(reddish), `red outline round the fixed piece, got ${pixels.join(' | ')}`);
      await openTab(page, 'battle');
      await screenshot('breach');

      s = await dragPiece(page, s.pieces[mover].id, layout[mover]);
      s = await waitFor(page, (st) => breaches(st).length === 0, 'the breach to clear');
      await frames(page, 3);
      pixels = await row();
      assert.ok(!pixels.some(reddish), `no red outline once fixed: ${pixels.join(' | ')}`);
    },
  },
  {
    name: 'the score sheet over two battle rounds: caps, battle tactics, a double turn and the underdog',
    timeout: 300000,
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await chooseBattleplan(page, 'border-war');
      await tapWidget(page, 'panel:score:sheet');
      await typeInto(page, 'panel:score:name:0', 'Ann');
      await typeInto(page, 'panel:score:name:1', 'Bob');
      await tapWidget(page, 'panel:score:alliance:0:ORDER');
      let s = await waitFor(page, (st) => st.values['panel:score:alliance:0'] === 'ORDER', 'Ann\'s general is ORDER');
      assert.equal(s.values['panel:score:name:0'], 'Ann');
      assert.equal(s.values['panel:score:name:1'], 'Bob');
      await tapWidget(page, 'panel:score:start-round');
      s = await waitFor(page, (st) => st.score && st.score.kept && st.score.roundsPlayed === 1, 'round 1 on the sheet');

      // Ann (attacker, first): 1 + 2 x 2 + 5 = 10 objective VP, capped at 6, and a completed battle tactic.
      await tapWidget(page, 'panel:score:r1:p0:line:home-objective');
      await tapWidget(page, 'panel:score:r1:p0:line:border-objective:plus');
      await tapWidget(page, 'panel:score:r1:p0:line:border-objective:plus');
      await tapWidget(page, 'panel:score:r1:p0:line:enemy-objective');
      await tapWidget(page, 'panel:score:r1:p0:tactics');
      // The options open below the fold: the offered one is found by scrolling, the other is nowhere in the tab.
      await revealWidget(page, 'panel:score:r1:p0:tactic:reclaim-the-realms');  // an ORDER general, ORDER tactics
      await assert.rejects(revealWidget(page, 'panel:score:r1:p0:tactic:offering-of-carnage'), /never came into view/,
        'but not CHAOS ones');
      await tapWidget(page, 'panel:score:r1:p0:tactic:seize-the-centre');
      await tapWidget(page, 'panel:score:r1:p0:completed');
      // Bob: the home objective only; his general has no grand alliance tactics to offer.
      await tapWidget(page, 'panel:score:r1:p1:line:home-objective');
      await tapWidget(page, 'panel:score:r1:p1:tactics');
      await revealWidget(page, 'panel:score:r1:p1:tactic:do-not-waver');
      await assert.rejects(revealWidget(page, 'panel:score:r1:p1:tactic:reclaim-the-realms'), /never came into view/);
      await tapWidget(page, 'panel:score:r1:p1:tactic:none');
      s = await waitFor(page, (st) => st.score.totals[0] === 10 && st.score.totals[1] === 1, 'round 1 scored');
      assert.equal(s.values['panel:score:r1:p0:tally'], '10 VP: objectives 6 (10 before the cap), battle tactic 4; 10 in all');
      assert.equal(s.values['panel:score:r1:p1:tally'], '1 VP: objectives 1; 1 in all');
      assert.equal(s.values['panel:score:r1:events'], 'No underdog.');

      // Round 2: Bob went second, now has priority and goes first: a double turn, 9 VP behind, so no seizing.
      await tapWidget(page, 'panel:score:start-round');
      s = await waitFor(page, (st) => st.score.roundsPlayed === 2, 'round 2 on the sheet');
      assert.equal(s.values['panel:score:r2:priority'], '1');
      assert.equal(s.values['panel:score:r2:first'], '1');
      await tapWidget(page, 'panel:score:r2:p1:line:enemy-objective');
      await tapWidget(page, 'panel:score:r2:p1:line:home-objective');
      await tapWidget(page, 'panel:score:r2:p1:tactics');
      await tapWidget(page, 'panel:score:r2:p1:tactic:do-not-waver');
      await tapWidget(page, 'panel:score:r2:p1:completed');
      await tapWidget(page, 'panel:score:r2:p0:tactics');
      await revealWidget(page, 'panel:score:r2:p0:tactic:take-the-flanks');
      await assert.rejects(revealWidget(page, 'panel:score:r2:p0:tactic:seize-the-centre'), /never came into view/,
        'each battle tactic once per battle');
      await tapWidget(page, 'panel:score:r2:p0:tactic:reclaim-the-realms');
      await tapWidget(page, 'panel:score:r2:p0:line:home-objective');
      s = await waitFor(page, (st) => st.score.totals[0] === 11 && st.score.totals[1] === 11, 'round 2 scored');
      assert.equal(s.values['panel:score:r2:events'],
        'Underdog: Bob. Bob took a double turn, 6+ VP behind: not seizing the initiative.');
      assert.match(s.values['panel:score:r2:p1:tally'], /^10 VP: .*; 11 in all$/);
      assert.equal(s.values['panel:score:tactics'], 'Battle tactics completed: 1 and 1');
      assert.deepEqual(s.score.players.map((p) => p.name), ['Ann', 'Bob']);
      assert.deepEqual(s.score.warnings, []);
      assert.equal(s.score.leader, -1);
      assert.match(s.score.result, /^After 2 of 5 battle rounds: Draw/);
      assert.equal(s.values['panel:score:result'], s.score.result);
      await revealWidget(page, 'panel:score:r2:p0:line:home-objective');
      await screenshot('score-sheet');

      // Undo takes the last tick back; the sheet lives in the battle's plugin state.
      await tapWidget(page, 'undo');
      s = await waitFor(page, (st) => st.score.totals[0] === 10, 'the last tick undone');
      await tapWidget(page, 'redo');
      s = await waitFor(page, (st) => st.score.totals[0] === 11, 'and redone');

      // Ann's general turns out not to be ORDER: the plugin's warning about her ORDER tactic is shown.
      await tapWidget(page, 'panel:score:alliance:0:other');
      s = await waitFor(page, (st) => st.score.warnings.length === 1, 'a warning');
      assert.match(s.score.warnings[0], /Ann cannot pick Reclaim the Realms: the general lacks ORDER/);
      assert.equal(s.values['panel:score:warning:0'], s.score.warnings[0]);
      await revealWidget(page, 'panel:score:warning:0');
      await frames(page, 3);
      await screenshot('score-warning');
    },
  },
  {
    name: 'Starstrike round by round: candidate positions ghosted, a 2D6 roll places the objective',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'battle');
      await clickWidget(page, 'battleplan');
      await clickWidget(page, 'battleplan:starstrike');
      let s = await waitFor(page, (st) => st.battleplan === 'starstrike' && st.widgets['panel:objective-rounds:round:1'], 'Starstrike');
      await tapWidget(page, 'panel:objective-rounds:round:1');
      await frames(page, 3);
      // The border positions 2 to 12 lie 5" apart along the middle of the board (the default map).
      const border = [];
      for (let n = 2; n <= 12; n++) border.push(toScreen(s, 5 * (n - 1), 22));
      // Below and right of the number, clear of the grid line through the centre.
      const sample = (image, at) => image.pixel(at.x + 3, at.y + 7.5);
      let image = decodePng(await page.screenshot());
      for (const at of border) assert.ok(!near(sample(image, at), felt, 8), 'a candidate is drawn at each position');
      await screenshot('starstrike-candidates');

      await tapWidget(page, 'panel:objective-rounds:roll:Border');
      await frames(page, 3);
      image = decodePng(await page.screenshot());
      const solid = border.filter((at) => { const [r, g] = sample(image, at); return r > 160 && g > 130; });
      const empty = border.filter((at) => near(sample(image, at), felt, 20));
      assert.equal(solid.length, 1, 'one objective placed');
      assert.equal(empty.length, 10, 'the other positions stay empty');
      await screenshot('starstrike-rolled');

      // Round 3 keeps the border objective and rolls for each long line.
      await tapWidget(page, 'panel:objective-rounds:round:3');
      await revealWidget(page, 'panel:objective-rounds:roll:North line');  // the rolls are below the round picker
      s = await waitFor(page, (st) => st.widgets['panel:objective-rounds:roll:South line'] && st.widgets['panel:objective-rounds:roll:North line'], 'round 3 rolls');
      assert.ok(!s.widgets['panel:objective-rounds:roll:Border'], 'the border objective was placed in round 1');
      // The round shown is the plugin's battle state, like the rolls.
      assert.equal(s.values['panel:objective-rounds:round'], '3');
    },
  },
  {
    name: 'rules to read in the chosen edition (season rules, battle tactics, Honour Guard) and a piece\'s size class',
    timeout: 300000,  // each rule's heading is a fingertip tall: revealing one far down takes many wheel steps
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'battle');
      let s = await state(page);
      assert.equal(s.edition, 'bpr-2025-06', 'the newest rules by default');
      // The plugin's own panel: a heading that folds, naming the edition, and a folding heading per rule.
      await tapWidget(page, 'panel:rules:reader');
      s = await waitFor(page, (st) => st.values['panel:rules:reader'], 'the rules reader');
      assert.match(s.values['panel:rules:reader'], /2025/);
      for (const id of ['double-turn', 'seizing-the-initiative', 'underdog', 'battle-tactics', 'honour-guard',
        'wholly-on-and-behind']) {
        await tapWidget(page, 'panel:rules:' + id);
        s = await waitFor(page, (st) => st.values['panel:rules:' + id + ':text'], 'the text of ' + id);
        assert.ok(s.values['panel:rules:' + id + ':text'].length > 40, id + ' reads as a rule');
      }
      const updated = s.values['panel:rules:wholly-on-and-behind:text'];
      await revealWidget(page, 'panel:rules:double-turn');
      await screenshot('rules');

      // The handbook's own wording of the same rule once its edition is chosen.
      await tapWidget(page, 'edition');
      await clickWidget(page, 'edition:gh-2024-25');
      s = await waitFor(page, (st) => st.edition === 'gh-2024-25', 'the handbook edition');
      await revealWidget(page, 'panel:rules:wholly-on-and-behind');
      s = await waitFor(page, (st) => st.values['panel:rules:wholly-on-and-behind:text'] &&
        st.values['panel:rules:wholly-on-and-behind:text'] !== updated, 'the handbook text');
      assert.notEqual(s.values['panel:rules:wholly-on-and-behind:text'], updated, 'the editions word it differently');
      assert.doesNotMatch(s.values['panel:rules:reader'] || '', /2025 update/);
      await screenshot('rules-handbook');

      // Sizes come from the footprint: the Citadel list's small and medium features at their default sizes.
      await openTab(page, 'terrain');
      for (const [id, name, size] of [['chapel', 'Chapel', 'small'], ['dragonfate-dais', 'Dragonfate Dais', 'medium']]) {
        await openTab(page, 'terrain');
        await addFeature(page, id, name);
        await openTab(page, 'selection');
        s = await waitFor(page, (st) => st.values['panel:size:class'] && st.selected === st.pieces[st.pieces.length - 1].id,
          'the size class of ' + id);
        assert.match(s.values['panel:size:class'], new RegExp('^Size: ' + size + ' '), id);
        assert.equal(s.values['panel:size:class:tone'], 'legal', id + ' at a size the list allows');
      }
      await screenshot('piece-size');
    },
  },
  {
    name: 'on a phone the score sheet and the piece size fit the screen',
    timeout: 180000,
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'battle');
      await clickWidget(page, 'battleplan');
      await clickWidget(page, 'battleplan:shifting-objectives');
      await waitFor(page, (st) => st.battleplan === 'shifting-objectives', 'Shifting Objectives');
      await tapWidget(page, 'panel:objective-rounds:round:2');
      await tapWidget(page, 'panel:score:sheet');
      await tapWidget(page, 'panel:score:start-round');
      await tapWidget(page, 'panel:score:r1:p0:line:primary-objective');
      const s = await waitFor(page, (st) => st.score && st.score.totals[0] === 2, 'a ticked line');
      assert.ok(Object.keys(s.widgets).some((key) => key.startsWith('panel:score:r1:')), 'the round is shown');
      for (const [key, r] of Object.entries(s.widgets))
        if (key.startsWith('panel:score:')) assert.ok(r.x >= 0 && r.x + r.width <= 390, `${key} fits across the screen`);
      await screenshot('phone-score');
      // The battleplan's notes are drawn wholly inside the board's area (it is clipped there), not cut off under
      // the toolbars.
      const area = s.widgets['board-area'];
      const notes = Object.entries(s.widgets).filter(([key]) => key.startsWith('text:board-note:'));
      assert.ok(notes.length > 0, 'the battleplan\'s notes are drawn');
      for (const [key, r] of notes)
        assert.ok(r.y >= area.y && r.x >= area.x && r.x + r.width <= area.x + area.width,
          `${key} inside the board's area: ${JSON.stringify([r, area])}`);
      await tapWidget(page, 'tab:terrain');
      await addFeature(page, 'ruined-domicile', 'Ruined Domicile');
      await tapWidget(page, 'tab:selection');
      await revealWidget(page, 'panel:size:class');
      await screenshot('phone-piece');
    },
  },
];

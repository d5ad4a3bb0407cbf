// Generate, pin a piece and re-roll the rest in the app. Generation runs across frames: a recorder in the page
// reads the app's state every animation frame (the hook only reads) to see the progress bar while it runs, and
// notes the gaps between frames while generating (reported). The app times its own work in every frame while
// generation is busy (the search, then the fairness figures); the longest is reported, not asserted, since a
// shared machine's timing says nothing certain about the app.
import assert from 'node:assert/strict';
import { chooseSystem, clickWidget, openApp, openTab, press, state, toScreen, waitFor } from './lib/app.mjs';

const startRecorder = (page) =>
  page.evaluate(() => {
    const log = { gaps: [], progress: [], runningFrames: 0 };
    window.__generateLog = log;
    let last = null;
    let after = 0;  // frames still counted after it ends: the table placed, then its fairness figures
    const tick = (t) => {
      const s = window.battleboard.state();
      const running = Boolean(s.generation && s.generation.busy);
      if (last !== null && (running || after > 0)) log.gaps.push(t - last);
      last = t;
      after = running ? 2 : Math.max(0, after - 1);
      if (running) ++log.runningFrames;
      const text = s.values && s.values['generate-progress'];
      if (text && !log.progress.includes(text)) log.progress.push(text);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
const recorded = (page) => page.evaluate(() => window.__generateLog);

export const tests = [
  {
    name: 'generate with a progress bar across frames, pin one piece, re-roll the rest: the pinned piece stays, the others move',
    async run({ page, url, screenshot }) {
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await openTab(page, 'terrain');
      await startRecorder(page);
      await clickWidget(page, 'generate-layout');
      const first = await waitFor(page, (s) => s.pieces.length === 8 && !s.generation.busy, '8 generated features');
      assert.ok(first.values['generate-outcome'].includes('hidden from the enemy'), 'fairness figures are shown');
      assert.ok(first.generation.frames >= 2, `generation spread over frames (${first.generation.frames})`);
      const log = await recorded(page);
      assert.ok(log.runningFrames >= 1, 'a frame was drawn while generating');
      assert.ok(first.generation.longestFrameMs > 0, 'frames were timed while generating');
      assert.ok(
        log.progress.some((t) => /^Placing pieces \(attempt \d+\)$/.test(t)),
        `the progress bar was shown: ${JSON.stringify(log.progress)}`,
      );
      const chosen = first.pieces[0];
      const at = toScreen(first, chosen.x, chosen.y);
      await press(page, at.x, at.y);
      await waitFor(page, (s) => s.selected === chosen.id, 'the piece picked');
      await openTab(page, 'terrain');  // picking a piece shows the Piece tab; pinning is under Terrain
      await clickWidget(page, 'pin-piece');
      await waitFor(page, (s) => s.pinned.includes(chosen.id), 'the piece pinned');
      await clickWidget(page, 'reroll-layout');
      const moved = (s) => s.pieces.filter((p) => p.id !== chosen.id);
      const second = await waitFor(
        page,
        (s) => !s.generation.busy && s.pieces.length === 8 && moved(s).every((p) => !first.pieces.some((q) => q.id === p.id)),
        'the unpinned pieces re-rolled',
      );
      const kept = second.pieces.find((p) => p.id === chosen.id);
      assert.deepEqual([kept.x, kept.y, kept.rotation], [chosen.x, chosen.y, chosen.rotation], 'the pinned piece stays');
      const spot = (p) => `${p.x},${p.y},${p.rotation}`;
      const before = new Set(moved(first).map(spot));
      assert.ok(moved(second).some((p) => !before.has(spot(p))), 'the re-rolled pieces stand elsewhere');
      assert.deepEqual(second.findings.filter((f) => f.breach), [], 'the re-rolled table is legal');
      await screenshot('rerolled');
      const after = await recorded(page);
      console.log(
        `     app's longest frame while generating: ${first.generation.longestFrameMs.toFixed(1)} ms ` +
          `(${first.generation.longestFramePhase}), re-roll ${second.generation.longestFrameMs.toFixed(1)} ms ` +
          `(${second.generation.longestFramePhase}); ` +
          `longest gap between animation frames: ${Math.max(...after.gaps).toFixed(1)} ms`,
      );
    },
  },
];

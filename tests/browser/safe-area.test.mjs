// A phone's notch, rounded corners and home indicator (CDP's safe-area override stands in for them): the board's
// toolbars and the panel stay inside the safe area upright and on its side, and taps aimed at them still land.
import assert from 'node:assert/strict';
import { addPiece, chooseSystem, openApp, settled } from './lib/app.mjs';

const toolbar = ['undo', 'redo', 'fit', 'turn', 'measure', 'share'];
const controls = [...toolbar, 'tab-content'];

async function insetsOf(page, insets) {
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setSafeAreaInsetsOverride', { insets });
}

// Every control's rectangle, once they stay in place.
const rects = (page) => settled(page, (s) => (controls.every((k) => s.widgets[k]) ? controls.map((k) => s.widgets[k]) : undefined),
  'the toolbars and the panel');

function assertInside(found, screen, insets, how) {
  const inside = { left: insets.left || 0, top: insets.top || 0, right: screen.width - (insets.right || 0),
    bottom: screen.height - (insets.bottom || 0) };
  found.forEach((r, i) => {
    const where = `${controls[i]} ${how}: ${JSON.stringify(r)} in ${JSON.stringify(inside)}`;
    assert.ok(r.x >= inside.left - 0.5 && r.y >= inside.top - 0.5, where);
    assert.ok(r.x + r.width <= inside.right + 0.5 && r.y + r.height <= inside.bottom + 0.5, where);
  });
}

export const tests = [
  {
    name: 'the toolbars and the panel stay clear of the notch and the home indicator, upright and on its side',
    context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    async run({ page, url, screenshot }) {
      const upright = { top: 47, bottom: 34 };
      await insetsOf(page, upright);
      await openApp(page, url);
      await chooseSystem(page, 'aos4');  // aimed by the reported rectangles: a miss would time out here
      await addPiece(page, 'obstacle');
      assertInside(await rects(page), { width: 390, height: 844 }, upright, 'upright');
      await screenshot('upright');

      const onItsSide = { left: 47, right: 47, bottom: 21 };
      await insetsOf(page, onItsSide);
      await page.setViewportSize({ width: 844, height: 390 });
      assertInside(await rects(page), { width: 844, height: 390 }, onItsSide, 'on its side');
      await screenshot('on-its-side');
    },
  },
];

// The two pictures the README opens with (docs/images/), made the way a player gets there: a 40K table laid out
// by the generator, one ruin tapped to read its rules, on a laptop and on a phone. Each is kept as a small JPEG in
// build/web/screenshots (readme-desktop.jpg, readme-phone.jpg); `cp build/web/screenshots/readme-*.jpg
// docs/images/` refreshes the README's copies after a visible change.
import assert from 'node:assert/strict';
import { chooseSystem, openApp, openTab, press, tapWidget, toScreen, waitFor } from './lib/app.mjs';
import { fingers } from './lib/touch.mjs';

// A generated table, then its biggest ruin selected by `tap`: its rules are on show in the Piece tab.
async function tableWithRules(page, tap) {
  await chooseSystem(page, 'wh40k10');
  await openTab(page, 'terrain');
  await tapWidget(page, 'generate-layout');
  const s = await waitFor(page, (st) => st.pieces.length >= 12, 'a generated table of a dozen pieces or more');
  const area = (p) => p.width * p.depth;
  const ruins = s.pieces.filter((p) => p.kind.includes('ruin'));
  assert.ok(ruins.length > 0, 'ruins on the table');
  const piece = ruins.reduce((a, b) => (area(b) > area(a) ? b : a));
  await tap(toScreen(s, piece.x, piece.y));
  // Where pieces overlap, the one on top is the one tapped.
  const shown = await waitFor(page, (st) => st.selected !== null && st.values['open-tab'] === 'tab:selection',
    'the tapped piece\'s rules');
  assert.ok(shown.pieces.some((p) => p.id === shown.selected), 'a piece of the table is selected');
}

const shoot = (page, name) => page.screenshot({ path: `build/web/screenshots/readme-${name}.jpg`, type: 'jpeg', quality: 70 });

export const tests = [
  {
    name: 'the README\'s pictures: a generated 40K table with a piece\'s rules, on a laptop',
    context: { viewport: { width: 1024, height: 640 } },
    async run({ page, url }) {
      await openApp(page, url);
      await tableWithRules(page, (at) => press(page, at.x, at.y));
      await shoot(page, 'desktop');
    },
  },
  {
    name: 'the README\'s pictures: the same on a phone, tapped with a finger',
    context: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } },
    async run({ page, context, url }) {
      await openApp(page, url);
      const finger = await fingers(page, context);
      await tableWithRules(page, (at) => finger.tap(at));
      await shoot(page, 'phone');
    },
  },
];

// Driving the app the way a player does: real mouse and touch events on the canvas, aimed with the
// read-only state hook (window.battleboard.state()), which also reports where named widgets were drawn.
import assert from 'node:assert/strict';

export const state = (page) => page.evaluate(() => window.battleboard.state());

export async function waitFor(page, predicate, what, timeout = 15000) {
  const started = Date.now();
  for (;;) {
    const current = await state(page).catch(() => null);
    if (current && predicate(current)) return current;
    if (Date.now() - started > timeout) throw new Error('timed out waiting for ' + what);
    await page.waitForTimeout(50);
  }
}

// Returns once the saves are read and any battlefield they restore has its game system loaded: the system
// picker moves into the Battle tab when a system is chosen, so a test must not reach for it mid-restore.
export async function openApp(page, url) {
  await page.goto(url);
  return waitFor(page, (s) => s.frame > 2 && s.saves.ready && s.loading === '', 'the first frames and the saves');
}

// What `read(state)` gives once it is the same two frames running: ImGui lays out a new tab bar or window
// (and an auto-sized banner above a board) over its first frames, so a place read too early is stale.
export async function settled(page, read, what) {
  let value = read(await waitFor(page, (st) => read(st) !== undefined, what));
  for (;;) {
    await frames(page, 1);
    const again = read(await waitFor(page, (st) => read(st) !== undefined, what));
    if (JSON.stringify(again) === JSON.stringify(value)) return value;
    value = again;
  }
}

// Clicks a widget's middle, once it stays in place, with a press long enough for any frame rate.
export async function clickWidget(page, key) {
  const r = await settled(page, (st) => st.widgets?.[key], `widget ${key}`);
  await press(page, r.x + r.width / 2, r.y + r.height / 2);
}

// ImGui polls the mouse once a frame, and software-rendered HiDPI canvases may run at a few frames a second:
// every pointer step waits for the app to draw frames, never for a fixed time.
// The app builds frames only on demand (issue 27): a test that waits for frames asks for them, as input would.
// Counts frames inside the page, asking for one on every animation frame: the app sleeps a short while after a
// wake, so a count read in a later round trip from Node could start after the woken frames were all built.
export async function frames(page, count = 2) {
  await page.evaluate(async (count) => {
    const frame = () => window.battleboard.state().frame;
    const start = frame(), started = performance.now();
    while (frame() < start + count) {
      if (performance.now() - started > 15000) throw new Error(`timed out waiting for ${count} frames`);
      window.Module.requestFrame?.();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, count);
}

export async function press(page, x, y) {
  await page.mouse.move(x, y);
  await frames(page);
  await page.mouse.down();
  await frames(page);
  await page.mouse.up();
  await frames(page);
}

// With a system chosen, the picker is in the Battle tab.
export async function chooseSystem(page, id) {
  if (!(await state(page)).widgets.system) await openTab(page, 'battle');
  await clickWidget(page, 'system');
  await clickWidget(page, 'system:' + id);
  return waitFor(page, (s) => s.system === id && s.loading === '', `system ${id}`);
}

// Chooses a battleplan (or deployment map) in the Battle tab and waits until the battlefield has it.
export async function chooseBattleplan(page, id) {
  await openTab(page, 'battle');
  await tapWidget(page, 'battleplan');
  await tapWidget(page, 'battleplan:' + id);
  return waitFor(page, (s) => s.battleplan === id, `the battleplan ${id}`);
}

// Screen position (CSS pixels) of a board point in inches.
export function toScreen(s, x, y) {
  return { x: s.view.left + x * s.view.pixelsPerInch, y: s.view.bottom - y * s.view.pixelsPerInch };
}

// Opens a tab of the panel: battle, dice, terrain, sight, selection (the Piece tab) or saves.
export async function openTab(page, name) {
  await clickWidget(page, 'tab:' + name);
}

// Types into the catalogue filter (a real ImGui text field) to bring an entry into view.
export async function filterCatalogue(page, text) {
  await typeInto(page, 'catalogue-filter', text);
}

export async function addPiece(page, kind) {
  const before = (await state(page)).pieces.length;
  if (!(await state(page)).widgets['add:' + kind]) await openTab(page, 'terrain');
  // Long catalogues scroll: filter by the id's words, which the entry's name contains.
  if (!(await frames(page).then(() => state(page))).widgets['add:' + kind]) await filterCatalogue(page, kind.replace(/-/g, ' '));
  await clickWidget(page, 'add:' + kind);
  const s = await waitFor(page, (st) => st.pieces.length === before + 1, `a new ${kind}`);
  const piece = s.pieces[s.pieces.length - 1];
  assert.equal(piece.kind, kind);
  return piece;
}

export async function dragMouse(page, from, to, steps = 10) {
  await page.mouse.move(from.x, from.y);
  await frames(page);
  await page.mouse.down();
  await frames(page);
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps);
    await frames(page, 1);
  }
  await frames(page);
  await page.mouse.up();
  await frames(page);
}

// A one-finger drag through the DevTools protocol (the page must be opened with hasTouch), a frame per step.
export async function dragFinger(page, context, from, to, steps = 10) {
  const client = await context.newCDPSession(page);
  const touch = async (type, point) => {
    await client.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [] });
    await frames(page, 1);
  };
  await touch('touchStart', from);
  await frames(page);
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: from.x + (to.x - from.x) * i / steps, y: from.y + (to.y - from.y) * i / steps });
  }
  await frames(page);
  await touch('touchEnd', null);
  await frames(page);
}

// How far the open tab's content is scrolled, and how far it can be: [at, end].
const tabScroll = (s) => (s.values['scroll:tab-content'] || '0/0').split('/').map(Number);

// Scrolls the open tab (mouse wheel over it) until a widget is wholly in view, then returns its rectangle:
// down to the bottom, then up to the top, as far as the tab says it scrolls.
export async function revealWidget(page, key) {
  let s = await state(page);
  if (s.widgets[key]) return s.widgets[key];
  // A tab's scroll range comes from the previous frame's content: let a tab that just grew settle first.
  await frames(page);
  s = await state(page);
  if (s.widgets[key]) return s.widgets[key];
  const area = s.widgets['tab-content'];
  if (!area) throw new Error(`widget ${key} is not drawn and no tab is open`);
  // Over the tab's own scrollbar, so a list or panel nested in the tab never takes the wheel.
  await page.mouse.move(area.x + area.width - 3, area.y + area.height / 2);
  for (const direction of [1, -1]) {
    // A high-density screen turns some wheel turns into less than a line, which scrolls nothing: only several
    // still turns in a row mean the tab is stuck.
    for (let still = 0; still < 5;) {
      const [at, end] = tabScroll(s);
      if (direction > 0 ? at >= end : at <= 0) break;
      await page.mouse.wheel(0, direction * 200);
      await frames(page);
      s = await state(page);
      if (s.widgets[key]) return s.widgets[key];
      still = tabScroll(s)[0] === at ? still + 1 : 0;
    }
  }
  throw new Error(`widget ${key} never came into view`);
}

// Brings a widget into view in the open tab, then clicks it.
export async function tapWidget(page, key) {
  await revealWidget(page, key);
  await clickWidget(page, key);
}

// Presses a key (with modifiers, as 'Control+a') and holds it for frames: this ImGui reads keys once a frame
// and misses a press released within the same frame.
export async function pressKey(page, combination) {
  const keys = combination.split('+');
  for (const key of keys) await page.keyboard.down(key);
  await frames(page);
  for (const key of keys.reverse()) await page.keyboard.up(key);
  await frames(page);
}

// Clicks into a text or number field and types over what it holds.
export async function typeInto(page, key, text) {
  await revealWidget(page, key);
  await clickWidget(page, key);
  await pressKey(page, 'Control+a');
  await page.keyboard.type(text);  // characters are queued, so these may be quick
  await frames(page);
}

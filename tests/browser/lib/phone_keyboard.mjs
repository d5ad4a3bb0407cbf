// Typing the way a phone does. A finger taps a text field; the page's text agent must take the focus inside that
// tap's touchend (an init script logs the event each focus() ran in, and the keys it asked for), and text then
// arrives the way a phone's keyboard sends it: input events (insertText), IME composition (CDP), and the
// beforeinput/input pairs an Android keyboard sends for its backspace and its autocorrect.
import assert from 'node:assert/strict';
import { revealWidget, waitFor } from './app.mjs';
import { middleOf } from './touch.mjs';

// A context option set: the phone the issue was found on, its screen at two device pixels a point (at its own
// three, software rendering takes over twice as long; focus and text never depend on it).
export const phone = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

export async function logFocus(context) {
  await context.addInitScript(() => {
    window.focusLog = [];
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (...args) {
      window.focusLog.push({ id: this.id, during: window.event ? window.event.type : null, inputMode: this.inputMode });
      return focus.apply(this, args);
    };
  });
}

const agentFocused = () => document.activeElement && document.activeElement.id === 'text-agent';

// A finger tap on a text field: the agent has the focus, given it in the touchend, and lies over the field the
// app now edits. Gives the app's state then.
export async function tapField(page, finger, key) {
  const field = await revealWidget(page, key);
  const logged = await page.evaluate(() => window.focusLog.length);
  await finger.tap(middleOf(field));
  assert.ok(await page.evaluate(agentFocused), `an element the browser can edit has the focus after a tap on ${key}`);
  const focuses = await page.evaluate((n) => window.focusLog.slice(n), logged);
  const inTouchend = focuses.find((f) => f.id === 'text-agent' && f.during === 'touchend');
  assert.ok(inTouchend, `focus() ran inside the touchend of the tap on ${key} (${JSON.stringify(focuses)})`);
  const inside = (r) => r.y < field.y + field.height && r.y + r.height > field.y;
  const s = await waitFor(page, (st) => st.textAgent && inside(st.textAgent.rect), `the agent over ${key}`);
  s.focusedFor = inTouchend.inputMode;  // the keys the keyboard opened with, before the app had the tap
  return s;
}

// Waits until the field being edited holds `text` (as ImGui holds it), and gives the state.
export function fieldHolds(page, text) {
  return waitFor(page, (s) => s.textAgent && s.textAgent.text === text, `the field to hold ${JSON.stringify(text)}`);
}

// Waits until the agent itself holds `text` (the app has shown it the field's text).
export async function agentHolds(page, text) {
  await page.waitForFunction((t) => document.activeElement.value === t, text, { polling: 50 });
}

// Selects all the agent holds, as a long press and "Select all" do; waits until the field has the same selection.
export async function selectAll(page) {
  const length = await page.evaluate(() => {
    const el = document.activeElement;
    el.setSelectionRange(0, el.value.length);
    return [...el.value].length;
  });
  await waitFor(page, (s) => s.textAgent && s.textAgent.selection[0] === 0 && s.textAgent.selection[1] === length,
    'the field\'s text selected');
}

// What an Android keyboard sends for a backspace, an autocorrection or a paste: a beforeinput the page may cancel, the
// browser's own edit of the element (done here as the browser does it, range and caret included), then input.
// `range` is what the edit replaces, in UTF-16 units; by default the selection, or the letter before the caret.
export async function androidEdit(page, inputType, data = null, range = null) {
  await page.evaluate(({ inputType, data, range }) => {
    const el = document.activeElement;
    let [start, end] = range || [el.selectionStart, el.selectionEnd];
    if (!range && inputType === 'deleteContentBackward' && start === end) start = Math.max(0, start - 1);
    const before = new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true });
    if (!el.dispatchEvent(before)) return;
    el.value = el.value.slice(0, start) + (data || '') + el.value.slice(end);
    const caret = start + (data || '').length;
    el.setSelectionRange(caret, caret);
    el.dispatchEvent(new InputEvent('input', { inputType, data, bubbles: true }));
  }, { inputType, data, range });
}

// Composes text with the IME (CDP Input.imeSetComposition), one step at a time, then commits `committed` with
// insertText, as a keyboard composing accents or CJK does.
export async function compose(page, client, steps, committed) {
  for (const text of steps) {
    await client.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await fieldHolds(page, await page.evaluate(() => document.activeElement.value));
  }
  await page.keyboard.insertText(committed);
}

const sessions = new WeakMap();
async function cdpSession(page) {
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  return sessions.get(page);
}

// Types into the field `key` every way a phone's keyboard sends text, checking the field after each: a finger tap
// (focus given in its touchend; the letter keys, not the number keys), letters (insertText) over whatever the field
// held, an accent and a CJK character composed with the IME; then, the keyboard closed and the field tapped again
// with that text in it, Android's backspace takes the CJK character and its autocorrect replaces the whole text with
// `corrected`. The field is left being edited; gives the state once it holds `corrected`.
export async function typeLikeAPhone(page, finger, key, typed, corrected) {
  const client = await cdpSession(page);
  const s = await tapField(page, finger, key);
  assert.equal(s.textAgent.number, false, `${key} is a text field`);
  assert.equal(await page.evaluate(() => document.activeElement.inputMode), 'text', `${key} gets the letter keys`);
  await selectAll(page);
  await page.keyboard.insertText(typed);
  await fieldHolds(page, typed);
  await compose(page, client, ['e'], '\u00e9');
  await fieldHolds(page, `${typed}\u00e9`);
  await compose(page, client, ['k', '\u304b'], '\u6f22');
  const composed = `${typed}\u00e9\u6f22`;
  await fieldHolds(page, composed);

  await page.evaluate(() => document.activeElement.blur());
  await waitFor(page, (s) => !s.textAgent, `${key} let go`);
  await tapField(page, finger, key);
  await agentHolds(page, composed);
  await page.evaluate(() => {
    const el = document.activeElement;
    el.setSelectionRange(el.value.length, el.value.length);
  });
  await androidEdit(page, 'deleteContentBackward');
  await fieldHolds(page, `${typed}\u00e9`);
  await androidEdit(page, 'insertReplacementText', corrected, [0, typed.length + 1]);
  return fieldHolds(page, corrected);
}

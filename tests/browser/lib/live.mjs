// Two phones at one table, as the live tests drive them: a browser context per phone (touch, phone size, a
// finger), taps on widgets, and the join by codes (the first phone's code opened as its camera app would, the
// answer typed into the first phone's "Paste a code" field as a phone keyboard sends text).
import { openApp, openTab, revealWidget, settled, state, waitFor } from './app.mjs';
import { phone, logFocus, tapField } from './phone_keyboard.mjs';
import { fingers, middleOf } from './touch.mjs';

export const Stage = { Offered: 2, Connected: 5, Lost: 6, Refused: 7 };

// A finger tap on a widget (brought into view in the open tab first), once it stays in place.
export async function tap(page, finger, key) {
  if (!(await state(page)).widgets[key]) await revealWidget(page, key);
  const r = await settled(page, (st) => st.widgets?.[key], `widget ${key}`);
  await finger.tap(middleOf(r));
}

export async function phonePage(browser, init) {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  await logFocus(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  return { context, page, finger: await fingers(page, context) };
}

// A code typed into a phone's "Paste a code" field (Play together open) and used.
export async function pasteCode(phoneOf, code) {
  await tapField(phoneOf.page, phoneOf.finger, 'live:paste');
  await phoneOf.page.keyboard.insertText(code);
  await waitFor(phoneOf.page, (st) => st.textAgent && st.textAgent.text === code, 'the code in the field');
  await tap(phoneOf.page, phoneOf.finger, 'live:use-code');
}

// The first phone (Play together open) shows a code: "Show my code", or Reconnect after a drop.
export async function showCode(a) {
  await tap(a.page, a.finger, 'live:offer');
  const s = await waitFor(a.page, (st) => st.live.stage === Stage.Offered && st.live.code.includes('#bj1.'),
    'the first phone\'s code');
  return s.live.code;
}

// `b` answers `a`'s offer: as a camera app opens it (a new page), or pasted into the running app.
export async function answer(b, offer, { opened } = {}) {
  if (opened) {
    await openApp(b.page, offer);
  } else {
    await openTab(b.page, 'battle');
    await tap(b.page, b.finger, 'play-together');
    await pasteCode(b, offer);
  }
  const s = await waitFor(b.page, (st) => st.live.code.includes('#bj1.') && st.live.code !== offer,
    'the second phone\'s answer');
  return s.live.code;
}

// A loaded machine running other live tests beside this one may take longer than a phone to open the channel.
export const kChannelMs = 30000;

export async function connected(...phones) {
  for (const p of phones)
    await waitFor(p.page, (st) => st.live.stage === Stage.Connected, 'the channel open and the hellos agreed',
      kChannelMs);
  for (const p of phones) await tap(p.page, p.finger, 'live:close');
}

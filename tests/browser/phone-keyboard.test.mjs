// Typing on a phone: a finger taps a text field and the phone's own keyboard types into it, every kind of field,
// every way a keyboard sends text (letters, IME composition, Android's backspace, autocorrect, paste), Enter and the
// keyboard closing both keeping what was typed, the numeric keypad for number fields, and the field kept in view
// when the keyboard takes half of the screen (Android shrinks the page for it, iOS only the visual viewport). (The
// example plugin's text field: plugins.test.mjs.)
import assert from 'node:assert/strict';
import {
  chooseBattleplan, chooseSystem, frames, openApp, openTab, settled, state, tapWidget, waitFor,
} from './lib/app.mjs';
import { fingers, middleOf } from './lib/touch.mjs';
import {
  agentHolds, androidEdit, compose, fieldHolds, logFocus, phone, selectAll, tapField, typeLikeAPhone,
} from './lib/phone_keyboard.mjs';

const toolbar = ['undo', 'redo', 'fit', 'turn', 'measure', 'share'];
const canvasHeight = (page) => page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().height);

// An iOS keyboard opening: the visual viewport shrinks to `visibleHeight` points (null: the keyboard closed), the
// page does not.
async function keyboardOverPage(page, visibleHeight) {
  await page.evaluate((h) => {
    const view = window.visualViewport;
    if (h === null) delete view.height;
    else Object.defineProperty(view, 'height', { configurable: true, get: () => h });
    view.dispatchEvent(new Event('resize'));
  }, visibleHeight);
}

const agentInputMode = (page) => page.evaluate(() => document.activeElement.inputMode);
const blurAgent = (page) => page.evaluate(() => document.activeElement.blur());

// An Age of Sigmar table on the phone; gives the finger to tap with.
async function aos4Table(page, context, url) {
  await logFocus(context);
  await openApp(page, url);
  await chooseSystem(page, 'aos4');
  return fingers(page, context);
}

export const tests = [
  {
    name: 'score names typed, composed and corrected with a phone keyboard; Enter and a closed keyboard keep them',
    context: phone,
    timeout: 240000,
    async run({ page, context, url, screenshot }) {
      const finger = await aos4Table(page, context, url);
      await chooseBattleplan(page, 'border-war');
      await tapWidget(page, 'panel:score:sheet');
      const client = await context.newCDPSession(page);

      // Letters as a phone sends them (input events, no key presses), then the keyboard's Enter.
      let s = await tapField(page, finger, 'panel:score:name:0');
      assert.equal(s.textAgent.number, false);
      assert.equal(await agentInputMode(page), 'text');
      await page.keyboard.insertText('Ann');
      await fieldHolds(page, 'Ann');
      await page.keyboard.press('Enter');
      s = await waitFor(page, (st) => st.values['panel:score:name:0'] === 'Ann' && !st.textAgent, 'Ann kept on Enter');
      assert.equal(await page.evaluate(() => document.activeElement.id), '', 'the keyboard closed');

      // CJK composed with the IME, then the keyboard closed without Enter: the plugin's field keeps it all the same.
      await tapField(page, finger, 'panel:score:name:1');
      await compose(page, client, ['k', '\u304b', '\u6f22'], '\u6f22\u5b57');
      await fieldHolds(page, '\u6f22\u5b57');
      await screenshot('composed');
      await blurAgent(page);
      await waitFor(page, (st) => st.values['panel:score:name:1'] === '\u6f22\u5b57' && !st.textAgent, 'the name kept on blur');

      // A field that holds a name: the agent is given it, so Android's backspace and autocorrect edit it exactly.
      await tapField(page, finger, 'panel:score:name:0');
      await agentHolds(page, 'Ann');
      await page.evaluate(() => document.activeElement.setSelectionRange(3, 3));
      await androidEdit(page, 'deleteContentBackward');
      await fieldHolds(page, 'An');
      await page.keyboard.insertText('m');  // "Anm": a slip the keyboard then corrects
      await fieldHolds(page, 'Anm');
      await androidEdit(page, 'insertReplacementText', 'Anna', [0, 3]);
      await fieldHolds(page, 'Anna');
      await androidEdit(page, 'insertFromPaste', ' Lee');  // pasted from the keyboard's clipboard strip
      await fieldHolds(page, 'Anna Lee');
      await page.keyboard.press('Enter');
      s = await waitFor(page, (st) => st.values['panel:score:name:0'] === 'Anna Lee', 'the corrected name kept');
      assert.equal(s.values['panel:score:name:1'], '\u6f22\u5b57');
    },
  },
  {
    name: 'save, terrain box, catalogue filter, zone and sight keyword fields take a phone keyboard; numbers get number keys',
    context: phone,
    timeout: 240000,
    async run({ page, context, url, screenshot }) {
      const finger = await aos4Table(page, context, url);

      // Every kind of text field is typed into the way a phone types (lib/phone_keyboard.mjs), and the app holds
      // the exact text. The catalogue filter narrows the list to what the keyboard corrected "placé" to.
      await openTab(page, 'terrain');
      await typeLikeAPhone(page, finger, 'catalogue-filter', 'plac', 'place');
      let s = await waitFor(page, (st) => st.values['catalogue-filter'] === 'place' &&
        st.widgets['add:place-of-power'] && !st.widgets['add:obstacle'], 'the filtered list');
      await blurAgent(page);

      // The terrain box: a name over the kind's name the form starts with, and a width from the number keys (a
      // decimal comma reads as a point).
      await tapWidget(page, 'box-open');
      await typeLikeAPhone(page, finger, 'box:name', 'Ruined tow', 'Ruined tower');
      s = await tapField(page, finger, 'box:width');
      assert.equal(s.textAgent.number, true, 'the width is a number field');
      assert.equal(await agentInputMode(page), 'decimal', 'the phone offers its number keys');
      await selectAll(page);
      await page.keyboard.insertText('6,5');
      await fieldHolds(page, '6.5');
      await tapField(page, finger, 'box:depth');
      await selectAll(page);
      await page.keyboard.insertText('3');
      await fieldHolds(page, '3');
      // ImGui showed the app the width takes numbers: the next tap opens the number keys in its touchend already.
      s = await tapField(page, finger, 'box:width');
      assert.equal(s.focusedFor, 'decimal', 'the number keys from the tap itself');
      await blurAgent(page);
      await tapWidget(page, 'box:add');
      s = await waitFor(page, (st) => st.terrainBox.pieces.length === 1, 'the piece in the box');
      assert.deepEqual([s.terrainBox.pieces[0].name, s.terrainBox.pieces[0].width, s.terrainBox.pieces[0].depth],
        ['Ruined tower', 6.5, 3]);
      await tapWidget(page, 'box:close');

      // The sight check's keywords.
      await openTab(page, 'sight');
      await typeLikeAPhone(page, finger, 'sight-keywords:observer', 'infantry, fl', 'INFANTRY, FLY');
      await waitFor(page, (st) => JSON.stringify(st.sight.observer.keywords) === '["INFANTRY","FLY"]',
        'the keywords kept');
      await blurAgent(page);

      // A deployment zone's name, edited in place.
      s = await chooseBattleplan(page, 'border-war');
      assert.ok(s.territories.length > 0, 'the map has zones');
      await tapWidget(page, 'zones');
      await typeLikeAPhone(page, finger, 'zone-name:0', 'Nort', 'North');
      await waitFor(page, (st) => st.territories[0].name === 'North', 'the renamed zone');
      await blurAgent(page);

      // The save name, in the panel at the bottom: with the keyboard up (half the screen gone) it stays in view.
      await openTab(page, 'saves');
      await typeLikeAPhone(page, finger, 'save-name', 'Club nit', 'Club night');
      await page.setViewportSize({ width: 390, height: 480 });  // what the keyboard leaves of the page
      s = await waitFor(page, (st) => st.textAgent && st.textAgent.rect.y + st.textAgent.rect.height <= 480 &&
        st.widgets['save-name'], 'the field in view above the keyboard');
      await fieldHolds(page, 'Club night');
      await frames(page, 2);
      await screenshot('keyboard-open');
      await page.keyboard.press('Enter');
      await waitFor(page, (st) => !st.textAgent, 'the field let go');
      await page.setViewportSize({ width: 390, height: 844 });  // the keyboard closes

      // iOS does not shrink the page for its keyboard, only the visual viewport: the canvas follows it, and the
      // toolbar and the field being typed into stay above the keyboard's edge.
      s = await tapField(page, finger, 'save-name');
      assert.ok(s.textAgent.rect.y + s.textAgent.rect.height > 480, 'the field lies where the keyboard will be');
      await keyboardOverPage(page, 480);
      s = await waitFor(page, (st) => st.textAgent && st.textAgent.rect.y + st.textAgent.rect.height <= 480 &&
        toolbar.every((k) => st.widgets[k] && st.widgets[k].y + st.widgets[k].height <= 480),
      'the toolbar and the field above the keyboard');
      assert.equal(await canvasHeight(page), 480, 'the canvas as tall as the visual viewport');
      await page.keyboard.press('Enter');
      await waitFor(page, (st) => !st.textAgent, 'the field let go');
      await keyboardOverPage(page, null);
      assert.equal(await canvasHeight(page), 844, 'the canvas back to the whole page');
      await finger.tap(middleOf(await settled(page, (st) => st.widgets['save-as'], 'the Save button')));
      s = await waitFor(page, (st) => st.saves.list.some((e) => e.name === 'Club night'), 'the save under its typed name');
      assert.equal((await state(page)).territories[0].name, 'North');
    },
  },
];

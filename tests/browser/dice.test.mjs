// The dice tray on a phone held upright, with a finger: a pool against a target with re-rolls and a second step,
// its count read back and its faces checked on screen; the battle's roll log across a reload; the first-steps
// hint after choosing a system, gone for good once dismissed.
import assert from 'node:assert/strict';
import { chooseSystem, frames, openApp, openTab, revealWidget, state, waitFor } from './lib/app.mjs';
import { decodePng } from './lib/png.mjs';

const phone = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } };

// A finger tap in the middle of a widget, brought into view in the open tab first.
function finger(page, context) {
  let client;
  return async (key) => {
    client ??= await context.newCDPSession(page);
    await revealWidget(page, key);
    await frames(page, 2);
    const r = (await waitFor(page, (s) => s.widgets[key], `widget ${key}`)).widgets[key];
    const point = { x: r.x + r.width / 2, y: r.y + r.height / 2, id: 1 };
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await frames(page);
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await frames(page);
  };
}

// Sets up 12 D6 hitting on 3+ re-rolling 1s, then wounding on 4+, all with taps.
async function setUpPool(page, tap) {
  await openTab(page, 'dice');  // tabs take a mouse click, as in the other phone tests
  await waitFor(page, (s) => s.dice && s.widgets['dice:kind:D6'], 'the dice tray');
  await tap('dice:count:plus');
  await tap('dice:count:plus');
  await tap('dice:first:target:3');
  await tap('dice:first:reroll:ones');
  await tap('dice:second');
  await tap('dice:second:target:4');
  const s = await waitFor(page, (st) => st.dice.pool.count === 12 && st.dice.pool.target === 3 && st.dice.pool.second,
    'the pool set up');
  assert.equal(s.dice.pool.reroll, 1, 're-roll 1s');
}

// What each face looks like in the screenshot: a light face for a success, a dark one for a failure.
function faceLooks(image, r) {
  const [red, green, blue] = image.pixel(r.x + r.width / 2, r.y + 6);  // between the edge and the top pips
  return red + green + blue > 600 ? 'light' : red + green + blue < 330 ? 'dark' : 'other';
}

const autosavedRolls = (page, count) => page.waitForFunction(async (want) => {
  const db = await new Promise((ok, fail) => {
    const open = indexedDB.open('battleboard');
    open.onsuccess = () => ok(open.result);
    open.onerror = fail;
  });
  const text = await new Promise((ok) => {
    const r = db.transaction('saves').objectStore('saves').get('autosave');
    r.onsuccess = () => ok(r.result);
    r.onerror = () => ok(null);
  });
  db.close();
  return text && JSON.parse(text).rolls.entries.length === want;
}, count, { polling: 100, timeout: 15000 });

export const tests = [
  {
    name: 'dice tray on a phone: 12 D6 hitting on 3+ re-rolling 1s, then wounds on 4+; the count and the faces on screen',
    context: phone,
    async run({ page, context, url, screenshot }) {
      const tap = finger(page, context);
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await setUpPool(page, tap);
      for (const key of ['dice:roll', 'dice:first:target:3', 'dice:first:reroll:ones', 'dice:count:plus']) {
        const r = (await state(page)).widgets[key] ?? (await revealWidget(page, key));
        assert.ok(r.height >= 44, `${key} is ${r.height} px tall`);
        assert.ok(r.x >= 0 && r.x + r.width <= 390, `${key} fits across the screen`);
      }
      await tap('dice:roll');
      let s = await waitFor(page, (st) => st.dice.last, 'a roll');
      const { last } = s.dice;
      assert.equal(last.count, 12);
      assert.equal(last.first.dice.length, 12);
      // The count the tray shows is the dice at 3 or more after re-rolls, and only 1s were re-rolled.
      assert.equal(last.first.successes, last.first.dice.filter((d) => d.face >= 3).length);
      for (const d of last.first.dice) {
        assert.ok(d.face >= 1 && d.face <= 6);
        assert.equal(d.success, d.face >= 3);
        assert.ok(d.rerolledFrom === 0 || d.rerolledFrom === 1, 'only 1s are re-rolled');
      }
      // The wound rolls: one die per hit, successes on 4+.
      assert.equal(last.second.dice.length, last.first.successes);
      assert.equal(last.second.successes, last.second.dice.filter((d) => d.face >= 4).length);
      assert.equal(last.successes, last.second.successes);
      assert.equal(s.values['dice:successes'], String(last.successes));
      assert.equal(s.values['dice:first:successes'], String(last.first.successes));

      // The faces on screen: every success light with a green edge, every failure dark.
      await revealWidget(page, 'dice:first:face:0');
      await frames(page, 2);
      s = await state(page);
      const image = decodePng(await page.screenshot());
      await screenshot('rolled');
      let checked = 0;
      last.first.dice.forEach((d, i) => {
        const r = s.widgets[`dice:first:face:${i}`];
        if (!r) return;  // scrolled out of view
        assert.equal(faceLooks(image, r), d.success ? 'light' : 'dark', `face ${i} (${d.face})`);
        if (d.success) {
          const [red, green] = image.pixel(r.x + r.width / 2, r.y + 1);
          assert.ok(green > 150 && red < 150, `face ${i} has a green edge`);
        }
        checked++;
      });
      assert.ok(checked >= 6, `${checked} faces on screen`);

      // Again repeats the pool last rolled, and both rolls are in the battle's log.
      const before = s.dice.log.length;
      await tap('dice:again');
      s = await waitFor(page, (st) => st.dice.log.length === before + 1, 'the repeated roll');
      assert.equal(s.dice.last.count, 12);
      assert.equal(s.dice.log.at(-1).what, s.dice.log.at(-2).what);
      assert.match(s.dice.log.at(-1).what, /^12 D6, 3\+, re-roll 1s; then 4\+$/);
    },
  },
  {
    name: 'the roll log is saved with the battle and survives a reload',
    context: phone,
    async run({ page, context, url, screenshot }) {
      const tap = finger(page, context);
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await setUpPool(page, tap);
      await tap('dice:roll');
      await tap('dice:again');
      const rolled = await waitFor(page, (s) => s.dice.log.length === 2, 'two rolls in the log');
      await autosavedRolls(page, 2);
      await page.reload();
      const back = await waitFor(page, (s) => s.system === 'aos4' && s.loading === '' && s.dice.log.length === 2,
        'the log after the reload');
      assert.deepEqual(back.dice.log, rolled.dice.log);
      await openTab(page, 'dice');  // tabs take a mouse click, as in the other phone tests
      await waitFor(page, (s) => s.values['dice:log-count'] === '2', 'the log in the Dice tab');
      await screenshot('log-after-reload');
      // A new battle starts an empty log.
      await tap('dice:log-clear');
      await waitFor(page, (s) => s.dice.log.length === 0, 'the log cleared');
    },
  },
  {
    name: 'first steps: a hint after choosing a system on an empty battlefield, gone for good once dismissed',
    context: phone,
    async run({ page, context, url, screenshot }) {
      const tap = finger(page, context);
      let s = await openApp(page, url);
      assert.equal(s.values['hint:first-steps'], undefined, 'no hint before a system is chosen');
      await chooseSystem(page, 'wfb8');
      s = await waitFor(page, (st) => st.values['hint:first-steps'] && st.widgets['hint:dismiss'], 'the hint');
      assert.ok(s.widgets['hint:dismiss'].height >= 44);
      await screenshot('hint');
      await tap('hint:dismiss');
      await waitFor(page, (st) => !st.values['hint:first-steps'], 'the hint dismissed');
      await page.reload();
      await waitFor(page, (st) => st.system === 'wfb8' && st.loading === '', 'the system after the reload');
      await frames(page, 10);
      assert.equal((await state(page)).values['hint:first-steps'], undefined, 'not shown again');
      await chooseSystem(page, 'aos4');
      await frames(page, 10);
      assert.equal((await state(page)).values['hint:first-steps'], undefined, 'not for another system either');
    },
  },
];

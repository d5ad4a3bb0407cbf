// A phone on the table keeps its screen on during a battle (issue 27): the page asks for a screen wake lock while
// a battlefield is open and the page is visible, lets it go when hidden, asks again when shown, and not at all when
// the player turns the setting off. An init script wraps navigator.wakeLock.request to count requests and
// releases. The page also asks the browser to keep its storage (the saves) from eviction.
import assert from 'node:assert/strict';
import { chooseSystem, frames, openApp, openTab, tapWidget, waitFor } from './lib/app.mjs';

// Counts wake lock requests and releases in the page; `window.__hidden` lets the test hide the page the way a
// phone's lock button does (headless pages are always visible), announced with visibilitychange.
function countWakeLocks() {
  const counts = { requests: 0, releases: 0, held: 0 };
  window.__wakeLocks = counts;
  Object.defineProperty(document, 'visibilityState', { get: () => (window.__hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { get: () => Boolean(window.__hidden) });
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (type) => {
    counts.requests++;
    const sentinel = await request(type).catch(() => null);
    // Headless Chromium may refuse the lock itself (no real screen); the page gets a stand-in that releases.
    const lock = sentinel || Object.assign(new EventTarget(), {
      released: false,
      release() { this.released = true; this.dispatchEvent(new Event('release')); return Promise.resolve(); },
    });
    counts.held++;
    lock.addEventListener('release', () => { counts.releases++; counts.held--; });
    return lock;
  };
}
const wakeLocks = (page) => page.evaluate(() => ({ ...window.__wakeLocks }));
const setHidden = (page, hidden) =>
  page.evaluate((hidden) => {
    window.__hidden = hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
const until = (page, test, what) =>
  page.waitForFunction(test, null, { timeout: 15000 }).catch(() => { throw new Error('timed out waiting for ' + what); });

export const tests = [
  {
    name: 'the wake lock is requested while visible and released when hidden, asked again when shown',
    async run({ page, url }) {
      await page.addInitScript(countWakeLocks);
      await openApp(page, url);
      assert.deepEqual(await wakeLocks(page), { requests: 0, releases: 0, held: 0 }, 'no lock without a battlefield');
      await chooseSystem(page, 'aos4');
      await until(page, () => window.__wakeLocks.held === 1, 'the lock taken');
      await setHidden(page, true);
      await until(page, () => window.__wakeLocks.held === 0, 'the lock released when hidden');
      await setHidden(page, false);
      await until(page, () => window.__wakeLocks.held === 1, 'the lock taken again when shown');
      assert.deepEqual(await wakeLocks(page), { requests: 2, releases: 1, held: 1 });
    },
  },
  {
    name: 'the keep-screen-on setting lets the screen sleep, and is remembered',
    async run({ page, url }) {
      await page.addInitScript(countWakeLocks);
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await until(page, () => window.__wakeLocks.held === 1, 'the lock taken');
      await openTab(page, 'battle');
      await tapWidget(page, 'keep-screen-on');
      await until(page, () => window.__wakeLocks.held === 0, 'the lock released when turned off');
      await page.reload();
      await waitFor(page, (s) => s.system === 'aos4' && s.loading === '', 'the battlefield restored');
      await frames(page, 4);
      assert.equal((await wakeLocks(page)).requests, 0, 'no lock asked for with the setting off');
    },
  },
  {
    name: 'no error where the browser has no wake lock; the page asks to keep its storage',
    async run({ page, url }) {
      await page.addInitScript(() => { delete Navigator.prototype.wakeLock; });
      await openApp(page, url);
      await chooseSystem(page, 'aos4');
      await frames(page, 4);
      const s = await waitFor(page, (st) => st.persistentStorage !== 'asking', 'the storage answer');
      assert.ok(['granted', 'refused'].includes(s.persistentStorage), s.persistentStorage);
      assert.equal(s.error, '');
    },
  },
];

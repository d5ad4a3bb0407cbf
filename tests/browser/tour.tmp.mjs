import { chromium, launchOptions } from './lib/browser.mjs';
import { openApp, chooseSystem, openTab, addPiece, frames, state } from './lib/app.mjs';
const browser = await chromium.launch(launchOptions);
for (const [name, vp] of [['desk', {width: 1400, height: 900}], ['phone', {width: 390, height: 844}]]) {
  const page = await browser.newPage({ viewport: vp, deviceScaleFactor: name === 'phone' ? 2 : 1 });
  page.on('console', m => { if (m.type() === 'error') console.log('console:', m.text()); });
  await openApp(page, 'http://127.0.0.1:8080/');
  await page.screenshot({ path: `/tmp/shots/${name}-0-start.png` });
  for (const sys of ['aos4', 'wh40k10', 'wfb8', 'tow', 'wh40k7']) {
    await chooseSystem(page, sys);
    await frames(page, 5);
    await page.screenshot({ path: `/tmp/shots/${name}-${sys}.png` });
  }
  await page.close();
}
await browser.close();

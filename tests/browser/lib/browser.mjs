// Debian's Chromium through playwright-core (installed by scripts/setup into the cache; Playwright's own
// browser downloads are not possible here), launched with the flags this machine needs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const cache = process.env.BB_CACHE || path.join(os.homedir(), '.cache/battleboard');
export const { chromium } = createRequire(path.join(cache, 'node/'))('playwright-core');

export const launchOptions = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};

// A browser with a real profile folder: what installability checks require (a plain context counts as
// incognito). The caller closes it; the folder is removed then.
export async function launchWithProfile(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'battleboard-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, ...options });
  const close = context.close.bind(context);
  context.close = async () => {
    await close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return context;
}

// Debian's Chromium through playwright-core (playwright's own browser downloads are not reachable here),
// launched the same way for the browser tests (test/e2e) and the frontend bench (scripts/bench-frontend.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, sandbox-free (containers), and quiet: no first-run, background, update, sync or QUIC traffic. */
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath, args });

/**
 * Chromium with a profile of its own (a fresh temporary one), as a person's browser is: Chrome says an app
 * cannot be installed from an incognito window, which is what `launchChromium`'s contexts are.
 */
export const launchChromiumProfile = async (): Promise<BrowserContext> => {
  const profile = mkdtempSync(join(tmpdir(), 'picket-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args,
    viewport: { width: 1280, height: 900 },
  });
  // Closing the context closes this Chromium; its profile goes with it.
  context.on('close', () => rmSync(profile, { recursive: true, force: true }));
  return context;
};

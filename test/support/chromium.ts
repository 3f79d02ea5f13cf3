// Debian's Chromium through playwright-core (playwright's own browser downloads are not reachable here),
// launched the same way for the browser tests (test/e2e) and the frontend bench (scripts/bench-frontend.ts).
import { type Browser, chromium } from 'playwright-core';

/** Headless, sandbox-free (containers), and quiet: no first-run, background, update, sync or QUIC traffic. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });

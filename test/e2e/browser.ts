// Debian's Chromium through playwright-core (playwright's own browser downloads are not reachable here).
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const appUrl = (path = '/') => `${inject('appUrl')}${path}`;

export const launchBrowser = (): Promise<Browser> =>
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

export const newPage = async (browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> => {
  const context = await browser.newContext({ viewport });
  return context.newPage();
};

let counter = 0;
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${process.pid}${++counter}@example.com`;

// Which navigations the service worker answers with the app (src/sw.ts): the app's routes, public or signed-in,
// but never the API, the local runtime's own pages and uploads, a file, or the frameable embedded calculator.
import { describe, expect, it } from 'vitest';
import { isAppNavigation, isWorkerMessage, workerMessages } from '#frontend/lib/offline/service-worker-rules';

describe('isAppNavigation', () => {
  it.each([
    '/',
    '/dashboard',
    '/quote',
    '/quote/01HZX3/edit',
    '/customers?sort=name&q=ada',
    '/customers?q=ada.lovelace@example.com',
    '/quotes?q=2026/03.04',
    '/schedule?view=week&date=2026-03-04',
    '/c/acme-fence',
    '/c/acme-fence?lang=es',
    '/customer/quote/01HZX3',
    '/e/Ab3dE',
    '/signup/confirm',
  ])('answers %s with the app', (path) => {
    expect(isAppNavigation(path)).toBe(true);
  });

  it.each([
    '/api/auth/me',
    '/api/calendar/feed/abc.ics',
    '/dev/outbox',
    '/local-uploads/photos/a.jpg',
    '/c/acme-fence/embed',
    '/c/acme-fence/embed?lang=es',
    '/config.json',
    '/sw.js',
    '/manifest.webmanifest',
    '/favicon.svg',
    '/assets/missing-chunk.js',
    '/report.csv?month=3',
  ])('leaves %s to the server', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });
});

describe('isWorkerMessage', () => {
  it('recognises the page’s messages by type and nothing else', () => {
    expect(isWorkerMessage({ type: workerMessages.prepareOffline }, workerMessages.prepareOffline)).toBe(
      true,
    );
    expect(isWorkerMessage({ type: workerMessages.skipWaiting }, workerMessages.prepareOffline)).toBe(false);
    expect(isWorkerMessage(workerMessages.prepareOffline, workerMessages.prepareOffline)).toBe(false);
    expect(isWorkerMessage(null, workerMessages.skipWaiting)).toBe(false);
  });
});

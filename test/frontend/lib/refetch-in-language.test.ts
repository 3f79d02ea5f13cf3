// A language switch fetches every cached answer again in the new language, including one that was on its way
// when the visitor switched (a page still loading), which an invalidation alone would keep in the old language.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '#frontend/lib/current-user';
import { refetchInNewLanguage } from '#frontend/lib/refetch-in-language';

/** A fetch the test lets land when it chooses, answering in the language asked at its start. */
const serverIn = (language: { current: string }) => {
  const landings: Array<() => void> = [];
  const queryFn = () => {
    const asked = language.current;
    return new Promise<string>((resolve) => landings.push(() => resolve(`milestone in ${asked}`)));
  };
  const landAll = () => {
    for (const land of landings.splice(0)) land();
  };
  return { queryFn, landAll };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refetchInNewLanguage', () => {
  it('fetches a page’s first answer again when it lands in the old language', async () => {
    const language = { current: 'en' };
    const server = serverIn(language);
    const queryClient = new QueryClient();
    const firstLoad = queryClient.ensureQueryData({ queryKey: ['/api/jobs/1'], queryFn: server.queryFn });

    language.current = 'es';
    refetchInNewLanguage(queryClient);
    server.landAll();
    expect(await firstLoad).toBe('milestone in en');
    await settle();
    // Landed in English, so marked for fetching again: the page's query fetches it (in Spanish) when shown.
    expect(queryClient.getQueryState(['/api/jobs/1'])?.isInvalidated).toBe(true);
    const again = queryClient.fetchQuery({ queryKey: ['/api/jobs/1'], queryFn: server.queryFn });
    server.landAll();
    expect(await again).toBe('milestone in es');
  });

  it('leaves who is signed in alone: it is in no language, and a visitor with no session would get a 401', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, null);
    await queryClient.fetchQuery({ queryKey: ['/api/public/stats'], queryFn: () => 'in en' });
    refetchInNewLanguage(queryClient);
    expect(queryClient.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['/api/public/stats'])?.isInvalidated).toBe(true);
  });

  it('marks every other cached answer stale', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['/api/notifications'], queryFn: () => 'in en' });
    refetchInNewLanguage(queryClient);
    expect(queryClient.getQueryState(['/api/notifications'])?.isInvalidated).toBe(true);
  });
});

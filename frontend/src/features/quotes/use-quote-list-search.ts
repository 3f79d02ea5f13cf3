// The quote list's filters and search text, kept in the URL (`/quotes?status=sent&source=homeowner&q=maria`,
// `assignedTo` for whose quotes: whose-quotes.ts) so a reload or a shared link shows the same list. The box shows what is typed at once; the URL follows it
// (the route trims it), and a change of the URL from elsewhere (a link, Back) shows in the box.
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { QuoteStatus } from '#domain/quote-status';
import type { QuoteSource, UserRole } from '#domain/vocabularies';
import { assignedToFilter, type WhoseQuotes, whoseQuotesChoice, whoseQuotesInUrl } from './whose-quotes';

const quotesRoute = getRouteApi('/_authenticated/quotes');

export const useQuoteListSearch = (user: { id: string; role: UserRole }) => {
  const { status, source, assignedTo, q = '' } = quotesRoute.useSearch();
  const navigate = quotesRoute.useNavigate();
  const [text, setDraft] = useState(q);
  // Texts this box sent to the URL: their arrival, even late, is no news to the box.
  const sent = useRef(new Set([q]));

  useEffect(() => {
    if (sent.current.has(q)) return;
    sent.current = new Set([q]);
    setDraft(q);
  }, [q]);

  const setText = (typed: string) => {
    setDraft(typed);
    const next = typed.trim();
    sent.current.add(next);
    void navigate({ search: (previous) => ({ ...previous, q: next || undefined }), replace: true });
  };

  const setStatus = (next: QuoteStatus | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, status: next }) });

  const setSource = (next: QuoteSource | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, source: next }) });

  const whose = whoseQuotesChoice(assignedTo, user);
  const setWhose = (next: WhoseQuotes) =>
    void navigate({ search: (previous) => ({ ...previous, assignedTo: whoseQuotesInUrl(next, user.role) }) });

  return {
    status,
    source,
    whose,
    /** The server's filter for `whose`: a user id, or undefined for everyone's. */
    assignedTo: assignedToFilter(whose, user.id),
    text,
    setText,
    setStatus,
    setSource,
    setWhose,
  };
};

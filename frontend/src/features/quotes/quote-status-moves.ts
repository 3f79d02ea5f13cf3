// What the quote view offers for moving a quote along its statuses (SPEC §4), and how its history reads.
// The legal moves come from domain/quote-status.ts, the same table the server enforces.
import type { QuoteActivityEvent } from '#domain/contract/quotes';
import { allowedQuoteMoves, type QuoteStatus, quoteStatuses } from '#domain/quote-status';
import { type Lang, localeOf } from '#frontend/i18n/language';

/** A status the contractor can move a quote to from its view. */
export type OfferedQuoteMove = Exclude<QuoteStatus, 'draft' | 'converted_to_job'>;

// Converting to a job is a legal move, but a plain status change would leave the quote with no job: it
// goes through the view's "Convert to job" button (POST /api/quotes/{id}/convert), never through here.
const isOffered = (to: QuoteStatus): to is OfferedQuoteMove => to !== 'converted_to_job' && to !== 'draft';

/** The moves offered from `status`, in the order of the status machine (none for a lost quote). */
export const offeredQuoteMoves = (status: QuoteStatus): OfferedQuoteMove[] =>
  allowedQuoteMoves[status].filter(isOffered);

/** Losing a quote is final (no move leaves `lost`), so it is confirmed first. */
export const moveNeedsConfirmation = (to: QuoteStatus): boolean => to === 'lost';

/** An entry of the quote's activity as the API sends it; only its status changes count here. */
type ActivityEntry = Omit<QuoteActivityEvent, 'type'> & { type: string };

export interface QuoteStatusChange {
  id: string;
  from: QuoteStatus;
  to: QuoteStatus;
  at: string;
}

const isQuoteStatus = (value: unknown): value is QuoteStatus =>
  typeof value === 'string' && (quoteStatuses as readonly string[]).includes(value);

/** The status changes among a quote's activity events, in the server's order (oldest first). */
export const statusChanges = (events: readonly ActivityEntry[]): QuoteStatusChange[] =>
  events.flatMap((event) => {
    const { from, to } = event.data;
    if (event.type !== 'quote_status_changed' || !isQuoteStatus(from) || !isQuoteStatus(to)) return [];
    return [{ id: event.id, from, to, at: event.at }];
  });

/** When a move happened, in the page's language: "Nov 21, 2026, 9:14 AM" / "21 nov 2026, 9:14 a.m.". */
export const formatActivityTime = (at: string, lang: Lang, timeZone?: string): string =>
  new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(at));

// Dates on the customer quote ("May 4, 2026" / "4 de mayo de 2026") in the page's language, as days of the
// contractor's calendar (`CustomerQuote.contractor.timeZone`): the same day whoever reads it and wherever the
// page is drawn — the server renders a texted quote's page, and the phone hydrates it with the same text.
import { type Lang, localeOf } from '#frontend/i18n/core';

export const formatQuoteDate = (iso: string, lang: Lang, timeZone?: string): string =>
  new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );

// The pure parts of a contractor's public page: the owner's texts in the page language (Spanish falls back
// to the English when the owner left it empty), review dates and the rating figures.
import { type Lang, localeOf } from '#frontend/i18n/core';

export interface Localized {
  text: string;
  /** The language the text is written in: English stands in for a missing Spanish. */
  lang: Lang;
}

/** An owner's text in the page language, or the English when there is no Spanish. */
export const inPageLanguage = (texts: { en: string; es: string }, lang: Lang): Localized =>
  lang === 'es' && texts.es.trim() !== '' ? { text: texts.es, lang: 'es' } : { text: texts.en, lang: 'en' };

/** A review's calendar date (YYYY-MM-DD) as the page's language writes it, e.g. "Mar 4, 2026". */
export const formatReviewDate = (date: string, lang: Lang): string => {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
};

/** An average rating with one decimal ("4.5", "4.0"); both languages' locales (en-US, es-MX) write a point. */
export const formatAverage = (average: number): string => average.toFixed(1);

/** Five stars, the first `rating` (rounded) of them filled. */
export const starsFilled = (rating: number): boolean[] =>
  [1, 2, 3, 4, 5].map((star) => star <= Math.round(rating));

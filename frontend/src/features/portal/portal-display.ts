// What the testimonials and FAQs pages compute: a rating for people and for screen readers, where an entry
// goes when moved up or down, and a text in the page's language (the English when there is no Spanish).
import type { TranslationKey } from '#domain/i18n/english';
import type { Lang, TranslationVars } from '#frontend/i18n/core';

export const ratings = [1, 2, 3, 4, 5] as const;

type Translate = (key: TranslationKey, vars?: TranslationVars) => string;

/** "4 out of 5 stars": what a screen reader hears for a rating the eye sees as stars. */
export const ratingLabel = (rating: number, t: Translate): string => t('portal.rating.outOf', { rating });

/** "1 star" / "4 stars": a rating as a choice in the form. */
export const ratingChoiceLabel = (rating: number, t: Translate): string =>
  rating === 1 ? t('portal.rating.one') : t('portal.rating.many', { rating });

/** The five stars of a rating (clamped to 0–5), each filled or not. */
export const filledStars = (rating: number): { star: number; filled: boolean }[] => {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return ratings.map((star) => ({ star, filled: star <= filled }));
};

/** The new place (from 0) of the entry at `index` moved one place up or down, or null at that end. */
export const movedOrder = (index: number, direction: 'up' | 'down', length: number): number | null => {
  const target = direction === 'up' ? index - 1 : index + 1;
  return index >= 0 && index < length && target >= 0 && target < length ? target : null;
};

/** A text written in both languages, in `lang`: the Spanish page shows the English when there is no Spanish. */
export const inLanguage = (text: { en: string; es: string }, lang: Lang): string =>
  lang === 'es' && text.es.trim() !== '' ? text.es : text.en;

/** True when a Spanish page would fall back to the English text. */
export const lacksSpanish = (text: { en: string; es: string }): boolean => text.es.trim() === '';

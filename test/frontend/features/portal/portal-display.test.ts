// The portal pages' pure helpers: a rating for screen readers and as a choice, the stars it fills, where an
// entry goes when moved up or down, and a text in the page's language with the English as its fallback.
import { describe, expect, it } from 'vitest';
import {
  filledStars,
  inLanguage,
  lacksSpanish,
  movedOrder,
  ratingChoiceLabel,
  ratingLabel,
} from '#frontend/features/portal/portal-display';
import { translate } from '#frontend/i18n/language';

const inEnglish = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
  translate('en', key, vars);

describe('a rating', () => {
  it('is read out of five stars', () => {
    expect(ratingLabel(4, inEnglish)).toBe('4 out of 5 stars');
    expect(ratingLabel(1, inEnglish)).toBe('1 out of 5 stars');
  });

  it('is offered as "1 star" and "N stars"', () => {
    expect(ratingChoiceLabel(1, inEnglish)).toBe('1 star');
    expect(ratingChoiceLabel(3, inEnglish)).toBe('3 stars');
  });

  it('fills that many of the five stars', () => {
    expect(filledStars(3).map(({ filled }) => filled)).toEqual([true, true, true, false, false]);
    expect(filledStars(5).every(({ filled }) => filled)).toBe(true);
    expect(filledStars(9).filter(({ filled }) => filled)).toHaveLength(5);
    expect(filledStars(-1).some(({ filled }) => filled)).toBe(false);
    expect(filledStars(2).map(({ star }) => star)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('moving an entry', () => {
  it('goes one place up or down', () => {
    expect(movedOrder(2, 'up', 4)).toBe(1);
    expect(movedOrder(2, 'down', 4)).toBe(3);
  });

  it('cannot go past either end of the list', () => {
    expect(movedOrder(0, 'up', 4)).toBeNull();
    expect(movedOrder(3, 'down', 4)).toBeNull();
    expect(movedOrder(0, 'down', 1)).toBeNull();
    expect(movedOrder(5, 'up', 4)).toBeNull();
  });
});

describe('a text in both languages', () => {
  const both = { en: 'Do you pull permits?', es: '¿Tramitan los permisos?' };
  const englishOnly = { en: 'Do you pull permits?', es: '  ' };

  it('shows the page language', () => {
    expect(inLanguage(both, 'en')).toBe(both.en);
    expect(inLanguage(both, 'es')).toBe(both.es);
  });

  it('shows the English on the Spanish page when there is no Spanish', () => {
    expect(inLanguage(englishOnly, 'es')).toBe(englishOnly.en);
    expect(lacksSpanish(englishOnly)).toBe(true);
    expect(lacksSpanish(both)).toBe(false);
  });
});

// A contractor's public page: the owner's texts in the page language (Spanish falls back to the English),
// review dates, the average and the stars.
import { describe, expect, it } from 'vitest';
import {
  formatAverage,
  formatReviewDate,
  inPageLanguage,
  starsFilled,
} from '#frontend/features/contractor-page/page-texts';

describe("the owner's texts in the page language", () => {
  const about = { en: 'Family-run since 1998.', es: 'Empresa familiar desde 1998.' };

  it('shows the English on an English page and the Spanish on a Spanish one', () => {
    expect(inPageLanguage(about, 'en')).toEqual({ text: about.en, lang: 'en' });
    expect(inPageLanguage(about, 'es')).toEqual({ text: about.es, lang: 'es' });
  });

  it('shows the English, marked as English, where the owner wrote no Spanish', () => {
    expect(inPageLanguage({ en: 'Family-run.', es: '' }, 'es')).toEqual({ text: 'Family-run.', lang: 'en' });
    expect(inPageLanguage({ en: 'Family-run.', es: '   ' }, 'es')).toEqual({
      text: 'Family-run.',
      lang: 'en',
    });
  });
});

describe('review dates and ratings', () => {
  it('writes a calendar date in the page language, whatever the time zone', () => {
    expect(formatReviewDate('2026-03-04', 'en')).toBe('Mar 4, 2026');
    expect(formatReviewDate('2026-03-04', 'es')).toMatch(/^4 mar.* 2026$/);
    expect(formatReviewDate('not a date', 'en')).toBe('not a date');
  });

  it('writes the average with one decimal', () => {
    expect(formatAverage(4.5)).toBe('4.5');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.666)).toBe('4.7');
  });

  it('fills the stars up to the rounded rating', () => {
    expect(starsFilled(4)).toEqual([true, true, true, true, false]);
    expect(starsFilled(4.5)).toEqual([true, true, true, true, true]);
    expect(starsFilled(1)).toEqual([true, false, false, false, false]);
  });
});

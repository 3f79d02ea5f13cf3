// The contractor's colour on the customer quote, with text that stays readable on it.
import { describe, expect, it } from 'vitest';
import { accentColorsOf, defaultAccentColor, relativeLuminance } from '#frontend/lib/brand-colors';

describe('the customer quote accent colour', () => {
  it("uses the contractor's colour, in lower case", () => {
    expect(accentColorsOf('#1D4ED8').accent).toBe('#1d4ed8');
  });

  it("falls back to Picket's green when the colour is missing or malformed", () => {
    for (const colour of ['', '#fff', 'blue', '#12345g', '1d4ed8']) {
      expect(accentColorsOf(colour).accent).toBe(defaultAccentColor);
    }
  });

  it('puts white text on dark colours and dark text on light ones', () => {
    expect(accentColorsOf('#1d4ed8').onAccent).toBe('#ffffff');
    expect(accentColorsOf('#000000').onAccent).toBe('#ffffff');
    expect(accentColorsOf(defaultAccentColor).onAccent).toBe('#ffffff');
    expect(accentColorsOf('#facc15').onAccent).toBe('#0f172a');
    expect(accentColorsOf('#ffffff').onAccent).toBe('#0f172a');
  });

  it('measures luminance the WCAG way', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });
});

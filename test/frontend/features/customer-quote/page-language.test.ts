// The customer quote speaks the quote's language unless the visitor chose one with the switcher.
import { describe, expect, it } from 'vitest';
import { languageToSwitchTo } from '#frontend/features/customer-quote/page-language';

describe('the customer quote page language', () => {
  it('switches a Spanish quote opened without `lang` to Spanish', () => {
    expect(languageToSwitchTo(undefined, 'es')).toBe('es');
  });

  it('leaves an English quote opened without `lang` alone: English is the default', () => {
    expect(languageToSwitchTo(undefined, 'en')).toBeUndefined();
  });

  it("never overrides the visitor's own choice", () => {
    expect(languageToSwitchTo('en', 'es')).toBeUndefined();
    expect(languageToSwitchTo('es', 'en')).toBeUndefined();
    expect(languageToSwitchTo('es', 'es')).toBeUndefined();
  });
});

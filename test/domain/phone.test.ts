import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, formatPhoneInput, isValidPhone, phoneDigits, toE164 } from '#domain/phone';

describe('phone rules (SPEC §5)', () => {
  it('counts only digits and needs exactly 10', () => {
    expect(isValidPhone('(312) 555-0142')).toBe(true);
    expect(isValidPhone('312-555-014')).toBe(false);
    expect(isValidPhone('1-312-555-0142')).toBe(false);
    expect(phoneDigits('+1 (312) 555')).toBe('1312555');
  });

  it('formats progressively as XXX-XXX-XXXX while typing and keeps at most 10 digits', () => {
    expect(formatPhoneInput('3')).toBe('3');
    expect(formatPhoneInput('3125')).toBe('312-5');
    expect(formatPhoneInput('312555')).toBe('312-555');
    expect(formatPhoneInput('3125550')).toBe('312-555-0');
    expect(formatPhoneInput('31255501429999')).toBe('312-555-0142');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatPhoneInput(typed);
        expect(phoneDigits(shown)).toBe(phoneDigits(typed).slice(0, 10));
        expect(shown.length).toBeLessThanOrEqual(12);
      }),
    );
  });

  it('shows a stored phone without exactly 10 digits as it was', () => {
    expect(formatPhoneDisplay('3125550142')).toBe('312-555-0142');
    expect(formatPhoneDisplay('555-01')).toBe('555-01');
  });

  it('gives E.164 for SMS only for valid numbers', () => {
    expect(toE164('312-555-0142')).toBe('+13125550142');
    expect(toE164('12345')).toBeUndefined();
  });
});

// US phone numbers (SPEC §5): only digits count, a valid number has exactly 10 of them.

/** The digits of whatever the user typed or stored. */
export const phoneDigits = (input: string): string => input.replace(/\D/g, '');

/** True when the input holds exactly 10 digits. */
export const isValidPhone = (input: string): boolean => phoneDigits(input).length === 10;

/** What a phone field shows while typing: at most 10 digits, grouped progressively as XXX-XXX-XXXX. */
export const formatPhoneInput = (input: string): string => {
  const digits = phoneDigits(input).slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** A stored phone for display: XXX-XXX-XXXX when it has exactly 10 digits, otherwise shown as it was. */
export const formatPhoneDisplay = (stored: string): string =>
  isValidPhone(stored) ? formatPhoneInput(stored) : stored;

/** E.164 form for SMS (+1 and the 10 digits); undefined when the number is not valid. */
export const toE164 = (input: string): string | undefined =>
  isValidPhone(input) ? `+1${phoneDigits(input)}` : undefined;

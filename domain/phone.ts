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

// North American numbers outside the US mainland's carriers that share +1 (Caribbean and Atlantic
// islands): texting them is international-rate SMS, the usual target of SMS toll fraud.
const nonUsAreaCodes = new Set([
  '242',
  '246',
  '264',
  '268',
  '284',
  '345',
  '441',
  '473',
  '649',
  '658',
  '664',
  '721',
  '758',
  '767',
  '784',
  '809',
  '829',
  '849',
  '868',
  '869',
  '876',
]);

/**
 * Whether a valid 10-digit number can take a US text: a real NANP shape (area code and exchange start
 * 2–9, area code not N11) and not one of the +1 islands above.
 */
export const isUsTextablePhone = (input: string): boolean => {
  const digits = phoneDigits(input);
  if (digits.length !== 10) return false;
  const area = digits.slice(0, 3);
  return /^[2-9]\d\d[2-9]/.test(digits) && !/^[2-9]11$/.test(area) && !nonUsAreaCodes.has(area);
};

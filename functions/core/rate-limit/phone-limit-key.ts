// The rate-limit key of a phone number: a keyed blind-index token of its digits, never the number itself.
// A plain hash would not do: ten-digit numbers are few enough to hash them all and read the key back.
import { phoneDigits } from '#domain/phone';
import { blindToken } from '../crypto/blind-index';
import { customerKeys } from '../ports/keys/customer-keys';

/** Limits are per deployment, not per contractor: the token's contractor slot holds a fixed scope. */
export const phoneLimitKey = async (phone: string): Promise<string> =>
  blindToken((await customerKeys()).indexKey, 'rate-limit', {
    kind: 'phone',
    value: phoneDigits(phone).slice(-10),
  });

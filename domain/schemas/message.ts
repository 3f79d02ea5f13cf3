// Building blocks every schema shares: a zod error whose message is a key of domain/messages.ts (rendered
// in the caller's language later), and the required, trimmed, length-capped text field.
import * as z from 'zod/mini';
import type { MessageKey } from '../messages';

export const message = (key: MessageKey) => ({ error: key });

/** Text of `min` to `max` characters once trimmed: shorter reads as `key`, longer as `text.tooLong`. */
export const requiredText = (key: MessageKey, max = 200, min = 1) =>
  z
    .string(message(key))
    .check(z.trim(), z.minLength(min, message(key)), z.maxLength(max, message('text.tooLong')));

// The carriers' keywords in a customer's reply, however it is typed.
import { describe, expect, it } from 'vitest';
import { keywordOf } from '#domain/sms-keywords';

describe('a reply to a text', () => {
  it('opts out with STOP and its synonyms, in, and asks for help, whatever the case and punctuation', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'UNSUBSCRIBE', 'cancel', 'End', 'QUIT', 'stopall'])
      expect(keywordOf(text)).toBe('opt_out');
    for (const text of ['START', 'start!', 'Unstop']) expect(keywordOf(text)).toBe('opt_in');
    for (const text of ['HELP', 'help?', 'Info']) expect(keywordOf(text)).toBe('help');
    for (const text of ['Please stop by Tuesday', 'Thanks!', '', 'STOP IT NOW'])
      expect(keywordOf(text)).toBe('reply');
  });
});

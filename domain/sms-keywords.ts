// What a customer's reply to a text asks for (the carriers' standard keywords, as US carriers require them):
// STOP and its synonyms opt the number out, START opts it back in, HELP asks who is texting. Anything else is
// a reply for the business. Case, spaces and punctuation around the one word do not matter.
export const optOutKeywords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const optInKeywords = ['START', 'UNSTOP'] as const;
export const helpKeywords = ['HELP', 'INFO'] as const;

export type SmsKeyword = 'opt_out' | 'opt_in' | 'help' | 'reply';

export const keywordOf = (text: string): SmsKeyword => {
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if ((optOutKeywords as readonly string[]).includes(word)) return 'opt_out';
  if ((optInKeywords as readonly string[]).includes(word)) return 'opt_in';
  if ((helpKeywords as readonly string[]).includes(word)) return 'help';
  return 'reply';
};

// How hard a new password is to guess, estimated by zxcvbn-ts (dictionaries of common passwords, names
// and words, keyboard patterns, repeats, sequences, dates, l33t spellings) rather than by character rules:
// `aaaaaaaa`, `Password123` and `Summer2024!` are refused; `split-rail-fence-77` passes. Score 3 of 4 is
// "safely unguessable" against an online attack and a throttled offline one. Loaded only where a new
// password is chosen (sign-up, the manage CLI), never on sign-in or the public pages.
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Ranking the dictionaries takes about 30 ms: done at the first password checked, not when a Lambda loads, so
// the passwords area's requests that check none (a refused or throttled one) start without it.
let dictionariesRanked = false;
const rankDictionaries = () => {
  if (dictionariesRanked) return;
  zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });
  dictionariesRanked = true;
};

const minimumScore = 3;
/** zxcvbn's cost grows with length; past this many characters the rest cannot make a password weaker. */
const estimatedLength = 64;

export const isStrongPassword = (password: string): boolean => {
  rankDictionaries();
  return zxcvbn(password.slice(0, estimatedLength)).score >= minimumScore;
};

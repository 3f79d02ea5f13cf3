// A validation problem found in the browser: a dictionary key and the values it names, so pure helpers
// stay free of the dictionaries and the form shows the text in the page's language.
import type { TranslationKey, TranslationVars } from '#frontend/i18n/language';

export interface FormProblem {
  key: TranslationKey;
  vars?: TranslationVars;
}

/** Problems by field path; the paths match the server's `fields` (e.g. `milestones.2.amount`). */
export type FormProblems = Record<string, FormProblem>;

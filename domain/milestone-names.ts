// A payment milestone's name as each reader sees it. Milestones made from the payment settings are named in
// the customer's language when the job is made ("Deposit", "Depósito"); whoever reads one — a Spanish-speaking
// contractor, an English-speaking customer — sees those default names in their own language. A name the
// contractor typed stays as typed.
import { type Language, type MessageKey, messages } from './messages';

const defaultNameKeys = (Object.keys(messages.en) as MessageKey[]).filter((key) =>
  key.startsWith('milestone.'),
);

/** The name in `language` when it is one of the default names (in either language), else as stored. */
export const milestoneNameIn = (name: string, language: Language): string => {
  const key = defaultNameKeys.find(
    (candidate) => messages.en[candidate] === name || messages.es[candidate] === name,
  );
  return key ? messages[language][key] : name;
};

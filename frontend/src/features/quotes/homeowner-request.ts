// The homeowner's answers checked step by step against the shared estimate request schema, and the lead
// form's contact details against the lead schema, so the page says what the server would. This brings zod
// along, so the page loads it on the visitor's first input (homeowner-checks.ts); the answers themselves
// are in homeowner-answers.ts, re-exported here.
import * as z from 'zod/mini';
import type { MessageKey } from '#domain/messages';
import { estimateRequestSchema } from '#domain/pricing/schemas';
import { leadSchema } from '#domain/schemas/quote';
import {
  type HomeownerAnswers,
  type HomeownerErrors,
  type HomeownerField,
  homeownerRequest,
} from './homeowner-answers';

// The checks' messages, in English and Spanish, come with them.
export { translate } from '#domain/messages';
export {
  backYardFenceFeet,
  emptyHomeownerAnswers,
  type HomeownerAnswers,
  type HomeownerErrors,
  type HomeownerField,
  homeownerFenceFeet,
  homeownerGateWidthFt,
  homeownerRequest,
  maxHomeownerGates,
  parseFeet,
  type SizeMode,
} from './homeowner-answers';

const fieldOfPath = (answers: HomeownerAnswers, path: readonly PropertyKey[]): HomeownerField | undefined => {
  const [first, side, leaf] = path;
  if (first === 'zipCode') return 'zipCode';
  if (first === 'material') return 'material';
  if (first !== 'sides') return undefined;
  if (leaf === 'gates') return 'gates';
  if (answers.sizeMode === 'length') return 'lengthFt';
  return side === 1 ? 'yardWidthFt' : 'yardDepthFt';
};

/**
 * Messages (domain keys) of the answers up to a step: 1 checks the size and gates, 2 adds the fence
 * type, 3 the ZIP. The shared request schema decides, so the server would say the same.
 */
export const homeownerErrors = (answers: HomeownerAnswers, step: 1 | 2 | 3): HomeownerErrors => {
  const parsed = estimateRequestSchema.safeParse({
    ...homeownerRequest(answers),
    // Later answers are not checked before their step.
    material: step >= 2 ? (answers.material ?? undefined) : 'vinyl',
    zipCode: step >= 3 ? answers.zipCode.trim() : '00000',
  });
  if (parsed.success) return {};
  const errors: HomeownerErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(answers, issue.path);
    if (field && !errors[field]) errors[field] = issue.message as MessageKey;
  }
  return errors;
};

/** The contact fields of the lead form (name, mobile phone, optional email). */
export const leadContactSchema = z.pick(leadSchema, { name: true, phone: true, email: true });

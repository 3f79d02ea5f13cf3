// A contractor's follow-up sequence (GET/PUT /api/follow-ups). Until the owner saves one, the answer is the
// default sequence, turned off: three steps that cover the usual silences — sent and not opened, opened and not
// answered, approved and no deposit — in English and Spanish from the message catalogue.
import type { FollowUpSettings } from '#domain/contract/portal';
import { translate } from '#domain/messages';
import type { FollowUpSettingsInput, FollowUpTrigger } from '#domain/schemas/follow-ups';
import {
  getFollowUpSequence,
  type StoredFollowUpStep,
  saveFollowUpSequence,
} from '#functions/store/follow-ups';
import { newId } from '../tokens';

const defaultStep = (
  id: string,
  trigger: FollowUpTrigger,
  delayMinutes: number,
  channel: StoredFollowUpStep['channel'],
  texts: 'sentNotViewed' | 'viewedNotAnswered' | 'approvedNoDeposit',
): StoredFollowUpStep => ({
  id,
  name: translate(`followUp.default.${texts}.name`, 'en'),
  trigger,
  delayMinutes,
  channel,
  message: {
    en: translate(`followUp.default.${texts}.message`, 'en'),
    es: translate(`followUp.default.${texts}.message`, 'es'),
  },
  active: true,
});

const day = 24 * 60;

/** The sequence a business starts with (off until the owner turns it on). */
export const defaultFollowUpSteps = (): StoredFollowUpStep[] => [
  defaultStep('default-sent', 'sent_not_viewed', day, 'text', 'sentNotViewed'),
  defaultStep('default-viewed', 'viewed_not_answered', 2 * day, 'text', 'viewedNotAnswered'),
  defaultStep('default-deposit', 'approved_no_deposit', 3 * day, 'email', 'approvedNoDeposit'),
];

export interface FollowUpSequence {
  enabled: boolean;
  steps: StoredFollowUpStep[];
  isDefault: boolean;
}

/** The sequence that applies to a contractor now. */
export const followUpSequenceOf = async (contractorId: string): Promise<FollowUpSequence> => {
  const saved = await getFollowUpSequence(contractorId);
  return saved
    ? { enabled: saved.enabled, steps: saved.steps, isDefault: false }
    : { enabled: false, steps: defaultFollowUpSteps(), isDefault: true };
};

export const followUpSettingsOf = async (contractorId: string): Promise<FollowUpSettings> =>
  followUpSequenceOf(contractorId);

export const saveFollowUpSettings = async (
  contractorId: string,
  input: FollowUpSettingsInput,
): Promise<FollowUpSettings> => {
  // A step keeps its id while edited, so quotes whose clock started for it keep it; a new step gets one.
  const seen = new Set<string>();
  const steps = input.steps.map((step): StoredFollowUpStep => {
    const id = step.id && !seen.has(step.id) ? step.id : newId('fus');
    seen.add(id);
    return {
      id,
      name: step.name,
      trigger: step.trigger,
      delayMinutes: step.delayMinutes,
      channel: step.channel,
      message: step.message,
      active: step.active,
    };
  });
  await saveFollowUpSequence(contractorId, { enabled: input.enabled, steps });
  return { enabled: input.enabled, steps, isDefault: false };
};

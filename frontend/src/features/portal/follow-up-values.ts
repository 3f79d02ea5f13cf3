// The follow-up editor's values and the request they make (docs/api.md "Follow-ups"). A step's delay is typed
// as a number and a unit (minutes, hours or days) and sent in minutes; a saved delay shows in the largest unit
// that holds it whole. The schema's messages about `delayMinutes` belong under the number box. Pure, so the
// rules are unit-tested.
import type { FollowUpSettings } from '#domain/contract/portal';
import type { TranslationKey } from '#domain/i18n/english';
import {
  type FollowUpChannel,
  type FollowUpSettingsInput,
  type FollowUpTrigger,
  followUpTriggers,
} from '#domain/schemas/follow-ups';
import { fieldNameOf } from '#frontend/components/form/field-names';

export const delayUnits = ['minutes', 'hours', 'days'] as const;
export type DelayUnit = (typeof delayUnits)[number];

export const minutesPerUnit: Readonly<Record<DelayUnit, number>> = { minutes: 1, hours: 60, days: 1440 };

/** How each trigger reads in the editor's select. */
export const triggerLabels: Readonly<Record<FollowUpTrigger, TranslationKey>> = {
  sent_not_viewed: 'followUps.trigger.sent_not_viewed',
  viewed_not_answered: 'followUps.trigger.viewed_not_answered',
  approved_no_deposit: 'followUps.trigger.approved_no_deposit',
};

export const unitLabels: Readonly<Record<DelayUnit, TranslationKey>> = {
  minutes: 'followUps.unit.minutes',
  hours: 'followUps.unit.hours',
  days: 'paymentSettings.unit.days',
};

/** A saved delay as the largest unit that holds it whole: 2880 → 2 days, 90 → 90 minutes, 0 → 0 minutes. */
export const splitDelay = (minutes: number): { amount: string; unit: DelayUnit } => {
  for (const unit of ['days', 'hours'] as const) {
    const per = minutesPerUnit[unit];
    if (minutes > 0 && minutes % per === 0) return { amount: String(minutes / per), unit };
  }
  return { amount: String(minutes), unit: 'minutes' };
};

/**
 * The minutes a typed delay stands for: 1.5 hours → 90. A blank or unreadable box is NaN, and a delay that is
 * no whole number of minutes stays fractional, so the schema says what is wrong with it.
 */
export const delayMinutesOf = (amount: string, unit: DelayUnit): number => {
  const text = amount.trim();
  if (text === '') return Number.NaN;
  const minutes = Number(text) * minutesPerUnit[unit];
  const whole = Math.round(minutes);
  // 0.1 hours is 6 minutes, though the float says 6.000000000000001.
  return Math.abs(minutes - whole) < 1e-6 ? whole : minutes;
};

export interface FollowUpStepValues {
  /** The row's React key: the saved id, or one made for a new step. */
  key: string;
  /** The saved step's id ('' for a new one). */
  id: string;
  name: string;
  trigger: FollowUpTrigger;
  delayAmount: string;
  delayUnit: DelayUnit;
  channel: FollowUpChannel;
  message: { en: string; es: string };
  active: boolean;
}

export interface FollowUpValues {
  enabled: boolean;
  steps: FollowUpStepValues[];
}

let newKeys = 0;

/** A new step: the next trigger after the last step's, a day later, by text, active. */
export const newStep = (previous?: FollowUpStepValues): FollowUpStepValues => {
  const next = previous ? followUpTriggers[followUpTriggers.indexOf(previous.trigger) + 1] : undefined;
  newKeys += 1;
  return {
    key: `new-${newKeys}`,
    id: '',
    name: '',
    trigger: next ?? previous?.trigger ?? 'sent_not_viewed',
    delayAmount: '1',
    delayUnit: 'days',
    channel: 'text',
    message: { en: '', es: '' },
    active: true,
  };
};

export const toFollowUpValues = (settings: FollowUpSettings): FollowUpValues => ({
  enabled: settings.enabled,
  steps: settings.steps.map(({ delayMinutes, message, id, ...step }) => {
    const { amount, unit } = splitDelay(delayMinutes);
    return { ...step, key: id, id, delayAmount: amount, delayUnit: unit, message: { ...message } };
  }),
});

/** What PUT /api/follow-ups is sent (before the schema checks it): delays in minutes, ids of saved steps. */
export const toFollowUpInput = (values: FollowUpValues): FollowUpSettingsInput => ({
  enabled: values.enabled,
  steps: values.steps.map(({ key: _key, id, delayAmount, delayUnit, message, ...step }) => ({
    ...(id ? { id } : {}),
    ...step,
    delayMinutes: delayMinutesOf(delayAmount, delayUnit),
    message: { ...message },
  })),
});

/** The form field a schema or server path names: `steps.0.delayMinutes` → `steps[0].delayAmount`. */
export const followUpFieldOf = (path: string): string =>
  fieldNameOf(path).replace(/\.delayMinutes$/, '.delayAmount');

/** Whether the form holds what was last saved. */
export const sameFollowUps = (values: FollowUpValues, saved: FollowUpValues): boolean =>
  JSON.stringify(toFollowUpInput(values)) === JSON.stringify(toFollowUpInput(saved));

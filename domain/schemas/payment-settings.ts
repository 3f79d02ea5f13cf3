// What a contractor may save as payment settings (SPEC §5 contractor settings and payment split, §9
// defaults): how a job's price is split, when money is due, and how customers are reminded. Percentages
// are numbers of percent; one parse validates the whole form, naming each bad field.
import * as z from 'zod/mini';
import { paymentMethods } from '../milestones';
import { message } from './message';
import { numberField } from './number';

const percentage = numberField('percentage.invalid').check(
  z.gte(0, message('percentage.invalid')),
  z.lte(100, message('percentage.invalid')),
);

/** SPEC §5: shares that total 100% within a hundredth of a percent (floating-point noise aside). */
export const sumsToHundred = (sum: number): boolean => Math.abs(sum - 100) <= 0.01 + 1e-9;

/** IANA zone names this runtime knows (browsers and Node share the list). */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const paymentSettingsSchema = z
  .object({
    paymentStructure: z.enum(['two_payment', 'three_payment', 'finance'], message('field.invalid')),
    /** Two payments: the deposit's share; the final payment is the rest (SPEC §5: they total 100%). */
    twoPayDepositPercentage: percentage,
    /** Three payments: deposit, materials delivered, final (SPEC §9 default 30/30/40). */
    threePaymentPercentages: z.tuple([percentage, percentage, percentage], message('field.invalid')),
    /** Financed jobs: the deposit's share; the rest is financed. */
    depositPercentage: percentage,
    terms: z.enum(['net_15', 'net_30', 'net_45', 'due_on_receipt'], message('field.invalid')),
    lateFeeType: z.enum(['percent', 'fixed'], message('field.invalid')),
    lateFeeValue: numberField('lateFee.invalid').check(
      z.gte(0, message('lateFee.invalid')),
      z.lte(10_000, message('lateFee.invalid')),
    ),
    acceptedMethods: z
      .array(z.enum(paymentMethods, message('field.invalid')), message('acceptedMethods.required'))
      .check(z.minLength(1, message('acceptedMethods.required')), z.maxLength(4, message('field.invalid'))),
    remindersEnabled: z.boolean(message('field.invalid')),
    /** SPEC §5: at least 1 day (at most 30). */
    reminderDaysBefore: numberField('reminderDays.invalid').check(
      z.int(message('reminderDays.invalid')),
      z.gte(1, message('reminderDays.invalid')),
      z.lte(30, message('reminderDays.invalid')),
    ),
    depositReminderDays: numberField('reminderDays.invalid').check(
      z.int(message('reminderDays.invalid')),
      z.gte(1, message('reminderDays.invalid')),
      z.lte(30, message('reminderDays.invalid')),
    ),
    communicationPreference: z.enum(['email', 'sms', 'both'], message('field.invalid')),
    autoInvoicing: z.boolean(message('field.invalid')),
    /** The contractor's calendar: due dates and reminders are judged on it. */
    timezone: z
      .string(message('timezone.invalid'))
      .check(z.maxLength(64, message('timezone.invalid')), z.refine(isTimeZone, message('timezone.invalid'))),
  })
  .check(
    z.superRefine((settings, context) => {
      const [deposit, materials, final] = settings.threePaymentPercentages;
      // SPEC §5: within a hundredth of a percent.
      if (!sumsToHundred(deposit + materials + final)) {
        context.addIssue({ code: 'custom', path: ['threePaymentPercentages'], message: 'threePayment.sum' });
      }
      if (settings.lateFeeType === 'percent' && settings.lateFeeValue > 100) {
        context.addIssue({ code: 'custom', path: ['lateFeeValue'], message: 'lateFee.invalid' });
      }
    }),
  );
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;

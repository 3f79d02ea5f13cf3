// The payment settings form's values: percentages and day counts as typed (text), the choices as the API
// names them, and the figures the form shows as you type (the two-payment final share, the three-payment
// sum). An empty or unreadable box becomes NaN in the PUT body, which the shared schema refuses by name.

import type { PaymentSettings } from '#domain/contract/contractors';
import { paymentMethods } from '#domain/milestones';
import { sumsToHundred } from '#domain/schemas/payment-settings';
import { inputToNumber, numberToInput } from '#frontend/lib/money-input';

export type { PaymentSettings };
export type PaymentStructure = PaymentSettings['paymentStructure'];
export type PaymentTerms = PaymentSettings['terms'];
export type LateFeeType = PaymentSettings['lateFeeType'];
export type AcceptedMethod = PaymentSettings['acceptedMethods'][number];
export type CommunicationPreference = PaymentSettings['communicationPreference'];

export const paymentStructures: readonly PaymentStructure[] = ['two_payment', 'three_payment', 'finance'];
export const paymentTerms: readonly PaymentTerms[] = ['net_15', 'net_30', 'net_45', 'due_on_receipt'];
export const lateFeeTypes: readonly LateFeeType[] = ['percent', 'fixed'];
/** Also the order accepted methods are saved in, whatever order they were ticked. */
export const acceptedMethods: readonly AcceptedMethod[] = paymentMethods;
export const communicationPreferences: readonly CommunicationPreference[] = ['sms', 'email', 'both'];

/** The three-payment boxes in order: deposit, materials delivered, final. */
export type ThreePayTexts = readonly [deposit: string, materials: string, final: string];

export interface PaymentFormValues {
  paymentStructure: PaymentStructure;
  twoPayDeposit: string;
  threePay: ThreePayTexts;
  financeDeposit: string;
  terms: PaymentTerms;
  lateFeeType: LateFeeType;
  lateFeeValue: string;
  acceptedMethods: AcceptedMethod[];
  remindersEnabled: boolean;
  reminderDaysBefore: string;
  depositReminderDays: string;
  communicationPreference: CommunicationPreference;
  autoInvoicing: boolean;
  timezone: string;
}

/** SPEC §9: the contractor's calendar when none is stored. */
export const defaultTimeZone = 'America/Chicago';

/** The API path each box's messages use (schema issues and the server's `fields`). */
export const paymentFieldPath = {
  twoPayDeposit: 'twoPayDepositPercentage',
  threePaySum: 'threePaymentPercentages',
  threePay: ['threePaymentPercentages.0', 'threePaymentPercentages.1', 'threePaymentPercentages.2'],
  financeDeposit: 'depositPercentage',
  lateFeeValue: 'lateFeeValue',
  acceptedMethods: 'acceptedMethods',
  reminderDaysBefore: 'reminderDaysBefore',
  depositReminderDays: 'depositReminderDays',
  timezone: 'timezone',
} as const;

/** The paths of the percentage boxes each structure shows. */
export const structureFieldPaths: Readonly<Record<PaymentStructure, readonly string[]>> = {
  two_payment: [paymentFieldPath.twoPayDeposit],
  three_payment: [paymentFieldPath.threePaySum, ...paymentFieldPath.threePay],
  finance: [paymentFieldPath.financeDeposit],
};

/** The structures whose percentage boxes hold one of these messages. */
export const structuresWithErrors = (errors: Readonly<Record<string, string>>): PaymentStructure[] =>
  paymentStructures.filter((structure) =>
    Object.keys(errors).some((path) => structureFieldPaths[structure].includes(path)),
  );

/**
 * The form field that shows the messages of an API path: the percentage boxes by their own names, the
 * three-payment sum under the three boxes (`threePay`); every other path is its field's name.
 */
const fieldOfApiPath: Readonly<Record<string, string>> = {
  [paymentFieldPath.twoPayDeposit]: 'twoPayDeposit',
  [paymentFieldPath.threePaySum]: 'threePay',
  [paymentFieldPath.threePay[0]]: 'threePay[0]',
  [paymentFieldPath.threePay[1]]: 'threePay[1]',
  [paymentFieldPath.threePay[2]]: 'threePay[2]',
  [paymentFieldPath.financeDeposit]: 'financeDeposit',
};

export const paymentFieldOf = (path: string): string =>
  fieldOfApiPath[path] ?? (path.startsWith('acceptedMethods.') ? 'acceptedMethods' : path);

/** The API path a form field stands for (the inverse of `paymentFieldOf`). */
export const paymentPathOf = (field: string): string =>
  Object.entries(fieldOfApiPath).find(([, name]) => name === field)?.[0] ?? field;

export const toPaymentValues = (settings: PaymentSettings): PaymentFormValues => {
  const [deposit, materials, final] = settings.threePaymentPercentages;
  return {
    paymentStructure: settings.paymentStructure,
    twoPayDeposit: numberToInput(settings.twoPayDepositPercentage),
    threePay: [numberToInput(deposit), numberToInput(materials), numberToInput(final)],
    financeDeposit: numberToInput(settings.depositPercentage),
    terms: settings.terms,
    lateFeeType: settings.lateFeeType,
    lateFeeValue: numberToInput(settings.lateFeeValue),
    acceptedMethods: acceptedMethods.filter((method) => settings.acceptedMethods.includes(method)),
    remindersEnabled: settings.remindersEnabled,
    reminderDaysBefore: numberToInput(settings.reminderDaysBefore),
    depositReminderDays: numberToInput(settings.depositReminderDays),
    communicationPreference: settings.communicationPreference,
    autoInvoicing: settings.autoInvoicing,
    timezone: settings.timezone || defaultTimeZone,
  };
};

/** The unvalidated PUT body; `paymentSettingsSchema` decides what is acceptable. */
export const toPaymentInput = (values: PaymentFormValues): PaymentSettings => ({
  paymentStructure: values.paymentStructure,
  twoPayDepositPercentage: inputToNumber(values.twoPayDeposit),
  threePaymentPercentages: [
    inputToNumber(values.threePay[0]),
    inputToNumber(values.threePay[1]),
    inputToNumber(values.threePay[2]),
  ],
  depositPercentage: inputToNumber(values.financeDeposit),
  terms: values.terms,
  lateFeeType: values.lateFeeType,
  lateFeeValue: inputToNumber(values.lateFeeValue),
  acceptedMethods: acceptedMethods.filter((method) => values.acceptedMethods.includes(method)),
  remindersEnabled: values.remindersEnabled,
  reminderDaysBefore: inputToNumber(values.reminderDaysBefore),
  depositReminderDays: inputToNumber(values.depositReminderDays),
  communicationPreference: values.communicationPreference,
  autoInvoicing: values.autoInvoicing,
  timezone: values.timezone,
});

/** The three-payment boxes with one of them changed. */
export const withThreePayPart = (texts: ThreePayTexts, index: 0 | 1 | 2, text: string): ThreePayTexts => [
  index === 0 ? text : texts[0],
  index === 1 ? text : texts[1],
  index === 2 ? text : texts[2],
];

/** The final share is shown to hundredths: 100 − 33.33 is 66.67, not 66.670000000000002. */
const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** The two-payment final share: 100 − deposit; null while the deposit box holds no percentage (0–100). */
export const twoPayFinalPercent = (depositText: string): number | null => {
  const deposit = inputToNumber(depositText);
  if (Number.isNaN(deposit) || deposit < 0 || deposit > 100) return null;
  return toHundredths(100 - deposit);
};

/**
 * The running sum of the three-payment boxes, added as the shared schema adds them (shown rounded to
 * hundredths); an empty or unreadable box counts as 0.
 */
export const threePaySum = (texts: ThreePayTexts): number =>
  texts.reduce((sum, text) => {
    const value = inputToNumber(text);
    return Number.isNaN(value) ? sum : sum + value;
  }, 0);

/** SPEC §5: the three payments total 100% within 0.01 (the shared schema's test, so both agree). */
export { sumsToHundred };

/** Ticks or unticks a method, keeping the list in the order of `acceptedMethods`. */
export const withMethod = (
  current: readonly AcceptedMethod[],
  method: AcceptedMethod,
  accepted: boolean,
): AcceptedMethod[] =>
  acceptedMethods.filter((item) => (item === method ? accepted : current.includes(item)));

/** Whether anything differs from the saved values (as typed: "30" and "30.0" differ). */
export const samePaymentValues = (a: PaymentFormValues, b: PaymentFormValues): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

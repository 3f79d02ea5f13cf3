// The payment settings form's values: percentages and days as typed, the API body the shared schema checks
// (its messages land under the box they name, in either language), the two-payment final share, the
// three-payment running sum (SPEC §5: 100 within 0.01) and the time zone choices (US zones first).
import { describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { paymentSettingsSchema } from '#domain/schemas/payment-settings';
import {
  type PaymentFormValues,
  type PaymentSettings,
  paymentFieldPath,
  samePaymentValues,
  structuresWithErrors,
  sumsToHundred,
  threePaySum,
  toPaymentInput,
  toPaymentValues,
  twoPayFinalPercent,
  withMethod,
  withThreePayPart,
} from '#frontend/features/settings/payment-form-values';
import { supportedTimeZones, timeZoneChoices, usTimeZones } from '#frontend/features/settings/time-zones';
import { schemaMessages } from '#test/support/schema-messages';

/** What GET /api/payment-settings answers before anything is saved (SPEC §9 defaults). */
const defaults: PaymentSettings = {
  paymentStructure: contractorDefaults.payment.paymentStructure,
  twoPayDepositPercentage: contractorDefaults.payment.twoPayDepositPercentage,
  threePaymentPercentages: [...contractorDefaults.payment.threePaymentPercentages],
  depositPercentage: contractorDefaults.payment.depositPercentage,
  terms: contractorDefaults.payment.terms,
  lateFeeType: contractorDefaults.payment.lateFeeType,
  lateFeeValue: contractorDefaults.payment.lateFeeValue,
  acceptedMethods: [...contractorDefaults.payment.acceptedMethods],
  remindersEnabled: contractorDefaults.payment.remindersEnabled,
  reminderDaysBefore: contractorDefaults.payment.reminderDaysBefore,
  depositReminderDays: contractorDefaults.payment.depositReminderDays,
  communicationPreference: contractorDefaults.payment.communicationPreference,
  autoInvoicing: contractorDefaults.payment.autoInvoicing,
  timezone: contractorDefaults.timezone,
};

const values = (change: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  ...toPaymentValues(defaults),
  ...change,
});

const errorsOf = (input: PaymentFormValues, lang: 'en' | 'es' = 'en') =>
  schemaMessages(paymentSettingsSchema, toPaymentInput(input), lang);

describe('payment form values', () => {
  it('show the saved settings as text and choices', () => {
    expect(values()).toEqual({
      paymentStructure: 'two_payment',
      twoPayDeposit: '50',
      threePay: ['30', '30', '40'],
      financeDeposit: '30',
      terms: 'net_30',
      lateFeeType: 'percent',
      lateFeeValue: '5',
      acceptedMethods: ['cash', 'check', 'card', 'finance'],
      remindersEnabled: true,
      reminderDaysBefore: '3',
      depositReminderDays: '3',
      communicationPreference: 'both',
      autoInvoicing: false,
      timezone: 'America/Chicago',
    });
  });

  it('give back the same settings, which the shared schema accepts', () => {
    const input = toPaymentInput(values());
    expect(input).toEqual(defaults);
    expect(paymentSettingsSchema.safeParse(input).success).toBe(true);
  });

  it('send typed figures as numbers and every other field as chosen', () => {
    const input = toPaymentInput(
      values({
        paymentStructure: 'three_payment',
        threePay: [' 33.33 ', '33.33', '33.34'],
        terms: 'due_on_receipt',
        lateFeeType: 'fixed',
        lateFeeValue: '25.50',
        acceptedMethods: ['card', 'cash'],
        remindersEnabled: false,
        reminderDaysBefore: '7',
        depositReminderDays: '14',
        communicationPreference: 'sms',
        autoInvoicing: true,
        timezone: 'America/Puerto_Rico',
      }),
    );
    expect(input).toEqual({
      ...defaults,
      paymentStructure: 'three_payment',
      threePaymentPercentages: [33.33, 33.33, 33.34],
      terms: 'due_on_receipt',
      lateFeeType: 'fixed',
      lateFeeValue: 25.5,
      acceptedMethods: ['cash', 'card'],
      remindersEnabled: false,
      reminderDaysBefore: 7,
      depositReminderDays: 14,
      communicationPreference: 'sms',
      autoInvoicing: true,
      timezone: 'America/Puerto_Rico',
    });
    expect(paymentSettingsSchema.safeParse(input).success).toBe(true);
  });

  it('keep accepted methods in one order, as loaded and as ticked', () => {
    expect(toPaymentValues({ ...defaults, acceptedMethods: ['finance', 'cash'] }).acceptedMethods).toEqual([
      'cash',
      'finance',
    ]);
    expect(withMethod(['finance'], 'check', true)).toEqual(['check', 'finance']);
    expect(withMethod(['cash', 'check'], 'cash', false)).toEqual(['check']);
    expect(withMethod(['cash'], 'cash', true)).toEqual(['cash']);
  });

  it('fall back to America/Chicago when no time zone is stored', () => {
    expect(toPaymentValues({ ...defaults, timezone: '' }).timezone).toBe('America/Chicago');
  });

  it('tell whether anything changed', () => {
    expect(samePaymentValues(values(), values())).toBe(true);
    expect(samePaymentValues(values(), values({ autoInvoicing: true }))).toBe(false);
    expect(samePaymentValues(values(), values({ threePay: ['30', '30', '41'] }))).toBe(false);
  });
});

describe('percentages', () => {
  it('work out the two-payment final share as 100 − deposit', () => {
    expect(twoPayFinalPercent('50')).toBe(50);
    expect(twoPayFinalPercent('33.33')).toBe(66.67);
    expect(twoPayFinalPercent('0')).toBe(100);
    expect(twoPayFinalPercent('100')).toBe(0);
    expect(twoPayFinalPercent('')).toBeNull();
    expect(twoPayFinalPercent('abc')).toBeNull();
    expect(twoPayFinalPercent('120')).toBeNull();
    expect(twoPayFinalPercent('-5')).toBeNull();
  });

  it('sum the three payments as they are typed', () => {
    expect(threePaySum(['33.33', '33.33', '33.34'])).toBeCloseTo(100, 10);
    expect(threePaySum(['30', '30', '40'])).toBe(100);
    expect(threePaySum(['30', '30', '30'])).toBe(90);
    expect(threePaySum(['30', '', 'x'])).toBe(30);
    expect(threePaySum(['0.1', '0.2', '99.7'])).toBeCloseTo(100, 10);
  });

  it('accept a sum of 100 within 0.01 (SPEC §5)', () => {
    expect(sumsToHundred(100)).toBe(true);
    expect(sumsToHundred(100.005)).toBe(true);
    expect(sumsToHundred(99.995)).toBe(true);
    expect(sumsToHundred(99.98)).toBe(false);
    expect(sumsToHundred(100.02)).toBe(false);
  });

  it('judge the sum as the shared schema does', () => {
    const cases: ReadonlyArray<readonly [string, string, string]> = [
      ['33.33', '33.33', '33.34'],
      ['33.33', '33.33', '33.33'],
      ['33.34', '33.34', '33.33'],
      ['30', '30', '40'],
      ['0.1', '0.2', '99.7'],
      ['50', '50', '0.005'],
      ['0', '0', '100'],
    ];
    for (const threePay of cases) {
      const schemaAccepts = !(paymentFieldPath.threePaySum in errorsOf(values({ threePay })));
      expect(sumsToHundred(threePaySum(threePay)), threePay.join(' + ')).toBe(schemaAccepts);
    }
  });

  it('change one three-payment box at a time', () => {
    expect(withThreePayPart(['30', '30', '40'], 1, '25')).toEqual(['30', '25', '40']);
    expect(withThreePayPart(['30', '30', '40'], 2, '')).toEqual(['30', '30', '']);
  });
});

describe('validation with the shared schema', () => {
  it('put the SPEC sum message on the three payments, in English and Spanish', () => {
    const unbalanced = values({ threePay: ['30', '30', '30'] });
    expect(errorsOf(unbalanced)).toEqual({
      [paymentFieldPath.threePaySum]: 'Three payment percentages must sum to 100%',
    });
    expect(errorsOf(unbalanced, 'es')[paymentFieldPath.threePaySum]).toBe(
      'Los tres porcentajes de pago deben sumar 100%',
    );
    expect(errorsOf(values({ threePay: ['33.33', '33.33', '33.34'] }))).toEqual({});
  });

  it('name the box of each figure that is empty or out of range', () => {
    const errors = errorsOf(
      values({
        twoPayDeposit: '',
        financeDeposit: '101',
        threePay: ['30', '-1', '40'],
        reminderDaysBefore: '0',
        depositReminderDays: '2.5',
        lateFeeValue: '',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        paymentFieldPath.twoPayDeposit,
        paymentFieldPath.financeDeposit,
        paymentFieldPath.threePay[1],
        paymentFieldPath.reminderDaysBefore,
        paymentFieldPath.depositReminderDays,
        paymentFieldPath.lateFeeValue,
      ].sort(),
    );
    expect(errors[paymentFieldPath.reminderDaysBefore]).toBe(
      'Reminder days must be a whole number from 1 to 30',
    );
  });

  it('allow reminder days from 1 to 30 only', () => {
    expect(errorsOf(values({ reminderDaysBefore: '1', depositReminderDays: '30' }))).toEqual({});
    expect(Object.keys(errorsOf(values({ reminderDaysBefore: '31' })))).toEqual(['reminderDaysBefore']);
  });

  it('judge a late fee over 100 by its type', () => {
    expect(errorsOf(values({ lateFeeType: 'fixed', lateFeeValue: '150' }))).toEqual({});
    expect(Object.keys(errorsOf(values({ lateFeeType: 'percent', lateFeeValue: '150' })))).toEqual([
      'lateFeeValue',
    ]);
  });

  it('need at least one accepted method', () => {
    const none = withMethod(['cash'], 'cash', false);
    expect(errorsOf(values({ acceptedMethods: none }))).toEqual({
      acceptedMethods: 'Accept at least one payment method',
    });
  });

  it('refuse a time zone that does not exist', () => {
    expect(errorsOf(values({ timezone: 'Mars/Olympus_Mons' }))).toEqual({
      timezone: 'Choose a time zone from the list',
    });
  });

  it('find the structures whose percentage boxes hold a message', () => {
    expect(structuresWithErrors({ 'threePaymentPercentages.1': 'x', lateFeeValue: 'y' })).toEqual([
      'three_payment',
    ]);
    expect(structuresWithErrors({ threePaymentPercentages: 'x', depositPercentage: 'y' })).toEqual([
      'three_payment',
      'finance',
    ]);
    expect(structuresWithErrors({ twoPayDepositPercentage: 'x' })).toEqual(['two_payment']);
    expect(structuresWithErrors({ timezone: 'x' })).toEqual([]);
  });
});

describe('time zone choices', () => {
  it('list the US zones first and every other zone once, sorted', () => {
    const choices = timeZoneChoices(
      ['Europe/Madrid', 'America/Chicago', 'America/Mexico_City', 'Pacific/Honolulu', 'Asia/Tokyo'],
      'America/Chicago',
    );
    expect(choices.us).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Puerto_Rico',
    ]);
    expect(choices.others).toEqual(['America/Mexico_City', 'Asia/Tokyo', 'Europe/Madrid']);
  });

  it('always offer the saved zone, even where the runtime cannot list zones', () => {
    expect(timeZoneChoices([], 'Europe/Madrid').others).toEqual(['Europe/Madrid']);
    expect(timeZoneChoices([], 'America/Denver').others).toEqual([]);
  });

  it('offer only zones the shared schema accepts', () => {
    const supported = supportedTimeZones();
    expect(supported.length).toBeGreaterThan(100);
    const { us, others } = timeZoneChoices(supported, 'America/Chicago');
    for (const zone of [...us, ...others.filter((_, at) => at % 25 === 0)]) {
      expect(errorsOf(values({ timezone: zone })), zone).toEqual({});
    }
    expect(usTimeZones.every((zone) => !others.includes(zone))).toBe(true);
  });
});

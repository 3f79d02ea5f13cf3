// Payment settings through the real runtime: SPEC §9 defaults, SPEC §5 validation, and new jobs split and
// dated by them.
import { describe, expect, it } from 'vitest';
import { newCustomerOf } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor } from '#test/support/test-server';

const server = runTestServer();

const threePay = {
  paymentStructure: 'three_payment',
  twoPayDepositPercentage: 50,
  threePaymentPercentages: [33.33, 33.33, 33.34],
  depositPercentage: 30,
  terms: 'net_15',
  lateFeeType: 'percent',
  lateFeeValue: 5,
  acceptedMethods: ['check', 'card'],
  remindersEnabled: true,
  reminderDaysBefore: 5,
  depositReminderDays: 2,
  communicationPreference: 'sms',
  autoInvoicing: false,
  timezone: 'America/Denver',
};

describe('payment settings', () => {
  it('start at SPEC §9 defaults and shape the milestones of new jobs once saved', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    expect((await browser.get('/api/payment-settings')).body).toMatchObject({
      paymentStructure: 'two_payment',
      twoPayDepositPercentage: 50,
      threePaymentPercentages: [30, 30, 40],
      depositPercentage: 30,
      terms: 'net_30',
      lateFeeType: 'percent',
      lateFeeValue: 5,
      reminderDaysBefore: 3,
      depositReminderDays: 3,
      communicationPreference: 'both',
      timezone: 'America/Chicago',
    });
    const saved = await browser.put('/api/payment-settings', threePay);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(threePay);
    expect((await browser.get('/api/payment-settings')).body).toEqual(threePay);

    const quote = (
      await browser.post('/api/quotes', {
        request: { zipCode: '60601', material: 'vinyl', sides: [{ lengthFt: 75, gates: [] }] },
        newCustomer: newCustomerOf({}),
      })
    ).body;
    const job = (await browser.post(`/api/quotes/${quote.id}/convert`, {})).body;
    expect(job.paymentStructure).toBe('three_payment');
    expect(job.milestones.map((milestone: { percentage: number }) => milestone.percentage)).toEqual([
      33.33, 33.33, 33.34,
    ]);
    const cents = job.milestones.reduce(
      (sum: number, milestone: { amount: number }) => sum + Math.round(milestone.amount * 100),
      0,
    );
    expect(cents).toBe(Math.round(quote.totalCost * 100));
  });

  it('refuse what SPEC §5 refuses, naming each field, and change nothing', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const response = await browser.put('/api/payment-settings', {
      ...threePay,
      threePaymentPercentages: [30, 30, 30],
      reminderDaysBefore: 0,
      acceptedMethods: [],
      timezone: 'Mars/Olympus',
      terms: 'net_90',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      reminderDaysBefore: 'Reminder days must be a whole number from 1 to 30',
      acceptedMethods: 'Accept at least one payment method',
      timezone: 'Choose a time zone from the list',
      terms: 'This value is not valid',
    });
    const badSplit = await browser.put('/api/payment-settings', {
      ...threePay,
      threePaymentPercentages: [30, 30, 30],
    });
    expect(badSplit.body).toMatchObject({
      message: 'Three payment percentages must sum to 100%',
      fields: { threePaymentPercentages: 'Three payment percentages must sum to 100%' },
    });
    expect((await browser.get('/api/payment-settings')).body.paymentStructure).toBe('two_payment');
  });
});

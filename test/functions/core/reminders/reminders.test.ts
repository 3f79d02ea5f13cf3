// The overdue-reminder run on DynamoDB Local with a fixed clock: one message per stage however runs
// overlap, "due" judged on each contractor's calendar, failed sends retried on the next run, and the
// bell's reminder list and manual Send Reminder over HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { SmsRefused, setSmsSender } from '#functions/core/ports/sms/sms';
import { runReminders } from '#functions/core/reminders/run-reminders';
import { savePaymentSettings } from '#functions/store/contractors';
import { getMilestone } from '#functions/store/jobs';
import { listTextsAbout } from '#functions/store/sharing';
import { convertQuote, createQuote, fenceInput, freshPhone, textsTo } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor, type TestBrowser } from '#test/support/test-server';

const server = runTestServer();
afterEach(() => setSmsSender(undefined));

/** The texts a phone received, oldest first. */
const textBodiesTo = async (phone: string) => (await textsTo(phone)).map((message) => message.body).reverse();

interface Setup {
  browser: TestBrowser;
  contractorId: string;
  phone: string;
  job: { id: string; version: number; milestones: Array<Record<string, any>>; displayNumber: string };
}

/** A contractor in `timezone` with a converted job whose deposit is due on `depositDue`. */
const jobWithDeposit = async (
  depositDue: string,
  timezone = 'America/Chicago',
  payment = {},
): Promise<Setup> => {
  const { browser, user } = await signUpContractor(server.baseUrl, { businessName: 'Remind Fence Co' });
  const contractorId = user.contractor.id;
  await savePaymentSettings(
    contractorId,
    { ...contractorDefaults.payment, communicationPreference: 'sms', ...payment },
    timezone,
  );
  const phone = freshPhone('773');
  const quote = await createQuote(browser, {
    request: fenceInput({ sides: [{ lengthFt: 80, gates: [] }] }),
    customerName: 'Rem Inder',
    phone,
  });
  const converted = await convertQuote(browser, quote.id);
  const [deposit, final] = converted.milestones;
  const input = (milestone: Record<string, any>, dueDate: string) => ({
    id: milestone.id,
    name: milestone.name,
    percentage: milestone.percentage,
    amount: milestone.amount,
    dueDate,
    sequenceOrder: milestone.sequenceOrder,
    milestoneType: milestone.milestoneType,
  });
  const saved = await browser.put(`/api/jobs/${converted.id}/milestones`, {
    version: converted.version,
    milestones: [input(deposit, depositDue), input(final, '2027-06-30')],
  });
  expect(saved.status).toBe(200);
  return { browser, contractorId, phone, job: saved.body };
};

const depositOf = async ({ contractorId, job }: Setup) => {
  return getMilestone(contractorId, job.id, job.milestones[0]?.id ?? '');
};

const notificationsOf = async (browser: TestBrowser) =>
  (await browser.get('/api/payment-notifications')).body.notifications as Array<{
    type: string;
    milestoneId: string;
  }>;

describe('the reminder run', () => {
  it('sends one reminder when a payment comes due and one when it is overdue, however runs overlap', async () => {
    const setup = await jobWithDeposit('2026-03-12');
    const march10 = new Date('2026-03-10T15:00:00Z');
    await Promise.all([runReminders(march10), runReminders(march10), runReminders(march10)]);
    let texts = await textBodiesTo(setup.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(
        `^Reminder from Remind Fence Co: Deposit of \\$[\\d,.]+ for job #${setup.job.displayNumber} is due Mar 12, 2026\\.\\nReply STOP to opt out\\.$`,
      ),
    );
    expect(await depositOf(setup)).toMatchObject({
      reminderSent: true,
      lastReminderDate: '2026-03-10',
      reminderStage: 'upcoming',
    });
    expect((await depositOf(setup))?.reminderClaimedAt).toBeUndefined();

    await runReminders(new Date('2026-03-11T15:00:00Z'));
    expect(await textBodiesTo(setup.phone)).toHaveLength(1);

    const march13 = new Date('2026-03-13T15:00:00Z');
    await Promise.all([runReminders(march13), runReminders(march13)]);
    await runReminders(new Date('2026-03-14T15:00:00Z'));
    texts = await textBodiesTo(setup.phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/was due Mar 12, 2026 and is now overdue\.$/);
    // Overdue, noticed and reminded: nothing is left for later runs, so it leaves their list.
    expect(await depositOf(setup)).toMatchObject({
      reminderStage: 'overdue',
      overdueNotified: true,
      remindersDone: true,
    });
    const overdue = (await notificationsOf(setup.browser)).filter((item) => item.type === 'overdue_deposit');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.milestoneId).toBe(setup.job.milestones[0]?.id);
  });

  it('judges "due" on each contractor’s own calendar', async () => {
    // 04:30 UTC on March 10 is still March 9 in Chicago but already March 10 in Auckland.
    const chicago = await jobWithDeposit('2026-03-09', 'America/Chicago');
    const auckland = await jobWithDeposit('2026-03-09', 'Pacific/Auckland');
    await runReminders(new Date('2026-03-10T04:30:00Z'));
    expect(await depositOf(chicago)).toMatchObject({
      reminderStage: 'upcoming',
      lastReminderDate: '2026-03-09',
    });
    expect(await depositOf(auckland)).toMatchObject({
      reminderStage: 'overdue',
      lastReminderDate: '2026-03-10',
    });
    expect((await notificationsOf(chicago.browser)).some((item) => item.type === 'overdue_deposit')).toBe(
      false,
    );
    expect((await notificationsOf(auckland.browser)).some((item) => item.type === 'overdue_deposit')).toBe(
      true,
    );
  });

  it('retries a text the SMS service refused on the next run, never dropping it', async () => {
    const setup = await jobWithDeposit('2026-02-02');
    setSmsSender(async () => {
      throw new SmsRefused('sms.reason.throttled');
    });
    const failed = await runReminders(new Date('2026-02-01T15:00:00Z'));
    expect(failed.reminderFailures).toBeGreaterThanOrEqual(1);
    expect(await textBodiesTo(setup.phone)).toHaveLength(0);
    const afterFailure = await depositOf(setup);
    expect(afterFailure).toMatchObject({ reminderSent: false, reminderStage: 'none' });
    expect(afterFailure?.reminderClaimedAt).toBeUndefined();
    const log = await listTextsAbout(setup.contractorId, setup.job.milestones[0]?.id ?? '', 10);
    expect(log.map((row) => row.status)).toEqual(['failed']);

    setSmsSender(undefined);
    await runReminders(new Date('2026-02-01T15:15:00Z'));
    expect(await textBodiesTo(setup.phone)).toHaveLength(1);
  });

  it('uses the deposit’s own lead time, and invoices payments coming due when auto invoicing is on', async () => {
    // The deposit is due in 2 days, but deposits are reminded only 1 day ahead.
    const setup = await jobWithDeposit('2026-04-12', 'America/Chicago', {
      depositReminderDays: 1,
      autoInvoicing: true,
    });
    await runReminders(new Date('2026-04-10T15:00:00Z'));
    expect(await textBodiesTo(setup.phone)).toHaveLength(0);
    await runReminders(new Date('2026-04-11T15:00:00Z'));
    expect(await textBodiesTo(setup.phone)).toHaveLength(1);
    expect(await depositOf(setup)).toMatchObject({ status: 'invoiced', reminderStage: 'upcoming' });
  });

  it('leaves customers alone when automatic reminders are off, but still flags the overdue payment', async () => {
    const setup = await jobWithDeposit('2026-01-05', 'America/Chicago', { remindersEnabled: false });
    await runReminders(new Date('2026-01-09T15:00:00Z'));
    expect(await textBodiesTo(setup.phone)).toHaveLength(0);
    expect((await notificationsOf(setup.browser)).map((item) => item.type)).toContain('overdue_deposit');
  });
});

describe('the bell’s payment reminders', () => {
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

  it('lists a payment due on the last day of the reminder window', async () => {
    const inThreeDays = new Date(Date.parse(`${today()}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const setup = await jobWithDeposit(inThreeDays);
    const reminders = (await setup.browser.get('/api/payment-reminders')).body.reminders;
    expect(reminders).toEqual([
      expect.objectContaining({ milestoneId: setup.job.milestones[0]?.id, daysUntilDue: 3 }),
    ]);
  });

  it('lists payments due soon or overdue and sends a reminder once a day on request', async () => {
    const setup = await jobWithDeposit(today());
    const reminders = (await setup.browser.get('/api/payment-reminders')).body.reminders;
    expect(reminders).toEqual([
      {
        milestoneId: setup.job.milestones[0]?.id,
        milestoneName: 'Deposit',
        customerName: 'Rem Inder',
        jobNumber: expect.stringMatching(/^JOB-/),
        jobId: setup.job.id,
        timestamp: today(),
        amount: setup.job.milestones[0]?.amount,
        reminderSent: false,
        daysUntilDue: 0,
      },
    ]);
    const sent = await setup.browser.post(`/api/payment-reminders/${setup.job.milestones[0]?.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.reminder).toMatchObject({ reminderSent: true, daysUntilDue: 0 });
    expect(await textBodiesTo(setup.phone)).toHaveLength(1);
    const again = await setup.browser.post(`/api/payment-reminders/${setup.job.milestones[0]?.id}/send`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'REMINDER_ALREADY_SENT',
      message: 'A reminder for this payment was already sent today.',
    });
    // The run does not send a second one the same day.
    await runReminders();
    expect(await textBodiesTo(setup.phone)).toHaveLength(1);
    expect((await setup.browser.get('/api/payment-reminders')).body.reminders[0].reminderSent).toBe(true);
  });
});

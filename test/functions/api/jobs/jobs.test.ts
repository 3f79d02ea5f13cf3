// Jobs and getting paid through the real runtime on DynamoDB Local: converting quotes, the Create New Job
// dialog, details and statuses, payment schedules, payments, photos and notes, and every route's tenant
// isolation.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dispatchEvent } from '#functions/core/events/dispatch';
import { routes } from '#functions/routes';
import { dynamoClient } from '#functions/store/client';
import { readJobRecords } from '#functions/store/jobs';
import { store } from '#functions/store/service';
import { convertQuote, createContractorWithQuote, freshPhone } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';
import { signUpContractor } from '#test/support/test-server';

const server = runTestServer();

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const cents = (dollars: number) => Math.round(dollars * 100);

/** A contractor with one quote for Jo Payer: 90 ft of vinyl with a gate, in 60601. */
const contractorWithQuote = (baseUrl: string) => createContractorWithQuote(baseUrl);

const convertedJob = async (scheduledDate?: string) => {
  const owner = await contractorWithQuote(server.baseUrl);
  await owner.browser.post(`/api/quotes/${owner.quote.id}/status`, { status: 'sent' });
  await owner.browser.post(`/api/quotes/${owner.quote.id}/status`, { status: 'approved' });
  return { ...owner, job: await convertQuote(owner.browser, owner.quote.id, scheduledDate) };
};

describe('converting a quote', () => {
  it('makes one job with the quote’s total split into milestones, and moves the quote', async () => {
    const { browser, quote, job } = await convertedJob(daysFromToday(14));
    expect(job).toMatchObject({
      status: 'scheduled',
      quoteId: quote.id,
      quoteNumber: quote.number,
      customerName: 'Jo Payer',
      customerPhone: quote.phone,
      totalAmount: quote.totalCost,
      paidAmount: 0,
      balanceDue: quote.totalCost,
      scheduledDate: daysFromToday(14),
      paymentStructure: 'two_payment',
    });
    expect(job.jobNumber).toMatch(/^JOB-\d{5}$/);
    expect(job.displayNumber).toBe(String(Number(job.jobNumber.slice(4))));
    expect(job.milestones.map((milestone: { milestoneType: string }) => milestone.milestoneType)).toEqual([
      'deposit',
      'final_payment',
    ]);
    const split = job.milestones.reduce(
      (sum: number, milestone: { amount: number }) => sum + cents(milestone.amount),
      0,
    );
    expect(split).toBe(cents(quote.totalCost));
    expect(job.milestones[0]).toMatchObject({
      name: 'Deposit',
      percentage: 50,
      dueDate: today(),
      isDeposit: true,
    });
    expect(job.milestones[1]).toMatchObject({ name: 'Final payment', dueDate: daysFromToday(14 + 30) });
    expect(job.depositAmount).toBe(job.milestones[0].amount);

    const converted = (await browser.get(`/api/quotes/${quote.id}`)).body;
    expect(converted.status).toBe('converted_to_job');
    expect(converted.jobId).toBe(job.id);
    expect(converted.convertedToJobAt).toEqual(expect.any(String));
    const again = await browser.post(`/api/quotes/${quote.id}/convert`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_CONVERTED', message: 'This quote already has a job.' });
    expect((await browser.get('/api/jobs')).body.jobs).toHaveLength(1);
  });

  it('never makes two jobs from two simultaneous conversions', async () => {
    const { browser, quote } = await contractorWithQuote(server.baseUrl);
    await browser.token();
    const results = await Promise.all(
      [1, 2, 3].map(() => browser.post(`/api/quotes/${quote.id}/convert`, {})),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    expect((await browser.get('/api/jobs')).body.jobs).toHaveLength(1);
  });

  it('shows default milestone names in the reader’s language, whatever language the job was made in', async () => {
    const { browser, quote } = await contractorWithQuote(server.baseUrl);
    const job = (await browser.post(`/api/quotes/${quote.id}/convert`, {})).body;
    expect(job.milestones[0].name).toBe('Deposit');
    const inSpanish = await browser.request('GET', `/api/jobs/${job.id}`, {
      headers: { 'x-picket-lang': 'es' },
    });
    expect(inSpanish.body.milestones[0].name).toBe('Anticipo');
  });

  it('is the only way to converted_to_job: the plain status move is refused, so no quote is converted without a job', async () => {
    const { browser, quote } = await contractorWithQuote(server.baseUrl);
    for (const language of ['en', 'es'] as const) {
      const moved = await browser.request('POST', `/api/quotes/${quote.id}/status`, {
        body: { status: 'converted_to_job' },
        headers: { 'x-picket-lang': language },
      });
      expect(moved.status).toBe(409);
      expect(moved.body.code).toBe('ILLEGAL_MOVE');
      expect(moved.body.fields.status).toBe(
        language === 'en'
          ? 'A quote becomes a job only through "Convert to job", which creates the job with it.'
          : 'Una cotización se convierte en trabajo solo con "Convertir en trabajo", que crea el trabajo con ella.',
      );
    }
    expect((await browser.get(`/api/quotes/${quote.id}`)).body.status).toBe(quote.status);
    const converted = await browser.post(`/api/quotes/${quote.id}/convert`, {});
    expect(converted.status).toBe(201);
    expect((await browser.get(`/api/quotes/${quote.id}`)).body.jobId).toBe(converted.body.id);
  });

  it('refuses a lost quote and a date in the past, changing nothing', async () => {
    const { browser, quote } = await contractorWithQuote(server.baseUrl);
    const past = await browser.post(`/api/quotes/${quote.id}/convert`, { scheduledDate: daysFromToday(-2) });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ scheduledDate: 'The scheduled date cannot be in the past' });
    await browser.post(`/api/quotes/${quote.id}/status`, { status: 'lost' });
    const lost = await browser.post(`/api/quotes/${quote.id}/convert`, {});
    expect(lost.status).toBe(409);
    expect(lost.body.code).toBe('ILLEGAL_MOVE');
    expect((await browser.get('/api/jobs')).body.jobs).toHaveLength(0);
  });
});

describe('the Create New Job dialog', () => {
  it('names each missing field with SPEC §5 messages and an unknown customer with SPEC §7’s', async () => {
    const { browser } = await signUpContractor(server.baseUrl);
    const empty = await browser.post('/api/jobs', {
      customerId: '',
      jobName: '',
      scheduledDate: daysFromToday(1),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      customerId: 'Please select a customer',
      jobName: 'Job name is required',
    });
    const unknown = await browser.post('/api/jobs', {
      customerId: 'h_nobody',
      jobName: 'Fence',
      scheduledDate: daysFromToday(1),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Customer not found');
  });

  it('schedules a job for a customer with its all-day green calendar event', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    const customer = (
      await browser.post('/api/homeowners', {
        firstName: 'Casey',
        lastName: 'Fields',
        email: 'casey@example.com',
        phone: freshPhone(),
        address: '12 Elm St',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
      })
    ).body;
    const past = await browser.post('/api/jobs', {
      customerId: customer.id,
      jobName: 'Backyard',
      scheduledDate: daysFromToday(-1),
    });
    expect(past.body.fields).toEqual({ scheduledDate: 'The scheduled date cannot be in the past' });
    const created = await browser.post('/api/jobs', {
      customerId: customer.id,
      jobName: 'Backyard fence',
      scheduledDate: daysFromToday(3),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Backyard fence',
      status: 'scheduled',
      customerId: customer.id,
      customerName: 'Casey Fields',
      scheduledDate: daysFromToday(3),
      totalAmount: 0,
      milestones: [],
      assignedTo: { id: user.id, name: 'Rosa Martinez' },
    });
    const { data: events } = await store.entities.calendarEvent.query
      .byDate({ contractorId: user.contractor.id })
      .go();
    expect(events).toEqual([
      expect.objectContaining({
        // The event names the job; the customer is linked, never copied in clear.
        title: 'Backyard fence',
        description: 'Job for Backyard fence',
        linkedHomeownerId: customer.id,
        eventType: 'job',
        isAllDay: true,
        color: '#22c55e',
        startDate: daysFromToday(3),
      }),
    ]);
  });
});

describe('a job', () => {
  it('changes details with version checks and moves only by the allowed moves', async () => {
    const { browser, job } = await convertedJob();
    expect(job.status).toBe('unscheduled');
    const team = (await browser.get('/api/team')).body.members;
    const saved = await browser.request('PATCH', `/api/jobs/${job.id}`, {
      body: {
        version: job.version,
        scheduledDate: daysFromToday(5),
        isAnytime: false,
        scheduledStartTime: '08:00',
        scheduledEndTime: '12:30',
        calendarColor: '#16A34A',
        visitInstructions: 'Gate code 4412',
        assignedTo: team[0].id,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'scheduled',
      scheduledDate: daysFromToday(5),
      scheduledStartTime: '08:00',
      calendarColor: '#16a34a',
      visitInstructions: 'Gate code 4412',
      version: job.version + 1,
    });
    const stale = await browser.request('PATCH', `/api/jobs/${job.id}`, {
      body: { version: job.version, notes: 'x' },
    });
    expect(stale.status).toBe(409);
    const badColor = await browser.request('PATCH', `/api/jobs/${job.id}`, {
      body: { version: saved.body.version, calendarColor: 'blue' },
    });
    expect(badColor.body.fields).toEqual({ calendarColor: 'Colour must be a hex colour like #1d4ed8' });

    const illegal = await browser.post(`/api/jobs/${job.id}/status`, { status: 'completed' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('A job cannot move from Scheduled to Completed.');
    expect(
      (await browser.post(`/api/jobs/${job.id}/status`, { status: 'in_progress' })).body.allowedStatuses,
    ).toEqual(['paused', 'completed', 'cancelled']);
    const done = await browser.post(`/api/jobs/${job.id}/status`, { status: 'completed' });
    expect(done.body).toMatchObject({ status: 'completed', completedDate: today(), allowedStatuses: [] });
  });

  it('is read whole — job, milestones and payments — in one DynamoDB query', async () => {
    const { browser, job } = await convertedJob(daysFromToday(7));
    const [deposit] = job.milestones;
    await browser.post(`/api/jobs/${job.id}/payments`, {
      milestoneId: deposit.id,
      amount: 10,
      paymentMethod: 'cash',
      paymentDate: today(),
    });
    const commands: Array<{ name: string; input: string }> = [];
    const counter =
      (next: (args: { input: unknown }) => Promise<unknown>, context: { commandName: string }) =>
      (args: { input: unknown }) => {
        commands.push({ name: context.commandName, input: JSON.stringify(args.input) });
        return next(args);
      };
    dynamoClient.middlewareStack.add(counter as never, { step: 'initialize', name: 'countJobRequests' });
    const response = await browser
      .get(`/api/jobs/${job.id}`)
      .finally(() => dynamoClient.middlewareStack.remove('countJobRequests'));
    expect(response.status).toBe(200);
    expect(response.body.milestones).toHaveLength(2);
    expect(response.body.payments).toMatchObject([{ milestoneId: deposit.id, amount: 10 }]);
    // The job's own items: one Query, nothing else about the job.
    const aboutJob = commands.filter((command) => command.input.includes(job.id));
    expect(aboutJob.map((command) => command.name)).toEqual(['QueryCommand']);
    // Besides it: the session and its user, and the team for names (and at most a session touch).
    expect(commands.length).toBeLessThanOrEqual(5);
  });

  it('reads only the job asked for when another job’s id starts with its id', async () => {
    const contractorId = `c_${randomUUID()}`;
    const job = (jobId: string) => ({
      contractorId,
      jobId,
      jobNumber: 'JOB-00001',
      name: jobId,
      totalCents: 1000,
    });
    const milestone = (jobId: string) => ({
      contractorId,
      jobId,
      milestoneId: `ms_${jobId}`,
      dueShard: '0',
      name: 'Deposit',
      percentage: 100,
      amountCents: 1000,
      paidCents: 0,
      dueDate: '',
      sequenceOrder: 0,
      jobNumber: 'JOB-00001',
    });
    await store.entities.job.put([job('job_a'), job('job_ab')]).go();
    await store.entities.milestone.put([milestone('job_a'), milestone('job_ab')]).go();
    const records = await readJobRecords(contractorId, 'job_a');
    expect(records?.job.jobId).toBe('job_a');
    expect(records?.milestones.map((item) => item.milestoneId)).toEqual(['ms_job_a']);
    expect(records?.payments).toEqual([]);
    expect(await readJobRecords(contractorId, 'job_')).toBeNull();
  });

  it('keeps progress notes and uploaded photos, and only photos issued for it', async () => {
    const { browser, job } = await convertedJob();
    expect((await browser.post(`/api/jobs/${job.id}/progress-notes`, { note: ' ' })).body.fields).toEqual({
      note: 'Write a note of at most 2,000 characters',
    });
    const noted = await browser.post(`/api/jobs/${job.id}/progress-notes`, {
      note: 'Posts set, concrete curing',
    });
    expect(noted.body.progressNotes[0]).toMatchObject({
      note: 'Posts set, concrete curing',
      author: 'Rosa Martinez',
      stage: 'unscheduled',
    });

    expect(
      (await browser.post(`/api/jobs/${job.id}/photo-uploads`, { contentType: 'image/gif', size: 10 }))
        .status,
    ).toBe(400);
    expect(
      (
        await browser.post(`/api/jobs/${job.id}/photo-uploads`, {
          contentType: 'image/png',
          size: 11 * 1024 * 1024,
        })
      ).body.fields,
    ).toEqual({
      size: 'Photos must be 10 MB or smaller',
    });
    const form = (
      await browser.post(`/api/jobs/${job.id}/photo-uploads`, { contentType: 'image/png', size: 4 })
    ).body;
    const notYet = await browser.post(`/api/jobs/${job.id}/photos`, { key: form.key });
    expect(notYet.body.fields).toEqual({ key: 'The photo was not uploaded. Try again.' });

    const upload = new FormData();
    for (const [name, value] of Object.entries(form.fields as Record<string, string>))
      upload.append(name, value);
    upload.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'done.png');
    const tampered = new FormData();
    for (const [name, value] of Object.entries(form.fields as Record<string, string>))
      tampered.append(name, name === 'key' ? `${value}x` : value);
    tampered.append('file', new Blob([new Uint8Array([1])], { type: 'image/png' }), 'x.png');
    expect((await fetch(`${server.baseUrl}${form.url}`, { method: 'POST', body: tampered })).status).toBe(
      403,
    );
    expect((await fetch(`${server.baseUrl}${form.url}`, { method: 'POST', body: upload })).status).toBe(204);

    const withPhoto = await browser.post(`/api/jobs/${job.id}/photos`, {
      key: form.key,
      description: 'Finished',
    });
    expect(withPhoto.status).toBe(201);
    const [photo] = withPhoto.body.completionPhotos;
    expect(photo).toMatchObject({ description: 'Finished', stage: 'unscheduled' });
    const image = await fetch(`${server.baseUrl}${photo.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      (await fetch(`${server.baseUrl}${photo.url.replace(/signature=[^&]+/, 'signature=forged')}`)).status,
    ).toBe(403);

    const climbing = form.key.replace(/[^/]+$/, `../../${job.id}/photo_AAAAAAAAAAAAAAAA.png`);
    expect((await browser.post(`/api/jobs/${job.id}/photos`, { key: climbing })).status).toBe(400);
    const other = await contractorWithQuote(server.baseUrl);
    const otherJob = (await other.browser.post(`/api/quotes/${other.quote.id}/convert`, {})).body;
    expect((await other.browser.post(`/api/jobs/${otherJob.id}/photos`, { key: form.key })).status).toBe(400);
  });
});

describe('payment schedules and payments', () => {
  it('records a deposit atomically, refuses overpaying, and rings the bell once per payment', async () => {
    const { browser, job } = await convertedJob(daysFromToday(7));
    const [deposit, final] = job.milestones;
    const tooMuch = await browser.post(`/api/jobs/${job.id}/payments`, {
      milestoneId: deposit.id,
      amount: deposit.amount + 0.01,
      paymentMethod: 'check',
      paymentDate: today(),
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(
      `This payment is more than the ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(deposit.amount)} still due on Deposit`,
    );
    const bad = await browser.post(`/api/jobs/${job.id}/payments`, {
      milestoneId: deposit.id,
      amount: 0,
      paymentDate: 'soon',
    });
    expect(bad.body.fields).toEqual({
      amount: 'Amount must be at least $0.01',
      paymentMethod: 'Payment method is required',
      paymentDate: 'Enter a valid date',
    });

    const paid = await browser.post(`/api/jobs/${job.id}/payments`, {
      milestoneId: deposit.id,
      amount: deposit.amount,
      paymentMethod: 'check',
      paymentDate: today(),
      checkNumber: '1042',
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      depositPaid: true,
      depositPaidDate: today(),
      paidAmount: deposit.amount,
    });
    expect(paid.body.milestones[0]).toMatchObject({
      status: 'paid',
      paidAmount: deposit.amount,
      paidDate: today(),
    });
    expect(paid.body.payments).toEqual([
      expect.objectContaining({
        paymentType: 'job_deposit',
        amount: deposit.amount,
        checkNumber: '1042',
        recordedBy: 'Rosa Martinez',
      }),
    ]);
    const feed = (await browser.get('/api/payment-notifications')).body.notifications;
    expect(feed.map((item: { type: string }) => item.type).sort()).toEqual([
      'milestone_completed',
      'payment_received',
    ]);
    const received = feed.find((item: { type: string }) => item.type === 'payment_received');
    expect(received).toMatchObject({
      jobId: job.id,
      milestoneId: deposit.id,
      amount: deposit.amount,
      customerName: 'Jo Payer',
    });
    expect(received.message).toMatch(
      new RegExp(`^Payment of \\$[\\d,.]+ received from Jo Payer for job #${job.displayNumber}$`),
    );

    const totalChange = await browser.request('PATCH', `/api/jobs/${job.id}`, {
      body: { version: paid.body.version, totalAmount: 1 },
    });
    expect(totalChange.status).toBe(409);
    expect(totalChange.body.code).toBe('HAS_PAYMENTS');

    // Two payments of 60% of the final milestone at once: the second would overpay, so it is refused.
    const part = Math.round(final.amount * 0.6 * 100) / 100;
    await browser.token();
    const both = await Promise.all(
      [1, 2].map(() =>
        browser.post(`/api/jobs/${job.id}/payments`, {
          milestoneId: final.id,
          amount: part,
          paymentMethod: 'cash',
          paymentDate: today(),
        }),
      ),
    );
    expect(both.map((result) => result.status).sort()).toEqual([201, 409]);
    const after = (await browser.get(`/api/jobs/${job.id}`)).body;
    expect(after.milestones[1]).toMatchObject({ status: 'pending', paidAmount: part });
    expect(after.paidAmount).toBeCloseTo(deposit.amount + part, 2);
  });

  it('makes one notification from a payment event delivered twice', async () => {
    const { browser, user } = await signUpContractor(server.baseUrl);
    const event = {
      eventId: 'payment.received-pay_x',
      contractorId: user.contractor.id,
      jobId: 'job_x',
      jobNumber: 'JOB-00007',
      milestoneId: 'ms_x',
      milestoneName: 'Deposit',
      paymentId: `pay_${randomUUID()}`,
      amountCents: 5000,
      customerName: 'Twice',
      recordedAt: new Date().toISOString(),
      milestoneCompleted: false,
    };
    await Promise.all([dispatchEvent('payment.received', event), dispatchEvent('payment.received', event)]);
    expect((await browser.get('/api/payment-notifications')).body.notifications).toHaveLength(1);
  });

  it('edits the schedule under SPEC §5 rules, keeping paid milestones as they are', async () => {
    const { browser, job } = await convertedJob();
    const [deposit, final] = job.milestones;
    const asInput = (milestone: typeof deposit) => ({
      id: milestone.id,
      name: milestone.name,
      percentage: milestone.percentage,
      amount: milestone.amount,
      dueDate: milestone.dueDate,
      sequenceOrder: milestone.sequenceOrder,
      milestoneType: milestone.milestoneType,
    });
    const wrongSum = await browser.put(`/api/jobs/${job.id}/milestones`, {
      version: job.version,
      milestones: [asInput(deposit), { ...asInput(final), amount: final.amount - 1 }],
    });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.fields.milestones).toBe(
      `Milestone amounts must add up to the job total of ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(job.totalAmount)}`,
    );
    const invalid = await browser.put(`/api/jobs/${job.id}/milestones`, {
      version: job.version,
      milestones: [{ ...asInput(deposit), name: '', percentage: 120, sequenceOrder: -1 }],
    });
    expect(invalid.body.fields).toEqual({
      'milestones.0.name': 'Name is required',
      'milestones.0.percentage': 'Percentage must be between 0 and 100',
      'milestones.0.sequenceOrder': 'Order must be a whole number of 0 or more',
    });

    const twice = await browser.put(`/api/jobs/${job.id}/milestones`, {
      version: job.version,
      milestones: [asInput(deposit), { ...asInput(final), id: deposit.id }],
    });
    expect(twice.status).toBe(400);

    const third = Math.round(final.amount * 0.25 * 100) / 100;
    const split = await browser.put(`/api/jobs/${job.id}/milestones`, {
      version: job.version,
      milestones: [
        asInput(deposit),
        { ...asInput(final), amount: Math.round((final.amount - third) * 100) / 100, sequenceOrder: 2 },
        {
          name: 'Gate hardware',
          percentage: 5,
          amount: third,
          dueDate: daysFromToday(10),
          sequenceOrder: 1,
          milestoneType: 'custom',
        },
      ],
    });
    expect(split.status).toBe(200);
    expect(split.body.milestones.map((milestone: { name: string }) => milestone.name)).toEqual([
      'Deposit',
      'Gate hardware',
      'Final payment',
    ]);
    expect(split.body.paymentStructure).toBe('custom');

    const unpaidDate = await browser.post(`/api/jobs/${job.id}/milestones/${deposit.id}/status`, {
      status: 'paid',
    });
    expect(unpaidDate.body.fields).toEqual({ paidDate: 'Paid date is required' });
    const markedPaid = await browser.post(`/api/jobs/${job.id}/milestones/${deposit.id}/status`, {
      status: 'paid',
      paidDate: today(),
    });
    expect(markedPaid.body.milestones[0]).toMatchObject({ status: 'paid', paidDate: today() });
    expect(markedPaid.body.depositPaid).toBe(true);
    const changePaid = await browser.put(`/api/jobs/${job.id}/milestones`, {
      version: markedPaid.body.version,
      milestones: markedPaid.body.milestones.map((milestone: typeof deposit, index: number) =>
        index === 0 ? { ...asInput(milestone), name: 'Renamed deposit' } : asInput(milestone),
      ),
    });
    expect(changePaid.status).toBe(400);
    expect(changePaid.body.message).toBe('A paid milestone cannot be changed or removed: Deposit');
  });
});

describe('another contractor', () => {
  it('can neither see nor change a job, its milestones, payments or reminders on any route', async () => {
    const { job } = await convertedJob();
    const stranger = (await signUpContractor(server.baseUrl)).browser;
    const milestoneId = job.milestones[0].id;
    const jobRoutes = routes.filter(
      (route) =>
        route.area === 'jobs' || (route.area === 'notifications' && route.path.includes('{milestoneId}')),
    );
    for (const route of jobRoutes) {
      if (route.path === '/api/jobs' || route.path === '/api/team') continue;
      const path = route.path
        .replace('/api/quotes/{id}', `/api/quotes/${job.quoteId}`)
        .replace('{id}', job.id)
        .replace('{milestoneId}', milestoneId);
      const response = await stranger.request(route.method, path, {
        body: route.method === 'GET' ? undefined : {},
      });
      expect([400, 404], `${route.method} ${route.path}`).toContain(response.status);
      if (response.status === 400) {
        // Validation runs first; with a valid body the route still answers 404.
        expect(response.body.code).toBe('VALIDATION_FAILED');
      }
    }
    expect((await stranger.get('/api/jobs')).body.jobs).toEqual([]);
    const valid = await stranger.post(`/api/jobs/${job.id}/payments`, {
      milestoneId,
      amount: 1,
      paymentMethod: 'cash',
      paymentDate: today(),
    });
    expect(valid.status).toBe(404);
    expect((await stranger.post(`/api/payment-reminders/${milestoneId}/send`)).status).toBe(404);
    expect((await stranger.get('/api/payment-reminders')).body.reminders).toEqual([]);
  });
});

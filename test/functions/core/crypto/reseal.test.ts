// The data migrations on data an older version wrote. Resealing: every clear copy of customer details is sealed where
// it lies and still reads the same, the old "Job for <customer>" names and phone-keyed rate-limit counters go,
// and a second run changes nothing. Linking: quotes and jobs saved before every quote had a customer get theirs.
// They read whole entities, so they run in a table of their own.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { quoteSaveSchema } from '#domain/schemas/quote';
import { localDynamoClient } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';

process.env.TABLE_NAME = `picket-reseal-${randomUUID()}`;
// Imported only now: the store reads the table name when its entities are built.
const { store } = await import('#functions/store/service');
const { createAccount } = await import('#functions/core/auth/create-account');
const { createQuote } = await import('#functions/core/quotes/save-quote');
const { convertQuote } = await import('#functions/core/jobs/convert-quote');
const { resealCopies } = await import('#functions/core/crypto/reseal');
const { runPendingDataMigrations } = await import('#functions/core/migrations/data-migrations');
const { linkLegacyQuotes } = await import('#functions/core/customers/link-legacy-quotes');
const { reindexCustomers } = await import('#functions/core/customers/reindex-customers');
const { createCustomer } = await import('#functions/core/customers/save-customer');
const { searchContractor } = await import('#functions/core/customers/search');
const { blindToken } = await import('#functions/core/crypto/blind-index');
const { openCopy, outboxContext } = await import('#functions/core/crypto/sealed-copy');
const { isCiphertext } = await import('#functions/core/crypto/field-cipher');
const { customerKeys } = await import('#functions/core/ports/keys/customer-keys');
const { readOutbox } = await import('#functions/core/ports/outbox/read-outbox');
const { customerInput, fenceInput, freshPhone } = await import('#test/support/factories');
const { newSignup } = await import('#test/support/test-server');
const { assignRecords } = await import('#functions/core/migrations/assign-records');
const { listQuotes } = await import('#functions/store/quotes');
const { listJobs } = await import('#functions/store/jobs');
const { documentClient } = await import('#functions/store/client');
const { GetCommand, PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { indexDirectory } = await import('#functions/core/migrations/admin-directory');
const { findContractors } = await import('#functions/core/admin/admin-contractors');
const { findUsers } = await import('#functions/core/admin/admin-users');
const { listAdmins } = await import('#functions/store/admin-directory');
const { rebuildAllRollups } = await import('#functions/core/migrations/rebuild-all-rollups');
const { recordPayment } = await import('#functions/core/jobs/record-payment');
const { readJobRecords } = await import('#functions/store/jobs');
const { pagePaymentsRecorded } = await import('#functions/store/report-records');
const { listRollups, replacePlatformRollups, replaceRollups } = await import('#functions/store/rollups');
const { publicStats } = await import('#functions/core/site/site-content');

beforeAll(async () => {
  const client = localDynamoClient(inject('dynamoEndpoint'));
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
});

// What items written before sealing held: clear text in the sealed attributes.
const clear = (value: string) => value as never;

describe('the data migrations', () => {
  it('seals every clear copy in place, drops copied names and phone-keyed counters, and is idempotent', async () => {
    const { contractorId, userId } = await createAccount(newSignup());
    const phone = freshPhone();
    const quote = await createQuote(
      { contractorId, userId, role: 'owner' },
      quoteSaveSchema.parse({
        request: fenceInput(),
        newCustomer: customerInput({ firstName: 'Marcus', lastName: 'Whitfield', phone }),
      }),
    );
    const jobId = await convertQuote(contractorId, userId, quote.quoteId, undefined);
    const [milestone] = (await store.entities.milestone.query.byJob({ contractorId, jobId }).go()).data;
    if (!milestone) throw new Error('no milestone');

    // The same records as an older version wrote them.
    const { quote: Quote, job: Job, milestone: Milestone } = store.entities;
    await Quote.patch({ contractorId, quoteId: quote.quoteId })
      .set({
        customerName: clear('Marcus Whitfield'),
        phone: clear(phone),
        email: clear('marcus@example.com'),
        approvedBy: clear('Marcus W'),
      })
      .go();
    await Job.patch({ contractorId, jobId })
      .set({
        name: 'Job for Marcus Whitfield',
        customerName: clear('Marcus Whitfield'),
        customerPhone: clear(phone),
        customerEmail: clear('marcus@example.com'),
      })
      .go();
    await Milestone.patch({ contractorId, jobId, milestoneId: milestone.milestoneId })
      .set({ customerName: clear('Marcus Whitfield') })
      .go();
    await store.entities.notification
      .put({
        contractorId,
        notificationId: `quote_approved-${quote.quoteId}`,
        type: 'quote_approved',
        feed: 'quote_approvals',
        timestamp: new Date().toISOString(),
        customerName: clear('Marcus Whitfield'),
      })
      .go();
    await store.entities.smsMessage
      .put({
        contractorId,
        subjectId: quote.quoteId,
        messageId: 'sms_old',
        purpose: 'quote',
        recipientPhone: clear(`+1${phone}`),
        messageContent: clear('Hi Marcus'),
        createdAt: new Date().toISOString(),
      })
      .go();
    await store.entities.outboxMessage
      .put({
        channel: 'sms',
        at: new Date().toISOString(),
        outboxId: 'out_old',
        to: clear(`+1${phone}`),
        body: clear('Hi Marcus'),
      })
      .go();
    await store.entities.activityEvent
      .put({
        contractorId,
        quoteId: quote.quoteId,
        eventId: 'evt_old',
        eventType: 'quote_status_changed',
        eventData: { signatureName: 'Marcus W', totalCents: 100 },
        at: new Date().toISOString(),
      })
      .go();
    await store.entities.rateLimit
      .put({ scope: 'lead-phone', key: phone, windowStart: 0, count: 1, expiresAt: 1 })
      .go();

    const report = await resealCopies();
    expect(report.sealed).toMatchObject({
      quote: 1,
      job: 1,
      milestone: 1,
      notification: 1,
      smsMessage: 1,
      outboxMessage: 1,
      activityEvent: 1,
    });
    expect(report.removedCounters).toBe(1);

    const keys = await customerKeys();
    const storedQuote = (await Quote.get({ contractorId, quoteId: quote.quoteId }).go()).data;
    for (const value of [
      storedQuote?.customerName,
      storedQuote?.phone,
      storedQuote?.email,
      storedQuote?.approvedBy,
    ]) {
      expect(isCiphertext(String(value))).toBe(true);
    }
    expect(openCopy(keys, contractorId, 'customerName', storedQuote?.customerName)).toBe('Marcus Whitfield');
    expect(openCopy(keys, contractorId, 'signatureName', storedQuote?.approvedBy)).toBe('Marcus W');
    const storedJob = (await Job.get({ contractorId, jobId }).go()).data;
    expect(storedJob?.name).toBe('');
    expect(openCopy(keys, contractorId, 'customerPhone', storedJob?.customerPhone)).toBe(phone);
    const storedMilestone = (
      await Milestone.get({ contractorId, jobId, milestoneId: milestone.milestoneId }).go()
    ).data;
    expect(openCopy(keys, contractorId, 'customerName', storedMilestone?.customerName)).toBe(
      'Marcus Whitfield',
    );
    // Only the copy changed: the milestone's money and due facts are as they were.
    expect(storedMilestone?.amountCents).toBe(milestone.amountCents);
    const [text] = await readOutbox('sms', 5);
    expect(text).toMatchObject({ to: `+1${phone}`, body: 'Hi Marcus' });
    const outboxRow = (await store.entities.outboxMessage.query.byChannel({ channel: 'sms' }).go()).data[0];
    expect(openCopy(keys, outboxContext, 'recipient', outboxRow?.to)).toBe(`+1${phone}`);
    const activity = (
      await store.entities.activityEvent.query.byQuote({ contractorId, quoteId: quote.quoteId }).go()
    ).data.find((event) => event.eventId === 'evt_old');
    expect(isCiphertext(String(activity?.eventData?.signatureName))).toBe(true);
    expect(activity?.eventData?.totalCents).toBe(100);

    // Nothing clear is left, so a second run seals nothing; `npm start`'s run happens once.
    expect(await resealCopies()).toEqual({ sealed: {}, removedCounters: 0, skipped: 0 });
    expect(await runPendingDataMigrations()).toMatchObject({
      'reseal-customer-copies-v1': { sealed: {}, removedCounters: 0, skipped: 0 },
    });
    expect(await runPendingDataMigrations()).toEqual({});
  });

  it('links quotes and jobs saved without a customer to the customer with that phone, or a new one, once', async () => {
    const { contractorId, userId } = await createAccount(newSignup());
    const known = freshPhone();
    const stranger = freshPhone();
    const knownQuote = await createQuote(
      { contractorId, userId, role: 'owner' },
      quoteSaveSchema.parse({
        request: fenceInput(),
        newCustomer: customerInput({ firstName: 'Kim', lastName: 'Known', phone: known }),
      }),
    );
    const template = (await store.entities.quote.get({ contractorId, quoteId: knownQuote.quoteId }).go())
      .data;
    if (!template) throw new Error('no quote');
    // Quotes as an older version saved them: no customer, the contact copied in clear.
    const legacy = async (quoteId: string, quoteNumber: number, name: string, phone: string) => {
      const { homeownerId: _linked, ...rest } = template;
      await store.entities.quote
        .put({
          ...rest,
          quoteId,
          quoteNumber,
          customerName: clear(name),
          phone: clear(phone),
          email: clear(''),
        })
        .go();
      return quoteId;
    };
    const forKnown = await legacy(`q_${randomUUID()}`, 901, 'Kim K', known);
    const old = await legacy(`q_${randomUUID()}`, 902, 'Olga Old', stranger);
    const older = await legacy(`q_${randomUUID()}`, 903, 'Olga Old', stranger);
    const jobId = await convertQuote(contractorId, userId, old, undefined);
    expect((await store.entities.job.get({ contractorId, jobId }).go()).data?.homeownerId).toBe('');

    const report = await linkLegacyQuotes();
    expect(report).toMatchObject({ linked: 3, created: 1, skipped: 0 });
    const homeownerOf = async (quoteId: string) =>
      (await store.entities.quote.get({ contractorId, quoteId }).go()).data?.homeownerId;
    expect(await homeownerOf(forKnown)).toBe(knownQuote.homeownerId);
    const made = await homeownerOf(old);
    expect(made).toBeTruthy();
    expect(made).not.toBe(knownQuote.homeownerId);
    // One person, one customer: the second old quote found the customer the first one made.
    expect(await homeownerOf(older)).toBe(made);
    expect((await store.entities.job.get({ contractorId, jobId }).go()).data?.homeownerId).toBe(made);
    expect(await linkLegacyQuotes()).toEqual({ linked: 0, created: 0, skipped: 0 });
  });

  it('indexes customers saved before phone endings were searchable, once', async () => {
    const { contractorId } = await createAccount(newSignup());
    const keys = await customerKeys();
    const customer = await createCustomer(contractorId, customerInput({ phone: '3125550147' }));
    const homeownerId = customer.homeownerId;
    // As an older version saved it: no phone-ending tokens.
    const endings = ['0147', '5550147'].map((value) =>
      blindToken(keys.indexKey, contractorId, { kind: 'phoneEnd', value }),
    );
    const item = (await store.entities.homeowner.get({ contractorId, homeownerId }).go()).data;
    await store.entities.homeowner
      .patch({ contractorId, homeownerId })
      .set({ searchTokens: (item?.searchTokens ?? []).filter((token) => !endings.includes(token)) })
      .go();
    await store.entities.searchEntry
      .delete(
        endings.map((token) => ({
          contractorId,
          token,
          targetType: 'homeowner' as const,
          targetId: homeownerId,
        })),
      )
      .go();
    expect(await searchContractor(contractorId, '5550147')).toEqual([]);

    expect((await reindexCustomers()).reindexed).toBeGreaterThanOrEqual(1);
    const found = await searchContractor(contractorId, '5550147');
    expect(found.map((result) => result.id)).toEqual([homeownerId]);
    expect((await reindexCustomers()).reindexed).toBe(0);
  });

  it('puts quotes and jobs from before teams in the person index, once', async () => {
    const { contractorId, userId } = await createAccount(newSignup());
    const quote = await createQuote(
      { contractorId, userId, role: 'owner' },
      quoteSaveSchema.parse({ request: fenceInput(), newCustomer: customerInput({ phone: freshPhone() }) }),
    );
    const jobId = await convertQuote(contractorId, userId, quote.quoteId, undefined);
    // As an older version wrote them: the quote assigned to nobody, neither in the person index.
    await store.entities.quote
      .patch({ contractorId, quoteId: quote.quoteId })
      .set({ assignedTo: '' })
      .composite({ createdAt: quote.createdAt })
      .go();
    const key = { pk: `C#${contractorId}`, sk: `JOB#${jobId}` };
    const raw = (await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key })))
      .Item;
    const { gsi4pk: _pk, gsi4sk: _sk, ...unindexed } = raw ?? {};
    await documentClient.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: unindexed }));
    const mine = async () => ({
      quotes: (await listQuotes(contractorId, { assignedTo: userId, limit: 10 })).quotes.length,
      jobs: (await listJobs(contractorId, { assignedTo: userId, limit: 10 })).jobs.length,
    });
    expect(await mine()).toEqual({ quotes: 0, jobs: 0 });

    const report = await assignRecords();
    expect(report.quotes).toBeGreaterThanOrEqual(1);
    expect(report.jobs).toBeGreaterThanOrEqual(1);
    expect(await mine()).toEqual({ quotes: 1, jobs: 1 });
    expect((await assignRecords()).quotes).toBe(0);
    expect(await mine()).toEqual({ quotes: 1, jobs: 1 });
  });

  it('indexes older payments by date and rebuilds every contractor’s rollups and the platform’s', async () => {
    const { contractorId, userId } = await createAccount(newSignup());
    const quote = await createQuote(
      { contractorId, userId, role: 'owner' },
      quoteSaveSchema.parse({ request: fenceInput(), newCustomer: customerInput({ phone: freshPhone() }) }),
    );
    const jobId = await convertQuote(contractorId, userId, quote.quoteId, undefined);
    const records = await readJobRecords(contractorId, jobId);
    const milestoneId = records?.milestones[0]?.milestoneId ?? '';
    const today = new Date().toISOString().slice(0, 10);
    await recordPayment(contractorId, jobId, userId, {
      milestoneId,
      amount: 25,
      paymentMethod: 'cash',
      paymentDate: today,
      checkNumber: '',
      notes: '',
    });
    // As an older version wrote them: the payment outside the date index, and no rollups anywhere.
    const [payment] = records ? ((await readJobRecords(contractorId, jobId))?.payments ?? []) : [];
    const key = {
      pk: `C#${contractorId}`,
      sk: `JOB#${jobId}#PAY#${payment?.recordedAt}#${payment?.paymentId}`,
    };
    const raw = (await documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key })))
      .Item;
    const { gsi1pk: _pk, gsi1sk: _sk, ...unindexed } = raw ?? {};
    await documentClient.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: unindexed }));
    await replaceRollups(contractorId, []);
    await replacePlatformRollups([]);
    const paid = () => pagePaymentsRecorded(contractorId, '0', '9', null);
    expect((await paid()).items).toEqual([]);
    expect(await publicStats()).toMatchObject({ quotesGenerated: 0, activeContractors: 0 });

    await rebuildAllRollups();
    expect((await paid()).items.map((item) => item.paymentId)).toEqual([payment?.paymentId]);
    const month = (await listRollups(contractorId, 'M', '0', '9')).find((item) => item.bucket === 'all');
    expect(month).toMatchObject({
      quotesCreated: 1,
      jobsCreated: 1,
      quotesConverted: 1,
      paymentsCents: 2500,
    });
    const stats = await publicStats();
    expect(stats.quotesGenerated).toBeGreaterThanOrEqual(1);
    expect(stats.activeContractors).toBeGreaterThanOrEqual(1);
    // Again: the same figures.
    await rebuildAllRollups();
    expect(await publicStats()).toEqual(stats);
  });

  it('puts businesses, login emails and administrators from before the admins’ directory into it', async () => {
    const owner = newSignup({ businessName: `Ándale Fences ${randomUUID().slice(0, 6)}` });
    const admin = newSignup();
    const business = await createAccount(owner);
    const administrator = await createAccount({ ...admin, isAdmin: true });
    // As an older version wrote them: no directory keys.
    const strip = (Key: Record<string, string>, names: string[]) =>
      documentClient.send(
        new UpdateCommand({
          TableName: process.env.TABLE_NAME,
          Key,
          UpdateExpression: `REMOVE ${names.join(', ')}`,
        }),
      );
    await strip({ pk: `C#${business.contractorId}`, sk: 'PROFILE' }, ['gsi1pk', 'gsi1sk', 'searchName']);
    await strip({ pk: `EMAIL#${owner.email}`, sk: 'EMAIL' }, ['gsi1pk', 'gsi1sk']);
    await strip({ pk: `C#${administrator.contractorId}`, sk: `USER#${administrator.userId}` }, [
      'gsi2pk',
      'gsi2sk',
    ]);
    expect(await findContractors('andale')).toEqual([]);
    expect(await findUsers(owner.email)).toEqual([]);
    expect((await listAdmins()).map((user) => user.userId)).not.toContain(administrator.userId);

    expect(await indexDirectory()).toMatchObject({ contractors: expect.any(Number), admins: 1 });
    expect((await findContractors('andale')).map((found) => found.id)).toEqual([business.contractorId]);
    expect((await findUsers(owner.email)).map((found) => found.email)).toEqual([owner.email]);
    expect((await listAdmins()).map((user) => user.userId)).toContain(administrator.userId);
    // Again: nothing left to do for businesses.
    expect((await indexDirectory()).contractors).toBe(0);
  });
});

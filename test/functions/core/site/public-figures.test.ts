// The public figures ("quotes generated", "active contractors"), the platform's rollups: each moves alone and
// stays exact when leads and sign-ups arrive at once. They are site-wide, so this file counts in a table of its
// own, where no other test file's leads or sign-ups can move them.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { onboardingSchema } from '#domain/schemas/onboarding';
import { leadSchema } from '#domain/schemas/quote';
import { localDynamoClient } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';
import { freshPhone, freshZip, onboardingInput } from '#test/support/factories';
import { newSignup } from '#test/support/test-server';

process.env.TABLE_NAME = `picket-figures-${randomUUID()}`;
// Imported only now: the store reads the table name when its entities are built.
const { captureLead } = await import('#functions/core/quotes/capture-lead');
const { createAccount } = await import('#functions/core/auth/create-account');
const { publicStats } = await import('#functions/core/site/site-content');
const { saveOnboarding } = await import('#functions/core/contractors/save-onboarding');

/** A ZIP a contractor serves: its leads are theirs, and count. */
const servedZip = freshZip();

beforeAll(async () => {
  const client = localDynamoClient(inject('dynamoEndpoint'));
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
  const { contractorId } = await createAccount(newSignup());
  await saveOnboarding(contractorId, onboardingSchema.parse(onboardingInput({ serviceAreas: [servedZip] })));
});

const lead = (zipCode = servedZip) =>
  leadSchema.parse({
    request: { zipCode, material: 'vinyl', sides: [{ lengthFt: 80, gates: [] }] },
    name: 'Hank Homeowner',
    phone: freshPhone(),
    idempotencyKey: randomUUID(),
  });

describe('public figures', () => {
  // Forty writes to the same two counters at once retry each other's transactions: slower than one request.
  it('count 20 concurrent leads and 20 concurrent sign-ups exactly, neither resetting the other', {
    timeout: 90_000,
  }, async () => {
    const before = await publicStats();
    await Promise.all([
      ...Array.from({ length: 20 }, () => captureLead(lead())),
      ...Array.from({ length: 20 }, () => createAccount(newSignup())),
    ]);
    const after = await publicStats();
    expect(after.quotesGenerated - before.quotesGenerated).toBe(20);
    expect(after.activeContractors - before.activeContractors).toBe(20);

    // One more of each kind moves only its own figure.
    await captureLead(lead());
    const afterLead = await publicStats();
    expect(afterLead.quotesGenerated).toBe(after.quotesGenerated + 1);
    expect(afterLead.activeContractors).toBe(after.activeContractors);
    await createAccount(newSignup());
    const afterSignup = await publicStats();
    expect(afterSignup.activeContractors).toBe(after.activeContractors + 1);
    expect(afterSignup.quotesGenerated).toBe(afterLead.quotesGenerated);
  });

  it('count a lead nobody serves once a contractor has it, not before', async () => {
    const before = await publicStats();
    await captureLead(lead(freshZip()));
    expect((await publicStats()).quotesGenerated).toBe(before.quotesGenerated);
  });

  it('do not count an admin organisation as a contractor', async () => {
    const before = await publicStats();
    await createAccount({ ...newSignup(), isAdmin: true });
    expect((await publicStats()).activeContractors).toBe(before.activeContractors);
  });
});

// Picket always keeps an active administrator: two administrators revoking each other at the same moment
// leave one of them, and a change that would leave none answers 409 LAST_ADMIN and changes nothing. The
// administrators are platform-wide, so this file runs in a table of its own, where they are the only ones.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localDynamoClient } from '#infra/local/dynamodb-local';
import { ensureTable } from '#infra/local/ensure-table';
import type { TestBrowser } from '#test/support/test-server';

process.env.TABLE_NAME = `picket-last-admin-${randomUUID()}`;
// Imported only now: the store reads the table name when its entities are built.
const { createAdmin } = await import('#test/support/factories');
const { runTestServer } = await import('#test/support/run-test-server');
const { changeUser } = await import('#functions/core/admin/admin-users');
const { DomainError } = await import('#functions/core/errors');
const { getUser } = await import('#functions/store/users');

beforeAll(async () => {
  const client = localDynamoClient(inject('dynamoEndpoint'));
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
});
const server = runTestServer();

interface Administrator {
  browser: TestBrowser;
  /** The admin screens' id of the user: `{contractorId}.{userId}`. */
  id: string;
  contractorId: string;
  userId: string;
}

const newAdministrator = async (): Promise<Administrator> => {
  const browser = await createAdmin(server.baseUrl);
  const me = (await browser.get('/api/auth/me')).body;
  return { browser, id: `${me.contractor.id}.${me.id}`, contractorId: me.contractor.id, userId: me.id };
};

const isAdmin = async ({ contractorId, userId }: Administrator) => {
  const user = await getUser(contractorId, userId);
  return Boolean(user?.isAdmin && user.active);
};

describe('the last administrator', () => {
  it('stays when two administrators revoke each other at once, and cannot be revoked by one who no longer is', async () => {
    const first = await newAdministrator();
    const second = await newAdministrator();

    const [byFirst, bySecond] = await Promise.all([
      first.browser.patch(`/api/admin/users/${second.id}`, { isAdmin: false }),
      second.browser.patch(`/api/admin/users/${first.id}`, { isAdmin: false }),
    ]);
    const answers = [byFirst, bySecond];
    // One revocation lands. The other either finds its sender no longer an administrator (403), or got past
    // that check first and is refused when it would leave nobody (409 LAST_ADMIN).
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.status !== 200);
    expect([403, 409]).toContain(refused?.status);
    if (refused?.status === 409) expect(refused.body.code).toBe('LAST_ADMIN');

    const survivor = (await isAdmin(first)) ? first : second;
    const revoked = survivor === first ? second : first;
    expect(await isAdmin(survivor)).toBe(true);
    expect(await isAdmin(revoked)).toBe(false);

    // The refused half of the race, step by step: a request that passed its administrator check just before
    // its sender was revoked, and now asks to deactivate the last administrator.
    const staleUser = await getUser(revoked.contractorId, revoked.userId);
    if (!staleUser) throw new Error('The revoked administrator’s user is missing');
    const stale = { user: { ...staleUser, isAdmin: true }, ip: '127.0.0.1', userAgent: 'picket-test' };
    const refusal = await changeUser(survivor.id, { active: false }, stale).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'LAST_ADMIN' });
    expect(await isAdmin(survivor)).toBe(true);
    expect((await survivor.browser.get('/api/auth/me')).status).toBe(200);
  });
});

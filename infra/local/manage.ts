// `npm run manage -- <command>`: operator commands against the configured table.
//   create-user --email E --password P [--admin] [--business "Name"] [--first F] [--last L] [--phone 10digits]
//   deactivate-user --email E        (ends every session of that user at once)
//   outbox [--channel sms|email] [--limit N]  (what the local SMS / email ports "sent", newest first)
//   run-reminders                    (one payment-reminder run, as the schedule does)
//   run-scheduled                    (the whole scheduled job once: reminders and pending events)
//   sms-reply --from PHONE --text TEXT (a customer's reply to a text: STOP, START, HELP… or anything else)
//   sms-status --message-id ID --status delivered|failed [--reason R] (a carrier's delivery report)
//   rebuild-rollups --contractor ID  (recomputes one contractor's dashboard and report figures from the records)
//   migrate                          (the data migrations again: seals customer details copied in clear, links
//                                     old quotes and jobs to their customers)
// Target: DynamoDB Local under DATA_DIR by default (the running `npm start`'s, or one started for the
// command); the AWS table when TABLE_NAME is set (credentials and region from the usual AWS variables).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type RunningDynamoDb, startDynamoDbLocal } from './dynamodb-local';
import { hasJava, javaMissingMessage } from './java';

const usage = `Usage:
  npm run manage -- create-user --email E --password P [--admin] [--business "Name"] [--first F] [--last L] [--phone 3125550100]
  npm run manage -- deactivate-user --email E
  npm run manage -- outbox [--channel sms|email] [--limit 20]
  npm run manage -- run-reminders
  npm run manage -- run-scheduled
  npm run manage -- sms-reply --from 3125550100 --text STOP
  npm run manage -- sms-status --message-id out_… --status delivered|failed [--reason "Phone unreachable"]
  npm run manage -- rebuild-rollups --contractor ID
  npm run manage -- migrate

Targets DynamoDB Local under DATA_DIR (default .data/) unless TABLE_NAME is set, in which case it writes
to that AWS table with the usual AWS credentials and region.`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const reachable = async (endpoint: string) => {
  try {
    await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
};

/** Points the store at the right table; returns the DynamoDB Local this command had to start, if any. */
const connect = async (): Promise<RunningDynamoDb | undefined> => {
  if (process.env.TABLE_NAME && !process.env.DYNAMODB_ENDPOINT) {
    console.log(`Using the AWS table ${process.env.TABLE_NAME}.`);
    return undefined;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  // The data dir's own keys, as `npm start` uses them: its sealed rows open with nothing else.
  process.env.PICKET_KEY_FILE = join(dataDir, 'customer-keys');
  const endpointFile = join(dataDir, 'dynamodb-endpoint');
  const running = existsSync(endpointFile) ? readFileSync(endpointFile, 'utf8').trim() : '';
  if (running && (await reachable(running))) {
    process.env.DYNAMODB_ENDPOINT = running;
    return undefined;
  }
  if (!hasJava()) fail(javaMissingMessage);
  const dynamo = await startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb') });
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  const { prepareLocalTable } = await import('./prepare-table');
  await prepareLocalTable(dataDir);
  return dynamo;
};

/** Runs `work` against the table, then stops the DynamoDB Local it had to start, if any. */
const onTable = async (work: () => Promise<void>): Promise<void> => {
  const dynamo = await connect();
  try {
    await work();
  } finally {
    await dynamo?.stop();
  }
};

const createUser = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      admin: { type: 'boolean', default: false },
      business: { type: 'string' },
      first: { type: 'string', default: '' },
      last: { type: 'string', default: '' },
      phone: { type: 'string', default: '' },
    },
  });
  const { emailSchema } = await import('#domain/schemas/auth');
  const { newPasswordSchema } = await import('#domain/schemas/new-password');
  const { translate } = await import('#domain/messages');
  const parsedEmail = emailSchema.safeParse(values.email ?? '');
  if (!parsedEmail.success) {
    return fail(`--email: ${translate(parsedEmail.error.issues[0]?.message ?? '', 'en')}\n\n${usage}`);
  }
  const parsedPassword = newPasswordSchema.safeParse(values.password ?? '');
  if (!parsedPassword.success) {
    return fail(`--password: ${translate(parsedPassword.error.issues[0]?.message ?? '', 'en')}\n\n${usage}`);
  }
  const email = parsedEmail.data;
  const password = parsedPassword.data;

  await onTable(async () => {
    try {
      const { createAccount } = await import('#functions/core/auth/create-account');
      const { contractorId, userId } = await createAccount({
        businessName:
          values.business ??
          (values.admin ? 'Picket Administration' : `${values.first} ${values.last}`.trim() || email),
        firstName: values.first,
        lastName: values.last,
        email,
        password,
        phone: values.phone,
        isAdmin: values.admin,
        onboardingComplete: values.admin,
      });
      console.log(
        `Created ${values.admin ? 'admin' : 'contractor owner'} ${email} (user ${userId}, contractor ${contractorId}).`,
      );
    } catch (error) {
      const { isDomainError } = await import('#functions/core/errors');
      if (isDomainError(error, 'EMAIL_TAKEN')) fail(`--email: ${email} already has an account.`);
      throw error;
    }
  });
};

const deactivateUser = async (args: string[]) => {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const { email } = values;
  if (!email) return fail(`--email is required\n\n${usage}`);
  await onTable(async () => {
    try {
      const { deactivateUserByEmail } = await import('#functions/core/auth/deactivate-user');
      const { endedSessions } = await deactivateUserByEmail(email);
      console.log(`Deactivated ${email}; ended ${endedSessions} session(s).`);
    } catch (error) {
      const { isDomainError } = await import('#functions/core/errors');
      if (isDomainError(error, 'NOT_FOUND')) return fail(`--email: no account for ${email}.`);
      throw error;
    }
  });
};

const showOutbox = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: { limit: { type: 'string', default: '20' }, channel: { type: 'string', default: 'sms' } },
  });
  const channel = values.channel;
  if (channel !== 'sms' && channel !== 'email') return fail(`--channel: sms or email\n\n${usage}`);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    return fail(`--limit: a whole number from 1 to 500\n\n${usage}`);
  await onTable(async () => {
    const { readOutbox } = await import('#functions/core/ports/outbox/read-outbox');
    const messages = await readOutbox(channel, limit);
    if (messages.length === 0) console.log(`The ${channel} outbox is empty: nothing has been sent yet.`);
    for (const message of messages) {
      const subject = message.subject ? `\n  ${message.subject}` : '';
      console.log(`${message.at}  id ${message.outboxId}  to ${message.to}${subject}\n  ${message.body}\n`);
    }
  });
};

const runRemindersOnce = async () => {
  await onTable(async () => {
    const { runReminders } = await import('#functions/core/reminders/run-reminders');
    console.log(JSON.stringify(await runReminders()));
  });
};

const runScheduled = async () => {
  await onTable(async () => {
    const { runScheduledWork } = await import('#functions/core/scheduled/run-scheduled-work');
    console.log(JSON.stringify(await runScheduledWork()));
  });
};

const migrate = async () => {
  await onTable(async () => {
    const { runDataMigrations } = await import('#functions/core/migrations/data-migrations');
    console.log(JSON.stringify(await runDataMigrations()));
  });
};

const rebuildRollupsOf = async (args: string[]) => {
  const { values } = parseArgs({ args, options: { contractor: { type: 'string' } } });
  const contractorId = values.contractor?.trim() || fail('Give the contractor: --contractor ID');
  await onTable(async () => {
    const { contractorCalendar } = await import('#functions/core/jobs/contractor-payment-settings');
    await contractorCalendar(contractorId).catch(() => fail(`No contractor ${contractorId}`));
    const { rebuildRollups } = await import('#functions/core/rollups/rebuild-rollups');
    console.log(JSON.stringify(await rebuildRollups(contractorId)));
  });
};

const smsReply = async (args: string[]) => {
  const { values } = parseArgs({ args, options: { from: { type: 'string' }, text: { type: 'string' } } });
  const from = values.from?.trim() || fail('Give the number replying: --from 3125550100');
  const text = values.text ?? fail('Give the reply: --text STOP');
  await onTable(async () => {
    const { handleInboundSms } = await import('#functions/core/texting/inbound-sms');
    const { newId } = await import('#functions/core/tokens');
    const inboundMessageId = newId('in');
    console.log(JSON.stringify({ outcome: await handleInboundSms({ from, text, inboundMessageId }) }));
  });
};

/** A carrier's delivery report for a text the local SMS port kept (its outbox id, shown by `outbox`). */
const smsStatus = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: { 'message-id': { type: 'string' }, status: { type: 'string' }, reason: { type: 'string' } },
  });
  const providerMessageId =
    values['message-id']?.trim() ||
    fail('Give the message: --message-id <id from `npm run manage -- outbox`>');
  const status = values.status;
  if (status !== 'delivered' && status !== 'failed') return fail(`--status: delivered or failed\n\n${usage}`);
  await onTable(async () => {
    const { recordDeliveryReport } = await import('#functions/core/texting/delivery-status');
    const report = {
      providerMessageId,
      status,
      at: new Date().toISOString(),
      reason: values.reason ?? (status === 'failed' ? 'Unknown error attempting to reach phone' : ''),
    } as const;
    console.log(JSON.stringify({ outcome: await recordDeliveryReport(report) }));
  });
};

const [command, ...rest] = process.argv.slice(2);
if (command === 'create-user') await createUser(rest);
else if (command === 'deactivate-user') await deactivateUser(rest);
else if (command === 'outbox') await showOutbox(rest);
else if (command === 'run-reminders') await runRemindersOnce();
else if (command === 'run-scheduled') await runScheduled();
else if (command === 'rebuild-rollups') await rebuildRollupsOf(rest);
else if (command === 'sms-reply') await smsReply(rest);
else if (command === 'sms-status') await smsStatus(rest);
else if (command === 'migrate') await migrate();
else fail(usage);

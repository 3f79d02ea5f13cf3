// Delivery receipts: SNS's delivery-status log lines reach events/sms-status as a CloudWatch Logs subscription
// payload (gzip, base64). A success moves the text's SMS log row to delivered (with deliveredAt), a failure to
// failed with the carrier's reason; a report read twice changes nothing, a report for an id the log does not
// hold is dropped, and a payload that is no report is dropped without failing.
import { gzipSync } from 'node:zlib';
import type { CloudWatchLogsEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from '#events/sms-status/handler';
import {
  parseDeliveryStatusLine,
  readDeliveryLogs,
  recordDeliveryReport,
} from '#functions/core/texting/delivery-status';
import { createContractor, createQuote, freshPhone, textsTo } from '#test/support/factories';
import { runTestServer } from '#test/support/run-test-server';

const server = runTestServer();

/** An SNS SMS delivery-status log line, as SNS writes it. */
const statusLine = (messageId: string, status: 'SUCCESS' | 'FAILURE', providerResponse: string) =>
  JSON.stringify({
    notification: { messageId, timestamp: '2026-06-28 00:40:34.558' },
    delivery: {
      phoneCarrier: 'My Phone Carrier',
      mnc: 270,
      destination: '+1XXX5550100',
      priceInUSD: 0.00645,
      smsType: 'Transactional',
      mcc: 310,
      providerResponse,
      dwellTimeMs: 599,
      dwellTimeMsUntilDeviceAck: 1344,
    },
    status,
  });

const loggedAt = Date.parse('2026-06-28T00:40:36.000Z');

/** What a CloudWatch Logs subscription hands a Lambda: the batch, gzipped and base64-encoded. */
const logsEvent = (lines: string[], group = 'DirectPublishToPhoneNumber'): CloudWatchLogsEvent => ({
  awslogs: {
    data: gzipSync(
      JSON.stringify({
        messageType: 'DATA_MESSAGE',
        owner: '111122223333',
        logGroup: `sns/us-east-1/111122223333/${group}`,
        logStream: crypto.randomUUID(),
        subscriptionFilters: ['ToStatusFunction'],
        logEvents: lines.map((message, index) => ({
          id: String(index),
          timestamp: loggedAt,
          message,
        })),
      }),
    ).toString('base64'),
  },
});

/** A contractor's texted quote and the provider's id of that text (locally, the outbox id). */
const textedQuote = async () => {
  const owner = await createContractor(server.baseUrl);
  const phone = freshPhone();
  const quote = await createQuote(owner.browser, { phone });
  expect((await owner.browser.post(`/api/quotes/${quote.id}/send`, {})).status).toBe(200);
  const [text] = await textsTo(phone);
  if (!text) throw new Error('nothing was texted');
  const messages = async () =>
    (await owner.browser.get(`/api/quotes/${quote.id}/messages`)).body.messages as Array<
      Record<string, unknown>
    >;
  return { providerMessageId: text.outboxId, messages };
};

describe('reading delivery-status logs', () => {
  it('reads a success and a failure line, and skips what is no report', () => {
    expect(
      parseDeliveryStatusLine(
        statusLine('m-1', 'SUCCESS', 'Message has been accepted by phone carrier'),
        loggedAt,
      ),
    ).toEqual({
      providerMessageId: 'm-1',
      status: 'delivered',
      at: '2026-06-28T00:40:36.000Z',
      reason: 'Message has been accepted by phone carrier',
    });
    expect(
      parseDeliveryStatusLine(
        statusLine('m-2', 'FAILURE', 'Unknown error attempting to reach phone'),
        loggedAt,
      ),
    ).toMatchObject({
      status: 'failed',
      reason: 'Unknown error attempting to reach phone',
    });
    const logs = readDeliveryLogs(
      logsEvent([statusLine('m-3', 'SUCCESS', 'ok'), 'START RequestId: 1', '{"notification":{}}']).awslogs
        .data,
    );
    expect(logs?.reports.map((report) => report.providerMessageId)).toEqual(['m-3']);
    expect(logs?.skipped).toBe(2);
  });

  it('reads nothing from a control message, and cannot read a payload that is not gzip and base64', () => {
    const control = gzipSync(JSON.stringify({ messageType: 'CONTROL_MESSAGE', logEvents: [] })).toString(
      'base64',
    );
    expect(readDeliveryLogs(control)).toEqual({ reports: [], skipped: 0 });
    expect(readDeliveryLogs('not base64 gzip')).toBeNull();
    expect(readDeliveryLogs(gzipSync('[1, 2]').toString('base64'))).toBeNull();
  });
});

describe('the SMS-status Lambda', () => {
  it('moves a sent text to delivered, once', async () => {
    const { providerMessageId, messages } = await textedQuote();
    expect((await messages())[0]).toMatchObject({ status: 'sent', deliveredAt: null });
    const report = logsEvent([
      statusLine(providerMessageId, 'SUCCESS', 'Message has been accepted by phone carrier'),
    ]);
    await handler(report);
    expect((await messages())[0]).toMatchObject({
      status: 'delivered',
      deliveredAt: '2026-06-28T00:40:36.000Z',
    });
    // Read again (a retried batch) or contradicted later: the row stays as the first report left it.
    await handler(report);
    await handler(
      logsEvent(
        [statusLine(providerMessageId, 'FAILURE', 'Phone is unreachable')],
        'DirectPublishToPhoneNumber/Failure',
      ),
    );
    expect((await messages())[0]).toMatchObject({
      status: 'delivered',
      deliveredAt: '2026-06-28T00:40:36.000Z',
      error: null,
    });
  });

  it('moves a text the carrier could not deliver to failed, with the carrier’s reason', async () => {
    const { providerMessageId, messages } = await textedQuote();
    await handler(
      logsEvent(
        [statusLine(providerMessageId, 'FAILURE', 'Phone is currently unreachable/unavailable')],
        'DirectPublishToPhoneNumber/Failure',
      ),
    );
    expect((await messages())[0]).toMatchObject({
      status: 'failed',
      error: 'Phone is currently unreachable/unavailable',
      deliveredAt: null,
      sentAt: expect.any(String),
    });
  });

  it('drops a report for a message the log does not hold, and a payload that is no report', async () => {
    await expect(
      handler(logsEvent([statusLine(crypto.randomUUID(), 'SUCCESS', 'ok')])),
    ).resolves.toBeUndefined();
    expect(
      await recordDeliveryReport({
        providerMessageId: crypto.randomUUID(),
        status: 'delivered',
        at: new Date().toISOString(),
        reason: '',
      }),
    ).toBe('unknown');
    await expect(handler({ awslogs: { data: 'garbage' } })).resolves.toBeUndefined();
  });
});

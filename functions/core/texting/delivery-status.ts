// Delivery receipts: SNS logs what became of each SMS (delivery-status logging, set up by the stack) to the
// CloudWatch log groups `sns/<region>/<account>/DirectPublishToPhoneNumber` (delivered) and `…/Failure`, whose
// subscription filters hand them to events/sms-status. Each line names the SNS MessageId the send recorded as
// the row's `providerMessageId`: the row (found by that id, gsi1) becomes `delivered` (with `deliveredAt`) or
// `failed` (with the carrier's reason). Only a row still queued or sent moves, so a report read twice changes
// nothing; a report for an id the log does not hold (a text sent by another app, or an operator's test) is
// logged and dropped. Locally `npm run manage -- sms-status` makes such a report for an outbox message.
import { gunzipSync } from 'node:zlib';
import { findTextByProviderId, recordDelivery } from '#functions/store/sharing';
import { logger } from '../logger';

export interface DeliveryReport {
  /** The SNS MessageId (the local outbox id). */
  providerMessageId: string;
  status: 'delivered' | 'failed';
  /** When the report was written. */
  at: string;
  /** The carrier's answer, e.g. "Phone is currently unreachable/unavailable". */
  reason: string;
}

export type DeliveryOutcome = 'delivered' | 'failed' | 'unchanged' | 'unknown';

/** What the reason shown to the contractor may hold: the carrier's answer, not a whole log line. */
const longestReason = 300;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One delivery-status log line (SNS's JSON), or null when it is not one. */
export const parseDeliveryStatusLine = (line: string, loggedAt: number): DeliveryReport | null => {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(entry) || !isRecord(entry.notification)) return null;
  const { messageId } = entry.notification;
  if (typeof messageId !== 'string' || !messageId) return null;
  if (entry.status !== 'SUCCESS' && entry.status !== 'FAILURE') return null;
  const delivery = isRecord(entry.delivery) ? entry.delivery : {};
  const reason = typeof delivery.providerResponse === 'string' ? delivery.providerResponse : '';
  return {
    providerMessageId: messageId,
    status: entry.status === 'SUCCESS' ? 'delivered' : 'failed',
    at: new Date(Number.isFinite(loggedAt) ? loggedAt : Date.now()).toISOString(),
    reason: reason.slice(0, longestReason),
  };
};

/**
 * The reports in a CloudWatch Logs subscription's payload (`awslogs.data`: base64 of gzipped JSON), with how
 * many of its lines were no report; null when the payload cannot be read at all.
 */
export const readDeliveryLogs = (data: string): { reports: DeliveryReport[]; skipped: number } | null => {
  let payload: unknown;
  try {
    payload = JSON.parse(gunzipSync(Buffer.from(data, 'base64')).toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;
  // CloudWatch Logs checks a new subscription with a CONTROL_MESSAGE: nothing to record.
  if (payload.messageType === 'CONTROL_MESSAGE') return { reports: [], skipped: 0 };
  if (!Array.isArray(payload.logEvents)) return null;
  const reports: DeliveryReport[] = [];
  let skipped = 0;
  for (const event of payload.logEvents as unknown[]) {
    const report =
      isRecord(event) && typeof event.message === 'string'
        ? parseDeliveryStatusLine(event.message, Number(event.timestamp))
        : null;
    if (report) reports.push(report);
    else skipped += 1;
  }
  return { reports, skipped };
};

/** Moves the SMS log row of a report to delivered or failed. */
export const recordDeliveryReport = async (report: DeliveryReport): Promise<DeliveryOutcome> => {
  const row = await findTextByProviderId(report.providerMessageId);
  if (!row) {
    logger.info('Delivery report for a message not in the SMS log', {
      providerMessageId: report.providerMessageId,
    });
    return 'unknown';
  }
  const moved = await recordDelivery(
    row,
    report.status === 'delivered'
      ? { status: 'delivered', deliveredAt: report.at }
      : { status: 'failed', error: report.reason || 'Not delivered' },
  );
  return moved ? report.status : 'unchanged';
};

// The SMS port's AWS adapter: SNS Publish straight to a phone number as a transactional message (sent
// even to numbers that opted out of promotional texts, and with higher delivery priority).
import type { SNSClient } from '@aws-sdk/client-sns';
import { logger } from '#functions/core/logger';
import { type SendSms, type SmsRefusalReason, SmsRefused } from './sms-port';

// The SDK client is loaded on the first text, not at cold start (docs/architecture.md "Lambda bundles").
let sns:
  | Promise<{ client: SNSClient; PublishCommand: typeof import('@aws-sdk/client-sns').PublishCommand }>
  | undefined;
const snsClient = () =>
  (sns ??= import('@aws-sdk/client-sns').then(({ SNSClient, PublishCommand }) => ({
    client: new SNSClient({}),
    PublishCommand,
  })));

const httpStatusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** SNS error names the sender can act on; anything else is a plain refusal. */
const reasonOf = (name: string): SmsRefusalReason => {
  if (/InvalidParameter/.test(name)) return 'sms.reason.invalidNumber';
  if (/Throttl/.test(name)) return 'sms.reason.throttled';
  return 'sms.reason.refused';
};

export const publishSmsWithSns: SendSms = async ({ to, body }) => {
  const { client, PublishCommand } = await snsClient();
  try {
    const result = await client.send(
      new PublishCommand({
        PhoneNumber: to,
        Message: body,
        MessageAttributes: {
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        },
      }),
    );
    return { providerMessageId: result.MessageId ?? '' };
  } catch (error) {
    // 4xx: SNS looked at the message and said no (opted-out number, spending limit, bad number).
    const status = httpStatusOf(error);
    if (status && status >= 400 && status < 500) {
      const { name, message } = error as Error;
      logger.warn('SNS refused an SMS', { errorName: name, errorMessage: message });
      throw new SmsRefused(reasonOf(name), `${name}: ${message}`);
    }
    throw error;
  }
};

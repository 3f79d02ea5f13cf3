// The email port's AWS adapter: SES v2 from the configured sender address. Without one (no verified SES
// identity configured at deploy), email is refused and the caller falls back to texting.
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { logger } from '#functions/core/logger';
import { EmailRefused, type SendEmail } from './email-port';

// The SDK client is loaded on the first email, not at cold start: most requests of an area that can email
// send none (docs/architecture.md "Lambda bundles").
let ses:
  | Promise<{
      client: SESv2Client;
      SendEmailCommand: typeof import('@aws-sdk/client-sesv2').SendEmailCommand;
    }>
  | undefined;
const sesClient = () =>
  (ses ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client, SendEmailCommand }) => ({
    client: new SESv2Client({}),
    SendEmailCommand,
  })));

export const sendEmailWithSes: SendEmail = async ({ to, subject, text, html }) => {
  const from = process.env.PICKET_EMAIL_FROM;
  if (!from) throw new EmailRefused('sms.reason.refused', 'PICKET_EMAIL_FROM is not configured');
  const { client, SendEmailCommand } = await sesClient();
  try {
    const result = await client.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: subject },
            Body: { Text: { Data: text }, ...(html ? { Html: { Data: html } } : {}) },
          },
        },
      }),
    );
    return { providerMessageId: result.MessageId ?? '' };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status && status >= 400 && status < 500) {
      logger.warn('SES refused an email', {
        errorName: (error as Error).name,
        errorMessage: (error as Error).message,
      });
      throw new EmailRefused('sms.reason.refused', (error as Error).message);
    }
    throw error;
  }
};

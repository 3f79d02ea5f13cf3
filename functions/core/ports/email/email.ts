// The email port: one call to send a plain-text email. In AWS (PICKET_EMAIL_FROM set, with a verified SES
// identity) it sends through SES; elsewhere it writes to the local outbox, like the SMS port.
import { DomainError } from '../../errors';
import { replaceablePort } from '../replaceable';
import { writeEmailToOutbox } from './email-outbox';
import { EmailRefused, type SendEmail } from './email-port';
import { sendEmailWithSes } from './email-ses';

export { EmailRefused, type EmailRequest, type SendEmail } from './email-port';

const port = replaceablePort(
  (): SendEmail => (process.env.PICKET_STAGE === 'aws' ? sendEmailWithSes : writeEmailToOutbox),
);

export const sendEmail: SendEmail = port.call;

/** Tests replace the port and restore it with `undefined`. */
export const setEmailSender: (replacement: SendEmail | undefined) => void = port.replace;

/** An email a request sends (sign-up, an invitation): the service's refusal is a 502 EMAIL_FAILED the form can
 * show, never a 500. */
export const sendEmailForRequest = async (request: Parameters<SendEmail>[0]): Promise<void> => {
  try {
    await sendEmail(request);
  } catch (error) {
    if (error instanceof EmailRefused) throw new DomainError('EMAIL_FAILED', 'auth.emailFailed');
    throw error;
  }
};

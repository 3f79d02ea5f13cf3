// The SMS port: one call to send a text. In AWS (PICKET_SMS=sns) it publishes through SNS as a
// transactional SMS; elsewhere it writes to the local outbox (stored and printed), so everything up to
// the port runs the same code. A refused message throws SmsRefused with the provider's reason.

import { replaceablePort } from '../replaceable';
import { writeSmsToOutbox } from './sms-outbox';
import type { SendSms } from './sms-port';
import { publishSmsWithSns } from './sms-sns';

export { type SendSms, type SmsReceipt, SmsRefused, type SmsRequest } from './sms-port';

const port = replaceablePort(
  (): SendSms => (process.env.PICKET_SMS === 'sns' ? publishSmsWithSns : writeSmsToOutbox),
);

export const sendSms: SendSms = port.call;

/** Tests replace the port (e.g. with one that refuses) and restore it with `undefined`. */
export const setSmsSender: (replacement: SendSms | undefined) => void = port.replace;

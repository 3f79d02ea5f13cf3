// `POST /dev/sms-reply` on the local runtime only (loopback): a customer's reply to a text, as SNS two-way SMS
// delivers it in AWS — `{from, text, id?}` → the same handling (STOP, START, HELP; any other reply joins the SMS
// log). `id` stands for the provider's `inboundMessageId` (a fresh one when left out): sending the same id
// twice plays a redelivery, handled once. `npm run manage -- sms-reply` calls the handler directly.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleInboundSms } from '#functions/core/texting/inbound-sms';
import { newId } from '#functions/core/tokens';

const readJson = (request: IncomingMessage): Promise<unknown> =>
  new Promise((done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 16_384) chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        done(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        done(null);
      }
    });
    request.on('error', () => done(null));
  });

export const receiveSmsReply = async (request: IncomingMessage, response: ServerResponse) => {
  const body = (await readJson(request)) as { from?: unknown; text?: unknown; id?: unknown } | null;
  const send = (status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(value));
  };
  const id = body?.id ?? newId('in');
  if (
    typeof body?.from !== 'string' ||
    typeof body.text !== 'string' ||
    body.text.length > 1600 ||
    typeof id !== 'string' ||
    !/^[\w-]{1,128}$/.test(id)
  )
    return send(400, { message: 'Send {"from": "+13125550100", "text": "STOP"}', code: 'VALIDATION_FAILED' });
  return send(200, {
    outcome: await handleInboundSms({ from: body.from, text: body.text, inboundMessageId: id }),
  });
};

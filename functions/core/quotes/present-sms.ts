// An SMS log row as the API returns it (docs/api.md SmsMessage).
import type { SmsMessageItem } from '#functions/store/sharing';
import { openCopy } from '../crypto/sealed-copy';
import type { CustomerKeys } from '../ports/keys/customer-keys';

export const presentSms = (message: SmsMessageItem, keys: CustomerKeys) => ({
  id: message.messageId,
  recipientPhone: openCopy(keys, message.contractorId, 'customerPhone', message.recipientPhone),
  messageContent: openCopy(keys, message.contractorId, 'messageText', message.messageContent),
  shortLink: message.shortLink ?? '',
  status: message.status,
  channel: message.channel ?? 'sms',
  error: message.error ?? null,
  createdAt: message.createdAt,
  sentAt: message.sentAt ?? null,
  deliveredAt: message.deliveredAt ?? null,
  clickedAt: message.clickedAt ?? null,
});

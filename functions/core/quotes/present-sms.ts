// An SMS log row as the API returns it (docs/api.md SmsMessage).
import type { SmsMessageItem } from '#functions/store/sharing';

export const presentSms = (message: SmsMessageItem) => ({
  id: message.messageId,
  recipientPhone: message.recipientPhone,
  messageContent: message.messageContent,
  shortLink: message.shortLink ?? '',
  status: message.status,
  error: message.error ?? null,
  createdAt: message.createdAt,
  sentAt: message.sentAt ?? null,
  deliveredAt: message.deliveredAt ?? null,
  clickedAt: message.clickedAt ?? null,
});

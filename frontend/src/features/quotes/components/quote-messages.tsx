// The quote's message log (docs/api.md), newest first: to whom (an email says so, with its icon), the
// delivery status (with the SMS service's or carrier's reason when it failed), when, when the link was
// opened, and the message itself on demand; a customer's reply shows who wrote it ("Customer replied") and
// what, in full.
import { Mail } from 'lucide-react';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { useT } from '#frontend/i18n/use-t';
import { type SmsMessage, useQuoteMessages } from '../api/get-quote-messages';
import { formatRecipient, isReply, isSmsStatus, smsStatusClass } from '../sms-status';
import { LoadedList } from './loaded-list';
import { QuoteSection } from './quote-section';

const MessageRow = ({ message }: { message: SmsMessage }) => {
  const t = useT();
  const known = isSmsStatus(message.status);
  // A customer's reply: who wrote it, and what they wrote, in full.
  const reply = isReply(message);
  const phone = formatRecipient(message.recipientPhone);
  return (
    <li
      className="space-y-1 py-3"
      data-testid="quote-message-row"
      data-direction={reply ? 'inbound' : 'outbound'}
      data-channel={message.channel}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {message.channel === 'email' ? (
          <span
            className="inline-flex items-center gap-1 font-medium text-slate-900"
            data-testid="quote-message-email"
          >
            <Mail aria-hidden="true" className="size-4 text-slate-500" />
            {t('quoteMessages.emailed')}
          </span>
        ) : (
          <span className="font-medium text-slate-900">
            {reply ? t('quoteMessages.from', { phone }) : t('quoteMessages.to', { phone })}
          </span>
        )}
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
            known ? smsStatusClass[message.status] : 'bg-slate-100 text-slate-700'
          }`}
          data-testid="quote-message-status"
          data-status={message.status}
        >
          {known ? t(`messageStatus.${message.status}`) : message.status}
        </span>
        <TimeAgo timestamp={message.createdAt} className="text-xs text-slate-500" />
      </div>
      {message.status === 'failed' && message.error ? (
        <p className="text-sm text-red-700" data-testid="quote-message-error">
          {/* Sent, then not delivered (the carrier's reason), or never sent (the SMS service's). */}
          {message.sentAt
            ? t('quoteMessages.undelivered', { error: message.error })
            : t('quoteMessages.failedReason', { error: message.error })}
        </p>
      ) : null}
      {message.clickedAt ? (
        <p className="text-xs text-slate-600">
          <TimeAgo timestamp={message.clickedAt} format={(time) => t('quoteMessages.clicked', { time })} />
        </p>
      ) : null}
      {reply ? (
        <p
          className="rounded-lg bg-violet-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
          data-testid="quote-message-reply"
        >
          {message.messageContent}
        </p>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-600 hover:text-slate-900">
            {t('quoteMessages.showContent')}
          </summary>
          <p className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap text-slate-800">
            {message.messageContent}
          </p>
        </details>
      )}
    </li>
  );
};

export const QuoteMessages = ({ id }: { id: string }) => {
  const t = useT();
  const messages = useQuoteMessages(id);
  const list = messages.data?.messages ?? [];
  return (
    <QuoteSection
      headingId="view-messages"
      title={t('quoteMessages.title')}
      card
      className="print:hidden"
      headingClassName="mb-1"
      testId="quote-messages"
    >
      <LoadedList
        query={messages}
        failed={t('quoteMessages.failed')}
        empty={t('quoteMessages.empty')}
        isEmpty={list.length === 0}
      >
        <ul className="divide-y divide-slate-100">
          {list.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ul>
      </LoadedList>
    </QuoteSection>
  );
};

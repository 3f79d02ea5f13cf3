// The quote's text-message log (docs/api.md), newest first: to whom, the delivery status (with the SMS
// service's reason when it failed), when, when the link was opened, and the message itself on demand.
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { useT } from '#frontend/i18n/use-t';
import { type SmsMessage, useQuoteMessages } from '../api/get-quote-messages';
import { formatRecipient, isSmsStatus, smsStatusClass } from '../sms-status';
import { LoadedList } from './loaded-list';
import { QuoteSection } from './quote-section';

const MessageRow = ({ message }: { message: SmsMessage }) => {
  const t = useT();
  const known = isSmsStatus(message.status);
  return (
    <li className="space-y-1 py-3" data-testid="quote-message-row">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">
          {t('quoteMessages.to', { phone: formatRecipient(message.recipientPhone) })}
        </span>
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
          {t('quoteMessages.failedReason', { error: message.error })}
        </p>
      ) : null}
      {message.clickedAt ? (
        <p className="text-xs text-slate-600">
          <TimeAgo timestamp={message.clickedAt} format={(time) => t('quoteMessages.clicked', { time })} />
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-600 hover:text-slate-900">
          {t('quoteMessages.showContent')}
        </summary>
        <p className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap text-slate-800">
          {message.messageContent}
        </p>
      </details>
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

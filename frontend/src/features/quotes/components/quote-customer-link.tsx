// Where the quote stands with its customer (docs/api.md): the short link texted to them (with a copy
// button) and how often it was opened, when they first viewed the quote, who approved it and how, or why
// they declined; and a link to the customer view as they see it. Until the first text it says so.
import { Link } from '@tanstack/react-router';
import { Copy, ExternalLink } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import type { Quote } from '../api/get-quote';
import { QuoteSection } from './quote-section';

const copyLink = async (t: TFunction, link: string) => {
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: t('quoteSend.copied') });
  } catch {
    toast({
      title: t('quoteSend.copyFailed'),
      description: t('quoteSend.copyFailedDescription'),
      variant: 'destructive',
    });
  }
};

const approvalMethodText = (t: TFunction, method: string | null): string | null => {
  if (!method) return null;
  return method === 'online_signature' ? t('quoteSend.approvalMethod.online_signature') : method;
};

export const QuoteCustomerLink = ({ quote }: { quote: Quote }) => {
  const t = useT();
  // Sent (texted, or marked as sent by hand): the customer view answers for it.
  const shared = Boolean(quote.sentAt || quote.shortLink);
  const clicks = quote.shortLinkClicks ?? 0;
  const clickForm = new Intl.PluralRules(localeOf(t.lang)).select(clicks) === 'one' ? 'one' : 'other';
  const method = approvalMethodText(t, quote.approvalMethod);

  return (
    <QuoteSection
      headingId="view-customer-link"
      title={t('quoteSend.cardTitle')}
      card
      className="print:hidden"
      headingClassName="mb-2"
      testId="quote-customer-link"
    >
      {quote.shortLink ? (
        <div className="mb-2 flex items-center gap-2">
          <a
            href={quote.shortLink}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 flex-1 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-brand-800 underline-offset-2 hover:underline"
            data-testid="quote-short-link"
          >
            {quote.shortLink}
          </a>
          <Button variant="secondary" size="sm" onClick={() => void copyLink(t, quote.shortLink ?? '')}>
            <Copy aria-hidden="true" className="size-4" />
            {t('quoteSend.copy')}
          </Button>
        </div>
      ) : null}
      {quote.shortLink ? null : <p className="text-sm text-slate-600">{t('quoteSend.notSent')}</p>}
      <ul className="space-y-1 text-sm text-slate-700">
        {quote.sentAt ? (
          <li>
            <TimeAgo timestamp={quote.sentAt} format={(time) => t('quoteSend.sentAt', { time })} />
          </li>
        ) : null}
        {shared ? (
          <li data-testid="quote-viewed">
            {quote.viewedAt ? (
              <TimeAgo timestamp={quote.viewedAt} format={(time) => t('quoteSend.viewed', { time })} />
            ) : (
              t('quoteSend.notViewed')
            )}
          </li>
        ) : null}
        {quote.shortLink ? (
          <li data-testid="quote-link-clicks">{t(`quoteSend.clicks.${clickForm}`, { count: clicks })}</li>
        ) : null}
        {quote.approvedBy ? (
          <li className="font-medium text-emerald-800" data-testid="quote-approved-by">
            {t('print.approvedBy', { name: quote.approvedBy })}
            {method ? ` · ${method}` : ''}
            {quote.approvedAt ? (
              <>
                {' · '}
                <TimeAgo timestamp={quote.approvedAt} />
              </>
            ) : null}
          </li>
        ) : null}
      </ul>
      {quote.status === 'lost' && quote.declineReason ? (
        <div
          className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
          data-testid="quote-decline-reason"
        >
          <p className="font-medium">{t('quoteSend.declined')}</p>
          <p className="whitespace-pre-wrap">{quote.declineReason}</p>
        </div>
      ) : null}
      {shared ? (
        <Link
          to="/customer/quote/$id/view"
          params={{ id: quote.id }}
          target="_blank"
          rel="noopener"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
          data-testid="quote-customer-view-link"
        >
          {t('quoteSend.customerView')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('form.opensInNewTab')}</span>
        </Link>
      ) : null}
    </QuoteSection>
  );
};

// The "Share" card of /contractor-portal, from the saved settings: the page's link with Copy and Open, the
// snippet that shows the calculator on another website (read-only, with Copy), and the page's QR code with
// "Download SVG". Until an address is saved it says how to get one; while unpublished it says visitors see
// "page not found".
import { ExternalLink } from 'lucide-react';
import { TextAreaField } from '#frontend/components/fields/text-area-field';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import type { PortalSettings } from '../api/portal-page';
import { embedSnippet, siteUrl } from '../portal-values';
import { CopyButton } from './copy-button';
import { PageQrCode } from './page-qr-code';

const SubHeading = ({ children }: { children: string }) => (
  <h3 className="text-sm font-semibold text-slate-900">{children}</h3>
);

const PageLink = ({ url }: { url: string }) => {
  const t = useT();
  return (
    <div className="space-y-2">
      <SubHeading>{t('portalPage.pageLink')}</SubHeading>
      <p
        className="truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
        data-testid="portal-link"
      >
        {url}
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={url} label={t('portalPage.copyLink')} testId="portal-copy-link" />
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'sm')}
          data-testid="portal-open-page"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('portalPage.openPage')}
          <span className="sr-only"> {t('form.opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
};

const EmbedCode = ({ snippet }: { snippet: string }) => {
  const t = useT();
  return (
    <div className="space-y-2">
      <SubHeading>{t('portalPage.embedTitle')}</SubHeading>
      <TextAreaField
        label={t('portalPage.embedLabel')}
        hint={t('portalPage.embedHint')}
        value={snippet}
        readOnly
        rows={4}
        className="[&_textarea]:font-mono [&_textarea]:text-xs"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="portal-embed"
      />
      <CopyButton text={snippet} label={t('portalPage.copyCode')} testId="portal-copy-embed" />
    </div>
  );
};

export const ShareCard = ({ settings }: { settings: PortalSettings }) => {
  const t = useT();
  const origin = window.location.origin;
  const { slug, pagePath, embedPath } = settings;
  return (
    <SectionCard
      title={t('portalPage.shareTitle')}
      description={t('portalPage.shareDescription')}
      testId="portal-share"
    >
      {slug && pagePath ? (
        <div className="space-y-6">
          {settings.published ? null : <AlertBanner tone="info">{t('portalPage.notPublished')}</AlertBanner>}
          <PageLink url={siteUrl(origin, pagePath)} />
          {embedPath ? (
            <EmbedCode
              snippet={embedSnippet(
                origin,
                embedPath,
                t('portalPage.iframeTitle', { business: settings.businessName }),
              )}
            />
          ) : null}
          <div className="space-y-2">
            <SubHeading>{t('portalPage.qrTitle')}</SubHeading>
            <p className="text-sm text-slate-600">{t('portalPage.qrHint')}</p>
            <PageQrCode url={siteUrl(origin, pagePath)} slug={slug} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="portal-no-address">
          {t('portalPage.noAddressYet')}
        </p>
      )}
    </SectionCard>
  );
};

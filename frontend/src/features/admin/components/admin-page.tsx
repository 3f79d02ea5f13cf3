// The admin area: site content (the marketing figures public pages may show), the platform's figures, lead
// routing and security monitoring.
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChartColumn, type LucideIcon, Route, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { siteContentQueryOptions } from '../api/get-site-content';
import { AuditEventsTable } from './audit-events-table';
import { LeadRulesSection } from './lead-rules-section';
import { PlatformFiguresTable } from './platform-figures-table';
import { SiteContentForm } from './site-content-form';

/** One titled card of the admin page, with its note under the title. */
const AdminSection = ({
  id,
  icon: Icon,
  title,
  hint,
  children,
}: {
  id: string;
  icon?: LucideIcon;
  title: string;
  hint: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
    <h2 id={id} className={`${Icon ? 'flex items-center gap-2 ' : ''}text-lg font-semibold text-slate-900`}>
      {Icon ? <Icon aria-hidden="true" className="size-5 text-brand-700" /> : null}
      {title}
    </h2>
    <p className="mt-1 mb-5 text-sm text-slate-600">{hint}</p>
    {children}
  </section>
);

export const AdminPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('admin.title')));
  const { data: siteContent } = useSuspenseQuery(siteContentQueryOptions());
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:py-8">
      <header>
        <PageHeading title={t('admin.title')} subtitle={t('admin.subtitle')} />
      </header>
      <AdminSection id="site-content-title" title={t('admin.siteContent')} hint={t('admin.siteContentHint')}>
        <SiteContentForm initial={siteContent} />
      </AdminSection>
      <AdminSection
        id="platform-title"
        icon={ChartColumn}
        title={t('admin.platform')}
        hint={t('admin.platformHint')}
      >
        <PlatformFiguresTable />
      </AdminSection>
      <AdminSection
        id="lead-routing-title"
        icon={Route}
        title={t('leadRouting.title')}
        hint={t('leadRouting.hint')}
      >
        <LeadRulesSection />
      </AdminSection>
      <AdminSection
        id="security-title"
        icon={ShieldCheck}
        title={t('admin.security')}
        hint={t('admin.securityHint')}
      >
        <AuditEventsTable />
      </AdminSection>
    </div>
  );
};

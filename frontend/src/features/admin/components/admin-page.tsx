// The admin area: site content (the marketing figures public pages may show) and security monitoring.
import { useSuspenseQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { siteContentQueryOptions } from '../api/get-site-content';
import { AuditEventsTable } from './audit-events-table';
import { SiteContentForm } from './site-content-form';

export const AdminPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('admin.title')));
  const { data: siteContent } = useSuspenseQuery(siteContentQueryOptions());
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('admin.title')}</h1>
        <p className="mt-1 text-slate-600">{t('admin.subtitle')}</p>
      </header>
      <section
        aria-labelledby="site-content-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="site-content-title" className="text-lg font-semibold text-slate-900">
          {t('admin.siteContent')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">{t('admin.siteContentHint')}</p>
        <SiteContentForm initial={siteContent} />
      </section>
      <section
        aria-labelledby="security-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 id="security-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
          {t('admin.security')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">{t('admin.securityHint')}</p>
        <AuditEventsTable />
      </section>
    </div>
  );
};

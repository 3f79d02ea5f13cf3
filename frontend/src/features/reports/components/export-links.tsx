// The period's records as CSV files: quotes, jobs, payments and people. Plain download links — a GET carries
// the session cookie, and the server answers the file (its headers in the page's language).
import { Download } from 'lucide-react';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { exportHref, exportKinds, type ReportExportKind } from '../api/get-report-summary';
import type { Period } from '../report-period';

const kindLabel: Readonly<Record<ReportExportKind, TranslationKey>> = {
  quotes: 'reports.export.quotes',
  jobs: 'reports.export.jobs',
  payments: 'reports.export.payments',
  people: 'reports.export.people',
};

export const ExportLinks = ({ period }: { period: Period }) => {
  const t = useT();
  return (
    <section aria-labelledby="report-export-title" data-testid="report-exports">
      <h2 id="report-export-title" className="text-sm font-semibold text-slate-900">
        {t('reports.export.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('reports.export.description')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {exportKinds.map((kind) => (
          <li key={kind}>
            <a
              href={exportHref(kind, period, t.lang)}
              download
              className={buttonClasses('secondary', 'sm')}
              data-testid={`report-export-${kind}`}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(kindLabel[kind])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};

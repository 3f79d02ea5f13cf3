// Marketing figures from live data only (GET /api/public/stats): counts above zero and the admin-entered
// figures when not empty. While loading, on failure, or with nothing to show, it renders nothing.
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { usePublicStats } from '#frontend/lib/public-stats';

export type StatName = 'quotesGenerated' | 'activeContractors' | 'financingApproved' | 'averageRating';

export const StatFigures = ({
  show,
  tone = 'light',
}: {
  show: readonly StatName[];
  tone?: 'light' | 'dark';
}) => {
  const t = useT();
  const stats = usePublicStats();
  if (!stats.data) return null;
  const count = new Intl.NumberFormat(localeOf(t.lang));
  const { quotesGenerated, activeContractors, siteContent } = stats.data;
  const values: Record<StatName, string | null> = {
    quotesGenerated: quotesGenerated > 0 ? count.format(quotesGenerated) : null,
    activeContractors: activeContractors > 0 ? count.format(activeContractors) : null,
    financingApproved: siteContent?.financingApproved?.trim() || null,
    averageRating: siteContent?.averageRating?.trim() || null,
  };
  const figures = show.flatMap((name) => {
    const value = values[name];
    return value ? [{ name, value }] : [];
  });
  if (figures.length === 0) return null;
  return (
    <dl
      aria-label={t('stats.label')}
      data-testid="stat-figures"
      className={`grid grid-cols-2 gap-4 sm:flex sm:flex-wrap sm:gap-10 ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
    >
      {figures.map(({ name, value }) => (
        <div key={name} data-testid={`stat-${name}`} className="flex flex-col-reverse">
          <dt className={`text-sm ${tone === 'dark' ? 'text-brand-100' : 'text-slate-600'}`}>
            {t(`stats.${name}`)}
          </dt>
          <dd className="text-2xl font-bold tracking-tight sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
};

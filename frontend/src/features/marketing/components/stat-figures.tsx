// Marketing figures from live data only (GET /api/public/stats): counts above zero and the admin-entered
// figures when not empty. While loading, on failure, or with nothing to show, it renders nothing.
import { useMarketingT } from '#frontend/i18n/use-marketing-t';
import { usePublicStats } from '#frontend/lib/public-stats';

/**
 * A count with its thousands grouped, as both languages' locales write it (en-US and es-MX: 12,345). Not
 * Intl.NumberFormat: the first one a page makes loads the browser's number data, a long task on a slow phone
 * right as the page becomes usable, for what a regular expression does.
 */
const formatCount = (count: number): string =>
  String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export type StatName = 'quotesGenerated' | 'activeContractors' | 'financingApproved' | 'averageRating';

export const StatFigures = ({
  show,
  tone = 'light',
}: {
  show: readonly StatName[];
  tone?: 'light' | 'dark';
}) => {
  const t = useMarketingT();
  const stats = usePublicStats();
  if (!stats.data) return null;
  const { quotesGenerated, activeContractors, siteContent } = stats.data;
  const values: Record<StatName, string | null> = {
    quotesGenerated: quotesGenerated > 0 ? formatCount(quotesGenerated) : null,
    activeContractors: activeContractors > 0 ? formatCount(activeContractors) : null,
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

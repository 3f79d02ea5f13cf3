// This month so far against the whole of last month (SPEC §7 dashboard): quotes sent, close rate, revenue
// won, collected and the average deal, each with last month's figure and the change, and what is owed on the
// payment schedules now. A rep's cards are their own ("Your figures this month"). Every number is the API's.
import { ArrowDownRight, ArrowUpRight, Equal } from 'lucide-react';
import { SectionCard } from '#frontend/components/ui/section-card';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import type { Dashboard } from '../api/get-dashboard';
import { type FigureCard, type FigureChange, monthFigureCards } from '../dashboard-figures';

const changeLook = {
  up: { Icon: ArrowUpRight, className: 'text-green-700', key: 'dashboard.change.up' },
  down: { Icon: ArrowDownRight, className: 'text-amber-800', key: 'dashboard.change.down' },
  same: { Icon: Equal, className: 'text-slate-600', key: 'dashboard.change.same' },
} as const;

const ChangeLine = ({ change }: { change: FigureChange }) => {
  const t = useT();
  const { Icon, className, key } = changeLook[change.direction];
  return (
    <p className={`mt-1 flex items-center gap-1 text-xs font-medium ${className}`}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {t(key, { amount: change.amount })}
    </p>
  );
};

const Card = ({ card }: { card: FigureCard }) => {
  const t = useT();
  return (
    <div
      className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-3"
      data-testid={`dashboard-figure-${card.id}`}
    >
      <dt className="text-xs font-medium text-slate-600">{t(card.label)}</dt>
      <dd
        className="mt-1 text-lg font-semibold text-slate-900 tabular-nums sm:text-xl"
        data-testid={card.id === 'collected' ? 'dashboard-collected-this-month' : undefined}
      >
        {card.value}
      </dd>
      {card.change ? (
        <dd>
          <ChangeLine change={card.change} />
        </dd>
      ) : null}
      <dd className="mt-0.5 text-xs text-slate-500 tabular-nums">
        {card.lastMonth === undefined
          ? t('dashboard.balanceOwed.note')
          : t('dashboard.month.last', { value: card.lastMonth })}
      </dd>
    </div>
  );
};

export const MonthFigures = ({ dashboard }: { dashboard: Dashboard }) => {
  const t = useT();
  const cards = monthFigureCards(dashboard, t, localeOf(t.lang));
  return (
    <SectionCard
      title={dashboard.scope === 'mine' ? t('dashboard.month.titleMine') : t('report.thisMonth')}
      description={t('dashboard.month.description')}
      testId="dashboard-month"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </dl>
    </SectionCard>
  );
};

// A grid of icon, title and short text cards used by the marketing pages.
import type { LucideIcon } from 'lucide-react';
import { type MarketingTextKey, useMarketingT } from '#frontend/i18n/use-marketing-t';

export interface FeatureItem {
  icon: LucideIcon;
  title: MarketingTextKey;
  body: MarketingTextKey;
}

export const FeatureGrid = ({ items }: { items: readonly FeatureItem[] }) => {
  const t = useMarketingT();
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, body }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs">
          <Icon aria-hidden="true" className="size-9 rounded-lg bg-brand-50 p-2 text-brand-700" />
          <h3 className="mt-3 font-semibold text-slate-900">{t(title)}</h3>
          <p className="mt-1 text-sm text-slate-600">{t(body)}</p>
        </li>
      ))}
    </ul>
  );
};

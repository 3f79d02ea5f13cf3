// A numbered "how it works" list of marketing pages: each step a title and a line of text.
import { type MarketingTextKey, useMarketingT } from '#frontend/i18n/use-marketing-t';

export type Step = readonly [title: MarketingTextKey, body: MarketingTextKey];

export const NumberedSteps = ({
  steps,
  className,
  itemClassName,
}: {
  steps: readonly Step[];
  className: string;
  itemClassName: string;
}) => {
  const t = useMarketingT();
  return (
    <ol className={className}>
      {steps.map(([title, body], index) => (
        <li key={title} className={itemClassName}>
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">{t(title)}</h3>
          <p className="mt-1 text-sm text-slate-600">{t(body)}</p>
        </li>
      ))}
    </ol>
  );
};

// The blocks every marketing page is built from: the hero (title, promise, ways in and live figures on a
// gradient band), a row of links that look like buttons, and a titled section.
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '#frontend/components/ui/button-styles';
import { type MarketingTextKey, useMarketingT } from '#frontend/i18n/use-marketing-t';
import { StatFigures, type StatName } from './stat-figures';

/** A way in: where it goes, what it says and how it looks. */
export interface ButtonLink {
  to: LinkProps['to'];
  label: MarketingTextKey;
  variant: ButtonVariant;
  size: ButtonSize;
  /** Classes added to the button look. */
  extra?: string;
  testId?: string;
}

/** Links that look like buttons, in a row framed by `className`; `children` follow them. */
export const ButtonLinks = ({
  links,
  className,
  children,
}: {
  links: readonly ButtonLink[];
  className: string;
  children?: ReactNode;
}) => {
  const t = useMarketingT();
  return (
    <div className={className}>
      {links.map(({ to, label, variant, size, extra, testId }) => (
        <Link key={label} to={to} className={buttonClasses(variant, size, extra)} data-testid={testId}>
          {t(label)}
        </Link>
      ))}
      {children}
    </div>
  );
};

/** The hero's colours and spacing: the brand band, or the night band under a row of links. */
const heroTones = {
  brand: {
    band: 'from-brand-800 via-brand-700 to-brand-600',
    body: 'py-14 sm:py-20',
    subtitle: 'text-brand-50',
  },
  night: {
    band: 'from-slate-900 via-brand-950 to-brand-800',
    body: 'pt-6 pb-14 sm:pb-20',
    subtitle: 'text-slate-200',
  },
} as const;

interface MarketingHeroProps {
  tone?: keyof typeof heroTones;
  /** Above the text, on the band (the contractor page's sign-up and login links). */
  top?: ReactNode;
  eyebrow?: MarketingTextKey;
  title: MarketingTextKey;
  subtitle: MarketingTextKey;
  /** The live figures shown under the ways in. */
  stats: readonly StatName[];
  /** The ways in, between the promise and the figures. */
  children: ReactNode;
}

export const MarketingHero = ({
  tone = 'brand',
  top,
  eyebrow,
  title,
  subtitle,
  stats,
  children,
}: MarketingHeroProps) => {
  const t = useMarketingT();
  const look = heroTones[tone];
  return (
    <section className={`bg-gradient-to-br ${look.band} text-white`}>
      {top}
      <div className={`mx-auto max-w-6xl px-4 ${look.body}`}>
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{t(eyebrow)}</p>
        ) : null}
        <h1 className={`max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl ${eyebrow ? 'mt-3' : ''}`}>
          {t(title)}
        </h1>
        <p className={`mt-4 max-w-2xl text-lg ${look.subtitle}`}>{t(subtitle)}</p>
        {children}
        <div className="mt-10">
          <StatFigures show={stats} tone="dark" />
        </div>
      </div>
    </section>
  );
};

/**
 * A titled section of a marketing page: on the page's background, or on a white band with a border
 * (`band`: which edges) that sets it apart from its neighbours.
 */
export const MarketingSection = ({
  title,
  band,
  children,
}: {
  title: MarketingTextKey;
  band?: 'border-t' | 'border-y';
  children: ReactNode;
}) => {
  const t = useMarketingT();
  const content = (
    <>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t(title)}</h2>
      {children}
    </>
  );
  if (!band) return <section className="mx-auto max-w-6xl px-4 py-14">{content}</section>;
  return (
    <section className={`${band} border-slate-200 bg-white`}>
      <div className="mx-auto max-w-6xl px-4 py-14">{content}</div>
    </section>
  );
};

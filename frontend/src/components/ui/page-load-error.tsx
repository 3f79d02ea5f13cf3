// A route's error view in its page's frame: what stays of the page (its heading, or the way back), then
// why it could not load. A record that does not exist (the API's 404) reads "not found" when the page says
// how; any other failure shows what went wrong, with a retry that loads the route again.
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '#frontend/i18n/use-t';
import { isNotFound } from '#frontend/lib/api-error';
import { ActionBanner } from './action-banner';

interface PageLoadErrorProps {
  error: unknown;
  /** The banner's title when the load failed. */
  failedTitle: string;
  /** A record page's "not found" title and detail, shown (without a retry) when the API answered 404. */
  notFound?: { title: string; detail: string };
  /** What stays above the banner: the page heading or the way back. */
  children: ReactNode;
  /** The page's width, as on the page itself. */
  width?: 'max-w-4xl' | 'max-w-5xl';
  testId?: string;
}

export const PageLoadError = ({
  error,
  failedTitle,
  notFound,
  children,
  width = 'max-w-4xl',
  testId,
}: PageLoadErrorProps) => {
  const t = useT();
  const router = useRouter();
  const missing = notFound && isNotFound(error) ? notFound : undefined;
  return (
    <div className={`mx-auto ${width} space-y-5 px-4 py-6 sm:py-8`} data-testid={testId}>
      {children}
      <ActionBanner
        title={missing ? missing.title : failedTitle}
        action={
          missing ? undefined : { label: t('common.tryAgain'), onClick: () => void router.invalidate() }
        }
      >
        <p>{missing ? missing.detail : t.localize(error instanceof Error ? error.message : String(error))}</p>
      </ActionBanner>
    </div>
  );
};

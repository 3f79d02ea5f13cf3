// A region of a page that reads its own data with `useSuspenseQuery` and fails on its own: its loading
// view while the data (re)loads, its failure view with a retry, and the rest of the page usable either way.
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';

interface QueryBoundaryProps {
  /** Shown while the region's data loads (again, after a retry). */
  pending: ReactNode;
  /** Shown when it failed; `retry` fetches again. */
  failure: (props: { error: unknown; retry: () => void }) => ReactNode;
  children: ReactNode;
}

const resetKey = () => 'query-boundary';

export const QueryBoundary = ({ pending, failure, children }: QueryBoundaryProps) => (
  <QueryErrorResetBoundary>
    {({ reset: resetQueries }) => (
      <CatchBoundary
        getResetKey={resetKey}
        errorComponent={({ error, reset }) =>
          failure({
            error,
            retry: () => {
              resetQueries();
              reset();
            },
          })
        }
      >
        <Suspense fallback={pending}>{children}</Suspense>
      </CatchBoundary>
    )}
  </QueryErrorResetBoundary>
);

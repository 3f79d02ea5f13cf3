// A quote view card's list that loads on its own (history, texts): a spinner while it loads, its failure,
// its empty message, or the list — so a failure there does not hide the quote.
import type { ReactNode } from 'react';
import { Spinner } from '#frontend/components/ui/spinner';

interface LoadedListProps {
  query: { isPending: boolean; isError: boolean };
  /** Said when the list could not be loaded. */
  failed: string;
  /** Said when there is nothing to list. */
  empty: string;
  isEmpty: boolean;
  /** The list. */
  children: ReactNode;
}

export const LoadedList = ({ query, failed, empty, isEmpty, children }: LoadedListProps) => {
  if (query.isPending) return <Spinner className="size-5" />;
  if (query.isError) {
    return (
      <p className="text-sm text-red-700" role="alert">
        {failed}
      </p>
    );
  }
  if (isEmpty) return <p className="text-sm text-slate-600">{empty}</p>;
  return children;
};

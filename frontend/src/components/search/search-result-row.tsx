// One row of the header search's dropdown (SPEC §2): a quote with its number, status badge, customer and
// total, or a customer with their name and the email, else phone, else 'No contact info'.
import { FileText, UserRound } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import type { SearchResult } from '#frontend/lib/search';
import { type BadgeVariant, customerRowText, quoteRowText } from './search-result-text';

export const StatusBadge = ({ label, variant }: { label: string; variant: BadgeVariant }) => (
  <span
    data-testid="search-status-badge"
    data-variant={variant}
    className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-semibold ${
      variant === 'success' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700'
    }`}
  >
    {label}
  </span>
);

export const SearchResultRow = ({ result }: { result: SearchResult }) => {
  const t = useT();
  if (result.type === 'quote') {
    const text = quoteRowText(result, t);
    return (
      <span className="flex items-start gap-2.5">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium text-slate-900">{text.title}</span>
            <StatusBadge label={text.status} variant={text.variant} />
          </span>
          <span className="flex items-center justify-between gap-2 text-xs text-slate-600">
            <span className="truncate">{text.customer}</span>
            <span className="shrink-0 font-medium text-slate-800 tabular-nums">{text.total}</span>
          </span>
        </span>
      </span>
    );
  }
  const text = customerRowText(result, t);
  return (
    <span className="flex items-start gap-2.5">
      <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900">{text.name}</span>
        <span className="block truncate text-xs text-slate-600">{text.contact}</span>
      </span>
    </span>
  );
};

// The header's customer search box (SPEC §2). Search needs customer records, which a later release brings,
// so the box is shown disabled with the reason rather than answering with nothing.
import { Search } from 'lucide-react';
import { useT } from '../../../i18n/use-t';

export const HeaderSearch = () => {
  const t = useT();
  return (
    <div className="relative w-[300px]" title={t('search.unavailable')}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400"
      />
      <input
        type="search"
        disabled
        aria-label={t('search.label')}
        aria-describedby="header-search-note"
        placeholder={t('search.placeholder')}
        className="h-9 w-full cursor-not-allowed rounded-lg border border-slate-200 bg-slate-50 pr-2 pl-8 text-xs text-slate-500 placeholder:text-slate-400"
        data-testid="header-search"
      />
      <span id="header-search-note" className="sr-only">
        {t('search.unavailable')}
      </span>
    </div>
  );
};

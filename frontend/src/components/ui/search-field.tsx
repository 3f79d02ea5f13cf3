// A labelled search box with a magnifier, as the customer and quote lists use it.
import { Search } from 'lucide-react';

interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  /** Id of a hint element that describes the box. */
  describedBy?: string;
  testId: string;
}

export const SearchField = ({
  id,
  label,
  value,
  onValueChange,
  placeholder,
  describedBy,
  testId,
}: SearchFieldProps) => (
  <>
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
      {label}
    </label>
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        aria-describedby={describedBy}
        autoComplete="off"
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
        data-testid={testId}
      />
    </div>
  </>
);

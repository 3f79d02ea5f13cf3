// A square icon button that removes one entry of a list (a bracket, style, cap or hardware item); its
// accessible name says which.
import { Trash2 } from 'lucide-react';

interface RemoveButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}

export const RemoveButton = ({ label, onClick, disabled = false, testId }: RemoveButtonProps) => (
  <button
    type="button"
    aria-label={label}
    title={label}
    onClick={onClick}
    disabled={disabled}
    data-testid={testId}
    className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-500"
  >
    <Trash2 aria-hidden="true" className="size-4" />
  </button>
);

// The buttons of the builder's lists (sides, a side's gates, adjustments): a square icon-only button for a
// row (move it, remove it), whose accessible name says what it does and to which row, and the button that
// adds a row until the list is full.
import { type LucideIcon, Plus } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import type { ButtonSize, ButtonVariant } from '#frontend/components/ui/button-styles';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-30';

interface IconButtonProps {
  Icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Placement and hover colour (a remove button turns red). */
  className?: string;
}

export const IconButton = ({ Icon, label, onClick, disabled, className = '' }: IconButtonProps) => (
  <button
    type="button"
    className={`${iconButton} ${className}`}
    aria-label={label}
    disabled={disabled}
    onClick={onClick}
  >
    <Icon aria-hidden="true" className="size-5" />
  </button>
);

interface AddRowButtonProps<Row> {
  /** The list's array field. */
  rows: { state: { value: readonly Row[] }; pushValue: (row: Row) => void };
  /** How many rows the list takes at most. */
  max: number;
  newRow: () => Row;
  label: string;
  variant: ButtonVariant;
  size?: ButtonSize;
  className: string;
  testId?: string;
}

export const AddRowButton = <Row,>({
  rows,
  max,
  newRow,
  label,
  variant,
  size,
  className,
  testId,
}: AddRowButtonProps<Row>) => (
  <Button
    variant={variant}
    size={size}
    className={className}
    disabled={rows.state.value.length >= max}
    onClick={() => rows.pushValue(newRow())}
    data-testid={testId}
  >
    <Plus aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} />
    {label}
  </Button>
);

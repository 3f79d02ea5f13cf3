// The buttons under an entry of a portal list: Move up and Move down (disabled at the ends of the list),
// Edit, any other action of the list (a testimonial's Show/Hide), and Delete.
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { movedOrder } from '../portal-display';

interface EntryActionsProps {
  index: number;
  length: number;
  /** Whether a change is under way (the order must not move twice at once). */
  busy: boolean;
  onMove: (order: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}

export const EntryActions = ({
  index,
  length,
  busy,
  onMove,
  onEdit,
  onDelete,
  children,
}: EntryActionsProps) => {
  const t = useT();
  const up = movedOrder(index, 'up', length);
  const down = movedOrder(index, 'down', length);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('portal.moveUp')}
        title={t('portal.moveUp')}
        disabled={busy || up === null}
        onClick={() => up !== null && onMove(up)}
        data-testid="entry-move-up"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('portal.moveDown')}
        title={t('portal.moveDown')}
        disabled={busy || down === null}
        onClick={() => down !== null && onMove(down)}
        data-testid="entry-move-down"
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
      <Button variant="secondary" size="sm" onClick={onEdit} data-testid="entry-edit">
        <Pencil aria-hidden="true" className="size-4" />
        {t('form.edit')}
      </Button>
      {children}
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700"
        onClick={onDelete}
        data-testid="entry-delete"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('customer.delete')}
      </Button>
    </div>
  );
};

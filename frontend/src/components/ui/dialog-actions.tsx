// The buttons at the foot of a dialog: Cancel, then the dialog's action (its submit or confirm button),
// side by side at the right from sm up, stacked with the action on top below that. Both are disabled
// while the action is under way.
import type { ReactNode } from 'react';
import { useT } from '#frontend/i18n/use-t';
import { Button } from './button';

interface DialogActionsProps {
  onCancel: () => void;
  disabled: boolean;
  /** The space above the buttons, as the dialog's layout wants it. */
  spacing?: 'pt-2' | 'mt-6' | '';
  cancelTestId?: string;
  /** The action button. */
  children: ReactNode;
}

export const DialogActions = ({
  onCancel,
  disabled,
  spacing = 'pt-2',
  cancelTestId,
  children,
}: DialogActionsProps) => {
  const t = useT();
  return (
    <div className={`flex flex-col-reverse gap-3 ${spacing} sm:flex-row sm:justify-end`}>
      <Button variant="secondary" onClick={onCancel} disabled={disabled} data-testid={cancelTestId}>
        {t('common.cancel')}
      </Button>
      {children}
    </div>
  );
};

// Under an editable list of the settings form (distance brackets, styles, post caps, hardware): the
// list's own message (e.g. too many entries), then the button that adds an entry.
import { Plus } from 'lucide-react';
import { firstErrorText } from '#frontend/components/form/form-errors';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';

interface ListFooterProps {
  /** The list field's errors (`list.state.meta.errors`). */
  errors: readonly unknown[];
  addLabel: string;
  onAdd: () => void;
  /** True once the list holds as many entries as it may. */
  full: boolean;
  size?: 'sm' | 'md';
  testId: string;
}

export const ListFooter = ({ errors, addLabel, onAdd, full, size, testId }: ListFooterProps) => {
  const t = useT();
  const listError = firstErrorText(errors, t.lang);
  return (
    <>
      {listError ? <p className="text-sm text-red-600">{listError}</p> : null}
      <Button variant="secondary" size={size} onClick={onAdd} disabled={full} data-testid={testId}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </>
  );
};

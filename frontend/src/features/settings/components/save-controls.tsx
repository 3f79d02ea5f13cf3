// What the settings page's two forms (pricing and catalog, payments) show beside their Save button: where
// the form stands (saving, fields to fix, a failed save, unsaved changes, all saved), Discard while there are
// changes, and Save itself.
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';

interface SaveState {
  saving: boolean;
  dirty: boolean;
  errorCount: number;
  /** Why the last save failed, said when no field needs fixing. */
  failure: string | undefined;
}

const SaveStatus = ({ saving, errorCount, failure, dirty }: SaveState) => {
  const t = useT();
  if (saving) return <span className="text-slate-700">{t('form.saving')}</span>;
  if (errorCount > 0 || failure) {
    return (
      <span className="flex items-center gap-1.5 font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {errorCount > 0 ? t('settings.fixErrors', { count: errorCount }) : failure}
      </span>
    );
  }
  if (dirty) return <span className="font-medium text-amber-800">{t('settings.unsaved')}</span>;
  return (
    <span className="flex items-center gap-1.5 text-slate-600">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {t('settings.allSaved')}
    </span>
  );
};

interface SaveControlsProps extends SaveState {
  /** Classes of the status line, which the bar lays out. */
  statusClassName: string;
  saveLabel: string;
  onDiscard: () => void;
  /** The buttons' test ids are this plus `-discard` and `-save`. */
  testIdPrefix: string;
}

export const SaveControls = ({
  statusClassName,
  saveLabel,
  onDiscard,
  testIdPrefix,
  ...state
}: SaveControlsProps) => {
  const t = useT();
  const { saving, dirty } = state;
  return (
    <>
      <p role="status" className={statusClassName}>
        <SaveStatus {...state} />
      </p>
      {dirty && !saving ? (
        <Button variant="ghost" size="md" onClick={onDiscard} data-testid={`${testIdPrefix}-discard`}>
          {t('settings.discard')}
        </Button>
      ) : null}
      <Button type="submit" disabled={saving || !dirty} data-testid={`${testIdPrefix}-save`}>
        {saving ? <Spinner className="size-4" /> : null}
        {saving ? t('form.saving') : saveLabel}
      </Button>
    </>
  );
};

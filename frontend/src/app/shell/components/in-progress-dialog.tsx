// A dialog for an action whose feature is still being built: it says so plainly and offers to close.
import { Hammer } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';

interface InProgressDialogProps {
  open: boolean;
  onClose: () => void;
  title: TranslationKey;
  feature: TranslationKey;
  detail: TranslationKey;
  testId: string;
}

export const InProgressDialog = ({
  open,
  onClose,
  title,
  feature,
  detail,
  testId,
}: InProgressDialogProps) => {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t(title)} testId={testId}>
      <div className="flex gap-3 rounded-lg bg-amber-50 p-4 text-amber-950">
        <Hammer aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="text-sm">
          <p className="font-semibold">{t('building.message', { feature: t(feature) })}</p>
          <p className="mt-1">{t(detail)}</p>
        </div>
      </div>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
};

// The customer list route's error view: the list could not be read. The page heading stays, with what went
// wrong and a retry that loads the route again.
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { CustomerListHeader } from './customer-list-page';

export const CustomerListError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  const router = useRouter();
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <CustomerListHeader />
      <AlertBanner title={t('customers.loadFailed')}>
        <p>{t.localize(error instanceof Error ? error.message : String(error))}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void router.invalidate()}>
          {t('common.tryAgain')}
        </Button>
      </AlertBanner>
    </div>
  );
};

// The customer list route's error view: the list could not be read. The page heading stays, with what went
// wrong and a retry that loads the route again.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageLoadError } from '#frontend/components/ui/page-load-error';
import { useT } from '#frontend/i18n/use-t';
import { CustomerListHeader } from './customer-list-page';

export const CustomerListError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  return (
    <PageLoadError error={error} failedTitle={t('customers.loadFailed')} width="max-w-5xl">
      <CustomerListHeader />
    </PageLoadError>
  );
};

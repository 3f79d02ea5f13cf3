// The customer route's error view: "Customer not found" for an unknown id (the API's 404), otherwise the
// load failure with a retry that loads the route again.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageLoadError } from '#frontend/components/ui/page-load-error';
import { useT } from '#frontend/i18n/use-t';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { CustomerBackLink } from './customer-back-link';

export const CustomerLoadError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  useDocumentMeta(pageTitle(t('customer.contact')));
  const notFound = { title: t('customer.notFound'), detail: t('customer.notFoundDetail') };
  return (
    <PageLoadError
      error={error}
      failedTitle={t('customer.loadFailed')}
      notFound={notFound}
      testId="customer-error"
    >
      <CustomerBackLink />
    </PageLoadError>
  );
};

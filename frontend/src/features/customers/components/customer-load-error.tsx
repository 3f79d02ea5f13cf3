// The customer route's error view: "Customer not found" for an unknown id (the API's 404), otherwise the
// load failure with a retry that loads the route again.
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { CustomerBackLink } from './customer-back-link';

export const CustomerLoadError = ({ error }: ErrorComponentProps) => {
  const t = useT();
  const router = useRouter();
  useDocumentMeta(pageTitle(t('customer.contact')));
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8" data-testid="customer-error">
      <CustomerBackLink />
      <AlertBanner title={notFound ? t('customer.notFound') : t('customer.loadFailed')}>
        <p>
          {notFound
            ? t('customer.notFoundDetail')
            : t.localize(error instanceof Error ? error.message : String(error))}
        </p>
        {notFound ? null : (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void router.invalidate()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </AlertBanner>
    </div>
  );
};

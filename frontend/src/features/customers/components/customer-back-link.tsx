// The link back to the customer list, above a customer's page and its "not found" view.
import { BackLink } from '#frontend/components/ui/back-link';
import { useT } from '#frontend/i18n/use-t';

export const CustomerBackLink = () => {
  const t = useT();
  return (
    <BackLink to="/customers" testId="customer-back">
      {t('customer.back')}
    </BackLink>
  );
};

// The link back to the customer list, above a customer's page and its "not found" view.
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';

export const CustomerBackLink = () => {
  const t = useT();
  return (
    <Link
      to="/customers"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:underline"
      data-testid="customer-back"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('customer.back')}
    </Link>
  );
};

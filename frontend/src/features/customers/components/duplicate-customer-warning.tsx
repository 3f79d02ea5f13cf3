// "A customer with this phone already exists": who it is, Open (their page) or go ahead anyway.
import { Link } from '@tanstack/react-router';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useT } from '#frontend/i18n/use-t';
import type { CustomerMatch } from '../api/customer-matches';

export const DuplicateCustomerWarning = ({
  match,
  proceedLabel,
  onProceed,
  onOpen,
}: {
  match: CustomerMatch;
  proceedLabel: string;
  onProceed: () => void;
  /** Called as Open is followed (the dialog closes). */
  onOpen: () => void;
}) => {
  const t = useT();
  return (
    <div className="mb-4" data-testid="duplicate-customer-warning">
      <AlertBanner
        title={match.field === 'phone' ? t('customer.duplicate.phone') : t('customer.duplicate.email')}
      >
        <p>{match.name}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link
            to="/customers/$customerId"
            params={{ customerId: match.customerId }}
            onClick={onOpen}
            className={buttonClasses('secondary', 'sm')}
            data-testid="duplicate-customer-open"
          >
            {t('customer.duplicate.open')}
          </Link>
          <Button variant="secondary" size="sm" onClick={onProceed} data-testid="duplicate-customer-proceed">
            {proceedLabel}
          </Button>
        </div>
      </AlertBanner>
    </div>
  );
};

// What can be done with a customer who is not deleted: start a quote for them (the builder opens with their
// name and phone), schedule a visit, edit or delete them.
import { Link } from '@tanstack/react-router';
import { CalendarPlus, FilePlus2, Pencil, Trash2 } from 'lucide-react';
import type { Customer } from '#domain/contract/customers';
import { Button } from '#frontend/components/ui/button';
import { buttonClasses } from '#frontend/components/ui/button-styles';
import { useT } from '#frontend/i18n/use-t';

export type CustomerDialog = 'edit' | 'delete' | 'visit';

/** What each of those dialogs takes from the customer's page. */
export interface CustomerDialogProps {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}

export const CustomerActions = ({
  customer,
  onOpen,
}: {
  customer: Customer;
  onOpen: (dialog: CustomerDialog) => void;
}) => {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to="/contractor/quote"
        // The builder starts the quote for this customer. The phone goes dashed: a digits-only string
        // would be JSON-quoted in the URL.
        search={{ customerId: customer.id }}
        className={buttonClasses('primary')}
        data-testid="customer-new-quote"
      >
        <FilePlus2 aria-hidden="true" className="size-4" />
        {t('nav.newQuote')}
      </Link>
      <Button variant="secondary" onClick={() => onOpen('visit')} data-testid="customer-schedule-visit">
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('customer.scheduleVisit')}
      </Button>
      <Button variant="secondary" onClick={() => onOpen('edit')} data-testid="customer-edit">
        <Pencil aria-hidden="true" className="size-4" />
        {t('form.edit')}
      </Button>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        onClick={() => onOpen('delete')}
        data-testid="customer-delete"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('customer.delete')}
      </Button>
    </div>
  );
};

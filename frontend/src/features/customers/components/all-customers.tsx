// Every customer of the contractor in the chosen order, a page at a time with "Load more" (the route's
// loader has the first page ready), or the invitation to add the first one.
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import type { CustomerSort } from '#domain/contract/customers';
import { Button } from '#frontend/components/ui/button';
import { LastUpdatedNote } from '#frontend/components/ui/last-updated-note';
import { LoadMoreButton } from '#frontend/components/ui/load-more-button';
import { useT } from '#frontend/i18n/use-t';
import { useOpenShellDialog } from '#frontend/lib/shell-dialogs';
import { customersQueryOptions } from '../api/get-customers';
import { CustomerTable } from './customer-table';

const NoCustomers = () => {
  const t = useT();
  const openDialog = useOpenShellDialog();
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center sm:p-12"
      data-testid="customers-empty"
    >
      <Users aria-hidden="true" className="mx-auto size-10 rounded-full bg-brand-50 p-2 text-brand-700" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('customers.empty')}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t('customers.emptyDetail')}</p>
      <Button className="mt-5" onClick={() => openDialog('addCustomer')} data-testid="customers-empty-add">
        <UserPlus aria-hidden="true" className="size-4" />
        {t('nav.addCustomer')}
      </Button>
    </div>
  );
};

export const AllCustomers = ({
  contractorId,
  sort,
  assignedTo,
}: {
  contractorId: string;
  sort: CustomerSort;
  assignedTo?: string;
}) => {
  const customers = useSuspenseInfiniteQuery(
    customersQueryOptions(contractorId, sort, assignedTo || undefined),
  );
  const loaded = customers.data.pages.flatMap((page) => page.homeowners);
  // Offline, the list is the one kept on this device: it says when it was read.
  const lastUpdated = <LastUpdatedNote updatedAt={customers.dataUpdatedAt} />;
  if (loaded.length === 0)
    return (
      <>
        {lastUpdated}
        <NoCustomers />
      </>
    );
  return (
    <>
      {lastUpdated}
      <CustomerTable rows={loaded} testId="customer-list" />
      {customers.hasNextPage ? (
        <div className="flex justify-center">
          <LoadMoreButton pages={customers} testId="customers-load-more" />
        </div>
      ) : null}
    </>
  );
};

// The contractor's customers (/customers): newest first or by name with "Load more", and a
// search-as-you-type box over all of them (GET /api/search: 2 characters, 300 ms after the last keystroke,
// customers only). The sort and the search text are the URL's `sort` and `q`.
import { UserPlus } from 'lucide-react';
import { Suspense } from 'react';
import { SearchField } from '#frontend/components/fields/search-field';
import { SelectField } from '#frontend/components/fields/select-field';
import { Button } from '#frontend/components/ui/button';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { useT } from '#frontend/i18n/use-t';
import { useOpenShellDialog } from '#frontend/lib/shell-dialogs';
import { assignableMembers, useTeam } from '#frontend/lib/team';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { customerSorts } from '../customer-list-search';
import { useCustomerList } from '../use-customer-list';
import { AllCustomers } from './all-customers';
import { CustomerSearchResults, ListLoading } from './customer-search-results';

/** The page heading with its Add Customer button; the load-failure view shows it too. */
export const CustomerListHeader = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.customers')));
  const openDialog = useOpenShellDialog();
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <PageHeading title={t('nav.customers')} subtitle={t('customers.subtitle')} />
      </div>
      <Button onClick={() => openDialog('addCustomer')} data-testid="customers-add">
        <UserPlus aria-hidden="true" className="size-4" />
        {t('nav.addCustomer')}
      </Button>
    </header>
  );
};

export const CustomerListPage = () => {
  const t = useT();
  const list = useCustomerList();
  const team = useTeam();
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <CustomerListHeader />
      <SearchField
        id="customer-search"
        type="search"
        label={t('search.label')}
        hint={t('customers.searchHint')}
        value={list.text}
        onValueChange={list.setText}
        placeholder={t('customers.searchPlaceholder')}
        autoComplete="off"
        data-testid="customer-search"
      />
      {list.searching ? (
        <CustomerSearchResults text={list.searchText} />
      ) : (
        <>
          <div className="flex flex-wrap justify-end gap-3">
            <SelectField
              id="customer-whose"
              className="flex items-center gap-2"
              labelClassName="text-sm font-medium text-slate-700"
              label={t('customers.whose')}
              value={list.assignedTo}
              options={[
                { value: '', label: t('customers.everyones') },
                { value: list.userId, label: t('customers.mine') },
                ...assignableMembers(team.data?.members ?? [], list.assignedTo)
                  .filter((member) => member.id !== list.userId && member.role !== 'crew')
                  .map((member) => ({ value: member.id, label: member.name })),
              ]}
              onValueChange={list.setAssignedTo}
              data-testid="customer-whose"
            />
            <SelectField
              id="customer-sort"
              className="flex items-center gap-2"
              labelClassName="text-sm font-medium text-slate-700"
              label={t('customers.sort')}
              value={list.sort}
              options={customerSorts.map((sort) => ({ value: sort, label: t(`customers.sort.${sort}`) }))}
              onValueChange={list.setSort}
              data-testid="customer-sort"
            />
          </div>
          {/* The loader has the list ready; this shows only if it was dropped while searching. */}
          <Suspense fallback={<ListLoading />}>
            <AllCustomers contractorId={list.contractorId} sort={list.sort} assignedTo={list.assignedTo} />
          </Suspense>
        </>
      )}
    </div>
  );
};

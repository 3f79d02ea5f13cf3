// The customer table of the list and of its search results: a column header on wide screens and a row per
// customer, each opening the customer.
import { CustomerColumnsHeader, CustomerRow, type CustomerRowData } from './customer-row';

export const CustomerTable = ({ rows, testId }: { rows: CustomerRowData[]; testId: string }) => (
  <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
    <CustomerColumnsHeader />
    <ul className="divide-y divide-slate-100" data-testid={testId}>
      {rows.map((row) => (
        <CustomerRow key={row.id} customer={row} />
      ))}
    </ul>
  </div>
);

// GET /api/homeowners/{id}: one customer (frontend/src/lib/customer-record.ts, shared with the quote builder).
export { customerQueryOptions, getCustomer } from '#frontend/lib/customer-record';
export { customerQueryKey } from '#frontend/lib/query-keys';

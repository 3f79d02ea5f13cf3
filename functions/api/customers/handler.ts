// The customers area: a contractor's customers (encrypted at rest), the header search, quote visits and
// address suggestions.

import { translate } from '#domain/messages';
import {
  customerListQuerySchema,
  customerMatchQuerySchema,
  customerSchema,
  customerUpdateSchema,
  scheduleVisitSchema,
  searchQuerySchema,
} from '#domain/schemas/customer';
import { presentCalendarEvent } from '#functions/core/calendar/present-calendar-event';
import { scheduleVisit } from '#functions/core/calendar/visit-events';
import { presentCustomer } from '#functions/core/customers/customer-record';
import { customerTimeline } from '#functions/core/customers/customer-timeline';
import { findCustomerMatches } from '#functions/core/customers/find-matches';
import { listCustomers } from '#functions/core/customers/list-customers';
import {
  archiveCustomer,
  createCustomer,
  customerNotFound,
  loadCustomer,
  updateCustomer,
} from '#functions/core/customers/save-customer';
import { searchContractor } from '#functions/core/customers/search';
import { DomainError } from '#functions/core/errors';
import { addressProvider } from '#functions/core/ports/address/address-provider';
import { customerKeys } from '#functions/core/ports/keys/customer-keys';
import { teamNames } from '#functions/core/team/team-members';
import { textingConsent } from '#functions/core/texting/text-consent';
import { created, ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';
import { idempotencyKeyOf } from '#functions/http/idempotency-key';

/** The configured address provider; where none is (local runs), the refusal that says so. */
const configuredAddressProvider = async () => {
  const provider = await addressProvider();
  if (!provider) throw new DomainError('ADDRESS_PROVIDER_UNAVAILABLE', 'address.unavailable');
  return provider;
};

/** A customer as the API shows them, with the name of who looks after them. */
const presented = async (item: Parameters<typeof presentCustomer>[0]) => {
  const [keys, names] = await Promise.all([customerKeys(), teamNames(item.contractorId)]);
  return presentCustomer(item, keys, names);
};

export const handler = createAreaHandler('customers', {
  'POST /api/homeowners': async (request) => {
    const { user } = await request.signedIn();
    const created = await createCustomer(
      user.contractorId,
      customerSchema.parse(request.body),
      user.userId,
      idempotencyKeyOf(request),
    );
    return { status: 201, body: await presented(created) };
  },

  'GET /api/homeowners/{id}/timeline': async (request) => {
    const { user } = await request.signedIn();
    return ok(await customerTimeline(user.contractorId, request.params.id ?? '', request.language));
  },

  'GET /api/customer-matches': async (request) => {
    const { user } = await request.signedIn();
    return ok({
      matches: await findCustomerMatches(user.contractorId, customerMatchQuerySchema.parse(request.query)),
    });
  },

  'GET /api/contractors/{id}/homeowners': async (request) => {
    const { user } = await request.signedIn();
    if (request.params.id !== user.contractorId) throw customerNotFound();
    const query = customerListQuerySchema.parse(request.query);
    const [{ customers, cursor }, keys, names] = await Promise.all([
      listCustomers(user.contractorId, query),
      customerKeys(),
      teamNames(user.contractorId),
    ]);
    return ok({ homeowners: customers.map((item) => presentCustomer(item, keys, names)), cursor });
  },

  'GET /api/homeowners/{id}': async (request) => {
    const { user } = await request.signedIn();
    const item = await loadCustomer(user.contractorId, request.params.id ?? '');
    const customer = await presented(item);
    const consent = customer.phone ? await textingConsent(user.contractorId, customer.phone) : null;
    return ok({ ...customer, textingOptedOutAt: consent?.optedOutAt ?? null });
  },

  'PATCH /api/homeowners/{id}': async (request) => {
    const { user } = await request.signedIn();
    const { version, assignedTo, ...customer } = customerUpdateSchema.parse(request.body);
    const item = await updateCustomer(
      user.contractorId,
      request.params.id ?? '',
      customer,
      version,
      assignedTo,
    );
    return ok(await presented(item));
  },

  'DELETE /api/homeowners/{id}': async (request) => {
    const { user } = await request.signedIn();
    await archiveCustomer(user.contractorId, request.params.id ?? '');
    return ok({ archived: true });
  },

  'POST /api/homeowners/{id}/schedule-visit': async (request) => {
    const { user } = await request.signedIn();
    const visit = scheduleVisitSchema.parse(request.body);
    const customer = await loadCustomer(user.contractorId, request.params.id ?? '');
    if (customer.archivedAt) throw new DomainError('ARCHIVED', 'customer.archived');
    const event = await scheduleVisit(
      user.contractorId,
      customer.homeownerId,
      user.userId,
      visit,
      translate('jobs.jobType.quote_visit', request.language),
    );
    return created(presentCalendarEvent(event, await customerKeys()));
  },

  'GET /api/search': async (request) => {
    const { user } = await request.signedIn();
    const { q } = searchQuerySchema.parse(request.query);
    return ok({ results: await searchContractor(user.contractorId, q) });
  },

  'GET /api/address/suggest': async (request) => {
    await request.signedIn();
    const { q } = searchQuerySchema.parse(request.query);
    const provider = await configuredAddressProvider();
    return ok({ suggestions: await provider.suggest(q) });
  },

  'GET /api/address/lookup': async (request) => {
    await request.signedIn();
    const { q } = searchQuerySchema.parse(request.query);
    const provider = await configuredAddressProvider();
    return ok({ address: await provider.lookup(q) });
  },
});

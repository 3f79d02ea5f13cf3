// What the customer form keeps while typing (SPEC §5), how an address result fills it (SPEC §3), and the
// SPEC texts of the customer screens, word for word.
import { describe, expect, it } from 'vitest';
import { english as en } from '#domain/i18n/english';
import { customerSchema } from '#domain/schemas/customer';
import {
  customerValuesOf,
  emptyCustomerValues,
  normaliseCustomerField,
  shouldGeocode,
  withAddress,
} from '#frontend/features/customers/customer-form-values';

describe('customer form inputs', () => {
  it('keep at most 10 phone digits, shown as XXX-XXX-XXXX', () => {
    expect(normaliseCustomerField('phone', '512')).toBe('512');
    expect(normaliseCustomerField('phone', '5125')).toBe('512-5');
    expect(normaliseCustomerField('phone', '(512) 555-0147 ext 9')).toBe('512-555-0147');
    expect(normaliseCustomerField('phone', '51255501479999')).toBe('512-555-0147');
  });

  it('upper-case the state and cap it at 2', () => {
    expect(normaliseCustomerField('state', 'tx')).toBe('TX');
    expect(normaliseCustomerField('state', 'texas')).toBe('TE');
  });

  it('cap the ZIP code at 5 digits', () => {
    expect(normaliseCustomerField('zipCode', '78704-1234')).toBe('78704');
    expect(normaliseCustomerField('zipCode', 'ab12')).toBe('12');
  });

  it('leave the other fields as typed', () => {
    expect(normaliseCustomerField('firstName', '  Ana ')).toBe('  Ana ');
    expect(normaliseCustomerField('email', 'ANA@x.co')).toBe('ANA@x.co');
  });

  it('turn into a payload the shared schema accepts', () => {
    const values = {
      ...emptyCustomerValues,
      firstName: 'Ana',
      lastName: 'Díaz',
      phone: normaliseCustomerField('phone', '5125550147'),
      address: '1200 Barton Springs Rd',
      city: 'Austin',
      state: normaliseCustomerField('state', 'tx'),
      zipCode: '78704',
    };
    const parsed = customerSchema.parse(values);
    expect(parsed.phone).toBe('5125550147');
    expect(parsed.email).toBe('');
  });

  it('show a stored customer as it is typed', () => {
    expect(customerValuesOf({ firstName: 'Ana', phone: '5125550147', state: 'tx', email: null })).toEqual({
      ...emptyCustomerValues,
      firstName: 'Ana',
      phone: '512-555-0147',
      state: 'TX',
    });
  });
});

describe('an address result', () => {
  it('fills street, city, state and ZIP, keeping fields it has no value for', () => {
    const before = { ...emptyCustomerValues, firstName: 'Ana', city: 'Austin', zipCode: '78701' };
    expect(
      withAddress(before, {
        streetAddress: '1200 Barton Springs Rd',
        city: '',
        state: 'tx',
        zipCode: '78704-2214',
      }),
    ).toEqual({ ...before, address: '1200 Barton Springs Rd', state: 'TX', zipCode: '78704' });
  });

  it('is looked up only for text longer than 10 characters', () => {
    expect(shouldGeocode('12 Main St')).toBe(false);
    expect(shouldGeocode('12 Main St.')).toBe(true);
    expect(shouldGeocode('   12 Main St   ')).toBe(false);
  });
});

describe('customer screen texts', () => {
  it('are the SPEC texts exactly', () => {
    expect(en['addCustomer.title']).toBe('Add New Customer');
    expect(en['nav.addCustomer']).toBe('Add Customer');
    expect(en['addCustomer.submitting']).toBe('Adding...');
    expect(en['addCustomer.success']).toBe('Customer Added');
    expect(en['addCustomer.successDescription']).toBe('Redirecting to customer details...');
    expect(en['addCustomer.failed']).toBe('Failed to add customer. Please try again.');
    expect(en['createCustomer.success']).toBe('Customer Created');
    expect(en['createCustomer.successDescription']).toBe('{name} has been added to your customers.');
    expect(en['createCustomer.failed']).toBe('Failed to Create Customer');
    expect(en['createCustomer.failedDescription']).toBe('Please try again.');
    expect(en['common.error']).toBe('Error');
    expect(en['common.cancel']).toBe('Cancel');
    expect(en['addressInput.unavailable']).toBe('Autocomplete unavailable, please enter address manually');
    expect(en['addressInput.loadFailed']).toBe('Failed to load address autocomplete');
    expect(en['search.placeholder']).toBe('Search customers by name, email, phone...');
    expect(en['search.searching']).toBe('Searching...');
    expect(en['search.noResults']).toBe('No results found');
    expect(en['search.failed']).toBe('Search failed');
    expect(en['quote.number']).toBe('Quote #{number}');
    expect(en['search.notAvailable']).toBe('N/A');
    expect(en['customer.unknown']).toBe('Unknown Customer');
    expect(en['search.unknown']).toBe('Unknown');
    expect(en['search.noContact']).toBe('No contact info');
  });
});

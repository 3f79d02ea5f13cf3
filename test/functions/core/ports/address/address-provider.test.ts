// The address lookup result of SPEC §3, from an Amazon Location place (the service itself cannot run here).
import { describe, expect, it } from 'vitest';
import { addressProvider, toAddressResult } from '#functions/core/ports/address/address-provider';

describe('toAddressResult', () => {
  it('takes street number plus route, locality, region code and the 5-digit postal code', () => {
    expect(
      toAddressResult({
        Label: '4421 N Ravenswood Ave, Chicago, IL 60640-5802, United States',
        AddressNumber: '4421',
        Street: 'N Ravenswood Ave',
        Locality: 'Chicago',
        Region: { Code: 'IL' },
        PostalCode: '60640-5802',
      }),
    ).toEqual({
      streetAddress: '4421 N Ravenswood Ave',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60640',
      label: '4421 N Ravenswood Ave, Chicago, IL 60640-5802, United States',
    });
  });

  it('falls back to the first part of the formatted address when there is no number and route', () => {
    expect(
      toAddressResult({ Label: 'Navy Pier, Chicago, IL 60611, United States', Locality: 'Chicago' }),
    ).toMatchObject({
      streetAddress: 'Navy Pier',
      city: 'Chicago',
      state: '',
    });
    expect(toAddressResult(undefined)).toBeNull();
  });
});

describe('addressProvider', () => {
  it('is absent unless Amazon Location is configured', async () => {
    expect(await addressProvider()).toBeNull();
  });
});

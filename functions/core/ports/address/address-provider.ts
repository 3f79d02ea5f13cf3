// US address suggestions and lookups (SPEC §3 address lookup result). In AWS: Amazon Location Service
// Places (geo-places Suggest and Geocode, US only). On one machine there is no provider — the API says so
// and the address input falls back to manual entry, as SPEC §4 describes.
export interface AddressResult {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  label: string;
}

export interface AddressProvider {
  suggest(text: string): Promise<AddressResult[]>;
  lookup(text: string): Promise<AddressResult | null>;
}

interface PlaceAddress {
  Label?: string;
  AddressNumber?: string;
  Street?: string;
  Locality?: string;
  Region?: { Code?: string };
  PostalCode?: string;
}

/** SPEC §3: street = number + route, else the first comma-separated part of the formatted address. */
export const toAddressResult = (address: PlaceAddress | undefined): AddressResult | null => {
  if (!address) return null;
  const label = address.Label ?? '';
  const street =
    [address.AddressNumber, address.Street].filter(Boolean).join(' ') || (label.split(',')[0] ?? '');
  return {
    streetAddress: street.trim(),
    city: address.Locality ?? '',
    state: address.Region?.Code ?? '',
    zipCode: (address.PostalCode ?? '').slice(0, 5),
    label,
  };
};

const amazonLocation = async (): Promise<AddressProvider> => {
  const { GeoPlacesClient, SuggestCommand, GeocodeCommand } = await import('@aws-sdk/client-geo-places');
  const client = new GeoPlacesClient({});
  const usOnly = { IncludeCountries: ['USA'] };
  return {
    suggest: async (text) => {
      const { ResultItems = [] } = await client.send(
        new SuggestCommand({ QueryText: text, Filter: usOnly, MaxResults: 5, AdditionalFeatures: ['Core'] }),
      );
      return ResultItems.map((item) => toAddressResult(item.Place?.Address)).filter(
        (result): result is AddressResult => result !== null,
      );
    },
    lookup: async (text) => {
      const { ResultItems = [] } = await client.send(
        new GeocodeCommand({ QueryText: text, Filter: usOnly, MaxResults: 1 }),
      );
      return toAddressResult(ResultItems[0]?.Address);
    },
  };
};

let provider: Promise<AddressProvider | null> | undefined;

/** The configured provider, or null where none exists (local runs). */
export const addressProvider = (): Promise<AddressProvider | null> => {
  provider ??=
    process.env.PICKET_ADDRESS_PROVIDER === 'amazon-location' ? amazonLocation() : Promise.resolve(null);
  return provider;
};

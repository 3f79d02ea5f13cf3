// A contractor's own calculator (their public page /c/{slug} and its embed): their rates price the fence and
// the homeowner's lead goes to them alone, through the public routes named by their page's address. Without
// one, the quote flow (/quote, /homeowner/quote) prices with whoever serves the ZIP code.

export interface CalculatorContractor {
  /** The page's current address. */
  slug: string;
  businessName: string;
}

/** The public route of an estimate or a lead: the contractor's own, or the one matching the ZIP code. */
export const publicQuotePath = (what: 'estimate' | 'leads', contractor?: CalculatorContractor): string =>
  contractor ? `/api/public/contractors/${encodeURIComponent(contractor.slug)}/${what}` : `/api/${what}`;

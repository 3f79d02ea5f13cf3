// Where the homeowner calculator sends its estimate and lead: the routes matching the ZIP code on /quote and
// /homeowner/quote, the contractor's own routes on their public page and its embed.
import { describe, expect, it } from 'vitest';
import { publicQuotePath } from '#frontend/features/quotes/calculator-contractor';

describe('the calculator’s routes', () => {
  it('are the ZIP-matched ones without a contractor', () => {
    expect(publicQuotePath('estimate')).toBe('/api/estimate');
    expect(publicQuotePath('leads')).toBe('/api/leads');
  });

  it("are the contractor's own on their page", () => {
    const contractor = { slug: 'oak-iron-fence', businessName: 'Oak & Iron Fence' };
    expect(publicQuotePath('estimate', contractor)).toBe('/api/public/contractors/oak-iron-fence/estimate');
    expect(publicQuotePath('leads', contractor)).toBe('/api/public/contractors/oak-iron-fence/leads');
  });
});

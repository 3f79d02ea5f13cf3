import { describe, expect, it } from 'vitest';
import { customerSections } from '#domain/customer-quote';
import type { Estimate, EstimateLine } from '#domain/pricing/estimate';

const line = (key: string, category: EstimateLine['category'], amount: number): EstimateLine => ({
  key,
  category,
  label: key,
  quantity: 1,
  unit: 'job',
  unitPrice: amount,
  amount,
});

const estimate = {
  lines: [
    line('fence', 'materials', 1000.1),
    line('posts', 'materials', 200.2),
    line('laborFence', 'labor', 500),
    line('removal', 'labor', 300),
    line('tax', 'tax', 99.99),
  ],
} as Estimate;

const subtotalCents = (sections: ReturnType<typeof customerSections>) =>
  sections.reduce((sum, section) => sum + Math.round(section.subtotal * 100), 0);

describe('the customer’s view of the price', () => {
  it('itemises every line when the contractor shows the breakdown', () => {
    const sections = customerSections(estimate, {
      showMaterialsBreakdown: true,
      showRemovalSeparately: false,
    });
    expect(sections.map((section) => [section.key, section.subtotal, section.lines.length])).toEqual([
      ['materials', 1200.3, 2],
      ['labor', 800, 2],
      ['tax', 99.99, 1],
    ]);
  });

  it('shows subtotals only, and removal on its own line, when the contractor says so', () => {
    const sections = customerSections(estimate, {
      showMaterialsBreakdown: false,
      showRemovalSeparately: true,
    });
    expect(sections.map((section) => [section.key, section.subtotal, section.lines.length])).toEqual([
      ['materials', 1200.3, 0],
      ['labor', 500, 0],
      ['removal', 300, 0],
      ['tax', 99.99, 1],
    ]);
    expect(subtotalCents(sections)).toBe(210029);
  });
});

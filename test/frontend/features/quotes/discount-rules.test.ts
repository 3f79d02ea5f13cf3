// A rep's discount beyond the owner's limit: what holds a quote back from being texted or marked sent (and
// which reason each role reads), when the builder warns a rep that saving sends it for approval, and how
// the percent reads in each language.
import { describe, expect, it } from 'vitest';
import { discountPercentOf } from '#domain/pricing/discount';
import {
  discountNeedsReview,
  formatDiscountPercent,
  sendingBlockOf,
} from '#frontend/features/quotes/discount-rules';

describe('sending a quote with a discount under review', () => {
  it('is held while the owner has not approved: the owner is asked to answer, anyone else waits', () => {
    expect(sendingBlockOf({ review: 'pending' }, 'owner')).toBe('approveFirst');
    expect(sendingBlockOf({ review: 'pending' }, 'rep')).toBe('waiting');
  });

  it('is held once the owner rejected it, until the discount changes', () => {
    expect(sendingBlockOf({ review: 'rejected' }, 'rep')).toBe('rejected');
    expect(sendingBlockOf({ review: 'rejected' }, 'owner')).toBe('rejected');
  });

  it('goes ahead when approved or when no review was needed', () => {
    expect(sendingBlockOf({ review: 'approved' }, 'rep')).toBeNull();
    expect(sendingBlockOf({ review: null }, 'rep')).toBeNull();
  });
});

describe('the builder’s warning', () => {
  it('tells a rep past the limit, never at it or under it', () => {
    expect(discountNeedsReview({ role: 'rep', percent: 12.5, limitPercent: 10 })).toBe(true);
    expect(discountNeedsReview({ role: 'rep', percent: 10, limitPercent: 10 })).toBe(false);
    expect(discountNeedsReview({ role: 'rep', percent: 0, limitPercent: 0 })).toBe(false);
  });

  it('never tells an owner, who discounts freely, nor a rep whose limit is not known yet', () => {
    expect(discountNeedsReview({ role: 'owner', percent: 40, limitPercent: 10 })).toBe(false);
    expect(discountNeedsReview({ role: 'rep', percent: 40, limitPercent: undefined })).toBe(false);
  });

  it('stays quiet within a discount the owner already approved on this quote, not past it', () => {
    const saved = { percent: 20, review: 'approved' as const };
    expect(discountNeedsReview({ role: 'rep', percent: 18, limitPercent: 10, saved })).toBe(false);
    expect(discountNeedsReview({ role: 'rep', percent: 22, limitPercent: 10, saved })).toBe(true);
    const rejected = { percent: 20, review: 'rejected' as const };
    expect(discountNeedsReview({ role: 'rep', percent: 18, limitPercent: 10, saved: rejected })).toBe(true);
  });

  it('measures the discount as the server does: adjustments taken off, of the price before them', () => {
    const line = (category: 'materials' | 'adjustment' | 'tax', amount: number) => ({
      key: `${category}-${amount}`,
      category,
      label: category,
      quantity: 1,
      unit: 'job' as const,
      unitPrice: amount,
      amount,
    });
    const percent = discountPercentOf({
      lines: [line('materials', 2000), line('adjustment', -300), line('tax', 120)],
    });
    expect(percent).toBe(15);
    expect(discountNeedsReview({ role: 'rep', percent, limitPercent: 10 })).toBe(true);
  });
});

describe('a discount percent', () => {
  it('reads with one decimal at most, as the page’s locale writes numbers (es-MX: a decimal point too)', () => {
    expect(formatDiscountPercent(16.66, 'en')).toBe('16.7');
    expect(formatDiscountPercent(16.7, 'es')).toBe('16.7');
    expect(formatDiscountPercent(10, 'en')).toBe('10');
  });
});

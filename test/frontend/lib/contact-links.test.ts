// The contractor's contact details on the customer quote as links a phone can act on.
import { describe, expect, it } from 'vitest';
import { phoneHref, websiteHref, websiteLabel } from '#frontend/lib/contact-links';

describe('contact links on the customer quote', () => {
  it('calls a valid US number in E.164 form', () => {
    expect(phoneHref('555-123-4567')).toBe('tel:+15551234567');
    expect(phoneHref('(555) 123 4567')).toBe('tel:+15551234567');
  });

  it('still dials the digits of a number that is not 10 digits', () => {
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:442079460958');
  });

  it('gives a bare website a scheme, and keeps one that has it', () => {
    expect(websiteHref('acmefence.com')).toBe('https://acmefence.com');
    expect(websiteHref('http://acmefence.com/')).toBe('http://acmefence.com/');
    expect(websiteHref('HTTPS://acmefence.com')).toBe('HTTPS://acmefence.com');
  });

  it('shows a website without scheme or trailing slash', () => {
    expect(websiteLabel('https://www.acmefence.com/')).toBe('www.acmefence.com');
    expect(websiteLabel('acmefence.com')).toBe('acmefence.com');
  });
});

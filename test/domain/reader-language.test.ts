// Texts Picket wrote (default milestone names, the default tagline) read in the reader's language; typed ones stay.
import { describe, expect, it } from 'vitest';
import { contractorDefaults } from '#domain/contractor-defaults';
import { taglineIn } from '#domain/default-texts';
import { milestoneNameIn } from '#domain/milestone-names';

describe('milestoneNameIn', () => {
  it('reads a default name, stored in either language, in the reader’s', () => {
    expect(milestoneNameIn('Deposit', 'es')).toBe('Anticipo');
    expect(milestoneNameIn('Anticipo', 'en')).toBe('Deposit');
    expect(milestoneNameIn('Final payment', 'es')).not.toBe('Final payment');
    expect(milestoneNameIn('Deposit', 'en')).toBe('Deposit');
  });

  it('keeps a typed name as it is', () => {
    expect(milestoneNameIn('Gate hardware', 'es')).toBe('Gate hardware');
  });
});

describe('taglineIn', () => {
  it('reads Picket’s default tagline in the reader’s language and keeps a typed one', () => {
    expect(taglineIn(contractorDefaults.branding.tagline, 'es')).toBe(
      'Instalación y servicios profesionales de cercas',
    );
    expect(taglineIn('Instalación y servicios profesionales de cercas', 'en')).toBe(
      contractorDefaults.branding.tagline,
    );
    expect(taglineIn('Since 1990', 'es')).toBe('Since 1990');
  });
});

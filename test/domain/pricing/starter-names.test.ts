// The starter catalog's names read in the reader's language: every style, cap and hardware name it gives has
// a catalogue key whose English text is that very name, and a Spanish one.
import { describe, expect, it } from 'vitest';
import { english } from '#domain/i18n/english';
import { spanish } from '#domain/i18n/spanish';
import { starterCatalog } from '#domain/pricing/starter-catalog';
import { knownStarterNames, starterNameKey } from '#domain/pricing/starter-names';

const catalogNames = [
  ...starterCatalog.styles.map((style) => style.styleName),
  ...starterCatalog.postCaps.map((cap) => cap.name),
  ...starterCatalog.hardwareItems.map((item) => item.name),
];

describe('starter catalog names', () => {
  it('each have a key whose English text is the name and whose Spanish text differs', () => {
    for (const name of catalogNames) {
      const key = starterNameKey(name);
      expect(key, name).toBeDefined();
      if (!key) continue;
      expect(english[key]).toBe(name);
      expect(spanish[key]).not.toBe(name);
    }
    expect(new Set(knownStarterNames())).toEqual(new Set(catalogNames));
  });

  it('leave any other text alone', () => {
    expect(starterNameKey('Vinyl privacy')).toBeUndefined();
    expect(starterNameKey('Smith backyard special')).toBeUndefined();
    expect(starterNameKey('constructor')).toBeUndefined();
  });
});

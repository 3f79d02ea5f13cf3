// The names the starter catalog (./starter-catalog.ts) gives its styles, post caps and hardware, as catalogue
// keys. A quote line still named as the starter catalog named it reads in the reader's language ("Vinyl
// Privacy" → "Privacidad de vinilo"); a name the contractor typed, or changed, reads as typed.
import type { estimate } from '../i18n/en/estimate';

type StarterNameKey = Extract<keyof typeof estimate, `starter.${string}`>;

const starterNames = new Map<string, StarterNameKey>([
  ['Vinyl Privacy', 'starter.vinylPrivacy'],
  ['Vinyl Picket', 'starter.vinylPicket'],
  ['Cedar Dog-Ear Privacy', 'starter.cedarPrivacy'],
  ['Pressure-Treated Pine Privacy', 'starter.pressureTreatedPrivacy'],
  ['Galvanized Chain Link', 'starter.chainLinkGalvanized'],
  ['Black Aluminum Flat-Top', 'starter.aluminumFlatTop'],
  ['Vinyl New England Cap', 'starter.vinylNewEnglandCap'],
  ['Vinyl Pyramid Cap', 'starter.vinylPyramidCap'],
  ['Solar LED Post Cap', 'starter.solarLedCap'],
  ['Wood Pyramid Cap', 'starter.woodPyramidCap'],
  ['Copper Post Cap', 'starter.copperCap'],
  ['Aluminum Ball Cap', 'starter.aluminumBallCap'],
  ['Chain Link Dome Cap', 'starter.chainLinkDomeCap'],
  ['Vinyl Gate Hinge Set', 'starter.vinylHingeSet'],
  ['Vinyl Two-Way Latch', 'starter.vinylLatch'],
  ['Heavy Strap Hinge Set', 'starter.strapHingeSet'],
  ['Thumb Latch', 'starter.thumbLatch'],
  ['Gravity Latch', 'starter.gravityLatch'],
  ['Chain Link Gate Hinge Set', 'starter.chainLinkHingeSet'],
  ['Chain Link Fork Latch', 'starter.chainLinkForkLatch'],
  ['Self-Closing Hinge Set', 'starter.selfClosingHingeSet'],
  ['Pool Code Gate Latch', 'starter.poolLatch'],
  ['Magnetic Safety Latch', 'starter.magneticLatch'],
  ['Drop Rod (Double Gates)', 'starter.dropRod'],
  ['Keyed Gate Lock', 'starter.keyedLock'],
]);

/** The catalogue key of a starter catalog name, or undefined for any other text. */
export const starterNameKey = (name: string): StarterNameKey | undefined => starterNames.get(name);

/** Every starter name the map knows (for the test that keeps it whole). */
export const knownStarterNames = (): string[] => [...starterNames.keys()];

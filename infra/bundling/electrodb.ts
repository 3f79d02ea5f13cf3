// Stands in for `electrodb` in Lambda bundles: the package's index also loads its `Service` (about 20 kB
// minified, with the conversions), which only tests and scripts build (store/service.ts, by the boundary rule).
// These are the parts Lambda code uses, taken from the package's own modules (`electrodb-src` is the package's
// folder, see lambda-bundling.ts); a Lambda importing anything else from `electrodb` fails its build.
export { Entity } from 'electrodb-src/src/entity';
export { CustomAttributeType } from 'electrodb-src/src/schema';
export { createWriteTransaction } from 'electrodb-src/src/transaction';

// The ElectroDB modules infra/bundling/electrodb.ts re-exports, typed as the package's index types them.
declare module 'electrodb-src/src/entity' {
  export { Entity } from 'electrodb';
}
declare module 'electrodb-src/src/schema' {
  export { CustomAttributeType } from 'electrodb';
}
declare module 'electrodb-src/src/transaction' {
  export { createWriteTransaction } from 'electrodb';
}

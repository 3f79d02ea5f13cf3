// Key templates shared by entities, and the builders their index keys are written with. Tenant-owned items
// start with the contractor id, so one contractor's data is one partition prefix and no query can wander
// into another contractor's items.
import type { IndexName } from './table';

/**
 * One key of an index: `template` filled from the `composite` attributes. Written exactly as the template
 * says (ElectroDB lower-cases keys unless told otherwise), so stored keys read back the same.
 */
export const key = <const Composite extends readonly string[]>(
  field: string,
  composite: Composite,
  template: string,
) => ({ field, composite, template, casing: 'none' }) as const;

/** The main-table partition of a tenant-owned item: its contractor's, `C#<contractorId>`. */
export const tenantPartition = () => key('pk', ['contractorId'], 'C#${contractorId}');

/**
 * A list of a contractor's records, newest first, on a global index: the partition the caller names (the
 * list, e.g. `C#<c>#JOBS`) sorted by `<createdAt>#<id>`.
 */
export const newestFirst = <const Partition extends readonly string[], const Id extends string>(
  index: IndexName,
  partition: Partition,
  partitionTemplate: string,
  id: Id,
) => ({
  index,
  pk: key(`${index}pk`, partition, partitionTemplate),
  sk: key(`${index}sk`, ['createdAt', id], `\${createdAt}#\${${id}}`),
});

/**
 * One customer's records on gsi3, newest first: `C#<contractorId>#CUST#<homeownerId>` sorted by
 * `<at>#<KIND>#<id>` (`at` is when the record happened: `createdAt`, a payment's `recordedAt`). Sparse: only
 * records linked to a customer are written there.
 */
export const ofCustomer = <const Id extends string, const At extends string = 'createdAt'>(
  kind: string,
  id: Id,
  at: At = 'createdAt' as At,
) => ({
  index: 'gsi3' as const,
  condition: (attributes: { homeownerId?: string | undefined }) => Boolean(attributes.homeownerId),
  pk: key('gsi3pk', ['contractorId', 'homeownerId'], 'C#${contractorId}#CUST#${homeownerId}'),
  sk: key('gsi3sk', [at, id], `\${${at}}#${kind}#\${${id}}`),
});

/**
 * The records of a kind assigned to one person on gsi4, newest first: `C#<contractorId>#U#<assignedTo>#<KIND>`
 * sorted by `<createdAt>#<id>` — "My quotes", a crew member's jobs. Sparse: a record assigned to nobody
 * (`assignedTo` '') has no gsi4 keys. ElectroDB wants every composite of a conditional index in a write that
 * sets one of them: a create always carries `assignedTo` (the attribute defaults to ''), and a write that changes it
 * passes `createdAt` with `.composite`.
 */
export const ofPerson = <const Id extends string>(kind: string, id: Id) => ({
  index: 'gsi4' as const,
  condition: (attributes: { assignedTo?: string | undefined }) => Boolean(attributes.assignedTo),
  pk: key('gsi4pk', ['contractorId', 'assignedTo'], `C#\${contractorId}#U#\${assignedTo}#${kind}`),
  sk: key('gsi4sk', ['createdAt', id], `\${createdAt}#\${${id}}`),
});

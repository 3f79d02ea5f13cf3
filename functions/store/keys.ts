// Key templates shared by entities. Tenant-owned items start with the contractor id, so one contractor's
// data is one partition prefix and no query can wander into another contractor's items.
export const tenantPk = 'C#${contractorId}';

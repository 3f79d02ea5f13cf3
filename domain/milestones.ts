// Payment milestone and payment vocabularies (SPEC §4): one list each, shared by the schemas, the store
// and the screens.
export const milestoneTypes = [
  'deposit',
  'materials_delivered',
  'final_payment',
  'finance_labor',
  'custom',
] as const;
export type MilestoneType = (typeof milestoneTypes)[number];

export const milestoneStatuses = ['pending', 'invoiced', 'paid'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export const paymentMethods = ['cash', 'check', 'card', 'finance'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

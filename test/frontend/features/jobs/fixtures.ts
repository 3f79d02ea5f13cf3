// Test data for the job page helpers: a milestone shaped as GET /api/jobs/{id} returns it.
import type { Milestone } from '#frontend/features/jobs/api/get-job';

export const milestone = (overrides: Partial<Milestone> = {}): Milestone => ({
  id: 'm1',
  name: 'Deposit',
  description: '',
  percentage: 50,
  amount: 1000,
  paidAmount: 0,
  status: 'pending',
  dueDate: null,
  paidDate: null,
  sequenceOrder: 0,
  milestoneType: 'deposit',
  isDeposit: true,
  reminderSent: false,
  lastReminderDate: null,
  ...overrides,
});

// GET /api/jobs/{id}: one job with its payment milestones, payments, progress notes and completion
// photos (docs/api.md "Jobs and getting paid"). Every job write answers with the whole job, which
// replaces this cached one (see store-job.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobStatus, JobType } from '#domain/job-status';
import { apiGet } from '#frontend/lib/api-client';
import { ApiError } from '#frontend/lib/api-error';
import { allJobsKey, type JobSummary } from './get-jobs';

export const milestoneStatuses = ['pending', 'invoiced', 'paid'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export const milestoneTypes = [
  'deposit',
  'materials_delivered',
  'final_payment',
  'finance_labor',
  'custom',
] as const;
export type MilestoneType = (typeof milestoneTypes)[number];

export const paymentMethods = ['cash', 'check', 'card', 'finance'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface Milestone {
  id: string;
  name: string;
  description: string;
  percentage: number;
  /** Dollars. */
  amount: number;
  paidAmount: number;
  status: MilestoneStatus;
  dueDate: string | null;
  paidDate: string | null;
  sequenceOrder: number;
  milestoneType: MilestoneType;
  isDeposit: boolean;
  reminderSent: boolean;
  lastReminderDate: string | null;
}

export interface Payment {
  id: string;
  milestoneId: string;
  paymentType: 'job_deposit' | 'milestone' | 'final';
  amount: number;
  paymentMethod: PaymentMethod;
  paymentDate: string;
  checkNumber: string;
  notes: string;
  recordedBy: string;
  recordedAt: string;
}

export interface ProgressNote {
  id: string;
  note: string;
  timestamp: string;
  author: string;
  stage: string;
}

export interface CompletionPhoto {
  id: string;
  url: string;
  description: string;
  timestamp: string;
  stage: string;
}

export interface Job extends JobSummary {
  version: number;
  quoteId: string | null;
  quoteNumber: number | null;
  customerId: string | null;
  customerPhone: string;
  customerEmail: string;
  jobType: JobType;
  /** HH:MM, or null for an anytime job. */
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  isAnytime: boolean;
  assignedTo: { id: string; name: string } | null;
  /** #rrggbb */
  calendarColor: string;
  visitInstructions: string;
  notes: string;
  completedDate: string | null;
  paymentStructure: 'two_payment' | 'three_payment' | 'finance' | 'custom';
  depositAmount: number;
  depositPaid: boolean;
  depositPaidDate: string | null;
  /** The moves domain/job-status.ts allows from the current status. */
  allowedStatuses: JobStatus[];
  milestones: Milestone[];
  payments: Payment[];
  progressNotes: ProgressNote[];
  completionPhotos: CompletionPhoto[];
  updatedAt: string;
}

export const jobQueryKey = (id: string) => [...allJobsKey, id] as const;

export const getJob = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Job> =>
  apiGet<Job>(`/api/jobs/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => getJob(id, { signal }),
    // A missing job stays missing; asking again only delays the page that says so.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });

export const useJob = (id: string) => useQuery(jobQueryOptions(id));

// Job: the work a won quote (or the Create New Job dialog) becomes (SPEC §3). Money in cents; the
// payment schedule lives in Milestone items and payments in Payment items under the same partition.
// `version` guards concurrent edits; `paidCents` is kept in the payment's transaction.

import { Entity } from 'electrodb';
import { jobStatuses, jobTypes } from '#domain/job-status';
import { fenceMaterialIds } from '#domain/pricing/materials';
import { jobPaymentStructures, quoteSources } from '#domain/vocabularies';
import { creationTime, lastWriteTime, sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key, newestFirst, ofCustomer, ofPerson, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

const progressNote = {
  type: 'map',
  properties: {
    id: { type: 'string', required: true },
    note: { type: 'string', required: true },
    timestamp: { type: 'string', required: true },
    author: { type: 'string', required: true },
    stage: { type: 'string' },
  },
} as const;

const completionPhoto = {
  type: 'map',
  properties: {
    id: { type: 'string', required: true },
    /** The storage key; the API answers a short-lived URL to it. */
    key: { type: 'string', required: true },
    description: { type: 'string' },
    timestamp: { type: 'string', required: true },
    stage: { type: 'string' },
  },
} as const;

export const Job = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'job', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          jobId: { type: 'string', required: true, readOnly: true },
          jobNumber: { type: 'string', required: true, readOnly: true },
          version: { type: 'number', required: true, default: 1 },
          name: { type: 'string', required: true },
          status: { type: jobStatuses, required: true, default: 'scheduled' },
          jobType: { type: jobTypes, required: true, default: 'installation' },
          quoteId: { type: 'string', readOnly: true },
          quoteNumber: { type: 'number', readOnly: true },
          /** The customer it is for; '' when none (a lead, or made before quotes were linked to customers). */
          homeownerId: { type: 'string', default: '' },
          /** Sealed copies of the customer's name, phone and email (reminders read them without the customer). */
          customerName: sealedCopy,
          /** The job site: street sealed (functions/core/crypto/site-address.ts), city and state readable. */
          siteStreetEnc: { type: 'string', default: '' },
          siteCity: { type: 'string', default: '' },
          siteState: { type: 'string', default: '' },
          /** The site's ZIP: the quote's pricing ZIP when the job came from a quote. */
          siteZip: { type: 'string', default: '' },
          customerPhone: sealedCopy,
          customerEmail: sealedCopy,
          language: { type: ['en', 'es'] as const, default: 'en' },
          scheduledDate: { type: 'string' },
          scheduledStartTime: { type: 'string' },
          scheduledEndTime: { type: 'string' },
          isAnytime: { type: 'boolean', default: true },
          /** '' when nobody is (the person index's condition leaves the job out). */
          assignedTo: { type: 'string', default: '' },
          /** SPEC §9: jobs are green on the calendar unless the contractor picks another colour. */
          calendarColor: { type: 'string', default: '#22c55e' },
          visitInstructions: { type: 'string', default: '' },
          notes: { type: 'string', default: '' },
          totalCents: { type: 'number', required: true, default: 0 },
          paidCents: { type: 'number', required: true, default: 0 },
          depositCents: { type: 'number', default: 0 },
          depositPaid: { type: 'boolean', default: false },
          depositPaidDate: { type: 'string' },
          paymentStructure: {
            type: jobPaymentStructures,
            default: 'custom',
          },
          isFinanced: { type: 'boolean', default: false },
          /** The calendar event made with the job (Create New Job dialog). */
          calendarEventId: { type: 'string' },
          progressNotes: { type: 'list', items: progressNote, default: () => [] },
          completionPhotos: { type: 'list', items: completionPhoto, default: () => [] },
          completedDate: { type: 'string' },
          createdByUserId: { type: 'string' },
          /** For the reports: who sold it (its quote's seller, or who made it), where its quote came from (a job
           * made by hand is the contractor's), the quote's fence material and when the quote was approved. */
          soldBy: { type: 'string', readOnly: true },
          source: { type: quoteSources, readOnly: true },
          fenceType: { type: fenceMaterialIds, readOnly: true },
          approvedAt: { type: 'string', readOnly: true },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // One job of a contractor.
          byId: { pk: tenantPartition(), sk: key('sk', ['jobId'], 'JOB#${jobId}') },
          // A contractor's jobs, newest first.
          byCreated: newestFirst('gsi1', ['contractorId'], 'C#${contractorId}#JOBS', 'jobId'),
          // One customer's jobs, newest first (only those linked to a customer).
          byCustomer: ofCustomer('JOB', 'jobId'),
          // The jobs assigned to one person (a crew's), newest first.
          byPerson: ofPerson('JOBS', 'jobId'),
          // A contractor's jobs in one status, newest first.
          byStatus: newestFirst(
            'gsi2',
            ['contractorId', 'status'],
            'C#${contractorId}#JOBS#${status}',
            'jobId',
          ),
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

/** One job per quote: converting twice finds this item already there. */
export const QuoteJob = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'quoteJob', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string', required: true, readOnly: true },
          jobId: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          // The job a quote became.
          byQuote: { pk: tenantPartition(), sk: key('sk', ['quoteId'], 'QUOTEJOB#${quoteId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

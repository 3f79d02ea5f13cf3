// Payment: money received against a job's milestone (SPEC §3), written in one transaction with the
// milestone's paid amount and the job's totals.

import { Entity } from 'electrodb';
import { paymentMethods } from '#domain/milestones';
import { paymentTypes } from '#domain/vocabularies';
import { documentClient } from '../client';
import { key, ofCustomer, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Payment = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'payment', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          jobId: { type: 'string', required: true, readOnly: true },
          paymentId: { type: 'string', required: true, readOnly: true },
          milestoneId: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string', readOnly: true },
          paymentType: {
            type: paymentTypes,
            required: true,
            readOnly: true,
          },
          amountCents: { type: 'number', required: true, readOnly: true },
          paymentMethod: { type: paymentMethods, required: true, readOnly: true },
          paymentDate: { type: 'string', required: true, readOnly: true },
          checkNumber: { type: 'string', default: '' },
          notes: { type: 'string', default: '' },
          recordedBy: { type: 'string', required: true, readOnly: true },
          recordedAt: { type: 'string', required: true, readOnly: true },
          /** The job's customer ('' when the job has none): the payment shows on their timeline. */
          homeownerId: { type: 'string', default: '', readOnly: true },
        },
        indexes: {
          // The payments of one job, in the order they were recorded.
          byJob: {
            pk: tenantPartition(),
            sk: key(
              'sk',
              ['jobId', 'recordedAt', 'paymentId'],
              'JOB#${jobId}#PAY#${recordedAt}#${paymentId}',
            ),
          },
          // A contractor's payments by when they were recorded (the reports' exports read a period of them).
          byRecorded: {
            index: 'gsi1',
            pk: key('gsi1pk', ['contractorId'], 'C#${contractorId}#PAYMENTS'),
            sk: key('gsi1sk', ['recordedAt', 'paymentId'], '${recordedAt}#${paymentId}'),
          },
          // One customer's payments, newest first (only those of jobs linked to a customer).
          byCustomer: ofCustomer('PAYMENT', 'paymentId', 'recordedAt'),
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

// Texting consent, per contractor and phone number, keyed by a blind token of the number (never the number):
// whether the number opted out (STOP) and when, and when the contractor first texted it (the first text
// says how to opt out) and in which language it was last texted. PhoneLastTexter remembers, per number, which contractor texted it last: a STOP
// arriving at the shared sending number is that contractor's, and any other reply joins that text in their SMS
// log.
import { Entity } from 'electrodb';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const TextConsent = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'textConsent', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          phoneToken: { type: 'string', required: true, readOnly: true },
          optedOut: { type: 'boolean' },
          optedOutAt: { type: 'string' },
          optedInAt: { type: 'string' },
          firstTextedAt: { type: 'string' },
          /** The language of the last text to the number: answers to its replies are in it. */
          language: { type: ['en', 'es'] as const },
        },
        indexes: {
          byPhone: { pk: tenantPartition(), sk: key('sk', ['phoneToken'], 'TEXTING#${phoneToken}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const PhoneLastTexter = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'phoneLastTexter', version: '1', service: 'picket' },
        attributes: {
          phoneToken: { type: 'string', required: true, readOnly: true },
          contractorId: { type: 'string', required: true },
          at: { type: 'string', required: true },
          /** What that last text was about (its SMS log row's purpose, subject, customer and job): a reply joins it. */
          purpose: { type: 'string' },
          subjectId: { type: 'string' },
          homeownerId: { type: 'string' },
          jobId: { type: 'string' },
        },
        indexes: {
          byPhone: { pk: key('pk', ['phoneToken'], 'PHONE#${phoneToken}'), sk: key('sk', [], 'LASTTEXTER') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

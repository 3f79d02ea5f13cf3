// What a contractor's public page shows, one item per entry so each list is one Query and an edit writes one
// item: Testimonial (a customer's words and rating, shown or hidden) and Faq (a question and its answer in
// English and Spanish). `position` is the entry's place in the contractor's order, from 0. A testimonial's
// name and town are what the contractor chose to publish (often "Maria G., Oak Park"), not a customer's
// contact details, so they are stored as written.
import { CustomAttributeType, Entity } from 'electrodb';
import { creationTime, lastWriteTime } from '../attributes';
import { documentClient } from '../client';
import { key, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export interface InBothLanguages {
  en: string;
  es: string;
}

export const Testimonial = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'testimonial', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          testimonialId: { type: 'string', required: true, readOnly: true },
          customerName: { type: 'string', required: true },
          town: { type: 'string', default: '' },
          rating: { type: 'number', required: true },
          text: { type: 'string', required: true },
          /** YYYY-MM-DD: when the customer said it. */
          date: { type: 'string', required: true },
          shown: { type: 'boolean', default: true },
          position: { type: 'number', required: true },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          byContractor: {
            pk: tenantPartition(),
            sk: key('sk', ['testimonialId'], 'TESTIMONIAL#${testimonialId}'),
          },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

export const Faq = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'faq', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          faqId: { type: 'string', required: true, readOnly: true },
          question: { type: CustomAttributeType<InBothLanguages>('any'), required: true },
          answer: { type: CustomAttributeType<InBothLanguages>('any'), required: true },
          position: { type: 'number', required: true },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          byContractor: { pk: tenantPartition(), sk: key('sk', ['faqId'], 'FAQ#${faqId}') },
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

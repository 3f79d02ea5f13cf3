// Quote: one priced fence for one contractor. The server prices it from `input` with the contractor's
// settings at save time and keeps those settings in `pricingSnapshot`, so later rate changes never
// alter a saved quote. `version` guards concurrent edits (optimistic concurrency).

import { CustomAttributeType, Entity } from 'electrodb';
import { calculationMethods } from '#domain/pricing/calculation-methods';
import type { Estimate } from '#domain/pricing/estimate';
import { fenceMaterialIds } from '#domain/pricing/materials';
import type { EstimateRequest } from '#domain/pricing/schemas';
import type { EstimatorSettings } from '#domain/pricing/settings';
import { quoteStatuses } from '#domain/quote-status';
import { approvalMethods, discountReviewStates, quoteSources } from '#domain/vocabularies';
import { creationTime, lastWriteTime, optionalSealedCopy, sealedCopy } from '../attributes';
import { documentClient } from '../client';
import { key, newestFirst, ofCustomer, ofPerson, tenantPartition } from '../keys';
import { lazyEntity } from '../lazy-entity';
import { tableName } from '../table';

export const Quote = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'quote', version: '1', service: 'picket' },
        attributes: {
          contractorId: { type: 'string', required: true, readOnly: true },
          quoteId: { type: 'string', required: true, readOnly: true },
          quoteNumber: { type: 'number', required: true, readOnly: true },
          version: { type: 'number', required: true, default: 1 },
          status: { type: quoteStatuses, required: true, default: 'sent' },
          source: { type: quoteSources, required: true, default: 'contractor' },
          /** The customer it is for; '' when none (a lead, or made before quotes were linked to customers). */
          homeownerId: { type: 'string', default: '' },
          /** A homeowner lead asked for the quote by text message; the texting feature sends it. */
          textRequested: { type: 'boolean', default: false },
          /** When the quote first reached these statuses (SPEC §3 Quote). */
          sentAt: { type: 'string' },
          approvedAt: { type: 'string' },
          convertedToJobAt: { type: 'string' },
          /** The texted short link's code (functions/core/sharing/short-links.ts); one per quote, kept on resends. */
          shortCode: { type: 'string' },
          /** When the customer first opened the customer view. */
          viewedAt: { type: 'string' },
          /** The customer's typed name (their signature, sealed) and how they approved. */
          approvedBy: optionalSealedCopy,
          approvalMethod: { type: approvalMethods },
          /** The total the customer signed for, in cents. */
          approvedTotalCents: { type: 'number' },
          /** Why the customer declined (status lost). */
          declineReason: { type: 'string' },
          /** The discount its adjustments give, in percent (domain/pricing/discount.ts). */
          discountPercent: { type: 'number', default: 0 },
          /** A rep's discount beyond the owner's limit: pending until the owner approves or rejects it. */
          discountReview: { type: discountReviewStates, default: '' },
          /** The deepest discount the owner approved; a later edit up to it needs no new approval. */
          discountApprovedPercent: { type: 'number' },
          discountReviewedBy: { type: 'string' },
          discountReviewedAt: { type: 'string' },
          discountReviewNote: { type: 'string' },
          /** Who it is for, as on the quote (sealed copies: the customer record is read by homeownerId). */
          customerName: sealedCopy,
          phone: sealedCopy,
          email: sealedCopy,
          jobTitle: { type: 'string', default: '' },
          language: { type: ['en', 'es'] as const, default: 'en' },
          zipCode: { type: 'string', required: true },
          /** The job site: street sealed (functions/core/crypto/site-address.ts), city and state readable. */
          siteStreetEnc: { type: 'string', default: '' },
          siteCity: { type: 'string', default: '' },
          siteState: { type: 'string', default: '' },
          fenceType: { type: fenceMaterialIds, required: true },
          linearFeet: { type: 'number', required: true },
          gates: { type: 'number', required: true },
          /** The validated estimate request the price was computed from. */
          input: { type: CustomAttributeType<EstimateRequest>('any'), required: true },
          /** The pricing settings and catalog in force when it was priced. */
          pricingSnapshot: { type: CustomAttributeType<EstimatorSettings>('any'), required: true },
          /** The estimator's output (takeoff, lines, totals in dollars). */
          estimate: { type: CustomAttributeType<Estimate>('any'), required: true },
          totalCostCents: { type: 'number', required: true },
          diagramSvg: { type: 'string', default: '' },
          /** Blind-index tokens written for its number and customer name (functions/core/quotes/quote-search.ts). */
          searchTokens: { type: 'list', items: { type: 'string' }, default: () => [] },
          calculationMethod: { type: calculationMethods, default: 'auto' },
          createdByUserId: { type: 'string' },
          /** Who sells it (a user of the contractor; unset for a homeowner's lead nobody has taken). */
          assignedTo: { type: 'string', default: '' },
          createdAt: creationTime,
          updatedAt: lastWriteTime,
        },
        indexes: {
          // One quote of a contractor.
          byId: { pk: tenantPartition(), sk: key('sk', ['quoteId'], 'QUOTE#${quoteId}') },
          // A contractor's quotes, newest first.
          byCreated: newestFirst('gsi1', ['contractorId'], 'C#${contractorId}#QUOTES', 'quoteId'),
          // One customer's quotes, newest first (only those linked to a customer).
          byCustomer: ofCustomer('QUOTE', 'quoteId'),
          // One person's quotes, newest first ("My quotes").
          byPerson: ofPerson('QUOTES', 'quoteId'),
          // A contractor's quotes in one status, newest first.
          byStatus: newestFirst(
            'gsi2',
            ['contractorId', 'status'],
            'C#${contractorId}#QUOTES#${status}',
            'quoteId',
          ),
        },
      },
      { client: documentClient, table: tableName() },
    ),
);

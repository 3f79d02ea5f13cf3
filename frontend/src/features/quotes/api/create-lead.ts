// POST /api/leads (public): the homeowner's name and phone with their quote become a lead for the
// contractor serving the ZIP. One idempotency key per shown result makes a double submit harmless.
import { useMutation } from '@tanstack/react-query';
import type { EstimateRequestInput } from '#domain/pricing/schemas';
import { apiPost, type JsonValue } from '#frontend/lib/api-client';

export interface LeadInput {
  request: EstimateRequestInput;
  name: string;
  phone: string;
  email?: string;
  language: 'en' | 'es';
  idempotencyKey: string;
  /** The homeowner asked for the quote by text message. */
  textRequested: boolean;
}

export interface CapturedLead {
  leadId: string;
  /** The contractor serving the ZIP, or null when one is still to be matched. */
  contractorName: string | null;
  /** What became of the requested text (docs/api.md): `not_sent` when nobody serves the ZIP yet or a
   * limit was reached (and when no text was asked for). Absent from older servers. */
  text?: LeadTextOutcome;
}

export type LeadTextOutcome = 'sent' | 'failed' | 'not_sent';

export const createLead = (lead: LeadInput): Promise<CapturedLead> =>
  apiPost<CapturedLead>('/api/leads', lead as unknown as JsonValue);

export const useCreateLead = () => useMutation({ mutationFn: createLead });

// POST /api/leads (public): the homeowner's name and phone with their quote become a lead for the
// contractor serving the ZIP. One idempotency key per shown result makes a double submit harmless.
import { useMutation } from '@tanstack/react-query';
import type { CapturedLead, LeadInput } from '#domain/contract/quotes';
import { apiPost, type JsonValue } from '#frontend/lib/api-client';

export type { CapturedLead, LeadInput, LeadTextOutcome } from '#domain/contract/quotes';

export const createLead = (lead: LeadInput): Promise<CapturedLead> =>
  apiPost<CapturedLead>('/api/leads', lead as unknown as JsonValue);

export const useCreateLead = () => useMutation({ mutationFn: createLead });

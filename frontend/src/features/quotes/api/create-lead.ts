// POST /api/leads (public): the homeowner's name and phone with their quote become a lead for the
// contractor serving the ZIP; on a contractor's own page, POST /api/public/contractors/{slug}/leads makes it
// that contractor's lead. One idempotency key per shown result makes a double submit harmless.
import { useMutation } from '@tanstack/react-query';
import type { CapturedLead, LeadInput } from '#domain/contract/quotes';
import { apiPost, type JsonValue } from '#frontend/lib/api-client';
import { type CalculatorContractor, publicQuotePath } from '../calculator-contractor';

export type { CapturedLead, LeadInput, LeadTextOutcome } from '#domain/contract/quotes';

export const createLead = (lead: LeadInput, contractor?: CalculatorContractor): Promise<CapturedLead> =>
  apiPost<CapturedLead>(publicQuotePath('leads', contractor), lead as unknown as JsonValue);

export const useCreateLead = (contractor?: CalculatorContractor) =>
  useMutation({ mutationFn: (lead: LeadInput) => createLead(lead, contractor) });

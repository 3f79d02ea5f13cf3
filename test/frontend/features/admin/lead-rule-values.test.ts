// The lead routing rule form's pure parts: a rule as the form shows it (its contractors with their names, in
// order) and back, the ZIP box split on commas and spaces, the chosen contractors sent as their ids in the
// order chosen, an empty number box or an empty contractor list refused with the field's own message, and a
// message about one ZIP or contractor id shown under the field that holds them all.
import { describe, expect, it } from 'vitest';
import type { LeadRule } from '#domain/contract/admin';
import { translate } from '#domain/messages';
import { leadRuleInputSchema } from '#domain/schemas/lead-rule';
import { renameFieldErrors } from '#frontend/components/form/field-names';
import { schemaValidator } from '#frontend/components/form/form-errors';
import {
  leadRuleFieldOf,
  leadRuleFormValues,
  toLeadRuleRequest,
} from '#frontend/features/admin/lead-rule-values';

const rule: LeadRule = {
  id: 'lr_1',
  name: 'North side',
  priority: 2,
  zipCodes: ['60601', '60602'],
  contractors: [
    { id: 'c_a', businessName: 'A Fence' },
    { id: 'c_b', businessName: null },
  ],
  strategy: 'capacity',
  dailyCapacity: 5,
  active: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const check = schemaValidator(leadRuleInputSchema, toLeadRuleRequest);

describe('the lead routing rule form', () => {
  it('shows a rule and sends it back as it was', () => {
    const values = leadRuleFormValues(rule);
    expect(values).toMatchObject({
      zipCodes: '60601, 60602',
      contractorIds: [
        { id: 'c_a', businessName: 'A Fence' },
        { id: 'c_b', businessName: null },
      ],
      priority: '2',
    });
    expect(toLeadRuleRequest(values)).toEqual({
      name: 'North side',
      priority: 2,
      zipCodes: ['60601', '60602'],
      contractorIds: ['c_a', 'c_b'],
      strategy: 'capacity',
      dailyCapacity: 5,
      active: false,
    });
  });

  it('starts a new rule as a round robin that is on', () => {
    expect(leadRuleFormValues(null)).toMatchObject({ strategy: 'round_robin', active: true, name: '' });
  });

  it('splits the ZIP box on commas, semicolons and white space', () => {
    const request = toLeadRuleRequest({ ...leadRuleFormValues(null), zipCodes: ' 60601,60602;\n60603  ' });
    expect(request.zipCodes).toEqual(['60601', '60602', '60603']);
  });

  it('sends the chosen contractors’ ids in the order chosen', () => {
    const request = toLeadRuleRequest({
      ...leadRuleFormValues(null),
      contractorIds: [
        { id: 'c_b', businessName: 'B Fence', ownerEmail: 'b@example.com' },
        { id: 'c_a', businessName: 'A Fence' },
        { id: 'c_gone', businessName: null },
      ],
    });
    expect(request.contractorIds).toEqual(['c_b', 'c_a', 'c_gone']);
  });

  it('refuses empty boxes with the fields’ own messages, one ZIP’s under the ZIP box', () => {
    const errors = renameFieldErrors(
      check({
        value: { ...leadRuleFormValues(null), priority: ' ', zipCodes: '60601 606', contractorIds: [] },
      }),
      leadRuleFieldOf,
    );
    const shown = Object.fromEntries(
      Object.entries(errors?.fields ?? {}).map(([field, key]) => [field, translate(key, 'en')]),
    );
    expect(shown).toEqual({
      name: 'Rule name is required',
      priority: 'Priority must be a whole number from 1 to 100',
      zipCodes: 'ZIP code must be 5 digits',
      contractorIds: 'Add at least one contractor',
    });
  });

  it('names the field of a message about one ZIP or contractor', () => {
    expect(leadRuleFieldOf('contractorIds.3')).toBe('contractorIds');
    expect(leadRuleFieldOf('zipCodes.12')).toBe('zipCodes');
    expect(leadRuleFieldOf('contractorIds.0')).toBe('contractorIds');
    expect(leadRuleFieldOf('priority')).toBe('priority');
  });
});

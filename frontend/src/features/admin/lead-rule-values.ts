// The lead routing rule form's values (text boxes hold text, the ZIPs are typed in one box; the contractors
// are chosen by business name, kept with their names so the form can show them, in the order turns go round)
// and the request they make; the API's own schema then decides whether it is acceptable.
import type { LeadRoutingStrategy } from '#domain/contract/admin';
import type { LeadRule, LeadRuleRequest } from './api/lead-rules';

/** A contractor of the rule as the form shows it; `businessName` null for an id no longer known. */
export interface RuleContractor {
  id: string;
  businessName: string | null;
  /** Known for a business chosen from a search, not for one the rule already had. */
  ownerEmail?: string;
}

export interface LeadRuleFormValues {
  name: string;
  priority: string;
  zipCodes: string;
  /** The request's `contractorIds` (so the API's messages about them land here), with the businesses' names. */
  contractorIds: RuleContractor[];
  strategy: LeadRoutingStrategy;
  dailyCapacity: string;
  active: boolean;
}

export const leadRuleFieldNames = [
  'name',
  'priority',
  'zipCodes',
  'contractorIds',
  'strategy',
  'dailyCapacity',
  'active',
] as const;

/** A new rule's values (round robin, on), or an existing rule's. */
export const leadRuleFormValues = (rule: LeadRule | null): LeadRuleFormValues =>
  rule
    ? {
        name: rule.name,
        priority: String(rule.priority),
        zipCodes: rule.zipCodes.join(', '),
        contractorIds: rule.contractors.map(({ id, businessName }) => ({ id, businessName })),
        strategy: rule.strategy,
        dailyCapacity: String(rule.dailyCapacity),
        active: rule.active,
      }
    : {
        name: '',
        priority: '10',
        zipCodes: '',
        contractorIds: [],
        strategy: 'round_robin',
        dailyCapacity: '10',
        active: true,
      };

/** The words of the ZIP box: separated by commas, semicolons or white space. */
const listOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** A typed number; an empty box is no number at all (the schema's message names the field). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export const toLeadRuleRequest = (values: LeadRuleFormValues): LeadRuleRequest => ({
  name: values.name,
  priority: numberOf(values.priority),
  zipCodes: listOf(values.zipCodes),
  contractorIds: values.contractorIds.map((contractor) => contractor.id),
  strategy: values.strategy,
  dailyCapacity: numberOf(values.dailyCapacity),
  active: values.active,
});

/** The field a message path names: one holds every ZIP, one every contractor (`zipCodes.3` → `zipCodes`). */
export const leadRuleFieldOf = (path: string): string =>
  path.replace(/^(zipCodes|contractorIds)\.\d+$/, '$1');

// The lead routing rule form's values (text boxes hold text; ZIPs and contractor ids are typed in one box
// each) and the request they make; the API's own schema then decides whether it is acceptable.
import type { LeadRoutingStrategy } from '#domain/contract/admin';
import type { LeadRule, LeadRuleRequest } from './api/lead-rules';

export interface LeadRuleFormValues {
  name: string;
  priority: string;
  zipCodes: string;
  contractorIds: string;
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
        contractorIds: rule.contractors.map((contractor) => contractor.id).join(', '),
        strategy: rule.strategy,
        dailyCapacity: String(rule.dailyCapacity),
        active: rule.active,
      }
    : {
        name: '',
        priority: '10',
        zipCodes: '',
        contractorIds: '',
        strategy: 'round_robin',
        dailyCapacity: '10',
        active: true,
      };

/** The words of a box: separated by commas, semicolons or white space. */
const listOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** A typed number; an empty box is no number at all (the schema's message names the field). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export const toLeadRuleRequest = (values: LeadRuleFormValues): LeadRuleRequest => ({
  name: values.name,
  priority: numberOf(values.priority),
  zipCodes: listOf(values.zipCodes),
  contractorIds: listOf(values.contractorIds),
  strategy: values.strategy,
  dailyCapacity: numberOf(values.dailyCapacity),
  active: values.active,
});

/** The box a message path names: one box holds every ZIP, one every contractor (`zipCodes.3` → `zipCodes`). */
export const leadRuleFieldOf = (path: string): string =>
  path.replace(/^(zipCodes|contractorIds)\.\d+$/, '$1');

// The admins' lead routing rules (GET/POST /api/admin/lead-rules, PATCH/DELETE …/{id}): listed in the order
// they are tried, with each contractor's business name; added (at most 200), changed, removed. A contractor id
// nobody has is refused naming `contractorIds`.
import type { LeadRule } from '#domain/contract/admin';
import { type LeadRuleChange, type LeadRuleInput, maxLeadRules } from '#domain/schemas/lead-rule';
import { DomainError, invalidFields } from '#functions/core/errors';
import { getContractorRoutingFacts } from '#functions/store/contractors';
import {
  createLeadRule,
  type LeadRuleItem,
  listLeadRules,
  removeLeadRule,
  saveLeadRule,
} from '#functions/store/lead-rules';
import { newId } from '../tokens';
import { inRoutingOrder } from './route-lead';

/** Business names by contractor id. */
type Names = ReadonlyMap<string, string>;

const namesOf = async (contractorIds: readonly string[]): Promise<Names> =>
  new Map(
    (await getContractorRoutingFacts([...new Set(contractorIds)])).map((contractor) => [
      contractor.contractorId,
      contractor.businessName,
    ]),
  );

export const presentLeadRule = (item: LeadRuleItem, names: Names): LeadRule => ({
  id: item.ruleId,
  name: item.name,
  priority: item.priority,
  zipCodes: item.zipCodes,
  contractors: item.contractorIds.map((id) => ({ id, businessName: names.get(id) ?? null })),
  strategy: item.strategy,
  dailyCapacity: item.dailyCapacity,
  active: item.active,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt ?? item.createdAt,
});

/** Every rule, in the order routing tries them. */
export const leadRulesList = async (): Promise<{ rules: LeadRule[] }> => {
  const rules = inRoutingOrder(await listLeadRules());
  const names = await namesOf(rules.flatMap((rule) => rule.contractorIds));
  return { rules: rules.map((rule) => presentLeadRule(rule, names)) };
};

/** The contractors' names; the first id nobody has is refused, naming the field. */
const knownContractors = async (contractorIds: readonly string[]): Promise<Names> => {
  const names = await namesOf(contractorIds);
  const unknown = contractorIds.find((id) => !names.has(id));
  if (unknown !== undefined)
    throw invalidFields({ contractorIds: 'leadRule.contractorUnknown' }, { id: unknown });
  return names;
};

const notFound = () => new DomainError('NOT_FOUND', 'leadRule.notFound');

/** Whether an id from a path could be a rule's (`newId('lr')`); anything else is not there. */
const mayBeRuleId = (ruleId: string) => /^lr_[\w-]{1,40}$/.test(ruleId);

export const addLeadRule = async (input: LeadRuleInput, userId: string): Promise<LeadRule> => {
  if ((await listLeadRules()).length >= maxLeadRules) throw new DomainError('LIST_FULL', 'leadRule.listFull');
  const names = await knownContractors(input.contractorIds);
  const item = await createLeadRule({ ruleId: newId('lr'), ...input, updatedByUserId: userId });
  return presentLeadRule(item, names);
};

export const changeLeadRule = async (
  ruleId: string,
  change: LeadRuleChange,
  userId: string,
): Promise<LeadRule> => {
  if (!mayBeRuleId(ruleId)) throw notFound();
  if (change.contractorIds) await knownContractors(change.contractorIds);
  const saved = await saveLeadRule(ruleId, { ...change, updatedByUserId: userId });
  if (!saved) throw notFound();
  return presentLeadRule(saved, await namesOf(saved.contractorIds));
};

/** Removes a rule; answers the rules left. */
export const deleteLeadRule = async (ruleId: string): Promise<{ rules: LeadRule[] }> => {
  if (!mayBeRuleId(ruleId) || !(await removeLeadRule(ruleId))) throw notFound();
  return leadRulesList();
};

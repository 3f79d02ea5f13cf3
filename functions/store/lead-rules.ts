// Lead routing: the admins' rules (one partition, read whole) and the counters a lead is routed with — a
// round robin's turn (one atomic ADD returning the new value) and a contractor's leads of the day (a
// capacity rule's claim is an ADD conditioned on the count being under the cap).
import { createWriteTransaction, type EntityItem } from 'electrodb';
import { heldCondition } from './conditional-failure';
import { LeadDayCount, LeadTurn } from './entities/lead-routing';
import { LeadRule } from './entities/lead-rule';

export type LeadRuleItem = EntityItem<typeof LeadRule>;
export type NewLeadRule = Omit<LeadRuleItem, 'createdAt' | 'updatedAt'>;
export type LeadRuleChanges = Partial<Omit<LeadRuleItem, 'ruleId' | 'createdAt' | 'updatedAt'>>;

/** A round robin's counter: a rule's, or a ZIP's default one. */
export type TurnScope = { ruleId: string } | { zipCode: string };

/** How long a contractor's count of a day is kept (the day is over well before). */
const dayCountSeconds = 3 * 24 * 60 * 60;

const scopeOf = (scope: TurnScope) => ('ruleId' in scope ? `RULE#${scope.ruleId}` : `ZIP#${scope.zipCode}`);

// Every rule (one Query; there are at most 200).
export const listLeadRules = async (): Promise<LeadRuleItem[]> =>
  (await LeadRule.query.byId({}).go({ pages: 'all' })).data;

// A new rule.
export const createLeadRule = async (rule: NewLeadRule): Promise<LeadRuleItem> =>
  (await LeadRule.create(rule).go()).data;

// Changes a rule; null when it is gone.
export const saveLeadRule = async (
  ruleId: string,
  changes: LeadRuleChanges,
): Promise<LeadRuleItem | null> => {
  let saved: LeadRuleItem | null = null;
  const held = await heldCondition(async () => {
    saved = (await LeadRule.patch({ ruleId }).set(changes).go({ response: 'all_new' })).data as LeadRuleItem;
  });
  return held ? saved : null;
};

// Removes a rule with its round robin's counter, in one transaction; false when it was already gone.
export const removeLeadRule = async (ruleId: string): Promise<boolean> => {
  const { canceled } = await createWriteTransaction({ rule: LeadRule, turn: LeadTurn }, ({ rule, turn }) => [
    rule
      .delete({ ruleId })
      .where(({ ruleId: id }, { exists }) => exists(id))
      .commit(),
    turn.delete({ scope: scopeOf({ ruleId }) }).commit(),
  ]).go();
  return !canceled;
};

// The next turn of a round robin (one atomic ADD: concurrent callers get distinct turns, from 1).
export const nextLeadTurn = async (scope: TurnScope): Promise<number> => {
  const { data } = await LeadTurn.upsert({ scope: scopeOf(scope) })
    .add({ turn: 1 })
    .go({ response: 'all_new' });
  if (!data?.turn) throw new Error(`Lead turn of ${scopeOf(scope)} returned no value`);
  return data.turn;
};

/** A contractor's day: YYYY-MM-DD on their own calendar. */
export interface ContractorDay {
  contractorId: string;
  day: string;
}

// How many leads each contractor got on their day (one batch read); a day never counted reads 0.
export const readLeadDayCounts = async (days: readonly ContractorDay[]): Promise<number[]> => {
  if (days.length === 0) return [];
  const { data } = await LeadDayCount.get(days.map(({ contractorId, day }) => ({ contractorId, day }))).go();
  return days.map(
    ({ contractorId, day }) =>
      data.find((item) => item.contractorId === contractorId && item.day === day)?.count ?? 0,
  );
};

const expiry = () => Math.floor(Date.now() / 1000) + dayCountSeconds;

// Claims one of a contractor's places of the day: one ADD, held only while the count is under `cap`. False
// when the contractor is full.
export const claimLeadDayPlace = async (
  { contractorId, day }: ContractorDay,
  cap: number,
): Promise<boolean> =>
  heldCondition(() =>
    LeadDayCount.upsert({ contractorId, day, expiresAt: expiry() })
      .add({ count: 1 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, cap)}`)
      .go(),
  );

// Counts a lead a contractor got some other way (a round robin), so capacity rules see it too.
export const countLeadOfDay = async ({ contractorId, day }: ContractorDay): Promise<void> => {
  await LeadDayCount.upsert({ contractorId, day, expiresAt: expiry() }).add({ count: 1 }).go();
};

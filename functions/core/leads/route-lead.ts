// Who gets a homeowner's lead for a ZIP (docs/api.md "Lead routing"). The admins' active rules covering the
// ZIP are tried by priority (1 first), then by name; a rule's candidates are its contractors that serve the
// ZIP and are active, in the order the rule lists them.
// - round_robin: the rule's turn counter (one atomic ADD) picks the next candidate, so N leads at once over
//   N candidates give each one lead.
// - capacity: the candidate with the fewest leads today (their own calendar's day) below the rule's daily
//   capacity, claimed with an ADD held only while under it; a lost race tries the next; all full → next rule.
// No rule places it → the default: a round robin (the ZIP's own counter) among the active contractors
// serving the ZIP, oldest claim first, leaving out any a capacity rule of the ZIP just found full. Nobody
// left → null: the lead waits in the admins' queue. Every lead routed is counted on its contractor's day, so
// a capacity rule sees the leads they got through any rule.
// Reads: the rules (one Query), the ZIP's claims (one Query, at the same time) and the serving contractors'
// names, status and time zones (one batch read of at most 100); then one write a round robin, or a batch
// read and a claim per candidate tried under a capacity rule.
import { todayIn } from '#domain/calendar-dates';
import {
  type ContractorRoutingFacts,
  getContractorRoutingFacts,
  listContractorsServingZip,
} from '#functions/store/contractors';
import {
  type ContractorDay,
  claimLeadDayPlace,
  countLeadOfDay,
  type LeadRuleItem,
  listLeadRules,
  nextLeadTurn,
  readLeadDayCounts,
  type TurnScope,
} from '#functions/store/lead-rules';

/** At most this many of a ZIP's service-area claims are read (one Query page, one batch read). */
const maxServingRead = 100;

export interface LeadRoute {
  contractorId: string;
  /** The rule that placed it, or null for the default round robin. */
  ruleId: string | null;
}

/** Rules in the order they are tried: priority (1 first), then name, then id (so the order never wavers). */
export const inRoutingOrder = <Rule extends Pick<LeadRuleItem, 'priority' | 'name' | 'ruleId'>>(
  rules: readonly Rule[],
): Rule[] =>
  [...rules].sort(
    (a, b) =>
      a.priority - b.priority || a.name.localeCompare(b.name, 'en') || a.ruleId.localeCompare(b.ruleId),
  );

interface ZipRouting {
  /** The active rules covering the ZIP, in the order they are tried. */
  rules: LeadRuleItem[];
  /** The active contractors serving the ZIP, oldest claim first. */
  serving: ContractorRoutingFacts[];
}

/** What routing a ZIP's lead reads: null when no active contractor serves it. */
const readZipRouting = async (zipCode: string): Promise<ZipRouting | null> => {
  const [rules, claims] = await Promise.all([
    listLeadRules(),
    listContractorsServingZip(zipCode, maxServingRead),
  ]);
  if (claims.length === 0) return null;
  const facts = new Map(
    (await getContractorRoutingFacts(claims.map((claim) => claim.contractorId))).map((item) => [
      item.contractorId,
      item,
    ]),
  );
  const serving = [...claims]
    .sort((a, b) => a.since.localeCompare(b.since) || a.contractorId.localeCompare(b.contractorId))
    .flatMap((claim) => {
      const contractor = facts.get(claim.contractorId);
      return contractor?.isActive ? [contractor] : [];
    });
  if (serving.length === 0) return null;
  return {
    rules: inRoutingOrder(rules.filter((rule) => rule.active && rule.zipCodes.includes(zipCode))),
    serving,
  };
};

/** A rule's candidates: its contractors that serve the ZIP and are active, in the rule's order. */
const candidatesOf = (rule: LeadRuleItem, serving: readonly ContractorRoutingFacts[]) =>
  rule.contractorIds.flatMap((id) => serving.filter((contractor) => contractor.contractorId === id));

const dayOf = (contractor: ContractorRoutingFacts, now: Date): ContractorDay => ({
  contractorId: contractor.contractorId,
  day: todayIn(contractor.timezone, now),
});

/** The next candidate in turn (the counter's new value picks it), counted on their day. */
const inTurns = async (
  scope: TurnScope,
  candidates: readonly ContractorRoutingFacts[],
  now: Date,
): Promise<string> => {
  const turn = await nextLeadTurn(scope);
  const chosen = candidates[(turn - 1) % candidates.length] as ContractorRoutingFacts;
  await countLeadOfDay(dayOf(chosen, now));
  return chosen.contractorId;
};

/**
 * The candidate with the fewest leads today under the cap (ties: the rule's order), claimed; a claim lost to
 * a concurrent lead tries the next. Null when all are full; `full` collects who was.
 */
const byCapacity = async (
  rule: LeadRuleItem,
  candidates: readonly ContractorRoutingFacts[],
  now: Date,
  full: Set<string>,
): Promise<string | null> => {
  const days = candidates.map((candidate) => dayOf(candidate, now));
  const counts = await readLeadDayCounts(days);
  const open = days
    .map((day, index) => ({ day, index, count: counts[index] ?? 0 }))
    .filter(({ day, count }) => {
      if (count < rule.dailyCapacity) return true;
      full.add(day.contractorId);
      return false;
    })
    .sort((a, b) => a.count - b.count || a.index - b.index);
  for (const { day } of open) {
    if (await claimLeadDayPlace(day, rule.dailyCapacity)) return day.contractorId;
    full.add(day.contractorId);
  }
  return null;
};

/**
 * Routes one lead: claims a turn or a place, so call it once per lead (capture-lead checks the idempotency
 * key first). Null when nobody can take it (the admins' queue).
 */
export const routeLead = async (zipCode: string, now: Date = new Date()): Promise<LeadRoute | null> => {
  const routing = await readZipRouting(zipCode);
  if (!routing) return null;
  const full = new Set<string>();
  for (const rule of routing.rules) {
    const candidates = candidatesOf(rule, routing.serving);
    if (candidates.length === 0) continue;
    const chosen =
      rule.strategy === 'capacity'
        ? await byCapacity(rule, candidates, now, full)
        : await inTurns({ ruleId: rule.ruleId }, candidates, now);
    if (chosen) return { contractorId: chosen, ruleId: rule.ruleId };
  }
  const others = routing.serving.filter((contractor) => !full.has(contractor.contractorId));
  if (others.length === 0) return null;
  return { contractorId: await inTurns({ zipCode }, others, now), ruleId: null };
};

/**
 * Whose prices a ZIP's instant estimate shows, without taking anyone's turn (a read only): the first
 * candidate of the first rule that has one, else the contractor with the oldest claim on the ZIP; null when
 * nobody serves it. The lead itself is priced by whoever `routeLead` then picks.
 */
export const previewLeadRoute = async (zipCode: string): Promise<string | null> => {
  const routing = await readZipRouting(zipCode);
  if (!routing) return null;
  for (const rule of routing.rules) {
    const [first] = candidatesOf(rule, routing.serving);
    if (first) return first.contractorId;
  }
  return routing.serving[0]?.contractorId ?? null;
};

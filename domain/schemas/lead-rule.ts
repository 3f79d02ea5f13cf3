// A lead routing rule (admins, platform-wide; docs/api.md "Lead routing"): which ZIPs it covers, which
// contractors share the leads from them, and how — in turns (`round_robin`) or to whoever has had the fewest
// leads today, up to a daily cap (`capacity`). Rules are tried by priority (1 first), then by name. SPEC §5:
// rule name 1–100 characters, priority 1–100.
import * as z from 'zod/mini';
import { zipCodeSchema } from './contact';
import { message } from './message';
import { numberField } from './number';

/** How a rule shares its leads between its contractors. */
export const leadRoutingStrategies = ['round_robin', 'capacity'] as const;
export type LeadRoutingStrategy = (typeof leadRoutingStrategies)[number];

/** At most this many rules in all (routing reads them all with one Query). */
export const maxLeadRules = 200;
export const maxRuleZipCodes = 200;
export const maxRuleContractors = 25;
export const maxDailyCapacity = 1000;

const wholeNumber = (key: Parameters<typeof message>[0], min: number, max: number) =>
  numberField(key).check(z.int(message(key)), z.gte(min, message(key)), z.lte(max, message(key)));

const leadRuleFields = {
  name: z
    .string(message('leadRule.nameRequired'))
    .check(
      z.trim(),
      z.minLength(1, message('leadRule.nameRequired')),
      z.maxLength(100, message('leadRule.nameTooLong')),
    ),
  priority: wholeNumber('leadRule.priorityInvalid', 1, 100),
  zipCodes: z
    .array(zipCodeSchema, message('leadRule.zipCodesRequired'))
    .check(
      z.minLength(1, message('leadRule.zipCodesRequired')),
      z.maxLength(maxRuleZipCodes, message('leadRule.zipCodesTooMany')),
    ),
  contractorIds: z
    .array(
      z
        .string(message('field.invalid'))
        .check(
          z.trim(),
          z.minLength(1, message('field.invalid')),
          z.maxLength(100, message('field.invalid')),
        ),
      message('leadRule.contractorsRequired'),
    )
    .check(
      z.minLength(1, message('leadRule.contractorsRequired')),
      z.maxLength(maxRuleContractors, message('leadRule.contractorsTooMany')),
    ),
  strategy: z.enum(leadRoutingStrategies, message('leadRule.strategyInvalid')),
  /** The most leads a contractor takes in a day (their own time zone) under a `capacity` rule. */
  dailyCapacity: wholeNumber('leadRule.capacityInvalid', 1, maxDailyCapacity),
  active: z.boolean(message('field.invalid')),
};

/** The same ZIP or contractor listed twice counts once, in the order first listed. */
const once = (values: readonly string[]) => [...new Set(values)];

/** POST /api/admin/lead-rules. */
export const leadRuleInputSchema = z.pipe(
  z.object({
    ...leadRuleFields,
    dailyCapacity: z._default(leadRuleFields.dailyCapacity, 10),
    active: z._default(leadRuleFields.active, true),
  }),
  z.transform((rule) => ({
    ...rule,
    zipCodes: once(rule.zipCodes),
    contractorIds: once(rule.contractorIds),
  })),
);
export type LeadRuleInput = z.infer<typeof leadRuleInputSchema>;

/** PATCH /api/admin/lead-rules/{id}: only the fields sent change (no defaults fill the others). */
export const leadRuleChangeSchema = z.pipe(
  z.partial(z.object(leadRuleFields)),
  z.transform((change) => ({
    ...change,
    ...(change.zipCodes ? { zipCodes: once(change.zipCodes) } : {}),
    ...(change.contractorIds ? { contractorIds: once(change.contractorIds) } : {}),
  })),
);
export type LeadRuleChange = z.infer<typeof leadRuleChangeSchema>;

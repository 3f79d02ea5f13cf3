// The WAF rule in AWS: the operator alarm on WAF blocks (infra/constructs/operator-alarms.ts) is published to
// the operator topic as CloudWatch's JSON message; when it goes into ALARM, the administrators' view gets
// an alert too (once per alarm and 5-minute window, however often SNS delivers it).
import * as z from 'zod/mini';
import { raiseAlert } from './security-alerts';

const alarmMessageSchema = z.object({
  AlarmName: z.string(),
  NewStateValue: z.string(),
  NewStateReason: z._default(z.string(), ''),
  StateChangeTime: z.string(),
  Trigger: z._default(z.partial(z.object({ MetricName: z.string(), Namespace: z.string() })), {}),
});

const windowSeconds = 5 * 60;

/** The blocked requests CloudWatch reports in the reason ("… [512.0 (27/11/26 10:05:00)] …"), else 0. */
const blockedCountOf = (reason: string): number => {
  const datapoint = /\[(\d+(?:\.\d+)?) \(/.exec(reason);
  return datapoint?.[1] ? Math.round(Number(datapoint[1])) : 0;
};

/** Raises the WAF alert for a CloudWatch alarm message; what happened, for the log. */
export const handleOperatorAlarm = async (message: string): Promise<'raised' | 'repeated' | 'ignored'> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return 'ignored';
  }
  const alarm = alarmMessageSchema.safeParse(parsed);
  if (!alarm.success) return 'ignored';
  const { AlarmName, NewStateValue, NewStateReason, StateChangeTime, Trigger } = alarm.data;
  if (NewStateValue !== 'ALARM' || Trigger.Namespace !== 'AWS/WAFV2') return 'ignored';
  const at = Math.floor(Date.parse(StateChangeTime) / 1000) || Math.floor(Date.now() / 1000);
  const raised = await raiseAlert({
    rule: 'waf_blocks',
    subject: AlarmName,
    windowStart: at - (at % windowSeconds),
    count: blockedCountOf(NewStateReason),
  });
  return raised ? 'raised' : 'repeated';
};

// The WAF rule: CloudWatch's alarm message on the operator topic becomes one security alert per alarm and
// 5-minute window, however often SNS delivers it; other alarms and other states raise nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { securityAlerts } from '#functions/core/security/security-alerts';
import { handleOperatorAlarm } from '#functions/core/security/waf-alarm';
import { runTestServer } from '#test/support/run-test-server';

runTestServer();

const alarmMessage = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    AlarmName: `PicketAlarmsWafBlocks-${randomUUID().slice(0, 8)}`,
    NewStateValue: 'ALARM',
    NewStateReason:
      'Threshold Crossed: 1 out of the last 1 datapoints [612.0 (27/11/26 10:05:00)] was greater than or equal to the threshold (500.0).',
    StateChangeTime: '2026-11-27T10:06:12.345+0000',
    Trigger: { MetricName: 'BlockedRequests', Namespace: 'AWS/WAFV2' },
    ...overrides,
  });

describe('the WAF alarm', () => {
  it('raises one alert with the blocked count, however often it is delivered', async () => {
    const message = alarmMessage();
    expect(await handleOperatorAlarm(message)).toBe('raised');
    expect(await handleOperatorAlarm(message)).toBe('repeated');
    const { AlarmName } = JSON.parse(message);
    const mine = (await securityAlerts()).alerts.filter((alert) => alert.subject === AlarmName);
    expect(mine).toEqual([expect.objectContaining({ rule: 'waf_blocks', count: 612, acknowledgedAt: null })]);
  });

  it('ignores other alarms, other states and messages that are not alarms', async () => {
    expect(await handleOperatorAlarm(alarmMessage({ NewStateValue: 'OK' }))).toBe('ignored');
    expect(
      await handleOperatorAlarm(alarmMessage({ Trigger: { MetricName: 'Errors', Namespace: 'AWS/Lambda' } })),
    ).toBe('ignored');
    expect(await handleOperatorAlarm('not json')).toBe('ignored');
    expect(await handleOperatorAlarm('{"hello":1}')).toBe('ignored');
  });
});

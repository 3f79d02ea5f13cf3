// The rules that raise security alerts, and the alerts administrators read and acknowledge. A rule raises
// its alert once per subject and window (the alert's id is made of them, and written only if new), so
// concurrent requests crossing a threshold together, or a retried run, never raise it twice. Raising never
// blocks the request that crossed the threshold: a failure to write is logged.
import type { SecurityAlertRule } from '#domain/vocabularies';
import { logger } from '#functions/core/logger';
import { countInWindow } from '#functions/store/rate-limits';
import { acknowledgeAlert, createAlert, listAlerts, type SecurityAlertItem } from '#functions/store/security';
import { windowOf } from '../rate-limit/consume-rate-limit';
import { rateLimitKeyOf } from '../rate-limit/rate-limit-key';
import { sha256 } from '../tokens';

export const alertPolicy = {
  /** Failed sign-ins for one account, from anywhere, in the sign-in throttle's 15-minute window. */
  failedLoginsPerAccount: 10,
  /** Failed sign-ins from one IP, across accounts, in the same window. */
  failedLoginsPerIp: 20,
  /** Refused requests (4xx other than 401) from one client in 5 minutes. */
  clientErrorsPerIp: 50,
  clientErrorWindowSeconds: 5 * 60,
  retentionSeconds: 365 * 24 * 60 * 60,
} as const;

export interface AlertFacts {
  rule: SecurityAlertRule;
  /** Who or what it is about: an email, an IP address, a web ACL. */
  subject: string;
  /** The window it belongs to (epoch seconds); the same rule, subject and window is the same alert. */
  windowStart: number;
  count: number;
}

export const alertIdOf = ({ rule, subject, windowStart }: Omit<AlertFacts, 'count'>): string =>
  `${String(windowStart).padStart(10, '0')}-${rule}-${sha256(subject).slice(0, 16)}`;

/** Raises an alert unless this rule already did for this subject and window; true when it is new. */
export const raiseAlert = async (facts: AlertFacts): Promise<boolean> => {
  const now = new Date();
  try {
    const raised = await createAlert({
      alertId: alertIdOf(facts),
      rule: facts.rule,
      subject: facts.subject.slice(0, 256),
      count: facts.count,
      raisedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + alertPolicy.retentionSeconds,
    });
    if (raised) logger.warn('Security alert raised', { rule: facts.rule, count: facts.count });
    return raised;
  } catch (error) {
    logger.error('Security alert not raised', { rule: facts.rule, error });
    return false;
  }
};

/**
 * The sign-in rules, given the window's failure counts after one more failure: exactly one failure reaches
 * each threshold (the counts are atomic ADDs), and that one raises the alert.
 */
export const checkFailedLogins = async (
  facts: { email: string; ip: string; windowStart: number },
  counts: { account: number; ip: number },
): Promise<void> => {
  const raised: Array<Promise<boolean>> = [];
  if (counts.account === alertPolicy.failedLoginsPerAccount)
    raised.push(
      raiseAlert({
        rule: 'failed_logins_account',
        subject: facts.email,
        windowStart: facts.windowStart,
        count: counts.account,
      }),
    );
  if (counts.ip === alertPolicy.failedLoginsPerIp)
    raised.push(
      raiseAlert({
        rule: 'failed_logins_ip',
        subject: rateLimitKeyOf(facts.ip) || 'unknown',
        windowStart: facts.windowStart,
        count: counts.ip,
      }),
    );
  await Promise.all(raised);
};

/**
 * Counts a refused request (4xx other than 401: a signed-out visitor's session checks are not a burst) from
 * one client, raising an alert when the window's count reaches the threshold. Never throws.
 */
export const noteClientError = async (ip: string, status: number): Promise<void> => {
  if (status < 400 || status >= 500 || status === 401) return;
  try {
    const subject = rateLimitKeyOf(ip) || 'unknown';
    const { windowStart, windowEnd } = windowOf(alertPolicy.clientErrorWindowSeconds);
    const count = await countInWindow({ scope: 'client-errors', key: subject, windowStart }, windowEnd);
    if (count === alertPolicy.clientErrorsPerIp)
      await raiseAlert({ rule: 'client_errors_burst', subject, windowStart, count });
  } catch (error) {
    logger.error('Client error not counted', { error });
  }
};

const presentAlert = (alert: SecurityAlertItem) => ({
  id: alert.alertId,
  rule: alert.rule,
  subject: alert.subject,
  count: alert.count,
  raisedAt: alert.raisedAt,
  acknowledgedAt: alert.acknowledgedAt ?? null,
  acknowledgedBy: alert.acknowledgedBy ?? null,
});

/** The newest 100 alerts, open ones first (each group newest first), and how many are open. */
export const securityAlerts = async () => {
  const alerts = (await listAlerts(100)).map(presentAlert);
  const open = alerts.filter((alert) => !alert.acknowledgedAt);
  return { alerts: [...open, ...alerts.filter((alert) => alert.acknowledgedAt)], open: open.length };
};

/** Acknowledges an alert by an administrator (the first acknowledgement stays); null when unknown. */
export const acknowledgeSecurityAlert = async (alertId: string, by: string) => {
  if (!/^[\w-]{1,80}$/.test(alertId)) return null;
  const alert = await acknowledgeAlert(alertId, by, new Date().toISOString());
  return alert ? presentAlert(alert) : null;
};

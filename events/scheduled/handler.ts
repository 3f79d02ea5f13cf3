// The Lambda EventBridge Scheduler invokes. Throwing makes the scheduler retry (then its dead-letter queue).
import { logger, withLogScope } from '#functions/core/logger';
import { runScheduledWork } from '#functions/core/scheduled/run-scheduled-work';

export const handler = async (): Promise<void> =>
  withLogScope({ entry: 'scheduled', runId: crypto.randomUUID() }, async () => {
    const report = await runScheduledWork();
    logger.info('Scheduled run finished', { ...report });
  });

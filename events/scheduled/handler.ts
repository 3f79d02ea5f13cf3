// The Lambda EventBridge Scheduler invokes. Throwing makes the scheduler retry (then its dead-letter queue).
import { runScheduledWork } from './run-scheduled-work';

export const handler = async (): Promise<void> => {
  const report = await runScheduledWork();
  console.log(JSON.stringify({ message: 'Scheduled run finished', ...report }));
};

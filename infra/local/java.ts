// DynamoDB Local is a Java program: say so in one clear line when the machine has no Java runtime.
import { spawnSync } from 'node:child_process';

export const javaMissingMessage =
  'Java 17 or newer is required to run DynamoDB Local: install it (Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless) and try again.';

export const hasJava = (): boolean => {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
};

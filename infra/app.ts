// CDK entry point (cdk.json: `npx tsx infra/app.ts`). Everything is built in picket-app.ts so the tests
// synthesize the very same app.
import { createPicketApp } from './picket-app';

createPicketApp().app.synth();

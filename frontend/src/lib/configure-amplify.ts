// Registers the Picket API with Amplify's REST client. Requests are unsigned (cookie sessions, not IAM)
// and never retried by Amplify: TanStack Query owns retries (SPEC §9).
import { Amplify } from '@aws-amplify/core';
import { API_NAME } from './api-client';
import { apiOrigin, type RuntimeConfig } from './runtime-config';

export const configureAmplify = (config: RuntimeConfig): void => {
  Amplify.configure(
    { API: { REST: { [API_NAME]: { endpoint: apiOrigin(config), region: config.region } } } },
    { API: { REST: { defaultAuthMode: 'none', retryStrategy: { strategy: 'no-retry' } } } },
  );
};

// Amplify's REST client with the Picket API registered. Requests are unsigned (cookie sessions, not IAM) and
// never retried by Amplify: TanStack Query owns retries (SPEC §9).
//
// This module, and Amplify with it, is loaded by the first request (api-client.ts), not imported by the app's
// entry: a page paints, hydrates and reads its early answer without it, so Amplify's chunk is neither
// downloaded before the entry nor evaluated in the entry's task, the longest of a page's start on a slow
// phone. The app asks for its CSRF token as it starts (main.tsx), which loads it then, beside the page's
// own chunks.
import { Amplify } from '@aws-amplify/core';
import { del, get, patch, post, put } from 'aws-amplify/api';
import { apiOrigin, type RuntimeConfig } from './runtime-config';

/** The name the REST endpoint is registered under in `Amplify.configure`. */
const API_NAME = 'picket';

export const registerApi = (config: RuntimeConfig): void => {
  Amplify.configure(
    { API: { REST: { [API_NAME]: { endpoint: apiOrigin(config), region: config.region } } } },
    { API: { REST: { defaultAuthMode: 'none', retryStrategy: { strategy: 'no-retry' } } } },
  );
};

const operations = { GET: get, POST: post, PUT: put, PATCH: patch, DELETE: del } as const;

type Operation = typeof get;

/** One request to the Picket API: Amplify's operation for the method, given the path and options. */
export const restOperation = (
  method: keyof typeof operations,
  input: Omit<Parameters<Operation>[0], 'apiName'>,
): ReturnType<Operation> => (operations[method] as Operation)({ apiName: API_NAME, ...input });

// Reads /config.json, written at deploy time (CloudFront) or served by the local runtime, so one build
// runs against any API without rebuilding.

export interface RuntimeConfig {
  /** API origin; '' means the API is served from the page's own origin. */
  apiEndpoint: string;
  region: string;
  stage: 'local' | 'aws';
}

// Same-origin defaults keep the app usable when config.json is missing (e.g. `vite preview` alone).
const sameOrigin: RuntimeConfig = { apiEndpoint: '', region: 'us-east-1', stage: 'local' };

export const parseRuntimeConfig = (value: unknown): RuntimeConfig => {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    apiEndpoint: typeof raw.apiEndpoint === 'string' ? raw.apiEndpoint.replace(/\/+$/, '') : '',
    region: typeof raw.region === 'string' && raw.region ? raw.region : sameOrigin.region,
    stage: raw.stage === 'aws' ? 'aws' : 'local',
  };
};

export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  try {
    // index.html preloads it (the server says no-cache, so it is always fresh): a default fetch takes that copy.
    const response = await fetch('/config.json');
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn('Could not load /config.json; calling the API on this origin.', error);
    return sameOrigin;
  }
};

/** The origin API paths (which all start with /api) are appended to. */
export const apiOrigin = (config: RuntimeConfig): string => config.apiEndpoint || window.location.origin;

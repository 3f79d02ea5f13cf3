// Amplify's config parser as the app needs it: frontend/vite.config.ts builds this module in place of
// @aws-amplify/core's utils/parseAmplifyConfig. amplify-rest.ts passes a ResourcesConfig, which Amplify's
// own parser returns unchanged; its parsers of the aws-exports and amplify_outputs formats (about 15 kB,
// loaded by every page, the public ones too) are never needed.
export const parseAmplifyConfig = <Config>(config: Config): Config => config;

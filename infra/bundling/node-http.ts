// Stands in for `node:http` in Lambda bundles, where only @middy/util imports it (for STATUS_CODES). An ES
// module import of `node:http` makes Node build the module's ESM facade, which reads every export, among them
// the lazy ones that load undici: about 12 ms of each cold start (measured side by side in a bundle). `require()`
// hands over the CommonJS exports without reading them. A name this file does not export fails the build.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const http: typeof import('node:http') = require('node:http');

export const { STATUS_CODES } = http;

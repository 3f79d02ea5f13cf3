// zod/mini as the browser gets it (frontend/vite.config.ts resolves `zod/mini` here): without compiling
// parsers with `new Function`. zod tries that when it builds an object schema, and the app's CSP (script-src
// 'self', no 'unsafe-eval') refuses it — a violation Chromium reports on every page that loads a schema. The
// parsers it falls back to are the same checks; a form's few fields parse as fast. The server keeps the
// compiled ones.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4/mini';

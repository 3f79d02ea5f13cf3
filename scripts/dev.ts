// `npm run dev`: hot reload. The local API runtime (DynamoDB Local, handlers) on API_PORT (default 3000)
// and Vite's dev server on PORT (default 5173), which proxies /api and /config.json to the runtime.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.PORT ?? '5173';

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'infra/local/start.ts'], {
  env: { ...process.env, PORT: apiPort },
  stdio: 'inherit',
});
const web = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--config', 'frontend/vite.config.ts', '--port', webPort],
  { env: { ...process.env, PICKET_API_PORT: apiPort }, stdio: 'inherit' },
);

const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
for (const child of [api, web]) child.once('exit', stop);

// Vite build and dev server for the Picket frontend: file routes with lazy pages, React, Tailwind,
// and a dev proxy so `vite dev` hot-reloads against the local API (`npm start`, default port 3000).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
// The local runtime listens on 127.0.0.1 only (infra/local/start.ts), so the proxy names it, not "localhost".
const apiTarget = `http://127.0.0.1:${process.env.PICKET_API_PORT ?? 3000}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/config.json': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  root: frontendDir,
  plugins: [
    // Must run before the React plugin so route files are split before JSX is transformed.
    tanstackRouter({
      target: 'react',
      routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
      routeFileIgnorePrefix: '-',
      quoteStyle: 'single',
      semicolons: true,
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Every browser the app supports preloads modules natively (Safari since 17): no polyfill to ship.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'amplify',
              test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/,
            },
            // What the entry needs of TanStack, and apart from it what only later pages use (mutations,
            // useQueries, navigation blockers), so the public quote page downloads only the first.
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, tags: ['$initial'] },
            { name: 'tanstack-more', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});

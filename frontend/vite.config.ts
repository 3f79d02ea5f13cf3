// Vite build and dev server for the Picket frontend: file routes with lazy pages, React, Tailwind,
// and a dev proxy so `vite dev` hot-reloads against the local API (`npm start`, default port 3000).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from '#scripts/prerender-public-pages';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
// The local runtime listens on 127.0.0.1 only (infra/local/start.ts), so the proxy names it, not "localhost".
const apiTarget = `http://127.0.0.1:${process.env.PICKET_API_PORT ?? 3000}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/config.json': { target: apiTarget, changeOrigin: false },
};

/** The file routes, each page's parts split into lazy chunks (also used by the prerendering's Node build). */
const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
    generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
    routeFileIgnorePrefix: '-',
    quoteStyle: 'single',
    semicolons: true,
    autoCodeSplitting: true,
    // A signed-in page's loader rides in its component's chunk, not in the entry every page (the public
    // ones too) loads first: its data fetch starts once that chunk is here — from the service worker's
    // precache after the first visit (docs/architecture.md "Public pages load no signed-in code").
    codeSplittingOptions: {
      splitBehavior: ({ routeId }) =>
        routeId.startsWith('/_authenticated/')
          ? [['loader', 'component'], ['errorComponent'], ['notFoundComponent']]
          : undefined,
    },
  });

/**
 * Amplify.configure gets the app's ResourcesConfig as it is (src/lib/amplify-config-as-is.ts) instead of
 * through a parser for two config formats the app never uses: their code left every page's JavaScript.
 */
const amplifyConfigAsIs = (): Plugin => ({
  name: 'picket-amplify-config-as-is',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source.endsWith('/parseAmplifyConfig.mjs') && importer?.includes('@aws-amplify/core')
      ? fileURLToPath(new URL('./src/lib/amplify-config-as-is.ts', import.meta.url))
      : null,
});

export default defineConfig({
  root: frontendDir,
  plugins: [
    // Must run before the React plugin so route files are split before JSX is transformed.
    routerPlugin(),
    react(),
    tailwindcss(),
    amplifyConfigAsIs(),
    // The installable app (docs/architecture.md "The installable app"): the web app manifest, and the service
    // worker built from src/sw.ts with the build's file list to precache. Nothing registers it from index.html:
    // the signed-in shell does after load (src/lib/offline/service-worker.ts), so public pages load none of it.
    VitePWA({
      registerType: 'prompt', // a new version waits for the user's Reload
      injectRegister: false,
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The icons are in globPatterns below: not listed a second time.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Picket',
        short_name: 'Picket',
        description: 'Fence quotes, jobs and payments for fence contractors.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#047857', // index.html's theme-color
        background_color: '#ffffff',
        lang: 'en',
        // Drawn from favicon.svg by scripts/generate-app-icons.ts.
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The whole build: shell, every lazy page (the builder's chunks), both languages' messages, icons (the
        // plugin adds manifest.webmanifest itself).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The prerendered public pages are for first visits without a session; the worker answers every
        // navigation with index.html.
        globIgnores: ['prerendered/**'],
        // The charts chunk is the largest file (≈ 430 kB): nothing the app loads may be left out.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Vite's hashed files change name with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
    // The public pages as HTML, rendered once the client build is written (scripts/prerender-public-pages.ts).
    prerenderPages({ root: frontendDir, ssrPlugins: () => [routerPlugin(), react()] }),
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
            // zod with the browser's settings (src/lib/zod-browser.ts) is zod: one chunk, loaded only where used.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-browser\.ts$/ },
          ],
        },
      },
    },
  },
  // zod/mini without `new Function` in the browser (src/lib/zod-browser.ts, which imports it as `zod/v4/mini`).
  resolve: {
    alias: [
      {
        find: /^zod\/mini$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-browser.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy },
  preview: { proxy },
});

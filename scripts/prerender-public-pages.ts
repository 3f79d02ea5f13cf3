// The build's last step, a Vite plugin (docs/architecture.md "Prerendered public pages and the first load"):
// once the client build is written, the public pages the CloudFront function serves prerendered
// (infra/constructs/spa-rewrite.ts) are rendered to HTML in both languages and written under dist/prerendered/,
// so a homeowner's phone paints the page before any JavaScript has run, beside the signed-out shells. Each page
// is the built index.html with the page inside #root, its title and description, and the stylesheet inlined (no
// request before the first paint). Its one script is the boot (src/boot.ts, a chunk of its own): once the page
// has painted, it fetches the entry and every chunk the page's route needs at once (named on #root:
// data-entry, data-modules), evaluates the largest libraries one task at a time (data-steps) and runs the
// entry, which hydrates the page (src/main.tsx, src/hydrate-prerendered.tsx). src/prerender.tsx is built for
// Node (Vite's SSR build, into node_modules/.cache) and run here.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type Rollup } from 'vite';
import type { PrerenderedPage } from '#frontend/prerender';
import { pageMarks, pageRendererFiles } from '#functions/http/page-template';
import {
  type PrerenderedLanguage,
  type PrerenderedPath,
  prerenderedFile,
  prerenderedLanguages,
  prerenderedPaths,
  type RouteShell,
  routeShellFile,
  routeShells,
  signedOutShellFile,
} from '#infra/constructs/spa-rewrite';
import { pageRendererDirOf } from '#infra/paths';

interface BuiltChunk {
  fileName: string;
  /** The chunk's name: the codeSplitting group's (react, tanstack…) or its first module's. */
  name: string;
  facadeModuleId: string | null;
  imports: string[];
}

/** The chunks of a bundle by file name, as far as this plugin needs them. */
const builtChunks = (bundle: Rollup.OutputBundle): Map<string, BuiltChunk> => {
  const chunks = new Map<string, BuiltChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') {
      const { fileName, name, facadeModuleId, imports } = output;
      chunks.set(fileName, { fileName, name, facadeModuleId, imports });
    }
  return chunks;
};

interface PrerenderOptions {
  /** The frontend's folder (Vite's root). */
  root: string;
  /** The plugins the app's modules need to build for Node: the file routes' code splitting and React. */
  ssrPlugins: () => PluginOption[];
}

/** What a page's HTML is made of, beside the page itself. */
interface Shell {
  /** The built index.html. */
  template: string;
  /** The stylesheet's text. */
  css: string;
  /** The boot script's, the entry's and the hydration's file names. */
  boot: string;
  entry: string;
  hydration: string;
  /** The route shells' early data request's file name (src/early-page-data.ts). */
  earlyPageData: string;
  /** The library chunks evaluated one by one before the entry, as URLs. */
  steps: string[];
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The component chunk of a prerendered page's route file, as its module id ends (TanStack's code splitting). */
const routeComponent = (path: PrerenderedPath) =>
  `/src/routes${path === '/' ? '' : path}/index.tsx?tsr-split=component`;

/** Chunks and every chunk they import statically, by file name, in the order met. */
const withStaticImports = (chunks: Map<string, BuiltChunk>, start: (BuiltChunk | undefined)[]): string[] => {
  const found = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const name of chunk.imports) visit(chunks.get(name));
  };
  for (const chunk of start) visit(chunk);
  return [...found];
};

const replaceOnce = (html: string, pattern: RegExp | string, replacement: string, what: string) => {
  if (typeof pattern === 'string' ? !html.includes(pattern) : !pattern.test(html))
    throw new Error(`Prerendering: the built index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
};

/**
 * The libraries the boot evaluates before the entry, each in a task of its own (frontend/vite.config.ts names
 * their chunks): evaluated with the entry, in one task, they would hold a slow phone's main thread the longest.
 */
const stepChunks = ['react', 'tanstack'];

/**
 * The modules a page runs, as URLs: the entry's chunks, the hydration (src/hydrate-prerendered.tsx, which the
 * entry imports by the URL #root names), its route's split parts, and in Spanish the texts the root route
 * loads before a Spanish page shows.
 */
const pageModules = (
  chunks: Map<string, BuiltChunk>,
  { entry, hydration }: Shell,
  routeModules: readonly string[],
  lang: PrerenderedLanguage,
): string[] => {
  const all = [...chunks.values()];
  const route = all.filter((chunk) => routeModules.some((module) => chunk.facadeModuleId?.endsWith(module)));
  if (route.length < routeModules.length)
    throw new Error(`Prerendering: no chunk of one of ${routeModules.join(', ')}`);
  const texts =
    lang === 'es'
      ? all.filter((chunk) => /\/domain\/i18n\/(spanish|english)\.ts$/.test(chunk.facadeModuleId ?? ''))
      : [];
  return withStaticImports(chunks, [chunks.get(entry), chunks.get(hydration), ...route, ...texts])
    .filter((name) => name !== entry)
    .map((name) => `/${name}`);
};

/**
 * The page's HTML file: the built index.html with the page in #root, its head, and only the boot script. Nobody
 * is signed in (`data-signed-out`): only a browser without a session cookie is given it. A page that writes as
 * soon as it shows says so (`writesAtOnce`, as a route shell does).
 */
const pageHtml = (
  shell: Shell,
  page: Pick<PrerenderedPage, 'html' | 'lang' | 'title' | 'description'>,
  path: string,
  modules: string[],
  writesAtOnce = false,
): string => {
  const { template } = shell;
  const shellTitle = template.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;
  const shellDescription = template.match(description)?.[1] ?? '';
  let html = replaceOnce(template, /<html lang="[a-z]+">/, `<html lang="${page.lang}">`, '<html lang>');
  if (page.title)
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, 'title');
  if (page.description)
    html = replaceOnce(
      html,
      description,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      'description',
    );
  html = replaceOnce(
    html,
    `<script type="module" crossorigin src="/${shell.entry}"></script>`,
    `<script type="module" crossorigin src="/${shell.boot}"></script>`,
    'entry script',
  );
  // The boot fetches the modules after the first paint; a link here would fetch them during it.
  html = html.replaceAll(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  html = replaceOnce(
    html,
    /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/,
    `<style>${shell.css}</style>`,
    'stylesheet link',
  );
  // The shell's own title and description go back in place when the page hydrates (main.tsx), so a page
  // that sets none after a navigation shows them, as in a page that was not prerendered.
  const root = [
    `<div id="root" data-prerendered="${path}" data-lang="${page.lang}" data-signed-out=""${writesAtOnce ? ' data-writes-at-once=""' : ''}`,
    `data-entry="/${shell.entry}" data-hydrate="/${shell.hydration}"`,
    `data-steps="${shell.steps.join(' ')}" data-modules="${modules.join(' ')}"`,
    `data-shell-title="${shellTitle}" data-shell-description="${shellDescription}">`,
  ].join(' ');
  return replaceOnce(html, '<div id="root"></div>', `${root}${page.html}</div>`, '<div id="root">');
};

/**
 * index.html as a browser with no session gets it for a page that is not prerendered: nobody signed in, and
 * for a route shell the modules of the page's route (`preloads`, URLs) fetched with the entry's and the
 * page's data request started before them (`earlyScript`, src/early-page-data.ts, async: it waits for nothing).
 */
const signedOutShell = (
  template: string,
  route?: { preloads: string[]; earlyScript: string; writesAtOnce: boolean },
) => {
  const early = route
    ? `<script type="module" async crossorigin src="/${route.earlyScript}"></script>\n  `
    : '';
  const links = (route?.preloads ?? [])
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">\n  `)
    .join('');
  const withEarly = replaceOnce(template, '<link rel="icon"', `${early}<link rel="icon"`, '<link rel="icon"');
  const html = replaceOnce(withEarly, '</head>', `${links}</head>`, '</head>');
  const writes = route?.writesAtOnce ? ' data-writes-at-once=""' : '';
  return replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" data-signed-out=""${writes}></div>`,
    '<div id="root">',
  );
};

/** The modules of each route shell's page (spa-rewrite.ts routeShells), as their chunks' module ids end. */
const routeShellModules: Record<RouteShell, string[]> = {
  // The route's component chunk, and the page's data module, which its loader imports.
  'contractor-page': [
    '/src/routes/c/$slug/index.tsx?tsr-split=component',
    '/src/features/contractor-page/api/get-contractor-page.ts',
  ],
  // And Amplify's REST client (src/lib/amplify-rest.ts): the page writes as soon as it shows (below).
  'customer-quote': [
    '/src/routes/customer/quote/$id.view.tsx?tsr-split=component',
    '/src/lib/amplify-rest.ts',
  ],
};

/**
 * Route shells whose page writes as soon as it shows: a customer's quote reports that it was seen. Marked on
 * #root (`data-writes-at-once`), the app asks for its CSRF token as it starts there, as a signed-in one does,
 * rather than at the visitor's first input (src/main.tsx): token and Amplify are ready when the quote shows.
 */
const routeShellWritesAtOnce: Record<RouteShell, boolean> = {
  'contractor-page': false,
  'customer-quote': true,
};

/** The modules a route shell preloads, as URLs: those `modules` are in and what they import, beyond the entry's. */
const shellModules = (chunks: Map<string, BuiltChunk>, template: string, modules: string[]): string[] => {
  const start = [...chunks.values()].filter((chunk) =>
    modules.some((module) => chunk.facadeModuleId?.endsWith(module)),
  );
  if (start.length < modules.length)
    throw new Error(`Prerendering: no chunk of one of ${modules.join(', ')}`);
  return withStaticImports(chunks, start)
    .filter((name) => !template.includes(`"/${name}"`))
    .map((name) => `/${name}`);
};

/**
 * The pages drawn from data, rendered per request (functions/http/rendered-page.ts: a texted quote, a
 * contractor's page): each one's HTML in each language with marks where the page goes (its modules differ by
 * the Spanish texts), its route shell for a page that cannot be rendered, and index.html for a browser with a
 * session — all beside the renderer.
 */
const writeRenderedPages = (
  rendererDir: string,
  outDir: string,
  chunks: Map<string, BuiltChunk>,
  shell: Shell,
) => {
  for (const name of Object.keys(routeShells) as RouteShell[]) {
    for (const lang of prerenderedLanguages) {
      const page = { html: pageMarks.html, lang, title: pageMarks.title, description: undefined };
      const modules = pageModules(chunks, shell, routeShellModules[name], lang);
      const html = pageHtml(shell, page, pageMarks.path, modules, routeShellWritesAtOnce[name]);
      writePage(
        rendererDir,
        pageRendererFiles.template(name, lang),
        replaceOnce(html, '</body>', `${pageMarks.answer}</body>`, '</body>'),
      );
    }
    writePage(
      rendererDir,
      pageRendererFiles.shell(name),
      readFileSync(join(outDir, routeShellFile(name)), 'utf8'),
    );
  }
  writePage(rendererDir, pageRendererFiles.app, shell.template);
};

const writePage = (outDir: string, file: string, html: string) => {
  const path = join(outDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
};

/** Builds src/prerender.tsx for Node into `serverDir` and loads it. */
const loadPrerender = async (root: string, serverDir: string, plugins: PluginOption[]) => {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins,
    // Every library inside the bundle: the renderer runs where there is no node_modules (a Lambda).
    ssr: { noExternal: true },
    // React's and the router's production code, fixed at build time: a Lambda sets no NODE_ENV, and their
    // development builds (checks, warnings) would render every page several times slower.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/prerender.tsx',
      // Minified: a Lambda parses less of it at a cold start.
      minify: true,
      outDir: serverDir,
      emptyOutDir: true,
      // Outside any package scope ("type": "module" stops at node_modules/): .mjs says ES module.
      rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  // No query string on the URL: the page chunks import this same module, which must be one instance.
  const url = pathToFileURL(join(serverDir, 'prerender.mjs')).href;
  return ((await import(url)) as typeof import('#frontend/prerender')).prerenderPage;
};

/** The built index.html, its stylesheet and scripts. */
const readShell = (outDir: string, chunks: Map<string, BuiltChunk>): Shell => {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const stylesheet = template.match(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/)?.[1];
  const entry = template.match(
    /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/,
  )?.[1];
  const built = (file: string) =>
    [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(file))?.fileName;
  const boot = built('/src/boot.ts');
  const hydration = built('/src/hydrate-prerendered.tsx');
  const earlyPageData = built('/src/early-page-data.ts');
  const steps = stepChunks.map((name) => [...chunks.values()].find((chunk) => chunk.name === name)?.fileName);
  if (!stylesheet || !entry || !boot || !hydration || !earlyPageData || steps.some((step) => !step))
    throw new Error(
      'Prerendering: the build has no stylesheet, entry, boot, hydration, early request or library chunk',
    );
  const css = readFileSync(join(outDir, stylesheet), 'utf8');
  return { template, css, entry, boot, hydration, earlyPageData, steps: steps.map((step) => `/${step}`) };
};

export const prerenderPages = ({ root, ssrPlugins }: PrerenderOptions): Plugin => {
  let outDir = '';
  let isSsrBuild = false;
  let chunks: Map<string, BuiltChunk> | undefined;
  return {
    name: 'picket-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsrBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      if (isSsrBuild) return;
      this.emitFile({ type: 'chunk', id: join(root, 'src/boot.ts'), name: 'boot' });
      // The route shells' early data request (src/early-page-data.ts): a script of its own, before the app.
      this.emitFile({ type: 'chunk', id: join(root, 'src/early-page-data.ts'), name: 'early-page-data' });
      // Imported by URL (#root's data-hydrate) by the entry of a prerendered page only.
      this.emitFile({
        type: 'chunk',
        id: join(root, 'src/hydrate-prerendered.tsx'),
        name: 'hydrate-prerendered',
        preserveSignature: 'strict',
      });
    },
    writeBundle(_options, bundle) {
      chunks = builtChunks(bundle);
    },
    async closeBundle() {
      if (isSsrBuild || !chunks) return;
      // A folder of this build's own: two builds at once (a bench's, a test's) must not share one.
      const serverDir = join(root, `../node_modules/.cache/picket-prerender-${process.pid}-${Date.now()}`);
      try {
        const prerenderPage = await loadPrerender(root, serverDir, ssrPlugins());
        const shell = readShell(outDir, chunks);
        writePage(outDir, signedOutShellFile, signedOutShell(shell.template));
        for (const name of Object.keys(routeShells) as RouteShell[]) {
          const preloads = shellModules(chunks, shell.template, routeShellModules[name]);
          const route = {
            preloads,
            earlyScript: shell.earlyPageData,
            writesAtOnce: routeShellWritesAtOnce[name],
          };
          writePage(outDir, routeShellFile(name), signedOutShell(shell.template, route));
        }
        for (const lang of prerenderedLanguages)
          for (const path of prerenderedPaths) {
            const page = await prerenderPage(lang === 'en' ? path : `${path}?lang=${lang}`);
            if (page.lang !== lang) throw new Error(`Prerendering ${path} in ${lang} gave ${page.lang}`);
            writePage(
              outDir,
              prerenderedFile(path, lang),
              pageHtml(shell, page, path, pageModules(chunks, shell, [routeComponent(path)], lang)),
            );
          }
        writeRenderedPages(serverDir, outDir, chunks, shell);
        // The page renderer, beside the site (never deployed with it): the pages' Lambdas carry it.
        const rendererDir = pageRendererDirOf(outDir);
        rmSync(rendererDir, { recursive: true, force: true });
        cpSync(serverDir, rendererDir, { recursive: true });
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
};

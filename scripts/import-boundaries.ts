// The import rules of docs/architecture.md, checked on every file's imports (type-only imports included:
// they couple as much as value imports do). Dependencies point one way:
//   infra → events → functions → domain, and frontend → domain;
//   inside functions: entry points (api/, http/, routes.ts) → core/ → store/ → domain/;
//   inside the frontend: routes/ and app/ → features/<one> → shared layers (components/, lib/, i18n/).
// test/ and scripts/ may import anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/** The only packages domain/ may use: it runs in the browser and in Lambda alike. */
// Pure packages: no I/O, the same in the browser and in Lambda. zxcvbn-ts estimates a new password's strength.
export const allowedDomainPackages = new Set(['zod', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common']);

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Where `#name/...` imports point (package.json "imports"). */
const subpathRoots: Record<string, string> = {
  domain: 'domain',
  functions: 'functions',
  events: 'events',
  infra: 'infra',
  frontend: 'frontend/src',
  test: 'test',
  scripts: 'scripts',
};

const scannedFolders = ['domain', 'functions', 'events', 'infra', 'frontend/src'];

/** What a project file is, for the rules: a layer name (features carry their own name). */
type Layer =
  | 'domain'
  | 'store'
  | 'core'
  | 'http'
  | 'api'
  | 'routes'
  | 'events'
  | 'infra'
  | 'frontend-shared'
  | 'frontend-routes'
  | `feature:${string}`
  | 'free';

export const layerOf = (path: string): Layer => {
  if (path.startsWith('domain/')) return 'domain';
  if (path.startsWith('functions/store/')) return 'store';
  if (path.startsWith('functions/core/')) return 'core';
  if (path.startsWith('functions/http/')) return 'http';
  if (path.startsWith('functions/api/')) return 'api';
  if (path === 'functions/routes.ts') return 'routes';
  if (path.startsWith('events/')) return 'events';
  if (path.startsWith('infra/')) return 'infra';
  const feature = path.match(/^frontend\/src\/features\/([^/]+)\//);
  if (feature) return `feature:${feature[1]}`;
  // The route files, the app shell that frames every page (frontend/src/app/) and the composition root
  // (main.tsx, router.ts, routeTree.gen.ts) sit on top: they compose features.
  if (/^frontend\/src\/(routes|app)\//.test(path) || /^frontend\/src\/[^/]+$/.test(path))
    return 'frontend-routes';
  if (path.startsWith('frontend/src/')) return 'frontend-shared';
  return 'free';
};

export interface BoundaryViolation {
  rule: string;
  file: string;
  specifier: string;
}

/** A target: a project path (relative to the root, no extension) or a package name. */
type Target = { kind: 'file'; path: string; layer: Layer } | { kind: 'package'; name: string };

/** An import path names a file without its extension; the layer of a folder's file is the folder's. */
const asFile = (path: string) =>
  /^frontend\/src\/[^/]+$|^functions\/routes$/.test(path) ? `${path}.ts` : `${path}/`;

const targetOf = (specifier: string, file: string, root: string): Target => {
  const subpath = specifier.match(/^#([a-z]+)\/(.*)$/);
  if (subpath) {
    const folder = subpathRoots[subpath[1] ?? ''] ?? subpath[1] ?? '';
    const path = `${folder}/${subpath[2]}`;
    return { kind: 'file', path, layer: layerOf(asFile(path)) };
  }
  if (specifier.startsWith('.')) {
    const path = relative(root, resolve(dirname(join(root, file)), specifier))
      .split(sep)
      .join('/');
    return { kind: 'file', path, layer: layerOf(asFile(path)) };
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return { kind: 'package', name };
};

interface Rule {
  name: string;
  /** Why the rule exists, printed with its violations. */
  why: string;
  applies: (layer: Layer, file: string) => boolean;
  allows: (target: Target, layer: Layer) => boolean;
}

const fileIn = (target: Target, ...layers: Layer[]) =>
  target.kind === 'file' && (layers.includes(target.layer) || target.layer === 'free');
const notIn = (target: Target, ...layers: Layer[]) =>
  target.kind === 'package' || !layers.includes(target.layer);
const isFrontend = (layer: Layer) =>
  layer === 'frontend-shared' || layer === 'frontend-routes' || layer.startsWith('feature:');

export const rules: Rule[] = [
  {
    name: 'domain is pure',
    why: 'domain/ runs in the browser and in Lambda: it imports only itself and pure packages (zod, zxcvbn-ts).',
    applies: (layer) => layer === 'domain',
    allows: (target) =>
      target.kind === 'package' ? allowedDomainPackages.has(target.name) : target.layer === 'domain',
  },
  {
    name: 'store sits on domain',
    why: 'functions/store/ holds the entities and their access patterns; it knows no use case or entry point.',
    applies: (layer) => layer === 'store',
    allows: (target) => target.kind === 'package' || fileIn(target, 'domain', 'store'),
  },
  {
    name: 'core never imports an entry point',
    why: 'functions/core/ (use cases, ports, adapters) is called by HTTP handlers, event and scheduled handlers and manage alike.',
    applies: (layer) => layer === 'core',
    allows: (target) => target.kind === 'package' || fileIn(target, 'domain', 'store', 'core'),
  },
  {
    name: 'entities stay in the store',
    why: 'use cases reach data through the access patterns of functions/store/<aggregate>.ts; the entities and the service are the store’s own (tests and scripts may use them).',
    applies: (layer) => ['core', 'http', 'api', 'routes', 'events', 'infra'].includes(layer),
    allows: (target) =>
      target.kind === 'package' || !/^functions\/store\/(entities\/|service$)/.test(target.path),
  },
  {
    name: 'route handlers never touch the store',
    why: 'functions/api/ and functions/http/ parse, call a use case and map the result; data access is the use case’s job.',
    applies: (layer) => layer === 'api' || layer === 'http' || layer === 'routes',
    allows: (target) => notIn(target, 'store', 'events', 'infra') && !isFrontendTarget(target),
  },
  {
    name: 'events holds only entry points',
    why: 'events/ is the EventBridge and Scheduler entry points (handler.ts files) calling functions/core.',
    applies: (layer) => layer === 'events',
    allows: (target) => target.kind === 'package' || fileIn(target, 'domain', 'core', 'events'),
  },
  {
    name: 'infra reaches data through core',
    why: 'infra/ may read the table definition and client (to create tables), never entities or access patterns.',
    applies: (layer) => layer === 'infra',
    allows: (target) =>
      target.kind === 'package' ||
      (target.layer !== 'store' && !isFrontendTarget(target)) ||
      /^functions\/store\/(table|client)(\.ts)?$/.test(target.path),
  },
  {
    name: 'the frontend imports only itself and domain',
    why: 'frontend → domain: browser code never imports server folders.',
    applies: (layer) => isFrontend(layer),
    allows: (target) => target.kind === 'package' || target.layer === 'domain' || isFrontend(target.layer),
  },
  {
    name: 'features never import each other',
    why: 'a feature imports shared layers; compose features in routes/.',
    applies: (layer) => layer.startsWith('feature:'),
    allows: (target, layer) =>
      target.kind === 'package' || !target.layer.startsWith('feature:') || target.layer === layer,
  },
  {
    name: 'shared frontend layers import no feature',
    why: 'components/, lib/ and i18n/ sit below every feature (and below routes/ and app/).',
    applies: (layer) => layer === 'frontend-shared',
    allows: (target) =>
      target.kind === 'package' ||
      !(target.layer.startsWith('feature:') || target.layer === 'frontend-routes'),
  },
  {
    name: 'functions never import events or infra',
    why: 'infra → events → functions → domain.',
    applies: (layer) => layer === 'store' || layer === 'core' || layer === 'http' || layer === 'api',
    allows: (target) => notIn(target, 'events', 'infra') && !isFrontendTarget(target),
  },
];

function isFrontendTarget(target: Target): boolean {
  return target.kind === 'file' && isFrontend(target.layer);
}

const sourceFiles = (folder: string): string[] => {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
};

/** Every import in the project under `rootDir` that breaks a rule, plus files misplaced in events/. */
export const findViolations = (rootDir = '.'): BoundaryViolation[] => {
  const root = resolve(rootDir);
  const violations: BoundaryViolation[] = [];
  for (const folder of scannedFolders) {
    for (const absolute of sourceFiles(join(root, folder))) {
      const file = relative(root, absolute).split(sep).join('/');
      const layer = layerOf(file);
      if (layer === 'events' && basename(file) !== 'handler.ts') {
        violations.push({ rule: 'events holds only entry points', file, specifier: '(not a handler.ts)' });
      }
      const text = readFileSync(absolute, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        const specifier = match[1] ?? match[2] ?? match[3] ?? '';
        const target = targetOf(specifier, file, root);
        for (const rule of rules) {
          if (rule.applies(layer, file) && !rule.allows(target, layer)) {
            violations.push({ rule: rule.name, file, specifier });
          }
        }
      }
    }
  }
  return violations;
};

export const ruleWhy = (name: string): string => rules.find((rule) => rule.name === name)?.why ?? '';

// The import rule of DESIGN.md: domain/ is pure (shared by Lambdas and the browser), so it imports only
// its own files and the few pure packages listed here — never another top-level folder, an AWS SDK,
// React, or Node built-ins.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const allowedDomainPackages = new Set(['zod']);

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });

export interface BoundaryViolation {
  file: string;
  specifier: string;
}

export const findDomainViolations = (domainDir: string): BoundaryViolation[] => {
  const root = resolve(domainDir);
  const violations: BoundaryViolation[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      const isRelative = specifier.startsWith('.');
      const allowed = isRelative
        ? `${resolve(dirname(file), specifier)}${sep}`.startsWith(`${root}${sep}`)
        : allowedDomainPackages.has(specifier.split('/')[0] ?? '');
      if (!allowed) violations.push({ file: relative(process.cwd(), file), specifier });
    }
  }
  return violations;
};

// Big screens are split into a state hook and region components: no function in the frontend spans more
// than 150 lines (counted as a reader sees them, from its first line to its last). Biome's own rule counts
// statements and skips JSX, which is where screens grow, so the frontend measures it here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

const maxLines = 150;

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && name !== 'routeTree.gen.ts' ? [path] : [];
  });

interface Node {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  [key: string]: unknown;
}

const isFunction = (node: Node) =>
  node.type === 'FunctionDeclaration' ||
  node.type === 'FunctionExpression' ||
  node.type === 'ArrowFunctionExpression' ||
  node.type === 'ObjectMethod' ||
  node.type === 'ClassMethod';

/** Every function longer than `maxLines`, as "file:line (N lines)". */
const longFunctions = (file: string): string[] => {
  const ast = parse(readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: ['typescript', 'jsx'],
  }) as unknown as Node;
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    if (isFunction(current) && current.loc) {
      const lines = current.loc.end.line - current.loc.start.line + 1;
      if (lines > maxLines) found.push(`${relative('.', file)}:${current.loc.start.line} (${lines} lines)`);
    }
    for (const [key, value] of Object.entries(current)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') visit(value);
    }
  };
  visit(ast);
  return found;
};

describe('frontend functions', () => {
  it(`span at most ${maxLines} lines`, () => {
    expect(sourceFiles('frontend/src').flatMap(longFunctions)).toEqual([]);
  });
});

// No component renders a user-visible literal: every word a user reads comes from the catalogue
// (domain/i18n), so it exists in English and Spanish. Each frontend/src .tsx file is parsed and these fail:
// - JSX text with a letter in it (`<p>Save</p>`);
// - a string or template literal with a letter that JSX renders as a child (`{busy ? 'Saving' : label}`);
// - the same in a prop whose value people read or hear: `userVisibleProps` below.
// A literal counts when it is the value itself or a branch of `?:`, `||`, `??`, `&&` or `+`; arguments of a
// call are not (`t('quote.total')`, `errorFor(errors, 'email')`). A literal that is a key of the catalogue
// passes: the component receiving it translates it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { english } from '#domain/i18n/english';

/**
 * Props whose text reaches the user: the HTML and ARIA attributes that are shown or read aloud, and our
 * components' props that become headings, labels, hints, messages or captions.
 */
const userVisibleProps = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'description',
  'message',
  'heading',
  'hint',
  'error',
  'caption',
  'detail',
  'text',
]);

/** Texts that are no words of either language, so they read the same in both. */
const nonWords = new Set([
  // The brand name.
  'Picket',
  // A URL scheme, shown as the start of a link field.
  'https://',
]);

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const children = (node: Node): Node[] =>
  Object.entries(node).flatMap(([field, value]) => {
    if (field === 'loc') return [];
    if (Array.isArray(value)) return value.filter(isNode);
    return isNode(value) ? [value] : [];
  });

/** The string and template literals an expression can evaluate to. */
const renderedLiterals = (expression: Node | undefined | null): Node[] => {
  if (!expression) return [];
  switch (expression.type) {
    case 'StringLiteral':
    case 'TemplateLiteral':
      return [expression];
    case 'ConditionalExpression':
      return [
        ...renderedLiterals(expression.consequent as Node),
        ...renderedLiterals(expression.alternate as Node),
      ];
    case 'LogicalExpression':
      return [...renderedLiterals(expression.left as Node), ...renderedLiterals(expression.right as Node)];
    case 'BinaryExpression':
      return expression.operator === '+'
        ? [...renderedLiterals(expression.left as Node), ...renderedLiterals(expression.right as Node)]
        : [];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return renderedLiterals(expression.expression as Node);
    default:
      return [];
  }
};

const textOf = (literal: Node): string =>
  literal.type === 'StringLiteral'
    ? String(literal.value)
    : (literal.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join('');

const hasLetter = (text: string) => /\p{L}/u.test(text);

const isAllowed = (text: string) => {
  const trimmed = text.trim();
  return !hasLetter(trimmed) || nonWords.has(trimmed) || Object.hasOwn(english, trimmed);
};

const attributeName = (attribute: Node): string => {
  const name = attribute.name as Node;
  return name.type === 'JSXNamespacedName'
    ? `${(name.namespace as Node).name}:${(name.name as Node).name}`
    : String(name.name);
};

/** Every user-visible literal of one file, as "path:line what". */
const literalTexts = (path: string, source: string): string[] => {
  const program = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] })
    .program as unknown as Node;
  const found: string[] = [];
  const report = (node: Node, what: string, text: string) => {
    if (!isAllowed(text))
      found.push(`${path}:${node.loc?.start.line} ${what} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: Node, parent: Node | undefined) => {
    if (node.type === 'JSXText') report(node, 'text', String(node.value));
    if (
      node.type === 'JSXExpressionContainer' &&
      (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
    )
      for (const literal of renderedLiterals(node.expression as Node))
        report(literal, 'child', textOf(literal));
    if (node.type === 'JSXAttribute' && node.value && userVisibleProps.has(attributeName(node))) {
      const value = node.value as Node;
      const expression = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
      for (const literal of renderedLiterals(expression))
        report(literal, attributeName(node), textOf(literal));
    }
    for (const child of children(node)) visit(child, node);
  };
  visit(program, undefined);
  return found;
};

const componentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });

const frontendDir = new URL('../../frontend/src/', import.meta.url).pathname;

describe('components', () => {
  it('render no user-visible literal: every text comes from the catalogue', () => {
    const files = componentFiles(frontendDir);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      literalTexts(relative(process.cwd(), file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('flag JSX text, rendered literals and visible props, and let keys, calls and non-words pass', () => {
    const source = `
      export const Example = ({ busy }: { busy: boolean }) => (
        <form aria-label="Quote form" title={t('quote.total')}>
          <p>Save changes</p>
          <p>{busy ? 'Saving' : t('form.saving')}</p>
          <input placeholder={\`\${count} items\`} className="w-full" data-testid="quote-total" />
          <Field label="form.email" error={errorFor(errors, 'email')} hint="https://" />
          <span>·</span> <span>{'Picket'}</span> <span>{count} × {price}</span>
        </form>
      );`;
    expect(literalTexts('example.tsx', source)).toEqual([
      'example.tsx:3 aria-label "Quote form"',
      'example.tsx:4 text "Save changes"',
      'example.tsx:5 child "Saving"',
      'example.tsx:6 placeholder "items"',
    ]);
  });
});

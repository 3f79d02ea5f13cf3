// fast-check values from a JSON Schema (as zod's toJSONSchema writes a contract's request schemas): values
// of the declared shape, where any node may instead be something a hostile client sends — a number
// DynamoDB cannot store, a malformed escape, a control character, an oversized string, a deeply nested
// object or the wrong type altogether.
import fc from 'fast-check';

type Schema = Record<string, any>;

/** What no schema asks for and every server must survive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    1e-200,
    5e-324,
    -1e-131,
    1e308,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
    '%E0%A4%A',
    '%',
    '\u0000',
    '\ud800',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '__proto__',
    'x'.repeat(20_000),
    null,
    true,
    [],
    {},
    { __proto__: { polluted: true } },
  ),
  fc.string({ maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.constant(null).map(() => {
    // 300 levels of nesting.
    let nested: unknown = 'bottom';
    for (let depth = 0; depth < 300; depth++) nested = { a: nested };
    return nested;
  }),
);

const stringFor = (schema: Schema): fc.Arbitrary<string> => {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
};

const numberFor = (schema: Schema, integer: boolean): fc.Arbitrary<number> => {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 100_000;
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) })
    : fc.double({ min: Math.max(min, -1e9), max: Math.min(max, 1e9), noNaN: true });
};

/** The shape `schema` declares, with a hostile value now and then in any place. */
export const arbitraryFor = (schema: Schema, root: Schema = schema, depth = 0): fc.Arbitrary<unknown> => {
  const declared = declaredFor(schema, root, depth);
  return fc.oneof({ arbitrary: declared, weight: 6 }, { arbitrary: hostileValue, weight: 1 });
};

const declaredFor = (schema: Schema, root: Schema, depth: number): fc.Arbitrary<unknown> => {
  // `true`/`false` are schemas too (anything, nothing); so is a schema nested too deep to follow.
  if (typeof schema !== 'object' || schema === null || depth > 6) return hostileValue;
  if (schema.$ref) {
    const name = String(schema.$ref).split('/').pop() ?? '';
    return declaredFor(root.$defs?.[name] ?? {}, root, depth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices) && choices.length)
    return fc.oneof(...choices.map((choice: Schema) => declaredFor(choice, root, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return declaredFor(schema.allOf[0], root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'number':
      return numberFor(schema, false);
    case 'integer':
      return numberFor(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, root, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object': {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, root, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: Object.keys(shape).filter((name) => required.has(name)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

// Requests generated from an operation's request-body schema, beyond the spec's one
// example, reproducible from a seed (fast-check): valid variations, which must get a
// contract-valid reply, and invalid ones (a required field missing, a wrong type, a string
// too long for maxLength, a broken pattern), which must be rejected. A server that ignores
// its input passes the example check; it does not pass these. Only the JSON body varies:
// parameters and headers keep their examples.
import fc from 'fast-check';
import { isRecord } from '../spec.ts';
import { escapePointer, follow, type Contract, type ContractOperation } from './contract.ts';

export interface GeneratedCase {
  kind: 'valid' | 'invalid';
  /** e.g. "valid 2", "invalid: /data/0/value missing (required)". */
  name: string;
  body: unknown;
}

type Schema = Record<string, unknown>;

/** Strings and arrays are kept short: enough to vary, little to send. */
const MAX_STRING = 24;
const MAX_ITEMS = 3;
/** A lookahead or lookbehind group, with at most one level of groups inside. */
const LOOKAROUND = /\(\?<?[=!](?:[^()\\]|\\.|\((?:[^()\\]|\\.)*\))*\)/g;
/** Variations Ajv rejects (a pattern fast-check cannot honour, a format) are dropped. */
const TRIES_PER_CASE = 8;

/** The spec pointer of the operation's JSON request-body schema, if it has one. */
export function requestSchemaPointer(
  contract: Contract,
  op: ContractOperation,
): string | undefined {
  const base = `#/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}/requestBody`;
  const body = follow(contract.spec, op.operation.requestBody, base);
  if (!isRecord(body.node) || !isRecord(body.node.content)) return undefined;
  const media = body.node.content['application/json'];
  if (!isRecord(media) || media.schema === undefined) return undefined;
  return follow(contract.spec, media.schema, `${body.pointer}/content/application~1json/schema`)
    .pointer;
}

function resolved(contract: Contract, schema: unknown): Schema {
  const node = follow(contract.spec, schema, '').node;
  return isRecord(node) ? node : {};
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.max(
    minLength,
    Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : MAX_STRING, MAX_STRING),
  );
  if (typeof schema.pattern === 'string') {
    const full = new RegExp(schema.pattern, 'u');
    const fits = (s: string) =>
      s.length >= minLength && s.length <= (Number(schema.maxLength) || Infinity);
    try {
      return fc.stringMatching(full).filter(fits);
    } catch {
      // fast-check cannot generate lookaheads ("a letter and a digit"): generate from the
      // pattern without them; most values match the whole pattern too.
      try {
        const bare = new RegExp(schema.pattern.replace(LOOKAROUND, ''), 'u');
        // No filter (it could retry for ever): the body's Ajv check drops what misses.
        return fc.stringMatching(bare);
      } catch {
        const example: unknown = Array.isArray(schema.examples)
          ? (schema.examples as unknown[])[0]
          : schema.example;
        if (typeof example === 'string') return fc.constant(example);
      }
    }
  }
  switch (schema.format) {
    case 'email':
      return fc.constantFrom('shopper@example.com', 'qa.test+1@example.org', 'a.b@example.net');
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    default:
      return fc.string({ minLength, maxLength });
  }
}

function numberBounds(schema: Schema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + step
        : 0;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - step
        : Math.max(min, 0) + 1_000_000;
  return { min, max };
}

/** A fast-check arbitrary for (mostly) valid values of a schema of the contract. */
export function arbitraryFor(contract: Contract, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolved(contract, raw);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    // Keywords beside oneOf/anyOf (an object's properties, with `anyOf: [{required: [a]},
    // {required: [b]}]`) apply to every branch.
    const { oneOf: _one, anyOf: _any, ...shared } = schema;
    const merged = branches.map((raw) => {
      const branch = resolved(contract, raw);
      if (Object.keys(shared).length === 0) return branch;
      return {
        ...shared,
        ...branch,
        required: [
          ...(Array.isArray(shared.required) ? (shared.required as string[]) : []),
          ...(Array.isArray(branch.required) ? (branch.required as string[]) : []),
        ],
        properties: {
          ...(isRecord(shared.properties) ? shared.properties : {}),
          ...(isRecord(branch.properties) ? branch.properties : {}),
        },
      };
    });
    return fc.oneof(...merged.map((b) => arbitraryFor(contract, b, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as unknown[]).map((p) => arbitraryFor(contract, p, depth + 1));
    return fc
      .tuple(...parts)
      .map((values) => Object.assign({}, ...values.filter(isRecord)) as unknown);
  }
  if (Array.isArray(schema.type))
    return fc.oneof(
      ...(schema.type as string[]).map((type) =>
        arbitraryFor(contract, { ...schema, type }, depth + 1),
      ),
    );
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer(numberBounds(schema, true));
    case 'number':
      return fc.double({ ...numberBounds(schema, false), noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return fc.array(arbitraryFor(contract, schema.items ?? {}, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(Number(schema.maxItems) || MAX_ITEMS, MAX_ITEMS)),
      });
    }
    default: {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      if (depth > 6 || Object.keys(properties).length === 0) return fc.constant({});
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([k, v]) => [k, arbitraryFor(contract, v, depth + 1)]),
        ),
        { requiredKeys: required.filter((k) => k in properties) },
      );
    }
  }
}

interface Mutation {
  /** JSON pointer into the body. */
  pointer: string;
  what: string;
  apply: (body: unknown) => unknown;
}

/** A copy of body with the value at path replaced, or (value undefined) removed. */
function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(body))
    return (body as unknown[]).map((item, i) => (i === key ? setAt(item, rest, value) : item));
  if (!isRecord(body)) return body;
  const entries = Object.entries(body).map(([k, v]): [string, unknown] =>
    k === String(key) ? [k, rest.length ? setAt(v, rest, value) : value] : [k, v],
  );
  return Object.fromEntries(
    entries.filter(([k, v]) => !(k === String(key) && v === undefined && rest.length === 0)),
  );
}

function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not-a-list';
  if (isRecord(value)) return 'not-an-object';
  return { unexpected: true };
}

const PATTERN_BREAKERS = ['', ' ', '!!', '#%&', 'x y', '<script>', '０', 'ab'];

/** Every place the example body can be broken in one way, from its schema. */
function mutationsOf(
  contract: Contract,
  raw: unknown,
  value: unknown,
  path: (string | number)[],
  out: Mutation[],
): void {
  const schema = resolved(contract, raw);
  const pointer = path.length ? `/${path.map((p) => escapePointer(String(p))).join('/')}` : '';
  if (path.length > 0 && value !== null && value !== undefined)
    out.push({
      pointer,
      what: `${pointer}: ${JSON.stringify(wrongTypeFor(value))} instead of ${typeof value === 'object' ? (Array.isArray(value) ? 'an array' : 'an object') : `a ${typeof value}`} (wrong type)`,
      apply: (body) => setAt(body, path, wrongTypeFor(value)),
    });
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number')
      out.push({
        pointer,
        what: `${pointer}: ${schema.maxLength + 1} characters (maxLength ${schema.maxLength})`,
        apply: (body) => setAt(body, path, 'x'.repeat(schema.maxLength as number) + 'x'),
      });
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      const breaker = PATTERN_BREAKERS.find((s) => !pattern.test(s));
      if (breaker !== undefined)
        out.push({
          pointer,
          what: `${pointer}: ${JSON.stringify(breaker)} (does not match ${schema.pattern})`,
          apply: (body) => setAt(body, path, breaker),
        });
    }
  }
  if (isRecord(value)) {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    for (const key of required.filter((k) => k in value))
      out.push({
        pointer: `${pointer}/${escapePointer(key)}`,
        what: `${pointer}/${escapePointer(key)} missing (required)`,
        apply: (body) => setAt(body, [...path, key], undefined),
      });
    for (const [key, child] of Object.entries(value))
      if (key in properties) mutationsOf(contract, properties[key], child, [...path, key], out);
  } else if (Array.isArray(value) && value.length > 0 && schema.items !== undefined) {
    mutationsOf(contract, schema.items, value[0], [...path, 0], out);
  }
}

/** N valid variations and up to N invalid requests (distinct mutations) for one operation. */
export function generateCases(
  contract: Contract,
  op: ContractOperation,
  example: unknown,
  options: { seed: number; cases: number },
): GeneratedCase[] {
  const pointer = requestSchemaPointer(contract, op);
  if (!pointer || options.cases <= 0) return [];
  const schemaNode = follow(contract.spec, { $ref: pointer }, '').node;
  const validate = contract.validatorAt(pointer);
  // Mixing the operation into the seed keeps each operation's cases stable when --only
  // selects other operations.
  const seed = (options.seed ^ hash(op.operationId)) >>> 0;
  const valid = fc
    .sample(arbitraryFor(contract, schemaNode), {
      seed,
      numRuns: options.cases * TRIES_PER_CASE,
    })
    .filter((body) => validate(body))
    // A small schema (an enum) gives the same body again: send each one once.
    .filter(
      (body, i, all) => all.findIndex((b) => JSON.stringify(b) === JSON.stringify(body)) === i,
    )
    .slice(0, options.cases)
    .map((body, i) => ({ kind: 'valid' as const, name: `valid ${i + 1}`, body }));

  const invalid: GeneratedCase[] = [];
  if (example !== undefined && validate(example)) {
    const sites: Mutation[] = [];
    mutationsOf(contract, schemaNode, example, [], sites);
    const broken = sites.filter((m) => !validate(m.apply(example)));
    const picked =
      broken.length <= options.cases
        ? broken
        : (fc.sample(
            fc.shuffledSubarray(broken, { minLength: options.cases, maxLength: options.cases }),
            { seed, numRuns: 1 },
          )[0] ?? []);
    for (const m of picked)
      invalid.push({ kind: 'invalid', name: `invalid: ${m.what}`, body: m.apply(example) });
  }
  return [...valid, ...invalid];
}

/** A small stable string hash (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

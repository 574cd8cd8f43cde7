// The bundled contract as the conformance check needs it: every operation with where its
// reply schemas live, its envelope, the codes it declares, and an Ajv (JSON Schema 2020-12)
// validator compiled from the bundled spec itself, never from a hand copy.
import { Ajv2020, type SchemaObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isReadOperation } from '../reading-operations.ts';
import { isRecord, specOperations, type OpenApiDocument, type SpecOperation } from '../spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** The id the spec is registered under in Ajv; every local $ref is rewritten against it. */
const SPEC_ID = 'contract';

export interface Envelope {
  /** `code` for the business envelope, `repCode` for the captcha calls. */
  codeField: string;
  /** 200 or '0000'. */
  successCode: unknown;
}

export interface ContractOperation extends SpecOperation {
  /** GET, or a reading POST: safe to call on a live backend. */
  read: boolean;
  /** Every security alternative needs the bearer token. */
  needsToken: boolean;
  /** Some security alternative takes the bearer token. */
  acceptsToken: boolean;
  /** Media types of the 200 response, e.g. ['application/json']. */
  mediaTypes: string[];
  /** JSON pointers (into the spec) of the whole 200 schema and of its two branches. */
  responsePointer: string | undefined;
  successPointer: string | undefined;
  errorPointer: string | undefined;
  envelope: Envelope | undefined;
  /** The non-success business codes of x-business-codes, as strings. */
  declaredErrorCodes: string[];
}

export interface Contract {
  spec: OpenApiDocument;
  title: string;
  version: string;
  operations: ContractOperation[];
  tags: string[];
  /** A validator for the schema at a JSON pointer of the spec ('#/components/...'). */
  validatorAt: (pointer: string) => ValidateFunction;
  /** A validator for a schema object taken from the spec (its $refs already absolute). */
  validatorFor: (schema: SchemaObject | boolean) => ValidateFunction;
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The node at a local pointer ('#/a/b'), or undefined. */
export function nodeAt(spec: unknown, pointer: string): unknown {
  const segments = pointer.replace(/^#\/?/, '').split('/').filter(Boolean).map(unescapePointer);
  let node: unknown = spec;
  for (const segment of segments) {
    if (!isRecord(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Follows $refs from a node; returns the node reached and its pointer. */
export function follow(
  spec: unknown,
  node: unknown,
  pointer: string,
): { node: unknown; pointer: string } {
  let current = node;
  let at = pointer;
  const seen = new Set<string>();
  while (isRecord(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#')) {
    if (seen.has(current.$ref)) break;
    seen.add(current.$ref);
    at = current.$ref;
    current = nodeAt(spec, current.$ref);
  }
  return { node: current, pointer: at };
}

/** A deep copy whose local $refs ('#/x') point at the registered spec ('contract#/x'). */
function absoluteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(absoluteRefs);
  if (!isRecord(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `${SPEC_ID}${value}`
        : absoluteRefs(value),
    ]),
  );
}

function envelopeOf(spec: OpenApiDocument, successPointer: string): Envelope | undefined {
  const success = follow(spec, nodeAt(spec, successPointer), successPointer).node;
  const parts = isRecord(success) && Array.isArray(success.allOf) ? success.allOf : [success];
  for (const part of parts) {
    const resolved = follow(spec, part, '').node;
    if (!isRecord(resolved) || !isRecord(resolved.properties)) continue;
    for (const [field, schema] of Object.entries(resolved.properties)) {
      const prop = follow(spec, schema, '').node;
      if (isRecord(prop) && 'const' in prop) return { codeField: field, successCode: prop.const };
    }
  }
  return undefined;
}

function describeOperation(spec: OpenApiDocument, op: SpecOperation): ContractOperation {
  const { operation, path } = op;
  const security = (operation.security ?? spec.security) as Record<string, unknown>[] | undefined;
  const base = `#/paths/${escapePointer(path)}/${op.method.toLowerCase()}`;
  const responses = isRecord(operation.responses) ? operation.responses : {};
  const ok = follow(spec, responses['200'], `${base}/responses/200`);
  const content = isRecord(ok.node) && isRecord(ok.node.content) ? ok.node.content : {};
  const mediaTypes = Object.keys(content);
  const jsonType = mediaTypes.find((m) => m === 'application/json' || m.endsWith('+json'));
  const media = jsonType ? content[jsonType] : undefined;
  let responsePointer: string | undefined;
  let successPointer: string | undefined;
  let errorPointer: string | undefined;
  if (jsonType && isRecord(media) && media.schema !== undefined) {
    const schema = follow(
      spec,
      media.schema,
      `${ok.pointer}/content/${escapePointer(jsonType)}/schema`,
    );
    responsePointer = schema.pointer;
    // Convention (checked by the contract tests): oneOf [success branch, error envelope].
    if (isRecord(schema.node) && Array.isArray(schema.node.oneOf)) {
      successPointer = `${schema.pointer}/oneOf/0`;
      errorPointer = schema.node.oneOf.length > 1 ? `${schema.pointer}/oneOf/1` : undefined;
    } else {
      successPointer = schema.pointer;
    }
  }
  const envelope = successPointer ? envelopeOf(spec, successPointer) : undefined;
  const codes = isRecord(operation['x-business-codes'])
    ? Object.keys(operation['x-business-codes'])
    : [];
  return {
    ...op,
    read: isReadOperation(op),
    needsToken:
      Array.isArray(security) &&
      security.length > 0 &&
      security.every((req) => Object.keys(req).length > 0),
    acceptsToken: Array.isArray(security) && security.some((req) => Object.keys(req).length > 0),
    mediaTypes,
    responsePointer,
    successPointer,
    errorPointer,
    envelope,
    declaredErrorCodes: codes.filter((code) => code !== successCodeText(envelope)),
  };
}

function successCodeText(envelope: Envelope | undefined): string {
  const code = envelope?.successCode;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : '200';
}

export function loadContract(spec: OpenApiDocument): Contract {
  const info = isRecord(spec.info) ? spec.info : {};
  const operations = specOperations(spec).map((op) => describeOperation(spec, op));
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(absoluteRefs(spec) as SchemaObject, SPEC_ID);
  const byPointer = new Map<string, ValidateFunction>();
  const byObject = new WeakMap<object, ValidateFunction>();
  return {
    spec,
    title: typeof info.title === 'string' ? info.title : 'API',
    version: typeof info.version === 'string' ? info.version : '',
    operations,
    tags: [...new Set(operations.map((op) => op.tag))],
    validatorAt: (pointer) => {
      let fn = byPointer.get(pointer);
      if (!fn) {
        fn = ajv.compile({ $ref: `${SPEC_ID}${pointer.startsWith('#') ? '' : '#'}${pointer}` });
        byPointer.set(pointer, fn);
      }
      return fn;
    },
    validatorFor: (schema) => {
      if (typeof schema === 'boolean') return ajv.compile(schema);
      let fn = byObject.get(schema);
      if (!fn) {
        fn = ajv.compile(schema);
        byObject.set(schema, fn);
      }
      return fn;
    },
  };
}

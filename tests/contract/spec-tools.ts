// Helpers for the contract tests: walk the bundled spec's operations, examples and
// request examples, and validate values against its schemas with Ajv (JSON Schema 2020-12,
// straight from the bundled spec, never a hand copy).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  listOperations,
  readSpec,
  type OpenApiDocument,
  type SpecOperation,
} from '../../scripts/lib/spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface NamedExample {
  name: string;
  value: Json;
  pointer: string;
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function loadContract() {
  const spec = readSpec();
  const operations = listOperations();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(spec, 'spec');
  const cache = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let fn = cache.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `spec#${pointer}` });
      cache.set(pointer, fn);
    }
    return fn;
  };
  return { spec, operations, validatorAt, ajv };
}

/** Follows local $refs ('#/components/...') to the node they point at. */
export function resolve(spec: OpenApiDocument, node: unknown): Record<string, unknown> {
  let current = node as Record<string, unknown>;
  while (typeof current.$ref === 'string') {
    const path = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = path.reduce<unknown>(
      (acc, key) => (acc as Record<string, unknown>)[key],
      spec,
    ) as Record<string, unknown>;
  }
  return current;
}

export function operationPointer(op: SpecOperation): string {
  return `/paths/${escapePointer(op.path)}/${op.method.toLowerCase()}`;
}

/** The named examples of an operation's 200 JSON response. */
export function responseExamples(spec: OpenApiDocument, op: SpecOperation): NamedExample[] {
  const responses = op.operation.responses as Record<string, unknown>;
  const ok = resolve(spec, responses['200']);
  const content = ok.content as Record<string, Record<string, unknown>>;
  const media = content['application/json'] ?? {};
  const examples = (media.examples ?? {}) as Record<string, unknown>;
  return Object.entries(examples).map(([name, ex]) => ({
    name,
    value: resolve(spec, ex).value as Json,
    pointer: `${operationPointer(op)}/responses/200/content/application~1json/schema`,
  }));
}

/** The first request-body example, if the operation has a body. */
export function requestBodyExample(spec: OpenApiDocument, op: SpecOperation): Json | undefined {
  const body = op.operation.requestBody ? resolve(spec, op.operation.requestBody) : undefined;
  if (!body) return undefined;
  const media = (body.content as Record<string, Record<string, unknown>>)['application/json'];
  const examples = (media?.examples ?? {}) as Record<string, unknown>;
  const first = Object.values(examples)[0];
  return first === undefined
    ? (media?.example as Json | undefined)
    : (resolve(spec, first).value as Json);
}

export interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  example?: string | number | boolean;
  schema?: Record<string, unknown>;
}

/** Path-item and operation parameters, resolved. */
export function parameters(spec: OpenApiDocument, op: SpecOperation): ParameterObject[] {
  const item = spec.paths[op.path] as Record<string, unknown> & { parameters?: unknown[] };
  const own = op.operation.parameters as unknown[] | undefined;
  const all = [...(item.parameters ?? []), ...(own ?? [])];
  return all.map((p) => resolve(spec, p) as unknown as ParameterObject);
}

export function needsBearer(op: SpecOperation): boolean {
  const security = op.operation.security as Record<string, unknown>[] | undefined;
  // Signed-in only: every alternative requires the token (`[{}, {bearerAuth: []}]` is optional).
  return Boolean(security && security.length > 0 && security.every((req) => 'bearerAuth' in req));
}

/** Builds the request Prism needs for an operation, from the spec's own examples. */
export function exampleRequest(spec: OpenApiDocument, op: SpecOperation) {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of parameters(spec, op)) {
    if (p.example === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    if (p.in === 'query' && p.required) query.set(p.name, String(p.example));
  }
  const body = requestBodyExample(spec, op);
  const qs = query.toString();
  return { path: qs ? `${path}?${qs}` : path, body };
}

/** The codes an operation declares it can return (x-business-codes). */
export function businessCodes(op: SpecOperation): string[] {
  return Object.keys(op.operation['x-business-codes'] ?? {});
}

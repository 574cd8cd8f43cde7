// The request the conformance check sends for an operation, built only from the spec's own
// examples: path parameters and required query parameters from their examples, the shared
// headers from theirs, and the first named example of the JSON request body.
import { randomUUID } from 'node:crypto';
import { isRecord } from '../spec.ts';
import { follow, type Contract, type ContractOperation } from './contract.ts';

export interface PlannedRequest {
  method: string;
  /** Path and query, e.g. /api/member/billing-address/4101?x=1. */
  path: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, unknown>;
  schema?: Record<string, unknown>;
}

export function parametersOf(contract: Contract, op: ContractOperation): Parameter[] {
  const item = contract.spec.paths[op.path] ?? {};
  const all: unknown[] = [
    ...(Array.isArray(item.parameters) ? (item.parameters as unknown[]) : []),
    ...(Array.isArray(op.operation.parameters) ? (op.operation.parameters as unknown[]) : []),
  ];
  // An operation-level parameter overrides a path-level one of the same name and location.
  const byKey = new Map<string, Parameter>();
  for (const raw of all) {
    const p = follow(contract.spec, raw, '').node as Parameter;
    byKey.set(`${p.in}:${p.name}`, p);
  }
  return [...byKey.values()];
}

function exampleOf(contract: Contract, p: Parameter): unknown {
  if (p.example !== undefined) return p.example;
  const named = Object.values(p.examples ?? {})[0];
  if (named !== undefined)
    return (follow(contract.spec, named, '').node as { value?: unknown }).value;
  const schema = p.schema
    ? (follow(contract.spec, p.schema, '').node as Record<string, unknown>)
    : {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples)) return schema.examples[0];
  return undefined;
}

/** The first named example (or `example`) of the JSON request body; undefined without one. */
export function requestBodyExample(
  contract: Contract,
  op: ContractOperation,
): { present: boolean; required: boolean; value?: unknown } {
  if (op.operation.requestBody === undefined) return { present: false, required: false };
  const body = follow(contract.spec, op.operation.requestBody, '').node;
  if (!isRecord(body) || !isRecord(body.content)) return { present: false, required: false };
  const required = body.required === true;
  const media = body.content['application/json'];
  if (!isRecord(media)) return { present: false, required };
  const first = isRecord(media.examples) ? Object.values(media.examples)[0] : undefined;
  if (first !== undefined) {
    const example = follow(contract.spec, first, '').node;
    return { present: true, required, value: isRecord(example) ? example.value : undefined };
  }
  if (media.example !== undefined) return { present: true, required, value: media.example };
  return { present: false, required };
}

export class MissingExampleError extends Error {}

/**
 * The contract's Idempotency-Key (proposal idempotency-key): one key per attempt, and the
 * backend refuses a key reused with another body or answers a repeated one with its first
 * reply. So every request the check sends gets a new key, never the example's: a second CI
 * run, or a generated variation, is a new attempt.
 */
export function withFreshIdempotencyKey(headers: Record<string, string>): Record<string, string> {
  const name = Object.keys(headers).find((h) => h.toLowerCase() === 'idempotency-key');
  return name ? { ...headers, [name]: randomUUID() } : headers;
}

/** Joins the target (which may carry a base path) and an operation path. */
export function joinUrl(target: URL, path: string): string {
  return `${target.origin}${target.pathname.replace(/\/$/, '')}${path}`;
}

/**
 * Named values (from --setup, or an earlier step of a flow) replace the example's: a path or
 * query parameter of that name, and a field of that name at the top level of the body.
 */
export function applyValues(body: unknown, values: Record<string, unknown>): unknown {
  if (!isRecord(body)) return body;
  const names = Object.keys(values).filter((name) => name in body);
  if (names.length === 0) return body;
  return { ...body, ...Object.fromEntries(names.map((name) => [name, values[name]])) };
}

export function buildRequest(
  contract: Contract,
  op: ContractOperation,
  target: URL,
  token?: string,
  values: Record<string, unknown> = {},
): PlannedRequest {
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { Accept: 'application/json' };
  for (const p of parametersOf(contract, op)) {
    const example = p.name in values ? values[p.name] : exampleOf(contract, p);
    if (example === undefined) {
      if (p.required || p.in === 'path')
        throw new MissingExampleError(
          `the required ${p.in} parameter "${p.name}" has no example in the spec`,
        );
      continue;
    }
    const value = typeof example === 'string' ? example : JSON.stringify(example);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && p.required) query.set(p.name, value);
    // The shared headers (language, currency, ...) with their example values.
    else if (p.in === 'header' && p.name.toLowerCase() !== 'authorization') headers[p.name] = value;
  }
  const body = requestBodyExample(contract, op);
  if (!body.present && body.required)
    throw new MissingExampleError('the required request body has no example in the spec');
  if (body.present) headers['Content-Type'] = 'application/json';
  if (token && op.acceptsToken) headers.Authorization = `Bearer ${token}`;
  const qs = query.toString();
  const fullPath = qs ? `${path}?${qs}` : path;
  return {
    method: op.method,
    path: fullPath,
    url: joinUrl(target, fullPath),
    headers: withFreshIdempotencyKey(headers),
    ...(body.present ? { body: applyValues(body.value, values) } : {}),
  };
}

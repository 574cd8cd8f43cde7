// Helpers for the contract tests. The bundled spec is read as the conformance check reads it
// (scripts/lib/conformance: operations, $ref resolution, request examples and Ajv validators
// for JSON Schema 2020-12 straight from the bundled spec, never a hand copy); this file adds
// what only the tests walk: the named response examples.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleInto } from '../../scripts/lib/conformance/bundle.ts';
import {
  escapePointer,
  follow,
  loadContract as describeContract,
  type Contract,
  type ContractOperation,
} from '../../scripts/lib/conformance/contract.ts';
import { requestBodyExample as bodyExample } from '../../scripts/lib/conformance/requests.ts';
import {
  readSpec,
  SPEC_ROOT,
  type OpenApiDocument,
  type SpecOperation,
} from '../../scripts/lib/spec.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface NamedExample {
  name: string;
  value: Json;
  pointer: string;
}

/** The bundled spec (build/openapi.bundled.yaml), its operations and validators. */
export function loadContract(): Contract {
  return describeContract(readSpec());
}

/**
 * A bundle of the test file's own in a new scratch folder, and its contract: Prism restarts
 * whenever the file it serves changes, and other test files rewrite the shared bundle.
 */
export function scratchContract(prefix: string) {
  const scratch = mkdtempSync(join(tmpdir(), prefix));
  const specFile = join(scratch, 'openapi.bundled.yaml');
  bundleInto(SPEC_ROOT, specFile);
  return { scratch, specFile, contract: describeContract(readSpec(specFile)) };
}

/** Follows local $refs ('#/components/...') to the node they point at. */
export function resolve(spec: OpenApiDocument, node: unknown): Record<string, unknown> {
  return follow(spec, node, '').node as Record<string, unknown>;
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
export function requestBodyExample(contract: Contract, op: ContractOperation): Json | undefined {
  const body = bodyExample(contract, op);
  return body.present ? (body.value as Json) : undefined;
}

/** The codes an operation declares it can return (x-business-codes). */
export function businessCodes(op: SpecOperation): string[] {
  return Object.keys(op.operation['x-business-codes'] ?? {});
}

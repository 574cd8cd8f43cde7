// Reading the contract from scripts and tests: bundle it and list its operations.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = new URL('../..', import.meta.url).pathname;
export const SPEC_ROOT = process.env.SPEC_ROOT ?? join(root, 'openapi/openapi.yaml');
export const BUNDLED_SPEC = join(root, 'build/openapi.bundled.yaml');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  contract: 'known' | 'inferred';
  purpose: 'inferred' | undefined;
  summary: string;
  operation: Record<string, unknown>;
}

/** Writes build/openapi.bundled.yaml from openapi/ (Redocly resolves every $ref). */
export function bundleSpec(): void {
  execFileSync(
    join(root, 'node_modules/.bin/redocly'),
    ['bundle', SPEC_ROOT, '--output', BUNDLED_SPEC],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

export function readSpec(file = BUNDLED_SPEC): OpenApiDocument {
  return parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument;
}

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every operation of a spec in declaration order (the order Prism and MSW match in). */
export function specOperations(spec: OpenApiDocument): SpecOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => isRecord(item[m])).map((method) => {
      const operation = item[method] as Record<string, unknown>;
      const tags = operation.tags as string[] | undefined;
      return {
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        tag: tags?.[0] ?? 'default',
        contract: operation['x-contract'] === 'known' ? 'known' : 'inferred',
        purpose: operation['x-purpose'] === 'inferred' ? 'inferred' : undefined,
        summary: typeof operation.summary === 'string' ? operation.summary : '',
        operation,
      } satisfies SpecOperation;
    }),
  );
}

/** Every operation of the bundled spec (or of `file`), in declaration order. */
export function listOperations(file = BUNDLED_SPEC): SpecOperation[] {
  return specOperations(readSpec(file));
}

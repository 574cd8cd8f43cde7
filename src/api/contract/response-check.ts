// Checks a reply against the generated Zod schema of its operation, in production too. The
// HTTP client imports this module lazily and starts it together with the request, so the
// schemas (one chunk per tag, with Zod itself) never weigh on a screen's first JS and
// usually arrive before the reply does. The schemas are Orval's Zod Mini output (the same
// rules as the classic schemas the forms start from, in a third of the bytes, with no
// descriptions), so the first reply of a screen waits on about 11 KiB instead of 34.
import type { $ZodIssue } from 'zod/v4/core';
import * as z from 'zod/mini';
import { responseSchemaLoaders } from '../generated/operation-table';
import { findOperation } from './operation-lookup';
// Zod's JIT off (lib/zod-jitless.ts), also where this module is used without main.tsx.
import '../../lib/zod-jitless';

export interface ContractProblem {
  /** A known operation's success reply that does not match its schema: the call fails. */
  breaksContract: boolean;
  /**
   * How development reports it: 'warn' for a reply the check tolerates (an unknown enum
   * value inside a list item), 'error' otherwise (which fails a unit test).
   */
  level: 'error' | 'warn';
  /** What is wrong, for the development console (never shown to the shopper). */
  description: string;
}

/** Checks one reply: undefined when it matches the contract. */
export type ResponseCheck = (body: unknown, success: boolean) => ContractProblem | undefined;

const schemas = new Map<string, Promise<z.ZodMiniType>>();

function loadSchema(
  operationId: string,
  load: () => Promise<z.ZodMiniType>,
): Promise<z.ZodMiniType> {
  let schema = schemas.get(operationId);
  if (!schema) {
    schema = load();
    // A failed chunk load is tried again on the next call, not cached.
    schema.catch(() => schemas.delete(operationId));
    schemas.set(operationId, schema);
  }
  return schema;
}

/** The success branch of a response schema (the contract tests check replies against it too). */
export function successBranch(schema: z.ZodMiniType): z.ZodMiniType {
  // Every response schema is oneOf [success, error] with success first (checked by the
  // contract tests); the error branch would otherwise accept a malformed success body.
  return schema instanceof z.ZodMiniUnion ? (schema.def.options[0] as z.ZodMiniType) : schema;
}

// Zod Mini loads no locale (its English messages are another 1.5 KiB on every first
// reply), so the description names each issue by its code and details instead:
// `invalid_type (expected "array") at data.list`.
function describeIssues(issues: readonly $ZodIssue[]): string {
  return issues
    .map((issue) => {
      const details = Object.entries(issue)
        .filter(([key]) => !['code', 'path', 'message', 'input', 'errors'].includes(key))
        .map(([key, value]) => `${key} ${JSON.stringify(value)}`);
      const at = issue.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
      return `✖ ${issue.code}${details.length ? ` (${details.join(', ')})` : ''}${at}`;
    })
    .join('\n');
}

/** The value at an issue's path in the reply. */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * An unknown enum value inside a list item (its path has an array index): a backend that
 * adds a status must not take the whole list down with it (issue 23 item 6). The item keeps
 * its value; the screens show what they can of it and offer no actions (each UI lookup keyed
 * by an enum value falls back to nothing). Only a value of the enum's own type is unknown;
 * a number where the enum has strings (3 for '3') is a wrong type and fails, as does every
 * other mismatch and an unknown value outside a list (a single order's status). A union of
 * enums (a coupon's type, number or string) fails as `invalid_union` and is not tolerated:
 * the coupon maths cannot guess.
 */
function isTolerated(issue: $ZodIssue, body: unknown): boolean {
  if (issue.code !== 'invalid_value') return false;
  if (!issue.path.some((key) => typeof key === 'number')) return false;
  const value = valueAt(body, issue.path);
  return issue.values.some((known) => typeof known === typeof value);
}

/** Loads the check of the operation a request belongs to. */
export async function loadResponseCheck(method: string, url: string): Promise<ResponseCheck> {
  const op = findOperation(method, url);
  const load = op ? responseSchemaLoaders[op.operationId] : undefined;
  if (!op || !load) {
    return () => ({
      breaksContract: false,
      level: 'error',
      description: `${method} ${url} is not an operation of the contract`,
    });
  }
  const schema = await loadSchema(op.operationId, load);
  return (body, success) => {
    const result = (success ? successBranch(schema) : schema).safeParse(body);
    if (result.success) return undefined;
    const tolerated = result.error.issues.every((issue) => isTolerated(issue, body));
    return {
      breaksContract: success && !tolerated,
      level: tolerated ? 'warn' : 'error',
      description: `${op.operationId} (${op.method} ${op.path}): the response does not match the contract${tolerated ? ' (tolerated: unknown values inside list items)' : ''}\n${describeIssues(result.error.issues)}`,
    };
  };
}

// The /api pass-through takes the token out of the replies of SIGN_IN_PATHS and ends the
// session on LOGOUT_PATH (src/server/api-pass-through.ts): the lists must be the contract's
// own, or a new sign-in operation would hand its token to the page's script.
import { describe, expect, it } from 'vitest';
import { listOperations, readSpec } from '../../scripts/lib/spec.ts';
import { LOGOUT_PATH, SIGN_IN_PATHS } from '../../src/server/api-pass-through.ts';

const operations = listOperations();
const spec = readSpec();

/** Whether a part of the contract refers to the schema `target`, through any chain of $refs. */
function refersTo(node: unknown, target: string, seen = new Set<string>()): boolean {
  if (Array.isArray(node)) return node.some((item) => refersTo(item, target, seen));
  if (typeof node !== 'object' || node === null) return false;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    if (ref === target) return true;
    if (seen.has(ref) || !ref.startsWith('#/')) return false;
    seen.add(ref);
    const referred = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], spec);
    return refersTo(referred, target, seen);
  }
  return Object.values(node).some((value) => refersTo(value, target, seen));
}

describe('the session pass-through and the contract', () => {
  it('takes the token from exactly the operations whose success carries LoginToken', () => {
    const carrying = operations
      .filter((operation) =>
        refersTo(operation.operation.responses, '#/components/schemas/LoginToken'),
      )
      .map((operation) => operation.path);
    expect(new Set(carrying)).toEqual(new Set(SIGN_IN_PATHS));
  });

  it('ends the session on the contract’s logout', () => {
    expect(operations.find((operation) => operation.operationId === 'logout')?.path).toBe(
      LOGOUT_PATH,
    );
  });
});

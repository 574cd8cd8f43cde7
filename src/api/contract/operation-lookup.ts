// Which operation of the contract a request belongs to. Light (no Zod): the scenario
// switcher (src/dev) and the response check both read it.
import { operations } from '../generated/operation-table';

export interface MatchedOperation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
}

const compiled: MatchedOperation[] = operations.map((op) => ({
  operationId: op.operationId,
  method: op.method,
  path: op.path,
  pattern: new RegExp(
    `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`,
  ),
}));

/** The operation a request belongs to, in declaration order (as Prism and MSW match). */
export function findOperation(method: string, url: string): MatchedOperation | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  return compiled.find((op) => op.method === method.toUpperCase() && op.pattern.test(pathname));
}

// Development and test only: checks each response against the generated Zod schema of its
// operation and reports a mismatch loudly, naming the operation. Loaded lazily by the HTTP
// client behind import.meta.env.DEV, so it never reaches the production bundle.
import { z } from 'zod';
import { operations, responseSchemas } from './generated/operations';

interface CompiledOperation {
  operationId: keyof typeof responseSchemas;
  method: string;
  path: string;
  pattern: RegExp;
}

const compiled: CompiledOperation[] = operations.map((op) => ({
  operationId: op.operationId as keyof typeof responseSchemas,
  method: op.method,
  path: op.path,
  pattern: new RegExp(
    `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`,
  ),
}));

/** The operation a request belongs to, in declaration order (as Prism and MSW match). */
export function findOperation(method: string, url: string): CompiledOperation | undefined {
  const pathname = new URL(url, 'http://localhost').pathname;
  return compiled.find((op) => op.method === method.toUpperCase() && op.pattern.test(pathname));
}

function successBranch(schema: z.ZodType): z.ZodType {
  // Every response schema is oneOf [success, error] with success first (checked by the
  // contract tests); the error branch would otherwise accept a malformed success body.
  return schema instanceof z.ZodUnion ? (schema.options[0] as z.ZodType) : schema;
}

/** Returns the problem description, or undefined when the body matches the contract. */
export function checkResponse(method: string, url: string, body: unknown, success: boolean) {
  const op = findOperation(method, url);
  if (!op) return `${method} ${url} is not an operation of the contract`;
  const schema = responseSchemas[op.operationId] as z.ZodType;
  const result = (success ? successBranch(schema) : schema).safeParse(body);
  if (result.success) return undefined;
  return `${op.operationId} (${op.method} ${op.path}): the response does not match the contract\n${z.prettifyError(result.error)}`;
}

export function reportContractViolation(
  method: string,
  url: string,
  body: unknown,
  success: boolean,
): void {
  const problem = checkResponse(method, url, body, success);
  if (problem) console.error(`[contract] ${problem}`);
}

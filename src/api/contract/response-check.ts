// Checks a reply against the generated Zod schema of its operation, in production too. The
// HTTP client imports this module lazily and starts it together with the request, so the
// schemas (one chunk per tag, with Zod itself) never weigh on a screen's first JS and
// usually arrive before the reply does.
import { z } from 'zod';
import { responseSchemaLoaders } from '../generated/operation-table';
import { findOperation } from './operation-lookup';

// Each schema parses a handful of replies: Zod's JIT (code generated with new Function on a
// schema's first parse) costs more main-thread time than it saves here, and would need
// 'unsafe-eval' under a strict Content-Security-Policy.
z.config({ jitless: true });

export interface ContractProblem {
  /** A known operation's success reply that does not match its schema: the call fails. */
  breaksContract: boolean;
  /** What is wrong, for the development console (never shown to the shopper). */
  description: string;
}

/** Checks one reply: undefined when it matches the contract. */
export type ResponseCheck = (body: unknown, success: boolean) => ContractProblem | undefined;

const schemas = new Map<string, Promise<z.ZodType>>();

function loadSchema(operationId: string, load: () => Promise<z.ZodType>): Promise<z.ZodType> {
  let schema = schemas.get(operationId);
  if (!schema) {
    schema = load();
    // A failed chunk load is tried again on the next call, not cached.
    schema.catch(() => schemas.delete(operationId));
    schemas.set(operationId, schema);
  }
  return schema;
}

function successBranch(schema: z.ZodType): z.ZodType {
  // Every response schema is oneOf [success, error] with success first (checked by the
  // contract tests); the error branch would otherwise accept a malformed success body.
  return schema instanceof z.ZodUnion ? (schema.options[0] as z.ZodType) : schema;
}

/** Loads the check of the operation a request belongs to. */
export async function loadResponseCheck(method: string, url: string): Promise<ResponseCheck> {
  const op = findOperation(method, url);
  const load = op ? responseSchemaLoaders[op.operationId] : undefined;
  if (!op || !load) {
    return () => ({
      breaksContract: false,
      description: `${method} ${url} is not an operation of the contract`,
    });
  }
  const schema = await loadSchema(op.operationId, load);
  return (body, success) => {
    const result = (success ? successBranch(schema) : schema).safeParse(body);
    if (result.success) return undefined;
    return {
      breaksContract: success,
      description: `${op.operationId} (${op.method} ${op.path}): the response does not match the contract\n${z.prettifyError(result.error)}`,
    };
  };
}

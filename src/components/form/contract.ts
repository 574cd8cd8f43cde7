// Screen rules on top of the generated request schemas: a field that must fit the contract's
// own schema for it (pattern, length), with the screen's message.
import type * as z from 'zod';
// Zod's JIT off before this module's schemas parse (lib/zod-jitless.ts: strict CSP).
import '../../lib/zod-jitless';

/** True when `value` fits the contract's schema of the field. */
export function fitsContract(schema: z.ZodType): (value: unknown) => boolean {
  return (value) => schema.safeParse(value).success;
}

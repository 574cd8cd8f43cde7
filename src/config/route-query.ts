// The building blocks of the route table's query schemas (src/config/routes.ts), on zod/mini.
// This module is loaded lazily by the route loaders, the first time a screen with a query is
// opened: zod stays out of the first-screen JavaScript of Home and goodsDetail (zod/mini
// costs about 6 KiB gzip, goodsDetail had 0.7 KiB of its 150 KiB budget left), and zod/mini
// rather than classic zod because it tree-shakes to a quarter of the size.
import * as z from 'zod/mini';

/** Positive integer ids of the seeds (spuId, categoryId, articleId ...). */
const ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/** A positive integer id; links may pass it as a number, the URL always has a string. */
const id = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value, context) => {
    const text = String(value);
    if (ID_PATTERN.test(text)) return Number(text);
    context.issues.push({ code: 'custom', input: value, message: 'not a positive integer' });
    return z.NEVER;
  }),
);

/** A required string that is not blank. */
const present = z.string().check(z.refine((value) => value.trim() !== ''));

// Only the functions the table uses: the zod namespace itself would defeat tree-shaking.
export const queryKit = {
  object: z.object,
  union: z.union,
  id,
  /** An id that may be absent or malformed (read as absent), for "one of" groups. */
  optionalId: z.catch(z.optional(id), undefined),
  present,
  /** A required string that is not blank, trimmed (a search term). */
  trimmed: z.pipe(
    present,
    z.transform((value) => value.trim()),
  ),
  /** A check that at least one of the keys holds a value. */
  oneOf: (...keys: string[]) =>
    z.refine<Record<string, unknown>>((query) => keys.some((key) => query[key] !== undefined)),
  /** An optional string; empty reads as absent. */
  text: z.optional(
    z.pipe(
      z.string(),
      z.transform((value) => value || undefined),
    ),
  ),
};

export type QueryKit = typeof queryKit;
export type QuerySchema = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;

/** The query as an object: the first value of each key, as URLSearchParams.get reads it. */
export function queryObject(search: URLSearchParams): Record<string, string> {
  const first = new Map<string, string>();
  for (const [key, value] of search) if (!first.has(key)) first.set(key, value);
  return Object.fromEntries(first);
}

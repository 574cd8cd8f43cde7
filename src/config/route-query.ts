// The building blocks of the route table's query schemas (src/config/routes.ts): the few
// shapes an address's query takes (ids, required and optional strings, objects of them, a
// union of objects, a check across keys), each with the input a link passes and the output a
// screen reads as its type. Written out instead of taken from zod/mini: the route loaders
// check the query before anything else, so this module is part of every first screen with
// a query, and zod's core (about 15 KiB gzip) would be too; this is well under 1 KiB.

/** The result of checking one value. */
export type Checked<T> = { success: true; data: T } | { success: false };

/**
 * A check of one value. `In` is what a link may pass, `Out` what the screen reads;
 * `Optional` marks a key that may be absent from an object.
 */
export interface QueryCheck<In, Out, Optional extends boolean = false> {
  /** Type-level only: the input, the output and whether the key may be absent. */
  readonly types?: { in: In; out: Out; optional: Optional };
  safeParse(value: unknown): Checked<Out>;
}

/** An object check, which can be refined by a check across its keys. */
export interface ObjectCheck<In, Out> extends QueryCheck<In, Out> {
  check(refine: (value: Out) => boolean): ObjectCheck<In, Out>;
}

type AnyCheck = QueryCheck<unknown, unknown, boolean>;
type Shape = Record<string, AnyCheck>;
type InOf<C> = C extends QueryCheck<infer I, unknown, boolean> ? I : never;
type OutOf<C> = C extends QueryCheck<unknown, infer O, boolean> ? O : never;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends QueryCheck<unknown, unknown, true> ? K : never;
}[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };
type ObjectOf<S extends Shape, Get extends 'in' | 'out'> = Flatten<
  {
    [K in Exclude<keyof S, OptionalKeys<S>>]: Get extends 'in' ? InOf<S[K]> : OutOf<S[K]>;
  } & {
    [K in OptionalKeys<S>]?: Get extends 'in' ? InOf<S[K]> : OutOf<S[K]>;
  }
>;

/** What a link passes to a route with this schema. */
export type QueryInput<C> = InOf<C>;
/** What the route's screen reads. */
export type QueryOutput<C> = OutOf<C>;
/** A route's query schema. */
export type QuerySchema = QueryCheck<unknown, Record<string, unknown>>;

const FAILED: Checked<never> = { success: false };

function check<In, Out, Optional extends boolean = false>(
  parse: (value: unknown) => Checked<Out>,
): QueryCheck<In, Out, Optional> {
  return { safeParse: parse };
}

/** Positive integer ids of the seeds (spuId, categoryId, articleId ...). */
const ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/** A positive integer id; links may pass it as a number, the URL always has a string. */
const id = check<string | number, number>((value) =>
  (typeof value === 'string' || typeof value === 'number') && ID_PATTERN.test(String(value))
    ? { success: true, data: Number(value) }
    : FAILED,
);

/** A required string that is not blank (kept as given). */
const present = check<string, string>((value) =>
  typeof value === 'string' && value.trim() !== '' ? { success: true, data: value } : FAILED,
);

function object<S extends Shape>(
  shape: S,
  refines: readonly ((value: ObjectOf<S, 'out'>) => boolean)[] = [],
): ObjectCheck<ObjectOf<S, 'in'>, ObjectOf<S, 'out'>> {
  const parse = (value: unknown): Checked<ObjectOf<S, 'out'>> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return FAILED;
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const result = field.safeParse(input[key]);
      if (!result.success) return FAILED;
      if (result.data !== undefined) output[key] = result.data;
    }
    const data = output as ObjectOf<S, 'out'>;
    return refines.every((refine) => refine(data)) ? { success: true, data } : FAILED;
  };
  return {
    safeParse: parse,
    check: (refine) => object(shape, [...refines, refine]),
  };
}

export const queryKit = {
  object,
  /** The first of the options the value passes. */
  union<Options extends readonly AnyCheck[]>(
    options: Options,
  ): QueryCheck<InOf<Options[number]>, OutOf<Options[number]>> {
    return check((value) => {
      for (const option of options) {
        const result = option.safeParse(value);
        if (result.success) return result as Checked<OutOf<Options[number]>>;
      }
      return FAILED;
    });
  },
  id,
  /** An id that may be absent or malformed (read as absent), for "one of" groups. */
  optionalId: check<string | number | undefined, number | undefined, true>((value) => {
    const result = id.safeParse(value);
    return { success: true, data: result.success ? result.data : undefined };
  }),
  present,
  /** A required string that is not blank, trimmed (a search term). */
  trimmed: check<string, string>((value) => {
    const result = present.safeParse(value);
    return result.success ? { success: true, data: result.data.trim() } : FAILED;
  }),
  /** A check that at least one of the keys holds a value. */
  oneOf:
    (...keys: string[]) =>
    (query: Record<string, unknown>): boolean =>
      keys.some((key) => query[key] !== undefined),
  /** An optional string; empty reads as absent. */
  text: check<string | undefined, string | undefined, true>((value) => {
    if (value === undefined) return { success: true, data: undefined };
    return typeof value === 'string' ? { success: true, data: value || undefined } : FAILED;
  }),
};

export type QueryKit = typeof queryKit;

/** The query as an object: the first value of each key, as URLSearchParams.get reads it. */
export function queryObject(search: URLSearchParams): Record<string, string> {
  const first = new Map<string, string>();
  for (const [key, value] of search) if (!first.has(key)) first.set(key, value);
  return Object.fromEntries(first);
}

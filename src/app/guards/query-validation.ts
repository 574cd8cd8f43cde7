// Routes whose query fails validation answer with the framework-level 404 ("This page could
// not be found"), as the seeds describe for routes that fail validation.
import { data, type LoaderFunctionArgs } from 'react-router-dom';

export type QueryRule = 'present' | 'positive-integer';

export type QueryRules = Record<string, QueryRule>;

function passes(value: string | null, rule: QueryRule): boolean {
  if (value === null || value.trim() === '') return false;
  return rule === 'present' || /^[1-9][0-9]{0,17}$/.test(value);
}

/** True when the query satisfies every rule (all named keys), or any one group of `anyOf`. */
export function queryIsValid(search: URLSearchParams, rules: QueryRules[]): boolean {
  return rules.some((group) =>
    Object.entries(group).every(([key, rule]) => passes(search.get(key), rule)),
  );
}

/** A loader that throws a 404 unless one of the rule groups holds. */
export function validateQuery(...rules: QueryRules[]) {
  return ({ request }: LoaderFunctionArgs) => {
    if (!queryIsValid(new URL(request.url).searchParams, rules)) {
      throw data('This page could not be found', { status: 404 });
    }
    return null;
  };
}

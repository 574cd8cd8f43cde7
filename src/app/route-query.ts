// A screen's query, parsed once by its route's loader with the schema of the route table
// (config/routes.ts), and read by the screen through useRouteQuery (lib/use-route-query.ts).
// zod and the schemas' building blocks load with the first screen that has a query (see
// config/route-query.ts).
import { data } from 'react-router-dom';
import type { QueryKit, QuerySchema } from '../config/route-query';

type SchemaBuilder = (kit: QueryKit) => QuerySchema;

const schemas = new WeakMap<SchemaBuilder, QuerySchema>();

/** The parsed query, or the framework-level 404 the seeds give a route that fails validation. */
export async function parseRouteQuery(
  build: SchemaBuilder,
  search: URLSearchParams,
): Promise<Record<string, unknown>> {
  const { queryKit, queryObject } = await import('../config/route-query');
  let schema = schemas.get(build);
  if (!schema) {
    schema = build(queryKit);
    schemas.set(build, schema);
  }
  const result = schema.safeParse(queryObject(search));
  if (!result.success) throw data('This page could not be found', { status: 404 });
  return result.data;
}

// A screen's query, parsed once by its route's loader with the schema of the route table
// (config/routes.ts), and read by the screen through useRouteQuery (lib/use-route-query.ts).
// The schemas' building blocks (config/route-query.ts) are part of every first screen: the
// check runs before anything else of a screen with a query, without waiting for a chunk.
import { data } from 'react-router-dom';
import { queryKit, queryObject, type QueryKit, type QuerySchema } from '../config/route-query';

type SchemaBuilder = (kit: QueryKit) => QuerySchema;

const schemas = new WeakMap<SchemaBuilder, QuerySchema>();

/** The parsed query, or the framework-level 404 the seeds give a route that fails validation. */
export function parseRouteQuery(
  build: SchemaBuilder,
  search: URLSearchParams,
): Record<string, unknown> {
  let schema = schemas.get(build);
  if (!schema) {
    schema = build(queryKit);
    schemas.set(build, schema);
  }
  const result = schema.safeParse(queryObject(search));
  if (!result.success) throw data('This page could not be found', { status: 404 });
  return result.data;
}

// An Orval input transformer: the contract without the `description` texts of its
// schemas. The reply check's schemas (src/api/generated/replies) run in the browser, where
// the contract's prose would only add bytes: Orval writes each schema description into
// the Zod schema as a `describe` check. Only schemas lose them (a response object's
// description is required by OpenAPI), and the keys of a `properties` map are names, not
// annotations: a property called `description` stays.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Place = 'document' | 'schema' | 'names';

function strip(node: Json, place: Place): Json {
  if (Array.isArray(node))
    return node.map((item) => strip(item, place === 'names' ? 'schema' : place));
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (place === 'schema' && key === 'description' && typeof value === 'string') continue;
    out[key] = strip(value, childPlace(place, key));
  }
  return out;
}

function childPlace(place: Place, key: string): Place {
  if (place === 'names') return 'schema';
  if (place === 'schema') return key === 'properties' || key === '$defs' ? 'names' : 'schema';
  // In the document: a `schema` holds one schema, `components.schemas` a map of them.
  if (key === 'schema') return 'schema';
  if (key === 'schemas') return 'names';
  return 'document';
}

export function withoutDescriptions<T>(spec: T): T {
  return strip(spec as Json, 'document') as T;
}

// The API reference page (`npm run docs:api`): the bundled contract with its marks written
// where Redoc shows them, the page template, and the check that the page stays offline.
//
// Why a pre-processing step rather than Redoc's `showExtensions`: that option prints the
// `x-` values raw (x-business-codes as a JSON map, x-proposal as an object), shows none on
// examples, and cannot join a business code to the named examples that carry it. Written
// into the descriptions (Markdown) and Redoc's own `x-badges`, the marks read as sentences
// next to what they qualify, the badges show in the sidebar too, and each code's line names
// the examples to pick in the response samples.

type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

type Place =
  | 'document'
  | 'components'
  | 'pathMap'
  | 'pathItem'
  | 'operation'
  | 'parameterMap'
  | 'parameter'
  | 'body'
  | 'responseMap'
  | 'response'
  | 'contentMap'
  | 'mediaType'
  | 'exampleMap'
  | 'example'
  | 'schemaMap'
  | 'schemaList'
  | 'schema'
  | 'other';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const SCHEMA_MAPS = new Set(['properties', '$defs', 'patternProperties', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);
const SUBSCHEMAS = new Set([
  'items',
  'additionalProperties',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
]);

const COMPONENT_PLACES: Record<string, Place> = {
  schemas: 'schemaMap',
  parameters: 'parameterMap',
  examples: 'exampleMap',
  responses: 'responseMap',
};

/** Where a child of a node at `place`, under `key`, sits in an OpenAPI document. */
function childPlace(place: Place, key: string): Place {
  switch (place) {
    case 'document':
      return key === 'paths' ? 'pathMap' : key === 'components' ? 'components' : 'other';
    case 'components':
      return COMPONENT_PLACES[key] ?? 'other';
    case 'pathMap':
      return 'pathItem';
    case 'pathItem':
      return METHODS.has(key) ? 'operation' : key === 'parameters' ? 'parameterMap' : 'other';
    case 'operation':
      if (key === 'parameters') return 'parameterMap';
      if (key === 'requestBody') return 'body';
      return key === 'responses' ? 'responseMap' : 'other';
    case 'parameterMap':
      return 'parameter';
    case 'parameter':
      if (key === 'schema') return 'schema';
      if (key === 'content') return 'contentMap';
      return key === 'examples' ? 'exampleMap' : 'other';
    case 'body':
    case 'response':
      return key === 'content' ? 'contentMap' : 'other';
    case 'responseMap':
      return 'response';
    case 'contentMap':
      return 'mediaType';
    case 'mediaType':
      if (key === 'schema') return 'schema';
      return key === 'examples' ? 'exampleMap' : 'other';
    case 'exampleMap':
      return 'example';
    case 'schemaMap':
    case 'schemaList':
      return 'schema';
    case 'schema':
      if (SCHEMA_MAPS.has(key)) return 'schemaMap';
      if (SCHEMA_LISTS.has(key)) return 'schemaList';
      return SUBSCHEMAS.has(key) ? 'schema' : 'other';
    default:
      return 'other';
  }
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** One line of a Markdown list item, ending as a sentence. */
function sentence(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return !line || /[.!?)]$/.test(line) ? line : `${line}.`;
}

function prepend(node: JsonObject, block: string) {
  const current = text(node.description);
  node.description = current ? `${block}\n\n${current}` : block;
}

function append(node: JsonObject, block: string) {
  const current = text(node.description);
  node.description = current ? `${current}\n\n${block}` : block;
}

function addBadge(node: JsonObject, name: string, color: string) {
  const badges = Array.isArray(node['x-badges']) ? node['x-badges'] : [];
  node['x-badges'] = [...badges, { name, color }];
}

// Badge backgrounds in the sidebar, under Redoc's dark badge text (contrast above 7:1).
const INFERRED_COLOR = '#ffd8a8';
const PROPOSAL_COLOR = '#e5dbff';

/** The x-proposal block: what is proposed and the storefront files that depend on it. */
export function describeProposal(proposal: Json | undefined): string {
  if (!isObject(proposal)) return '';
  const files = Array.isArray(proposal.storefront)
    ? proposal.storefront.filter((f) => typeof f === 'string').map((f) => `\`${f}\``)
    : [];
  return [
    `**Proposal \`${text(proposal.id)}\`** (x-proposal: invented here where the seeds say` +
      ` "not shown", for the backend team to agree or replace): ${text(proposal.summary)}`,
    files.length ? `Storefront files that depend on it: ${files.join(', ')}.` : '',
    text(proposal.storefrontNote),
  ]
    .filter(Boolean)
    .join('\n\n');
}

const INFERRED_NOTE =
  '**Inferred** (x-contract: inferred): a choice made here where the seeds say "not shown".';

/** A schema, parameter, example or response: its own x-contract and x-proposal marks. */
function markPart(node: JsonObject, place: Place) {
  const badged = place === 'schema' || place === 'parameter';
  const proposal = describeProposal(node['x-proposal']);
  if (proposal) {
    prepend(node, proposal);
    if (badged) addBadge(node, 'proposal', PROPOSAL_COLOR);
  }
  if (node['x-contract'] === 'inferred') {
    prepend(node, INFERRED_NOTE);
    if (badged) addBadge(node, 'inferred', INFERRED_COLOR);
  }
}

/** Redoc reads `x-enumDescriptions` (value -> text); the contract writes a list beside `enum`. */
function enumDescriptions(schema: JsonObject) {
  const values = schema.enum;
  const texts = schema['x-enum-descriptions'];
  if (!Array.isArray(values) || !Array.isArray(texts) || values.length !== texts.length) return;
  if (schema['x-enumDescriptions'] !== undefined) return;
  schema['x-enumDescriptions'] = Object.fromEntries(
    values.map((value, i) => [
      typeof value === 'string' ? value : JSON.stringify(value),
      text(texts[i]),
    ]),
  );
}

/** The operation's contract line: known or inferred, its purpose, its inferred choices. */
export function describeContract(operation: JsonObject): string {
  const lines: string[] = [];
  const known = operation['x-contract'] === 'known';
  const purposeInferred = operation['x-purpose'] === 'inferred';
  if (known && purposeInferred) {
    lines.push(
      '**Contract: known, purpose inferred** (x-contract: known, x-purpose: inferred): the' +
        ' seeds write this method and path; which of their calls it is was matched by' +
        ` judgement. ${text(operation['x-purpose-reason'])}`,
    );
  } else if (known) {
    lines.push('**Contract: known** (x-contract: known): the seeds write this method and path.');
  } else {
    lines.push(
      '**Contract: inferred** (x-contract: inferred): the seeds say "not shown"; this call is' +
        ' a choice made here (the description quotes their wording).',
    );
  }
  const inferred = Array.isArray(operation['x-inferred'])
    ? operation['x-inferred'].filter((item) => typeof item === 'string')
    : [];
  if (inferred.length) {
    lines.push(
      `**Inferred in this call** (x-inferred):\n\n${inferred.map((i) => `- ${i}`).join('\n')}`,
    );
  }
  const proposal = describeProposal(operation['x-proposal']);
  if (proposal) lines.push(proposal);
  return lines.join('\n\n');
}

export interface NamedExample {
  name: string;
  summary: string;
  status: string;
}

/** Follows a local `$ref` (`#/components/...`) through the document. */
function resolve(document: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return current;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>((at, part) => (isObject(at) ? at[part] : undefined), document);
  }
  return current;
}

/** The business code of an example's value: the envelope's `code` (captcha: `repCode`). */
function exampleCode(value: Json | undefined): string | undefined {
  if (!isObject(value)) return undefined;
  const code = value.code ?? value.repCode;
  return typeof code === 'number' || typeof code === 'string' ? String(code) : undefined;
}

/** The operation's named response examples, grouped by the business code they carry. */
export function examplesByCode(
  document: JsonObject,
  operation: JsonObject,
): Map<string, NamedExample[]> {
  const byCode = new Map<string, NamedExample[]>();
  const responses = resolve(document, operation.responses);
  if (!isObject(responses)) return byCode;
  for (const [status, responseRef] of Object.entries(responses)) {
    const response = resolve(document, responseRef);
    if (!isObject(response) || !isObject(response.content)) continue;
    for (const media of Object.values(response.content)) {
      if (!isObject(media) || !isObject(media.examples)) continue;
      for (const [name, exampleRef] of Object.entries(media.examples)) {
        const example = resolve(document, exampleRef);
        if (!isObject(example)) continue;
        const code = exampleCode(example.value);
        if (code === undefined) continue;
        const list = byCode.get(code) ?? [];
        list.push({ name, summary: text(example.summary), status });
        byCode.set(code, list);
      }
    }
  }
  return byCode;
}

/** The list of the operation's business codes (x-business-codes) and their examples. */
export function describeBusinessCodes(document: JsonObject, operation: JsonObject): string {
  const codes = operation['x-business-codes'];
  if (!isObject(codes) || Object.keys(codes).length === 0) return '';
  const examples = examplesByCode(document, operation);
  // Numeric order puts the success code (200, or the captcha's '0000') first.
  const items = Object.entries(codes)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, behaviour]) => {
      const named = (examples.get(code) ?? []).map(
        (e) =>
          `\`${e.name}\`${e.summary ? ` ("${e.summary}")` : ''}` +
          (e.status === '200' ? '' : ` (HTTP ${e.status})`),
      );
      const list = named.length ? named.join(', ') : 'none';
      return `- **${code}**: ${sentence(text(behaviour))} Named examples: ${list}.`;
    });
  return [
    '**Business codes** (x-business-codes: the `code` of the reply envelope). Pick a named' +
      ' example by its summary in the response samples, or ask Prism for it with' +
      ' `Prefer: example=<name>`:',
    '',
    ...items,
  ].join('\n');
}

function markOperation(document: JsonObject, operation: JsonObject) {
  prepend(operation, describeContract(operation));
  const codes = describeBusinessCodes(document, operation);
  if (codes) append(operation, codes);
  if (operation['x-contract'] === 'inferred') addBadge(operation, 'inferred', INFERRED_COLOR);
  if (operation['x-purpose'] === 'inferred')
    addBadge(operation, 'purpose inferred', INFERRED_COLOR);
  if (isObject(operation['x-proposal'])) addBadge(operation, 'proposal', PROPOSAL_COLOR);
}

const LEGEND = `## How this page shows the contract's marks

- Each operation starts with its **Contract** line (x-contract, x-purpose and x-inferred) and
  ends with its **Business codes**: every code it declares, what it means, and the named
  examples that carry it (pick them in the response samples).
- Badges mark what is not plainly known: **inferred** (x-contract: inferred, on operations,
  fields and parameters), **purpose inferred** (x-purpose: inferred) and **proposal**
  (x-proposal), also in the sidebar for operations.
- Inferred or proposed fields, parameters, schemas, examples and responses say so at the
  start of their description; a proposal names the storefront files that depend on it.`;

function walk(document: JsonObject, node: Json, place: Place) {
  if (Array.isArray(node)) {
    // A list's items sit where a map's values would (allOf -> schemas, parameters -> each).
    node.forEach((item, i) => {
      walk(document, item, childPlace(place, String(i)));
    });
    return;
  }
  if (!isObject(node) || place === 'other' || place === 'example') {
    if (isObject(node) && place === 'example') markPart(node, place);
    return;
  }
  for (const [key, value] of Object.entries(node)) walk(document, value, childPlace(place, key));
  if (place === 'operation') markOperation(document, node);
  if (place === 'schema' || place === 'parameter' || place === 'response') markPart(node, place);
  if (place === 'schema') enumDescriptions(node);
}

/** A copy of the bundled contract with its marks written where Redoc shows them. */
export function markContract<T>(spec: T): T {
  const document = structuredClone(spec) as JsonObject;
  // Read examples and responses before any description changes (walk mutates in place).
  const original = structuredClone(document);
  walk(original, document, 'document');
  if (isObject(document.info)) append(document.info, LEGEND);
  return document as T;
}

/**
 * The page template (`redocly build-docs --template`): the default one plus a Content
 * Security Policy that lets the page load nothing from the network: the inlined scripts and
 * styles run, Redoc's remote logo and any other outside URL are refused.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export const PAGE_TEMPLATE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}" />
  <title>{{title}}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <style>
    body { padding: 0; margin: 0; }
    /* Badges in full ("Purpose inferred"), not cut at Redoc's 90 px. */
    .tag-default { max-width: none !important; }
    /* The attribution's logo is remote (refused above): name Redoc in words instead. */
    a[href="https://redocly.com/redoc/"] p::after { content: " Redoc"; }
  </style>
  {{{redocHead}}}
</head>
<body>
  {{{redocHTML}}}
</body>
</html>
`;

/**
 * Everything the page would load from another host: script, link (stylesheets, preloads,
 * icons), image, frame and media sources in the markup, CSS url()/@import, and module
 * imports in inline scripts (Redoc from its CDN without --inlineBundle). Other strings in
 * the inlined scripts (links to docs, the remote logo the CSP refuses) are not loads.
 */
export function externalLoads(html: string): string[] {
  const found: string[] = [];
  const scripts = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(scripts)) {
    const imports = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]((?:https?:)?\/\/[^"'`]+)/g;
    for (const load of (match[1] ?? '').matchAll(imports)) found.push(`import ${load[1]}`);
  }
  const markup = html.replace(scripts, (tag) => tag.slice(0, tag.indexOf('>') + 1));
  const attribute =
    /<(script|link|img|iframe|source|video|audio|embed|object)\b[^>]*?\s(src|href|data|srcset)\s*=\s*["']?([^"'\s>]+)/gi;
  for (const [, tag = '', , url = ''] of markup.matchAll(attribute)) {
    if (isRemote(url)) found.push(`<${tag.toLowerCase()}> ${url}`);
  }
  for (const [, url = ''] of markup.matchAll(/(?:url\(\s*["']?|@import\s+["'])([^"')\s]+)/gi)) {
    if (isRemote(url)) found.push(`css ${url}`);
  }
  return found;
}

function isRemote(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/** Why a built page would not work offline, or would call out: empty when it is sound. */
export function offlineProblems(html: string): string[] {
  const problems = externalLoads(html).map((load) => `loads ${load}`);
  if (!html.includes(`content="${PAGE_CSP}"`)) problems.push('has no offline CSP');
  // With telemetry on, Redoc sends traces to Redocly from every reader's browser.
  if (!html.includes('"disableTelemetry":true')) problems.push('has telemetry on');
  return problems;
}

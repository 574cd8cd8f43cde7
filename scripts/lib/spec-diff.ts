// Compares two bundled contracts and sorts every difference that matters on the wire into
// breaking and compatible changes. The rules take the client's side (this storefront and
// any other consumer of the contract):
//
// Breaking: an operation removed; a response field removed, retyped (it may now hold a type
// it could not before), or no longer required; a response enum or set of alternatives that
// gained values (a client meets a value it does not handle); a new required request field
// or parameter, or an optional one made required; a request field retyped so it no longer
// takes a type it took before; a request enum narrowed (values clients send are rejected);
// a request body made required; a call that now needs the bearer token; a response status
// or media type removed.
// Compatible: everything in the other direction (added operations, fields and optional
// parameters, widened request enums, narrowed response enums, ...).
import type { OpenApiDocument } from './spec.ts';
import { HTTP_METHODS } from './spec.ts';

type Mode = 'request' | 'response';

export interface SpecChange {
  breaking: boolean;
  /** A short stable name of the rule, e.g. response-field-removed. */
  rule: string;
  operationId: string;
  method: string;
  path: string;
  /** Where in the operation: "response 200", "request body", "query parameter uid", ... */
  location: string;
  /** The field inside that location ("data.h5[].name"), '' for the location itself. */
  field: string;
  /** The component schema holding the change, when there is one (for CHANGELOG notes). */
  schema?: string;
  /** What changed, e.g. "removed", "retyped from integer to string". */
  detail: string;
}

type Node = Record<string, unknown>;

function isRecord(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

interface Resolved {
  node: Node;
  /** The last component schema passed through, e.g. HomeGoods. */
  schema?: string;
  ref?: string;
}

function resolve(doc: unknown, node: unknown, schema?: string): Resolved {
  let current = node;
  let name = schema;
  let ref: string | undefined;
  const seen = new Set<string>();
  while (isRecord(current) && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    ref = current.$ref;
    seen.add(ref);
    const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
    if (match?.[1]) name = unescape(match[1]);
    current = ref
      .replace(/^#\/?/, '')
      .split('/')
      .filter(Boolean)
      .map(unescape)
      .reduce<unknown>((acc, key) => (isRecord(acc) ? acc[key] : undefined), doc);
  }
  return {
    node: isRecord(current) ? current : {},
    ...(name ? { schema: name } : {}),
    ...(ref ? { ref } : {}),
  };
}

/** allOf members merged into one view: properties, required, and the rest of the first. */
function flatten(doc: unknown, resolved: Resolved): Resolved {
  const { node } = resolved;
  if (!Array.isArray(node.allOf)) return resolved;
  const properties: Node = isRecord(node.properties) ? { ...node.properties } : {};
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  const merged: Node = { ...node };
  delete merged.allOf;
  for (const member of node.allOf) {
    const part = flatten(doc, resolve(doc, member, resolved.schema));
    if (isRecord(part.node.properties)) Object.assign(properties, part.node.properties);
    if (Array.isArray(part.node.required))
      for (const r of part.node.required) required.add(String(r));
    for (const key of ['type', 'enum', 'const', 'items', 'oneOf', 'anyOf'])
      if (merged[key] === undefined && part.node[key] !== undefined) merged[key] = part.node[key];
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return { ...resolved, node: merged };
}

function typeSet(node: Node): Set<string> | undefined {
  const raw = node.type;
  if (raw === undefined) return undefined;
  const types = new Set((Array.isArray(raw) ? raw : [raw]).map(String));
  if (node.nullable === true) types.add('null');
  return types;
}

/** Whether type `t` is accepted by the set (an integer is a number). */
function accepts(types: Set<string>, t: string): boolean {
  return types.has(t) || (t === 'integer' && types.has('number'));
}

function enumSet(node: Node): Set<string> | undefined {
  if (Array.isArray(node.enum)) return new Set(node.enum.map((v) => JSON.stringify(v)));
  if ('const' in node) return new Set([JSON.stringify(node.const)]);
  return undefined;
}

function list(values: Iterable<string>): string {
  return [...values].join(', ');
}

interface Context {
  before: unknown;
  after: unknown;
  mode: Mode;
  emit: (change: Omit<SpecChange, 'operationId' | 'method' | 'path' | 'location'>) => void;
  seen: Set<string>;
}

function join(field: string, key: string): string {
  return field ? `${field}.${key}` : key;
}

function alternatives(node: Node): unknown[] | undefined {
  if (Array.isArray(node.oneOf)) return node.oneOf as unknown[];
  if (Array.isArray(node.anyOf)) return node.anyOf as unknown[];
  return undefined;
}

function signature(doc: unknown, branch: unknown): string {
  const r = resolve(doc, branch);
  if (r.ref) return r.ref;
  const types = typeSet(r.node);
  return types ? `type:${list([...types].sort())}` : JSON.stringify(r.node).slice(0, 200);
}

function compareSchemas(
  ctx: Context,
  beforeRaw: unknown,
  afterRaw: unknown,
  field: string,
  schemaName?: string,
): void {
  const b = flatten(ctx.before, resolve(ctx.before, beforeRaw, schemaName));
  const a = flatten(ctx.after, resolve(ctx.after, afterRaw, schemaName));
  const key = `${ctx.mode}|${field}|${b.ref ?? ''}|${a.ref ?? ''}`;
  if (b.ref && a.ref) {
    if (ctx.seen.has(key)) return;
    ctx.seen.add(key);
  }
  const schema = a.schema ?? b.schema;
  const at = (rule: string, breaking: boolean, detail: string, where = field) => {
    ctx.emit({ breaking, rule, field: where, detail, ...(schema ? { schema } : {}) });
  };
  const response = ctx.mode === 'response';

  // Types.
  const bt = typeSet(b.node);
  const atypes = typeSet(a.node);
  if (bt && atypes) {
    const gained = [...atypes].filter((t) => !accepts(bt, t));
    const lost = [...bt].filter((t) => !accepts(atypes, t));
    if (gained.length > 0 || lost.length > 0) {
      const detail = `retyped from ${list(bt)} to ${list(atypes)}`;
      const breaking = response ? gained.length > 0 : lost.length > 0;
      at(`${ctx.mode}-field-retyped`, breaking, detail);
    }
  }

  // Enums (and const).
  const be = enumSet(b.node);
  const ae = enumSet(a.node);
  if (be && ae) {
    const added = [...ae].filter((v) => !be.has(v));
    const removed = [...be].filter((v) => !ae.has(v));
    if (removed.length > 0)
      at(`${ctx.mode}-enum-narrowed`, !response, `enum values removed: ${list(removed)}`);
    if (added.length > 0)
      at(`${ctx.mode}-enum-widened`, response, `enum values added: ${list(added)}`);
  } else if (!be && ae) {
    at(`${ctx.mode}-enum-added`, !response, `now limited to ${list(ae)}`);
  } else if (be && !ae) {
    at(`${ctx.mode}-enum-dropped`, response, `no longer limited to ${list(be)}`);
  }

  // Alternatives (oneOf / anyOf), matched by $ref or type.
  const balts = alternatives(b.node);
  const aalts = alternatives(a.node);
  if (balts && aalts) {
    const bySig = new Map(aalts.map((alt) => [signature(ctx.after, alt), alt]));
    const matched = new Set<string>();
    for (const [i, alt] of balts.entries()) {
      const sig = signature(ctx.before, alt);
      const counterpart = bySig.get(sig) ?? (aalts.length === balts.length ? aalts[i] : undefined);
      if (counterpart === undefined) {
        at(
          `${ctx.mode}-alternative-removed`,
          !response,
          `alternative ${i + 1} (${sig.replace(/^#\/components\/schemas\//, '')}) removed`,
        );
        continue;
      }
      matched.add(signature(ctx.after, counterpart));
      compareSchemas(ctx, alt, counterpart, field, schema);
    }
    for (const alt of aalts) {
      const sig = signature(ctx.after, alt);
      if (!matched.has(sig) && !balts.some((x) => signature(ctx.before, x) === sig))
        at(
          `${ctx.mode}-alternative-added`,
          response,
          `alternative ${sig.replace(/^#\/components\/schemas\//, '')} added`,
        );
    }
  }

  // Object properties.
  const bp = isRecord(b.node.properties) ? b.node.properties : undefined;
  const ap = isRecord(a.node.properties) ? a.node.properties : undefined;
  if (bp || ap) {
    const bprops = bp ?? {};
    const aprops = ap ?? {};
    const breq = new Set(Array.isArray(b.node.required) ? b.node.required.map(String) : []);
    const areq = new Set(Array.isArray(a.node.required) ? a.node.required.map(String) : []);
    for (const name of Object.keys(bprops)) {
      const where = join(field, name);
      if (!(name in aprops)) {
        if (response) at('response-field-removed', true, 'removed', where);
        else at('request-field-removed', false, 'removed (the server no longer reads it)', where);
        continue;
      }
      if (response && breq.has(name) && !areq.has(name))
        at('response-field-now-optional', true, 'no longer required (it may be missing)', where);
      if (!response && !breq.has(name) && areq.has(name))
        at('request-field-now-required', true, 'now required', where);
      if (response && !breq.has(name) && areq.has(name))
        at('response-field-now-required', false, 'now always present', where);
      if (!response && breq.has(name) && !areq.has(name))
        at('request-field-now-optional', false, 'now optional', where);
      compareSchemas(ctx, bprops[name], aprops[name], where, schema);
    }
    for (const name of Object.keys(aprops)) {
      if (name in bprops) continue;
      const where = join(field, name);
      if (response) at('response-field-added', false, 'added', where);
      else if (areq.has(name)) at('request-field-added-required', true, 'added as required', where);
      else at('request-field-added', false, 'added (optional)', where);
    }
  }

  // Array items.
  if (b.node.items !== undefined && a.node.items !== undefined)
    compareSchemas(ctx, b.node.items, a.node.items, `${field}[]`, schema);
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  node: Node;
  item: Node;
}

function operations(doc: OpenApiDocument): Map<string, Operation> {
  const result = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const node = item[method];
      if (!isRecord(node)) continue;
      result.set(`${method.toUpperCase()} ${path}`, {
        operationId:
          typeof node.operationId === 'string'
            ? node.operationId
            : `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        node,
        item,
      });
    }
  }
  return result;
}

function needsToken(doc: OpenApiDocument, op: Node): boolean {
  const security: unknown = op.security ?? doc.security;
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((req) => isRecord(req) && Object.keys(req).length > 0)
  );
}

function parameters(doc: OpenApiDocument, op: Operation): Map<string, Node> {
  const all: unknown[] = [
    ...(Array.isArray(op.item.parameters) ? (op.item.parameters as unknown[]) : []),
    ...(Array.isArray(op.node.parameters) ? (op.node.parameters as unknown[]) : []),
  ];
  const map = new Map<string, Node>();
  for (const raw of all) {
    const p = resolve(doc, raw).node;
    if (typeof p.name === 'string' && typeof p.in === 'string')
      map.set(`${p.in} parameter ${p.name}`, p);
  }
  return map;
}

function content(doc: OpenApiDocument, node: unknown): Node {
  const r = resolve(doc, node).node;
  return isRecord(r.content) ? r.content : {};
}

function schemaOf(media: unknown): unknown {
  return isRecord(media) ? media.schema : undefined;
}

export function diffSpecs(before: OpenApiDocument, after: OpenApiDocument): SpecChange[] {
  const changes: SpecChange[] = [];
  const beforeOps = operations(before);
  const afterOps = operations(after);

  for (const [key, b] of beforeOps) {
    const a = afterOps.get(key);
    const base = { operationId: a?.operationId ?? b.operationId, method: b.method, path: b.path };
    const add = (change: Omit<SpecChange, 'operationId' | 'method' | 'path'>) => {
      changes.push({ ...base, ...change });
    };
    if (!a) {
      add({
        breaking: true,
        rule: 'operation-removed',
        location: 'operation',
        field: '',
        detail: 'removed',
      });
      continue;
    }
    if (a.operationId !== b.operationId)
      add({
        breaking: false,
        rule: 'operation-renamed',
        location: 'operation',
        field: '',
        detail: `operationId ${b.operationId} renamed to ${a.operationId} (generated hook names change)`,
      });
    const bt = needsToken(before, b.node);
    const at = needsToken(after, a.node);
    if (!bt && at)
      add({
        breaking: true,
        rule: 'security-now-required',
        location: 'security',
        field: '',
        detail: 'now needs the bearer token',
      });
    if (bt && !at)
      add({
        breaking: false,
        rule: 'security-now-optional',
        location: 'security',
        field: '',
        detail: 'no longer needs the bearer token',
      });

    const ctxFor = (mode: Mode, location: string): Context => ({
      before,
      after,
      mode,
      seen: new Set(),
      emit: (change) => {
        add({ ...change, location });
      },
    });

    // Parameters.
    const bParams = parameters(before, b);
    const aParams = parameters(after, a);
    for (const [name, p] of aParams) {
      const old = bParams.get(name);
      if (!old) {
        add(
          p.required === true
            ? {
                breaking: true,
                rule: 'parameter-added-required',
                location: name,
                field: '',
                detail: 'added as required',
              }
            : {
                breaking: false,
                rule: 'parameter-added',
                location: name,
                field: '',
                detail: 'added (optional)',
              },
        );
        continue;
      }
      if (old.required !== true && p.required === true)
        add({
          breaking: true,
          rule: 'parameter-now-required',
          location: name,
          field: '',
          detail: 'now required',
        });
      compareSchemas(ctxFor('request', name), old.schema, p.schema, '');
    }
    for (const name of bParams.keys())
      if (!aParams.has(name))
        add({
          breaking: false,
          rule: 'parameter-removed',
          location: name,
          field: '',
          detail: 'removed (the server no longer reads it)',
        });

    // Request body.
    const bBody =
      b.node.requestBody === undefined ? undefined : resolve(before, b.node.requestBody).node;
    const aBody =
      a.node.requestBody === undefined ? undefined : resolve(after, a.node.requestBody).node;
    if (aBody?.required === true && bBody?.required !== true)
      add({
        breaking: true,
        rule: 'request-body-now-required',
        location: 'request body',
        field: '',
        detail: 'now required',
      });
    if (bBody && aBody) {
      const bc = content(before, bBody);
      const ac = content(after, aBody);
      for (const type of Object.keys(bc))
        if (type in ac)
          compareSchemas(
            ctxFor('request', `request body (${type})`),
            schemaOf(bc[type]),
            schemaOf(ac[type]),
            '',
          );
    }

    // Responses.
    const bResponses = isRecord(b.node.responses) ? b.node.responses : {};
    const aResponses = isRecord(a.node.responses) ? a.node.responses : {};
    for (const status of Object.keys(bResponses)) {
      if (!(status in aResponses)) {
        add({
          breaking: true,
          rule: 'response-removed',
          location: `response ${status}`,
          field: '',
          detail: 'removed',
        });
        continue;
      }
      const bc = content(before, bResponses[status]);
      const ac = content(after, aResponses[status]);
      for (const type of Object.keys(bc)) {
        if (!(type in ac)) {
          add({
            breaking: true,
            rule: 'response-media-type-removed',
            location: `response ${status}`,
            field: '',
            detail: `${type} removed`,
          });
          continue;
        }
        compareSchemas(
          ctxFor('response', `response ${status}`),
          schemaOf(bc[type]),
          schemaOf(ac[type]),
          '',
        );
      }
    }
  }

  for (const [key, a] of afterOps)
    if (!beforeOps.has(key))
      changes.push({
        operationId: a.operationId,
        method: a.method,
        path: a.path,
        breaking: false,
        rule: 'operation-added',
        location: 'operation',
        field: '',
        detail: 'added',
      });
  return changes;
}

/** "getHomeInfo (POST /api/language/home/info) response 200: data.h5[].name removed". */
export function describeChange(change: SpecChange): string {
  const where = change.location === 'operation' ? '' : ` ${change.location}`;
  const field = change.field ? ` ${change.field}` : '';
  return `${change.operationId} (${change.method} ${change.path})${where}:${field} ${change.detail}`;
}

function mentions(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_])${escaped}([^A-Za-z0-9_]|$)`).test(text);
}

/**
 * The "## Unreleased" section of a CHANGELOG (up to the next "## " heading), where notes of
 * breaking changes go; the whole text when there is no such section.
 */
export function unreleased(changelog: string | undefined): string | undefined {
  if (changelog === undefined) return undefined;
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => /^##\s+Unreleased\b/i.test(line));
  if (start === -1) return changelog;
  const end = lines.findIndex((line, i) => i > start && /^##\s/.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** Lines of `now` that are not lines of `before`: what a change added to the CHANGELOG. */
export function addedLines(before: string | undefined, now: string | undefined): string {
  const old = new Set((before ?? '').split('\n').map((l) => l.trim()));
  return (now ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !old.has(line.trim()))
    .join('\n');
}

/**
 * A breaking change is noted when a line added to openapi/CHANGELOG.md names its
 * operationId, its component schema, or (for a removed operation) its method and path.
 */
export function isNoted(change: SpecChange, added: string): boolean {
  return (
    mentions(added, change.operationId) ||
    (change.schema !== undefined && mentions(added, change.schema)) ||
    added.includes(`${change.method} ${change.path}`)
  );
}

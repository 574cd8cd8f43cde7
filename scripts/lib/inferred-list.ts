// openapi/INFERRED.md, made from the bundled spec by `npm run spec:index`: the proposals for
// the backend team (`x-proposal`: codes and fields invented here, with the storefront files
// that depend on each), every known path whose purpose was matched by judgement
// (`x-purpose: inferred` with its `x-purpose-reason`), every node marked
// `x-contract: inferred` and every `x-inferred` note.
import type { OpenApiDocument } from './spec.ts';

/** Where `npm run spec:index` writes the list, relative to the project root. */
export const INFERRED_FILE = 'openapi/INFERRED.md';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function firstSentence(text: unknown): string {
  if (typeof text !== 'string') return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  const sentence = match?.[1] ?? flat;
  return sentence.length > 240 ? `${sentence.slice(0, 237)}...` : sentence;
}

function describe(pointer: string[], node: Record<string, unknown>): string {
  const [root, a, b, c, d] = pointer;
  if (root === 'paths' && a && b && METHODS.has(b)) {
    const id = typeof node.operationId === 'string' ? node.operationId : '';
    const where = `${b.toUpperCase()} ${a} (\`${id}\`)`;
    return c === undefined ? where : `${where} ${pointer.slice(2).join('.')}`;
  }
  if (root === 'components' && a === 'schemas' && b) {
    const rest = pointer.slice(3).filter((p) => p !== 'properties' && p !== 'items');
    return `\`${[b, ...rest].join('.')}\``;
  }
  if (root === 'components' && a && b)
    return `${a} \`${b}\`${c ? ` ${[c, d].filter(Boolean).join('.')}` : ''}`;
  return pointer.join('.');
}

export function collectInferred(spec: OpenApiDocument): string[] {
  const out: string[] = [];
  const walk = (node: unknown, pointer: string[], operation?: Record<string, unknown>) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        walk(child, [...pointer, String(i)], operation);
      });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const isOperation =
      pointer[0] === 'paths' && pointer.length === 3 && METHODS.has(pointer[2] ?? '');
    const op = isOperation ? record : operation;
    const where = describe(pointer, isOperation ? record : (op ?? record));
    if (record['x-contract'] === 'inferred')
      out.push(`- ${where}: ${firstSentence(record.description)}`);
    if (isOperation && Array.isArray(record['x-inferred'])) {
      for (const note of record['x-inferred']) out.push(`- ${where}: ${String(note)}`);
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === 'examples' || key === 'example') continue;
      walk(child, [...pointer, key], op);
    }
  };
  walk(spec.paths, ['paths']);
  walk(spec.components, ['components']);
  return [...new Set(out)];
}

/** A code or field invented here, for the backend team to agree or replace. */
export interface Proposal {
  id: string;
  summary: string;
  /** Where it is in the contract. */
  where: string;
  /** The storefront files that depend on it. */
  storefront: string[];
  storefrontNote: string;
}

const flat = (text: unknown) => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '');

/** Every `x-proposal` of the spec, in document order (paths, then components). */
export function collectProposals(spec: OpenApiDocument): Proposal[] {
  const out: Proposal[] = [];
  const walk = (node: unknown, pointer: string[], operation?: Record<string, unknown>) => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        walk(child, [...pointer, String(i)], operation);
      });
      return;
    }
    const record = node as Record<string, unknown>;
    const isOperation =
      pointer[0] === 'paths' && pointer.length === 3 && METHODS.has(pointer[2] ?? '');
    const op = isOperation ? record : operation;
    const proposal = record['x-proposal'];
    if (typeof proposal === 'object' && proposal !== null) {
      const p = proposal as Record<string, unknown>;
      out.push({
        id: String(p.id),
        summary: flat(p.summary),
        where: describe(pointer, op ?? record),
        storefront: Array.isArray(p.storefront) ? p.storefront.map(String) : [],
        storefrontNote: flat(p.storefrontNote),
      });
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === 'examples' || key === 'example' || key === 'x-proposal') continue;
      walk(child, [...pointer, key], op);
    }
  };
  walk(spec.paths, ['paths']);
  walk(spec.components, ['components']);
  return out;
}

function renderProposal(p: Proposal): string[] {
  const files = p.storefront.map((file) => `\`${file}\``).join(', ');
  return [
    `### ${p.id}`,
    '',
    p.summary,
    '',
    `- In the contract: ${p.where}.`,
    `- Storefront files that depend on it: ${files || 'none yet'}.`,
    ...(p.storefrontNote ? [`- ${p.storefrontNote}`] : []),
    '',
  ];
}

/** Every known path matched to a seed call by judgement, with the reasoning. */
export function collectPurposes(spec: OpenApiDocument): string[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, op]) => METHODS.has(method) && isPurposeInferred(op))
      .map(([method, op]) => {
        const record = op as Record<string, unknown>;
        const where = describe(['paths', path, method], record);
        const raw = record['x-purpose-reason'];
        const reason = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
        return `- ${where}: ${reason}`;
      }),
  );
}

function isPurposeInferred(op: unknown): boolean {
  return (
    typeof op === 'object' &&
    op !== null &&
    (op as Record<string, unknown>)['x-purpose'] === 'inferred'
  );
}

export function renderInferred(spec: OpenApiDocument): string {
  const proposals = collectProposals(spec);
  const purposes = collectPurposes(spec);
  const items = collectInferred(spec);
  return [
    '# Inferred choices of the contract',
    '',
    '<!-- Generated by `npm run spec:index` from openapi/: do not edit by hand. -->',
    '',
    'Where the specification (seeds 000 and 001 in `shared/spec/`) says "not shown", the',
    'contract makes a choice, marks it `x-contract: inferred` (operations, schemas, fields),',
    '`x-purpose: inferred` (a known path matched to a seed call by judgement) or lists it',
    "under `x-inferred`, and quotes the seed's wording. This file lists every such choice;",
    '`npm run spec:index` rewrites it and the contract tests check that it is current.',
    '',
    `## Proposals for the backend team (${proposals.length})`,
    '',
    'Codes and fields invented here where the seeds say "not shown" (`x-proposal` in the',
    'contract). Agree to each, or name the code or field the backend uses instead: the',
    'contract and the storefront files listed with it then change together.',
    '',
    ...proposals.flatMap(renderProposal),
    `## Known paths whose purpose was matched by judgement (${purposes.length})`,
    '',
    'The seeds write these methods and paths (`x-contract: known`), but not next to the call',
    'they serve: the match of each path to a call the seeds name only by purpose',
    '(`x-purpose: inferred`, "known (purpose inferred)" in the index) is a judgement, given',
    'with its reasoning (`x-purpose-reason`).',
    '',
    ...purposes,
    '',
    `## Every inferred choice (${items.length})`,
    '',
    ...items,
    '',
  ].join('\n');
}

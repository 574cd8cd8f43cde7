// The list of inferred choices for the README, made from the bundled spec: every node
// marked `x-contract: inferred`, every `x-purpose: inferred` and every `x-inferred` note.
import type { OpenApiDocument } from './spec.ts';

export const INFERRED_START = '<!-- inferred:start -->';
export const INFERRED_END = '<!-- inferred:end -->';

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
    if (isOperation && record['x-purpose'] === 'inferred') {
      out.push(`- ${where}: known path; its match to the seed's purpose is inferred.`);
    }
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

export function renderInferred(spec: OpenApiDocument): string {
  const items = collectInferred(spec);
  return [
    `${items.length} choices, generated from the contract by \`npm run spec:index\`:`,
    '',
    ...items,
  ].join('\n');
}

export function replaceBetween(text: string, start: string, end: string, body: string): string {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`missing markers ${start} ... ${end}`);
  return `${text.slice(0, a + start.length)}\n${body}\n${text.slice(b)}`;
}

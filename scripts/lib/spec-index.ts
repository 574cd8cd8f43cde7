// The index of calls in openapi/README.md, made from the bundled spec.
import type { SpecOperation } from './spec.ts';

export const INDEX_START = '<!-- index:start -->';
export const INDEX_END = '<!-- index:end -->';

function contractLabel(op: SpecOperation): string {
  if (op.contract === 'inferred') return 'inferred';
  return op.purpose === 'inferred' ? 'known (purpose inferred)' : 'known';
}

export function renderIndex(ops: readonly SpecOperation[]): string {
  const known = ops.filter((op) => op.contract === 'known').length;
  const judged = ops.filter((op) => op.contract === 'known' && op.purpose === 'inferred').length;
  const rows = ops.map(
    (op) =>
      `| ${op.tag} | \`${op.operationId}\` | ${op.method} | \`${op.path}\` | ${contractLabel(op)} | ${op.summary} |`,
  );
  return [
    `${ops.length} operations: ${known} known (${known - judged} with the purpose the seeds state, ${judged} purpose inferred), ${ops.length - known} inferred.`,
    '',
    '| tag | operationId | method | path | contract | summary |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function replaceIndex(readme: string, index: string): string {
  const start = readme.indexOf(INDEX_START);
  const end = readme.indexOf(INDEX_END);
  if (start < 0 || end < start) throw new Error('openapi/README.md lacks the index markers');
  return `${readme.slice(0, start + INDEX_START.length)}\n${index}\n${readme.slice(end)}`;
}

// What a conformance run prints and writes: a progress line per operation, the summary
// table, and the report files (JSON always, plus Markdown or HTML).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowResult } from './flows.ts';
import type { ConformanceReport, OperationResult, ResultKind } from './run.ts';
import type { Violation } from './validate-reply.ts';

export type ReportFormat = 'md' | 'html';

const LABEL: Record<ResultKind, string> = {
  pass: 'pass',
  warn: 'warn',
  fail: 'FAIL',
  skipped: 'skipped',
  'not-run': 'not run',
};

function fit(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

/** The pointer column: a JSON pointer into the body, the whole reply, or no reply at all. */
export function pointerText(v: Violation): string {
  if (v.pointer !== '') return v.pointer;
  return v.kind === 'timeout' || v.kind === 'network' || v.kind === 'tls' ? '—' : '(whole reply)';
}

function firstProblem(result: OperationResult): string {
  const failedCase = result.cases?.find((c) => c.result === 'fail');
  return (
    result.violations[0]?.message ??
    (failedCase ? `${failedCase.name}: ${failedCase.violations[0]?.message ?? ''}` : undefined) ??
    result.note ??
    ''
  );
}

function casesText(result: OperationResult): string {
  if (!result.cases?.length) return '';
  const failed = result.cases.filter((c) => c.result === 'fail').length;
  return ` +${result.cases.length} generated${failed ? ` (${failed} failed)` : ''}`;
}

export function flowLine(flow: FlowResult): string {
  const head = `flow    ${fit(LABEL[flow.result], 7)} ${flow.name}`;
  if (flow.result === 'skipped')
    return `${head}
        ${flow.note ?? ''}`;
  return [
    head,
    ...flow.steps.map(
      (s) =>
        `        ${fit(LABEL[s.result], 7)} ${s.operationId}${s.status === undefined ? '' : ` HTTP ${s.status}`}${s.violations[0] ? `: ${s.violations[0].message}` : s.note ? `: ${s.note}` : ''}`,
    ),
  ].join('\n');
}

export function progressLine(result: OperationResult, index: number, total: number): string {
  const width = String(total).length;
  const counter = `[${String(index + 1).padStart(width)}/${total}]`;
  const time = result.durationMs === undefined ? '' : ` ${result.durationMs} ms`;
  const more = result.violations.length > 1 ? ` (+${result.violations.length - 1} more)` : '';
  const detail = firstProblem(result);
  return `${counter} ${fit(LABEL[result.result], 7)} ${fit(result.operationId, 24)} ${result.method} ${result.path}${time}${casesText(result)}${detail ? `\n${' '.repeat(counter.length + 9)}${detail}${more}` : ''}`;
}

export function verdict(report: ConformanceReport): string {
  const t = report.totals;
  const checked = t.pass + t.warn + t.fail;
  const parts = [
    `${checked} checked`,
    `${t.pass} passed`,
    ...(t.warn ? [`${t.warn} with a declared error code`] : []),
    `${t.fail} failed (${t.violations} violation${t.violations === 1 ? '' : 's'})`,
    ...(t.skipped ? [`${t.skipped} skipped`] : []),
    ...(t['not-run'] ? [`${t['not-run']} not run (time limit)`] : []),
    ...(t.cases
      ? [
          `${t.cases} generated request${t.cases === 1 ? '' : 's'} (${t.failedCases} failed, seed ${report.options.seed})`,
        ]
      : []),
    ...(report.flows.length
      ? [
          `flows: ${report.flows.filter((f) => f.result === 'pass').length} passed, ${report.flows.filter((f) => f.result === 'fail').length} failed, ${report.flows.filter((f) => f.result === 'skipped').length} skipped`,
        ]
      : []),
  ];
  const ok = t.fail === 0 && t['not-run'] === 0 && !report.flows.some((f) => f.result === 'fail');
  return `${ok ? 'PASS' : 'FAIL'}: ${parts.join(', ')} in ${(report.durationMs / 1000).toFixed(1)} s`;
}

/** The summary table for the terminal. */
export function renderTable(report: ConformanceReport): string {
  const header = ['operation', 'method', 'path', 'contract', 'result', 'first violation'];
  const rows = report.results.map((r) => [
    r.operationId,
    r.method,
    r.path,
    r.contract,
    LABEL[r.result],
    firstProblem(r),
  ]);
  const widths = [26, 6, 42, 8, 7, 80];
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => fit(cell, widths[i] ?? 20))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function md(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function code(text: string): string {
  return text === '' ? '' : `\`${text.replace(/`/g, "'")}\``;
}

function optionsText(report: ConformanceReport): string {
  const o = report.options;
  return [
    o.includeUnsafe ? 'all operations (--include-unsafe)' : 'reads only',
    o.token ? 'with a bearer token' : 'without a token',
    ...(o.only.length ? [`only ${o.only.join(', ')}`] : []),
    `timeout ${o.timeoutMs} ms per call, ${o.totalTimeoutMs} ms in total`,
    o.cases
      ? `${o.cases} generated valid and invalid requests per operation, seed ${o.seed} (repeat with --seed ${o.seed})`
      : 'example requests only (--cases 0)',
    ...(o.setupValues.length ? [`set-up values: ${o.setupValues.join(', ')}`] : []),
  ].join('; ');
}

function requestText(result: { request?: { method: string; path: string; body?: unknown } }) {
  if (!result.request) return '';
  const body = result.request.body === undefined ? '' : ` ${JSON.stringify(result.request.body)}`;
  return `${result.request.method} ${result.request.path}${body}`;
}

function violationTable(
  title: string,
  item: {
    request?: { method: string; path: string; body?: unknown };
    status?: number;
    violations: Violation[];
  },
): string[] {
  return [
    '',
    title,
    '',
    `Request: ${code(md(requestText(item)))}${item.status === undefined ? '' : `, HTTP ${item.status}`}`,
    '',
    '| pointer | kind | expected | got |',
    '|---|---|---|---|',
    ...item.violations.map(
      (v) => `| ${code(pointerText(v))} | ${v.kind} | ${md(v.expected)} | ${md(v.got)} |`,
    ),
  ];
}

export function renderMarkdown(report: ConformanceReport): string {
  const lines = [
    '# Contract conformance report',
    '',
    `- Target: ${report.target}`,
    `- Contract: ${report.spec.title} ${report.spec.version}`,
    `- Started: ${report.startedAt}`,
    `- Options: ${optionsText(report)}`,
    `- Result: **${verdict(report)}**`,
    '',
    '## Summary',
    '',
    '| operation | method | path | contract | result | first violation |',
    '|---|---|---|---|---|---|',
    ...report.results.map(
      (r) =>
        `| ${code(r.operationId)} | ${r.method} | ${code(r.path)} | ${r.contract} | ${LABEL[r.result]} | ${md(firstProblem(r))} |`,
    ),
  ];
  const failing = report.results.filter(
    (r) => r.violations.length > 0 || r.cases?.some((c) => c.result === 'fail'),
  );
  if (failing.length > 0) {
    lines.push('', '## Violations');
    for (const r of failing) {
      if (r.violations.length > 0)
        lines.push(...violationTable(`### ${r.operationId} (${r.method} ${r.path})`, r));
      for (const c of r.cases ?? [])
        if (c.result === 'fail')
          lines.push(...violationTable(`### ${r.operationId}, generated ${md(c.name)}`, c));
    }
  }
  if (report.flows.length > 0) {
    lines.push('', '## Flows', '');
    for (const flow of report.flows) {
      lines.push(
        `- ${md(flow.name)}: **${LABEL[flow.result]}**${flow.note ? ` (${md(flow.note)})` : ''}`,
      );
      for (const step of flow.steps)
        lines.push(
          `  - ${code(step.operationId)}: ${LABEL[step.result]}${step.violations[0] ? `: ${md(step.violations[0].message)}` : step.note ? `: ${md(step.note)}` : ''}`,
        );
    }
  }
  return `${lines.join('\n')}\n`;
}

function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function renderHtml(report: ConformanceReport): string {
  const row = (cells: string[], tag = 'td') =>
    `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
  const summary = report.results.map((r) =>
    row([
      `<code>${html(r.operationId)}</code>`,
      r.method,
      `<code>${html(r.path)}</code>`,
      r.contract,
      `<span class="${r.result}">${LABEL[r.result]}</span>`,
      html(firstProblem(r)),
    ]),
  );
  const block = (title: string, item: Parameters<typeof violationTable>[1]) =>
    `<h3>${html(title)}</h3>
<p>Request: <code>${html(requestText(item))}</code>${item.status === undefined ? '' : `, HTTP ${item.status}`}</p>
<table>${row(['pointer', 'kind', 'expected', 'got'], 'th')}${item.violations
      .map((v) =>
        row([`<code>${html(pointerText(v))}</code>`, v.kind, html(v.expected), html(v.got)]),
      )
      .join('')}</table>`;
  const details = report.results.flatMap((r) => [
    ...(r.violations.length > 0 ? [block(`${r.operationId} (${r.method} ${r.path})`, r)] : []),
    ...(r.cases ?? [])
      .filter((c) => c.result === 'fail')
      .map((c) => block(`${r.operationId}, generated ${c.name}`, c)),
  ]);
  const flows = report.flows.map(
    (flow) =>
      `<li>${html(flow.name)}: <span class="${flow.result}">${LABEL[flow.result]}</span>${flow.note ? ` (${html(flow.note)})` : ''}<ul>${flow.steps
        .map(
          (step) =>
            `<li><code>${html(step.operationId)}</code>: <span class="${step.result}">${LABEL[step.result]}</span>${step.violations[0] ? `: ${html(step.violations[0].message)}` : step.note ? `: ${html(step.note)}` : ''}</li>`,
        )
        .join('')}</ul></li>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Contract conformance report</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
.pass { color: #17692b; } .warn { color: #8a5a00; } .fail { color: #b00020; font-weight: bold; }
.skipped, .not-run { color: #555; }
</style>
</head>
<body>
<h1>Contract conformance report</h1>
<ul>
<li>Target: ${html(report.target)}</li>
<li>Contract: ${html(`${report.spec.title} ${report.spec.version}`)}</li>
<li>Started: ${html(report.startedAt)}</li>
<li>Options: ${html(optionsText(report))}</li>
<li>Result: <strong>${html(verdict(report))}</strong></li>
</ul>
<h2>Summary</h2>
<table>${row(['operation', 'method', 'path', 'contract', 'result', 'first violation'], 'th')}
${summary.join('\n')}</table>
${details.length > 0 ? `<h2>Violations</h2>\n${details.join('\n')}` : ''}
${flows.length > 0 ? `<h2>Flows</h2>\n<ul>${flows.join('\n')}</ul>` : ''}
</body>
</html>
`;
}

/** Writes conformance-report.json and .md or .html into dir; returns their paths. */
export function writeReports(
  report: ConformanceReport,
  dir: string,
  format: ReportFormat,
): { json: string; readable: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'conformance-report.json');
  const readable = join(dir, `conformance-report.${format}`);
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(readable, format === 'html' ? renderHtml(report) : renderMarkdown(report));
  return { json, readable };
}

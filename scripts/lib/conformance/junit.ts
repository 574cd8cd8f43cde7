// The JUnit XML report for a backend's CI (`--junit <file>`): one testsuite for the
// operations (a testcase per operation's example request and per generated request) and
// one per multi-step flow (a testcase per step). A failure names the operation, the field
// (a JSON pointer), what the contract expects and what came back; a skipped call is
// <skipped/> with the reason. The shape CI servers read (Jenkins, GitLab, GitHub actions).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FlowResult, StepResult } from './flows.ts';
import { pointerText } from './report.ts';
import type { CaseResult, ConformanceReport, OperationResult } from './run.ts';
import type { Violation } from './validate-reply.ts';

interface TestCase {
  name: string;
  classname: string;
  seconds: number;
  failure?: { message: string; text: string };
  skipped?: string;
}

/** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
export function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function violationLines(operationId: string, violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `operation: ${operationId}\nfield: ${pointerText(v)}\nkind: ${v.kind}\nexpected: ${v.expected}\nactual: ${v.got}\n${v.message}`,
    )
    .join('\n\n');
}

function requestLine(request: { method: string; path: string; body?: unknown } | undefined) {
  if (!request) return '';
  return `\n\nrequest: ${request.method} ${request.path}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`;
}

function failureOf(
  operationId: string,
  violations: Violation[],
  request: { method: string; path: string; body?: unknown } | undefined,
  status: number | undefined,
): TestCase['failure'] {
  const first = violations[0];
  return {
    message: `${operationId}: ${first?.message ?? 'failed'}${violations.length > 1 ? ` (+${violations.length - 1} more)` : ''}`,
    text: `${violationLines(operationId, violations)}${requestLine(request)}${status === undefined ? '' : `\nHTTP ${status}`}`,
  };
}

const seconds = (ms: number | undefined) => (ms ?? 0) / 1000;

function operationCases(r: OperationResult): TestCase[] {
  const classname = `conformance.${r.tag}.${r.operationId}`;
  const main: TestCase = {
    name: `${r.operationId} ${r.method} ${r.path} (example request)`,
    classname,
    seconds: seconds(r.durationMs),
  };
  if (r.result === 'skipped' || r.result === 'not-run') main.skipped = r.note ?? r.result;
  else if (r.violations.length > 0)
    main.failure = failureOf(r.operationId, r.violations, r.request, r.status);
  const generated = (r.cases ?? []).map((c: CaseResult): TestCase => ({
    name: `${r.operationId} ${c.name}`,
    classname,
    seconds: seconds(c.durationMs),
    ...(c.result === 'fail'
      ? { failure: failureOf(r.operationId, c.violations, c.request, c.status) }
      : {}),
  }));
  return [main, ...generated];
}

function stepCase(flow: FlowResult, step: StepResult, index: number): TestCase {
  const test: TestCase = {
    name: `${index + 1}. ${step.operationId} ${step.method} ${step.path}`,
    classname: `conformance.flows.${flow.name}`,
    seconds: seconds(step.durationMs),
  };
  if (step.result === 'skipped') test.skipped = step.note ?? 'skipped';
  else if (step.result === 'fail')
    test.failure =
      step.violations.length > 0
        ? failureOf(step.operationId, step.violations, step.request, step.status)
        : { message: `${step.operationId}: ${step.note ?? 'failed'}`, text: step.note ?? '' };
  return test;
}

function suite(name: string, tests: TestCase[], timestamp: string): string {
  const failures = tests.filter((t) => t.failure).length;
  const skipped = tests.filter((t) => t.skipped !== undefined).length;
  const time = tests.reduce((n, t) => n + t.seconds, 0).toFixed(3);
  const body = tests.map((t) => {
    const open = `    <testcase name="${xml(t.name)}" classname="${xml(t.classname)}" time="${t.seconds.toFixed(3)}"`;
    if (t.failure)
      return `${open}>\n      <failure message="${xml(t.failure.message)}" type="contract">${xml(t.failure.text)}</failure>\n    </testcase>`;
    if (t.skipped !== undefined)
      return `${open}>\n      <skipped message="${xml(t.skipped)}"/>\n    </testcase>`;
    return `${open}/>`;
  });
  return [
    `  <testsuite name="${xml(name)}" tests="${tests.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}" timestamp="${xml(timestamp)}">`,
    ...body,
    '  </testsuite>',
  ].join('\n');
}

export function renderJunit(report: ConformanceReport): string {
  const timestamp = report.startedAt.replace(/\.\d+Z$/, '');
  const suites: { name: string; tests: TestCase[] }[] = [
    {
      name: `conformance of ${report.target} (seed ${report.options.seed})`,
      tests: report.results.flatMap(operationCases),
    },
    ...report.flows.map((flow) => ({
      name: `flow: ${flow.name}`,
      tests:
        flow.steps.length > 0
          ? flow.steps.map((step, i) => stepCase(flow, step, i))
          : [
              {
                name: flow.name,
                classname: `conformance.flows.${flow.name}`,
                seconds: 0,
                skipped: flow.note ?? 'skipped',
              },
            ],
    })),
  ];
  const all = suites.flatMap((s) => s.tests);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`${report.spec.title} ${report.spec.version}`)}" tests="${all.length}" failures="${all.filter((t) => t.failure).length}" errors="0" skipped="${all.filter((t) => t.skipped !== undefined).length}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    ...suites.map((s) => suite(s.name, s.tests, timestamp)),
    '</testsuites>',
    '',
  ].join('\n');
}

export function writeJunit(report: ConformanceReport, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderJunit(report));
}

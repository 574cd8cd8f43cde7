// The conformance run: select the operations, call each with the spec's example request,
// check every reply, and never stop at the first failure.
import type { Contract, ContractOperation } from './contract.ts';
import { FLOWS, flowSkipReason, runFlow, type Flow, type FlowResult } from './flows.ts';
import { generateCases } from './generated-cases.ts';
import { send, type FailureKind } from './http.ts';
import {
  buildRequest,
  MissingExampleError,
  withFreshIdempotencyKey,
  type PlannedRequest,
} from './requests.ts';
import {
  checkRejection,
  checkReply,
  type Violation,
  type ViolationKind,
} from './validate-reply.ts';

export type ResultKind = 'pass' | 'warn' | 'fail' | 'skipped' | 'not-run';

/** One generated request (see generated-cases.ts) and what its reply showed. */
export interface CaseResult {
  kind: 'valid' | 'invalid';
  name: string;
  result: 'pass' | 'warn' | 'fail';
  note?: string;
  status?: number;
  durationMs?: number;
  request: { method: string; path: string; body?: unknown };
  violations: Violation[];
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  contract: 'known' | 'inferred';
  read: boolean;
  result: ResultKind;
  /** Why it was skipped or not run, or what a 'warn' means. */
  note?: string;
  status?: number;
  durationMs?: number;
  request?: { method: string; path: string; body?: unknown };
  /** Violations of the example request's reply (a failing case has its own). */
  violations: Violation[];
  /** The generated requests (--cases), when any. */
  cases?: CaseResult[];
}

export interface ConformanceOptions {
  target: URL;
  token?: string;
  only: string[];
  includeUnsafe: boolean;
  timeoutMs: number;
  totalTimeoutMs: number;
  /** Generated valid and invalid requests per operation, each (default 0: examples only). */
  cases?: number;
  /** The seed of the generated requests (default 1). */
  seed?: number;
  /** Named values replacing the examples' (--setup). */
  values?: Record<string, unknown>;
  /** The multi-step flows to run (default FLOWS when every one of their operations is selected). */
  flows?: Flow[];
}

export interface ConformanceReport {
  tool: 'conformance';
  target: string;
  spec: { title: string; version: string };
  startedAt: string;
  durationMs: number;
  options: {
    only: string[];
    includeUnsafe: boolean;
    token: boolean;
    timeoutMs: number;
    totalTimeoutMs: number;
    cases: number;
    seed: number;
    setupValues: string[];
  };
  totals: Record<ResultKind, number> & {
    operations: number;
    violations: number;
    cases: number;
    failedCases: number;
  };
  results: OperationResult[];
  flows: FlowResult[];
}

export class UnknownOnlyError extends Error {
  readonly names: string[];
  readonly hints: string[];
  constructor(names: string[], hints: string[]) {
    super(`Unknown --only ${names.length === 1 ? 'name' : 'names'}: ${names.join(', ')}`);
    this.names = names;
    this.hints = hints;
  }
}

/** Levenshtein distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, substitution));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The operations named by --only (tags or operationIds, case-sensitive), in spec order. */
export function selectOperations(contract: Contract, only: string[]): ContractOperation[] {
  if (only.length === 0) return contract.operations;
  const ids = new Set(contract.operations.map((op) => op.operationId));
  const tags = new Set(contract.tags);
  const unknown = only.filter((name) => !ids.has(name) && !tags.has(name));
  if (unknown.length > 0) {
    const all = [...tags, ...ids];
    const hints = unknown.map((name) => {
      const close = all
        .map((candidate) => ({
          candidate,
          d: distance(name.toLowerCase(), candidate.toLowerCase()),
        }))
        .filter((c) => c.d <= Math.max(2, Math.floor(name.length / 3)))
        .sort((a, b) => a.d - b.d)
        .slice(0, 3)
        .map((c) => c.candidate);
      return close.length > 0
        ? `${name}: did you mean ${close.join(', ')}?`
        : `${name}: no close match`;
    });
    throw new UnknownOnlyError(unknown, hints);
  }
  return contract.operations.filter((op) => only.includes(op.operationId) || only.includes(op.tag));
}

const FAILURE_KIND: Record<FailureKind, ViolationKind> = {
  timeout: 'timeout',
  'total-timeout': 'timeout',
  unreachable: 'network',
  tls: 'tls',
  network: 'network',
};

function baseResult(op: ContractOperation): OperationResult {
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    tag: op.tag,
    contract: op.contract,
    read: op.read,
    result: 'pass',
    violations: [],
  };
}

function skipReason(op: ContractOperation, options: ConformanceOptions): string | undefined {
  if (!op.read && !options.includeUnsafe)
    return 'state-changing: runs only with --include-unsafe (against a test backend)';
  if (op.needsToken && !options.token) return 'needs a signed-in user: pass --token';
  return undefined;
}

async function checkOperation(
  contract: Contract,
  op: ContractOperation,
  options: ConformanceOptions,
  deadline: number,
): Promise<OperationResult & { outOfTime?: boolean }> {
  const result: OperationResult & { outOfTime?: boolean } = baseResult(op);
  let request: PlannedRequest;
  try {
    request = buildRequest(contract, op, options.target, options.token, options.values);
  } catch (error) {
    if (!(error instanceof MissingExampleError)) throw error;
    return { ...result, result: 'skipped', note: `cannot build the request: ${error.message}` };
  }
  result.request = {
    method: request.method,
    path: request.path,
    ...(request.body === undefined ? {} : { body: request.body }),
  };
  const outcome = await send(request, { timeoutMs: options.timeoutMs, deadline });
  result.durationMs = outcome.durationMs;
  if (!outcome.ok) {
    result.result = 'fail';
    if (outcome.failure.kind === 'total-timeout') result.outOfTime = true;
    result.violations = [failureViolation(outcome.failure, options.timeoutMs)];
    return result;
  }
  result.status = outcome.reply.status;
  const check = checkReply(contract, op, outcome.reply);
  result.violations = check.violations;
  if (check.violations.length > 0) result.result = 'fail';
  else if (check.note) {
    result.result = 'warn';
    result.note = check.note;
  }
  const cases = generateCases(contract, op, request.body, {
    seed: options.seed ?? 1,
    cases: options.cases ?? 0,
  });
  if (cases.length > 0) {
    result.cases = [];
    for (const generated of cases) {
      const caseResult = await checkCase(contract, op, options, deadline, request, generated);
      if (caseResult === 'out-of-time') {
        result.outOfTime = true;
        break;
      }
      result.cases.push(caseResult);
    }
    if (result.result !== 'fail' && result.cases.some((c) => c.result === 'fail'))
      result.result = 'fail';
  }
  return result;
}

async function checkCase(
  contract: Contract,
  op: ContractOperation,
  options: ConformanceOptions,
  deadline: number,
  example: PlannedRequest,
  generated: ReturnType<typeof generateCases>[number],
): Promise<CaseResult | 'out-of-time'> {
  const request = {
    ...example,
    headers: withFreshIdempotencyKey(example.headers),
    body: generated.body,
  };
  const outcome = await send(request, { timeoutMs: options.timeoutMs, deadline });
  const result: CaseResult = {
    kind: generated.kind,
    name: generated.name,
    result: 'pass',
    durationMs: outcome.durationMs,
    request: { method: request.method, path: request.path, body: request.body },
    violations: [],
  };
  if (!outcome.ok) {
    if (outcome.failure.kind === 'total-timeout') return 'out-of-time';
    result.violations = [failureViolation(outcome.failure, options.timeoutMs)];
  } else {
    result.status = outcome.reply.status;
    if (generated.kind === 'valid') {
      const check = checkReply(contract, op, outcome.reply);
      result.violations = check.violations;
      if (check.violations.length === 0 && check.note) {
        result.result = 'warn';
        result.note = check.note;
      }
    } else {
      result.violations = checkRejection(
        contract,
        op,
        outcome.reply,
        generated.name.replace(/^invalid: /, ''),
      ).violations;
    }
  }
  if (result.violations.length > 0) result.result = 'fail';
  return result;
}

function failureViolation(
  failure: { kind: FailureKind; message: string },
  timeoutMs: number,
): Violation {
  return {
    kind: FAILURE_KIND[failure.kind],
    pointer: '',
    expected: `a reply within ${timeoutMs} ms`,
    got: failure.kind.includes('timeout') ? 'no complete reply' : failure.kind,
    message: failure.message,
  };
}

export interface RunHooks {
  /** Called after each operation, in order (for the progress lines). */
  onResult?: (result: OperationResult, index: number, total: number) => void;
  onFlow?: (result: FlowResult) => void;
}

export async function runConformance(
  contract: Contract,
  options: ConformanceOptions,
  hooks: RunHooks = {},
): Promise<ConformanceReport> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const deadline = started + options.totalTimeoutMs;
  const selected = selectOperations(contract, options.only);
  const results: OperationResult[] = [];
  // Set once a call is cut short by the total limit (its timer may fire a hair early).
  let outOfTime = false;
  for (const [index, op] of selected.entries()) {
    let result: OperationResult;
    const reason = skipReason(op, options);
    if (reason) result = { ...baseResult(op), result: 'skipped', note: reason };
    else if (outOfTime || performance.now() >= deadline)
      result = {
        ...baseResult(op),
        result: 'not-run',
        note: `the run reached its total time limit of ${options.totalTimeoutMs} ms (--total-timeout)`,
      };
    else {
      const { outOfTime: cut, ...checked } = await checkOperation(contract, op, options, deadline);
      outOfTime ||= cut === true;
      result = checked;
    }
    results.push(result);
    hooks.onResult?.(result, index, selected.length);
  }
  const flows: FlowResult[] = [];
  const selectedIds = new Set(selected.map((op) => op.operationId));
  for (const flow of options.flows ?? FLOWS) {
    if (!flow.steps.every((step) => selectedIds.has(step.operationId))) continue;
    const reason = flowSkipReason(contract, flow, options);
    const result: FlowResult = reason
      ? { name: flow.name, result: 'skipped', note: reason, steps: [] }
      : await runFlow(contract, flow, {
          target: options.target,
          ...(options.token ? { token: options.token } : {}),
          values: options.values ?? {},
          timeoutMs: options.timeoutMs,
          deadline,
        });
    flows.push(result);
    hooks.onFlow?.(result);
  }
  const count = (kind: ResultKind) => results.filter((r) => r.result === kind).length;
  const allCases = results.flatMap((r) => r.cases ?? []);
  return {
    tool: 'conformance',
    target: options.target.href,
    spec: { title: contract.title, version: contract.version },
    startedAt,
    durationMs: Math.round(performance.now() - started),
    options: {
      only: options.only,
      includeUnsafe: options.includeUnsafe,
      token: Boolean(options.token),
      timeoutMs: options.timeoutMs,
      totalTimeoutMs: options.totalTimeoutMs,
      cases: options.cases ?? 0,
      seed: options.seed ?? 1,
      setupValues: Object.keys(options.values ?? {}),
    },
    totals: {
      operations: results.length,
      pass: count('pass'),
      warn: count('warn'),
      fail: count('fail'),
      skipped: count('skipped'),
      'not-run': count('not-run'),
      violations:
        results.reduce((n, r) => n + r.violations.length, 0) +
        allCases.reduce((n, c) => n + c.violations.length, 0) +
        flows.reduce((n, f) => n + f.steps.reduce((m, s) => m + s.violations.length, 0), 0),
      cases: allCases.length,
      failedCases: allCases.filter((c) => c.result === 'fail').length,
    },
    results,
    flows,
  };
}

/** 0 when nothing failed and everything selected ran; 1 otherwise. */
export function exitCode(report: ConformanceReport): number {
  return report.totals.fail > 0 ||
    report.totals['not-run'] > 0 ||
    report.flows.some((f) => f.result === 'fail')
    ? 1
    : 0;
}

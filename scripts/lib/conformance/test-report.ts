// A conformance report for the report and JUnit unit tests: one operation whose reply has
// a wrong type and a missing field, and the run's options and totals around it.
import type { FlowResult } from './flows.ts';
import type { ConformanceReport, OperationResult } from './run.ts';
import type { Violation } from './validate-reply.ts';

export const FAILING: OperationResult = {
  operationId: 'getHomeInfo',
  method: 'POST',
  path: '/api/language/home/info',
  tag: 'catalog',
  contract: 'known',
  read: true,
  result: 'fail',
  status: 200,
  durationMs: 12,
  request: { method: 'POST', path: '/api/language/home/info', body: { uid: 'u|1' } },
  violations: [
    {
      kind: 'type',
      pointer: '/data/h5/0/id',
      expected: 'integer',
      got: 'string "a|b"',
      message: '/data/h5/0/id: expected integer, got string "a|b"',
    },
    {
      kind: 'required',
      pointer: '/data/adList',
      expected: 'present (required)',
      got: 'missing',
      message: '/data/adList: the required field "adList" is missing',
    },
  ],
};

/** A report of these results; totals as given (the renderers print them, never count). */
export function reportOf(
  results: OperationResult[],
  extra: Partial<Omit<ConformanceReport, 'totals'>> & {
    totals?: Partial<ConformanceReport['totals']>;
  } = {},
): ConformanceReport {
  const { totals, options, ...rest } = extra;
  return {
    tool: 'conformance',
    target: 'http://127.0.0.1:8080/',
    spec: { title: 'Top-up storefront API', version: '0.1.0' },
    startedAt: '2026-11-22T00:00:00.000Z',
    durationMs: 1234,
    options: {
      only: [],
      includeUnsafe: false,
      token: true,
      timeoutMs: 10_000,
      totalTimeoutMs: 300_000,
      cases: 0,
      seed: 1,
      setupValues: [],
      ...options,
    },
    totals: {
      operations: 3,
      pass: 1,
      warn: 0,
      fail: 1,
      skipped: 1,
      'not-run': 0,
      violations: 2,
      cases: 0,
      failedCases: 0,
      ...totals,
    },
    results,
    flows: [],
    ...rest,
  };
}

/** The order flow stopped at its first step by this violation. */
export function failedFlow(violation: Violation): FlowResult {
  return {
    name: 'create an order, read its detail, cancel it',
    result: 'fail',
    steps: [
      {
        operationId: 'createOrder',
        method: 'POST',
        path: '/api/service/order/create',
        result: 'fail',
        status: 200,
        violations: [violation],
      },
      {
        operationId: 'getOrderDetail',
        method: 'POST',
        path: '/api/service/order/detail',
        result: 'skipped',
        note: 'createOrder failed, so this step could not run',
        violations: [],
      },
    ],
  };
}

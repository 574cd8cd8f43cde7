import { describe, expect, it } from 'vitest';
import { renderJunit } from './junit.ts';
import type { OperationResult } from './run.ts';
import { failedFlow, FAILING, reportOf } from './test-report.ts';

const typeViolation = {
  kind: 'type' as const,
  pointer: '/data/h5/0/id',
  expected: 'integer',
  got: 'string "<10101>"',
  message: '/data/h5/0/id: expected integer, got string "<10101>"',
};

const failing: OperationResult = {
  ...FAILING,
  request: { method: 'POST', path: '/api/language/home/info', body: { uid: 'a&b' } },
  violations: [typeViolation],
  cases: [
    {
      kind: 'valid',
      name: 'valid 1',
      result: 'pass',
      durationMs: 3,
      request: { method: 'POST', path: '/api/language/home/info', body: { uid: 'x' } },
      violations: [],
    },
    {
      kind: 'invalid',
      name: 'invalid: /uid missing (required)',
      result: 'fail',
      status: 200,
      durationMs: 4,
      request: { method: 'POST', path: '/api/language/home/info', body: {} },
      violations: [
        {
          kind: 'accepted-invalid',
          pointer: '',
          expected: 'a rejection: a declared business error code, or a declared 4XX',
          got: 'the success code 200',
          message: 'An invalid request (/uid missing (required)) was answered as a success.',
        },
      ],
    },
  ],
};

const report = reportOf(
  [
    { ...failing, operationId: 'getStoreInit', result: 'pass', violations: [], cases: [] },
    failing,
    {
      ...failing,
      operationId: 'login',
      result: 'skipped',
      note: 'state-changing: runs only with --include-unsafe',
      violations: [],
      cases: undefined,
    },
  ],
  {
    options: {
      only: [],
      includeUnsafe: true,
      token: true,
      timeoutMs: 10_000,
      totalTimeoutMs: 300_000,
      cases: 2,
      seed: 42,
      setupValues: [],
    },
    totals: { violations: 3, cases: 2, failedCases: 1 },
    flows: [failedFlow({ ...typeViolation, pointer: '/data/orderId' })],
  },
);

function parse(text: string): Document {
  // The unit project runs in jsdom: its DOMParser is a strict XML parser.
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const attr = (el: Element | undefined, name: string) => el?.getAttribute(name);

describe('the JUnit report', () => {
  const doc = parse(renderJunit(report));
  const suites = [...doc.getElementsByTagName('testsuite')];

  it('is well-formed XML whose counts match its test cases', () => {
    expect(doc.documentElement.tagName).toBe('testsuites');
    for (const suite of [doc.documentElement, ...suites]) {
      const cases = [...suite.getElementsByTagName('testcase')];
      expect(attr(suite, 'tests')).toBe(String(cases.length));
      expect(attr(suite, 'failures')).toBe(
        String(cases.filter((c) => c.getElementsByTagName('failure').length).length),
      );
      expect(attr(suite, 'skipped')).toBe(
        String(cases.filter((c) => c.getElementsByTagName('skipped').length).length),
      );
    }
    expect(attr(doc.documentElement, 'tests')).toBe('7');
  });

  it('has a test case per operation and per generated request, and a suite per flow', () => {
    expect(suites.map((s) => attr(s, 'name'))).toEqual([
      'conformance of http://127.0.0.1:8080/ (seed 42)',
      'flow: create an order, read its detail, cancel it',
    ]);
    const names = [...suites[0]!.getElementsByTagName('testcase')].map((c) => attr(c, 'name'));
    expect(names).toEqual([
      'getStoreInit POST /api/language/home/info (example request)',
      'getHomeInfo POST /api/language/home/info (example request)',
      'getHomeInfo valid 1',
      'getHomeInfo invalid: /uid missing (required)',
      'login POST /api/language/home/info (example request)',
    ]);
  });

  it('names the operation, field, expected and actual value of a failure, escaped', () => {
    const failure = doc.getElementsByTagName('failure')[0];
    expect(attr(failure, 'message')).toBe(
      'getHomeInfo: /data/h5/0/id: expected integer, got string "<10101>"',
    );
    expect(failure?.textContent).toContain(
      'operation: getHomeInfo\nfield: /data/h5/0/id\nkind: type\nexpected: integer\nactual: string "<10101>"',
    );
    expect(failure?.textContent).toContain('request: POST /api/language/home/info {"uid":"a&b"}');
    expect(doc.getElementsByTagName('failure')[1]?.textContent).toContain('kind: accepted-invalid');
  });

  it('marks skipped calls and flow steps with the reason', () => {
    const skipped = [...doc.getElementsByTagName('skipped')].map((s) => attr(s, 'message'));
    expect(skipped).toEqual([
      'state-changing: runs only with --include-unsafe',
      'createOrder failed, so this step could not run',
    ]);
  });
});

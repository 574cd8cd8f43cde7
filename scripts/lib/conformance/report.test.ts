import { describe, expect, it } from 'vitest';
import { progressLine, renderHtml, renderMarkdown, renderTable, verdict } from './report.ts';
import type { OperationResult } from './run.ts';
import { failedFlow, FAILING, reportOf } from './test-report.ts';

const failing = FAILING;
const passing: OperationResult = {
  ...failing,
  operationId: 'getStoreInit',
  result: 'pass',
  violations: [],
};
const skipped: OperationResult = {
  ...failing,
  operationId: 'login',
  result: 'skipped',
  note: 'state-changing: runs only with --include-unsafe (against a test backend)',
  violations: [],
  durationMs: undefined,
  request: undefined,
  status: undefined,
};

const report = reportOf([passing, failing, skipped]);

describe('the conformance output', () => {
  it('prints one progress line per operation with its first violation and the count of others', () => {
    expect(progressLine(passing, 0, 76)).toBe(
      '[ 1/76] pass    getStoreInit             POST /api/language/home/info 12 ms',
    );
    expect(progressLine(failing, 1, 76).split('\n')).toEqual([
      '[ 2/76] FAIL    getHomeInfo              POST /api/language/home/info 12 ms',
      '                /data/h5/0/id: expected integer, got string "a|b" (+1 more)',
    ]);
  });

  it('sums the run up in one verdict line', () => {
    expect(verdict(report)).toBe(
      'FAIL: 2 checked, 1 passed, 1 failed (2 violations), 1 skipped in 1.2 s',
    );
    expect(verdict({ ...report, totals: { ...report.totals, fail: 0, violations: 0 } })).toMatch(
      /^PASS/,
    );
  });

  it('prints the summary table with the first violation of each operation', () => {
    const lines = renderTable(report).split('\n');
    expect(lines[0]).toMatch(/^operation\s+method\s+path\s+contract\s+result\s+first violation$/);
    expect(lines[3]).toMatch(
      /^getHomeInfo\s+POST\s+\/api\/language\/home\/info\s+known\s+FAIL\s+\/data\/h5\/0\/id: expected integer/,
    );
    expect(lines[4]).toContain('skipped  state-changing');
  });

  it('writes a Markdown report with the summary and every violation, cells escaped', () => {
    const md = renderMarkdown(report);
    expect(md).toContain(
      '- Result: **FAIL: 2 checked, 1 passed, 1 failed (2 violations), 1 skipped in 1.2 s**',
    );
    expect(md).toContain(
      '| `getHomeInfo` | POST | `/api/language/home/info` | known | FAIL | /data/h5/0/id: expected integer, got string "a\\|b" |',
    );
    expect(md).toContain('### getHomeInfo (POST /api/language/home/info)');
    expect(md).toContain('| `/data/adList` | required | present (required) | missing |');
    expect(md).toContain('Request: `POST /api/language/home/info {"uid":"u\\|1"}`, HTTP 200');
  });

  it('writes an HTML report with the same content, escaped', () => {
    const html = renderHtml({ ...report, target: 'http://h.example/?a=<b>' });
    expect(html).toContain('<code>/data/h5/0/id</code>');
    expect(html).toContain('http://h.example/?a=&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });

  describe('with generated requests and a flow', () => {
    const accepted = {
      kind: 'accepted-invalid' as const,
      pointer: '/code',
      expected: 'a rejection',
      got: 'the success code 200',
      message: 'An invalid request (/uid missing (required)) was answered as a success.',
    };
    const withCases = reportOf(
      [
        {
          ...passing,
          result: 'fail',
          cases: [
            {
              kind: 'invalid',
              name: 'invalid: /uid missing (required)',
              result: 'fail',
              status: 200,
              request: { method: 'POST', path: '/api/language/home/info', body: {} },
              violations: [accepted],
            },
          ],
        },
      ],
      {
        options: { ...report.options, cases: 1, seed: 77, setupValues: ['orderId'] },
        totals: { pass: 0, fail: 1, skipped: 0, violations: 1, cases: 1, failedCases: 1 },
        flows: [failedFlow({ ...accepted, message: 'no <orderId>' })],
      },
    );

    it('prints the seed, the generated requests and the flows', () => {
      expect(verdict(withCases)).toBe(
        'FAIL: 1 checked, 0 passed, 1 failed (1 violation), 1 generated request (1 failed, seed 77), flows: 0 passed, 1 failed, 0 skipped in 1.2 s',
      );
      expect(progressLine(withCases.results[0]!, 0, 1).split('\n')).toEqual([
        '[1/1] FAIL    getStoreInit             POST /api/language/home/info 12 ms +1 generated (1 failed)',
        '              invalid: /uid missing (required): An invalid request (/uid missing (required)) was answered as a success.',
      ]);
    });

    it('writes the failing generated requests and the flows in both reports', () => {
      const md = renderMarkdown(withCases);
      expect(md).toContain('seed 77 (repeat with --seed 77); set-up values: orderId');
      expect(md).toContain('### getStoreInit, generated invalid: /uid missing (required)');
      expect(md).toContain('| `/code` | accepted-invalid | a rejection | the success code 200 |');
      expect(md).toContain('- create an order, read its detail, cancel it: **FAIL**');
      const html = renderHtml(withCases);
      expect(html).toContain('<h3>getStoreInit, generated invalid: /uid missing (required)</h3>');
      expect(html).toContain(
        '<code>createOrder</code>: <span class="fail">FAIL</span>: no &lt;orderId&gt;',
      );
    });
  });
});

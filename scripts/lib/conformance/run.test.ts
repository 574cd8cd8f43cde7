import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { buildRequest, withFreshIdempotencyKey } from './requests.ts';
import { exitCode, runConformance, selectOperations, UnknownOnlyError } from './run.ts';
import { TEST_SPEC } from './test-contract.ts';

const contract = loadContract(TEST_SPEC);
const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;

describe('the contract as the check sees it', () => {
  it('marks reads, token needs and the envelope of each operation', () => {
    expect(op('getThing')).toMatchObject({
      read: false,
      needsToken: false,
      acceptsToken: true,
      envelope: { codeField: 'code', successCode: 200 },
    });
    expect(op('getThing').declaredErrorCodes).toEqual(['801']);
    expect(op('listThingParts')).toMatchObject({
      read: true,
      needsToken: true,
      contract: 'inferred',
    });
    expect(op('getCaptcha')).toMatchObject({
      envelope: { codeField: 'repCode', successCode: '0000' },
    });
    expect(op('getCaptcha').declaredErrorCodes).toEqual(['6201']);
  });
});

describe('buildRequest', () => {
  const target = new URL('https://api.test.example.com/base/');

  it('uses path and required query examples, the header examples and the token', () => {
    const request = buildRequest(contract, op('listThingParts'), target, 'tok');
    expect(request).toMatchObject({
      method: 'GET',
      path: '/api/thing/42?page=2',
      url: 'https://api.test.example.com/base/api/thing/42?page=2',
      headers: { Accept: 'application/json', language: '3', Authorization: 'Bearer tok' },
    });
    expect(request.body).toBeUndefined();
  });

  it('sends the first named example of the request body', () => {
    const request = buildRequest(contract, op('getThing'), target);
    expect(request.body).toEqual({ thingId: 7, note: 'abc' });
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.headers.Authorization).toBeUndefined();
  });

  it('refuses to guess a required parameter without an example', () => {
    expect(() => buildRequest(contract, op('deleteThing'), target)).toThrow(
      'the required path parameter "id" has no example',
    );
  });
});

describe('selectOperations', () => {
  it('takes tags and operationIds, in spec order', () => {
    expect(selectOperations(contract, ['getCaptcha', 'things']).map((o) => o.operationId)).toEqual([
      'getThing',
      'listThingParts',
      'getCaptcha',
    ]);
    expect(selectOperations(contract, [])).toHaveLength(4);
  });

  it('names unknown values with close matches', () => {
    let error: unknown;
    try {
      selectOperations(contract, ['getThin', 'thngs', 'zzz']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnknownOnlyError);
    expect((error as UnknownOnlyError).hints).toEqual([
      'getThin: did you mean getThing?',
      'thngs: did you mean things?',
      'zzz: no close match',
    ]);
  });
});

describe('runConformance', () => {
  it('skips state-changing calls without --include-unsafe and signed-in ones without a token', async () => {
    const report = await runConformance(contract, {
      target: new URL('http://127.0.0.1:9'),
      only: ['getThing', 'listThingParts'],
      includeUnsafe: false,
      timeoutMs: 100,
      totalTimeoutMs: 1000,
    });
    expect(report.results.map((r) => [r.operationId, r.result, r.note])).toEqual([
      [
        'getThing',
        'skipped',
        'state-changing: runs only with --include-unsafe (against a test backend)',
      ],
      ['listThingParts', 'skipped', 'needs a signed-in user: pass --token'],
    ]);
    expect(report.totals).toMatchObject({
      operations: 2,
      skipped: 2,
      pass: 0,
      fail: 0,
      violations: 0,
    });
    expect(report.options.token).toBe(false);
    expect(exitCode(report)).toBe(0);
  });

  it('skips, with the reason, an operation whose request cannot be built from the spec', async () => {
    const report = await runConformance(contract, {
      target: new URL('http://127.0.0.1:9'),
      only: ['deleteThing'],
      includeUnsafe: true,
      timeoutMs: 100,
      totalTimeoutMs: 1000,
    });
    expect(report.results[0]).toMatchObject({
      result: 'skipped',
      note: expect.stringContaining('has no example') as string,
    });
  });
});

describe('set-up values', () => {
  it('replace the example body field and the parameter of the same name', () => {
    const target = new URL('https://api.test.example.com/');
    const values = { thingId: 99, id: 5, unused: 'x' };
    expect(buildRequest(contract, op('getThing'), target, undefined, values).body).toEqual({
      thingId: 99,
      note: 'abc',
    });
    expect(buildRequest(contract, op('listThingParts'), target, 'tok', values).path).toBe(
      '/api/thing/5?page=2',
    );
  });
});

describe('the Idempotency-Key', () => {
  it('is a new key on every request, never the example one', () => {
    const target = new URL('https://api.test.example.com/');
    const keys = [1, 2].map(
      () => buildRequest(contract, op('getThing'), target).headers['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys).not.toContain('6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b');
    expect(withFreshIdempotencyKey({ 'idempotency-key': 'a' })['idempotency-key']).not.toBe('a');
    expect(withFreshIdempotencyKey({ Accept: 'x' })).toEqual({ Accept: 'x' });
  });
});

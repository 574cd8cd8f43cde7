import { describe, expect, it } from 'vitest';
import { operationMatcher, undeclaredCode, violationOf } from './business-code-tap.ts';
import { loadContract } from './contract.ts';
import { GOOD_THING, TEST_SPEC } from './test-contract.ts';

const contract = loadContract(TEST_SPEC);
const match = operationMatcher(contract);

describe('the proxy business-code check', () => {
  it('finds the operation by method and path, path parameters included', () => {
    expect(match('POST', '/api/thing')?.operationId).toBe('getThing');
    expect(match('get', '/api/thing/42')?.operationId).toBe('listThingParts');
    expect(match('GET', '/api/thing/42/more')).toBeUndefined();
    expect(match('PUT', '/api/thing')).toBeUndefined();
  });

  it('reports a code the operation does not declare, in either envelope', () => {
    const found = undeclaredCode(match('POST', '/api/thing'), '{"code":999,"msg":"x"}');
    expect(found).toEqual({
      operationId: 'getThing',
      codeField: 'code',
      code: '999',
      declared: ['200', '801'],
    });
    expect(violationOf(found!)).toEqual({
      location: ['response', 'body', 'code'],
      severity: 'Error',
      code: 'x-business-codes',
      message: 'Business code 999 is not declared for getThing (x-business-codes: 200, 801)',
    });
    expect(undeclaredCode(match('POST', '/api/captcha'), '{"repCode":"6202"}')?.code).toBe('6202');
  });

  it('leaves success, declared codes and anything it cannot read to Prism', () => {
    const op = match('POST', '/api/thing');
    expect(undeclaredCode(op, JSON.stringify(GOOD_THING))).toBeUndefined();
    expect(undeclaredCode(op, '{"code":801,"msg":"gone"}')).toBeUndefined();
    expect(undeclaredCode(op, '<html>')).toBeUndefined();
    expect(undeclaredCode(op, '{"title":"Invalid request"}')).toBeUndefined();
    expect(undeclaredCode(undefined, '{"code":999}')).toBeUndefined();
    expect(undeclaredCode(match('POST', '/api/captcha'), '{"repCode":"6201"}')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { GOOD_THING, TEST_SPEC } from './test-contract.ts';
import { checkRejection, checkReply, describeValue, type Reply } from './validate-reply.ts';

const contract = loadContract(TEST_SPEC);
const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;

function reply(body: unknown, extra: Partial<Reply> = {}): Reply {
  return {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
    ...extra,
  };
}

function thing(change: (data: Record<string, unknown>) => void) {
  const copy = structuredClone(GOOD_THING) as { data: Record<string, unknown> };
  change(copy.data);
  return copy;
}

const check = (body: unknown, extra?: Partial<Reply>) =>
  checkReply(contract, op('getThing'), reply(body, extra));
const found = (body: unknown, extra?: Partial<Reply>) =>
  check(body, extra).violations.map((v) => ({ kind: v.kind, pointer: v.pointer }));

describe('checkReply', () => {
  it('accepts a reply that matches the contract', () => {
    expect(check(GOOD_THING)).toEqual({ violations: [] });
  });

  it('reports a wrong type once, at its pointer, with expected and got', () => {
    const result = check(thing((d) => (d.id = '7')));
    expect(result.violations).toEqual([
      {
        kind: 'type',
        pointer: '/data/id',
        expected: 'integer',
        got: 'string "7"',
        message: '/data/id: expected integer, got string "7"',
      },
    ]);
  });

  it('reports a missing required field at the field', () => {
    expect(found(thing((d) => delete d.status))).toEqual([
      { kind: 'required', pointer: '/data/status' },
    ]);
  });

  it('reports an unknown enum value with the allowed values', () => {
    const [violation] = check(thing((d) => (d.status = '9'))).violations;
    expect(violation).toMatchObject({ kind: 'enum', pointer: '/data/status', got: 'string "9"' });
    expect(violation?.expected).toBe('one of "0", "1", "2"');
  });

  it('reports a bad format', () => {
    expect(found(thing((d) => (d.link = 'not a uri')))).toEqual([
      { kind: 'format', pointer: '/data/link' },
    ]);
  });

  it('reports a value that fits no branch of a nullable oneOf once, not once per branch', () => {
    expect(check(thing((d) => (d.payTime = 20261120))).violations).toEqual([
      expect.objectContaining({
        kind: 'type',
        pointer: '/data/payTime',
        expected: 'string or null',
      }),
    ]);
    // Right type, wrong pattern: the closest branch's finding only.
    const [pattern, ...rest] = check(thing((d) => (d.payTime = '20/11/2026'))).violations;
    expect(rest).toEqual([]);
    expect(pattern).toMatchObject({ kind: 'schema', pointer: '/data/payTime' });
    expect(pattern?.message).toContain('must match pattern');
  });

  it('accepts null and a valid value in a nullable oneOf', () => {
    expect(check(thing((d) => (d.payTime = null))).violations).toEqual([]);
  });

  it('reports several problems, each once', () => {
    const body = thing((d) => {
      d.id = 'x';
      d.status = 'z';
      (d.tags as unknown[]).push(3);
    });
    expect(found(body)).toEqual([
      { kind: 'type', pointer: '/data/id' },
      { kind: 'enum', pointer: '/data/status' },
      { kind: 'type', pointer: '/data/tags/1' },
    ]);
  });

  it('reports a wrong envelope once instead of every field', () => {
    const result = check({ success: true, result: GOOD_THING.data });
    expect(result.violations).toHaveLength(1);
    expect(result.violations[0]).toMatchObject({ kind: 'envelope', pointer: '/code' });
    expect(result.violations[0]?.message).toContain('{code, msg, data}');
    expect(found([GOOD_THING])).toEqual([{ kind: 'envelope', pointer: '' }]);
    expect(found({ code: '200', msg: 'ok', data: GOOD_THING.data })).toEqual([
      { kind: 'envelope', pointer: '/code' },
    ]);
  });

  it('reports an HTML error page once, with its status and the start of the page', () => {
    const result = check('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 502,
      contentType: 'text/html',
    });
    expect(result.violations).toEqual([
      expect.objectContaining({
        kind: 'non-json',
        pointer: '',
        got: 'HTTP 502 text/html: <html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
    ]);
  });

  it('reports a 200 JSON reply that does not parse', () => {
    expect(check('{"code":200,', {}).violations[0]).toMatchObject({ kind: 'non-json' });
    expect(check('', {}).violations[0]?.got).toContain('an empty body');
  });

  it('reports a status other than 200 with a hint, once', () => {
    const result = check(
      { title: 'Unauthorized', status: 401 },
      {
        status: 401,
        contentType: 'application/problem+json',
      },
    );
    expect(result.violations).toHaveLength(1);
    expect(result.violations[0]).toMatchObject({
      kind: 'status',
      got: 'HTTP 401 application/problem+json: Unauthorized',
    });
    expect(result.violations[0]?.message).toContain('--token');
  });

  it('reports a wrong content type and still checks the body', () => {
    expect(
      found(
        thing((d) => (d.id = 'x')),
        { contentType: 'text/plain' },
      ),
    ).toEqual([
      { kind: 'content-type', pointer: '' },
      { kind: 'type', pointer: '/data/id' },
    ]);
  });

  it('accepts a declared business code with a note, and reports an undeclared one', () => {
    const declared = check({ code: 801, msg: 'The thing does not exist', data: null });
    expect(declared.violations).toEqual([]);
    expect(declared.note).toContain('declared business code 801');
    expect(found({ code: 10001, msg: 'Wrong password', data: null })).toEqual([
      { kind: 'business-code', pointer: '/code' },
    ]);
  });

  it('knows the captcha envelope {repCode, repMsg, repData}', () => {
    const captcha = op('getCaptcha');
    expect(
      checkReply(contract, captcha, reply({ repCode: '0000', repMsg: null, repData: {} }))
        .violations,
    ).toEqual([]);
    expect(
      checkReply(contract, captcha, reply({ repCode: '6201', repMsg: 'Too many' })).note,
    ).toContain('6201');
    const wrong = checkReply(
      contract,
      captcha,
      reply({ code: 200, msg: 'ok', data: {} }),
    ).violations;
    expect(wrong).toEqual([expect.objectContaining({ kind: 'envelope', pointer: '/repCode' })]);
    expect(wrong[0]?.expected).toContain('repCode "0000"');
  });
});

describe('describeValue', () => {
  it('says what a value is in a few words', () => {
    expect(describeValue(null)).toBe('null');
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue(3)).toBe('integer 3');
    expect(describeValue(1.5)).toBe('number 1.5');
    expect(describeValue(true)).toBe('boolean true');
    expect(describeValue([1])).toBe('an array of 1 item');
    expect(describeValue({ a: 1, b: 2 })).toBe('an object with keys a, b');
    expect(describeValue('x'.repeat(100))).toMatch(/^string "x+…$/);
  });
});

describe('checkRejection (the reply to a generated invalid request)', () => {
  const what = '/thingId missing (required)';
  const rejection = (body: unknown, extra?: Partial<Reply>) =>
    checkRejection(contract, op('getThing'), reply(body, extra), what).violations.map(
      (v) => v.kind,
    );

  it('accepts a declared business error code or a declared 4XX problem', () => {
    expect(rejection({ code: 801, msg: 'gone', data: null })).toEqual([]);
    expect(
      rejection(
        { title: 'Invalid request', status: 422 },
        { status: 422, contentType: 'application/problem+json' },
      ),
    ).toEqual([]);
  });

  it('fails a success, an undeclared code, a 5xx, an HTML page or a bad problem body', () => {
    expect(rejection(GOOD_THING)).toEqual(['accepted-invalid']);
    expect(
      checkRejection(contract, op('getThing'), reply(GOOD_THING), what).violations[0]?.message,
    ).toBe(
      'An invalid request (/thingId missing (required)) was answered as a success; the backend must reject it with a business error code.',
    );
    expect(rejection({ code: 999, msg: 'x', data: null })).toEqual(['business-code']);
    expect(rejection({ code: 500, msg: 'x' }, { status: 500 })).toEqual(['status']);
    expect(rejection('<html>500</html>', { status: 500, contentType: 'text/html' })).toEqual([
      'non-json',
    ]);
    expect(rejection({ detail: 'no title' }, { status: 400 })).toEqual(['required', 'required']);
    const get = contract.operations.find((o) => o.operationId === 'listThingParts')!;
    expect(
      checkRejection(contract, get, reply({ title: 'x' }, { status: 400 }), what).violations[0]
        ?.kind,
    ).toBe('status');
  });
});

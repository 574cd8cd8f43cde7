import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './spec.ts';
import {
  addedLines,
  describeChange,
  diffSpecs,
  isNoted,
  unreleased,
  type SpecChange,
} from './spec-diff.ts';

type Schema = Record<string, unknown>;

const goods = (): Schema => ({
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    status: { type: 'string', enum: ['0', '1'] },
    payTime: { oneOf: [{ $ref: '#/components/schemas/Timestamp' }, { type: 'null' }] },
  },
});

const request = (): Schema => ({
  type: 'object',
  required: ['spuId'],
  properties: { spuId: { type: 'integer' }, sort: { type: 'string', enum: ['asc', 'desc'] } },
});

interface Parts {
  goods?: Schema;
  request?: Schema;
  parameters?: Schema[];
  security?: unknown[];
  bodyRequired?: boolean;
  extraPaths?: Record<string, unknown>;
  dropOperation?: boolean;
  operationId?: string;
}

function spec(parts: Parts = {}): OpenApiDocument {
  const operation = {
    operationId: parts.operationId ?? 'getGoods',
    security: parts.security ?? [{}, { bearerAuth: [] }],
    parameters: parts.parameters ?? [{ name: 'uid', in: 'query', schema: { type: 'string' } }],
    requestBody: {
      required: parts.bodyRequired ?? false,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/GoodsRequest' } } },
    },
    responses: {
      '200': {
        content: {
          'application/json': {
            schema: {
              oneOf: [
                {
                  allOf: [
                    { $ref: '#/components/schemas/SuccessEnvelope' },
                    {
                      type: 'object',
                      required: ['data'],
                      properties: {
                        data: { type: 'array', items: { $ref: '#/components/schemas/Goods' } },
                      },
                    },
                  ],
                },
                { $ref: '#/components/schemas/ApiErrorEnvelope' },
              ],
            },
          },
        },
      },
      '4XX': { content: { 'application/problem+json': { schema: { type: 'object' } } } },
    },
  };
  return {
    openapi: '3.1.0',
    paths: {
      ...(parts.dropOperation ? {} : { '/api/goods': { post: operation } }),
      ...parts.extraPaths,
    },
    components: {
      schemas: {
        SuccessEnvelope: {
          type: 'object',
          required: ['code', 'msg'],
          properties: { code: { const: 200 }, msg: { type: 'string' } },
        },
        ApiErrorEnvelope: {
          type: 'object',
          required: ['code', 'msg'],
          properties: { code: { type: 'integer' }, msg: { type: 'string' } },
        },
        Timestamp: { type: 'string', pattern: '^.+$' },
        Goods: parts.goods ?? goods(),
        GoodsRequest: parts.request ?? request(),
      },
    },
  };
}

function changed(after: Parts, before: Parts = {}) {
  return diffSpecs(spec(before), spec(after)).map((c) => ({
    breaking: c.breaking,
    rule: c.rule,
    where: `${c.location}${c.field ? ` ${c.field}` : ''}`,
  }));
}

function goodsWith(
  change: (schema: Schema & { properties: Record<string, Schema>; required: string[] }) => void,
) {
  const schema = goods() as Schema & { properties: Record<string, Schema>; required: string[] };
  change(schema);
  return schema;
}

function requestWith(
  change: (schema: Schema & { properties: Record<string, Schema>; required: string[] }) => void,
) {
  const schema = request() as Schema & { properties: Record<string, Schema>; required: string[] };
  change(schema);
  return schema;
}

describe('diffSpecs', () => {
  it('finds nothing between a contract and itself', () => {
    expect(diffSpecs(spec(), spec())).toEqual([]);
  });

  it('breaking: an operation removed; compatible: one added', () => {
    expect(changed({ dropOperation: true })).toEqual([
      { breaking: true, rule: 'operation-removed', where: 'operation' },
    ]);
    const added = changed({
      extraPaths: { '/api/more': { get: { operationId: 'listMore', responses: {} } } },
    });
    expect(added).toEqual([{ breaking: false, rule: 'operation-added', where: 'operation' }]);
  });

  it('breaking: a response field removed, with its path and schema', () => {
    const changes = diffSpecs(
      spec(),
      spec({
        goods: goodsWith((s) => {
          delete s.properties.name;
          s.required = ['id'];
        }),
      }),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        breaking: true,
        rule: 'response-field-removed',
        location: 'response 200',
        field: 'data[].name',
        schema: 'Goods',
      }),
    ]);
    expect(describeChange(changes[0]!)).toBe(
      'getGoods (POST /api/goods) response 200: data[].name removed',
    );
  });

  it('breaking: a response field retyped; compatible: a response type narrowed', () => {
    expect(changed({ goods: goodsWith((s) => (s.properties.id = { type: 'string' })) })).toEqual([
      { breaking: true, rule: 'response-field-retyped', where: 'response 200 data[].id' },
    ]);
    expect(
      changed({ goods: goodsWith((s) => (s.properties.id = { type: ['integer', 'null'] })) }),
    ).toEqual([
      { breaking: true, rule: 'response-field-retyped', where: 'response 200 data[].id' },
    ]);
    expect(
      changed(
        { goods: goodsWith((s) => (s.properties.id = { type: 'integer' })) },
        { goods: goodsWith((s) => (s.properties.id = { type: 'number' })) },
      ),
    ).toEqual([
      { breaking: false, rule: 'response-field-retyped', where: 'response 200 data[].id' },
    ]);
  });

  it('breaking: a response field no longer required; compatible: newly required or added', () => {
    expect(changed({ goods: goodsWith((s) => (s.required = ['id'])) })).toEqual([
      { breaking: true, rule: 'response-field-now-optional', where: 'response 200 data[].name' },
    ]);
    expect(
      changed({
        goods: goodsWith((s) => {
          s.required = ['id', 'name', 'status'];
          s.properties.pic = { type: 'string' };
        }),
      }),
    ).toEqual([
      { breaking: false, rule: 'response-field-now-required', where: 'response 200 data[].status' },
      { breaking: false, rule: 'response-field-added', where: 'response 200 data[].pic' },
    ]);
  });

  it('breaking: a new value in a response enum; compatible: a value dropped from it', () => {
    expect(
      changed({
        goods: goodsWith((s) => (s.properties.status = { type: 'string', enum: ['0', '1', '2'] })),
      }),
    ).toEqual([
      { breaking: true, rule: 'response-enum-widened', where: 'response 200 data[].status' },
    ]);
    expect(
      changed({ goods: goodsWith((s) => (s.properties.status = { type: 'string', enum: ['0'] })) }),
    ).toEqual([
      { breaking: false, rule: 'response-enum-narrowed', where: 'response 200 data[].status' },
    ]);
  });

  it('breaking: a narrowed request enum; compatible: a widened one', () => {
    expect(
      changed({
        request: requestWith((s) => (s.properties.sort = { type: 'string', enum: ['asc'] })),
      }),
    ).toEqual([
      {
        breaking: true,
        rule: 'request-enum-narrowed',
        where: 'request body (application/json) sort',
      },
    ]);
    expect(
      changed({
        request: requestWith(
          (s) => (s.properties.sort = { type: 'string', enum: ['asc', 'desc', 'hot'] }),
        ),
      }),
    ).toEqual([
      {
        breaking: false,
        rule: 'request-enum-widened',
        where: 'request body (application/json) sort',
      },
    ]);
  });

  it('breaking: a new required request field or an optional one made required; compatible: a new optional one', () => {
    expect(
      changed({
        request: requestWith((s) => {
          s.properties.num = { type: 'integer' };
          s.required = ['spuId', 'num'];
        }),
      }),
    ).toEqual([
      {
        breaking: true,
        rule: 'request-field-added-required',
        where: 'request body (application/json) num',
      },
    ]);
    expect(changed({ request: requestWith((s) => (s.required = ['spuId', 'sort'])) })).toEqual([
      {
        breaking: true,
        rule: 'request-field-now-required',
        where: 'request body (application/json) sort',
      },
    ]);
    expect(
      changed({ request: requestWith((s) => (s.properties.num = { type: 'integer' })) }),
    ).toEqual([
      {
        breaking: false,
        rule: 'request-field-added',
        where: 'request body (application/json) num',
      },
    ]);
  });

  it('breaking: a request field that no longer takes a type it took', () => {
    expect(
      changed({ request: requestWith((s) => (s.properties.spuId = { type: 'string' })) }),
    ).toEqual([
      {
        breaking: true,
        rule: 'request-field-retyped',
        where: 'request body (application/json) spuId',
      },
    ]);
  });

  it('breaking: a required parameter added, a parameter made required, a body made required', () => {
    expect(
      changed({
        parameters: [
          { name: 'uid', in: 'query', schema: { type: 'string' } },
          { name: 'page', in: 'query', required: true, schema: { type: 'integer' } },
        ],
      }),
    ).toEqual([
      { breaking: true, rule: 'parameter-added-required', where: 'query parameter page' },
    ]);
    expect(
      changed({
        parameters: [{ name: 'uid', in: 'query', required: true, schema: { type: 'string' } }],
      }),
    ).toEqual([{ breaking: true, rule: 'parameter-now-required', where: 'query parameter uid' }]);
    expect(changed({ bodyRequired: true })).toEqual([
      { breaking: true, rule: 'request-body-now-required', where: 'request body' },
    ]);
  });

  it('breaking: a call that now needs the token', () => {
    expect(changed({ security: [{ bearerAuth: [] }] })).toEqual([
      { breaking: true, rule: 'security-now-required', where: 'security' },
    ]);
    expect(changed({ security: [] }, { security: [{ bearerAuth: [] }] })).toEqual([
      { breaking: false, rule: 'security-now-optional', where: 'security' },
    ]);
  });

  it('follows nullable oneOf branches by their $ref', () => {
    expect(
      changed({
        goods: goodsWith(
          (s) => (s.properties.payTime = { $ref: '#/components/schemas/Timestamp' }),
        ),
      }),
    ).toEqual([]);
    expect(
      changed({
        goods: goodsWith(
          (s) =>
            (s.properties.payTime = {
              oneOf: [
                { $ref: '#/components/schemas/Timestamp' },
                { type: 'null' },
                { type: 'integer' },
              ],
            }),
        ),
      }),
    ).toEqual([
      { breaking: true, rule: 'response-alternative-added', where: 'response 200 data[].payTime' },
    ]);
  });

  it('notes a renamed operationId as compatible', () => {
    expect(changed({ operationId: 'listGoods' })).toEqual([
      { breaking: false, rule: 'operation-renamed', where: 'operation' },
    ]);
  });
});

describe('the CHANGELOG rule', () => {
  const change: SpecChange = {
    breaking: true,
    rule: 'response-field-removed',
    operationId: 'getGoods',
    method: 'POST',
    path: '/api/goods',
    location: 'response 200',
    field: 'data[].name',
    schema: 'Goods',
    detail: 'removed',
  };

  it('reads the notes under "## Unreleased" only, not the examples above it', () => {
    const log =
      '# Log\n\n- Breaking: `getGoods` (an example)\n\n## Unreleased\n\n- Breaking: `listGoods` x\n\n## 1.0.0\n\n- old\n';
    expect(unreleased(log)).toBe('\n- Breaking: `listGoods` x\n');
    expect(isNoted(change, addedLines(undefined, unreleased(log)))).toBe(false);
    expect(unreleased('# Log\n- a\n')).toBe('# Log\n- a\n');
    expect(unreleased(undefined)).toBeUndefined();
  });

  it('counts only the lines added since the ref', () => {
    expect(
      addedLines('# Log\n- `getGoods` old note\n', '# Log\n- `getGoods` old note\n- new line\n'),
    ).toBe('- new line');
    expect(addedLines(undefined, '# Log\n')).toBe('# Log');
  });

  it('accepts a note naming the operationId, the schema, or the method and path', () => {
    expect(isNoted(change, '- Breaking: `getGoods` drops name.')).toBe(true);
    expect(isNoted(change, '- Breaking: Goods loses name.')).toBe(true);
    expect(isNoted(change, '- Removed POST /api/goods.')).toBe(true);
  });

  it('does not take a longer name for the operationId', () => {
    expect(isNoted(change, '- Breaking: `getGoodsDetail` changed.')).toBe(false);
    expect(isNoted(change, '')).toBe(false);
  });
});

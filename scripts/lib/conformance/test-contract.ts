// A small contract with the shapes of the real one (the envelope oneOf, a nullable
// timestamp, an enum, a format, the captcha envelope), for the conformance unit tests.
import type { OpenApiDocument } from '../spec.ts';

const json = (schema: string) => ({
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

export const TEST_SPEC: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test contract', version: '1.0.0' },
  paths: {
    '/api/thing': {
      post: {
        operationId: 'getThing',
        tags: ['things'],
        'x-contract': 'known',
        'x-business-codes': { '200': 'Success.', '801': 'Gone.' },
        security: [{}, { bearerAuth: [] }],
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            schema: { type: 'string', format: 'uuid' },
            example: '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b',
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ThingRequest' },
              examples: {
                first: { value: { thingId: 7, note: 'abc' } },
                second: { value: { thingId: 8 } },
              },
            },
          },
        },
        responses: {
          '200': json('ThingResponse'),
          '4XX': {
            description: 'Rejected: problem details.',
            content: {
              'application/problem+json': {
                schema: {
                  type: 'object',
                  required: ['title', 'status'],
                  properties: { title: { type: 'string' }, status: { type: 'integer' } },
                },
              },
            },
          },
        },
      },
    },
    '/api/thing/{id}': {
      parameters: [{ name: 'language', in: 'header', schema: { type: 'string' }, example: '3' }],
      get: {
        operationId: 'listThingParts',
        tags: ['things'],
        'x-contract': 'inferred',
        security: [{ bearerAuth: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 42 },
          { name: 'page', in: 'query', required: true, schema: { type: 'integer' }, example: 2 },
          { name: 'sort', in: 'query', schema: { type: 'string' }, example: 'name' },
        ],
        responses: { '200': json('ThingResponse') },
      },
      delete: {
        operationId: 'deleteThing',
        tags: ['admin'],
        'x-contract': 'known',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': json('ThingResponse') },
      },
    },
    '/api/captcha': {
      post: {
        operationId: 'getCaptcha',
        tags: ['captcha'],
        'x-contract': 'known',
        'x-business-codes': { '0000': 'Success.', '6201': 'Limited.' },
        responses: { '200': json('CaptchaResponse') },
      },
    },
  },
  components: {
    schemas: {
      ThingRequest: {
        type: 'object',
        required: ['thingId'],
        properties: {
          thingId: { type: 'integer', minimum: 1 },
          note: { type: 'string', maxLength: 8, pattern: '^[a-z]+$' },
        },
      },
      SuccessEnvelope: {
        type: 'object',
        required: ['code', 'msg'],
        properties: { code: { type: 'integer', const: 200 }, msg: { type: 'string' } },
      },
      ApiErrorEnvelope: {
        type: 'object',
        required: ['code', 'msg'],
        properties: {
          code: { type: 'integer', not: { const: 200 } },
          msg: { type: 'string' },
          data: {},
        },
      },
      Timestamp: {
        type: 'string',
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$',
      },
      Status: { type: 'string', enum: ['0', '1', '2'] },
      Thing: {
        type: 'object',
        required: ['id', 'status', 'link'],
        properties: {
          id: { type: 'integer' },
          status: { $ref: '#/components/schemas/Status' },
          link: { type: 'string', format: 'uri' },
          payTime: { oneOf: [{ $ref: '#/components/schemas/Timestamp' }, { type: 'null' }] },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
      ThingResponse: {
        oneOf: [
          {
            allOf: [
              { $ref: '#/components/schemas/SuccessEnvelope' },
              {
                type: 'object',
                required: ['data'],
                properties: { data: { $ref: '#/components/schemas/Thing' } },
              },
            ],
          },
          { $ref: '#/components/schemas/ApiErrorEnvelope' },
        ],
      },
      CaptchaResponse: {
        oneOf: [
          {
            allOf: [
              {
                type: 'object',
                required: ['repCode'],
                properties: {
                  repCode: { type: 'string', const: '0000' },
                  repMsg: { type: ['string', 'null'] },
                },
              },
              { type: 'object', properties: { repData: { type: 'object' } } },
            ],
          },
          {
            type: 'object',
            required: ['repCode'],
            properties: { repCode: { type: 'string', not: { const: '0000' } } },
          },
        ],
      },
    },
  },
};

export const GOOD_THING = {
  code: 200,
  msg: 'success',
  data: {
    id: 7,
    status: '1',
    link: 'https://example.com/things/7',
    payTime: '2026-11-20 14:32:05',
    tags: ['a'],
  },
};

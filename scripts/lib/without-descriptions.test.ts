import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from './without-descriptions.ts';

describe('withoutDescriptions', () => {
  const spec = {
    info: { title: 'API', description: 'kept: not a schema' },
    paths: {
      '/a': {
        get: {
          description: 'kept: an operation',
          parameters: [
            { name: 'q', description: 'kept', schema: { type: 'string', description: 'gone' } },
          ],
          responses: {
            '200': {
              description: 'kept: required by OpenAPI',
              content: {
                'application/json': {
                  schema: {
                    description: 'gone',
                    oneOf: [
                      { $ref: '#/components/schemas/Item' },
                      { type: 'null', description: 'gone' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        description: { type: 'string', description: 'gone: a schema named description' },
        Item: {
          type: 'object',
          description: 'gone',
          required: ['description'],
          properties: {
            description: { type: 'string', description: 'gone' },
            list: { type: 'array', items: { type: 'integer', description: 'gone' } },
          },
        },
      },
    },
  };

  it("drops every schema's description and keeps the rest of the document", () => {
    expect(withoutDescriptions(spec)).toEqual({
      info: { title: 'API', description: 'kept: not a schema' },
      paths: {
        '/a': {
          get: {
            description: 'kept: an operation',
            parameters: [{ name: 'q', description: 'kept', schema: { type: 'string' } }],
            responses: {
              '200': {
                description: 'kept: required by OpenAPI',
                content: {
                  'application/json': {
                    schema: { oneOf: [{ $ref: '#/components/schemas/Item' }, { type: 'null' }] },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          description: { type: 'string' },
          Item: {
            type: 'object',
            required: ['description'],
            properties: {
              description: { type: 'string' },
              list: { type: 'array', items: { type: 'integer' } },
            },
          },
        },
      },
    });
  });

  it('leaves its input as it was', () => {
    const before = structuredClone(spec);
    withoutDescriptions(spec);
    expect(spec).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.ts';
import { generateCases } from './generated-cases.ts';
import { TEST_SPEC } from './test-contract.ts';

const contract = loadContract(TEST_SPEC);
const op = contract.operations.find((o) => o.operationId === 'getThing')!;
const example = { thingId: 7, note: 'abc' };
const validate = contract.validatorAt('#/components/schemas/ThingRequest');

/** The test contract with another request schema for getThing. */
function withRequestSchema(schema: Record<string, unknown>) {
  return loadContract({
    ...TEST_SPEC,
    components: {
      ...TEST_SPEC.components,
      schemas: { ...TEST_SPEC.components.schemas, ThingRequest: schema },
    },
  });
}

describe('generateCases', () => {
  const cases = generateCases(contract, op, example, { seed: 42, cases: 5 });
  const valid = cases.filter((c) => c.kind === 'valid');
  const invalid = cases.filter((c) => c.kind === 'invalid');

  it('generates valid variations that the request schema accepts', () => {
    expect(valid).toHaveLength(5);
    for (const c of valid) expect(validate(c.body), JSON.stringify(c.body)).toBe(true);
    expect(new Set(valid.map((c) => JSON.stringify(c.body))).size).toBe(5);
  });

  it('breaks the example one way at a time: missing, wrong type, too long, pattern', () => {
    expect(invalid.map((c) => c.name).sort()).toEqual(
      [
        'invalid: /note: 9 characters (maxLength 8)',
        'invalid: /note: "" (does not match ^[a-z]+$)',
        'invalid: /note: 12345 instead of a string (wrong type)',
        'invalid: /thingId missing (required)',
        'invalid: /thingId: "not-a-number" instead of a number (wrong type)',
      ].sort(),
    );
    for (const c of invalid) expect(validate(c.body), c.name).toBe(false);
    expect(invalid.find((c) => c.name.includes('missing'))?.body).toEqual({ note: 'abc' });
  });

  it('is reproducible from the seed, and another seed gives other requests', () => {
    const again = generateCases(contract, op, example, { seed: 42, cases: 5 });
    expect(again).toEqual(cases);
    const other = generateCases(contract, op, example, { seed: 43, cases: 5 });
    expect(other.filter((c) => c.kind === 'valid')).not.toEqual(valid);
  });

  it('stays within --cases: a few of the possible breaks when there are more', () => {
    const two = generateCases(contract, op, example, { seed: 42, cases: 2 });
    expect(two.filter((c) => c.kind === 'valid')).toHaveLength(2);
    expect(two.filter((c) => c.kind === 'invalid')).toHaveLength(2);
    expect(generateCases(contract, op, example, { seed: 42, cases: 0 })).toEqual([]);
  });

  it('sends a body once when the schema allows only a few', () => {
    const few = withRequestSchema({
      type: 'object',
      required: ['thingId'],
      properties: { thingId: { type: 'integer', enum: [1, 2] } },
    });
    const thing = few.operations.find((o) => o.operationId === 'getThing')!;
    const bodies = generateCases(few, thing, { thingId: 1 }, { seed: 3, cases: 5 })
      .filter((c) => c.kind === 'valid')
      .map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies).toEqual(expect.arrayContaining([{ thingId: 1 }, { thingId: 2 }]));
  });

  it('honours properties beside anyOf, and patterns with lookaheads', () => {
    const tricky = withRequestSchema({
      type: 'object',
      anyOf: [{ required: ['thingId'] }, { required: ['note'] }],
      properties: {
        thingId: { type: 'integer', minimum: 1 },
        note: { type: 'string', pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9_]{8,20}$' },
      },
    });
    const thing = tricky.operations.find((o) => o.operationId === 'getThing')!;
    const bodies = generateCases(tricky, thing, { thingId: 7 }, { seed: 5, cases: 5 })
      .filter((c) => c.kind === 'valid')
      .map((c) => c.body as { thingId?: number; note?: string });
    expect(bodies).toHaveLength(5);
    const notes = bodies.flatMap((b) => (b.note === undefined ? [] : [b.note]));
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])\w{8,20}$/);
  });

  it('generates nothing for an operation without a JSON body', () => {
    const get = contract.operations.find((o) => o.operationId === 'listThingParts')!;
    expect(generateCases(contract, get, undefined, { seed: 1, cases: 5 })).toEqual([]);
  });
});

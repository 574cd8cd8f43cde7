// The query kit's shapes, each rule with a value that passes and one that fails, and the
// types a screen reads (RouteQuery) and a link passes (HrefQuery) for two routes.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { queryKit as q, queryObject } from './route-query';
import type { HrefQuery, RouteQuery } from './routes';

const parse = (check: { safeParse(v: unknown): unknown }, value: unknown) => check.safeParse(value);

describe('queryKit', () => {
  it('id: a positive integer of up to 18 digits, as a number', () => {
    expect(parse(q.id, '10101')).toEqual({ success: true, data: 10101 });
    expect(parse(q.id, 42)).toEqual({ success: true, data: 42 });
    expect(parse(q.id, '999999999999999999')).toMatchObject({ success: true });
    for (const bad of [
      '0',
      '-1',
      '01',
      '1.5',
      '1e3',
      ' 1',
      '',
      '1234567890123456789',
      undefined,
      null,
    ])
      expect(parse(q.id, bad)).toEqual({ success: false });
  });

  it('optionalId: absent or malformed reads as absent', () => {
    expect(parse(q.optionalId, '7')).toEqual({ success: true, data: 7 });
    expect(parse(q.optionalId, 'abc')).toEqual({ success: true, data: undefined });
    expect(parse(q.optionalId, undefined)).toEqual({ success: true, data: undefined });
  });

  it('present: a string that is not blank, kept as given; trimmed trims it', () => {
    expect(parse(q.present, ' TL1 ')).toEqual({ success: true, data: ' TL1 ' });
    expect(parse(q.trimmed, ' PUBG ')).toEqual({ success: true, data: 'PUBG' });
    for (const bad of ['', '   ', undefined, 5]) {
      expect(parse(q.present, bad)).toEqual({ success: false });
      expect(parse(q.trimmed, bad)).toEqual({ success: false });
    }
  });

  it('text: optional, empty reads as absent, anything but a string fails', () => {
    expect(parse(q.text, 'x')).toEqual({ success: true, data: 'x' });
    expect(parse(q.text, '')).toEqual({ success: true, data: undefined });
    expect(parse(q.text, undefined)).toEqual({ success: true, data: undefined });
    expect(parse(q.text, 3)).toEqual({ success: false });
  });

  it('object: every key checked, unknown keys dropped, a failing key fails the whole', () => {
    const schema = q.object({ itemId: q.id, memberNumber: q.text });
    expect(schema.safeParse({ itemId: '5', memberNumber: 'abc', other: '1' })).toEqual({
      success: true,
      data: { itemId: 5, memberNumber: 'abc' },
    });
    expect(schema.safeParse({ memberNumber: 'abc' })).toEqual({ success: false });
    expect(schema.safeParse(null)).toEqual({ success: false });
    expect(schema.safeParse(['5'])).toEqual({ success: false });
  });

  it('check with oneOf: at least one of the keys holds a value', () => {
    const schema = q
      .object({ spuId: q.optionalId, categoryId: q.optionalId })
      .check(q.oneOf('spuId', 'categoryId'));
    expect(schema.safeParse({ categoryId: '101', spuId: 'x' })).toEqual({
      success: true,
      data: { categoryId: 101 },
    });
    expect(schema.safeParse({ spuId: 'x' })).toEqual({ success: false });
  });

  it('union: the first option the value passes', () => {
    const schema = q.union([
      q.object({ itemId: q.id, num: q.id }),
      q.object({ orderId: q.present, num: q.id }),
    ]);
    expect(schema.safeParse({ orderId: 'TL1', num: '1' })).toEqual({
      success: true,
      data: { orderId: 'TL1', num: 1 },
    });
    expect(schema.safeParse({ num: '1' })).toEqual({ success: false });
  });

  it('reads the first value of each key of the address', () => {
    expect(queryObject(new URLSearchParams('a=1&a=2&b='))).toEqual({ a: '1', b: '' });
  });

  it('gives screens and links the types of the route table', () => {
    expectTypeOf<RouteQuery<'goodsDetail'>>().toEqualTypeOf<{
      spuId?: number | undefined;
      categoryId?: number | undefined;
      memberNumber?: string | undefined;
      type?: string | undefined;
    }>();
    expectTypeOf<HrefQuery<'orderDetail'>>().toEqualTypeOf<{ orderId: string }>();
    expectTypeOf<RouteQuery<'newsDetail'>>().toEqualTypeOf<{
      articleId: number;
      language_app?: string | undefined;
    }>();
  });
});

import { describe, expect, it } from 'vitest';
import type { RechargeType } from '../../api/generated/model';
import { initialSelection, resolveSelection, selectType } from './purchase-selection';

function option(spuId: number, select = false) {
  return {
    spuId,
    pic: '/p.svg',
    name: `#${spuId}`,
    priceFee: 1,
    marketPrice: 1.1,
    attrvalue: `${spuId}`,
    select,
  };
}

const types: RechargeType[] = [
  { name: 'Direct', hot: true, select: false, spuList: [option(1), option(2, true)] },
  { name: 'Code', hot: false, select: true, spuList: [option(3), option(4, true)] },
  { name: 'None marked', hot: false, select: false, spuList: [option(5), option(6)] },
];

describe('purchase selection', () => {
  it('starts on the select type and its select denomination', () => {
    expect(initialSelection(types)).toEqual({ typeIndex: 1, spuId: 4 });
  });

  it('falls back to the first type and first denomination without select flags', () => {
    const plain = [types[2]!];
    expect(initialSelection(plain)).toEqual({ typeIndex: 0, spuId: 5 });
  });

  it('starts on the denomination named by the page spuId when a type offers it', () => {
    expect(initialSelection(types, 1)).toEqual({ typeIndex: 0, spuId: 1 });
    expect(initialSelection(types, 999)).toEqual({ typeIndex: 1, spuId: 4 });
  });

  it('switching type picks that type’s select denomination, else its first', () => {
    expect(selectType(types, 0)).toEqual({ typeIndex: 0, spuId: 2 });
    expect(selectType(types, 2)).toEqual({ typeIndex: 2, spuId: 5 });
  });

  it('resolves the chosen type and option', () => {
    const { type, option: chosen } = resolveSelection(types, { typeIndex: 0, spuId: 2 });
    expect(type?.name).toBe('Direct');
    expect(chosen?.spuId).toBe(2);
    expect(resolveSelection([], { typeIndex: 0, spuId: undefined })).toEqual({
      type: undefined,
      option: undefined,
    });
  });
});

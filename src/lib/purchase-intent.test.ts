import { describe, expect, it } from 'vitest';
import { COOKIE, writeCookie } from './cookies';
import {
  forgetIntent,
  readIntendedProduct,
  readIntendedPurchase,
  rememberProduct,
  rememberPurchase,
} from './purchase-intent';

describe('purchase intent', () => {
  it('keeps the intended purchase and product in QueryData and PuiomData', () => {
    rememberPurchase({ itemId: 10102, num: 3 });
    rememberProduct({ spuId: 10102, categoryId: 101 });
    expect(readIntendedPurchase()).toEqual({ itemId: 10102, num: 3 });
    expect(readIntendedProduct()).toEqual({ spuId: 10102, categoryId: 101 });
    forgetIntent();
    expect(readIntendedPurchase()).toBeUndefined();
    expect(readIntendedProduct()).toBeUndefined();
  });

  it('ignores cookies that are not what they should be', () => {
    writeCookie(COOKIE.queryData, 'not json');
    writeCookie(COOKIE.puiomData, '{"spuId":"x"}');
    expect(readIntendedPurchase()).toBeUndefined();
    expect(readIntendedProduct()).toBeUndefined();
  });
});

// The default examples tell one purchase story on `npm start` (Prism serves the first
// example of each 200 response): checkout details -> fee -> create order -> cashier ->
// create payment -> result -> the created order's detail agree on item, quantity, amounts
// and the order id; the named examples cover the other cases.
import { describe, expect, it } from 'vitest';
import { bundleSpec } from '../../scripts/lib/spec.ts';
import { loadContract, requestBodyExample, responseExamples, type Json } from './spec-tools.ts';

bundleSpec();
const contract = loadContract();

function op(operationId: string) {
  const found = contract.operations.find((o) => o.operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

type Data = Record<string, Json>;

/** The `data` of the first (default) 200 example, or of the named one. */
function reply(operationId: string, name?: string): Data {
  const examples = responseExamples(contract.spec, op(operationId));
  const chosen = name ? examples.find((e) => e.name === name) : examples[0];
  if (!chosen) throw new Error(`no example ${name ?? '(first)'} of ${operationId}`);
  return (chosen.value as Data).data as Data;
}

function names(operationId: string): string[] {
  return responseExamples(contract.spec, op(operationId)).map((e) => e.name);
}

function request(operationId: string): Data {
  return requestBodyExample(contract, op(operationId)) as Data;
}

const ORDER = 'TL2026112000010';

describe('the default purchase story', () => {
  const details = reply('getCheckoutDetails');
  const fee = reply('getCheckoutFee');
  const coupons = reply('searchCouponsForItem');
  const created = reply('createOrder');
  const cashier = reply('getCashier');
  const detail = reply('getOrderDetail');

  it('buys PUBG Mobile 1800 UC, quantity 1, subtotal 24.99', () => {
    expect(details).toMatchObject({ name: 'PUBG Mobile 1800 UC', num: 1, subtotalMoney: 24.99 });
    expect(request('getCheckoutDetails')).toEqual({ itemId: 10104, num: 1 });
    expect(request('getCheckoutFee')).toMatchObject({ itemId: 10104, num: 1 });
    expect(request('createOrder')).toMatchObject({ spuId: 10104, num: 1 });
    expect(request('searchCouponsForItem')).toEqual({ spuId: 10104, num: 1 });
    expect(detail).toMatchObject({ spuId: 10104, spuName: 'PUBG Mobile 1800 UC', num: 1 });
    expect(detail.subtotalMoney).toBe(details.subtotalMoney);
  });

  it('applies the best usable coupon (9001, $3) and the card without a fee: 21.99 due', () => {
    const usable = (coupons.keyong as Data[]).filter(
      (c) => (c.cill as number) <= (details.subtotalMoney as number) && c.type === 0,
    );
    const best = usable.sort((a, b) => (b.parvalue as number) - (a.parvalue as number))[0];
    expect(best).toMatchObject({ userSpuCouponsId: 9001, parvalue: 3 });
    expect(request('getCheckoutFee')).toMatchObject({ couponsId: 9001, paymentMethod: 23 });
    expect(request('createOrder')).toMatchObject({ couponsId: 9001, paymentMethod: 23 });
    expect(fee).toMatchObject({ couponsPrice: 3, processFee: 0, paymentMoney: 21.99 });
  });

  it('creates, pays and reports the same order with the same amounts', () => {
    expect(created.orderId).toBe(ORDER);
    expect(request('getCashier')).toMatchObject({ orderId: ORDER, num: 1 });
    expect(cashier).toMatchObject({ subtotalMoney: 24.99, couponsPrice: 3, paymentMoney: 21.99 });
    const preselected = (cashier.paymentList as Data[]).find((p) => p.select === true);
    expect(preselected?.shopPaymentId).toBe(23);
    expect(reply('getPaymentMethodDetail')).toMatchObject({ paymentMoney: 21.99 });
    expect(request('getPaymentMethodDetail')).toMatchObject({ orderId: ORDER, paymentMethod: 23 });
    expect(request('createPayment')).toMatchObject({ orderId: ORDER });
    expect(reply('createPayment').orderId).toBe(ORDER);
    expect(request('getOrderCouponAmount')).toEqual({ orderId: ORDER });
    expect(reply('getOrderCouponAmount')).toMatchObject({ couponsPrice: 3 });
    expect(reply('getOrderResult')).toMatchObject({
      orderId: ORDER,
      status: 1,
      paymentAmount: 21.99,
    });
    expect(detail).toMatchObject({ orderId: ORDER, couponsPrice: 3, paymentAmount: 21.99 });
    expect(reply('checkUnpaidOrder').orderId).toBe(ORDER);
    expect(reply('getOrderDetail', 'createdOrderPaid1')).toMatchObject({
      orderId: ORDER,
      status: '1',
      payTime: reply('getOrderResult').payTime,
    });
  });

  it('names the other cases', () => {
    expect(names('getOrderResult')).toEqual(expect.arrayContaining(['failed', 'pending']));
    expect(names('getCheckoutDetails')).toEqual(
      expect.arrayContaining(['freeOrder', 'shortVideoAccount']),
    );
    expect(reply('getCheckoutDetails', 'freeOrder').paymentMoney).toBe(0);
    expect(reply('getCheckoutFee', 'freeOrder').paymentMoney).toBe(0);
    expect(names('createOrder')).toEqual(
      expect.arrayContaining(['nothingToPay', 'orderFailed500']),
    );
    const maintenance = (cashier.paymentList as Data[]).filter((p) => p.status === 2);
    expect(maintenance).toHaveLength(1);
    const needsAddress = reply('getCashier', 'needsAddress').paymentList as Data[];
    expect(needsAddress.find((p) => p.select === true)).toMatchObject({ needAddress: true });
  });
});

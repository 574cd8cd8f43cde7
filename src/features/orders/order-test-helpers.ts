// Test helpers of OrderDetail: an order of any status served by the mock, and the screen
// opened on it.
import { screen } from '@testing-library/react';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import type { Order } from '../../api/generated/model';
import {
  getGetOrderDetailMockHandler,
  getGetOrderMemberDetailMockHandler,
} from '../../api/generated/orders/orders.msw';

export function order(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'TL2026112000001',
    status: '0',
    rechargeType: 1,
    cardsInfo: null,
    attrs: '[{"name":"Player ID","value":"5123456789"}]',
    pic: '/mock-assets/goods/x.svg',
    spuName: 'PUBG Mobile 325 UC',
    spuId: 10102,
    categoryId: 101,
    attrvalue: '325 UC',
    num: 2,
    symbol: '$',
    priceFee: 4.49,
    subtotalMoney: 8.98,
    fee: 0.3,
    couponsPrice: 0,
    payBalance: 1,
    paymentAmount: 8.28,
    payName: 'Visa / Mastercard',
    paymentMethod: 23,
    createTime: '2026-11-20 16:40:12',
    payTime: null,
    deliveryTime: null,
    finallyTime: null,
    cancelTime: null,
    ...overrides,
  };
}

/** The order, and its member detail check (no phone verification unless asked). */
export function serveOrder(value: Order, needPhoneVerify = false) {
  server.use(
    getGetOrderDetailMockHandler({ code: 200, msg: 'success', data: value }),
    getGetOrderMemberDetailMockHandler({
      code: 200,
      msg: 'success',
      data: { orderId: value.orderId, needPhoneVerify, mobile: '81234567', areaCode: '65' },
    }),
  );
}

export async function openDetail(value: Order) {
  serveOrder(value);
  const view = renderRoute(`/en/Tabs/OrderDetail?orderId=${value.orderId}`);
  await screen.findByRole('heading', { level: 2, name: 'Product details' });
  return view;
}

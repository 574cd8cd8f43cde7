import { describe, expect, it } from 'vitest';
import { getGetMessageSummaryResponseMock } from '../generated/messages/messages.msw';
import {
  getGetOrderDetailResponseMock,
  getListOrdersResponseMock,
} from '../generated/orders/orders.msw';
import { okData } from '../http-client';
import { loadResponseCheck } from './response-check';

const SUMMARY = '/api/member/messages/msgList';
const ORDER_LIST = '/api/language/order/pageList';

/** The example order list with its first two items changed. */
function orderList(first: Record<string, unknown>, second: Record<string, unknown> = {}) {
  const reply = getListOrdersResponseMock();
  const data = okData(reply);
  const [a, b, ...rest] = data.list;
  return { ...reply, data: { ...data, list: [{ ...a, ...first }, { ...b, ...second }, ...rest] } };
}

describe('loadResponseCheck', () => {
  it('passes a reply that matches its operation', async () => {
    const check = await loadResponseCheck('GET', SUMMARY);
    expect(check(getGetMessageSummaryResponseMock(), true)).toBeUndefined();
  });

  it('fails a success reply that breaks the contract, naming the issue and where', async () => {
    const check = await loadResponseCheck('GET', `${SUMMARY}?x=1`);
    const reply = getGetMessageSummaryResponseMock() as {
      data: { orderMsg: Record<string, unknown> };
    };
    const broken = {
      ...reply,
      data: { ...reply.data, orderMsg: { ...reply.data.orderMsg, count: 'two' } },
    };
    const problem = check(broken, true);
    expect(problem?.breaksContract).toBe(true);
    expect(problem?.description).toContain(
      'getMessageSummary (GET /api/member/messages/msgList): the response does not match the contract',
    );
    expect(problem?.description).toContain(
      '✖ invalid_type (expected "number") at data.orderMsg.count',
    );
  });

  it('checks a success reply against the success branch alone', async () => {
    const check = await loadResponseCheck('GET', SUMMARY);
    // The error branch accepts any code with a message; a success must carry its data.
    expect(check({ code: 200, msg: 'success' }, true)?.breaksContract).toBe(true);
    expect(check({ code: 500, msg: 'busy' }, false)).toBeUndefined();
  });

  it('lets a reply of an unknown address through, saying so', async () => {
    const check = await loadResponseCheck('GET', '/api/not/in/the/contract');
    expect(check({ anything: true }, true)).toEqual({
      breaksContract: false,
      level: 'error',
      description: 'GET /api/not/in/the/contract is not an operation of the contract',
    });
  });

  describe('an unknown enum value inside a list item (issue 23 item 6)', () => {
    it('lets the reply through, as a warning naming the values and where', async () => {
      const check = await loadResponseCheck('POST', ORDER_LIST);
      const problem = check(orderList({ status: '12' }, { evaluateStatus: 7 }), true);
      expect(problem).toMatchObject({ breaksContract: false, level: 'warn' });
      expect(problem?.description).toContain(
        'listOrders (POST /api/language/order/pageList): the response does not match the contract (tolerated: unknown values inside list items)',
      );
      expect(problem?.description).toContain('✖ invalid_value');
      expect(problem?.description).toContain('at data.list.0.status');
      expect(problem?.description).toContain('at data.list.1.evaluateStatus');
    });

    it('still fails when the same item also breaks the contract otherwise', async () => {
      const check = await loadResponseCheck('POST', ORDER_LIST);
      const problem = check(orderList({ status: '12' }, { spuId: 'ten' }), true);
      expect(problem).toMatchObject({ breaksContract: true, level: 'error' });
      expect(problem?.description).toContain(
        'invalid_type (expected "number") at data.list.1.spuId',
      );
    });

    it('still fails a wrong type inside an item', async () => {
      const check = await loadResponseCheck('POST', ORDER_LIST);
      expect(check(orderList({ status: 3 }), true)).toMatchObject({
        breaksContract: true,
        level: 'error',
      });
    });
  });

  it('fails an unknown enum value outside a list (a single order)', async () => {
    const check = await loadResponseCheck('POST', '/api/service/order/detail');
    const reply = getGetOrderDetailResponseMock();
    const problem = check({ ...reply, data: { ...okData(reply), status: '12' } }, true);
    expect(problem).toMatchObject({ breaksContract: true, level: 'error' });
    expect(problem?.description).toContain('invalid_value');
  });
});

import { describe, expect, it } from 'vitest';
import { getGetMessageSummaryResponseMock } from '../generated/messages/messages.msw';
import { loadResponseCheck } from './response-check';

const SUMMARY = '/api/member/messages/msgList';

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
      description: 'GET /api/not/in/the/contract is not an operation of the contract',
    });
  });
});

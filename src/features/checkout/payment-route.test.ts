// Every payment id's route (seed 001 section 4, "Payment flows"), as a table.
import { describe, expect, it } from 'vitest';
import { paymentRoute, type PaymentRoute } from './payment-route';

const ORDER = 'TL2026112000010';
const base = { lang: 'en' as const, orderId: ORDER, amount: '21.99' };

describe('paymentRoute', () => {
  it.each<[number, PaymentRoute['kind'], string, string, boolean]>([
    [
      22,
      'app',
      'cardForm',
      `/en/Tabs/Cardpayment?orderId=${ORDER}&shift_money=21.99&paymentMethod=22`,
      false,
    ],
    [
      42,
      'app',
      'cardForm',
      `/en/Tabs/Cardpayment?orderId=${ORDER}&shift_money=21.99&paymentMethod=42`,
      false,
    ],
    [
      23,
      'app',
      'dropIn',
      `/en/Airwallex?orderId=${ORDER}&shift_money=21.99&paymentMethod=23&billsid=4101`,
      true,
    ],
    [
      28,
      'app',
      'dropIn',
      `/en/Airwallex?orderId=${ORDER}&shift_money=21.99&paymentMethod=28&billsid=4101`,
      true,
    ],
    [
      43,
      'app',
      'dropIn',
      `/en/Airwallex?orderId=${ORDER}&shift_money=21.99&paymentMethod=43&billsid=4101`,
      false,
    ],
    [
      24,
      'app',
      'applePay',
      `/en/Applepay?orderId=${ORDER}&shift_money=21.99&paymentMethod=24`,
      false,
    ],
    [
      44,
      'app',
      'applePay',
      `/en/Applepay?orderId=${ORDER}&shift_money=21.99&paymentMethod=44`,
      false,
    ],
    [
      25,
      'app',
      'googlePay',
      `/en/Googlepay?orderId=${ORDER}&shift_money=21.99&paymentMethod=25`,
      false,
    ],
    [
      45,
      'app',
      'googlePay',
      `/en/Googlepay?orderId=${ORDER}&shift_money=21.99&paymentMethod=45`,
      false,
    ],
  ])('%i goes to its page (%s, %s)', (paymentMethod, kind, flow, href, alternateMode) => {
    const route = paymentRoute({ ...base, paymentMethod, billingId: 4101 });
    expect(route).toEqual({ kind, flow, href, alternateMode });
  });

  it('gives the Cardpayment page the orderId even without an address', () => {
    const route = paymentRoute({ ...base, paymentMethod: 22, billingId: null });
    expect(route.kind === 'app' && route.href).toContain(`orderId=${ORDER}`);
  });

  it('leaves billsid out of the drop-in when no address is chosen', () => {
    const route = paymentRoute({ ...base, paymentMethod: 23 });
    expect(route).toMatchObject({
      href: `/en/Airwallex?orderId=${ORDER}&shift_money=21.99&paymentMethod=23`,
    });
  });

  it.each([
    [
      'an allowed payment host',
      'https://payments.example.com/gcash/checkout?ref=TL2026112000010',
      { kind: 'external', href: 'https://payments.example.com/gcash/checkout?ref=TL2026112000010' },
    ],
    [
      'a path of this site',
      '/en/Tabs/Pop-up?orderId=TL2026112000010',
      { kind: 'app', href: '/en/Tabs/Pop-up?orderId=TL2026112000010' },
    ],
    ['an unknown host', 'https://evil.example/pay', { kind: 'refused' }],
    ['a javascript: URL', 'javascript:alert(1)', { kind: 'refused' }],
    ['plain http', 'http://payments.example.com/gcash', { kind: 'refused' }],
  ])('another id (56) follows redirectUrl to %s', (_name, redirectUrl, expected) => {
    const route = paymentRoute({ ...base, paymentMethod: 56, redirectUrl });
    expect(route).toMatchObject({ ...expected, flow: 'redirect' });
  });

  it.each([
    ['another id without redirectUrl', 56],
    ['nothing due (no payment id)', null],
  ])('%s goes to the payment result', (_name, paymentMethod) => {
    expect(paymentRoute({ ...base, paymentMethod, redirectUrl: null })).toEqual({
      kind: 'app',
      flow: 'redirect',
      href: `/en/Tabs/Pop-up?orderId=${ORDER}`,
      alternateMode: false,
    });
  });

  it('keeps the language of the shopper', () => {
    expect(paymentRoute({ ...base, lang: 'zh-hant', paymentMethod: 24 })).toMatchObject({
      href: `/zh-hant/Applepay?orderId=${ORDER}&shift_money=21.99&paymentMethod=24`,
    });
  });
});

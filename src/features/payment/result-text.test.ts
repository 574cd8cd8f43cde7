import { describe, expect, it } from 'vitest';
import { failureText, MERCHANT_LIMIT_TEXT } from './result-text';

describe('failureText', () => {
  it.each([
    [null, { kind: 'default' }],
    [undefined, { kind: 'default' }],
    ['', { kind: 'default' }],
    ['   ', { kind: 'default' }],
    [MERCHANT_LIMIT_TEXT, { kind: 'merchantLimit' }],
    [
      '  Payment failed, the merchant has reached the MAXIMUM transaction amount or number of transactions ',
      { kind: 'merchantLimit' },
    ],
    ['Your card was declined.', { kind: 'server', message: 'Your card was declined.' }],
    [' Insufficient funds ', { kind: 'server', message: 'Insufficient funds' }],
  ])('reads %j as %j', (failMsg, expected) => {
    expect(failureText(failMsg)).toEqual(expected);
  });
});

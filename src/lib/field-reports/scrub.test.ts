import { describe, expect, it } from 'vitest';
import { scrubStack, scrubText } from './scrub';

describe('scrubText', () => {
  it.each([
    [
      'Failed to fetch https://m.example/api/order/detail?orderId=TL2026&newstoken_app=abc#x',
      'Failed to fetch https://m.example/api/order/detail',
    ],
    ['No member alex.chen@example.com', 'No member [email]'],
    ['Card 4242 4242 4242 4242 refused', 'Card [number] refused'],
    ['Phone +852 6123-4567 taken', 'Phone [number] taken'],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.demo-token.sig', 'Bearer [redacted]'],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'token [token]'],
    ['secret int_hkdm_secret_Jw4nT7aHc1RuAbCdEfGhIjKlMnOpQr', 'secret [redacted]'],
  ])('%s -> %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps what names the defect', () => {
    expect(scrubText("Cannot read properties of undefined (reading 'price')")).toBe(
      "Cannot read properties of undefined (reading 'price')",
    );
    expect(scrubText('Order 12345 not found')).toBe('Order 12345 not found');
  });

  it('cuts a long text to 300 characters', () => {
    const cut = scrubText('x '.repeat(400));
    expect(cut).toHaveLength(300);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('scrubStack', () => {
  it('keeps the first 12 lines, each scrubbed', () => {
    const stack = [
      'TypeError: no price for alex@example.com',
      ...Array.from(
        { length: 20 },
        (_, n) => `    at f${n} (https://m.example/assets/a.js?v=1:1:${n})`,
      ),
    ].join('\n');
    const lines = scrubStack(stack)?.split('\n') ?? [];
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe('TypeError: no price for [email]');
    expect(lines[1]).toBe('    at f0 (https://m.example/assets/a.js)');
    expect(scrubStack(undefined)).toBeUndefined();
  });
});

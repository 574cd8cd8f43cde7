// The native bridge's messages per channel, with stubbed window channels; the parent
// channel's explicit origin; no secrets in a message; the origin check of what is received.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToNativeApp, nativeMessage, postToNativeApp } from './native-bridge';

const CONFIG = { handler: 'topupPayment', parentOrigin: '' };
const RESULT = { page: 'appFastPay', result: 'success' as const, orderId: 'TL2026112000010' };
const MESSAGE = {
  source: 'topup-storefront',
  type: 'payment-result',
  page: 'appFastPay',
  result: 'success',
  orderId: 'TL2026112000010',
};

/** A window with only the given channels (the page's own window is never touched). */
function stubWindow(channels: Record<string, unknown>): Window {
  const stub: Record<string, unknown> = { ...channels };
  stub.parent = stub;
  return stub as unknown as Window;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('posting a result to the native app', () => {
  it('iOS: the webkit message handler gets the message object', () => {
    const postMessage = vi.fn();
    const target = stubWindow({ webkit: { messageHandlers: { topupPayment: { postMessage } } } });
    expect(postToNativeApp(RESULT, target, CONFIG)).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith(MESSAGE);
  });

  it('Android: the JavaScript interface gets the message as JSON', () => {
    const postMessage = vi.fn();
    const target = stubWindow({ topupPayment: { postMessage } });
    expect(postToNativeApp({ ...RESULT, result: 'close' }, target, CONFIG)).toBe('android');
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      ...MESSAGE,
      result: 'close',
    });
  });

  it('React Native: ReactNativeWebView gets the message as JSON', () => {
    const postMessage = vi.fn();
    const target = stubWindow({ ReactNativeWebView: { postMessage } });
    expect(
      postToNativeApp({ ...RESULT, result: 'failure', reason: 'Declined' }, target, CONFIG),
    ).toBe('react-native');
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      ...MESSAGE,
      result: 'failure',
      reason: 'Declined',
    });
  });

  it('uses the handler name of the configuration', () => {
    const postMessage = vi.fn();
    const target = stubWindow({ webkit: { messageHandlers: { other: { postMessage } } } });
    expect(postToNativeApp(RESULT, target, { ...CONFIG, handler: 'other' })).toBe('ios');
    expect(postToNativeApp(RESULT, target, CONFIG)).toBe('none');
    expect(postMessage).toHaveBeenCalledTimes(1);
  });

  it('a parent frame gets the message only with the configured origin, never "*"', () => {
    const parentPost = vi.fn();
    const target = { parent: { postMessage: parentPost } } as unknown as Window;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(postToNativeApp(RESULT, target, CONFIG)).toBe('none');
    expect(parentPost).not.toHaveBeenCalled();
    expect(
      postToNativeApp(RESULT, target, { ...CONFIG, parentOrigin: 'https://app.topuplive.com' }),
    ).toBe('parent');
    expect(parentPost).toHaveBeenCalledWith(MESSAGE, 'https://app.topuplive.com');
  });

  it('sends no secret the caller holds, and a reason only with a failure', () => {
    const caller = {
      ...RESULT,
      reason: 'not for success',
      client_secret: 'int_1_secret',
      cardNumber: '4242424242424242',
    };
    const message = nativeMessage(caller);
    expect(message).toEqual(MESSAGE);
    expect(JSON.stringify(message)).not.toMatch(/secret|4242/);
  });
});

describe('messages from the app', () => {
  function listen(parentOrigin: string) {
    const target = new EventTarget() as unknown as Window;
    const commands: unknown[] = [];
    const stop = listenToNativeApp((command) => commands.push(command), target, {
      ...CONFIG,
      parentOrigin,
    });
    const send = (origin: string, data: unknown) =>
      target.dispatchEvent(new MessageEvent('message', { origin, data }));
    return { commands, send, stop };
  }

  it('reads a close command from the configured origin only', () => {
    const { commands, send, stop } = listen('https://app.topuplive.com');
    send('https://evil.example', { source: 'topup-app', type: 'close' });
    send('https://app.topuplive.com', { source: 'someone', type: 'close' });
    send('https://app.topuplive.com', { source: 'topup-app', type: 'close' });
    expect(commands).toEqual([{ source: 'topup-app', type: 'close' }]);
    stop();
    send('https://app.topuplive.com', { source: 'topup-app', type: 'close' });
    expect(commands).toHaveLength(1);
  });

  it('reads nothing when no origin is configured', () => {
    const { commands, send } = listen('');
    send('https://app.topuplive.com', { source: 'topup-app', type: 'close' });
    expect(commands).toEqual([]);
  });
});

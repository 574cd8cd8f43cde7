// The app's client secret leaves the address bar at start-up and waits in memory for its
// intent (issue 23 item 4).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptClientSecret, forgetClientSecret, heldClientSecret } from './app-client-secret';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  window.history.replaceState(null, '', '/');
  forgetClientSecret();
});

describe('the client secret of the app pages', () => {
  it('leaves the address bar at once, replacing the history entry, kept for its intent', () => {
    window.history.replaceState(
      null,
      '',
      '/en/appAirwallex?intent_id=int_1&client_secret=int_1_secret_x&orderId=O1&price=21.99#x',
    );
    const length = window.history.length;
    adoptClientSecret();
    expect(address()).toBe('/en/appAirwallex?intent_id=int_1&orderId=O1&price=21.99#x');
    expect(window.history.length).toBe(length);
    expect(heldClientSecret('int_1')).toBe('int_1_secret_x');
    expect(heldClientSecret('int_2')).toBeUndefined();
  });

  it('is in no storage', () => {
    window.history.replaceState(null, '', '/en/appFastPay?intent_id=int_1&client_secret=s3cr3t');
    adoptClientSecret();
    const stored = [sessionStorage, localStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join(' ')).not.toContain('s3cr3t');
    expect(document.cookie).not.toContain('s3cr3t');
  });

  it('is gone after a reload (a new page load keeps nothing)', () => {
    window.history.replaceState(null, '', '/en/appFastPay?intent_id=int_1&client_secret=s');
    adoptClientSecret();
    forgetClientSecret();
    adoptClientSecret();
    expect(heldClientSecret('int_1')).toBeUndefined();
  });

  it('an empty secret is removed and not kept', () => {
    window.history.replaceState(null, '', '/en/appFastPay?intent_id=int_1&client_secret=');
    adoptClientSecret();
    expect(address()).toBe('/en/appFastPay?intent_id=int_1');
    expect(heldClientSecret('int_1')).toBeUndefined();
  });

  it('a page without a secret keeps its address and history', () => {
    window.history.replaceState(null, '', '/en/goodsDetail?spuId=1');
    const replace = vi.spyOn(window.history, 'replaceState');
    adoptClientSecret();
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });
});

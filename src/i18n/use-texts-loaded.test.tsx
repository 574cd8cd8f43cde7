// useTextsLoaded: true at once when the texts are loaded; otherwise false until the one
// request for them has settled.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTextsLoaded, type TextLoader } from './use-texts-loaded';

function loader(loaded: readonly string[]) {
  let finish = () => undefined as unknown;
  const request = new Promise((resolve) => {
    finish = () => {
      resolve(undefined);
    };
  });
  const load = vi.fn(() => request);
  const i18n: TextLoader = {
    hasLoadedNamespace: (namespace) => loaded.includes(namespace),
    loadNamespaces: load,
  };
  return { i18n, load, finish: () => finish() };
}

describe('useTextsLoaded', () => {
  it('is true at once when every namespace is loaded, and asks for nothing', () => {
    const { i18n, load } = loader(['cashier', 'billing']);
    const { result } = renderHook(() => useTextsLoaded(i18n, ['cashier', 'billing']));
    expect(result.current).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('is false until the texts have loaded, asked for once', async () => {
    const { i18n, load, finish } = loader(['cashier']);
    const { result, rerender } = renderHook(() => useTextsLoaded(i18n, ['cashier', 'billing']));
    expect(result.current).toBe(false);
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['cashier', 'billing']);
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
  });
});

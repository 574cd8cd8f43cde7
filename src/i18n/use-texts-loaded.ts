// Whether some namespaces' texts are loaded, asking for them once: for a block that renders
// its content only when its texts are here. Content that suspends on its texts shows its
// Suspense fallback again, and React reveals what a suspended render brings no sooner than
// 300 ms after the last fallback it showed (its Suspense throttle): ConfirmOrder's payment
// methods, its largest paint, waited that long on a landing (docs/performance.md).
import { useEffect, useState } from 'react';

/** The part of an i18next instance this needs (useTranslation's `i18n`). */
export interface TextLoader {
  hasLoadedNamespace(namespace: string): boolean;
  loadNamespaces(namespaces: string[]): Promise<unknown>;
}

export function useTextsLoaded(i18n: TextLoader, namespaces: readonly string[]): boolean {
  const key = namespaces.join(' ');
  const [loaded, setLoaded] = useState(() =>
    namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace)),
  );
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    void i18n.loadNamespaces(key.split(' ')).then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, key, loaded]);
  return loaded;
}

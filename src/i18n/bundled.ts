// Every locale's texts bundled, for tests: no lazy loading, nothing suspends.
import { createI18n } from './init';
import { NAMESPACES, resources } from './resources';

export function createBundledI18n(lng?: string) {
  const instance = createI18n(lng, resources);
  void instance.loadNamespaces([...NAMESPACES]);
  return instance;
}

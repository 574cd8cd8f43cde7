// i18next set-up: the language comes from the route segment (the app calls changeLanguage
// on navigation), zh is the default. In the app each locale's namespaces are separate lazy
// chunks, so a shopper downloads only the texts of their language and of the screens they
// open; tests pass the bundled resources instead (bundled.ts).
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '../config/locales';

/** Namespaces every screen needs (the shell and shared texts), loaded before first render. */
export const BASE_NAMESPACES = ['common', 'shell'] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./resources/*/*.json');

const lazyResources: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to configure: the loaders are known at build time.
  },
  read(language, namespace, callback) {
    const load = loaders[`./resources/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => {
        callback(null, module.default);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

export function createI18n(lng: string = DEFAULT_LOCALE, resources?: Resource): i18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(lazyResources);
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    // 'zh-hant' is a language of its own here, not a region of zh.
    load: 'currentOnly',
    lowerCaseLng: true,
    ns: [...BASE_NAMESPACES],
    defaultNS: 'common',
    ...(resources ? { resources, initAsync: false } : {}),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

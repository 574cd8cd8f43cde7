// i18next set-up: the language comes from the route segment (the app calls changeLanguage
// on navigation), zh is the default. In the app each locale's namespaces are separate lazy
// chunks, so a shopper downloads only the texts of their language and of the screens they
// open; tests pass the bundled resources instead (bundled.ts).
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../config/locales';
import { textPath, type TextLoaders } from './texts/loaders';

/** Namespaces every screen needs (the shell and shared texts), loaded before first render. */
export const BASE_NAMESPACES = ['common', 'shell'] as const;

// Each language's map of text chunks is a module of its own, fetched with its first texts
// (the boot script preloads the landing language's): the entry names three modules, not
// the chunks of every namespace in every language.
const languageTexts: Record<Locale, () => Promise<{ loaders: TextLoaders }>> = {
  zh: () => import('./texts/zh'),
  en: () => import('./texts/en'),
  'zh-hant': () => import('./texts/zh-hant'),
};

const lazyResources: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to configure: the loaders are known at build time.
  },
  read(language, namespace, callback) {
    const fail = (error: unknown) => {
      callback(error instanceof Error ? error : new Error(String(error)), false);
    };
    if (!isLocale(language)) {
      fail(new Error(`No texts for ${language}/${namespace}`));
      return;
    }
    languageTexts[language]()
      .then(({ loaders }) => {
        const load = loaders[textPath(language, namespace)];
        if (!load) throw new Error(`No texts for ${language}/${namespace}`);
        return load();
      })
      .then((module) => {
        callback(null, module.default);
      }, fail);
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

// i18next set-up: the language comes from the route segment (the app calls
// changeLanguage on navigation), zh is the default, resources are bundled.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '../config/locales';
import { NAMESPACES, resources } from './resources';

export function createI18n(lng: string = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    // 'zh-hant' is a language of its own here, not a region of zh.
    load: 'currentOnly',
    lowerCaseLng: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

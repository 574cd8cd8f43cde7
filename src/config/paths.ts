// Every route path with its href builder, so no URL is written as a literal twice.
// The full route table arrives with the shell issue; these are the ones the HTTP client
// and the first screen need.
import type { Locale } from './locales';

export const paths = {
  home: {
    path: '',
    getHref: (lang: Locale) => `/${lang}`,
  },
  login: {
    path: 'login',
    getHref: (lang: Locale) => `/${lang}/login`,
  },
  notFound: {
    path: '404',
    getHref: (lang: Locale) => `/${lang}/404`,
  },
} as const;

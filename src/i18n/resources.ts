// Every locale's messages, one namespace per domain. zh is the source locale: its keys
// type the t() function (see i18next.d.ts) and the parity check compares the others to it.
import enCommon from './resources/en/common.json';
import enHome from './resources/en/home.json';
import zhCommon from './resources/zh/common.json';
import zhHome from './resources/zh/home.json';
import zhHantCommon from './resources/zh-hant/common.json';
import zhHantHome from './resources/zh-hant/home.json';

export const NAMESPACES = ['common', 'home'] as const;

export const resources = {
  zh: { common: zhCommon, home: zhHome },
  en: { common: enCommon, home: enHome },
  'zh-hant': { common: zhHantCommon, home: zhHantHome },
} as const;

// What the shell offers while the store's init data (seed 000 section 3: languageList,
// currencyList) has not arrived or cannot be loaded: the storefront's own languages, each
// named in itself as the store names them, and the default currency.
import type { CurrencyOption, LanguageOption } from '../../api/generated/model';
import { DEFAULT_CURRENCY } from '../../api/request-headers';

export const DEFAULT_LANGUAGE_LIST: readonly LanguageOption[] = [
  { languageCode: 'zh', language: '简体中文' },
  { languageCode: 'en', language: 'English' },
  { languageCode: 'zh-hant', language: '繁體中文' },
];

/** The currency every price is quoted in until the store lists others. */
export const DEFAULT_CURRENCY_LIST: readonly CurrencyOption[] = [
  { currencyId: 0, code: DEFAULT_CURRENCY },
];

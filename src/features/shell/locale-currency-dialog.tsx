// The language and currency dialog of the header (seed 001 section 2): the lists come from
// the store init data (the shell's defaults until it arrives or when it fails, see
// store-init-defaults.ts); a language switch moves to the same page in that language and, for
// a signed-in shopper, is saved to the server; the currency is kept in cookies and every
// price is fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetStoreInit } from '../../api/generated/catalog/catalog';
import { useUpdateLanguage } from '../../api/generated/member/member';
import { okData } from '../../api/http-client';
import { Dialog } from '../../components/dialog';
import { isLocale, localizedPath, type Locale } from '../../config/locales';
import { readCurrency, rememberCurrency } from '../../lib/locale-cookies';
import { DEFAULT_CURRENCY } from '../../api/request-headers';
import { isSignedIn, withoutAppToken } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';
import { DEFAULT_CURRENCY_LIST, DEFAULT_LANGUAGE_LIST } from './store-init-defaults';
import styles from './locale-currency-dialog.module.css';

interface LocaleCurrencyDialogProps {
  open: boolean;
  onClose: () => void;
}

export function LocaleCurrencyDialog({ open, onClose }: LocaleCurrencyDialogProps) {
  // The choice lives only while the dialog is open: each opening starts from the current
  // language and currency, so Cancel (or Escape) forgets what was picked.
  return open ? <OpenLocaleCurrencyDialog onClose={onClose} /> : null;
}

function OpenLocaleCurrencyDialog({ onClose }: Pick<LocaleCurrencyDialogProps, 'onClose'>) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useGetStoreInit({ query: { select: okData } });
  // Only the languages this app has: the reply check lets a list item with a language code
  // the contract does not list through (issue 23 item 6), and choosing it could do nothing.
  const languageList = (data?.languageList ?? DEFAULT_LANGUAGE_LIST).filter((option) =>
    isLocale(option.languageCode),
  );
  const currencyList = data?.currencyList ?? DEFAULT_CURRENCY_LIST;
  const saveLanguage = useUpdateLanguage({ request: { silent: true } });
  const [language, setLanguage] = useState<Locale>(locale);
  const [currency, setCurrency] = useState(readCurrency() ?? DEFAULT_CURRENCY);

  const confirm = () => {
    const chosenCurrency = currencyList.find((c) => c.code === currency);
    if (chosenCurrency && chosenCurrency.code !== (readCurrency() ?? DEFAULT_CURRENCY)) {
      rememberCurrency(chosenCurrency.code, chosenCurrency.code);
      void queryClient.invalidateQueries();
    }
    if (language !== locale) {
      if (isSignedIn()) saveLanguage.mutate({ data: { language } });
      void navigate(`${localizedPath(pathname, language)}${withoutAppToken(search)}`);
    }
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('locale.title')}
      variant="sheet"
      actions={
        <>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('locale.cancel')}
          </button>
          <button type="button" className={styles.primary} onClick={confirm}>
            {t('locale.confirm')}
          </button>
        </>
      }
    >
      <fieldset className={styles.group}>
        <legend>{t('locale.language')}</legend>
        {languageList.map((option) => (
          <label key={option.languageCode} className={styles.option}>
            <input
              type="radio"
              name="language"
              value={option.languageCode}
              checked={language === option.languageCode}
              onChange={() => {
                if (isLocale(option.languageCode)) setLanguage(option.languageCode);
              }}
            />
            <span lang={option.languageCode === 'zh-hant' ? 'zh-Hant' : option.languageCode}>
              {option.language}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('locale.currency')}</legend>
        {currencyList.map((option) => (
          <label key={option.currencyId} className={styles.option}>
            <input
              type="radio"
              name="currency"
              value={option.code}
              checked={currency === option.code}
              onChange={() => {
                setCurrency(option.code);
              }}
            />
            <span>{option.code}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}

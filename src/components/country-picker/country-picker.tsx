// The area-code picker (seed 000 sections 3 and 4: about 230 countries with dial codes,
// names in the user's language, search; empty result 'This area code has not been found
// yet'). A button shows the chosen dial code; it opens a dialog with a search box that
// drives a listbox (ARIA combobox pattern): type to filter, arrows to move, Enter to pick.
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findCountry,
  listCountries,
  searchCountries,
  type CountryOption,
} from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { Dialog } from '../dialog';
import styles from './country-picker.module.css';

export interface CountryPickerProps {
  /** The chosen country, ISO 3166-1 alpha-2 ('SG'), or undefined for none. */
  value: string | undefined;
  onChange: (country: CountryOption) => void;
  /** What is being chosen ('Area code'): names the button and titles the dialog. */
  label: string;
}

export function CountryPicker({ value, onChange, label }: CountryPickerProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const countries = useMemo(() => listCountries(locale), [locale]);
  const selected = findCountry(countries, value);
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={`${label}: ${selected?.label ?? t('country.choose')}`}
        onClick={() => {
          setOpen(true);
        }}
      >
        <span>{selected ? `+${selected.dialCode}` : t('country.choose')}</span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <CountryDialog
          title={label}
          countries={countries}
          selectedValue={selected?.value}
          onPick={(country) => {
            setOpen(false);
            onChange(country);
          }}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

const PAGE_STEP = 10;

interface CountryDialogProps {
  title: string;
  countries: readonly CountryOption[];
  selectedValue: string | undefined;
  onPick: (country: CountryOption) => void;
  onClose: () => void;
}

function CountryDialog({ title, countries, selectedValue, onPick, onClose }: CountryDialogProps) {
  const { t } = useTranslation('common');
  const listId = useId();
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchCountries(countries, query), [countries, query]);
  // The highlighted option: the chosen country at first, the first match after typing.
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      results.findIndex((c) => c.value === selectedValue),
    ),
  );
  const activeIndex = Math.min(active, results.length - 1);
  const activeCountry = results[activeIndex];
  const optionId = (country: CountryOption) => `${listId}-${country.value}`;
  const activeId = activeCountry ? optionId(activeCountry) : undefined;

  useEffect(() => {
    if (!activeId) return;
    // Not every DOM has scrollIntoView (the test DOM has not).
    const option: Partial<Pick<HTMLElement, 'scrollIntoView'>> | null =
      document.getElementById(activeId);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      PageDown: Math.min(last, activeIndex + PAGE_STEP),
      PageUp: Math.max(0, activeIndex - PAGE_STEP),
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      if (activeCountry) onPick(activeCountry);
      return;
    }
    const next = moves[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    setActive(next);
  };

  const empty = results.length === 0;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      variant="sheet"
      actions={
        <button type="button" className={styles.close} onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <input
        type="search"
        className={styles.search}
        role="combobox"
        aria-label={t('country.search')}
        placeholder={t('country.search')}
        aria-expanded={!empty}
        aria-controls={empty ? undefined : listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        enterKeyHint="done"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className={empty ? styles.empty : 'visually-hidden'}>
        {empty ? t('country.empty') : t('country.results', { count: results.length })}
      </p>
      {!empty && (
        <div id={listId} role="listbox" aria-label={t('country.list')} className={styles.list}>
          {results.map((country, index) => (
            <div
              key={country.value}
              id={optionId(country)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              data-current={country.value === selectedValue || undefined}
              className={styles.option}
              onClick={() => {
                onPick(country);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onPick(country);
                }
              }}
            >
              <span className={styles.name}>{country.name}</span>
              <span className={styles.dial}>+{country.dialCode}</span>
            </div>
          ))}
        </div>
      )}
    </Dialog>
  );
}

// The search box of Search and SearchDatail: submitted with Enter or the search button; the
// text is trimmed and empty text does nothing (seed 000 sections 2 and 5). A search goes to
// SearchDatail with param name.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { searchTerm } from './search-rules';
import styles from './search.module.css';

interface SearchFormProps {
  defaultValue?: string;
  /** Puts the caret in the box when the form appears (Search, where typing is the task). */
  focusOnMount?: boolean;
}

export function SearchForm({ defaultValue = '', focusOnMount = false }: SearchFormProps) {
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const lang = useLocale();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState(defaultValue);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const name = searchTerm(text);
        if (name === undefined) return;
        void navigate(paths.searchDetail.getHref(lang, { name }));
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('form.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className={styles.input}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('form.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <button type="submit" className={styles.submit}>
        {t('form.submit')}
      </button>
    </form>
  );
}

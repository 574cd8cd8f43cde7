import { useTranslation } from 'react-i18next';
import { useGetStoreInit } from '../../api/generated/catalog/catalog';
import { okData } from '../../api/http-client';
import styles from './catalog.module.css';

/** Seed 000 section 2: "up to 3 hot search words". */
export const HOT_SEARCH_WORDS_SHOWN = 3;

export function HotSearchWords() {
  const { t } = useTranslation('home');
  const { data } = useGetStoreInit({ query: { select: okData } });
  const words = data?.hotSearchList.slice(0, HOT_SEARCH_WORDS_SHOWN) ?? [];
  if (words.length === 0) return null;
  return (
    <section aria-labelledby="hot-search-heading" className={styles.section}>
      <h2 id="hot-search-heading" className={styles.heading}>
        {t('hotSearch')}
      </h2>
      <ul className={styles.words}>
        {words.map((word) => (
          <li key={word.name} className={styles.word}>
            {word.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

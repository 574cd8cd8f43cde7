// Seed 000 section 2: "up to 3 hot search words (tap goes to SearchDatail with param name)",
// from the store init hotSearchList.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { BlockError, BlockLoading } from '../../components/block-state';
import { HomeSection } from './home-section';
import { useStoreInit } from './use-catalog-data';
import styles from './catalog.module.css';

/** Seed 000 section 2: "up to 3 hot search words". */
export const HOT_SEARCH_WORDS_SHOWN = 3;

export function HotSearchWords() {
  const { t } = useTranslation('home');
  const lang = useLocale();
  const { data, isPending, isError, refetch } = useStoreInit();
  const words = data?.hotSearchList.slice(0, HOT_SEARCH_WORDS_SHOWN) ?? [];
  if (data && words.length === 0) return null;
  return (
    <HomeSection id="hot-search" title={t('hotSearch')}>
      {isPending ? <BlockLoading height={30} /> : null}
      {isError ? (
        <BlockError message={t('hotSearchFailed')} onRetry={() => void refetch()} />
      ) : null}
      {words.length > 0 ? (
        <ul className={styles.words}>
          {words.map((word) => (
            <li key={word.name}>
              <Link
                to={paths.searchDetail.getHref(lang, { name: word.name })}
                className={styles.word}
              >
                {word.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </HomeSection>
  );
}

// Search (seed 000 section 2): the search box, the first 3 trending searches (each opens
// SearchDatail by name) and the popular goods (each opens goodsDetail by spuId), both from
// the store init data.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetStoreInit } from '../../api/generated/catalog/catalog';
import { okData } from '../../api/http-client';
import { DocumentHead } from '../../components/document-head';
import { BackIcon } from '../../components/icons';
import { ProductGrid } from '../../components/product-card/product-grid';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { SearchForm } from './search-form';
import { BlockError } from '../../components/block-state';
import { TRENDING_SHOWN } from './search-rules';
import styles from './search.module.css';

export function SearchPage() {
  const { t } = useTranslation('search');
  const lang = useLocale();
  const trendingId = useId();
  const { data, isError, refetch } = useGetStoreInit({ query: { select: okData } });
  const trending = data?.hotSearchList.slice(0, TRENDING_SHOWN) ?? [];
  const popular = (data?.hotGoodsList ?? []).map((goods) => ({
    spuId: goods.id,
    name: goods.name,
    pic: goods.pic,
  }));
  return (
    <>
      <DocumentHead title={t('title')} />
      <header className={styles.header}>
        <Link
          to={paths.home.getHref(lang)}
          className={styles.iconButton}
          aria-label={t('backHome')}
        >
          <BackIcon />
        </Link>
        <SearchForm focusOnMount />
      </header>
      <main>
        <h1 className="visually-hidden">{t('title')}</h1>
        {isError ? (
          <BlockError message={t('suggestionsFailed')} onRetry={() => void refetch()} />
        ) : null}
        {trending.length > 0 ? (
          <section aria-labelledby={trendingId} className={styles.section}>
            <h2 id={trendingId} className={styles.heading}>
              {t('trending')}
            </h2>
            <ul className={styles.words}>
              {trending.map((word) => (
                <li key={word.name}>
                  <Link
                    className={styles.word}
                    to={paths.searchDetail.getHref(lang, { name: word.name })}
                  >
                    {word.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {popular.length > 0 ? <ProductGrid title={t('popular')} items={popular} /> : null}
      </main>
    </>
  );
}

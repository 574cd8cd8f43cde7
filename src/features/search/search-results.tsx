// SearchDatail's body (seed 000 section 2): the first result with its purchase controls
// (rendered by the caller), the featured products (or the hot products when there are none,
// or when nothing was found), every result page by page with 'No more' at the end, 'No
// results found' / 'Recommended to contact customer service' when nothing matched, and a
// customer service button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListHotProducts, useSearchHome } from '../../api/generated/catalog/catalog';
import type { SearchResultItem } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { ListEnd } from '../../components/paged-list/list-end';
import { goodsRowCard, ProductGrid } from '../../components/product-card/product-grid';
import { openSupportChat } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import { useVisitorUuid } from '../../lib/visitor-uuid';
import { useSearchPages } from './use-search-pages';
import styles from './search.module.css';

interface SearchResultsProps {
  name: string;
  renderFirstResult: (item: SearchResultItem) => ReactNode;
}

export function SearchResults({ name, renderFirstResult }: SearchResultsProps) {
  const { t } = useTranslation(['search', 'common']);
  const pages = useSearchPages(name);
  const { items, isPending, isError, refetch } = pages;

  if (isPending)
    return (
      <p role="status" className={styles.state}>
        {t('common:loading')}
      </p>
    );
  if (isError && items.length === 0) {
    return (
      <p role="alert" className={styles.state}>
        {t('loadFailed')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          {t('common:retry')}
        </button>
      </p>
    );
  }

  const first = items[0];
  if (!first) {
    return (
      <>
        <NoResults />
        <HotProducts />
      </>
    );
  }

  return (
    <>
      {renderFirstResult(first)}
      <FeaturedProducts name={name} />
      <ProductGrid
        title={t('results')}
        items={items.map((item) => ({
          spuId: item.spuId,
          name: item.name,
          pic: item.pic,
          categoryId: item.categoryId,
        }))}
        footer={<ListEnd list={pages} failedText={t('moreFailed')} />}
      />
      <div className={styles.support}>
        <SupportButton />
      </div>
    </>
  );
}

function NoResults() {
  const { t } = useTranslation('search');
  return (
    <section className={styles.noResults}>
      <p className={styles.noResultsTitle}>{t('noResults')}</p>
      <p>{t('contactHint')}</p>
      <SupportButton />
    </section>
  );
}

function SupportButton() {
  const { t } = useTranslation('search');
  const lang = useLocale();
  return (
    <button
      type="button"
      className={styles.supportButton}
      onClick={() => {
        openSupportChat(lang);
      }}
    >
      {t('contact')}
    </button>
  );
}

/** The featured products of the name (searchHome); the hot products when there are none. */
function FeaturedProducts({ name }: { name: string }) {
  const { t } = useTranslation('search');
  const { data } = useSearchHome({ name }, { query: { select: okData } });
  if (data === undefined) return null;
  if (data.length === 0) return <HotProducts />;
  return <ProductGrid title={t('featured')} items={data.map(goodsRowCard)} />;
}

function HotProducts() {
  const { t } = useTranslation('search');
  const uid = useVisitorUuid();
  const { data } = useListHotProducts({ uid }, { query: { select: okData } });
  if (!data || data.length === 0) return null;
  return <ProductGrid title={t('hot')} items={data.map(goodsRowCard)} />;
}

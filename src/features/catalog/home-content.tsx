// The Home tab between the shell's header and footer (seed 000 section 2, "Tab layout"):
// search bar; up to 3 hot search words; the banner carousel; the guests' new-user banner;
// the first 5 recharge goods; new releases; hot products; two scrolling rows of goods; hot
// categories with child goods; the news list. Each data source has its own loading and
// error state, so one failed call never blanks the page.
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './banner-carousel';
import { BlockError, BlockLoading } from '../../components/block-state';
import { GoodsRow } from './goods-row';
import { HotCategories } from './hot-categories';
import { HotProducts } from './hot-products';
import { HotSearchWords } from './hot-search-words';
import { NewReleases } from './new-releases';
import { NewUserBanner } from './new-user-banner';
import { NewsList } from './news-list';
import { RechargeList } from './recharge-list';
import { SearchEntry } from './search-entry';
import { useHomeInfo, useHotProducts } from './use-catalog-data';
import styles from './catalog.module.css';

export function HomeContent() {
  const { t } = useTranslation(['home', 'common']);
  const home = useHomeInfo();
  const data = home.data;
  // Hot products are fetched at once but shown once the home data has settled, so they do
  // not jump down when the blocks above them arrive.
  useHotProducts();
  return (
    <main className={styles.main}>
      <h1 className="visually-hidden">{t('common:appName')}</h1>
      <SearchEntry />
      <HotSearchWords />
      {data ? <BannerCarousel banners={data.adList} /> : null}
      {home.isPending ? <BlockLoading className={styles.bannerSkeleton} /> : null}
      {home.isError ? (
        <div className={styles.section}>
          <BlockError message={t('loadFailed')} onRetry={() => void home.refetch()} />
        </div>
      ) : null}
      <NewUserBanner />
      {home.isPending ? <BlockLoading className={styles.rechargeSkeleton} /> : null}
      {data ? (
        <>
          <RechargeList goods={data.h5} />
          <NewReleases goods={data.newList} />
        </>
      ) : null}
      {home.isPending ? null : <HotProducts />}
      {data ? (
        <>
          <GoodsRow id="hot-goods" title={t('hotGoods')} goods={data.hotGoodsList} />
          <GoodsRow
            id="recommend-goods"
            title={t('recommendGoods')}
            goods={data.recommendGoodsList}
          />
          <HotCategories categories={data.hotCategoryList} />
          <NewsList articles={data.articleList} />
        </>
      ) : null}
    </main>
  );
}

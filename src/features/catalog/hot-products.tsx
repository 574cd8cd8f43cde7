// Seed 000 section 2: "a hot-products heading" with the home hot products (GET
// /api/language/home/action with uid, seed 000 section 7 "Home hot products: uid.").
import { useTranslation } from 'react-i18next';
import { BlockError, BlockLoading } from '../../components/block-state';
import { ProductCard } from '../../components/product-card/product-card';
import { HomeSection } from './home-section';
import { useHotProducts } from './use-catalog-data';
import styles from './catalog.module.css';

export function HotProducts() {
  const { t } = useTranslation('home');
  const { data, isPending, isError, refetch } = useHotProducts();
  if (data?.length === 0) return null;
  return (
    <HomeSection id="hot-products" title={t('hotProducts')}>
      {isPending ? <BlockLoading height={124} /> : null}
      {isError ? (
        <BlockError message={t('hotProductsFailed')} onRetry={() => void refetch()} />
      ) : null}
      {data ? (
        <ul className={styles.productGrid}>
          {data.map((item) => (
            <li key={item.id}>
              <ProductCard
                spuId={item.id}
                pic={item.pic}
                name={item.name}
                title={item.title}
                size={72}
                layout="beside"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </HomeSection>
  );
}

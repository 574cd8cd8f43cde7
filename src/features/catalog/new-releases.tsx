// Seed 000 section 2: "new-release list" (newList: id, cover, name), linking to goodsDetail.
import { useTranslation } from 'react-i18next';
import type { NewRelease } from '../../api/generated/model';
import { ProductCard } from '../../components/product-card/product-card';
import { HomeSection } from './home-section';
import styles from './catalog.module.css';

export function NewReleases({ goods }: { goods: readonly NewRelease[] }) {
  const { t } = useTranslation('home');
  if (goods.length === 0) return null;
  return (
    <HomeSection id="new-releases" title={t('newReleases')}>
      <ul className={styles.grid}>
        {goods.map((item) => (
          <li key={item.id}>
            <ProductCard spuId={item.id} pic={item.cover} name={item.name} size={72} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

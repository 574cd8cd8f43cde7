// Seed 000 section 2: "new-release list" (newList: id, cover, name), linking to goodsDetail.
import { useTranslation } from 'react-i18next';
import type { NewRelease } from '../../api/generated/model';
import { ProductCard } from '../../components/product-card/product-card';
import { HomeSection } from './home-section';
import styles from './catalog.module.css';

/** The grid's first row (4 columns, catalog.module.css) is in the first viewport of a phone. */
const FIRST_ROW = 4;

export function NewReleases({ goods }: { goods: readonly NewRelease[] }) {
  const { t } = useTranslation('home');
  if (goods.length === 0) return null;
  return (
    <HomeSection id="new-releases" title={t('newReleases')}>
      <ul className={styles.grid}>
        {goods.map((item, index) => (
          <li key={item.id}>
            {/* The first row's pictures load at once: Lighthouse finds Home's largest paint
                there, and a lazy picture waits for layout. */}
            <ProductCard
              spuId={item.id}
              pic={item.cover}
              name={item.name}
              size={72}
              lazy={index >= FIRST_ROW}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

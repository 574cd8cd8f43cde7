// Seed 000 section 2: "hot categories with child goods" (hotCategoryList: tag, children with
// id, pic, tag); each child links to goodsDetail by spuId.
import { useTranslation } from 'react-i18next';
import type { HotCategory } from '../../api/generated/model';
import { ProductCard } from '../../components/product-card/product-card';
import { HomeSection } from './home-section';
import styles from './catalog.module.css';

export function HotCategories({ categories }: { categories: readonly HotCategory[] }) {
  const { t } = useTranslation('home');
  const shown = categories.filter((category) => category.children.length > 0);
  if (shown.length === 0) return null;
  return (
    <HomeSection id="hot-categories" title={t('hotCategories')}>
      {shown.map((category, i) => (
        <section
          key={`${category.tag}-${i}`}
          aria-labelledby={`hot-category-${i}`}
          className={styles.category}
        >
          <h3 id={`hot-category-${i}`} className={styles.subheading}>
            {category.tag}
          </h3>
          <ul className={styles.grid}>
            {category.children.map((child) => (
              <li key={child.id}>
                <ProductCard
                  spuId={child.id}
                  pic={child.pic}
                  name={child.name}
                  tag={child.tag}
                  size={72}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </HomeSection>
  );
}

// A titled grid of product cards: Search's popular goods, SearchDatail's results and
// featured or hot products, goodsDetail's recommendations.
import { useId, type ReactNode } from 'react';
import type { GoodsRowItem } from '../../api/generated/model';
import { ProductCard } from './product-card';
import styles from './product-card.module.css';

export interface ProductGridItem {
  spuId: number;
  name: string;
  pic: string;
  /** A short line under the name (the goods row's title). */
  subtitle?: string;
  categoryId?: number;
}

/** A goods-row item (hot, featured or recommended goods) as a grid item, its title under the name. */
export function goodsRowCard(goods: GoodsRowItem): ProductGridItem {
  return { spuId: goods.id, name: goods.name, pic: goods.pic, subtitle: goods.title };
}

interface ProductGridProps {
  title: string;
  items: readonly ProductGridItem[];
  /** Rendered after the list (the list end of a paged list). */
  footer?: ReactNode;
}

export function ProductGrid({ title, items, footer }: ProductGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.gridSection}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.spuId}>
            <ProductCard
              spuId={item.spuId}
              categoryId={item.categoryId}
              pic={item.pic}
              name={item.name}
              title={item.subtitle}
              size={72}
              framed
            />
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}

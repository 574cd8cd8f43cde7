// A titled grid of product cards, each linking to its goodsDetail page: Search's popular
// goods, SearchDatail's results and featured or hot products, goodsDetail's recommendations.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GoodsRowItem } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './purchase.module.css';

export interface ProductCard {
  spuId: number;
  name: string;
  pic: string;
  /** A short line under the name (the goods row's title). */
  subtitle?: string;
  categoryId?: number;
}

/** A goods-row item (hot, featured or recommended goods) as a card, its title under the name. */
export function goodsRowCard(goods: GoodsRowItem): ProductCard {
  return { spuId: goods.id, name: goods.name, pic: goods.pic, subtitle: goods.title };
}

interface ProductGridProps {
  title: string;
  items: readonly ProductCard[];
  /** Rendered after the list (a 'No more' line, a loading line). */
  footer?: ReactNode;
}

export function ProductGrid({ title, items, footer }: ProductGridProps) {
  const lang = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.gridSection}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.spuId}>
            <Link
              className={styles.card}
              to={paths.goodsDetail.getHref(lang, {
                spuId: item.spuId,
                categoryId: item.categoryId,
              })}
            >
              <img
                src={item.pic}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className={styles.cardImage}
              />
              <span className={styles.cardName}>{item.name}</span>
              {item.subtitle ? <span className={styles.cardSubtitle}>{item.subtitle}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}

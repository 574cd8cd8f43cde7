// A horizontally scrolling row of goods with name and selling line (seed 000 section 2: "two
// scrolling rows of goods"; section 3: "goods rows with id, pic, name, title").
import type { GoodsRowItem } from '../../api/generated/model';
import { ProductCard } from '../../components/product-card/product-card';
import { HomeSection } from './home-section';
import styles from './catalog.module.css';

export function GoodsRow({
  id,
  title,
  goods,
}: {
  id: string;
  title: string;
  goods: readonly GoodsRowItem[];
}) {
  if (goods.length === 0) return null;
  return (
    <HomeSection id={id} title={title}>
      <ul className={styles.row}>
        {goods.map((item) => (
          <li key={item.id} className={styles.rowItem}>
            <ProductCard
              spuId={item.id}
              pic={item.pic}
              name={item.name}
              title={item.title}
              size={96}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

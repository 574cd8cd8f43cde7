// The one product card: a tile linking to goodsDetail by spuId (seed 000 section 2: "Goods
// link to goodsDetail (spuId)"), used by Home's rows and grids (catalog) and by the titled
// grids of Search, SearchDatail and goodsDetail (<ProductGrid>). The picture is
// decorative: the name names the link.
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './product-card.module.css';

export interface ProductCardProps {
  spuId: number;
  /** Carried to goodsDetail when known (seed 000: detail takes spuId and categoryId). */
  categoryId?: number | undefined;
  pic: string;
  name?: string | undefined;
  /** The short selling line under the name (goods rows). */
  title?: string | undefined;
  /** A badge on the picture (hot category children). */
  tag?: string | undefined;
  /** Pictures are square; the side in CSS pixels. */
  size: number;
  /** Below the fold: let the browser load the picture when it comes near. */
  lazy?: boolean;
  /** 'stacked': picture above the texts; 'beside': picture left of them (two-column grids). */
  layout?: 'stacked' | 'beside';
  /** On a tinted panel, with padding (the titled grids). */
  framed?: boolean;
}

export function ProductCard({
  spuId,
  categoryId,
  pic,
  name,
  title,
  tag,
  size,
  lazy = true,
  layout = 'stacked',
  framed = false,
}: ProductCardProps) {
  const lang = useLocale();
  const className = [
    styles.card,
    layout === 'beside' ? styles.beside : '',
    framed ? styles.framed : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={paths.goodsDetail.getHref(lang, { spuId, categoryId })} className={className}>
      <span className={styles.picture}>
        <img
          src={pic}
          alt=""
          width={size}
          height={size}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          className={styles.image}
        />
        {tag ? <span className={styles.tag}>{tag}</span> : null}
      </span>
      {name ? <span className={styles.name}>{name}</span> : null}
      {title ? <span className={styles.title}>{title}</span> : null}
    </Link>
  );
}

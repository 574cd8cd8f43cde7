// One product tile linking to goodsDetail by spuId (seed 000 section 2: "Goods link to
// goodsDetail (spuId)"). The picture is decorative: the name names the link.
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './catalog.module.css';

interface GoodsCardProps {
  spuId: number;
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
}

export function GoodsCard({ spuId, pic, name, title, tag, size, lazy = true }: GoodsCardProps) {
  const lang = useLocale();
  return (
    <Link to={paths.goodsDetail.getHref(lang, { spuId })} className={styles.card}>
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

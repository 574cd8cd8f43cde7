// Seed 000 section 2: "first 5 recharge goods" (data.h5), each linking to goodsDetail by spuId.
import { useTranslation } from 'react-i18next';
import type { RechargeGoods } from '../../api/generated/model';
import { ProductCard } from '../../components/product-card/product-card';
import { HomeSection } from './home-section';
import styles from './catalog.module.css';

/** Seed 000 section 9: "recharge goods on Home 5". */
export const RECHARGE_GOODS_SHOWN = 5;

export function RechargeList({ goods }: { goods: readonly RechargeGoods[] }) {
  const { t } = useTranslation('home');
  if (goods.length === 0) return null;
  return (
    <HomeSection id="recharge" title={t('recharge')}>
      <ul className={styles.rechargeGrid}>
        {goods.slice(0, RECHARGE_GOODS_SHOWN).map((item) => (
          <li key={item.id}>
            {/* Near the top of the first screen: loaded at once. */}
            <ProductCard spuId={item.id} pic={item.pic} name={item.name} size={56} lazy={false} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

// Up to 4 recommended products (seed 000 section 9 "recommendations 4"). The contract has no
// recommendation call for a product, so these are the hot products (listHotProducts) other
// than the product on screen.
import { useTranslation } from 'react-i18next';
import { useListHotProducts } from '../../api/generated/catalog/catalog';
import { okData } from '../../api/http-client';
import { goodsRowCard, ProductGrid } from '../../components/product-card/product-grid';
import { useVisitorUuid } from '../../lib/visitor-uuid';

/** Seed 000 section 9: "recommendations 4". */
export const RECOMMENDATIONS_SHOWN = 4;

export function RecommendedProducts({ excludeSpuIds }: { excludeSpuIds: readonly number[] }) {
  const { t } = useTranslation('product');
  const uid = useVisitorUuid();
  const { data } = useListHotProducts({ uid }, { query: { select: okData } });
  const items = (data ?? [])
    .filter((goods) => !excludeSpuIds.includes(goods.id))
    .slice(0, RECOMMENDATIONS_SHOWN)
    .map(goodsRowCard);
  if (items.length === 0) return null;
  return <ProductGrid title={t('recommended')} items={items} />;
}

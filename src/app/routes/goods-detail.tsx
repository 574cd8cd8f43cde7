// goodsDetail (spuId, categoryId; optionally memberNumber and type) and productDetail
// (spuId, categoryId), seed 000 section 2. The loader has already checked the query; a new
// spuId (a recommendation) starts the page afresh.
import { useSearchParams } from 'react-router-dom';
import { ProductDetailScreen } from '../../features/product/product-detail-screen';

function positiveInt(value: string | null): number | undefined {
  return value !== null && /^[1-9][0-9]*$/.test(value) ? Number(value) : undefined;
}

/** The product screen of the query; goodsDetail also carries a saved recharge account. */
function ProductRoute({ withAccount }: { withAccount: boolean }) {
  const [params] = useSearchParams();
  const spuId = positiveInt(params.get('spuId'));
  const categoryId = positiveInt(params.get('categoryId'));
  return (
    <ProductDetailScreen
      key={`${spuId ?? ''}-${categoryId ?? ''}`}
      spuId={spuId}
      categoryId={categoryId}
      memberNumber={(withAccount && params.get('memberNumber')) || undefined}
      type={(withAccount && params.get('type')) || undefined}
    />
  );
}

export function GoodsDetailRoute() {
  return <ProductRoute withAccount />;
}

export function ProductDetailRoute() {
  return <ProductRoute withAccount={false} />;
}

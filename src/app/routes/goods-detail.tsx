// goodsDetail (spuId, categoryId; optionally memberNumber and type) and productDetail
// (spuId, categoryId), seed 000 section 2: one module for both routes. The loader has parsed
// the query; a new spuId (a recommendation) starts the page afresh.
import { useMatches } from 'react-router-dom';
import { ProductDetailScreen } from '../../features/product/product-detail-screen';
import { useRouteQuery } from '../../lib/use-route-query';

function GoodsDetail() {
  const { spuId, categoryId, memberNumber, type } = useRouteQuery('goodsDetail');
  return (
    <ProductDetailScreen
      key={`${spuId ?? ''}-${categoryId ?? ''}`}
      spuId={spuId}
      categoryId={categoryId}
      memberNumber={memberNumber}
      type={type}
    />
  );
}

function ProductDetail() {
  const { spuId, categoryId } = useRouteQuery('productDetail');
  return (
    <ProductDetailScreen
      key={`${spuId ?? ''}-${categoryId ?? ''}`}
      spuId={spuId}
      categoryId={categoryId}
    />
  );
}

/** goodsDetail also carries a saved recharge account. */
export function Component() {
  const screen = (useMatches().at(-1)?.handle as { screen?: string } | undefined)?.screen;
  return screen === 'goodsDetail' ? <GoodsDetail /> : <ProductDetail />;
}

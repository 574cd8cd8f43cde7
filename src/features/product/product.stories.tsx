// goodsDetail and productDetail in their states (Storybook; src/app/screen-stories.test.tsx
// renders each in every language with axe). Replies: the contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { press, shows, showsMsg, showsText, text } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Product' } satisfies Meta;

const PRODUCT = { spuId: 10101 };

export const GoodsDetailGuest = screenStory('goodsDetail', {
  state: 'guest',
  query: PRODUCT,
  session: 'guest',
  play: showsMsg('PUBG Mobile UC'),
});
export const GoodsDetailSignedIn = screenStory('goodsDetail', {
  state: 'signed in',
  query: PRODUCT,
  session: 'signed-in',
  play: showsMsg('PUBG Mobile UC'),
});
export const GoodsDetailLoading = loadingStory('goodsDetail', 'getProductDetail', PRODUCT);
export const GoodsDetailError = errorStory('goodsDetail', 'getProductDetail', PRODUCT);
export const GoodsDetailSoldOut = screenStory('goodsDetail', {
  state: 'sold out',
  query: PRODUCT,
  replies: [example('getProductDetail', 'soldOut')],
  play: shows('product:soldOut'),
});
export const GoodsDetailNotFound = screenStory('goodsDetail', {
  state: '801 not found',
  query: PRODUCT,
  replies: [example('getProductDetail', 'notFound801')],
  play: shows('pages:notFound.title'),
});

export const GoodsDetailPurchaseLimit = screenStory('goodsDetail', {
  state: '10010 purchase limit',
  query: PRODUCT,
  session: 'signed-in',
  replies: [example('precheckCheckout', 'purchaseLimit10010')],
  play: async (context: StoryContext) => {
    await press(context, 'product:bar.buyNow');
    await showsText(context, text(context, 'productLater:purchaseLimit.title'));
  },
});

export const ProductDetail = screenStory('productDetail', {
  state: 'gift card',
  query: { spuId: 20101 },
  replies: [example('getProductDetail', 'giftCard')],
  play: shows('product:title'),
});

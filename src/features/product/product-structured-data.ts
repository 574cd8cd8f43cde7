// goodsDetail's structured data: a schema.org Product as Google's product snippets read it
// (name, image, description, offers, aggregateRating). The offer is the chosen
// denomination (at first the server's preselected one) at its price in the shopper's
// currency; the rating appears only when the product has reviews. Only the product's own
// public data: nothing of the shopper, and no reviewer's name or text.
import { DEFAULT_CURRENCY } from '../../api/request-headers';
import type { ProductDetail, SpuOption } from '../../api/generated/model';
import { absoluteUrl, plainText, type JsonLd } from '../../components/structured-data';

const ISO_CURRENCY = /^[A-Z]{3}$/;
/** Review scores run 1 to 5 (seed 001 section 9: "score 1-5"). */
const BEST_SCORE = 5;
const WORST_SCORE = 1;

/**
 * The Product of a detail reply, or undefined when it would say nothing Google can show
 * (neither an offer, for want of a denomination or a currency code, nor a rating).
 */
export function productJsonLd(
  detail: ProductDetail,
  option: SpuOption | undefined,
  currency: string | undefined,
): JsonLd | undefined {
  const priceCurrency = currency ?? DEFAULT_CURRENCY;
  const offers =
    option && ISO_CURRENCY.test(priceCurrency)
      ? {
          '@type': 'Offer',
          price: option.priceFee,
          priceCurrency,
          availability: detail.sellOut
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/InStock',
        }
      : undefined;
  const { total, score } = detail.evaluateList;
  const aggregateRating =
    total > 0 && score >= WORST_SCORE
      ? {
          '@type': 'AggregateRating',
          ratingValue: score,
          reviewCount: total,
          bestRating: BEST_SCORE,
          worstRating: WORST_SCORE,
        }
      : undefined;
  if (!offers && !aggregateRating) return undefined;
  const image = absoluteUrl(detail.pic);
  const description =
    plainText(detail.detail) || plainText(detail.seoDescription) || plainText(detail.blurb);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: detail.categoryName,
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(offers ? { offers } : {}),
    ...(aggregateRating ? { aggregateRating } : {}),
  };
}

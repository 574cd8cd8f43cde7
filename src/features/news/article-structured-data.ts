// NewsDetail's structured data: a schema.org Article as Google's article results read it
// (headline, image, datePublished, author, description, language).
import type { Article } from '../../api/generated/model';
import { absoluteUrl, plainText, type JsonLd } from '../../components/structured-data';
import { HTML_LANG, type Locale } from '../../config/locales';

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * The article's published date in ISO 8601. The API's `YYYY-MM-DD HH:mm:ss` is in the
 * store's time zone, which the specification does not name: written without an offset
 * (docs/storefront-choices.md).
 */
function isoDate(timestamp: string): string | undefined {
  const match = TIMESTAMP.exec(timestamp);
  return match ? `${match[1]}T${match[2]}` : undefined;
}

export function articleJsonLd(article: Article, contentLocale: Locale): JsonLd {
  const image = article.cover ? absoluteUrl(article.cover) : undefined;
  const datePublished = isoDate(article.createTime);
  const description = plainText(article.blurb);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: plainText(article.title),
    ...(image ? { image: [image] } : {}),
    ...(datePublished ? { datePublished } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    ...(description ? { description } : {}),
    inLanguage: HTML_LANG[contentLocale],
  };
}

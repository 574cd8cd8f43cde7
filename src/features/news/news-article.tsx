// NewsDetail (seed 000 section 2): title, author, published date, read count, cover, the
// sanitised HTML body, previous/next links (hidden when there is none) and the related
// products linking to goodsDetail. The document head carries title, blurb and keywords. A
// missing article (801) is sent to the not-found route by the HTTP client.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getGetArticleQueryKey, useGetArticle } from '../../api/generated/content/content';
import type { Article } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { SafeHtml } from '../../components/safe-html';
import { StructuredData } from '../../components/structured-data';
import { HTML_LANG, LANGUAGE_IDS, type Locale } from '../../config/locales';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { articleLanguage } from './article-language';
import { articleJsonLd } from './article-structured-data';
import styles from './news.module.css';

interface NewsArticleProps {
  articleId: number;
  /** The native app's language (query language_app), when the app opened the page. */
  languageApp: string | null;
}

export function NewsArticle({ articleId, languageApp }: NewsArticleProps) {
  const { t } = useTranslation(['news', 'common']);
  const lang = useLocale();
  const contentLocale = articleLanguage(languageApp, lang);
  const article = useGetArticle(
    { articleId },
    {
      query: { select: okData, queryKey: [...getGetArticleQueryKey({ articleId }), contentLocale] },
      request: { headers: { language: LANGUAGE_IDS[contentLocale], languageCode: contentLocale } },
    },
  );
  const data = article.data;

  return (
    <main className={styles.page}>
      {data ? (
        <>
          <DocumentHead title={data.title} description={data.blurb} keywords={data.keyword} />
          <StructuredData data={articleJsonLd(data, contentLocale)} />
        </>
      ) : (
        <DocumentHead title={t('title')} />
      )}
      <PageHeader
        title={t('title')}
        titleAs="span"
        back={{ to: paths.home.getHref(lang), label: t('back') }}
      />

      {article.isPending && <p role="status">{t('common:loading')}</p>}
      {article.isError && (
        <p role="alert" className={styles.notice}>
          {t('loadFailed')}{' '}
          <button
            type="button"
            className={styles.textButton}
            onClick={() => void article.refetch()}
          >
            {t('common:retry')}
          </button>
        </p>
      )}
      {data && (
        <ArticleView
          article={data}
          contentLocale={contentLocale}
          languageApp={languageApp}
          routeLocale={lang}
        />
      )}
    </main>
  );
}

interface ArticleViewProps {
  article: Article;
  contentLocale: Locale;
  languageApp: string | null;
  routeLocale: Locale;
}

function ArticleView({ article, contentLocale, languageApp, routeLocale }: ArticleViewProps) {
  const { t } = useTranslation('news');
  // Links to other articles stay in the app's context.
  const articleHref = (id: number) =>
    paths.newsDetail.getHref(routeLocale, {
      articleId: id,
      language_app: languageApp ?? undefined,
    });
  const hasNav = article.prevId !== null || article.nextId !== null;

  return (
    <>
      <article className={styles.article} lang={HTML_LANG[contentLocale]}>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          {article.author !== null && <span>{t('author', { author: article.author })}</span>}
          <span>
            {t('published')} <time>{article.createTime}</time>
          </span>
          <span>{t('reads', { count: article.readCount })}</span>
        </p>
        {article.cover ? <img src={article.cover} alt="" className={styles.cover} /> : null}
        <SafeHtml html={article.detail} className={styles.body} />
      </article>

      {hasNav && (
        <nav className={styles.articleNav} aria-label={t('articleNav')}>
          {article.prevId !== null && (
            <Link to={articleHref(article.prevId)} className={styles.navLink} rel="prev">
              <span className={styles.navLabel}>{t('previous')}</span>
              <span>{article.prevName}</span>
            </Link>
          )}
          {article.nextId !== null && (
            <Link to={articleHref(article.nextId)} className={styles.navLink} rel="next">
              <span className={styles.navLabel}>{t('next')}</span>
              <span>{article.nextName}</span>
            </Link>
          )}
        </nav>
      )}

      {article.spuList.length > 0 && (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.relatedHeading}>
            {t('related')}
          </h2>
          <ul className={styles.products}>
            {article.spuList.map((product) => (
              <li key={product.spuId}>
                <Link
                  to={paths.goodsDetail.getHref(routeLocale, { spuId: product.spuId })}
                  className={styles.product}
                >
                  <img
                    src={product.pic}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className={styles.productPic}
                  />
                  <span className={styles.productName}>{product.name}</span>
                  <span className={styles.price}>
                    {product.symbol}
                    {product.priceFee.toFixed(2)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

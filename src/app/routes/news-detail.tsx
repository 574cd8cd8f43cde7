// NewsDetail?articleId=..&language_app=.. (seed 000 section 2; seed 001 section 2). The
// loader has parsed the query (articleId a positive integer).
import { NewsArticle } from '../../features/news/news-article';
import { useRouteQuery } from '../../lib/use-route-query';

export function Component() {
  const { articleId, language_app: languageApp } = useRouteQuery('newsDetail');
  return <NewsArticle key={articleId} articleId={articleId} languageApp={languageApp ?? null} />;
}

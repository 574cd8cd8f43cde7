// NewsDetail?articleId=..&language_app=.. (seed 000 section 2; seed 001 section 2). The
// loader has already checked that articleId is a positive integer.
import { useSearchParams } from 'react-router-dom';
import { NewsArticle } from '../../features/news/news-article';

export function NewsDetailRoute() {
  const [search] = useSearchParams();
  const articleId = Number(search.get('articleId'));
  return (
    <NewsArticle key={articleId} articleId={articleId} languageApp={search.get('language_app')} />
  );
}

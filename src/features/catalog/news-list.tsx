// Seed 000 section 2: "a news list" (articleList: id, title); "news to NewsDetail (articleId)".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ArticleLink } from '../../api/generated/model';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { HomeSection } from './home-section';
import styles from './catalog.module.css';

export function NewsList({ articles }: { articles: readonly ArticleLink[] }) {
  const { t } = useTranslation('home');
  const lang = useLocale();
  if (articles.length === 0) return null;
  return (
    <HomeSection id="news" title={t('news')}>
      <ul className={styles.news}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link
              to={paths.newsDetail.getHref(lang, { articleId: article.id })}
              className={styles.newsLink}
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

// The footer (seed 000 section 1): social links, About us / business partnership / Contact
// (news articles 3, 27 and 28) and the 2018-2025 copyright of the Hong Kong company.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { socialLinks } from '../../config/external';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './site-footer.module.css';

/** Fixed article ids (seed 000 section 1). */
export const FOOTER_ARTICLES = { aboutUs: 3, partnership: 27, contact: 28 } as const;

export function SiteFooter() {
  const { t } = useTranslation('shell');
  const lang = useLocale();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.social')} className={styles.social}>
        {socialLinks().map((link) => (
          <a key={link.name} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.name}
          </a>
        ))}
      </nav>
      <ul className={styles.pages}>
        {(Object.keys(FOOTER_ARTICLES) as Array<keyof typeof FOOTER_ARTICLES>).map((key) => (
          <li key={key}>
            <Link to={paths.newsDetail.getHref(lang, { articleId: FOOTER_ARTICLES[key] })}>
              {t(`footer.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.copyright}>{t('footer.copyright')}</p>
    </footer>
  );
}

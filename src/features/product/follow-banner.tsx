// The follow banner of goodsDetail: the store's social accounts.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { socialLinks } from '../../config/external';
import styles from './product.module.css';

export function FollowBanner() {
  const { t } = useTranslation('productLater');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.followBanner}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('follow.heading')}
      </h2>
      <p>{t('follow.text')}</p>
      <ul className={styles.socialLinks}>
        {socialLinks().map((link) => (
          <li key={link.name}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

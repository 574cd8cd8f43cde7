// Seed 000 section 2: "For guests a new-user bonus banner with a sign-up call shows (the text
// mentions a $186 welcome coupon set)"; section 6: "Guests see the new-user banner".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useIsSignedIn } from '../../lib/use-is-signed-in';
import { useLocale } from '../../lib/use-locale';
import styles from './catalog.module.css';

export function NewUserBanner() {
  const { t } = useTranslation('home');
  const lang = useLocale();
  const signedIn = useIsSignedIn();
  if (signedIn) return null;
  return (
    <section aria-labelledby="new-user-heading" className={styles.newUser}>
      <div>
        <h2 id="new-user-heading" className={styles.newUserTitle}>
          {t('newUser.title')}
        </h2>
        <p className={styles.newUserText}>{t('newUser.text')}</p>
      </div>
      <Link to={paths.registration.getHref(lang)} className={styles.newUserCta}>
        {t('newUser.cta')}
      </Link>
    </section>
  );
}

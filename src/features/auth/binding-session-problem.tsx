// A binding screen opened without a usable bind session (no cookie, an expired one, or one that
// cannot be read): say so in the shopper's language and offer the way back to login.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import type { BindProvider } from './bind-session';
import styles from './binding.module.css';

export function BindingSessionProblem({
  provider,
  kind,
}: {
  provider: BindProvider;
  kind: 'missing' | 'broken';
}) {
  const { t } = useTranslation('binding');
  const lang = useLocale();
  const name = t(`provider.${provider}`);
  return (
    <section className={styles.problem} aria-labelledby="binding-problem-title">
      <h2 id="binding-problem-title">
        {kind === 'missing' ? t('session.missingTitle') : t('session.brokenTitle')}
      </h2>
      <p>
        {kind === 'missing'
          ? t('session.missing', { provider: name })
          : t('session.broken', { provider: name })}
      </p>
      <Link to={paths.login.getHref(lang)}>{t('session.backToLogin')}</Link>
    </section>
  );
}

// A screen whose issue has not landed yet: its route, guard and parameters already work.
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { DocumentHead } from '../../components/document-head';
import { paths, type RouteKey } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './coming-soon.module.css';

export function Component() {
  const { t } = useTranslation('pages');
  const lang = useLocale();
  const screen =
    (useMatches().at(-1)?.handle as { screen?: RouteKey } | undefined)?.screen ?? 'home';
  const name = t(`screens.${screen}`);
  return (
    <main className={styles.page}>
      <DocumentHead title={name} />
      <h1>{name}</h1>
      <p>{t('comingSoon.title')}</p>
      <p>{t('comingSoon.body', { screen: name })}</p>
      <Link to={paths.home.getHref(lang)}>{t('comingSoon.backHome')}</Link>
    </main>
  );
}

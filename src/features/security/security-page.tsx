// The frame of the account security pages: the header whose back returns to the page before
// (the hub, or the hub itself when the page was opened first), the document title.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { useBackOnePage } from './use-back-one-page';
import styles from './security.module.css';

export function SecurityPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('security');
  const lang = useLocale();
  return (
    <main className={styles.formPage}>
      <DocumentHead title={title} />
      <PageHeader
        title={title}
        back={{ to: paths.user.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {children}
    </main>
  );
}

/** Back one page after a success, to the hub when there is none in the visit. */
export function useSecurityBack(): () => void {
  return useBackOnePage(paths.user.getHref(useLocale()));
}

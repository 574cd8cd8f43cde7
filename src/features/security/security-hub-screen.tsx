// Tabs/User, the account security hub (seed 001 section 2: "Account security hub"): a row
// for the password, the email with its verification state and the mobile with its binding
// state, each leading to its page, and the identity reminder (seed 001 section 8: 'You may
// complete identity verification later under Account Settings > Security.') while the
// email or the mobile is not verified (status 1, as the Me page's 'upgrade security' tag).
// A verified email has no page to go to: its row states it (the seeds show no e-mail change).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetUserInfo } from '../../api/generated/member/member';
import type { UserInfo } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths, type RouteKey } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { maskedPhone } from './masked-phone';
import styles from './security.module.css';

export function SecurityHubScreen() {
  const { t } = useTranslation('security');
  const lang = useLocale();
  const user = useGetUserInfo({ query: { select: okData } });
  return (
    <main className={styles.page}>
      <DocumentHead title={t('hub.title')} />
      <PageHeader
        title={t('hub.title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {user.isPending && <BlockLoading height={160} />}
      {user.isError && <BlockError message={t('loadFailed')} onRetry={() => void user.refetch()} />}
      {user.data && <SecurityRows user={user.data} />}
    </main>
  );
}

function SecurityRows({ user }: { user: UserInfo }) {
  const { t } = useTranslation('security');
  const emailVerified = user.email.status === 0;
  const mobileBound = user.mobile.status === 0 && Boolean(user.mobile.mobile);
  return (
    <>
      <nav aria-label={t('hub.rowsLabel')}>
        <ul className={styles.rows}>
          <Row to="changePassword" label={t('hub.password')}>
            <span className={styles.state}>{t('hub.passwordState')}</span>
          </Row>
          <Row
            to={emailVerified ? undefined : 'emailCertification'}
            label={t('hub.email')}
            detail={user.email.email ?? undefined}
          >
            <span className={emailVerified ? styles.stateDone : styles.stateTodo}>
              {emailVerified ? t('hub.emailVerified') : t('hub.emailNotVerified')}
            </span>
          </Row>
          <Row
            to={mobileBound ? 'changePhone' : 'bindCellphone'}
            label={t('hub.mobile')}
            detail={
              mobileBound && user.mobile.mobile
                ? maskedPhone(user.mobile.code, user.mobile.mobile)
                : undefined
            }
          >
            <span className={mobileBound ? styles.stateDone : styles.stateTodo}>
              {mobileBound ? t('hub.mobileBound') : t('hub.mobileNotBound')}
            </span>
          </Row>
        </ul>
      </nav>
      {emailVerified && mobileBound ? null : (
        <p className={styles.reminder}>{t('hub.identityReminder')}</p>
      )}
    </>
  );
}

interface RowProps {
  /** The page the row opens; none for a row that only states something. */
  to: RouteKey | undefined;
  label: string;
  detail?: string | undefined;
  children: ReactNode;
}

function Row({ to, label, detail, children }: RowProps) {
  const lang = useLocale();
  const content = (
    <>
      <span className={styles.rowText}>
        <span>{label}</span>
        {detail ? <span className={styles.rowDetail}>{detail}</span> : null}
      </span>
      {children}
    </>
  );
  return (
    <li>
      {to ? (
        <Link className={styles.row} to={paths[to].getHref(lang)}>
          {content}
        </Link>
      ) : (
        <div className={styles.row}>{content}</div>
      )}
    </li>
  );
}

// The Me tab (seed 001 section 2, "Me page"): the member's name and level, the rows of the
// account centre (personal data, balance, coupons, account security with its 'upgrade
// security' tag, recharge account, my reviews, feedback), the install offer for the device
// and the public-account banner. The rows are links and show at once; the member block waits
// for the user info and has its own error state with Retry (401 goes to login through the
// error catalogue).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetUserInfo } from '../../api/generated/member/member';
import type { UserInfo } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { publicAccountUrl } from '../../config/external-pages';
import { paths, type RouteKey } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { InstallBanner } from './install-banner';
import { needsSecurityUpgrade } from './install-offer';
import { MeBanner } from './me-banner';
import styles from './me.module.css';

/** The rows in the seed's order, each with its route. */
export const ME_ROWS = [
  'personalData',
  'purses',
  'coupons',
  'user',
  'rechargeAccount',
  'myAssessment',
  'feedback',
] as const satisfies readonly RouteKey[];

export function MeScreen() {
  const { t } = useTranslation('me');
  const info = useGetUserInfo({ query: { select: okData } });
  const upgrade = info.data ? needsSecurityUpgrade(info.data) : false;

  return (
    <main className={styles.page}>
      <DocumentHead title={t('title')} />
      <h1 className="visually-hidden">{t('title')}</h1>
      {info.isPending && <BlockLoading height={88} />}
      {info.isError && <BlockError message={t('loadFailed')} onRetry={() => void info.refetch()} />}
      {info.data && <Member info={info.data} />}
      <nav aria-label={t('rows.label')}>
        <ul className={styles.rows}>
          {ME_ROWS.map((row) => (
            <Row key={row} row={row} upgrade={row === 'user' && upgrade} />
          ))}
        </ul>
      </nav>
      {info.data && <InstallBanner appPoints={info.data.appPoints} />}
      <MeBanner
        title={t('publicAccount.title')}
        text={t('publicAccount.text')}
        href={publicAccountUrl()}
        linkLabel={t('publicAccount.follow')}
      />
    </main>
  );
}

function Member({ info }: { info: UserInfo }) {
  const { t } = useTranslation('me');
  return (
    <section className={styles.member} aria-label={t('member.label')}>
      {info.avatar ? (
        <img className={styles.avatar} src={info.avatar} alt="" width={56} height={56} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {(info.nickName || info.memberName).slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <p className={styles.name}>{info.nickName || info.memberName}</p>
        <p className={styles.level}>{t('member.level', { level: info.level.levelName })}</p>
      </div>
    </section>
  );
}

function Row({ row, upgrade }: { row: (typeof ME_ROWS)[number]; upgrade: boolean }) {
  const { t } = useTranslation('me');
  const lang = useLocale();
  return (
    <li>
      <Link className={styles.row} to={paths[row].getHref(lang)}>
        <span>{t(`rows.${row}`)}</span>
        {upgrade && <span className={styles.tag}>{t('upgradeSecurity')}</span>}
      </Link>
    </li>
  );
}

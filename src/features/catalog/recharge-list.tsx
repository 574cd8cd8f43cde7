import { useTranslation } from 'react-i18next';
import { useGetHomeInfo } from '../../api/generated/catalog/catalog';
import { okData } from '../../api/http-client';
import { COOKIE, readCookie } from '../../lib/cookies';
import styles from './catalog.module.css';

/** Seed 000 section 2: "first 5 recharge goods". */
export const RECHARGE_GOODS_SHOWN = 5;

export function RechargeList() {
  const { t } = useTranslation(['home', 'common']);
  const uid = readCookie(COOKIE.uuid);
  const { data, isPending, isError, refetch } = useGetHomeInfo(uid ? { uid } : {}, {
    query: { select: okData },
  });

  return (
    <section aria-labelledby="recharge-heading" className={styles.section}>
      <h2 id="recharge-heading" className={styles.heading}>
        {t('recharge')}
      </h2>
      {isPending && <p role="status">{t('common:loading')}</p>}
      {isError && (
        <p role="alert">
          {t('loadFailed')}{' '}
          <button type="button" onClick={() => void refetch()}>
            {t('common:retry')}
          </button>
        </p>
      )}
      {data && (
        <ul className={styles.grid}>
          {data.h5.slice(0, RECHARGE_GOODS_SHOWN).map((goods) => (
            <li key={goods.id} className={styles.card}>
              <img src={goods.pic} alt="" width={64} height={64} loading="lazy" />
              <span>{goods.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

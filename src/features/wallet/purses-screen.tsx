// Tabs/Purses (seed 001 section 2: "Wallet balance: balance in USD plus transaction history.
// The balance is stored in USD and converted for display to the selected currency."). The
// balance and each record (reason, time, credit or debit, amount; section 3) are shown in
// the reply's display currency (usd-conversion.ts); the USD balance and the rate show
// beside a converted balance. One call brings everything: the seed's pageSize 99999
// (section 7: "Balance list: pageNum 1, pageSize 99999") makes the history one page, so
// there is no paging. A failure shows the block's error with Retry (the catalogue has acted:
// 401 login, 500 toast).
import { useTranslation } from 'react-i18next';
import { useListBalanceLog } from '../../api/generated/member/member';
import { BalanceRecordType } from '../../api/generated/model/balanceRecordType';
import type { BalanceDisplayCurrency, BalanceRecord } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/money';
import { useLocale } from '../../lib/use-locale';
import { formatFromUsd, isConverted, STORED_CURRENCY } from './usd-conversion';
import styles from './wallet.module.css';

/** Seed 001 sections 7 and 9: "Balance list: pageNum 1, pageSize 99999". */
export const BALANCE_LOG_QUERY = { pageNum: 1, pageSize: 99_999 } as const;

export function PursesScreen() {
  const { t } = useTranslation('wallet');
  const lang = useLocale();
  const log = useListBalanceLog(BALANCE_LOG_QUERY, { query: { select: okData } });
  const currency = log.data?.displayCurrency ?? STORED_CURRENCY;

  return (
    <main className={styles.page}>
      <DocumentHead title={t('purses.title')} />
      <PageHeader
        title={t('purses.title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {log.isPending && <BlockLoading height={220} />}
      {log.isError && (
        <BlockError message={t('purses.loadFailed')} onRetry={() => void log.refetch()} />
      )}
      {log.data && (
        <>
          <Balance
            balanceUsd={log.data.balance}
            currency={currency}
            hasRate={Boolean(log.data.displayCurrency)}
          />
          <section className={styles.section} aria-labelledby="balance-history">
            <h2 id="balance-history" className={styles.sectionTitle}>
              {t('purses.history')}
            </h2>
            {log.data.page.records.length === 0 ? (
              <p className={styles.notice}>{t('purses.empty')}</p>
            ) : (
              <ul className={styles.records}>
                {log.data.page.records.map((record, index) => (
                  <RecordRow
                    key={`${record.createTime}-${String(index)}`}
                    record={record}
                    currency={currency}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}

function Balance({
  balanceUsd,
  currency,
  hasRate,
}: {
  balanceUsd: number;
  currency: BalanceDisplayCurrency;
  hasRate: boolean;
}) {
  const { t } = useTranslation('wallet');
  return (
    <section className={styles.balance} aria-labelledby="balance-label">
      <h2 id="balance-label" className={styles.balanceLabel}>
        {t('purses.balanceLabel')}
      </h2>
      <p className={styles.balanceAmount}>{formatFromUsd(balanceUsd, currency)}</p>
      {isConverted(currency) ? (
        <>
          <p className={styles.balanceNote}>
            {t('purses.storedInUsd', { amount: formatMoney(STORED_CURRENCY.symbol, balanceUsd) })}
          </p>
          <p className={styles.balanceNote}>
            {t('purses.rate', { rate: currency.rate, code: currency.code })}
          </p>
        </>
      ) : hasRate ? null : (
        <p className={styles.balanceNote}>{t('purses.inUsd')}</p>
      )}
    </section>
  );
}

function RecordRow({
  record,
  currency,
}: {
  record: BalanceRecord;
  currency: BalanceDisplayCurrency;
}) {
  const { t } = useTranslation('wallet');
  const credit = record.type === BalanceRecordType.credit;
  const debit = record.type === BalanceRecordType.debit;
  // A type the contract does not list (the reply check lets a list item through with it,
  // issue 23 item 6): the amount without a sign or a direction, never a guessed one.
  const sign = credit ? '+' : debit ? '−' : '';
  const amount = formatFromUsd(record.currentAmount, currency);
  return (
    <li className={styles.record}>
      <div className={styles.recordMain}>
        <p className={styles.reason}>{record.reason}</p>
        <p className={styles.muted}>
          <time dateTime={record.createTime.replace(' ', 'T')}>{record.createTime}</time>
        </p>
      </div>
      <div className={styles.recordSide}>
        <p className={credit ? styles.credit : debit ? styles.debit : undefined}>
          {`${sign}${amount}`}
        </p>
        {(credit || debit) && (
          <p className={styles.direction}>{credit ? t('purses.credit') : t('purses.debit')}</p>
        )}
      </div>
    </li>
  );
}

// The account entry is reconfirmed before ordering (seed 001 section 5). For a short-video
// account id (type 4) the account check (type 1) runs first and the short-video-account
// dialog shows its nickName and avatar (seed 001 sections 2 and 7); its nickname is then
// saved with the order. Otherwise a dialog shows what was entered (passwords masked) to
// confirm or go back and change. An unknown short-video account is refused by the server
// (its msg is shown as a toast by the error catalogue) and no dialog opens.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAccount } from '../../api/generated/auth/auth';
import type { RechargeParameter, ShortVideoAccount } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLocale } from '../../lib/use-locale';
import {
  fieldLabel,
  fieldName,
  isSecret,
  SHORT_VIDEO_TYPE,
  type RechargeValues,
} from './recharge-fields';
import styles from './confirm-order.module.css';

/** The account as confirmed: the short-video nickname to save with the order, if any. */
export interface ConfirmedAccount {
  nickName?: string;
}

export interface EnteredValue {
  label: string;
  value: string;
  secret: boolean;
}

type Asking =
  | { kind: 'short-video'; account: ShortVideoAccount; entered: string }
  | { kind: 'entries'; entries: EnteredValue[] };

const MASK = '••••••';

function isShortVideoAccount(data: unknown): data is ShortVideoAccount {
  return typeof data === 'object' && data !== null && 'nickName' in data;
}

export function useAccountConfirmation(parameters: readonly RechargeParameter[]): {
  confirm: (values: RechargeValues) => Promise<ConfirmedAccount | undefined>;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [asking, setAsking] = useState<
    { question: Asking; answer: (yes: boolean) => void } | undefined
  >();

  const ask = (question: Asking) =>
    new Promise<boolean>((resolve) => {
      setAsking({
        question,
        answer: (yes) => {
          setAsking(undefined);
          resolve(yes);
        },
      });
    });

  const confirm = async (values: RechargeValues): Promise<ConfirmedAccount | undefined> => {
    const shortVideo = parameters.findIndex((p) => p.type === SHORT_VIDEO_TYPE);
    const entered = shortVideo === -1 ? '' : (values[fieldName(shortVideo)] ?? '').trim();
    if (entered) {
      let data: unknown;
      try {
        data = okData(await checkAccount({ type: 1, account: entered }));
      } catch {
        return undefined;
      }
      if (!isShortVideoAccount(data)) return undefined;
      const yes = await ask({ kind: 'short-video', account: data, entered });
      return yes ? { nickName: data.nickName } : undefined;
    }
    const entries = parameters.flatMap((parameter, index) => {
      const value = (values[fieldName(index)] ?? '').trim();
      if (!value) return [];
      return [{ label: fieldLabel(parameter, locale), value, secret: isSecret(parameter.type) }];
    });
    if (entries.length === 0) return {};
    return (await ask({ kind: 'entries', entries })) ? {} : undefined;
  };

  const question = asking?.question;
  const answer = (yes: boolean) => {
    asking?.answer(yes);
  };
  /** Both questions answer the same way: change (also Escape) or confirm. */
  const answers = {
    cancelLabel: t('confirmAccount.change'),
    confirmLabel: t('confirmAccount.confirm'),
    onCancel: () => {
      answer(false);
    },
    onConfirm: () => {
      answer(true);
    },
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={question?.kind === 'short-video'}
        title={t('confirmAccount.shortVideoTitle')}
        {...answers}
      >
        {question?.kind === 'short-video' ? (
          <div className={styles.shortVideo}>
            <img
              className={styles.avatar}
              src={question.account.avatarThumb}
              alt=""
              width={64}
              height={64}
            />
            <p className={styles.nickName}>{question.account.nickName}</p>
            <p className={styles.muted}>
              {t('confirmAccount.accountId', { account: question.entered })}
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={question?.kind === 'entries'}
        title={t('confirmAccount.title')}
        {...answers}
      >
        {question?.kind === 'entries' ? (
          <>
            <p>{t('confirmAccount.intro')}</p>
            <dl className={styles.entries}>
              {question.entries.map((entry) => (
                <div key={entry.label} className={styles.entry}>
                  <dt>{entry.label}</dt>
                  <dd>{entry.secret ? MASK : entry.value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );

  return { confirm, dialogs };
}

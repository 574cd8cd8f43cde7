// Tabs/fastspeed (seed 001 section 2: "Quick pay: a list of saved cards showing the card
// number, a delete dialog and an empty state"; section 7: "Quick-pay cards: list (no
// payload), delete with id (the paymentConsentId)"). Delete asks first in the one Dialog;
// on 200 Delete_Success shows and the card leaves the list; a failure (the catalogue's 401
// or toast) keeps the card.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListQuickPayCardsQueryKey,
  useDeleteQuickPayCard,
  useListQuickPayCards,
} from '../../api/generated/account-security/account-security';
import type { QuickPayCard, QuickPayCardListResponse } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { SAVE_SUCCESS_MS } from '../../config/timing';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { cardBrandName } from './card-brand';
import styles from './wallet.module.css';

function withoutCard(reply: QuickPayCardListResponse | undefined, consentId: string) {
  if (reply?.code !== 200) return reply;
  const cards: QuickPayCard[] = okData(reply);
  return { ...reply, data: cards.filter((card) => card.paymentConsentId !== consentId) };
}

export function QuickPayScreen() {
  const { t } = useTranslation('wallet');
  const lang = useLocale();
  const cards = useListQuickPayCards({ query: { select: okData } });
  const [asking, setAsking] = useState<QuickPayCard | null>(null);

  return (
    <main className={styles.page}>
      <DocumentHead title={t('quickPay.title')} />
      <PageHeader
        title={t('quickPay.title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {cards.isPending && <BlockLoading height={160} />}
      {cards.isError && (
        <BlockError message={t('quickPay.loadFailed')} onRetry={() => void cards.refetch()} />
      )}
      {cards.data?.length === 0 && (
        <div className={styles.empty}>
          <p>{t('quickPay.empty')}</p>
          <p className={styles.muted}>{t('quickPay.emptyHint')}</p>
        </div>
      )}
      {cards.data && cards.data.length > 0 && (
        <>
          <p className={styles.intro}>{t('quickPay.intro')}</p>
          <div className={styles.section}>
            <ul className={styles.cards}>
              {cards.data.map((card) => (
                <CardRow
                  key={card.paymentConsentId}
                  card={card}
                  onDelete={() => {
                    setAsking(card);
                  }}
                />
              ))}
            </ul>
          </div>
        </>
      )}
      <DeleteCardDialog
        card={asking}
        onClose={() => {
          setAsking(null);
        }}
      />
    </main>
  );
}

function CardRow({ card, onDelete }: { card: QuickPayCard; onDelete: () => void }) {
  const { t } = useTranslation('wallet');
  const brand = cardBrandName(card.brand);
  return (
    <li className={styles.card}>
      <div className={styles.recordMain}>
        {brand ? <p className={styles.muted}>{brand}</p> : null}
        <p className={styles.cardNumber}>{card.cardNo}</p>
      </div>
      <button
        type="button"
        className={styles.dangerButton}
        aria-haspopup="dialog"
        aria-label={t('quickPay.deleteCard', { number: card.cardNo })}
        onClick={onDelete}
      >
        {t('quickPay.delete')}
      </button>
    </li>
  );
}

function DeleteCardDialog({ card, onClose }: { card: QuickPayCard | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const remove = useDeleteQuickPayCard();
  const confirm = async (consentId: string) => {
    try {
      okData(await remove.mutateAsync({ data: { id: consentId } }));
    } catch {
      // Not 200: the catalogue has acted (401 login, 500 toast); the card stays.
      onClose();
      return;
    }
    queryClient.setQueryData<QuickPayCardListResponse>(getListQuickPayCardsQueryKey(), (reply) =>
      withoutCard(reply, consentId),
    );
    void queryClient.invalidateQueries({ queryKey: getListQuickPayCardsQueryKey() });
    showToast({
      kind: 'success',
      messageKey: 'wallet:quickPay.deleted',
      durationMs: SAVE_SUCCESS_MS,
    });
    onClose();
  };
  return (
    <ConfirmDialog
      open={card !== null}
      title={t('quickPay.deleteTitle')}
      cancelLabel={t('quickPay.cancel')}
      confirmLabel={t('quickPay.deleteConfirm')}
      busyLabel={t('quickPay.deleting')}
      pending={remove.isPending}
      tone="danger"
      onConfirm={() => {
        if (card) void confirm(card.paymentConsentId);
      }}
      onCancel={onClose}
    >
      <p>{t('quickPay.deleteBody', { number: card?.cardNo ?? '' })}</p>
    </ConfirmDialog>
  );
}

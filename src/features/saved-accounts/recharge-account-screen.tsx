// Tabs/RechargeAccount (seed 001 section 2: "Saved recharge accounts: a list by category
// with edit mode, select all, delete and Place order. A swipe to delete exists. An empty
// state is shown."). Place order opens ConfirmOrder for the account's item with its
// memberNumber and type, which prefill the recharge form. Deleting (edit mode's selection,
// or one swiped row) asks first in the one Dialog, sends idList and says Delete_Success; a
// failure (the catalogue's 401 or toast) keeps the selection, edit mode and the list.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  getListSavedAccountGroupsQueryKey,
  getListSavedAccountsQueryKey,
  useDeleteSavedAccounts,
  useListSavedAccountGroups,
} from '../../api/generated/member/member';
import type {
  SavedAccountGroup,
  SavedAccountGroupsResponse,
  SavedRechargeAccount,
} from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DocumentHead } from '../../components/document-head';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { SAVE_SUCCESS_MS } from '../../config/timing';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { allSelected, toggleAll, toggleOne, withoutAccounts } from './saved-account-list';
import { useSwipe } from './swipe-to-delete';
import styles from './saved-accounts.module.css';

export function RechargeAccountScreen() {
  const { t } = useTranslation('savedAccounts');
  const lang = useLocale();
  const groups = useListSavedAccountGroups({ query: { select: okData } });
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [revealed, setRevealed] = useState<number | null>(null);
  const [asking, setAsking] = useState<readonly number[] | null>(null);
  const hasAccounts = (groups.data?.length ?? 0) > 0;

  const toggleEditing = () => {
    setEditing(!editing);
    setSelected(new Set());
    setRevealed(null);
  };
  const deleted = (ids: readonly number[]) => {
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setRevealed(null);
  };

  return (
    <main className={editing ? `${styles.page} ${styles.editing}` : styles.page}>
      <DocumentHead title={t('title')} />
      <PageHeader
        title={t('title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {groups.isPending && <BlockLoading height={200} />}
      {groups.isError && (
        <BlockError message={t('loadFailed')} onRetry={() => void groups.refetch()} />
      )}
      {groups.data && !hasAccounts && <EmptyState />}
      {groups.data && hasAccounts && (
        <>
          <div className={styles.toolbar}>
            {editing ? null : <p className={styles.hint}>{t('swipeHint')}</p>}
            <button
              type="button"
              className={styles.textButton}
              aria-pressed={editing}
              onClick={toggleEditing}
            >
              {editing ? t('done') : t('edit')}
            </button>
          </div>
          {groups.data.map((group) => (
            <GroupSection
              key={group.categoryId}
              group={group}
              editing={editing}
              selected={selected}
              revealed={revealed}
              onToggle={(id) => {
                setSelected(toggleOne(selected, id));
              }}
              onReveal={setRevealed}
              onDelete={(id) => {
                setAsking([id]);
              }}
            />
          ))}
          {editing && (
            <EditBar
              groups={groups.data}
              selected={selected}
              onToggleAll={() => {
                setSelected(toggleAll(groups.data, selected));
              }}
              onDelete={() => {
                setAsking([...selected]);
              }}
            />
          )}
        </>
      )}
      <DeleteDialog
        ids={asking}
        onClose={() => {
          setAsking(null);
        }}
        onDeleted={(ids) => {
          deleted(ids);
          if (accountCountAfter(groups.data ?? [], ids) === 0) setEditing(false);
        }}
      />
    </main>
  );
}

function accountCountAfter(groups: readonly SavedAccountGroup[], ids: readonly number[]) {
  return withoutAccounts(groups, ids).length;
}

function EmptyState() {
  const { t } = useTranslation('savedAccounts');
  const lang = useLocale();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('empty')}</p>
      <p className={styles.muted}>{t('emptyHint')}</p>
      <Link className={styles.primaryLink} to={paths.home.getHref(lang)}>
        {t('goShopping')}
      </Link>
    </div>
  );
}

interface GroupSectionProps {
  group: SavedAccountGroup;
  editing: boolean;
  selected: ReadonlySet<number>;
  revealed: number | null;
  onToggle: (id: number) => void;
  onReveal: (id: number | null) => void;
  onDelete: (id: number) => void;
}

function GroupSection({ group, ...rowProps }: GroupSectionProps) {
  const headingId = `saved-group-${String(group.categoryId)}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.categoryName}
      </h2>
      <ul className={styles.list}>
        {group.list.map((account) => (
          <AccountRow key={account.id} account={account} {...rowProps} />
        ))}
      </ul>
    </section>
  );
}

function AccountRow({
  account,
  editing,
  selected,
  revealed,
  onToggle,
  onReveal,
  onDelete,
}: Omit<GroupSectionProps, 'group'> & { account: SavedRechargeAccount }) {
  const { t } = useTranslation('savedAccounts');
  const lang = useLocale();
  const isRevealed = !editing && revealed === account.id;
  const swipe = useSwipe((direction) => {
    onReveal(direction === 'reveal' ? account.id : null);
  }, !editing);
  const details = (
    <span className={styles.details}>
      <span className={styles.number}>{account.memberNumber}</span>
      {account.memberNickName ? (
        <span className={styles.muted}>{t('nickName', { name: account.memberNickName })}</span>
      ) : null}
    </span>
  );

  if (editing) {
    return (
      <li className={styles.row}>
        <label className={styles.rowContent}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected.has(account.id)}
            aria-label={t('select', { number: account.memberNumber })}
            onChange={() => {
              onToggle(account.id);
            }}
          />
          {details}
        </label>
      </li>
    );
  }

  return (
    <li className={styles.row} data-revealed={isRevealed ? '' : undefined}>
      <div className={styles.rowContent} data-testid={`swipe-${String(account.id)}`} {...swipe}>
        {details}
        <Link
          className={styles.orderLink}
          aria-label={t('placeOrderFor', { number: account.memberNumber })}
          to={paths.confirmOrder.getHref(lang, {
            itemId: account.itemId,
            num: 1,
            memberNumber: account.memberNumber,
            type: String(account.type),
          })}
        >
          {t('placeOrder')}
        </Link>
      </div>
      {isRevealed ? (
        <button
          type="button"
          className={styles.swipeDelete}
          aria-haspopup="dialog"
          aria-label={t('deleteOne', { number: account.memberNumber })}
          onClick={() => {
            onDelete(account.id);
          }}
        >
          {t('delete')}
        </button>
      ) : null}
    </li>
  );
}

function EditBar({
  groups,
  selected,
  onToggleAll,
  onDelete,
}: {
  groups: readonly SavedAccountGroup[];
  selected: ReadonlySet<number>;
  onToggleAll: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('savedAccounts');
  return (
    <div className={styles.editBar}>
      <label className={styles.selectAll}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={allSelected(groups, selected)}
          onChange={onToggleAll}
        />
        {t('selectAll')}
      </label>
      <button
        type="button"
        className={styles.dangerButton}
        aria-haspopup="dialog"
        disabled={selected.size === 0}
        onClick={onDelete}
      >
        {t('deleteSelected', { count: selected.size })}
      </button>
    </div>
  );
}

function withoutInReply(reply: SavedAccountGroupsResponse | undefined, ids: readonly number[]) {
  if (reply?.code !== 200) return reply;
  const groups: SavedAccountGroup[] = okData(reply);
  return { ...reply, data: withoutAccounts(groups, ids) };
}

function DeleteDialog({
  ids,
  onClose,
  onDeleted,
}: {
  ids: readonly number[] | null;
  onClose: () => void;
  onDeleted: (ids: readonly number[]) => void;
}) {
  const { t } = useTranslation('savedAccounts');
  const queryClient = useQueryClient();
  const remove = useDeleteSavedAccounts();
  const confirm = async (idList: readonly number[]) => {
    try {
      okData(await remove.mutateAsync({ data: { idList: [...idList] } }));
    } catch {
      // Not 200: the catalogue has acted (401 login, 500 toast); the choice stays.
      onClose();
      return;
    }
    // Gone at once; then the list (and ConfirmOrder's flat list) is asked again.
    queryClient.setQueryData<SavedAccountGroupsResponse>(
      getListSavedAccountGroupsQueryKey(),
      (reply) => withoutInReply(reply, idList),
    );
    void queryClient.invalidateQueries({ queryKey: getListSavedAccountGroupsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListSavedAccountsQueryKey() });
    showToast({
      kind: 'success',
      messageKey: 'savedAccounts:deleted',
      durationMs: SAVE_SUCCESS_MS,
    });
    onDeleted(idList);
    onClose();
  };
  return (
    <ConfirmDialog
      open={ids !== null}
      title={t('deleteTitle')}
      cancelLabel={t('cancel')}
      confirmLabel={t('deleteConfirm')}
      busyLabel={t('deleting')}
      pending={remove.isPending}
      tone="danger"
      onConfirm={() => {
        if (ids) void confirm(ids);
      }}
      onCancel={onClose}
    >
      <p>{t('deleteBody', { count: ids?.length ?? 0 })}</p>
    </ConfirmDialog>
  );
}

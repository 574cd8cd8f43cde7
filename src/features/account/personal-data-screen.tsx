// Tabs/PersonalData (seed 001 section 2: "Personal data: avatar, email, editable nickname,
// sign out with confirmation. Sign out clears several cookies and goes to login."). The
// nickname (non-empty, max 20) is saved with Modify_Success for 1.5 s only on a 200 reply;
// any other reply follows the shared catalogue (401 login, 500 toast) and keeps the text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../api/generated/auth/auth';
import {
  getGetUserInfoQueryKey,
  useGetUserInfo,
  useUpdateNickname,
} from '../../api/generated/member/member';
import type { UserInfo } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { BlockError, BlockLoading } from '../../components/block-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DocumentHead } from '../../components/document-head';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { SAVE_SUCCESS_MS } from '../../config/timing';
import { signOutOnPurpose } from '../../lib/sign-out';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { useQueryClient } from '@tanstack/react-query';
import { NICKNAME_HANDLED_CODES, NICKNAME_MAX, nicknameFormSchema } from './nickname-form-rules';
import styles from './profile.module.css';

export function PersonalDataScreen() {
  const { t } = useTranslation('profile');
  const lang = useLocale();
  const user = useGetUserInfo({ query: { select: okData } });
  return (
    <main className={styles.page}>
      <DocumentHead title={t('personalData.title')} />
      <PageHeader
        title={t('personalData.title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      {user.isPending && <BlockLoading height={160} />}
      {user.isError && <BlockError message={t('loadFailed')} onRetry={() => void user.refetch()} />}
      {user.data && (
        <>
          <Identity user={user.data} />
          <NicknameForm key={user.data.nickName} nickName={user.data.nickName} />
        </>
      )}
      <SignOut />
    </main>
  );
}

function Identity({ user }: { user: UserInfo }) {
  const { t } = useTranslation('profile');
  return (
    <dl className={styles.card}>
      <div className={styles.row}>
        <dt>{t('personalData.avatar')}</dt>
        <dd>
          {user.avatar ? (
            <img src={user.avatar} alt="" width={48} height={48} className={styles.avatar} />
          ) : (
            <span className={styles.avatarPlaceholder} aria-hidden="true">
              {(user.nickName || user.memberName).slice(0, 1).toUpperCase()}
            </span>
          )}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{t('personalData.email')}</dt>
        <dd>{user.email.email ?? t('personalData.noEmail')}</dd>
      </div>
    </dl>
  );
}

function NicknameForm({ nickName }: { nickName: string }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const form = useSchemaForm(nicknameFormSchema, { nickName });
  const save = useUpdateNickname({ request: { handledCodes: NICKNAME_HANDLED_CODES } });
  const submit = useFormSubmit(
    form,
    async (body) => {
      try {
        okData(await save.mutateAsync({ data: body }));
      } catch {
        // Not 200: the shared client has acted (401 login, 500 toast); the text stays.
        return;
      }
      showToast({
        kind: 'success',
        messageKey: 'profile:nickname.saved',
        durationMs: SAVE_SUCCESS_MS,
      });
      void queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
    },
    save.isPending,
  );
  return (
    <Form form={form} submit={submit} aria-label={t('nickname.label')} className={styles.form}>
      <TextField
        name="nickName"
        label={t('nickname.label')}
        placeholder={t('nickname.placeholder')}
        hint={t('nickname.hint', { max: NICKNAME_MAX })}
        autoComplete="nickname"
      />
      <SubmitButton
        pending={save.isPending}
        label={t('nickname.save')}
        busyLabel={t('nickname.saving')}
      />
    </Form>
  );
}

function SignOut() {
  const { t } = useTranslation('profile');
  const lang = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const close = () => {
    setOpen(false);
  };
  const confirm = async () => {
    try {
      okData(await logout.mutateAsync());
    } catch {
      // 401 has signed out and gone to login; 500 shows its toast and the shopper stays.
      close();
      return;
    }
    signOutOnPurpose();
    void navigate(paths.login.getHref(lang), { replace: true });
  };
  return (
    <>
      <button
        type="button"
        className={styles.signOut}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('personalData.signOut')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('personalData.signOutTitle')}
        cancelLabel={t('personalData.signOutCancel')}
        confirmLabel={t('personalData.signOutConfirm')}
        busyLabel={t('personalData.signingOut')}
        pending={logout.isPending}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        <p>{t('personalData.signOutBody')}</p>
      </ConfirmDialog>
    </>
  );
}

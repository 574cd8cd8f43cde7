// Tabs/Feedback (seed 001 sections 2 and 5: "description and contact, with a character
// counter"; description 5-200 characters, contact optional). On 200 Feedback_Success shows
// and the form is cleared; other replies follow the shared catalogue (401 login, 500 toast)
// and the form keeps its text.
import { useTranslation } from 'react-i18next';
import { useSubmitFeedback } from '../../api/generated/member/member';
import { okData } from '../../api/http-client';
import { DocumentHead } from '../../components/document-head';
import { FieldShell } from '../../components/form/field-shell';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import formStyles from '../../components/form/form.module.css';
import {
  CONTACT_MAX,
  FEEDBACK_FORM_DEFAULTS,
  FEEDBACK_HANDLED_CODES,
  FEEDBACK_MAX,
  feedbackFormSchema,
  feedbackLength,
} from './feedback-form-rules';
import styles from './profile.module.css';

export function FeedbackScreen() {
  const { t } = useTranslation('profile');
  const lang = useLocale();
  const form = useSchemaForm(feedbackFormSchema, FEEDBACK_FORM_DEFAULTS);
  const send = useSubmitFeedback({ request: { handledCodes: FEEDBACK_HANDLED_CODES } });
  const content = form.watch('content');

  const submit = useFormSubmit(
    form,
    async (body) => {
      try {
        okData(await send.mutateAsync({ data: body }));
      } catch {
        // Not 200: the shared client has acted (401 login, 500 toast); the text stays.
        return;
      }
      showToast({ kind: 'success', messageKey: 'profile:feedback.sent' });
      form.reset(FEEDBACK_FORM_DEFAULTS);
    },
    send.isPending,
  );

  return (
    <main className={styles.page}>
      <DocumentHead title={t('feedback.title')} />
      <PageHeader
        title={t('feedback.title')}
        back={{ to: paths.me.getHref(lang), label: t('back'), throughHistory: true }}
      />
      <Form form={form} submit={submit} aria-label={t('feedback.title')} className={styles.form}>
        <FieldShell
          name="content"
          label={t('feedback.description')}
          hint={t('feedback.counter', { count: feedbackLength(content), max: FEEDBACK_MAX })}
          control={({ onChange, ref, ...props }) => (
            <textarea
              {...props}
              ref={ref}
              rows={6}
              placeholder={t('feedback.descriptionPlaceholder')}
              className={`${formStyles.input} ${formStyles.textArea}`}
              onChange={(event) => {
                onChange(event.target.value);
              }}
            />
          )}
        />
        <TextField
          name="mobile"
          label={t('feedback.contact')}
          placeholder={t('feedback.contactPlaceholder')}
          maxLength={CONTACT_MAX}
          autoComplete="tel"
        />
        <SubmitButton
          pending={send.isPending}
          label={t('feedback.submit')}
          busyLabel={t('feedback.submitting')}
        />
      </Form>
    </main>
  );
}

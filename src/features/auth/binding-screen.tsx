// The google, line and apple binding screens (seed 000 section 2): the header, then the form
// for the bind session the provider's return left in its cookie, or an explanation with the
// way back to login when there is none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentHead } from '../../components/document-head';
import { readBindSession, type BindProvider } from './bind-session';
import { BindingForm } from './binding-form';
import { BindingHeader } from './binding-header';
import { BindingSessionProblem } from './binding-session-problem';
import styles from './binding.module.css';

export function BindingScreen({ provider }: { provider: BindProvider }) {
  const { t } = useTranslation('binding');
  // Read once: the form keeps the session in state from here on (804 replaces it).
  const [read] = useState(() => readBindSession(provider));
  return (
    <div className={styles.page}>
      <DocumentHead title={t(`title.${provider}`)} />
      <BindingHeader provider={provider} />
      <main className={styles.main}>
        {read.kind === 'ok' ? (
          <BindingForm provider={provider} initialSession={read.session} />
        ) : (
          <BindingSessionProblem provider={provider} kind={read.kind} />
        )}
      </main>
    </div>
  );
}

// The Registration screen (seed 000 sections 2, 4 "Registration", 5, 6, 8): Email and Mobile
// tabs (the choice remembered in a cookie), each a complete form; the third-party options
// of login config type 0; a link to login. Both forms stay mounted, so switching tabs loses
// nothing typed.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DocumentHead } from '../../components/document-head';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import styles from './auth.module.css';
import { EmailRegistrationForm } from './email-registration-form';
import { EntryHeader } from './entry-header';
import { PhoneRegistrationForm } from './phone-registration-form';
import { readPrefill } from './prefill';
import {
  initialTab,
  rememberTab,
  REGISTRATION_TABS,
  type RegistrationTab,
} from './registration-tabs';
import { ThirdPartyLogin } from './third-party-login';

export function RegistrationScreen() {
  const { t } = useTranslation('auth');
  const lang = useLocale();
  const location = useLocation();
  const [prefill] = useState(() => readPrefill(location.state));
  const [tab, setTab] = useState<RegistrationTab>(() => initialTab(prefill));
  const baseId = useId();
  const tabRefs = useRef<Record<RegistrationTab, HTMLButtonElement | null>>({
    email: null,
    mobile: null,
  });

  const select = (next: RegistrationTab, focus = false) => {
    setTab(next);
    rememberTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = REGISTRATION_TABS.indexOf(tab);
    const last = REGISTRATION_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? REGISTRATION_TABS[index === last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? REGISTRATION_TABS[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? REGISTRATION_TABS[0]
            : event.key === 'End'
              ? REGISTRATION_TABS[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <main className={styles.page}>
      <DocumentHead title={t('registration.title')} />
      <EntryHeader title={t('registration.title')} />
      <div role="tablist" aria-label={t('registration.tabs')} className={styles.tabs}>
        {REGISTRATION_TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              select(name);
            }}
            onKeyDown={onKeyDown}
          >
            {t(`registration.tab.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-email`}
        aria-labelledby={`${baseId}-tab-email`}
        hidden={tab !== 'email'}
      >
        <EmailRegistrationForm initialEmail={prefill.email ?? ''} />
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-mobile`}
        aria-labelledby={`${baseId}-tab-mobile`}
        hidden={tab !== 'mobile'}
      >
        <PhoneRegistrationForm
          initialPhone={prefill.phone ?? ''}
          initialCountry={prefill.country}
          initialPasswordError={prefill.passwordMessage}
        />
      </div>

      <ThirdPartyLogin screen={0} />

      <p className={styles.switch}>
        {t('registration.haveAccount')}{' '}
        <Link className={styles.inlineLink} to={paths.login.getHref(lang)}>
          {t('registration.logIn')}
        </Link>
      </p>
    </main>
  );
}

// Third-party sign-in icons (seed 000 sections 2, 4 and 6): Google, Line and Apple as the
// server's login configuration says (type 1 login, 0 Registration); tapping one asks for the
// provider's URL (loginType 0, 1, 2) and follows it only to that provider's sign-in host.
// Douyin and WeChat are display-only: shown, inert, and labelled as unavailable.
import { useTranslation } from 'react-i18next';
import { useGetLoginConfig, useGetThirdPartyLoginUrl } from '../../api/generated/auth/auth';
import type { LoginConfigScreen, LoginType } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { followServerUrl } from '../../lib/navigation';
import { showToast } from '../../lib/toast-store';
import styles from './auth.module.css';
import { ProviderIcon, type Provider } from './provider-icons';

const PROVIDERS = [
  { loginType: 0, provider: 'google' },
  { loginType: 1, provider: 'line' },
  { loginType: 2, provider: 'apple' },
] as const satisfies readonly { loginType: LoginType; provider: Provider }[];

const DISPLAY_ONLY = ['douyin', 'wechat'] as const satisfies readonly Provider[];

interface ThirdPartyLoginProps {
  /** 1 for the login screen, 0 for Registration (the login-config query's type). */
  screen: LoginConfigScreen;
}

export function ThirdPartyLogin({ screen }: ThirdPartyLoginProps) {
  const { t } = useTranslation('auth');
  const config = useGetLoginConfig({ type: screen }, { query: { select: okData } });
  const loginUrl = useGetThirdPartyLoginUrl();
  const enabled = new Set(
    (config.data ?? []).filter((option) => option.enabled).map((option) => option.loginType),
  );
  const shown = PROVIDERS.filter(({ loginType }) => enabled.has(loginType));

  const start = async (loginType: LoginType, provider: (typeof PROVIDERS)[number]['provider']) => {
    if (loginUrl.isPending) return;
    let url: string;
    try {
      url = okData(await loginUrl.mutateAsync({ data: { loginType } }));
    } catch {
      return; // The client has shown the failure.
    }
    // The reply may only lead to that provider's sign-in host.
    if (!followServerUrl(url, `${provider}-login`))
      showToast({ kind: 'error', messageKey: 'auth:thirdParty.refused' });
  };

  return (
    <section className={styles.thirdParty} aria-labelledby={`third-party-${screen}`}>
      <h2 id={`third-party-${screen}`} className={styles.dividerTitle}>
        {t('thirdParty.title')}
      </h2>
      <ul className={styles.providers}>
        {shown.map(({ loginType, provider }) => (
          <li key={provider}>
            <button
              type="button"
              className={styles.provider}
              aria-label={t(`thirdParty.${provider}`)}
              aria-busy={loginUrl.isPending && loginUrl.variables.data.loginType === loginType}
              onClick={() => {
                void start(loginType, provider);
              }}
            >
              <ProviderIcon provider={provider} />
            </button>
          </li>
        ))}
        {DISPLAY_ONLY.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={styles.provider}
              disabled
              aria-label={t(`thirdParty.${provider}Unavailable`)}
            >
              <ProviderIcon provider={provider} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

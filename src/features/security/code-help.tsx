// The 'not receiving' help under a code form (seed 001 section 2: "a 'not receiving' help
// list (network, spam folder, customer service link)" on emailCertification, "A help list
// and a customer service link" on changetiePhone; section 8: "code-not-received hints (check
// SMS, rate limits from frequent requests: no repeated code requests within 5 minutes)").
// The customer service link goes through the URL check of the support purpose: a chat
// address outside its allow-list is not offered.
import { useTranslation } from 'react-i18next';
import { checkUrl } from '../../lib/safe-url';
import { openSupportChat, supportChatUrl } from '../../lib/support-chat';
import { useLocale } from '../../lib/use-locale';
import styles from './security.module.css';

const HINTS = {
  email: ['network', 'spam'],
  sms: ['network', 'sms', 'rateLimit'],
} as const;

export function CodeHelp({ channel }: { channel: keyof typeof HINTS }) {
  const { t } = useTranslation('security');
  const lang = useLocale();
  const chat = checkUrl(supportChatUrl(lang), 'support');
  return (
    <section className={styles.help} aria-labelledby={`code-help-${channel}`}>
      <h2 id={`code-help-${channel}`} className={styles.helpTitle}>
        {t('help.title')}
      </h2>
      <ol className={styles.helpList}>
        {HINTS[channel].map((hint) => (
          <li key={hint}>{t(`help.${hint}`)}</li>
        ))}
        {chat.kind === 'refused' ? null : (
          <li>
            {t('help.support')}{' '}
            <a
              className={styles.helpLink}
              href={chat.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                event.preventDefault();
                openSupportChat(lang);
              }}
            >
              {t('help.supportLink')}
            </a>
          </li>
        )}
      </ol>
    </section>
  );
}

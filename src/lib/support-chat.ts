// The external live chat, opened in a new window with the current language (seed 000
// section 1: zh-hant is mapped to zh-tw for the chat).
import { supportChatBaseUrl } from '../config/external';
import type { Locale } from '../config/locales';
import { checkUrl } from './safe-url';

const CHAT_LANGUAGE: Record<Locale, string> = { zh: 'zh', en: 'en', 'zh-hant': 'zh-tw' };

export function supportChatUrl(locale: Locale): string {
  const url = new URL(supportChatBaseUrl());
  url.searchParams.set('lang', CHAT_LANGUAGE[locale]);
  return url.toString();
}

/** Opens the chat in a new window, only on the support host (issue 11 item 19). */
export function openSupportChat(locale: Locale): void {
  const checked = checkUrl(supportChatUrl(locale), 'support');
  if (checked.kind === 'refused') return;
  window.open(checked.href, '_blank', 'noopener,noreferrer');
}

// The external live chat, opened in a new window with the current language (seed 000
// section 1: zh-hant is mapped to zh-tw for the chat).
import { SUPPORT_CHAT_URL } from '../config/external';
import type { Locale } from '../config/locales';

const CHAT_LANGUAGE: Record<Locale, string> = { zh: 'zh', en: 'en', 'zh-hant': 'zh-tw' };

export function supportChatUrl(locale: Locale): string {
  const url = new URL(SUPPORT_CHAT_URL);
  url.searchParams.set('lang', CHAT_LANGUAGE[locale]);
  return url.toString();
}

export function openSupportChat(locale: Locale): void {
  window.open(supportChatUrl(locale), '_blank', 'noopener,noreferrer');
}

// The document head of a page (React 19 hoists these tags into <head>): title, description,
// keywords, the canonical link and the alternate-language links (never with the app's token).
import { useLocation } from 'react-router-dom';
import {
  DEFAULT_LOCALE,
  HTML_LANG,
  LOCALES,
  localeFromPath,
  localizedPath,
} from '../config/locales';
import { pageOrigin } from '../lib/page-origin';
import { withoutAppToken } from '../lib/session';

interface DocumentHeadProps {
  title: string;
  description?: string | null;
  keywords?: string | null;
}

export function DocumentHead({ title, description, keywords }: DocumentHeadProps) {
  const { pathname, search } = useLocation();
  // Absolute on a server too: the origin of the request being rendered.
  const origin = pageOrigin();
  const locale = localeFromPath(pathname);
  const href = (lng: (typeof LOCALES)[number]) =>
    `${origin}${localizedPath(pathname, lng)}${withoutAppToken(search)}`;
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <link rel="canonical" href={href(locale)} />
      {LOCALES.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={HTML_LANG[lng]} href={href(lng)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(DEFAULT_LOCALE)} />
    </>
  );
}

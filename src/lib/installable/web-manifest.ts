// The web app manifest of one language (issue 26 item 1): the store installs as an app of
// its language, starting on that language's Home and staying within its pages.
import {
  BACKGROUND_COLOUR,
  ICON_SIZES,
  iconPath,
  THEME_COLOUR,
  type IconPurpose,
} from '../../config/installable';
import { HTML_LANG, type Locale } from '../../config/locales';

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: IconPurpose;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

export function webManifest(locale: Locale, texts: ManifestTexts): WebManifest {
  const home = `/${locale}/`;
  const icon = (size: number, purpose: IconPurpose): ManifestIcon => ({
    src: iconPath(size, purpose),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    // One app per language: installing English and Chinese gives two apps, each in its language.
    id: home,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: HTML_LANG[locale],
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    // A mobile storefront (seed 000 section 1): its pages are laid out for a phone held upright.
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      ...ICON_SIZES.map((size) => icon(size, 'any')),
      // Android crops maskable icons to its own shape; the glyph sits in the safe zone.
      icon(512, 'maskable'),
    ],
  };
}

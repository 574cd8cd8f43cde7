// The page the server sends, from a template shaped like the build's index.html: the
// response's nonce on everything that runs or styles, the address's language, the settings
// as a data block no value can break out of.
import { describe, expect, it } from 'vitest';
import { HTML_LANG, LOCALES } from '../config/locales';
import { parseRuntimeSettings, RUNTIME_SETTINGS_ELEMENT_ID } from '../config/runtime-settings';
import { INLINED_STYLESHEET_ATTRIBUTE } from '../../scripts/vite/route-preload-plugin';
import { preparePageShell } from './page-shell';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>TopUp Live</title>
    <style>.boot-shell{margin:0 auto}</style>
    <link rel="modulepreload" crossorigin href="/assets/abc1234.js">
    <link rel="stylesheet" href="/assets/app.css">
    <script type="module" crossorigin src="/assets/entry.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <script>window.__boot = 1;</script>
    <style>
      .late{color:red}
    </style>
  </body>
</html>
`;

const NONCE_A = 'QUFBQUFBQUFBQUFBQUFBQQ==';
const NONCE_B = 'QkJCQkJCQkJCQkJCQkJCQg==';

/** The opening tags of an element name in a page. */
function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

/** The settings data block's text. */
function settingsBlock(html: string): string | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${RUNTIME_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1];
}

describe('preparePageShell', () => {
  it('puts the nonce on every script, style and module preload of the template', () => {
    const html = preparePageShell(TEMPLATE, {}).render({ nonce: NONCE_A, locale: 'en' });
    const code = tags(html, 'script').filter((tag) => !tag.includes('application/json'));
    expect(code).toHaveLength(2);
    expect(tags(html, 'style')).toHaveLength(2);
    for (const tag of [...code, ...tags(html, 'style')]) {
      expect(tag).toContain(`nonce="${NONCE_A}"`);
    }
    const links = tags(html, 'link');
    expect(links.find((tag) => tag.includes('modulepreload'))).toContain(`nonce="${NONCE_A}"`);
    // A stylesheet of this site is allowed by 'self': no nonce needed.
    expect(links.find((tag) => tag.includes('stylesheet'))).not.toContain('nonce=');
  });

  it('links the inlined stylesheet in the lean shell, the rest as the shell', () => {
    // As the build writes it: the app's stylesheet inlined, its file named on the tag.
    const built = TEMPLATE.replace(
      '<style>.boot-shell{margin:0 auto}</style>',
      `<style ${INLINED_STYLESHEET_ATTRIBUTE}="/assets/style-Ab1.css">.boot-shell{margin:0 auto}${'.x{color:red}'.repeat(500)}</style>`,
    );
    const shell = preparePageShell(built, {});
    const full = shell.render({ nonce: NONCE_A, locale: 'en' });
    const lean = shell.renderLean({ nonce: NONCE_A, locale: 'en' });
    expect(lean).toContain('<link rel="stylesheet" href="/assets/style-Ab1.css" />');
    expect(lean).not.toContain('.x{color:red}');
    expect(lean.length).toBeLessThan(full.length - 6000);
    expect(lean).toBe(
      full.replace(
        /<style nonce="[^"]+" data-href="([^"]+)">[^<]*<\/style>/,
        '<link rel="stylesheet" href="$1" />',
      ),
    );
    expect(tags(lean, 'html')).toEqual(['<html lang="en">']);
    // A template without a named stylesheet: the lean shell is the shell.
    const plain = preparePageShell(TEMPLATE, {});
    expect(plain.renderLean({ nonce: NONCE_A, locale: 'en' })).toBe(
      plain.render({ nonce: NONCE_A, locale: 'en' }),
    );
  });

  it("gives Vite's preload helper the nonce in the csp-nonce meta", () => {
    const html = preparePageShell(TEMPLATE, {}).render({ nonce: NONCE_A, locale: 'en' });
    expect(html).toContain(`<meta property="csp-nonce" nonce="${NONCE_A}" />`);
  });

  it('names the release for the page’s reports, escaped; none without one', () => {
    const html = preparePageShell(TEMPLATE, {}, '2026.11.28 "<b>"').render({
      nonce: NONCE_A,
      locale: 'en',
    });
    expect(html).toContain('<meta name="release" content="2026.11.28 &#34;&#60;b&#62;&#34;" />');
    const page = preparePageShell(TEMPLATE, {}, 'r-1').renderWith({
      nonce: NONCE_A,
      locale: 'en',
      head: '',
      root: '',
      state: '',
    });
    expect(page).toContain('<meta name="release" content="r-1" />');
    expect(preparePageShell(TEMPLATE, {}).render({ nonce: NONCE_A, locale: 'en' })).not.toContain(
      'name="release"',
    );
  });

  it.each(LOCALES)('writes <html lang> of %s', (locale) => {
    const html = preparePageShell(TEMPLATE, {}).render({ nonce: NONCE_A, locale });
    expect(tags(html, 'html')).toEqual([`<html lang="${HTML_LANG[locale]}">`]);
  });

  it('writes the settings as a data block before any script', () => {
    const settings = { PAYMENT_PROVIDER: 'airwallex', DESKTOP_ORIGIN: 'https://www.example' };
    const html = preparePageShell(TEMPLATE, settings).render({ nonce: NONCE_A, locale: 'zh' });
    expect(parseRuntimeSettings(settingsBlock(html))).toEqual(settings);
    expect(html.indexOf(`id="${RUNTIME_SETTINGS_ELEMENT_ID}"`)).toBeLessThan(
      html.indexOf('<script nonce='),
    );
  });

  it('keeps a value that tries to close the data block inside it', () => {
    const value = '</script><script>alert(1)</script><!--';
    const html = preparePageShell(TEMPLATE, { FILING_RECORD_NUMBER: value }).render({
      nonce: NONCE_A,
      locale: 'zh',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(parseRuntimeSettings(settingsBlock(html))).toEqual({ FILING_RECORD_NUMBER: value });
  });

  it("keeps a value with replacement patterns ($& $' $`) as written", () => {
    const value = "No. $& $' $` $$ 1";
    const html = preparePageShell(TEMPLATE, { FILING_RECORD_NUMBER: value }).render({
      nonce: NONCE_A,
      locale: 'zh',
    });
    expect(parseRuntimeSettings(settingsBlock(html))).toEqual({ FILING_RECORD_NUMBER: value });
    expect(tags(html, 'html')).toHaveLength(1);
  });

  it('renders each page with its own nonce only', () => {
    const shell = preparePageShell(TEMPLATE, {});
    const first = shell.render({ nonce: NONCE_A, locale: 'zh' });
    const second = shell.render({ nonce: NONCE_B, locale: 'en' });
    expect(second).not.toContain(NONCE_A);
    expect(tags(second, 'style')[0]).toContain(`nonce="${NONCE_B}"`);
    expect(first).not.toContain(NONCE_B);
    expect(tags(first, 'html')).toEqual(['<html lang="zh-CN">']);
  });

  it('refuses a template without <html lang> or <head>', () => {
    expect(() => preparePageShell(TEMPLATE.replace('<html lang="zh-CN">', '<html>'), {})).toThrow(
      /<html lang>/,
    );
    expect(() => preparePageShell(TEMPLATE.replace('<head>', '<header>'), {})).toThrow(/<head>/);
  });
});

describe('a page rendered on the server', () => {
  const shell = preparePageShell(
    TEMPLATE.replace(
      '<div id="root"></div>',
      '<div id="root"><div class="boot-shell">boot</div></div>',
    ),
    {},
  );
  const page = (head: string, root = '<main>PUBG</main>') =>
    shell.renderWith({
      nonce: NONCE_A,
      locale: 'en',
      head,
      root,
      state: '<script type="application/json" id="server-state">{}</script>',
    });

  it('puts its head tags in the head, in place of the shell’s title', () => {
    const html = page('<title>PUBG UC</title><link rel="canonical" href="https://shop.test/en"/>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<title>PUBG UC</title><link rel="canonical" href="https://shop.test/en"/>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(page('').match(/<title>TopUp Live<\/title>/g)).toHaveLength(1);
  });

  it('puts the screen in #root in place of the boot shell, and its state before </body>', () => {
    const html = page('<title>x</title>');
    expect(html).toContain('<div id="root"><main>PUBG</main></div>');
    expect(html).not.toContain('boot-shell">boot');
    expect(html).toMatch(/id="server-state">\{\}<\/script>\s*<\/body>/);
    expect(html).toContain('<html lang="en">');
    expect(
      tags(html, 'script').every(
        (tag) => tag.includes(`nonce="${NONCE_A}"`) || tag.includes('application/json'),
      ),
    ).toBe(true);
  });

  it('never fills a placeholder inside what the screen holds', () => {
    const html = page(
      '<title>\u0000nonce\u0000</title>',
      '<p>\u0000lang\u0000 \u0000nonce\u0000</p>',
    );
    expect(html).toContain('<title>\u0000nonce\u0000</title>');
    expect(html).toContain('<p>\u0000lang\u0000 \u0000nonce\u0000</p>');
  });
});

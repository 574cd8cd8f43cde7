import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { SafeHtml, sanitizeHtml } from './safe-html';

/** Sanitises and parses the result, to ask questions of the DOM it gives. */
function clean(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(html);
  return holder;
}

describe('SafeHtml', () => {
  it('drops scripts, event handlers, javascript: links and inline styles', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a></p>';
    const result = sanitizeHtml(dirty);
    expect(result).not.toMatch(/script|onclick|onerror|javascript:|style=/);
    expect(result).toContain('<p>Hi');
  });

  it('keeps ordinary markup, and external links send no referrer', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<h3>How</h3><ol><li>Step</li></ol><a href="https://www.facebook.com/topuplive">x</a>'
        }
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('How');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.facebook.com/topuplive');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('rich text policy (issue 11 item 20)', () => {
  it.each([
    ['//evil.example'],
    ['/.//evil.example/x'],
    ['https://evil.example/'],
    ['http://www.facebook.com/topuplive'],
    ['https://checkout.airwallex.com/pay'],
    ['https://accounts.google.com/o/oauth2/v2/auth'],
    ['data:text/html,hi'],
  ])('a link to %s loses its href and keeps its text', (href) => {
    const link = clean(`<p><a href="${href}">Read more</a></p>`).querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.textContent).toBe('Read more');
  });

  it.each([
    ['/en/goodsDetail?spuId=10101', '/en/goodsDetail?spuId=10101'],
    [`${window.location.origin}/en/Tabs/Info`, '/en/Tabs/Info'],
    ['mailto:support@topuplive.example', 'mailto:support@topuplive.example'],
    ['https://apps.apple.com/app/id1', 'https://apps.apple.com/app/id1'],
  ])('a link to %s is kept', (href, kept) => {
    expect(clean(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(kept);
  });

  it('drops target, so a link cannot navigate the top window', () => {
    const link = clean('<a href="https://evil.example" target="_top">x</a>').querySelector('a');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(link?.hasAttribute('href')).toBe(false);
    expect(
      clean('<a href="/en" target="_blank">x</a>').querySelector('a')?.hasAttribute('target'),
    ).toBe(false);
  });

  it('drops a class copied from an app element, and id, name and style', async () => {
    render(
      <Dialog open onClose={() => undefined} title="Planted">
        <p>body</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    const appClasses = [dialog, ...dialog.querySelectorAll('*')]
      .flatMap((element) => [...element.classList])
      .filter(Boolean);
    expect(appClasses.length).toBeGreaterThan(0);
    const planted = clean(
      `<div class="${appClasses.join(' ')}" id="root" name="x" style="position:fixed;inset:0">cover</div>`,
    ).querySelector('div');
    expect(planted?.textContent).toBe('cover');
    expect(planted?.attributes).toHaveLength(0);
  });

  it('keeps images over https only', () => {
    const result = clean(
      '<img src="https://cdn.topuplive.example/a.png" alt="a">' +
        '<img src="http://cdn.topuplive.example/b.png" alt="b">' +
        '<img src="//cdn.topuplive.example/c.png" alt="c">' +
        '<img src="/mock-assets/d.png" alt="d">' +
        '<img src="data:image/png;base64,AAAA" alt="e">' +
        '<img alt="f">' +
        '<img src="https://cdn.topuplive.example/g.png" srcset="http://cdn.topuplive.example/g2.png 2x" alt="g">',
    );
    expect([...result.querySelectorAll('img')].map((img) => img.alt)).toEqual(['a', 'g']);
    expect(result.querySelector('img[srcset]')).toBeNull();
  });
});

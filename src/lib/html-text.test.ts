import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the text of the markup, without tags', () => {
    expect(htmlToText('<h3>How to top up</h3><ol><li>Enter your ID.</li><li>Pay.</li></ol>')).toBe(
      'How to top upEnter your ID.Pay.',
    );
  });

  it('drops comments and what scripts, styles and templates hold', () => {
    expect(
      htmlToText(
        'a<!-- note --><script>alert(1)</script><style>p{}</style><template>t</template>b',
      ),
    ).toBe('ab');
  });

  it('decodes named and numeric character references', () => {
    expect(
      htmlToText('5 &lt; 6 &amp;&amp; 7 &gt; 3 &quot;x&quot; &#39;y&#39; &#x4E2D;&#25991;&nbsp;!'),
    ).toBe('5 < 6 && 7 > 3 "x" \'y\' 中文\u00a0!');
  });

  it('keeps an unknown reference as written and replaces an impossible code point', () => {
    expect(htmlToText('&copyx; &#0; &#x110000;')).toBe('&copyx; \ufffd \ufffd');
  });

  it('gives nothing for nothing', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('')).toBe('');
  });

  it('never returns markup: an unclosed tag or script is dropped to its end', () => {
    expect(htmlToText('ok<img src=x onerror=alert(1)')).toBe('ok');
    expect(htmlToText('ok<script>alert(1)')).toBe('ok');
  });
});

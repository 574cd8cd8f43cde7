// Issue 11 item 17: the providers' real marks, not placeholder letters.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderIcon, type Provider } from './provider-icons';

function mark(provider: Provider) {
  const { container } = render(<ProviderIcon provider={provider} />);
  const svg = container.querySelector('svg')!;
  const fills = [...svg.querySelectorAll('path')].map((p) => p.getAttribute('fill'));
  return { svg, fills };
}

describe('ProviderIcon', () => {
  it.each(['google', 'line', 'apple', 'douyin', 'wechat'] as const)(
    '%s: a drawn mark, 40 x 40, decorative, no letters',
    (provider) => {
      const { svg, fills } = mark(provider);
      expect(svg).toHaveAttribute('width', '40');
      expect(svg).toHaveAttribute('height', '40');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.querySelector('text')).toBeNull();
      expect(fills.length).toBeGreaterThan(0);
    },
  );

  it('Google: the four-colour G on white with its outline', () => {
    const { svg, fills } = mark('google');
    expect(fills).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853']);
    expect(svg.querySelector('circle')).toHaveAttribute('stroke', '#747775');
  });

  it.each([
    ['apple', '#000', ['#fff']],
    ['line', '#06C755', ['#fff']],
    ['wechat', '#07C160', ['#fff']],
    ['douyin', '#000', ['#25F4EE', '#FE2C55', '#fff']],
  ] as const)('%s: the brand colours', (provider, background, marks) => {
    const { svg, fills } = mark(provider);
    expect(svg.querySelector('circle')).toHaveAttribute('fill', background);
    expect(fills).toEqual(marks);
  });
});

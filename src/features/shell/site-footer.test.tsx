import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links About us, business partnership and Contact to articles 3, 27 and 28', () => {
    renderWithProviders(<SiteFooter />, '/en');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/NewsDetail?articleId=3',
    );
    expect(screen.getByRole('link', { name: 'Business partnership' })).toHaveAttribute(
      'href',
      '/en/NewsDetail?articleId=27',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/en/NewsDetail?articleId=28',
    );
  });

  it('has the social links, opening safely in a new window, and the 2018-2025 Hong Kong copyright', () => {
    renderWithProviders(<SiteFooter />, '/en');
    const social = screen.getByRole('navigation', { name: 'Follow us' });
    for (const link of social.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByText(/2018-2025/)).toHaveTextContent('Hong Kong');
  });
});

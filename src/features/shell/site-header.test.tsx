import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { SiteHeader } from './site-header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('SiteHeader', () => {
  it('replaces the logo with the search bar once the page has scrolled past 100 px', () => {
    scrollTo(0);
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'TopUp Live' })).toBeInTheDocument();

    scrollTo(100);
    expect(screen.getByRole('link', { name: 'TopUp Live' })).toBeInTheDocument();

    scrollTo(101);
    expect(screen.queryByRole('link', { name: 'TopUp Live' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search games or gift cards' })).toHaveAttribute(
      'href',
      '/en/Search',
    );

    scrollTo(20);
    expect(screen.getByRole('link', { name: 'TopUp Live' })).toBeInTheDocument();
  });

  it('opens the language and currency dialog', async () => {
    scrollTo(0);
    renderWithProviders(<SiteHeader />);
    act(() => {
      screen.getByRole('button', { name: 'Language and currency' }).click();
    });
    expect(
      await screen.findByRole('dialog', { name: 'Language and currency' }),
    ).toBeInTheDocument();
  });
});

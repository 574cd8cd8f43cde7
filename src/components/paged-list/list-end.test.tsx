import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeIntersectionObserver,
  scrollToListEnd,
  watchedListEnds,
} from '../../../tests/utils/fake-intersection-observer';
import { createBundledI18n } from '../../i18n/bundled';
import { ListEnd, type ListEndState } from './list-end';

function state(overrides: Partial<ListEndState> = {}): ListEndState {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    data: { pages: [{}] },
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function ui(list: ListEndState) {
  return (
    <I18nextProvider i18n={createBundledI18n('en')}>
      <ListEnd list={list} failedText="More could not be loaded" />
    </I18nextProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListEnd', () => {
  it('asks for the next page when the end comes into view, once per loaded page', () => {
    installFakeIntersectionObserver();
    const list = state();
    render(ui(list));
    expect(watchedListEnds()).toBe(1);
    expect(list.fetchNextPage).not.toHaveBeenCalled();
    scrollToListEnd();
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('watches nothing while a page loads, and says so', () => {
    installFakeIntersectionObserver();
    render(ui(state({ isFetchingNextPage: true })));
    expect(watchedListEnds()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more…');
  });

  it('says No more after the last page and watches nothing', () => {
    installFakeIntersectionObserver();
    render(ui(state({ hasNextPage: false })));
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(watchedListEnds()).toBe(0);
  });

  it('shows the screen’s failure text with a Retry that asks again (no automatic retry)', async () => {
    installFakeIntersectionObserver();
    const list = state({ isFetchNextPageError: true });
    render(ui(list));
    expect(screen.getByRole('alert')).toHaveTextContent('More could not be loaded');
    expect(watchedListEnds()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('offers a Load more button where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const list = state();
    render(ui(list));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('renders on a server without browser globals, with neither observer nor button', () => {
    const html = renderToString(ui(state()));
    expect(html).not.toContain('Load more');
    expect(html).not.toContain('No more');
  });
});

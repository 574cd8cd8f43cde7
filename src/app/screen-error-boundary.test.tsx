import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/utils/render-route';
import { provideRuntimeSettings } from '../config/runtime-settings';
import { recordBeacons } from '../lib/field-reports/beacons.test-utils';
import { forgetErrorReports } from '../lib/field-reports/error-report';
import { provideRouteName, screenOfMatches } from '../lib/field-reports/route-name';

// The Class tab's screen, made to throw while rendering until `failing` is cleared.
const state = vi.hoisted(() => ({ failing: true }));
vi.mock('./routes/class', () => ({
  Component: () => {
    if (state.failing) throw new Error('Cannot read properties of null (reading "map")');
    return <h1>Class screen</h1>;
  },
}));

beforeEach(() => {
  state.failing = true;
  // React and the router report the caught render error on the console; here it is expected.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the screen error boundary', () => {
  it('replaces only the screen: the tab bar stays, with a translated message and a way home', async () => {
    renderRoute('/en/Tabs/Class');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
  });

  it('speaks the route language', async () => {
    renderRoute('/zh-hant/Tabs/Class');
    expect(await screen.findByRole('heading', { name: '頁面出錯了' })).toBeVisible();
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  });

  it('renders the screen again on Retry', async () => {
    renderRoute('/en/Tabs/Class');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    state.failing = false;
    act(() => {
      retry.click();
    });
    expect(await screen.findByRole('heading', { name: 'Class screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('leaves a query that fails validation to the framework 404, as before', async () => {
    renderRoute('/en/Tabs/Evaluation?categoryId=x');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('reports what it caught to ERROR_ENDPOINT, by the screen’s name; a 404 is not reported', async () => {
    const beacons = recordBeacons();
    provideRuntimeSettings({ ERROR_ENDPOINT: '/rum/errors' });
    try {
      renderRoute('/en/Tabs/Evaluation?categoryId=x');
      expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
      const { router } = renderRoute('/en/Tabs/Class');
      provideRouteName(() => screenOfMatches(router.state.matches));
      expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
      await waitFor(() => {
        expect(beacons).toHaveLength(1);
      });
      expect(JSON.parse(beacons[0]?.body ?? '{}')).toMatchObject({
        type: 'error',
        source: 'boundary',
        route: 'class',
        name: 'Error',
        message: 'Cannot read properties of null (reading "map")',
      });
    } finally {
      provideRuntimeSettings(undefined);
      provideRouteName(() => 'unknown');
      forgetErrorReports();
    }
  });
});

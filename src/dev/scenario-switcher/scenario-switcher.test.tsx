import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../components/dialog';
import { getMockOutcome, MOCK_OUTCOME_KEY } from '../../features/payment/provider/mock-outcome';
import { ScenarioSwitcher } from './scenario-switcher';
import {
  clearRecordedCalls,
  getChoices,
  recordCall,
  resetChoices,
  setChoice,
} from './scenario-store';

function renderPanel() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  render(
    <QueryClientProvider client={queryClient}>
      <ScenarioSwitcher />
    </QueryClientProvider>,
  );
  return { invalidate };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/en');
  recordCall({
    operationId: 'getHomeInfo',
    method: 'POST',
    path: '/api/language/home/info',
    screen: '/en',
    status: 200,
    violations: [],
  });
});

afterEach(() => {
  resetChoices();
  clearRecordedCalls();
  window.history.replaceState(null, '', '/');
});

describe('the scenario switcher panel', () => {
  it('opens from its corner button and lists the calls of the current screen', async () => {
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'API scenarios' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'API scenarios' })).toBeNull();

    await user.click(toggle);
    const panel = screen.getByRole('region', { name: 'API scenarios' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Called on /en')).toBeInTheDocument();
    const select = within(panel).getByLabelText('getHomeInfo');
    expect(select).toHaveValue('');
    expect(
      within(panel).getByText(/POST \/api\/language\/home\/info · last reply HTTP 200/),
    ).toBeInTheDocument();
    // The options come from the bundled contract.
    expect(
      await within(select).findByRole('option', { name: 'serverError500' }),
    ).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'HTTP 401' })).toBeInTheDocument();
  });

  it('chooses a named example, refetches, and counts the active choices on the button', async () => {
    const user = userEvent.setup();
    const { invalidate } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'API scenarios' }));
    const select = screen.getByLabelText('getHomeInfo');
    await within(select).findByRole('option', { name: 'serverError500' });

    await user.selectOptions(select, 'serverError500');
    expect(getChoices()).toEqual({ getHomeInfo: { kind: 'example', name: 'serverError500' } });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('example:serverError500');
    expect(screen.getByRole('button', { name: 'API scenarios' })).toHaveTextContent('API 1');

    await user.selectOptions(select, 'HTTP 404');
    expect(getChoices()).toEqual({ getHomeInfo: { kind: 'code', status: 404 } });
  });

  it('resets every choice and refetches', async () => {
    const user = userEvent.setup();
    setChoice('getHomeInfo', { kind: 'example', name: 'serverError500' });
    setChoice('login', { kind: 'example', name: 'wrongPassword10001' });
    const { invalidate } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'API scenarios' }));
    await screen.findAllByRole('option', { name: 'serverError500' });
    // A choice made on another screen stays visible, so it can be undone here too.
    expect(screen.getByText('Chosen here before a call, or on other screens')).toBeInTheDocument();
    expect(screen.getByLabelText('login')).toHaveValue('example:wrongPassword10001');

    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(getChoices()).toEqual({});
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('getHomeInfo')).toHaveValue('');
    expect(screen.queryByText('Chosen here before a call, or on other screens')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset all' })).toBeDisabled();
  });

  it('shows the validating proxy’s violations of a call', async () => {
    recordCall({
      operationId: 'getHomeInfo',
      method: 'POST',
      path: '/api/language/home/info',
      screen: '/en',
      status: 200,
      violations: ['response.body.data.h5: must be array'],
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'API scenarios' }));
    const list = screen.getByRole('list', { name: 'Contract violations of getHomeInfo' });
    expect(within(list).getByText('response.body.data.h5: must be array')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'serverError500' });
  });

  it('lets a developer pick an operation before it is called and choose its example', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'API scenarios' }));
    const panel = screen.getByRole('region', { name: 'API scenarios' });
    const add = await within(panel).findByLabelText('Add an operation before it is called');
    expect(within(add).queryByRole('option', { name: 'getHomeInfo' })).toBeNull();
    await user.selectOptions(add, 'login');
    const login = within(panel).getByLabelText('login');
    await user.selectOptions(login, 'example:wrongPassword10001');
    expect(getChoices()).toEqual({ login: { kind: 'example', name: 'wrongPassword10001' } });
  });
});

describe('above an open dialog (issue 23 item 12)', () => {
  /** A page whose modal dialog the test opens and closes, beside the switcher. */
  function renderWithDialog() {
    const queryClient = new QueryClient();
    let setOpen: (open: boolean) => void = () => undefined;
    function Page() {
      const [open, setPageOpen] = useState(false);
      setOpen = setPageOpen;
      return (
        <Dialog
          open={open}
          title="Unpaid order"
          onClose={() => {
            setPageOpen(false);
          }}
        >
          <p>Pay it now?</p>
        </Dialog>
      );
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Page />
        <ScenarioSwitcher />
      </QueryClientProvider>,
    );
    return {
      openDialog: () => {
        act(() => {
          setOpen(true);
        });
      },
      closeDialog: () => {
        act(() => {
          setOpen(false);
        });
      },
    };
  }

  const tools = () => screen.getByRole('complementary', { name: 'Developer tools' });

  it('moves into the open dialog, the one place a modal leaves live, and back when it closes', async () => {
    const user = userEvent.setup();
    const page = renderWithDialog();
    expect(tools().closest('dialog')).toBeNull();

    page.openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Unpaid order' });
    await waitFor(() => {
      expect(dialog).toContainElement(tools());
    });
    await user.click(within(tools()).getByRole('button', { name: 'API scenarios' }));
    const panel = within(dialog).getByRole('region', { name: 'API scenarios' });
    const select = within(panel).getByLabelText('getHomeInfo');
    await within(select).findByRole('option', { name: 'serverError500' });
    await user.selectOptions(select, 'serverError500');
    expect(getChoices()).toEqual({ getHomeInfo: { kind: 'example', name: 'serverError500' } });
    expect(dialog).toHaveAttribute('open');

    page.closeDialog();
    await waitFor(() => {
      expect(tools().closest('dialog')).toBeNull();
    });
    // The panel stays open where it was.
    expect(screen.getByRole('region', { name: 'API scenarios' })).toBeInTheDocument();
  });
});

describe('the mock payment provider control', () => {
  afterEach(() => {
    sessionStorage.removeItem(MOCK_OUTCOME_KEY);
  });

  it('chooses how the mock provider ends a payment, kept for the tab', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'API scenarios' }));
    const control = screen.getByRole('combobox', { name: 'Mock payment provider outcome' });
    expect(control).toHaveValue('success');
    expect(
      within(control)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['success', 'failure', 'pending', 'closed']);
    await user.selectOptions(control, 'pending');
    expect(getMockOutcome()).toBe('pending');
    expect(sessionStorage.getItem(MOCK_OUTCOME_KEY)).toBe('pending');
    await user.selectOptions(control, 'success');
    expect(getMockOutcome()).toBe('success');
  });
});

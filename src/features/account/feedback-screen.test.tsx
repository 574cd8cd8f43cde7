import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getSubmitFeedbackMockHandler } from '../../api/generated/member/member.msw';
import type { SubmitFeedbackRequest, SubmitFeedbackResponse } from '../../api/generated/model';
import { COOKIE, readCookie } from '../../lib/cookies';
import { openSignedIn } from './account-test-helpers';

const PAGE = '/en/Tabs/Feedback';

function recordFeedback(reply: SubmitFeedbackResponse = { code: 200, msg: 'success', data: null }) {
  const bodies: SubmitFeedbackRequest[] = [];
  server.use(
    getSubmitFeedbackMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as SubmitFeedbackRequest);
      return reply;
    }),
  );
  return bodies;
}

async function openPage() {
  const utils = openSignedIn(PAGE);
  await screen.findByRole('form', { name: 'Feedback' });
  return { ...utils, user: userEvent.setup() };
}

const description = () => screen.getByRole('textbox', { name: 'Description' });
const contact = () => screen.getByRole('textbox', { name: 'Contact (optional)' });
const submit = () => screen.getByRole('button', { name: 'Submit' });
/** Sets the description at once (typing 200 characters one by one is slow). */
const setDescription = (text: string) => {
  fireEvent.change(description(), { target: { value: text } });
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Feedback: the description and its counter', () => {
  it('counts live as the shopper types', async () => {
    const { user } = await openPage();
    expect(description()).toHaveAccessibleDescription('0/200 characters');
    await user.type(description(), 'Slow');
    expect(description()).toHaveAccessibleDescription('4/200 characters');
    setDescription('x'.repeat(201));
    expect(description()).toHaveAccessibleDescription('201/200 characters');
  });

  it('refuses 4 characters and sends nothing', async () => {
    const bodies = recordFeedback();
    const { user } = await openPage();
    await user.type(description(), 'Slow');
    await user.click(submit());
    expect(await screen.findByText('Please enter at least 5 characters')).toBeInTheDocument();
    expect(description()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('refuses 201 characters and sends nothing', async () => {
    const bodies = recordFeedback();
    const { user } = await openPage();
    setDescription('x'.repeat(201));
    await user.click(submit());
    expect(await screen.findByText('Please enter at most 200 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('counts and checks the trimmed text: five spaces are refused, nothing is sent', async () => {
    const bodies = recordFeedback();
    const { user } = await openPage();
    setDescription('     ');
    expect(description()).toHaveAccessibleDescription('0/200 characters');
    await user.click(submit());
    expect(await screen.findByText('Please enter at least 5 characters')).toBeInTheDocument();
    setDescription('  abcd ');
    expect(description()).toHaveAccessibleDescription('4/200 characters');
    await user.click(submit());
    expect(screen.getByText('Please enter at least 5 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the text trimmed: 200 characters between spaces pass', async () => {
    const bodies = recordFeedback();
    const { user } = await openPage();
    setDescription(`  ${'z'.repeat(200)} `);
    expect(description()).toHaveAccessibleDescription('200/200 characters');
    await user.click(submit());
    await waitFor(() => {
      expect(bodies).toEqual([{ content: 'z'.repeat(200) }]);
    });
  });

  it.each([5, 200])('sends %i characters without a contact (contact optional)', async (length) => {
    const bodies = recordFeedback();
    const { user } = await openPage();
    setDescription('y'.repeat(length));
    await user.click(submit());
    await waitFor(() => {
      expect(bodies).toEqual([{ content: 'y'.repeat(length) }]);
    });
  });
});

describe('Feedback: sending', () => {
  it('200: sends the contact, shows Feedback_Success and clears the form', async () => {
    const bodies = recordFeedback();
    const { user } = await openPage();
    await user.type(description(), 'Please add PayNow');
    await user.type(contact(), ' +65 81234567 ');
    await user.click(submit());
    expect(await screen.findByText('Feedback submitted successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ content: 'Please add PayNow', mobile: '+65 81234567' }]);
    expect(description()).toHaveValue('');
    expect(contact()).toHaveValue('');
    expect(description()).toHaveAccessibleDescription('0/200 characters');
  });

  it('500: the server msg as an error toast, no Feedback_Success, the text stays', async () => {
    recordFeedback({ code: 500, msg: 'Server busy, try again later', data: null });
    const { user } = await openPage();
    await user.type(description(), 'Please add PayNow');
    await user.click(submit());
    expect(await screen.findByText('Server busy, try again later')).toBeInTheDocument();
    expect(screen.queryByText('Feedback submitted successfully')).toBeNull();
    expect(description()).toHaveValue('Please add PayNow');
  });

  it('401: clears the session and goes to login', async () => {
    recordFeedback({ code: 401, msg: 'Token expired', data: null });
    const { user, router } = await openPage();
    await user.type(description(), 'Please add PayNow');
    await user.click(submit());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
    expect(screen.queryByText('Feedback submitted successfully')).toBeNull();
  });
});

describe('Feedback in zh and zh-hant', () => {
  it.each([
    ['/zh/Tabs/Feedback', '意见反馈', '问题描述', '0/200 个字符', '提交'],
    ['/zh-hant/Tabs/Feedback', '意見反饋', '問題描述', '0/200 個字元', '提交'],
  ])('%s shows its texts in its language', async (path, title, label, counter, send) => {
    openSignedIn(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(counter);
    expect(screen.getByRole('button', { name: send })).toBeInTheDocument();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { advance, runDueTimers, runTimersUntil } from '../../../tests/utils/fake-time';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { ApiError } from '../../api/api-error';
import {
  getCheckCaptchaMockHandler,
  getGetCaptchaMockHandler,
} from '../../api/generated/captcha/captcha.msw';
import type { GetCaptchaRequest } from '../../api/generated/model';
import { encryptAesEcb } from '../../lib/aes-ecb';
import { COOKIE, readCookie } from '../../lib/cookies';
import { saveCountdown } from '../../lib/code-countdown-store';
import { needsCaptcha, VerificationCodeButton } from './verification-code-button';

type Send = (captchaVerification?: string) => Promise<unknown>;

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const button = () => screen.getByRole('button', { name: /send code|sending|sent|resend/i });

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

function renderButton(send: Send, props: { channel?: string; disabled?: boolean } = {}) {
  const onSent = vi.fn();
  const utils = renderWithProviders(
    <VerificationCodeButton
      send={send}
      channel={props.channel ?? 'register-email'}
      disabled={props.disabled}
      onSent={onSent}
    />,
  );
  return { ...utils, onSent };
}

const apiError = (code: number) =>
  new ApiError({
    kind: 'business',
    code,
    msg: 'failed',
    url: '/api/auth/sendEmailCode',
    method: 'POST',
  });

describe('VerificationCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('starts in state 1 (Send Code)', () => {
    renderButton(vi.fn<Send>());
    expect(button()).toHaveTextContent('Send Code');
    expect(button()).toHaveAttribute('data-state', '1');
    expect(button()).toBeEnabled();
  });

  it('is in state 4 (Sending) while the call runs and ignores more clicks', async () => {
    const call = deferred();
    const send = vi.fn<Send>(() => call.promise);
    renderButton(send);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Sending…');
    expect(button()).toHaveAttribute('data-state', '4');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(undefined);
    call.resolve(0);
    await settle();
    expect(button()).toHaveAttribute('data-state', '2');
  });

  it('counts down exactly 60 s, then offers Resend (state 3) and clears the cookies', async () => {
    const { onSent } = renderButton(vi.fn<Send>(() => Promise.resolve(false)));
    fireEvent.click(button());
    await settle();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent('Sent 60s');
    expect(button()).toHaveAttribute('data-state', '2');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    advance(1_000);
    expect(button()).toHaveTextContent('Sent 59s');
    expect(JSON.parse(readCookie(COOKIE.codeStartUi)!)).toEqual({ 'register-email': 59 });
    advance(58_000);
    expect(button()).toHaveTextContent('Sent 1s');
    advance(999);
    expect(button()).toHaveTextContent('Sent 1s');
    expect(readCookie(COOKIE.codeStart)).toBeDefined();
    advance(1);
    expect(button()).toHaveTextContent('Resend');
    expect(button()).toHaveAttribute('data-state', '3');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(readCookie(COOKIE.codeStart)).toBeUndefined();
    expect(readCookie(COOKIE.codeStartUi)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the sent message for 1500 ms', async () => {
    renderButton(vi.fn<Send>(() => Promise.resolve(0)));
    fireEvent.click(button());
    await settle();
    expect(screen.getByText('Verification code has been sent')).toBeVisible();
    // Seed 000 section 8: the sent message shows for 1500 ms.
    advance(1_499);
    expect(screen.getByText('Verification code has been sent')).toBeVisible();
    advance(1);
    expect(screen.queryByText('Verification code has been sent')).toBeNull();
  });

  it('ignores clicks during the countdown and resends from state 3, back at 60', async () => {
    const send = vi.fn<Send>(() => Promise.resolve(0));
    renderButton(send);
    fireEvent.click(button());
    await settle();
    advance(30_000);
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);
    advance(30_000);
    expect(button()).toHaveTextContent('Resend');
    fireEvent.click(button());
    expect(button()).toHaveTextContent('Sending…');
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(button()).toHaveTextContent('Sent 60s');
  });

  it('returns to state 1 on any non-200 reply', async () => {
    const send = vi.fn<Send>(() => Promise.reject(apiError(10008)));
    renderButton(send);
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveTextContent('Send Code');
    expect(button()).toHaveAttribute('data-state', '1');
    expect(readCookie(COOKIE.codeStart)).toBeUndefined();
    expect(screen.queryByText('Verification code has been sent')).toBeNull();
  });

  it('returns to state 1 (not Resend) when a resend fails', async () => {
    const send = vi.fn<Send>().mockResolvedValueOnce(0).mockRejectedValueOnce(apiError(500));
    renderButton(send);
    fireEvent.click(button());
    await settle();
    advance(60_000);
    expect(button()).toHaveTextContent('Resend');
    fireEvent.click(button());
    await settle();
    expect(button()).toHaveAttribute('data-state', '1');
    expect(button()).toHaveTextContent('Send Code');
  });

  it('resumes a countdown kept in the cookies (a reload)', () => {
    saveCountdown('register-email', Date.now() + 42_500, 43);
    const send = vi.fn<Send>();
    renderButton(send);
    expect(button()).toHaveTextContent('Sent 43s');
    expect(button()).toHaveAttribute('data-state', '2');
    advance(500);
    expect(button()).toHaveTextContent('Sent 42s');
    advance(42_000);
    expect(button()).toHaveTextContent('Resend');
    expect(readCookie(COOKIE.codeStart)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('a countdown another tab started after this one rendered: no second code, its countdown shows', async () => {
    const send = vi.fn<Send>(() => Promise.resolve(0));
    renderButton(send);
    expect(button()).toHaveTextContent('Send Code');
    // The other tab sent a code 17 s ago.
    saveCountdown('register-email', Date.now() + 43_000, 43);
    fireEvent.click(button());
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(button()).toHaveTextContent('Sent 43s');
    advance(43_000);
    expect(button()).toHaveTextContent('Resend');
  });

  it('coming back to this tab shows the countdown another tab started', () => {
    renderButton(vi.fn<Send>());
    saveCountdown('register-email', Date.now() + 30_000, 30);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(button()).toHaveTextContent('Sent 30s');
  });

  it('resumes after an unmount and mount (leaving the screen and coming back)', async () => {
    const first = renderButton(vi.fn<Send>(() => Promise.resolve(0)));
    fireEvent.click(button());
    await settle();
    advance(10_000);
    first.unmount();
    advance(5_000);
    renderButton(vi.fn<Send>());
    expect(button()).toHaveTextContent('Sent 45s');
  });

  it('keeps two channels apart', async () => {
    renderWithProviders(
      <>
        <VerificationCodeButton send={() => Promise.resolve(0)} channel="email" />
        <VerificationCodeButton send={() => Promise.resolve(0)} channel="phone" />
      </>,
    );
    const [email, phone] = screen.getAllByRole('button');
    fireEvent.click(email!);
    await settle();
    expect(email).toHaveTextContent('Sent 60s');
    expect(phone).toHaveTextContent('Send Code');
    expect(Object.keys(JSON.parse(readCookie(COOKIE.codeStart)!) as object)).toEqual(['email']);
  });

  it('does nothing while the caller disables it', () => {
    const send = vi.fn<Send>();
    renderButton(send, { disabled: true });
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(send).not.toHaveBeenCalled();
  });

  it('reads data 1 and true as "captcha first"', () => {
    expect(needsCaptcha(1)).toBe(true);
    expect(needsCaptcha(true)).toBe(true);
    expect(needsCaptcha(0)).toBe(false);
    expect(needsCaptcha(false)).toBe(false);
    expect(needsCaptcha(null)).toBe(false);
    expect(needsCaptcha('1')).toBe(false);
  });

  it('shows its texts in Chinese', () => {
    renderWithProviders(<VerificationCodeButton send={vi.fn<Send>()} channel="c" />, '/zh');
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    renderButton(vi.fn<Send>());
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('VerificationCodeButton with a captcha', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  let getBodies: GetCaptchaRequest[];

  beforeEach(() => {
    getBodies = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      getGetCaptchaMockHandler(async ({ request }) => {
        getBodies.push((await request.json()) as GetCaptchaRequest);
        return {
          repCode: '0000',
          repMsg: null,
          success: true,
          repData: {
            originalImageBase64: PNG,
            jigsawImageBase64: null,
            token: 'c4a9e1f03b7d4d55a2f6e8b1907c3d24',
            secretKey: 'mC4bQ8vLz2NfT6kH',
            wordList: ['充', '值', '卡'],
          },
        };
      }),
      getCheckCaptchaMockHandler(),
    );
  });
  afterEach(() => {
    localStorage.clear();
  });

  const picture = () => screen.queryByRole('button', { name: /Picture: tap the characters/ });

  it('opens the click-word captcha on data 1, then sends again with captchaVerification', async () => {
    const send = vi.fn<Send>().mockResolvedValueOnce(1).mockResolvedValueOnce(0);
    renderButton(send);
    fireEvent.click(button());
    await runTimersUntil(() => picture() !== null);
    expect(getBodies[0]!.captchaType).toBe('clickWord');
    expect(button()).toHaveAttribute('data-state', '4');
    for (const [x, y] of [
      [55.35, 93.6],
      [214, 43.6],
      [145.8, 127.7],
    ] as const) {
      fireEvent.click(picture()!, { clientX: x, clientY: y, detail: 1 });
    }
    await runTimersUntil(() => screen.queryByText('Verification succeeded') !== null);
    expect(send).toHaveBeenCalledTimes(1);
    // The captcha hands over its verification when it closes, 1.5 s after success.
    advance(1_499);
    await runDueTimers();
    expect(send).toHaveBeenCalledTimes(1);
    advance(1);
    await runTimersUntil(() => send.mock.calls.length === 2);
    expect(send).toHaveBeenLastCalledWith(
      encryptAesEcb(
        'c4a9e1f03b7d4d55a2f6e8b1907c3d24---[{"x":52,"y":88},{"x":201,"y":41},{"x":137,"y":120}]',
        'mC4bQ8vLz2NfT6kH',
      ),
    );
    await runTimersUntil(() => button().getAttribute('data-state') === '2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveTextContent('Sent 60s');
  });

  it('returns to where it was when the captcha is closed unsolved', async () => {
    const send = vi.fn<Send>().mockResolvedValue(true);
    renderButton(send);
    fireEvent.click(button());
    await runTimersUntil(() => picture() !== null);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button()).toHaveAttribute('data-state', '1');
    expect(send).toHaveBeenCalledTimes(1);
  });
});

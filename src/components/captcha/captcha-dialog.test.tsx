import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, runDueTimers, runTimersUntil } from '../../../tests/utils/fake-time';
import { renderWithProviders } from '../../../tests/utils/render-with-providers';
import { server } from '../../../mocks/node-server';
import {
  getCheckCaptchaMockHandler,
  getGetCaptchaMockHandler,
} from '../../api/generated/captcha/captcha.msw';
import type {
  CheckCaptchaRequest,
  CheckCaptchaResponse,
  GetCaptchaRequest,
  GetCaptchaResponse,
} from '../../api/generated/model';
import { CAPTCHA_RETRY_MS } from '../../config/timing';
import { encryptAesEcb } from '../../lib/aes-ecb';
import { MAX_PIECE_OFFSET } from '../../lib/captcha-answer';
import { CaptchaDialog } from './captcha-dialog';

// The contract's examples (openapi/domains/captcha.yaml).
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const blockPuzzle = (
  token = '71dd26999e314f9abb0c635336976635',
  secretKey: string | null = 'XwKsGlMcdPMEhR1B',
): GetCaptchaResponse => ({
  repCode: '0000',
  repMsg: null,
  success: true,
  repData: { originalImageBase64: PNG, jigsawImageBase64: PNG, token, secretKey, wordList: null },
});
const clickWord: GetCaptchaResponse = {
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
const checkOk: CheckCaptchaResponse = {
  repCode: '0000',
  repMsg: null,
  success: true,
  repData: { captchaType: 'blockPuzzle', token: '71dd26999e314f9abb0c635336976635', result: true },
};
const checkFailed6111: CheckCaptchaResponse = {
  repCode: '6111',
  repMsg: '验证失败',
  success: false,
  repData: null,
};
const tooMany6201 = {
  repCode: '6201',
  repMsg: 'get接口请求次数超限，请稍后再试!',
  success: false,
  repData: null,
} as const satisfies CheckCaptchaResponse & GetCaptchaResponse;
const serverError9999 = {
  repCode: '9999',
  repMsg: '服务器内部异常',
  success: false,
  repData: null,
} as const satisfies GetCaptchaResponse;

const NOW = Date.UTC(2026, 0, 15, 8, 30);
let getBodies: GetCaptchaRequest[];
let checkBodies: CheckCaptchaRequest[];

function serve(
  challenges: GetCaptchaResponse | GetCaptchaResponse[],
  check: CheckCaptchaResponse = checkOk,
) {
  const queue = Array.isArray(challenges) ? [...challenges] : [challenges];
  server.use(
    getGetCaptchaMockHandler(async ({ request }) => {
      getBodies.push((await request.json()) as GetCaptchaRequest);
      return queue.length > 1 ? queue.shift()! : queue[0]!;
    }),
    getCheckCaptchaMockHandler(async ({ request }) => {
      checkBodies.push((await request.json()) as CheckCaptchaRequest);
      return check;
    }),
  );
}

const picture = () => screen.queryByRole('img', { name: 'Verification picture' });

function renderCaptcha(kind?: 'blockPuzzle' | 'clickWord') {
  const onVerified = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <CaptchaDialog open onVerified={onVerified} onClose={onClose} kind={kind} />,
    '/en/login',
  );
  return { onVerified, onClose };
}

function slide(from: number, to: number) {
  const handle = screen.getByRole('slider', { name: 'Puzzle piece position' });
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: from });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: (from + to) / 2 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: to });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: to });
}

beforeEach(() => {
  getBodies = [];
  checkBodies = [];
  // Only the app's timers and the clock; the mocked network runs on real turns.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: NOW });
});
afterEach(() => {
  localStorage.clear();
});

describe('CaptchaDialog, slide puzzle', () => {
  it('asks for a blockPuzzle challenge with a kept slider-<uuid> client id and the time', async () => {
    serve(blockPuzzle());
    renderCaptcha();
    expect(
      screen.getByRole('dialog', { name: 'Please complete the security verification' }),
    ).toBeVisible();
    await runTimersUntil(() => picture() !== null);
    expect(getBodies).toHaveLength(1);
    expect(getBodies[0]!.captchaType).toBe('blockPuzzle');
    expect(getBodies[0]!.clientUid).toMatch(/^slider-[0-9a-f-]{36}$/);
    expect(getBodies[0]!.clientUid).toBe(localStorage.getItem('slider'));
    expect(getBodies[0]!.ts).toBe(NOW);
    expect(picture()).toHaveAttribute('src', `data:image/png;base64,${PNG}`);
  });

  it('scales the drag on the 330 px picture back to 310 px and sends {x, y: 5} encrypted', async () => {
    serve(blockPuzzle());
    renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    // 165 px on the picture drawn 330 wide is 155 px of the 310 px image.
    slide(20, 185);
    await runTimersUntil(() => checkBodies.length === 1);
    expect(checkBodies[0]).toEqual({
      captchaType: 'blockPuzzle',
      token: '71dd26999e314f9abb0c635336976635',
      pointJson: encryptAesEcb('{"x":155,"y":5}', 'XwKsGlMcdPMEhR1B'),
    });
  });

  it('shows success for 1 s, then closes at 1.5 s with the captchaVerification', async () => {
    serve(blockPuzzle());
    const { onVerified, onClose } = renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    slide(0, 165);
    await runTimersUntil(() => screen.queryByText('Verification succeeded') !== null);
    // Seed 000 section 4: the success message for 1 s, the pop-up closes after 1.5 s.
    advance(999);
    expect(screen.getByText('Verification succeeded')).toBeVisible();
    advance(1);
    expect(screen.queryByText('Verification succeeded')).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
    advance(499);
    expect(onVerified).not.toHaveBeenCalled();
    advance(1);
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(onVerified).toHaveBeenCalledWith(
      encryptAesEcb('71dd26999e314f9abb0c635336976635---{"x":155,"y":5}', 'XwKsGlMcdPMEhR1B'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be dismissed while it shows success', async () => {
    serve(blockPuzzle());
    const { onClose } = renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    slide(0, 100);
    await runTimersUntil(() => screen.queryByText('Verification succeeded') !== null);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is a keyboard slider: arrows and Page keys move the piece, Enter checks it', async () => {
    serve(blockPuzzle());
    renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    const handle = screen.getByRole('slider');
    expect(handle).toHaveAccessibleDescription(/arrow keys move the piece, Enter checks it/);
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(handle).toHaveAttribute('aria-valuemax', String(MAX_PIECE_OFFSET));
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle).toHaveAttribute('aria-valuenow', '21');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle).toHaveAttribute('aria-valuenow', String(MAX_PIECE_OFFSET));
    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await runTimersUntil(() => checkBodies.length === 1);
    expect(checkBodies[0]!.pointJson).toBe(encryptAesEcb('{"x":10,"y":5}', 'XwKsGlMcdPMEhR1B'));
  });

  it('does not send a tap without a slide', async () => {
    serve(blockPuzzle());
    renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    slide(50, 50);
    await runDueTimers();
    expect(checkBodies).toHaveLength(0);
  });

  it('on a wrong answer shows Validation Failed and fetches a new challenge after 0.8 s', async () => {
    serve([blockPuzzle('first-token'), blockPuzzle('second-token')], checkFailed6111);
    renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    slide(0, 120);
    await runTimersUntil(() => screen.queryByText('Validation Failed') !== null);
    expect(CAPTCHA_RETRY_MS).toBeGreaterThanOrEqual(700);
    expect(CAPTCHA_RETRY_MS).toBeLessThanOrEqual(1_000);
    // Seed 000 section 4: a new challenge "after about 0.7 to 1 second".
    advance(699);
    await runDueTimers();
    expect(getBodies).toHaveLength(1);
    advance(301);
    await runTimersUntil(() => getBodies.length === 2 && picture() !== null);
    expect(screen.queryByText('Validation Failed')).toBeNull();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    slide(0, 33);
    await runTimersUntil(() => checkBodies.length === 2);
    expect(checkBodies[1]!.token).toBe('second-token');
  });

  it('answers in plain JSON and hands back a plain verification without a secret key', async () => {
    serve(blockPuzzle('plain-token', null));
    const { onVerified } = renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    slide(0, 165);
    await runTimersUntil(() => screen.queryByText('Verification succeeded') !== null);
    expect(checkBodies[0]!.pointJson).toBe('{"x":155,"y":5}');
    advance(1_500);
    expect(onVerified).toHaveBeenCalledWith('plain-token---{"x":155,"y":5}');
  });

  it('6201 on the check clears the image, shows the translated failure text and waits for retry', async () => {
    serve([blockPuzzle('first-token'), blockPuzzle('second-token')], tooMany6201);
    renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    slide(0, 120);
    await runTimersUntil(() => screen.queryByText('Validation Failed') !== null);
    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    // Never the server's raw (Chinese) msg on the English screen.
    expect(screen.queryByText(tooMany6201.repMsg)).toBeNull();
    expect(picture()).toBeNull();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    advance(5_000);
    await runDueTimers();
    expect(getBodies).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await runTimersUntil(() => picture() !== null);
    expect(getBodies).toHaveLength(2);
  });

  it('6201 on the challenge shows no image, the translated failure text and a retry button', async () => {
    serve([tooMany6201, blockPuzzle()]);
    renderCaptcha();
    await runTimersUntil(() => screen.queryByText('Validation Failed') !== null);
    expect(screen.getByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText(tooMany6201.repMsg)).toBeNull();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await runTimersUntil(() => picture() !== null);
  });

  it('a server exception on the challenge shows its message and a retry button', async () => {
    serve([serverError9999, blockPuzzle()]);
    renderCaptcha();
    await runTimersUntil(() => screen.queryByText('服务器内部异常') !== null);
    expect(picture()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await runTimersUntil(() => picture() !== null);
  });

  it('Refresh fetches a new challenge', async () => {
    serve([blockPuzzle('first-token'), blockPuzzle('second-token')]);
    renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await runTimersUntil(() => getBodies.length === 2 && picture() !== null);
    slide(0, 10);
    await runTimersUntil(() => checkBodies.length === 1);
    expect(checkBodies[0]!.token).toBe('second-token');
  });

  it('Close and Escape call onClose', async () => {
    serve(blockPuzzle());
    const { onClose } = renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing and asks nothing while closed', async () => {
    serve(blockPuzzle());
    renderWithProviders(<CaptchaDialog open={false} onVerified={vi.fn()} onClose={vi.fn()} />);
    await runDueTimers();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getBodies).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    serve(blockPuzzle());
    renderCaptcha();
    await runTimersUntil(() => picture() !== null);
    vi.useRealTimers();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

describe('CaptchaDialog, tap the characters', () => {
  const pictureButton = () =>
    screen.queryByRole('button', { name: 'Picture: tap the characters 充 值 卡 in this order' });

  it('shows the order, marks numbered taps and sends the three points encrypted', async () => {
    serve(clickWord);
    const { onVerified } = renderCaptcha('clickWord');
    await runTimersUntil(() => pictureButton() !== null);
    expect(getBodies[0]!.captchaType).toBe('clickWord');
    expect(getBodies[0]!.clientUid).toMatch(/^point-/);
    expect(screen.getByText('Tap in order:')).toHaveTextContent('Tap in order: 充值卡');
    const button = pictureButton()!;
    expect(button).toHaveAccessibleDescription(/needs sight and a pointer/);
    // Drawn 330 x 165: the taps scale to the 310 x 155 image.
    fireEvent.click(button, { clientX: 55.35, clientY: 93.6, detail: 1 });
    expect(button).toHaveTextContent('1');
    expect(screen.getByText('Tapped 1 of 3')).toBeInTheDocument();
    fireEvent.click(button, { clientX: 214, clientY: 43.6, detail: 1 });
    expect(checkBodies).toHaveLength(0);
    fireEvent.click(button, { clientX: 145.8, clientY: 127.7, detail: 1 });
    expect(button).toHaveTextContent('123');
    await runTimersUntil(() => checkBodies.length === 1);
    expect(checkBodies[0]).toEqual({
      captchaType: 'clickWord',
      token: 'c4a9e1f03b7d4d55a2f6e8b1907c3d24',
      pointJson:
        'GY1GQ4Quah750wL3eYSWzZOS9Pl1WdtKo28bLM8ttMIjn8X6G9fZESw52gwKP332gDlbKndca1vhP+cntxIXeQ==',
    });
    await runTimersUntil(() => screen.queryByText('Verification succeeded') !== null);
    advance(1_500);
    expect(onVerified).toHaveBeenCalledWith(
      'WzubkOdnEjJ7LEwLif3xVXv1PQTDb+aDwBAXkxd7127WzxK4BwDwy5Cd9wjxEfBpR2G9nZ8FWoqaeoidVkvGT+k1EvPVLkB9sFVhk5EiSioQ02lEIMManfErU6ZjtaVI',
    );
  });

  it('ignores a keyboard press on the picture (it has no position)', async () => {
    serve(clickWord);
    renderCaptcha('clickWord');
    await runTimersUntil(() => pictureButton() !== null);
    fireEvent.click(pictureButton()!, { detail: 0 });
    expect(screen.getByText('Tapped 0 of 3')).toBeInTheDocument();
  });

  it('clears the taps when a wrong answer brings a new picture', async () => {
    serve(clickWord, checkFailed6111);
    renderCaptcha('clickWord');
    await runTimersUntil(() => pictureButton() !== null);
    for (const x of [10, 20, 30])
      fireEvent.click(pictureButton()!, { clientX: x, clientY: 10, detail: 1 });
    await runTimersUntil(() => screen.queryByText('Validation Failed') !== null);
    advance(1_000);
    await runTimersUntil(() => getBodies.length === 2 && pictureButton() !== null);
    expect(screen.getByText('Tapped 0 of 3')).toBeInTheDocument();
  });

  it('shows the texts in Chinese', async () => {
    serve(clickWord, checkFailed6111);
    renderWithProviders(
      <CaptchaDialog open kind="clickWord" onVerified={vi.fn()} onClose={vi.fn()} />,
      '/zh/login',
    );
    const name = '图片：请依次点击文字 充 值 卡';
    await runTimersUntil(() => screen.queryByRole('button', { name }) !== null);
    expect(screen.getByRole('dialog', { name: '请完成安全验证' })).toBeVisible();
    expect(screen.getByText('请依次点击：')).toBeVisible();
    const button = screen.getByRole('button', { name });
    for (const x of [10, 20, 30]) fireEvent.click(button, { clientX: x, clientY: 10, detail: 1 });
    await runTimersUntil(() => screen.queryByText('验证失败') !== null);
  });

  it('has no axe violations', async () => {
    serve(clickWord);
    renderCaptcha('clickWord');
    await runTimersUntil(() => pictureButton() !== null);
    vi.useRealTimers();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

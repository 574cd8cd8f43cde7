import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { renderRoute } from '../../../tests/utils/render-route';
import { untilIdle } from '../../../tests/utils/until-idle';
import { getListMessagesMockHandler } from '../../api/generated/messages/messages.msw';
import type { Message, MessageListResponse } from '../../api/generated/model';
import { COOKIE, writeCookie } from '../../lib/cookies';
import { setNavigator } from '../../lib/navigation';
import { recordMarkRead } from './message-test-helpers';

const LONG_BODY =
  '<p>Top up <strong>PUBG Mobile UC</strong> this week and save up to 10%.</p><ul><li>60 UC from $0.99</li><li>660 UC from $9.99</li></ul><p>Offer ends 2026-11-30 23:59:59.</p>';
const SHORT_BODY = '<p>Get <strong>Steam Wallet</strong> codes for the autumn sale.</p>';

function promotion(overrides: Partial<Message> & { id: number }): Message {
  return {
    messageTitle: `Promotion ${overrides.id}`,
    messageContent: SHORT_BODY,
    messageStartTime: '2026-11-20 10:00:00',
    messageStatus: 1,
    messageUrl: null,
    messageImgs: null,
    messageType: 1,
    ...overrides,
  };
}

const PROMOTIONS: Message[] = [
  promotion({
    id: 7102,
    messageTitle: 'Black Friday: PUBG Mobile UC up to 10% off',
    messageContent: LONG_BODY,
    messageUrl: '/en/goodsDetail?spuId=10101&categoryId=101',
    messageImgs: '/mock-assets/banners/pubg-double-uc.svg',
  }),
  promotion({
    id: 7101,
    messageTitle: 'Steam Wallet codes delivered in seconds',
    messageStatus: 0,
    messageImgs: '/mock-assets/banners/steam-sale.svg,/mock-assets/goods/steam-wallet.svg',
  }),
];

function servePromotions(records: Message[] = PROMOTIONS, total = records.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    getListMessagesMockHandler(({ request }): MessageListResponse => {
      asked.push(new URL(request.url).searchParams);
      return { code: 200, msg: 'success', data: { records, total } };
    }),
  );
  return asked;
}

/** jsdom has no layout: the measured height of a promotion body is taken from its text. */
function fakeBodyHeights() {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.textContent.includes('Offer ends')) return 96;
      if (this.textContent.includes('exactly sixty')) return 60;
      return 40;
    },
  });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', descriptor);
  };
}

let restoreHeights: () => void;
beforeEach(() => {
  writeCookie(COOKIE.signedIn, '1');
  restoreHeights = fakeBodyHeights();
});
afterEach(() => {
  restoreHeights();
  vi.restoreAllMocks();
});

describe('salesPromotion', () => {
  it('marks the promotions read once when opened (type 1)', async () => {
    servePromotions();
    const bodies = recordMarkRead();
    const { queryClient } = renderRoute('/en/Tabs/salesPromotion');
    await screen.findByRole('heading', { name: 'Black Friday: PUBG Mobile UC up to 10% off' });
    await waitFor(() => {
      expect(bodies).toEqual([{ type: 1 }]);
    });
    // Once everything the call set off (the summary refetch) is done, still one call.
    await untilIdle(queryClient);
    expect(bodies).toHaveLength(1);
  });

  it('asks for promotions (messageType 1) 5 at a time', async () => {
    const asked = servePromotions();
    renderRoute('/en/Tabs/salesPromotion');
    await screen.findByRole('heading', { name: 'Black Friday: PUBG Mobile UC up to 10% off' });
    expect(asked[0]?.get('messageType')).toBe('1');
    expect(asked[0]?.get('pageSize')).toBe('5');
    expect(asked[0]?.get('pageNum')).toBe('1');
    expect(await screen.findByText('No more')).toBeInTheDocument();
  });

  it('shows each promotion’s title, time, images and sanitised body', async () => {
    servePromotions([
      ...PROMOTIONS,
      promotion({
        id: 7100,
        messageTitle: 'Unsafe body',
        messageContent:
          '<p>Safe text</p><script>window.__promoPwned = 1</script><img src="x" onerror="window.__promoPwned = 2">',
      }),
    ]);
    const { container } = renderRoute('/en/Tabs/salesPromotion');
    const black = await screen.findByRole('article', {
      name: 'Black Friday: PUBG Mobile UC up to 10% off',
    });
    expect(within(black).getByText('2026-11-20 10:00:00')).toBeInTheDocument();
    expect(within(black).getByText('PUBG Mobile UC').tagName).toBe('STRONG');
    expect(black.querySelectorAll('img')).toHaveLength(1);
    const steam = screen.getByRole('article', { name: 'Steam Wallet codes delivered in seconds' });
    expect([...steam.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/mock-assets/banners/steam-sale.svg',
      '/mock-assets/goods/steam-wallet.svg',
    ]);

    const unsafe = screen.getByRole('article', { name: 'Unsafe body' });
    expect(within(unsafe).getByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(unsafe.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __promoPwned?: number }).__promoPwned).toBeUndefined();
  });

  it('collapses a body taller than 60px with an expand/fold control', async () => {
    servePromotions();
    renderRoute('/en/Tabs/salesPromotion');
    const black = await screen.findByRole('article', {
      name: 'Black Friday: PUBG Mobile UC up to 10% off',
    });
    const toggle = await within(black).findByRole('button', { name: 'Expand' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const clamp = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(clamp).toHaveAttribute('data-collapsed', 'true');

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Fold');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(clamp).toHaveAttribute('data-collapsed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Expand');
    expect(clamp).toHaveAttribute('data-collapsed', 'true');
  });

  it('leaves bodies of 60px or less open, without a control', async () => {
    servePromotions([
      promotion({ id: 1, messageTitle: 'Short', messageContent: SHORT_BODY }),
      promotion({ id: 2, messageTitle: 'Sixty', messageContent: '<p>exactly sixty</p>' }),
    ]);
    renderRoute('/en/Tabs/salesPromotion');
    const short = await screen.findByRole('article', { name: 'Short' });
    const sixty = screen.getByRole('article', { name: 'Sixty' });
    expect(within(short).queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();
    expect(within(sixty).queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();
    expect(short.querySelector('[data-collapsed="true"]')).toBeNull();
  });

  it('follows a promotion’s store link after checking it, and offers none for an unsafe one', async () => {
    servePromotions([
      PROMOTIONS[0]!,
      promotion({ id: 9, messageTitle: 'Unsafe link', messageUrl: 'javascript:alert(1)' }),
    ]);
    const { router } = renderRoute('/en/Tabs/salesPromotion');
    setNavigator((href, options) => void router.navigate(href, options));
    const black = await screen.findByRole('article', {
      name: 'Black Friday: PUBG Mobile UC up to 10% off',
    });
    expect(
      within(screen.getByRole('article', { name: 'Unsafe link' })).queryByRole('button', {
        name: 'View details',
      }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(black).getByRole('button', { name: 'View details' }));
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/en/goodsDetail?spuId=10101&categoryId=101',
      );
    });
  });
});

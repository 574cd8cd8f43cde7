import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node-server';
import { getGetUserInfoMockHandler } from '../../api/generated/member/member.msw';
import type { UserInfo, UserInfoResponse } from '../../api/generated/model';
import { getLogTrackingEventMockHandler } from '../../api/generated/tracking/tracking.msw';
import { appDownloadUrl } from '../../config/external-pages';
import { provideRuntimeSettings } from '../../config/runtime-settings';
import { COOKIE, readCookie } from '../../lib/cookies';
import { keepInstallPrompt } from '../../lib/install-prompt';
import { openSignedIn } from '../../../tests/utils/open-signed-in';

const ME = '/en/Tabs/Me';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const member = (over: Partial<UserInfo> = {}): UserInfo => ({
  memberId: 880012,
  memberName: 'alex.chen@example.com',
  nickName: 'Alex',
  avatar: null,
  email: { email: 'alex.chen@example.com', status: 0 },
  mobile: { mobile: '81234567', code: '65', status: 0 },
  level: { level: 1, levelName: 'VIP1' },
  countryEn: 'Singapore',
  appPoints: 60,
  ...over,
});

function serveUser(reply: UserInfoResponse | UserInfo) {
  server.use(
    getGetUserInfoMockHandler('code' in reply ? reply : { code: 200, msg: 'success', data: reply }),
  );
}

function onDevice(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const LISTING = 'https://apps.apple.com/app/topuplive/id1234567890';
/** Chrome on a Mac: iOS-like to the seed's detection, and a browser with an install prompt. */
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Chromium's beforeinstallprompt, with the shopper's answer to its prompt. */
function offerInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}
keepInstallPrompt();

/** The tracking records the page sends. */
function recordTracking(): unknown[] {
  const tracked: unknown[] = [];
  server.use(
    getLogTrackingEventMockHandler(async ({ request }) => {
      tracked.push(await request.json());
      return { code: 200, msg: 'success', data: null };
    }),
  );
  return tracked;
}

afterEach(() => {
  vi.restoreAllMocks();
  provideRuntimeSettings(undefined);
  window.history.replaceState(null, '', '/');
});

const rows = () => within(screen.getByRole('navigation', { name: 'Account centre' }));

describe('Me (account centre)', () => {
  it('links each row to its route, in the seed order', async () => {
    serveUser(member());
    openSignedIn(ME);
    expect(await screen.findByText('Alex')).toBeInTheDocument();
    expect(
      rows()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Personal data', '/en/Tabs/PersonalData'],
      ['Balance', '/en/Tabs/Purses'],
      ['Coupons', '/en/Tabs/Coupons'],
      ['Account security', '/en/Tabs/User'],
      ['Recharge account', '/en/Tabs/RechargeAccount'],
      ['My reviews', '/en/Tabs/myAssessment'],
      ['Feedback', '/en/Tabs/Feedback'],
    ]);
  });

  it('shows the nickname and the level name', async () => {
    serveUser(member({ level: { level: 3, levelName: 'VIP3' } }));
    openSignedIn(ME);
    expect(await screen.findByText('Level: VIP3')).toBeInTheDocument();
    expect(screen.getByText('Alex')).toBeInTheDocument();
  });

  it.each([
    [0, 0, false],
    [1, 0, true],
    [0, 1, true],
  ] as const)(
    'email status %i and mobile status %i: upgrade-security tag %s',
    async (email, mobile, shown) => {
      serveUser(
        member({
          email: { email: 'a@example.com', status: email },
          mobile: { mobile: '81234567', code: '65', status: mobile },
        }),
      );
      openSignedIn(ME);
      await screen.findByText('Alex');
      const security = rows().getByRole('link', { name: /Account security/ });
      if (shown) expect(within(security).getByText('Upgrade security')).toBeInTheDocument();
      else expect(screen.queryByText('Upgrade security')).not.toBeInTheDocument();
    },
  );

  it('offers an iPhone with 51 app points the App Store download', async () => {
    provideRuntimeSettings({ APP_STORE_URL: LISTING });
    onDevice(IPHONE);
    serveUser(member({ appPoints: 51 }));
    openSignedIn(ME);
    expect(await screen.findByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      LISTING,
    );
    expect(screen.queryByRole('button', { name: 'Watch how' })).not.toBeInTheDocument();
  });

  it.each([
    ['not configured', ''],
    ['the placeholder id', 'https://apps.apple.com/app/topuplive/id0000000000'],
  ])(
    'App Store listing %s: an iPhone with 51 app points gets the add-to-desktop guide, no link',
    async (_, url) => {
      provideRuntimeSettings({ APP_STORE_URL: url });
      onDevice(IPHONE);
      serveUser(member({ appPoints: 51 }));
      openSignedIn(ME);
      // It says that it opens a dialog (the guide).
      expect(await screen.findByRole('button', { name: 'Watch how' })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
      expect(screen.queryByRole('link', { name: 'Download the app' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Get the app' })).not.toBeInTheDocument();
    },
  );

  it('the guide plays the configured video; without one it shows the steps only', async () => {
    provideRuntimeSettings({ ADD_TO_DESKTOP_VIDEO_URL: '/media/add-to-desktop.mp4' });
    onDevice(IPHONE);
    serveUser(member({ appPoints: 0 }));
    openSignedIn(ME);
    await userEvent.click(await screen.findByRole('button', { name: 'Watch how' }));
    const guide = screen.getByRole('dialog', { name: 'Add to home screen' });
    const video = guide.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/add-to-desktop.mp4');
    expect(video).toHaveAttribute('aria-label', 'Video: adding the store to the home screen');
    await userEvent.click(within(guide).getByRole('button', { name: 'Close' }));
    provideRuntimeSettings({});
    await userEvent.click(screen.getByRole('button', { name: 'Watch how' }));
    const again = screen.getByRole('dialog', { name: 'Add to home screen' });
    expect(again.querySelector('video')).toBeNull();
    expect(within(again).getByText('Choose “Add to Home Screen”.')).toBeInTheDocument();
  });

  it('offers an iPhone with 50 app points the add-to-desktop guide, tracked bare', async () => {
    onDevice(IPHONE);
    const tracked = recordTracking();
    serveUser(member({ appPoints: 50 }));
    openSignedIn(ME);
    await userEvent.click(await screen.findByRole('button', { name: 'Watch how' }));
    const guide = screen.getByRole('dialog', { name: 'Add to home screen' });
    expect(within(guide).getByText('Choose “Add to Home Screen”.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the app' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(tracked).toEqual([{ trackingPosition: 'add_to_desktop' }]);
    });
    await userEvent.click(within(guide).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['accepted', 'dismissed'] as const)(
    'uses the browser’s install prompt where it offers one (%s), tracked bare',
    async (outcome) => {
      onDevice(MAC_CHROME);
      const tracked = recordTracking();
      serveUser(member({ appPoints: 0 }));
      const event = offerInstallPrompt(outcome);
      // Chrome's own mini-infobar is held back: the offer is the Me page's.
      expect(event.defaultPrevented).toBe(true);
      openSignedIn(ME);
      await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
      expect(event.prompt).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => {
        expect(tracked).toEqual([{ trackingPosition: 'add_to_desktop' }]);
      });
      // A prompt is shown once: afterwards the guide is offered until the browser offers again.
      expect(await screen.findByRole('button', { name: 'Watch how' })).toBeInTheDocument();
    },
  );

  it('offers the guide, not the prompt, once the store is installed', async () => {
    onDevice(MAC_CHROME);
    serveUser(member({ appPoints: 0 }));
    offerInstallPrompt('accepted');
    window.dispatchEvent(new Event('appinstalled'));
    openSignedIn(ME);
    expect(await screen.findByRole('button', { name: 'Watch how' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('offers Android the Google Play download whatever the points', async () => {
    onDevice(ANDROID);
    serveUser(member({ appPoints: 0 }));
    openSignedIn(ME);
    expect(await screen.findByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      appDownloadUrl('android'),
    );
  });

  it("shows the public-account banner, linked to the deployment's PUBLIC_ACCOUNT_URL", async () => {
    provideRuntimeSettings({ PUBLIC_ACCOUNT_URL: 'https://line.me/R/ti/p/@topuplive' });
    serveUser(member());
    openSignedIn(ME);
    expect(
      await screen.findByRole('heading', { name: 'Follow our official account' }),
    ).toBeInTheDocument();
    const follow = screen.getByRole('link', { name: 'Follow' });
    expect(follow).toHaveAttribute('target', '_blank');
    expect(follow).toHaveAttribute('href', 'https://line.me/R/ti/p/@topuplive');
  });

  it('shows an error block with Retry on 500 (rows stay) and recovers', async () => {
    serveUser({ code: 500, msg: 'The system is busy', data: null });
    openSignedIn(ME);
    expect(
      await screen.findByText('Your account details could not be loaded.'),
    ).toBeInTheDocument();
    // The catalogue's 500: msg as an error toast.
    expect(screen.getByText('The system is busy')).toBeInTheDocument();
    expect(rows().getAllByRole('link')).toHaveLength(7);
    serveUser(member());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Alex')).toBeInTheDocument();
  });

  it('clears the session and goes to login on 401', async () => {
    serveUser({ code: 401, msg: 'Login expired', data: null });
    const { router } = openSignedIn(ME);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/login');
    });
    expect(readCookie(COOKIE.signedIn)).toBeUndefined();
  });

  it('reads in simplified and traditional Chinese', async () => {
    serveUser(member({ email: { email: 'a@example.com', status: 1 } }));
    const first = openSignedIn('/Tabs/Me');
    expect(await screen.findByText('升级安全')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /账户安全/ })).toBeInTheDocument();
    expect(screen.getByText('等级：VIP1')).toBeInTheDocument();
    first.unmount();
    openSignedIn('/zh-hant/Tabs/Me');
    expect(await screen.findByText('升級安全')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /帳戶安全/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '意見回饋' })).toBeInTheDocument();
  });
});

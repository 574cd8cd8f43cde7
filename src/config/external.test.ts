import { afterEach, describe, expect, it } from 'vitest';
import { socialLinks, supportChatBaseUrl, urlAllowList } from './external';
import { provideRuntimeSettings } from './runtime-settings';

afterEach(() => {
  provideRuntimeSettings(undefined);
});

describe('the external addresses, from the run-time settings', () => {
  it('the support chat: its default, or SUPPORT_CHAT_URL, whose host alone is the support list', () => {
    expect(supportChatBaseUrl()).toBe('https://support.topuplive.example/chat');
    expect(urlAllowList('support').hosts).toEqual(['support.topuplive.example']);
    provideRuntimeSettings({ SUPPORT_CHAT_URL: 'https://chat.shop.example/live' });
    expect(supportChatBaseUrl()).toBe('https://chat.shop.example/live');
    expect(urlAllowList('support')).toEqual({ internal: false, hosts: ['chat.shop.example'] });
  });

  it('the social links: their defaults, or the SOCIAL_* settings, and their hosts as content', () => {
    expect(socialLinks().map((link) => link.href)).toEqual([
      'https://www.facebook.com/topuplive',
      'https://www.instagram.com/topuplive',
      'https://www.youtube.com/@topuplive',
      'https://discord.gg/topuplive',
    ]);
    provideRuntimeSettings({
      SOCIAL_FACEBOOK: 'https://fb.example/shop',
      SOCIAL_INSTAGRAM: 'https://ig.example/shop',
      SOCIAL_YOUTUBE: 'https://yt.example/shop',
      SOCIAL_DISCORD: 'https://dc.example/shop',
    });
    expect(socialLinks()).toEqual([
      { name: 'Facebook', href: 'https://fb.example/shop' },
      { name: 'Instagram', href: 'https://ig.example/shop' },
      { name: 'YouTube', href: 'https://yt.example/shop' },
      { name: 'Discord', href: 'https://dc.example/shop' },
    ]);
    expect(urlAllowList('content').hosts).toEqual(
      expect.arrayContaining(['fb.example', 'ig.example', 'yt.example', 'dc.example']),
    );
    expect(urlAllowList('content').hosts).not.toContain('www.facebook.com');
  });

  it('CONTENT_HOSTS and PAYMENT_HOSTS add hosts to their own purpose only', () => {
    provideRuntimeSettings({
      CONTENT_HOSTS: ' Cdn.Shop.example, news.shop.example ',
      PAYMENT_HOSTS: 'pay.shop.example:8443',
    });
    const content = urlAllowList('content').hosts;
    const payment = urlAllowList('payment').hosts;
    expect(content).toEqual(expect.arrayContaining(['cdn.shop.example', 'news.shop.example']));
    expect(content).not.toContain('pay.shop.example:8443');
    expect(payment).toContain('pay.shop.example:8443');
    expect(payment).not.toContain('cdn.shop.example');
  });
});

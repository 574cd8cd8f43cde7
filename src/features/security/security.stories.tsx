// The security hub (User) and its pages in their states (Storybook;
// src/app/screen-stories.test.tsx renders each in every language with axe). Replies: the
// contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import { fillAndSubmit, shows, showsExampleMsg } from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Security' } satisfies Meta;

export const Hub = screenStory('user', { state: 'member', play: shows('security:hub.title') });
export const HubLoading = loadingStory('user', 'getUserInfo');
export const HubError = errorStory('user', 'getUserInfo');

export const ChangePassword = screenStory('changePassword', {
  state: 'form',
  play: shows('security:password.title'),
});
export const ChangePasswordWrongOriginal = screenStory('changePassword', {
  state: '500 wrong original password',
  replies: [example('changePassword', 'wrongOriginalPassword500')],
  play: async (context: StoryContext) => {
    await fillAndSubmit(
      context,
      {
        'security:password.original': 'Topup2026',
        'security:password.new': 'Alex_secure88',
        'security:password.confirm': 'Alex_secure88',
      },
      'security:password.submit',
    );
    // The code table's toast (security-form-rules.ts): the contract example's msg.
    await showsExampleMsg('changePassword', 'wrongOriginalPassword500')(context);
  },
});

export const BindCellphone = screenStory('bindCellphone', {
  state: 'form',
  play: shows('security:bindMobile.title'),
});

export const ChangePhone = screenStory('changePhone', {
  state: 'phone member',
  replies: [example('getUserInfo', 'phoneMember')],
  play: shows('security:changePhone.title'),
});
export const ChangePhoneLoading = loadingStory('changePhone', 'getUserInfo');

export const EmailCertification = screenStory('emailCertification', {
  state: 'form',
  play: shows('security:email.title'),
});
export const EmailCertificationError = errorStory('emailCertification', 'getUserInfo');

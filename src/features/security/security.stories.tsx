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

/** A code of the security forms' table (security-form-rules.ts): the msg as a toast. */
function bindCode(
  key: 'bindCellphone' | 'emailCertification',
  operationId: 'bindPhone' | 'bindEmail',
  exampleName: string,
  fields: Record<string, string>,
  submit: string,
) {
  return screenStory(key, {
    state: exampleName.replace(/^(\D+)(\d+)$/, '$2 $1'),
    replies: [example(operationId, exampleName)],
    play: async (context: StoryContext) => {
      await fillAndSubmit(context, fields, submit);
      await showsExampleMsg(operationId, exampleName)(context);
    },
  });
}

const PHONE_FORM = {
  'security:bindMobile.phone': '81234567',
  'security:bindMobile.code': '739204',
};
export const BindCellphoneWrongCode = bindCode(
  'bindCellphone',
  'bindPhone',
  'wrongCode10008',
  PHONE_FORM,
  'security:bindMobile.submit',
);
export const BindCellphoneInUse = bindCode(
  'bindCellphone',
  'bindPhone',
  'phoneInUse500',
  PHONE_FORM,
  'security:bindMobile.submit',
);

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
export const EmailCertificationWrongCode = bindCode(
  'emailCertification',
  'bindEmail',
  'wrongCode10008',
  { 'security:email.code': '739204' },
  'security:email.submit',
);
export const EmailCertificationInUse = bindCode(
  'emailCertification',
  'bindEmail',
  'emailInUse500',
  { 'security:email.code': '739204' },
  'security:email.submit',
);
export const EmailCertificationError = errorStory('emailCertification', 'getUserInfo');

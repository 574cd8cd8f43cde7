// PersonalData, Feedback and billingaddress in their states (Storybook;
// src/app/screen-stories.test.tsx renders each in every language with axe), with the
// nickname save's 500 toast. Replies: the contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { example } from '../../../.storybook/contract-replies';
import {
  fillAndSubmit,
  shows,
  showsExampleMsg,
  showsMsg,
  text,
} from '../../../.storybook/screen-checks';
import { errorStory, loadingStory } from '../../../.storybook/screen-states';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Account' } satisfies Meta;

export const PersonalData = screenStory('personalData', {
  state: 'member',
  play: showsMsg('Alex'),
});
export const PersonalDataLoading = loadingStory('personalData', 'getUserInfo');
export const PersonalDataError = errorStory('personalData', 'getUserInfo');
export const PersonalDataNicknameFailed = screenStory('personalData', {
  state: 'nickname, 500 toast',
  replies: [example('updateNickname', 'serverError500')],
  play: async (context: StoryContext) => {
    const page = within(context.canvasElement.ownerDocument.body);
    const user = userEvent.setup();
    // The form carries the same name as its field: the textbox is the field.
    const field = await page.findByRole('textbox', {
      name: text(context, 'profile:nickname.label'),
    });
    await user.type(field, 'X');
    await user.click(page.getByRole('button', { name: text(context, 'profile:nickname.save') }));
    // The shared catalogue's 500: the example's msg as a toast, the text kept.
    await showsExampleMsg('updateNickname', 'serverError500')(context);
  },
});

export const Feedback = screenStory('feedback', {
  state: 'form',
  play: shows('profile:feedback.title'),
});
export const FeedbackRefused = screenStory('feedback', {
  state: '500 refused',
  replies: [example('submitFeedback', 'serverError500')],
  play: async (context: StoryContext) => {
    await fillAndSubmit(
      context,
      { 'profile:feedback.description': 'Please add PayNow' },
      'profile:feedback.submit',
    );
    // The code table's toast (feedback-form-rules.ts).
    await showsExampleMsg('submitFeedback', 'serverError500')(context);
  },
});

export const BillingAddresses = screenStory('billingAddress', {
  state: 'addresses',
  play: showsMsg('10 Scotts Road, #12-04'),
});
export const BillingAddressesLoading = loadingStory('billingAddress', 'listBillingAddresses');
export const BillingAddressesEmpty = screenStory('billingAddress', {
  state: 'empty',
  replies: [example('listBillingAddresses', 'noAddresses')],
  play: shows('billing:pageEmpty'),
});
export const BillingAddressesError = errorStory('billingAddress', 'listBillingAddresses');

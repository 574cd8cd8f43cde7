// The account entry screens in their states (Storybook; src/app/screen-stories.test.tsx
// renders each in every language with axe): login with the business codes of its code table
// (login-form-rules.ts), Registration, and the google/line/apple binding screens. Replies:
// the contract's named examples.
import type { Meta, StoryContext } from '@storybook/react';
import { example } from '../../../.storybook/contract-replies';
import {
  shows,
  showsExampleMsg,
  showsText,
  submitRegistration,
  submitLogin,
  text,
} from '../../../.storybook/screen-checks';
import { screenStory } from '../../../.storybook/screen-story';

export default { title: 'Screens/Account entry' } satisfies Meta;

export const Login = screenStory('login', {
  state: 'form',
  session: 'guest',
  play: shows('auth:login.submit'),
});
export const LoginWrongPassword = screenStory('login', {
  state: '10001 wrong account or password',
  session: 'guest',
  replies: [example('login', 'wrongPassword10001'), example('checkAccount', 'accountExists')],
  play: async (context: StoryContext) => {
    await submitLogin(context);
    // The contract example's msg, under the password.
    await showsExampleMsg('login', 'wrongPassword10001')(context);
  },
});
export const LoginPasswordError = screenStory('login', {
  state: '10002 password error',
  session: 'guest',
  replies: [example('login', 'passwordError10002')],
  play: async (context: StoryContext) => {
    await submitLogin(context);
    await showsText(context, text(context, 'auth:login.errors.passwordShowErrorText_2'));
  },
});

export const Registration = screenStory('registration', {
  state: 'form',
  session: 'guest',
  play: shows('auth:registration.title'),
});

/** A code of the email form's table (registration-form-rules.ts) and what it shows. */
function registrationCode(
  state: string,
  exampleName: string,
  shown?: (context: StoryContext) => string,
  tab: 'email' | 'phone' = 'email',
) {
  return screenStory('registration', {
    state,
    session: 'guest',
    replies: [example('register', exampleName)],
    play: async (context: StoryContext) => {
      await submitRegistration(context, tab);
      // The dialog the code opens, or the example's msg at its field.
      if (shown) await showsText(context, shown(context));
      else await showsExampleMsg('register', exampleName)(context);
    },
  });
}

export const RegistrationConfirmEmail = registrationCode(
  '201 is your email correct',
  'emailConfirmation201',
  (context) => text(context, 'auth:registration.confirmEmail.title'),
);
export const RegistrationPassword = registrationCode('10004 password refused', 'password10004');
export const RegistrationEmail = registrationCode('10005 email refused', 'email10005');
export const RegistrationAlreadyRegistered = registrationCode(
  '10006 already registered',
  'alreadyRegistered10006',
  (context) => text(context, 'auth:registration.alreadyRegistered.title'),
);
export const RegistrationWrongCode = registrationCode('10008 wrong code', 'code10008');
export const RegistrationPhoneRefused = registrationCode(
  'mobile, 500 phone refused',
  'phone500',
  undefined,
  'phone',
);
export const RegistrationPhonePassword = registrationCode(
  'mobile, 10004 password refused',
  'password10004',
  undefined,
  'phone',
);
export const RegistrationPhoneWrongCode = registrationCode(
  'mobile, 10008 wrong code',
  'code10008',
  undefined,
  'phone',
);

export const Google = screenStory('google', {
  state: 'no binding session',
  session: 'guest',
  play: shows('binding:title.google'),
});
export const Line = screenStory('line', {
  state: 'no binding session',
  session: 'guest',
  play: shows('binding:title.line'),
});
export const Apple = screenStory('apple', {
  state: 'no binding session',
  session: 'guest',
  play: shows('binding:title.apple'),
});

// The account entry screens in their states (Storybook; src/app/screen-stories.test.tsx
// renders each in every language with axe): login with the business codes of its code table
// (login-form-rules.ts) and a phone user's quick register dialog with its codes (10004,
// 10008, 500) and its success (the message, then Home), Registration, and the
// google/line/apple binding screens with their reply codes (804, 10001, 10008, 500:
// use-bind-submit.ts) on a bind session. Replies: the contract's named examples.
import type { Meta, StoryContext, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { example, exampleValue } from '../../../.storybook/contract-replies';
import {
  dialogNamed,
  passTime,
  shows,
  showsExampleMsg,
  showsMsg,
  showsText,
  submitRegistration,
  submitLogin,
  text,
  typeAndPress,
} from '../../../.storybook/screen-checks';
import { screenStory } from '../../../.storybook/screen-story';
import { SIGN_IN_MESSAGE_MS } from '../../config/timing';
import { forgetCookies, removeCookie, writeCookie } from '../../lib/cookies';
import { BIND_SESSION_COOKIE, type BindProvider } from './bind-session';

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

/**
 * A phone user's 10001 opens the quick register dialog (seed 000 sections 4 and 8: "a dialog
 * offering quick register or cancel"; quick-register-dialog.tsx).
 */
async function openQuickRegister(context: StoryContext) {
  await submitLogin(context, 'phone');
  return dialogNamed(context, 'auth:quickRegister.title');
}

export const LoginQuickRegister = screenStory('login', {
  state: 'phone, 10001 quick register dialog',
  session: 'guest',
  replies: [example('login', 'wrongPassword10001')],
  play: async (context: StoryContext) => {
    const dialog = await openQuickRegister(context);
    await dialog.findByRole('button', { name: text(context, 'auth:quickRegister.confirm') });
  },
});

/** Quick register with the SMS code (the contract's phone registration example) typed. */
async function quickRegister(context: StoryContext): Promise<void> {
  const dialog = await openQuickRegister(context);
  await typeAndPress(
    context,
    dialog,
    'auth:registration.code',
    '730164',
    'auth:quickRegister.confirm',
  );
}

/**
 * A code of quick register (its table: QUICK_REGISTER_SERVER_CODES) after the SMS code was
 * typed, and what it shows.
 */
function quickRegisterCode(state: string, exampleName: string) {
  return screenStory('login', {
    state: `phone, quick register ${state}`,
    session: 'guest',
    replies: [example('login', 'wrongPassword10001'), example('register', exampleName)],
    play: async (context: StoryContext) => {
      await quickRegister(context);
      // 10008 under the code and 500 in the dialog; 10004 under the password on Registration.
      await showsExampleMsg('register', exampleName)(context);
    },
  });
}

export const LoginQuickRegisterPassword = quickRegisterCode(
  '10004 to Registration',
  'password10004',
);
export const LoginQuickRegisterWrongCode = quickRegisterCode('10008 wrong code', 'code10008');
export const LoginQuickRegisterRefused = quickRegisterCode('500 refused', 'phone500');

/**
 * Quick register answered with the contract's token (register's first example): the shopper
 * is signed in, "Registration successful" shows for the spec's 700 ms (seed 000 sections 4
 * and 8), then the redirect rule sends them Home (no stored intent). On the story test's
 * fake clock the message stays until the play function lets those 700 ms pass.
 */
export const LoginQuickRegisterSuccess = screenStory('login', {
  state: 'phone, quick register success, then Home',
  session: 'guest',
  replies: [example('login', 'wrongPassword10001')],
  clock: true,
  play: async (context: StoryContext) => {
    await quickRegister(context);
    await shows('auth:registration.success')(context);
    await passTime(SIGN_IN_MESSAGE_MS);
    // Home: its hot products (getHomeInfo's first example).
    await showsMsg('PUBG Mobile UC')(context);
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

/**
 * The bind session the provider's return leaves (bind-session.ts): the cookie of the
 * provider, set before the screen renders (Storybook's beforeEach; the unit tests of
 * binding-screen.tsx set the same cookie) and removed after. Its email and bizId are those
 * of the contract's 804 example; bindType 1 binds an existing account with its password.
 */
function withBindSession(provider: BindProvider) {
  return async () => {
    const reply = (await exampleValue('bindThirdPartyAccount', 'needsPassword804')) as {
      data: object;
    };
    writeCookie(BIND_SESSION_COOKIE[provider], JSON.stringify({ ...reply.data, bindType: 1 }));
    forgetCookies();
    return () => {
      removeCookie(BIND_SESSION_COOKIE[provider]);
    };
  };
}

/** A code of the binding reply (the contract's example `exampleName`) and what it shows. */
function bindingCode(provider: BindProvider, state: string, exampleName: string): StoryObj {
  return {
    ...screenStory(provider, {
      state,
      session: 'guest',
      replies: [example('bindThirdPartyAccount', exampleName)],
      play: async (context: StoryContext) => {
        const page = within(context.canvasElement.ownerDocument.body);
        const user = userEvent.setup();
        await user.type(
          await page.findByLabelText(text(context, 'binding:fields.password.label'), {
            selector: 'input',
          }),
          'Topup2026',
        );
        await user.click(page.getByRole('button', { name: text(context, 'binding:submit.link') }));
        // The example's msg: above the form (804) or under the password.
        await showsExampleMsg('bindThirdPartyAccount', exampleName)(context);
      },
    }),
    beforeEach: withBindSession(provider),
  };
}

export const GoogleNeedsPassword = bindingCode(
  'google',
  '804 switch to the password bind',
  'needsPassword804',
);
export const GoogleNeedsCode = bindingCode('google', '804 switch to the code bind', 'needsCode804');
export const LineWrongPassword = bindingCode('line', '10001 wrong password', 'wrongPassword10001');
export const AppleWrongCode = bindingCode('apple', '10008 wrong code', 'error10008');
export const AppleFailed = bindingCode('apple', '500 binding failed', 'serverError500');

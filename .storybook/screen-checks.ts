// What a story's play function checks: the screen reached the state the story names, in the
// story's language (the texts of src/i18n/resources, the contract example's msg).
import type { StoryContext } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../src/config/locales';
import { createBundledI18n } from '../src/i18n/bundled';
import { exampleMsg, type OperationId } from './contract-replies';
import { localeOf } from './screen-story';

const texts = new Map<Locale, I18n>();

/** A text of the story's language: 'retry', 'orders:empty' ... */
export function text(context: StoryContext, key: string, options?: object): string {
  const locale = localeOf(context);
  let i18n = texts.get(locale);
  if (!i18n) {
    i18n = createBundledI18n(locale);
    texts.set(locale, i18n);
  }
  // Keys come from the stories as strings; a missing one is caught below.
  const value = (i18n.t as (key: string, options: object) => string)(key, options ?? {});
  // A missing key would be checked as its own name: the story is broken.
  if (value === key || value === key.split(':')[1]) throw new Error(`No text ${key}`);
  return value;
}

/** The page: dialogs and toasts render beside the screen. */
function page(context: StoryContext) {
  return within(context.canvasElement.ownerDocument.body);
}

export async function showsText(context: StoryContext, value: string): Promise<void> {
  await page(context).findAllByText(value, { exact: false });
}

/** The loading state: the block placeholder's status text. */
export async function showsLoading(context: StoryContext): Promise<void> {
  await page(context).findAllByText(text(context, 'loading'));
}

/** The error state: the block's Retry. */
export async function showsRetry(context: StoryContext): Promise<void> {
  await page(context).findAllByRole('button', { name: text(context, 'retry') });
}

export async function showsHeading(context: StoryContext, name: string): Promise<void> {
  await page(context).findAllByRole('heading', { name });
}

export const loading = (context: StoryContext) => showsLoading(context);
export const retry = (context: StoryContext) => showsRetry(context);
export const shows = (key: string, options?: object) => (context: StoryContext) =>
  showsText(context, text(context, key, options));
export const showsMsg = (msg: string) => (context: StoryContext) => showsText(context, msg);

/**
 * Fills the login form with the contract examples' member (its email, or its phone number:
 * login's `phone` request example) and submits it.
 */
export async function submitLogin(
  context: StoryContext,
  account: 'email' | 'phone' = 'email',
): Promise<void> {
  const screen = page(context);
  const user = userEvent.setup();
  await user.type(
    await screen.findByRole('textbox', { name: text(context, 'auth:login.username') }),
    account === 'email' ? 'alex.chen@example.com' : '81234567',
  );
  // A phone number: the area code the IP lookup preselects (the contract's Singapore, +65).
  if (account === 'phone') await screen.findByRole('button', { name: /\+65$/ });
  await user.type(screen.getByLabelText(text(context, 'auth:login.password')), 'Topup2026');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: text(context, 'auth:login.submit') }));
}

let advanceClock: ((ms: number) => Promise<void>) | undefined;

/**
 * The story test's fake clock (a story with `clock: true`): Storybook's page lets real time
 * pass, the test moves its fake clock instead of waiting.
 */
export function setStoryClock(advance: ((ms: number) => Promise<void>) | undefined): void {
  advanceClock = advance;
}

/** Lets `ms` of the page's clock pass (the spec's timings, src/config/timing.ts). */
export async function passTime(ms: number): Promise<void> {
  await advanceClock?.(ms);
}

/** Fills Registration's form on its email or mobile tab and submits it. */
export async function submitRegistration(
  context: StoryContext,
  tab: 'email' | 'phone',
): Promise<void> {
  const screen = page(context);
  const user = userEvent.setup();
  const tabName = text(context, `auth:registration.tab.${tab === 'email' ? 'email' : 'mobile'}`);
  if (tab === 'phone') await user.click(await screen.findByRole('tab', { name: tabName }));
  const panel = within(await screen.findByRole('tabpanel', { name: tabName }));
  const account = text(context, `auth:registration.${tab}`);
  await user.type(
    await panel.findByRole('textbox', { name: account }),
    tab === 'email' ? 'alex.chen@example.com' : '81234567',
  );
  await user.type(
    await panel.findByRole('textbox', { name: text(context, 'auth:registration.code') }),
    '482915',
  );
  await user.type(panel.getByLabelText(text(context, 'auth:registration.password')), 'Topup2026');
  await user.click(panel.getByRole('checkbox'));
  await user.click(panel.getByRole('button', { name: text(context, 'auth:registration.submit') }));
}

/** Types into the fields labelled by `fields` (text keys) and presses the button `submit`. */
export async function fillAndSubmit(
  context: StoryContext,
  fields: Record<string, string>,
  submit: string,
): Promise<void> {
  const screen = page(context);
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    await user.type(await screen.findByLabelText(text(context, label)), value);
  }
  await user.click(screen.getByRole('button', { name: text(context, submit) }));
}

/** The open dialog titled `title` (a text key), to look inside. */
export async function dialogNamed(context: StoryContext, title: string) {
  return within(await page(context).findByRole('dialog', { name: text(context, title) }));
}

/** Types `value` into the box labelled `field` in a dialog and presses `submit` (text keys). */
export async function typeAndPress(
  context: StoryContext,
  scope: Awaited<ReturnType<typeof dialogNamed>>,
  field: string,
  value: string,
  submit: string,
): Promise<void> {
  const user = userEvent.setup();
  await user.type(scope.getByRole('textbox', { name: text(context, field) }), value);
  await user.click(scope.getByRole('button', { name: text(context, submit) }));
}

/** Presses the button `name` (a text key). */
export async function press(context: StoryContext, name: string): Promise<void> {
  await userEvent
    .setup()
    .click(await page(context).findByRole('button', { name: text(context, name) }));
}

/** The page shows the msg of the contract's example (a toast, a field's message). */
export const showsExampleMsg =
  (operationId: OperationId, name: string) => async (context: StoryContext) => {
    await showsText(context, await exampleMsg(operationId, name));
  };

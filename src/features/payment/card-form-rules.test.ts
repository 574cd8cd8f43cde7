import { describe, expect, it } from 'vitest';
import { CARD_FORM_MESSAGES, cardFormSchema } from './card-form-rules';

const VALID = { email: 'alex.chen@example.com', firstName: 'Alex', lastName: 'Chen' };

function messages(values: typeof VALID): Record<string, string> {
  const result = cardFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the card form rules', () => {
  it('trims the values it passes', () => {
    expect(
      cardFormSchema.parse({
        email: ' alex.chen@example.com ',
        firstName: ' Alex ',
        lastName: ' Chen ',
      }),
    ).toEqual(VALID);
  });

  it.each([
    [{ ...VALID, email: '' }, { email: CARD_FORM_MESSAGES.emailRequired }],
    [{ ...VALID, email: '   ' }, { email: CARD_FORM_MESSAGES.emailRequired }],
    [{ ...VALID, email: 'alex.chen' }, { email: CARD_FORM_MESSAGES.emailInvalid }],
    [{ ...VALID, email: 'alex@example' }, { email: CARD_FORM_MESSAGES.emailInvalid }],
    [{ ...VALID, firstName: '' }, { firstName: CARD_FORM_MESSAGES.firstNameRequired }],
    [{ ...VALID, firstName: '  ' }, { firstName: CARD_FORM_MESSAGES.firstNameRequired }],
    [{ ...VALID, lastName: '' }, { lastName: CARD_FORM_MESSAGES.lastNameRequired }],
    [{ ...VALID, lastName: ' ' }, { lastName: CARD_FORM_MESSAGES.lastNameRequired }],
    [VALID, {}],
  ])('%j -> %j', (values, expected) => {
    expect(messages(values)).toEqual(expected);
  });
});

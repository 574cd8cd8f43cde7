// The Information form of ConfirmOrder, built from the item's parameterList (seed 001
// sections 2, 3 and 5): one field per parameter, by type (0 text, 1 select of the
// comma-separated options, 2 password, 3 textarea, 4 short-video account id, 5 and 6 extra
// text, 7 extra password); the label is nameZH in Chinese and name otherwise, blurb the
// placeholder. A required field must not be empty ('{field name} It cannot be empty.');
// values are trimmed. The saved-account chooser (voList) and the query's memberNumber and
// type fill the account field.
import * as z from 'zod';
import { CreateOrderBody } from '../../api/generated/checkout/checkout.zod';
import type { RechargeParameter, RechargeParameterValue } from '../../api/generated/model';
import { messageWithValues } from '../../components/form/message';
import type { Locale } from '../../config/locales';

export const RECHARGE_MESSAGES = {
  required: 'checkout:info.required',
  formInvalid: 'checkout:info.formInvalid',
} as const;

export type RechargeFieldKind = 'text' | 'select' | 'password' | 'textarea' | 'account';

/**
 * How a parameter type is entered. A type the contract does not list (the reply check lets
 * a list item through with it, issue 23 item 6) is entered as a password: it may be a
 * secret, so it is masked, never kept in the draft and masked when read back.
 */
export function fieldKind(type: number): RechargeFieldKind {
  switch (type) {
    case 0:
    case 5:
    case 6:
      return 'text';
    case 1:
      return 'select';
    case 2:
    case 7:
      return 'password';
    case 3:
      return 'textarea';
    case 4:
      return 'account';
    default:
      return 'password';
  }
}

/** Types 2 and 7 are passwords: never stored, masked when read back. */
export function isSecret(type: number): boolean {
  return fieldKind(type) === 'password';
}

/** Type 4: the short-video account id, checked and confirmed before ordering. */
export const SHORT_VIDEO_TYPE = 4;

/** The form's key of the parameter at `index`. */
export function fieldName(index: number): string {
  return `p${index}`;
}

export type RechargeValues = Record<string, string>;

/** nameZH in Chinese (simplified and traditional), name otherwise. */
export function fieldLabel(parameter: RechargeParameter, locale: Locale): string {
  const chinese = locale === 'zh' || locale === 'zh-hant';
  return (chinese ? parameter.nameZH : parameter.name) || parameter.name || parameter.nameZH;
}

/** A select's choices: the comma-separated options (half- or full-width commas), trimmed. */
export function selectOptions(options: string | null | undefined): string[] {
  return (options ?? '')
    .split(/[,，]/)
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

const wireValue = CreateOrderBody.shape.data.element.shape.value;

/** The form's schema: each value trimmed, the required ones non-empty. */
export function rechargeFormSchema(parameters: readonly RechargeParameter[], locale: Locale) {
  const shape: Record<string, z.ZodType<string, string>> = {};
  parameters.forEach((parameter, index) => {
    const trimmed = wireValue.trim();
    shape[fieldName(index)] = parameter.required
      ? trimmed.min(
          1,
          messageWithValues(RECHARGE_MESSAGES.required, {
            field: fieldLabel(parameter, locale),
          }),
        )
      : trimmed;
  });
  return z.object(shape);
}

/** Empty values for every parameter. */
export function emptyValues(parameters: readonly RechargeParameter[]): RechargeValues {
  return Object.fromEntries(parameters.map((_, index) => [fieldName(index), '']));
}

/**
 * The index of the field an account fills: the first parameter of the account's type, else
 * the short-video account field, else the first text field; -1 when there is none.
 */
export function accountFieldIndex(
  parameters: readonly RechargeParameter[],
  type: number | undefined,
): number {
  const ofType = type === undefined ? -1 : parameters.findIndex((p) => p.type === type);
  if (ofType !== -1) return ofType;
  const shortVideo = parameters.findIndex((p) => p.type === SHORT_VIDEO_TYPE);
  if (shortVideo !== -1) return shortVideo;
  return parameters.findIndex((p) => fieldKind(p.type) === 'text');
}

/** The query's memberNumber and type (goodsDetail, saved accounts) as a prefill, if any. */
export function accountPrefill(
  parameters: readonly RechargeParameter[],
  memberNumber: string | undefined,
  type: string | undefined,
): RechargeValues {
  const number = memberNumber?.trim();
  if (!number) return {};
  const parsed = type === undefined || type.trim() === '' ? NaN : Number(type);
  const index = accountFieldIndex(parameters, Number.isInteger(parsed) ? parsed : undefined);
  if (index === -1) return {};
  return { [fieldName(index)]: number };
}

/** The create-order `data` list: one entry per parameter, its value as validated. */
export function rechargeData(
  parameters: readonly RechargeParameter[],
  values: RechargeValues,
): RechargeParameterValue[] {
  return parameters.map((parameter, index) => ({
    name: parameter.name,
    nameZH: parameter.nameZH,
    type: parameter.type,
    value: (values[fieldName(index)] ?? '').trim(),
  }));
}

/** The values that may be kept across a reload or a sign-in: every field but the passwords. */
export function storableValues(
  parameters: readonly RechargeParameter[],
  values: RechargeValues,
): RechargeValues {
  const kept: RechargeValues = {};
  parameters.forEach((parameter, index) => {
    const value = values[fieldName(index)];
    if (!isSecret(parameter.type) && value) kept[fieldName(index)] = value;
  });
  return kept;
}

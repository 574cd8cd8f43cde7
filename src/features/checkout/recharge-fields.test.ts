// The Information form's rules: every parameter type's field kind, the labels by language,
// the select options, the required message with the field's name, trimming, the account
// field the query and the saved accounts fill, and what may be stored (never passwords).
import { describe, expect, it } from 'vitest';
import type { RechargeParameter } from '../../api/generated/model';
import { readFieldMessage } from '../../components/form/message';
import {
  accountFieldIndex,
  accountPrefill,
  emptyValues,
  fieldKind,
  fieldLabel,
  isSecret,
  RECHARGE_MESSAGES,
  rechargeData,
  rechargeFormSchema,
  selectOptions,
  storableValues,
} from './recharge-fields';

function parameter(
  type: RechargeParameter['type'],
  overrides: Partial<RechargeParameter> = {},
): RechargeParameter {
  return {
    name: `Field ${type}`,
    nameZH: `字段${type}`,
    type,
    required: true,
    blurb: null,
    options: null,
    ...overrides,
  };
}

describe('the recharge parameter types', () => {
  it.each([
    [0, 'text', false],
    [1, 'select', false],
    [2, 'password', true],
    [3, 'textarea', false],
    [4, 'account', false],
    [5, 'text', false],
    [6, 'text', false],
    [7, 'password', true],
    // Issue 23 item 6: a type the contract does not list may be a secret.
    [8, 'password', true],
    [-1, 'password', true],
  ] as const)('type %i is entered as %s (secret: %s)', (type, kind, secret) => {
    expect(fieldKind(type)).toBe(kind);
    expect(isSecret(type)).toBe(secret);
  });
});

describe('labels and options', () => {
  const player = parameter(0, { name: 'Player ID', nameZH: '玩家ID' });
  it.each([
    ['zh', '玩家ID'],
    ['zh-hant', '玩家ID'],
    ['en', 'Player ID'],
  ] as const)('in %s the label is %s', (locale, label) => {
    expect(fieldLabel(player, locale)).toBe(label);
  });

  it('splits the comma-separated options, trimmed, empty ones dropped', () => {
    expect(selectOptions('Global, Asia,,Europe，North America ')).toEqual([
      'Global',
      'Asia',
      'Europe',
      'North America',
    ]);
    expect(selectOptions(null)).toEqual([]);
  });
});

describe('the form schema', () => {
  const parameters = [
    parameter(0, { name: 'Player ID', nameZH: '玩家ID' }),
    parameter(1, { name: 'Server', nameZH: '服务器', options: 'Global,Asia' }),
    parameter(3, { name: 'Note', nameZH: '备注', required: false }),
  ];

  function messages(values: Record<string, string>, locale: 'en' | 'zh' = 'en') {
    const result = rechargeFormSchema(parameters, locale).safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(
      result.error.issues.map((issue) => [String(issue.path[0]), readFieldMessage(issue.message)]),
    );
  }

  it('says "{field name} It cannot be empty." for each empty required field, with its label', () => {
    expect(messages({ p0: '', p1: '  ', p2: '' })).toEqual({
      p0: { key: RECHARGE_MESSAGES.required, values: { field: 'Player ID' } },
      p1: { key: RECHARGE_MESSAGES.required, values: { field: 'Server' } },
    });
    expect(messages({ p0: '', p1: 'Asia', p2: '' }, 'zh')).toEqual({
      p0: { key: RECHARGE_MESSAGES.required, values: { field: '玩家ID' } },
    });
  });

  it('passes a filled form, trimmed; an optional field may stay empty', () => {
    expect(
      rechargeFormSchema(parameters, 'en').parse({ p0: ' 5123456789 ', p1: 'Asia', p2: '' }),
    ).toEqual({ p0: '5123456789', p1: 'Asia', p2: '' });
  });

  it('sends one data entry per parameter with name, nameZH, type and the trimmed value', () => {
    expect(rechargeData(parameters, { p0: ' 51 ', p1: 'Asia' })).toEqual([
      { name: 'Player ID', nameZH: '玩家ID', type: 0, value: '51' },
      { name: 'Server', nameZH: '服务器', type: 1, value: 'Asia' },
      { name: 'Note', nameZH: '备注', type: 3, value: '' },
    ]);
    expect(emptyValues(parameters)).toEqual({ p0: '', p1: '', p2: '' });
  });
});

describe('the account field', () => {
  const parameters = [parameter(1), parameter(0), parameter(4), parameter(2)];

  it('is the first field of the account type, else the short-video field, else the first text', () => {
    expect(accountFieldIndex(parameters, 0)).toBe(1);
    expect(accountFieldIndex(parameters, 4)).toBe(2);
    expect(accountFieldIndex(parameters, 6)).toBe(2);
    expect(accountFieldIndex(parameters, undefined)).toBe(2);
    expect(accountFieldIndex([parameter(1), parameter(0)], undefined)).toBe(1);
    expect(accountFieldIndex([parameter(1)], undefined)).toBe(-1);
  });

  it('takes memberNumber and type from the query as a prefill', () => {
    expect(accountPrefill(parameters, ' 5123 ', '0')).toEqual({ p1: '5123' });
    expect(accountPrefill(parameters, 'alexchen.sg', undefined)).toEqual({ p2: 'alexchen.sg' });
    expect(accountPrefill(parameters, 'x', 'junk')).toEqual({ p2: 'x' });
    expect(accountPrefill(parameters, '  ', '0')).toEqual({});
    expect(accountPrefill(parameters, undefined, '0')).toEqual({});
  });

  it('never keeps a password (types 2 and 7) among the stored values', () => {
    const withSecrets = [parameter(0), parameter(2), parameter(7), parameter(5)];
    expect(
      storableValues(withSecrets, { p0: 'id', p1: 'secret', p2: 'secret2', p3: 'extra' }),
    ).toEqual({ p0: 'id', p3: 'extra' });
  });
});

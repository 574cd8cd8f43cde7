// The text of a field's message: a server's message as sent, else an i18n key translated.
// A message whose text has placeholders ("{{field}} It cannot be empty.") is built by the
// rules module from the key and its values (messageWithValues) and translated with them.
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR } from './server-codes';

const VALUES_MARK = '\u001f';

export function messageWithValues(key: string, values: Readonly<Record<string, string>>): string {
  return `${key}${VALUES_MARK}${JSON.stringify(values)}`;
}

export interface FieldMessage {
  key: string;
  values?: Record<string, string>;
}

export function readFieldMessage(message: string): FieldMessage {
  const at = message.indexOf(VALUES_MARK);
  if (at === -1) return { key: message };
  try {
    const values = JSON.parse(message.slice(at + 1)) as Record<string, string>;
    return { key: message.slice(0, at), values };
  } catch {
    return { key: message.slice(0, at) };
  }
}

/**
 * The text of a field error: a server's message as is, else the translated i18n key (with
 * its values).
 */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    const { key, values } = readFieldMessage(error.message);
    return t(key as never, values as never) as unknown as string;
  };
}

// Server business codes of one form, in one table (STYLE 4 and 6): which field shows the
// reply's msg, or whether the screen opens a dialog / shows it on the form. The call's
// `handledCodes` (the shared client adds no toast for them) are derived from the table, so a
// code shown at the form is never also a toast.
import { isApiError, type ApiError } from '../../api/api-error';

/** The error type of a server's message: shown as sent, not translated. */
export const SERVER_ERROR = 'server';

/** Where a code goes besides a field: a dialog (or another screen), the form's own message, or the shared toast. */
export type ServerCodeElsewhere = 'dialog' | 'form' | 'toast';

export interface ServerCodeRule<F extends string> {
  to: F | ServerCodeElsewhere;
  /** An i18n key shown instead of the server's msg. */
  messageKey?: string;
  /** An i18n key shown when the server's msg is empty. */
  fallbackKey?: string;
}

export type ServerCodeTable<F extends string> = Readonly<Record<number, ServerCodeRule<F>>>;

/** The codes the form shows itself (everything but 'toast'). */
export function handledCodes(table: ServerCodeTable<string>): readonly number[] {
  return Object.entries(table)
    .filter(([, rule]) => rule.to !== 'toast')
    .map(([code]) => Number(code));
}

export interface ServerCodeHit<F extends string> {
  code: number;
  to: F | ServerCodeElsewhere;
  /** The text to show: the rule's key, the server's msg, or the fallback key. */
  message: string;
  error: ApiError;
}

const ELSEWHERE: readonly string[] = ['dialog', 'form', 'toast'];

export function isFieldTarget<F extends string>(to: F | ServerCodeElsewhere): to is F {
  return !ELSEWHERE.includes(to);
}

/** The table's rule for a business failure, with its text; undefined for anything else. */
export function matchServerCode<F extends string>(
  error: unknown,
  table: ServerCodeTable<F>,
  t: (key: never) => unknown,
): ServerCodeHit<F> | undefined {
  if (!isApiError(error) || error.kind !== 'business') return undefined;
  const code = Number(error.code);
  const rule = Number.isInteger(code) ? table[code] : undefined;
  if (!rule) return undefined;
  const translate = (key: string) => String(t(key as never));
  const message = rule.messageKey
    ? translate(rule.messageKey)
    : error.msg || (rule.fallbackKey ? translate(rule.fallbackKey) : '');
  return { code, to: rule.to, message, error };
}

interface SetsFieldErrors<F extends string> {
  setError: (
    name: F,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void;
}

/**
 * Shows a business failure of the table at its field (the message as the server sent it,
 * the field focused) and returns the hit, so the screen handles the dialog and form ones.
 */
export function showServerCode<F extends string>(
  form: SetsFieldErrors<F>,
  error: unknown,
  table: ServerCodeTable<F>,
  t: (key: never) => unknown,
): ServerCodeHit<F> | undefined {
  const hit = matchServerCode(error, table, t);
  if (hit && isFieldTarget(hit.to)) {
    form.setError(hit.to, { type: SERVER_ERROR, message: hit.message }, { shouldFocus: true });
  }
  return hit;
}

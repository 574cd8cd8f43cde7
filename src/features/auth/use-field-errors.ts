// The fields of an entry form and their messages (seed 000 section 5: each message shows at
// its field): showing messages replaces the previous ones and moves the focus to the first
// field in error, in the form's order; typing in a field clears its own message only.
import { createRef, useState, type RefObject } from 'react';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export interface FieldErrors<F extends string> {
  errors: FieldMessages<F>;
  /** The input of each field, for the focus. */
  refs: Record<F, RefObject<HTMLInputElement | null>>;
  /** Shows these messages and focuses the first field in error; true when there is one. */
  show: (messages: FieldMessages<F>) => boolean;
  /** Clears one field's message. */
  clear: (field: F) => void;
}

export function useFieldErrors<F extends string>(
  order: readonly F[],
  initial: FieldMessages<F> = {},
): FieldErrors<F> {
  const [errors, setErrors] = useState<FieldMessages<F>>(initial);
  const [refs] = useState(
    () =>
      Object.fromEntries(order.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        F,
        RefObject<HTMLInputElement | null>
      >,
  );
  return {
    errors,
    refs,
    show: (messages) => {
      setErrors(messages);
      const first = order.find((field) => messages[field]);
      if (first === undefined) return false;
      refs[first].current?.focus();
      return true;
    },
    clear: (field) => {
      setErrors(
        (current) =>
          Object.fromEntries(
            Object.entries(current).filter(([key]) => key !== field),
          ) as FieldMessages<F>,
      );
    },
  };
}

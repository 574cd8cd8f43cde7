// The one way to build a form (issue 10): react-hook-form with its Zod resolver on a schema
// that starts from the generated request schema of the call the form sends and adds the
// screen's rules on top (messages are i18n keys; see TextField for how they show).
//
//   const form = useSchemaForm(loginFormSchema, { username: '', password: '', agreed: false });
//   const submit = useFormSubmit(form, onValid, pending);
//   <Form form={form} submit={submit} aria-label={...}>
//     <TextField name="username" label={...} />  <PasswordField ... />  <CodeField ... />
//     <SubmitButton pending={pending} label={...} busyLabel={...} />
//   </Form>
//
// Validation runs on submit (or also on blur, with validateOn: 'blur'); the first invalid
// field takes the focus; typing clears that field's message. Server codes map to fields in one table per form (server-codes.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod';
import { takeTypedInput } from '../../lib/typed-before-hydration';
import { useBrowserRender } from '../../lib/use-browser-render';
import styles from './form.module.css';
// Zod's JIT off before this module's schemas parse (lib/zod-jitless.ts: strict CSP).
import '../../lib/zod-jitless';

export interface SchemaFormOptions {
  /**
   * 'submit' (default): messages appear on submit. 'blur': a field's message also appears
   * when it loses the focus (the card form, seed 001 section 2: "Errors clear on focus and
   * appear on blur"; the screen clears a field's message on focus with clearErrors).
   */
  validateOn?: 'submit' | 'blur';
}

/**
 * A form on `schema`. A function of the form's `context` gives a schema that depends on the
 * screen's state (a flag from the server, the binding layout); the context is read at each
 * validation.
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues, Ctx = undefined>(
  schema: z.ZodType<Out, In> | ((context: Ctx) => z.ZodType<Out, In>),
  defaultValues: DefaultValues<In>,
  context?: Ctx,
  options: SchemaFormOptions = {},
): UseFormReturn<In, Ctx, Out> {
  const mode = options.validateOn === 'blur' ? 'onBlur' : 'onSubmit';
  return useForm<In, Ctx, Out>({
    defaultValues,
    context,
    mode,
    reValidateMode: mode,
    shouldFocusError: true,
    resolver: (values, ctx, options) => {
      const current = typeof schema === 'function' ? schema(ctx as Ctx) : schema;
      return zodResolver(current)(values, ctx, options);
    },
  });
}

/**
 * The submit guard: validates, then runs `onValid` with the schema's output; a second submit
 * while one runs, or while `pending` (a request or the sign-in after it), does nothing.
 */
export function useFormSubmit<In extends FieldValues, Ctx, Out extends FieldValues>(
  form: UseFormReturn<In, Ctx, Out>,
  onValid: SubmitHandler<Out>,
  pending: boolean,
  /** Runs when validation fails (a form-wide message such as ConfirmOrder's). */
  onInvalid?: () => void,
): () => Promise<void> {
  const running = useRef(false);
  return async () => {
    if (pending || running.current) return;
    running.current = true;
    try {
      await form.handleSubmit(onValid, onInvalid)();
    } finally {
      running.current = false;
    }
  };
}

interface FormProps<In extends FieldValues, Ctx, Out extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit'
> {
  form: UseFormReturn<In, Ctx, Out>;
  submit: () => Promise<void>;
  children: ReactNode;
}

export function Form<In extends FieldValues, Ctx, Out extends FieldValues>({
  form,
  submit,
  children,
  ...props
}: FormProps<In, Ctx, Out>) {
  // On a page rendered on the server, what the shopper typed before it was hydrated becomes
  // the form's own values (lib/typed-before-hydration.ts): nothing typed is lost.
  const element = useRef<HTMLFormElement>(null);
  const { setValue } = form;
  useEffect(() => {
    for (const { name, value } of takeTypedInput(element.current)) {
      setValue(name as Path<In>, value as PathValue<In, Path<In>>, { shouldDirty: true });
    }
  }, [setValue]);
  return (
    <FormProvider {...form}>
      {/* POST, should the browser ever submit it itself (a tap on a page rendered on the
          server before its script ran): what was typed, a password too, never goes into an
          address. The submit button waits for the script (SubmitButton). */}
      <form
        {...props}
        ref={element}
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A submit bubbling from a dialog's own form (React events cross portals) is not ours.
          if (event.target !== event.currentTarget) return;
          void submit();
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

interface SubmitButtonProps {
  /** A request or the sign-in after it is under way (besides the form's own submitting). */
  pending: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  /** Not ready yet (a screen rule such as "enabled only when both passwords are valid"). */
  disabled?: boolean;
  /** The form's id, when the button is placed outside the form element (a page footer). */
  form?: string;
}

export function SubmitButton({
  pending,
  label,
  busyLabel,
  className,
  disabled = false,
  form,
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  // On a page rendered on the server the button is enabled once the browser's script has
  // taken over: a submit before that would be the browser's own, not the form's.
  const ready = useBrowserRender();
  const busy = pending || isSubmitting;
  return (
    <button
      type="submit"
      form={form}
      className={[styles.submit, className].filter(Boolean).join(' ')}
      disabled={busy || disabled || !ready}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

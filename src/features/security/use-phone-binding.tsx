// Binding a new mobile, shared by bindCellphone and the second step of changetiePhone (seed
// 001 section 7: "Phone binding: phone, areCode, code, countryCode." and "Bind new phone:
// areCode, phone, code, key, type '1', countryCode."): the area code, the phone and the
// code with its send-code button, then bindPhone. On 200 Binding_successful shows for
// 700 ms, the user info is fetched again (the hub's mobile state) and the page goes back
// one page; any other reply leaves what was typed in place (the shared catalogue acts).
import type { UseFormReturn } from 'react-hook-form';
import { useBindPhone } from '../../api/generated/account-security/account-security';
import { useSendPhoneCode } from '../../api/generated/auth/auth';
import { okData } from '../../api/http-client';
import { CodeField } from '../../components/form/code-field';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { PhoneField } from '../../components/form/phone-field';
import { phoneDigits } from '../../components/form/phone-digits';
import { useAreaCode, type AreaCode } from '../../components/form/use-area-code';
import { InvalidFieldError } from '../../components/verification-code/invalid-field-error';
import type * as z from 'zod';
import {
  bindPhoneRequest,
  PHONE_FORM_DEFAULTS,
  phoneCodeRequest,
  SECURITY_HANDLED_CODES,
  type PhoneFormValues,
} from './security-form-rules';
import { useBindingSuccess } from './use-binding-success';
import styles from './security.module.css';

interface PhoneBindingOptions {
  schema: z.ZodType<PhoneFormValues, PhoneFormValues>;
  /** The message of an empty phone when the send-code button is pressed. */
  phoneMessage: string;
  /** The send-code type: '3' bind mobile, '1' the new phone of a phone change. */
  sendType: '1' | '3';
  /** The phone change's key from step 1. */
  changeKey?: string;
}

export interface PhoneBinding {
  form: UseFormReturn<PhoneFormValues, undefined, PhoneFormValues>;
  area: AreaCode;
  submit: () => Promise<void>;
  sendCode: (captchaVerification?: string) => Promise<unknown>;
  pending: boolean;
}

export function usePhoneBinding({
  schema,
  phoneMessage,
  sendType,
  changeKey,
}: PhoneBindingOptions): PhoneBinding {
  const bound = useBindingSuccess();
  const area = useAreaCode();
  const form = useSchemaForm(schema, PHONE_FORM_DEFAULTS);
  const bind = useBindPhone({ request: { handledCodes: SECURITY_HANDLED_CODES } });
  const send = useSendPhoneCode({ request: { handledCodes: SECURITY_HANDLED_CODES } });
  const choice = () => ({ dialCode: area.dialCode, country: area.value });

  const submit = useFormSubmit(
    form,
    async (values) => {
      try {
        okData(await bind.mutateAsync({ data: bindPhoneRequest(values, choice(), changeKey) }));
      } catch {
        // Not 200: the shared client has acted (401 login, 500 / 10008 toast); fields stay.
        return;
      }
      bound();
    },
    bind.isPending,
  );

  const sendCode = async (captchaVerification?: string) => {
    const number = form.getValues('phone');
    if (phoneDigits(number) === '') {
      form.setError('phone', { type: 'validate', message: phoneMessage }, { shouldFocus: true });
      throw new InvalidFieldError('phone');
    }
    const data = phoneCodeRequest(sendType, { number, area: choice() }, captchaVerification);
    return okData(await send.mutateAsync({ data }));
  };

  return { form, area, submit, sendCode, pending: bind.isPending };
}

interface PhoneBindingFormProps {
  binding: PhoneBinding;
  texts: {
    form: string;
    areaCode: string;
    phone: string;
    phonePlaceholder: string;
    code: string;
    codePlaceholder: string;
    submit: string;
    submitting: string;
  };
  /** The send-code button's countdown channel. */
  channel: string;
  /** Not ready yet (the phone change's "disabled until both are filled"). */
  submitDisabled?: boolean;
}

/** The area code and phone, the code with its send button, and the submit button. */
export function PhoneBindingForm({
  binding,
  texts,
  channel,
  submitDisabled,
}: PhoneBindingFormProps) {
  return (
    <Form
      form={binding.form}
      submit={binding.submit}
      aria-label={texts.form}
      className={styles.form}
    >
      <PhoneField
        name="phone"
        label={texts.phone}
        placeholder={texts.phonePlaceholder}
        normalise={phoneDigits}
        area={{ value: binding.area.value, onChange: binding.area.choose }}
        areaLabel={texts.areaCode}
      />
      <CodeField
        name="code"
        label={texts.code}
        placeholder={texts.codePlaceholder}
        channel={channel}
        send={binding.sendCode}
      />
      <SubmitButton
        pending={binding.pending}
        disabled={submitDisabled}
        label={texts.submit}
        busyLabel={texts.submitting}
      />
    </Form>
  );
}

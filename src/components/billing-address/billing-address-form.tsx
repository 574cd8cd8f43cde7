// The one billing address form (seed 001 sections 2, 5 and 7), for a new address and for an
// edit, wherever it shows: the billingaddress screen and the Billing Address sections of
// ConfirmOrder and GoPay. Names, area code and phone, email, the type selector only where
// the context does not give the type (checkout passes the payment's localPayment), the
// optional address lines and the default flag. A new address is created (Save_Success for
// 1.5 s, the caller gets the created address); an edit is updated with its id
// (Modify_Success for 1.5 s). Both only on 200: any other reply keeps what was typed (the
// error catalogue has shown its toast or gone to login).
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createBillingAddress,
  updateBillingAddress,
} from '../../api/generated/account-security/account-security';
import type { BillingAddress } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import type { Locale } from '../../config/locales';
import { SAVE_SUCCESS_MS } from '../../config/timing';
import {
  findCountry,
  findCountryByDialCode,
  listCountries,
  type CountryOption,
} from '../../lib/countries';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../form/form';
import { useErrorText } from '../form/message';
import { PhoneField } from '../form/phone-field';
import { TextField } from '../form/text-field';
import {
  billingAddressSchema,
  billingAddressValues,
  emptyBillingAddress,
  type BillingAddressOutput,
  type BillingAddressValues,
} from './billing-address-rules';
import styles from './billing-address-form.module.css';

/** The area code of a new address before the shopper picks one (inferred, by language). */
const AREA_BY_LOCALE: Record<Locale, string> = { zh: 'CN', en: 'US', 'zh-hant': 'HK' };

const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 15);

export interface BillingAddressFormProps {
  /** The address kind of the chosen payment (its localPayment); undefined shows the selector. */
  type: 0 | 1 | undefined;
  /** The saved address to edit; absent for a new one. */
  address?: BillingAddress;
  /** The saved address: the created one (with its id), or the edited one as sent. */
  onSaved: (address: BillingAddress) => void;
  onCancel: () => void;
}

export function BillingAddressForm({ type, address, onSaved, onCancel }: BillingAddressFormProps) {
  const { t } = useTranslation('billing');
  const lang = useLocale();
  const typeErrorId = useId();
  const errorText = useErrorText();
  const [country, setCountry] = useState<CountryOption | undefined>(() =>
    address
      ? findCountryByDialCode(listCountries(lang), address.phoneCode)
      : findCountry(listCountries(lang), AREA_BY_LOCALE[lang]),
  );
  const form = useSchemaForm(
    billingAddressSchema,
    address
      ? { ...billingAddressValues(address), type: type ?? address.type }
      : emptyBillingAddress(type, country?.dialCode ?? ''),
  );
  const [pending, setPending] = useState(false);

  const save = async (values: BillingAddressOutput) => {
    setPending(true);
    try {
      if (address) {
        const edited: BillingAddress = { ...values, id: address.id };
        okData(await updateBillingAddress(edited));
        showToast({ kind: 'success', messageKey: 'billing:modified', durationMs: SAVE_SUCCESS_MS });
        onSaved(edited);
      } else {
        const created = okData(await createBillingAddress(values));
        showToast({ kind: 'success', messageKey: 'billing:saved', durationMs: SAVE_SUCCESS_MS });
        onSaved(created);
      }
    } catch {
      // The error catalogue showed the toast (or went to login); the form keeps its values.
    } finally {
      setPending(false);
    }
  };
  const submit = useFormSubmit(form, save, pending);

  return (
    <Form<BillingAddressValues, undefined, BillingAddressOutput>
      form={form}
      submit={submit}
      className={styles.form}
      aria-label={t(address ? 'editTitle' : 'formTitle')}
    >
      <TextField name="firstName" label={t('firstName')} autoComplete="given-name" maxLength={45} />
      <TextField name="lastName" label={t('lastName')} autoComplete="family-name" maxLength={45} />
      <PhoneField
        name="phoneNumber"
        label={t('phone')}
        normalise={digitsOnly}
        area={{
          value: country?.value,
          onChange: (next) => {
            setCountry(next);
            form.setValue('phoneCode', next.dialCode);
          },
        }}
        areaLabel={t('areaCode')}
      />
      <TextField
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        maxLength={255}
      />
      {type === undefined ? (
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <fieldset
              className={styles.radioRow}
              aria-describedby={fieldState.error ? typeErrorId : undefined}
            >
              <legend className={styles.legend}>{t('type')}</legend>
              {([0, 1] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input
                    ref={value === 0 ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    checked={field.value === value}
                    onChange={() => {
                      field.onChange(value);
                      form.clearErrors('type');
                    }}
                  />
                  {t(value === 0 ? 'typeCard' : 'typeLocal')}
                </label>
              ))}
              {fieldState.error ? (
                <p id={typeErrorId} className={styles.error}>
                  {errorText(fieldState.error)}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      ) : null}
      <TextField name="country" label={t('country')} autoComplete="country-name" />
      <TextField name="state" label={t('state')} autoComplete="address-level1" />
      <TextField name="city" label={t('city')} autoComplete="address-level2" />
      <TextField name="address1" label={t('address')} autoComplete="address-line1" />
      <TextField name="zipCode" label={t('zipCode')} autoComplete="postal-code" />
      <Controller
        control={form.control}
        name="defaultAddress"
        render={({ field }) => (
          <label className={styles.choice}>
            <input
              type="checkbox"
              name={field.name}
              checked={field.value === '1'}
              onChange={(event) => {
                field.onChange(event.target.checked ? '1' : '0');
              }}
            />
            {t('setDefault')}
          </label>
        )}
      />
      <SubmitButton pending={pending} label={t('save')} busyLabel={t('saving')} />
      <button type="button" className={styles.secondaryButton} onClick={onCancel}>
        {t('cancel')}
      </button>
    </Form>
  );
}

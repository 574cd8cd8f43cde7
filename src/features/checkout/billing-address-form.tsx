// The new billing address form of checkout and the cashier (seed 001 sections 2, 5 and 7):
// names, area code and phone, email, the optional address lines and, only where the
// context asks for it, the type selector. It sends create billing address; on 200
// Save_Success shows for 1.5 s and the caller gets the created address (to choose it). A
// 500 keeps the values (its toast comes from the error catalogue).
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createBillingAddress } from '../../api/generated/account-security/account-security';
import type { BillingAddress } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { Form, SubmitButton, useFormSubmit, useSchemaForm } from '../../components/form/form';
import { PhoneField } from '../../components/form/phone-field';
import { TextField } from '../../components/form/text-field';
import type { Locale } from '../../config/locales';
import { findCountry, listCountries, type CountryOption } from '../../lib/countries';
import { showToast } from '../../lib/toast-store';
import { useLocale } from '../../lib/use-locale';
import {
  billingAddressSchema,
  emptyBillingAddress,
  type BillingAddressOutput,
  type BillingAddressValues,
} from './billing-address-rules';
import styles from './cashier.module.css';

/** Seed 001 section 8: "Save_Success ... (1.5 s, only on 200)". */
export const SAVE_SUCCESS_MS = 1_500;

/** The area code before the shopper picks one (inferred, by language). */
const AREA_BY_LOCALE: Record<Locale, string> = { zh: 'CN', en: 'US', 'zh-hant': 'HK' };

const digitsOnly = (raw: string) => raw.replace(/\D/g, '').slice(0, 15);

export interface BillingAddressFormProps {
  /** The address kind of the chosen payment (its localPayment); undefined shows the selector. */
  type: 0 | 1 | undefined;
  onSaved: (address: BillingAddress) => void;
  onCancel: () => void;
}

export function BillingAddressForm({ type, onSaved, onCancel }: BillingAddressFormProps) {
  const { t } = useTranslation('cashier');
  const lang = useLocale();
  const [country, setCountry] = useState<CountryOption | undefined>(() =>
    findCountry(listCountries(lang), AREA_BY_LOCALE[lang]),
  );
  const form = useSchemaForm(
    billingAddressSchema,
    emptyBillingAddress(type, country?.dialCode ?? ''),
  );
  const [pending, setPending] = useState(false);

  const save = async (values: BillingAddressOutput) => {
    setPending(true);
    try {
      const created = okData(await createBillingAddress(values));
      showToast({
        kind: 'success',
        messageKey: 'cashier:billing.saved',
        durationMs: SAVE_SUCCESS_MS,
      });
      onSaved(created);
    } catch {
      // The error catalogue showed the toast; the form keeps its values.
    } finally {
      setPending(false);
    }
  };
  const submit = useFormSubmit(form, save, pending);

  return (
    <Form<BillingAddressValues, undefined, BillingAddressOutput>
      form={form}
      submit={submit}
      aria-label={t('billing.formTitle')}
    >
      <TextField
        name="firstName"
        label={t('billing.firstName')}
        autoComplete="given-name"
        maxLength={45}
      />
      <TextField
        name="lastName"
        label={t('billing.lastName')}
        autoComplete="family-name"
        maxLength={45}
      />
      <PhoneField
        name="phoneNumber"
        label={t('billing.phone')}
        normalise={digitsOnly}
        area={{
          value: country?.value,
          onChange: (next) => {
            setCountry(next);
            form.setValue('phoneCode', next.dialCode);
          },
        }}
        areaLabel={t('billing.areaCode')}
      />
      <TextField
        name="email"
        label={t('billing.email')}
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
              aria-describedby={fieldState.error ? 'billing-type-error' : undefined}
            >
              <legend>{t('billing.type')}</legend>
              {([0, 1] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === value}
                    onChange={() => {
                      field.onChange(value);
                    }}
                  />{' '}
                  {t(value === 0 ? 'billing.typeCard' : 'billing.typeLocal')}
                </label>
              ))}
              {fieldState.error?.message ? (
                <span id="billing-type-error" className={styles.maintenance}>
                  {t(fieldState.error.message as never)}
                </span>
              ) : null}
            </fieldset>
          )}
        />
      ) : null}
      <TextField name="country" label={t('billing.country')} autoComplete="country-name" />
      <TextField name="state" label={t('billing.state')} autoComplete="address-level1" />
      <TextField name="city" label={t('billing.city')} autoComplete="address-level2" />
      <TextField name="address1" label={t('billing.address')} autoComplete="address-line1" />
      <TextField name="zipCode" label={t('billing.zipCode')} autoComplete="postal-code" />
      <SubmitButton pending={pending} label={t('billing.save')} busyLabel={t('billing.saving')} />
      <button type="button" className={styles.secondaryButton} onClick={onCancel}>
        {t('billing.cancel')}
      </button>
    </Form>
  );
}

// Tabs/bindCellphone (seed 001 sections 2, 5 and 7): the area code from the searchable list
// (an empty search shows 'This area code has not been found yet'), the phone
// (reg_ErrorText_1) and the code (reg_ErrorText_5) with the send-code button (send SMS code
// type '3' with phone, areaCode, countryCode; data 1 opens the click-word captcha first).
// Bind: phone, areCode, code, countryCode. On 200 Binding_successful shows, the user info is
// fetched again and the page goes back one page; any other reply follows the shared
// catalogue (401 login, 500 / 10008 the msg as a toast) and the fields stay.
import { useTranslation } from 'react-i18next';
import { BIND_MOBILE_MESSAGES, bindMobileFormSchema } from './security-form-rules';
import { SecurityPage } from './security-page';
import { PhoneBindingForm, usePhoneBinding } from './use-phone-binding';

export function BindCellphoneScreen() {
  const { t } = useTranslation('security');
  const binding = usePhoneBinding({
    schema: bindMobileFormSchema,
    phoneMessage: BIND_MOBILE_MESSAGES.phone,
    sendType: '3',
  });
  return (
    <SecurityPage title={t('bindMobile.title')}>
      <PhoneBindingForm
        binding={binding}
        channel="bind-mobile"
        texts={{
          form: t('bindMobile.formLabel'),
          areaCode: t('bindMobile.areaCode'),
          phone: t('bindMobile.phone'),
          phonePlaceholder: t('bindMobile.phonePlaceholder'),
          code: t('bindMobile.code'),
          codePlaceholder: t('bindMobile.codePlaceholder'),
          submit: t('bindMobile.submit'),
          submitting: t('bindMobile.submitting'),
        }}
      />
    </SecurityPage>
  );
}

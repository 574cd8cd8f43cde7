// The two calls of a phone registration (seed 000 section 3, "Phone registration", and
// section 7, send phone code type '2'), shared by the Registration screen's Mobile tab and
// the login screen's quick register.
import { useRegister, useSendPhoneCode } from '../../api/generated/auth/auth';
import { okData } from '../../api/http-client';
import { phoneRegistrationRequest, registrationPhoneCodeRequest } from './registration-requests';
import type { AreaCode } from '../../components/form/use-area-code';
import type { SignInCall } from './use-sign-in-request';

export interface PhoneRegistrationFields {
  phone: string;
  password: string;
  code: string;
}

export function usePhoneRegistration(
  area: Pick<AreaCode, 'dialCode' | 'value'>,
  handledCodes: readonly number[],
) {
  const register = useRegister({ request: { handledCodes } });
  const sendCode = useSendPhoneCode();
  return {
    pending: register.isPending,
    /** The register call for useSignInRequest, with what the shopper typed. */
    register:
      (fields: PhoneRegistrationFields): SignInCall =>
      async (captchaVerification) =>
        okData(
          await register.mutateAsync({
            data: phoneRegistrationRequest({
              ...fields,
              dialCode: area.dialCode,
              country: area.value,
              captchaVerification,
            }),
          }),
        ),
    /** The send-code call of the code button. */
    sendCode: async (phone: string, captchaVerification?: string) =>
      okData(
        await sendCode.mutateAsync({
          data: registrationPhoneCodeRequest(phone, area.dialCode, area.value, captchaVerification),
        }),
      ),
  };
}

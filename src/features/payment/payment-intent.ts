// The payment intent of an existing order, for the hosted drop-in and wallet pages: the one
// GoPay's create payment or ConfirmOrder's create order just returned, handed over in memory
// (lib/payment-handoff.ts), else (a direct entry, a reload) create payment (orderId,
// paymentMethod, billingId) answers with payInfo. Asked once per page visit (a query, so a
// second mount asks nothing), never kept in a URL or in storage.
import { useQuery } from '@tanstack/react-query';
import { createPayment } from '../../api/generated/payments/payments';
import type { BillingAddress, PayInfo } from '../../api/generated/model';
import { okData } from '../../api/http-client';
import { sendAsPurchaseAttempt } from '../../api/purchase-attempt';
import { takeHandedIntent } from '../../lib/payment-handoff';
import type { PayerBilling, PaymentIntentRef } from './provider/types';

export function intentOf(payInfo: PayInfo): PaymentIntentRef {
  return { id: payInfo.id, clientSecret: payInfo.client_secret, currency: payInfo.currency };
}

export function usePaymentIntent(orderId: string, paymentMethod: number, billingId?: number) {
  return useQuery({
    queryKey: ['payment-intent', orderId, paymentMethod, billingId ?? null],
    queryFn: async () => {
      const handed = takeHandedIntent(orderId, paymentMethod);
      if (handed) return handed;
      const body = { orderId, paymentMethod, billingId: billingId ?? null };
      const data = okData(
        await sendAsPurchaseAttempt(`payment:${orderId}`, body, (attempt) =>
          createPayment(body, attempt),
        ),
      );
      if (!data.payInfo) throw new Error(`create payment gave no payInfo for ${orderId}`);
      return intentOf(data.payInfo);
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The provider's billing details from a billing address (the lookup by billsid). */
export function payerBilling(address: BillingAddress): PayerBilling {
  const country = (address.country ?? '').trim();
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    email: address.email,
    phoneNumber: `+${address.phoneCode}${address.phoneNumber}`,
    // The provider wants a two-letter country code; a country name is left out.
    ...(/^[A-Za-z]{2}$/.test(country)
      ? {
          address: {
            countryCode: country.toUpperCase(),
            city: address.city ?? '',
            state: address.state ?? '',
            postcode: address.zipCode ?? '',
            street: address.address1 ?? '',
          },
        }
      : {}),
  };
}

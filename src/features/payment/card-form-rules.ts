// The card form's rules (seed 001 section 5): email, first name and last name are required
// ('Email is required', 'First Name is required', 'Last Name is required'), the email must
// be an address ('Email is invalid': the contract's Email pattern and length), values are
// trimmed. On top of the generated create-payment payer (useepayMsg).
import * as z from 'zod';
import { CreatePaymentBody } from '../../api/generated/payments/payments.zod';
import { fitsContract } from '../../components/form/contract';

export const CARD_FORM_MESSAGES = {
  emailRequired: 'payment:card.emailRequired',
  emailInvalid: 'payment:card.emailInvalid',
  firstNameRequired: 'payment:card.firstNameRequired',
  lastNameRequired: 'payment:card.lastNameRequired',
} as const;

const payer = CreatePaymentBody.shape.useepayMsg.unwrap();
const isContractEmail = fitsContract(payer.shape.email);

export const cardFormSchema = payer.extend({
  email: z
    .string()
    .trim()
    .min(1, { error: CARD_FORM_MESSAGES.emailRequired, abort: true })
    .refine(isContractEmail, CARD_FORM_MESSAGES.emailInvalid),
  firstName: z.string().trim().min(1, CARD_FORM_MESSAGES.firstNameRequired),
  lastName: z.string().trim().min(1, CARD_FORM_MESSAGES.lastNameRequired),
});

export type CardFormValues = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;
